// The old-style property-list reader (StringsFileParser.parseTree) and XcodeProject on it: the
// project file read for its targets, their Info.plist, build-setting expansion and build phases
// (sources, resources: relative paths, table places bounded by the resources).
//
// Property: text that the .strings reader reads as `{ "key" = "value"; … }` pairs is the same
// dictionary to the tree reader (keys, values and their positions); every target's settings
// expand without crashing, within the output bound. The same bytes read as an `.xcconfig` file
// (XcodeConfigFile) give settings whose names are plain and whose values hold no line break, and
// layering them over themselves leaves no `$(inherited)` where the lower level had a value.
//
// fuzz-seeds: Tests/**/*.pbxproj Tests/**/xml-plist.strings Tests/**/Localizable.strings Resources/**/*.strings
// fuzz-dict: strings.dict
// fuzz-options: -max_len=16384

@testable import Stringsdict

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzXcodeProject(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = fuzzBytes(data, size)
    if let project = try? XcodeProject(bytes: bytes, folder: "fuzz/App.xcodeproj") {
        for target in project.targets {
            _ = target.infoPlist
            // The build phases: every path a relative one, the table lookups bounded by them.
            for path in target.sources + target.resources + target.synchronizedFolders {
                require(!path.hasPrefix("/"), "a build phase's path is absolute: \(path)")
            }
            require(target.tableLocations(of: "Localizable.strings").count <= target.resources.count, "more table places than resources")
            _ = target.compiles("/fuzz/App/App.swift")
            for (name, _) in target.buildSettings.prefix(32) {
                let value = target.setting(name) ?? ""
                require(value.utf8.count <= 1 << 20, "\(name) expands to \(value.utf8.count) bytes")
            }
        }
    }
    let configuration = XcodeConfigFile.settings(bytes: bytes, folder: "fuzz/no-such-folder")
    for (name, value) in configuration {
        require(!name.isEmpty && name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }, "setting name \(name)")
        require(!value.contains("\n") && !value.contains("\r"), "a value holds a line break: \(value)")
    }
    let layered = XcodeConfigFile.layered(configuration.mapValues { _ in "x" }, under: configuration)
    require(layered.count == configuration.count, "layering changed the names")
    guard let text = validUTF8(bytes) else { return 0 }
    let wrapped = Array(("{" + text + "\n}").utf8)
    let tree = Result { () throws(StringsdictError) in
        try wrapped.withUnsafeBufferPointer { buffer throws(StringsdictError) in try StringsFileParser.parseTree(buffer, file: "f") }
    }
    let pairs = Result { () throws(StringsdictError) in
        try wrapped.withUnsafeBufferPointer { buffer throws(StringsdictError) in try StringsFileParser.parse(buffer, file: "f") }
    }
    if case .success(let root) = tree, case .success(let entries) = pairs, let dictionary = root.dictionary,
       dictionary.entries.allSatisfy({ $0.value.string != nil }) {
        require(dictionary.entries.map(\.key) == entries.map(\.key), "keys differ: \(dictionary.entries.map(\.key)) vs \(entries.map(\.key))")
        require(dictionary.entries.map { $0.value.string ?? "" } == entries.map(\.value), "values differ")
        require(dictionary.entries.map(\.keyLocation) == entries.map(\.keyLocation), "key positions differ")
    }
    return 0
}
