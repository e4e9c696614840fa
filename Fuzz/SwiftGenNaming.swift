// SwiftGen's naming and placeholder reading (StringsdictCodegen's SwiftGenNaming), which turns any
// key and any value of a project's .strings/.stringsdict into Swift declarations.
//
// Input: a key, a 0x00 byte, then a value (both taken as UTF-8, damaged bytes repaired).
// Properties: never crashes; a member name and an enum name are never empty and never contain a
// character that cannot be in a Swift identifier (backticks aside); parameter types are one of
// SwiftGen's six; the plural format of a format key reads without trapping.
//
// fuzz-seeds: Fuzz/seeds/SwiftGenNaming/*
// fuzz-options: -max_len=1024

@testable import StringsdictCodegen

private let types: Set<String> = ["Any", "Int", "Float", "CChar", "UnsafePointer<CChar>", "UnsafeRawPointer"]

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSwiftGenNaming(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = fuzzBytes(data, size)
    let split = bytes.firstIndex(of: 0) ?? bytes.count
    let key = String(decoding: bytes[..<split], as: UTF8.self)
    let value = split < bytes.count ? String(decoding: bytes[(split + 1)...], as: UTF8.self) : ""
    for name in [SwiftGenNaming.memberName(key)] + SwiftGenNaming.components(of: key).map(SwiftGenNaming.typeName) {
        let bare = name.hasPrefix("`") && name.hasSuffix("`") && name.count > 2 ? String(name.dropFirst().dropLast()) : name
        guard !key.isEmpty, !bare.isEmpty else { continue }
        for scalar in bare.unicodeScalars {
            require(SwiftGenNaming.isTail(scalar), "the name \(name) of key \(key.debugDescription) holds \(scalar.debugDescription)")
        }
    }
    for type in SwiftGenNaming.parameterTypes(of: value) {
        require(types.contains(type), "the type \(type) of \(value.debugDescription) is not one of SwiftGen's")
    }
    _ = SwiftGenNaming.pluralFormat(formatKey: value, valueTypes: ["a": "d", "b": "@", "": "lf"])
    return 0
}
