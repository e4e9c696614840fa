import Foundation
@testable import StringsdictCodegen
import StringsdictTestSupport

/// Writes localization files into a fresh temporary folder and runs the generator on it.
struct CodegenFixture {
    let temporary: TemporaryFolder
    var folder: String { temporary.path }

    init(_ files: [String: String]) throws {
        temporary = try TemporaryFolder(files, prefix: "codegen")
    }

    func write(_ path: String, bytes: [UInt8]) throws {
        try temporary.write(path, bytes: bytes)
    }

    var sources: LocalizationSources { LocalizationSources(paths: [folder]) }

    func generate(_ options: AccessorGenerator.Options = .init()) -> AccessorGenerator.Output {
        AccessorGenerator(options: options).generate(sources)
    }

    func remove() {
        temporary.remove()
    }
}

/// A `.stringsdict` file of `entries` (each the XML of one key's value).
func stringsdict(_ entries: [(key: String, xml: String)]) -> String {
    var text = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>

        """
    for entry in entries { text += "<key>\(entry.key)</key>\n\(entry.xml)\n" }
    return text + "</dict>\n</plist>\n"
}

/// The XML of a plural entry: its format and variables (name, value type, [category: text]).
func pluralEntry(_ format: String, _ variables: [(name: String, valueType: String?, variants: [(String, String)])]) -> String {
    var xml = "<dict><key>NSStringLocalizedFormatKey</key><string>\(format)</string>"
    for variable in variables {
        xml += "<key>\(variable.name)</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>"
        if let valueType = variable.valueType { xml += "<key>NSStringFormatValueTypeKey</key><string>\(valueType)</string>" }
        for (category, text) in variable.variants { xml += "<key>\(category)</key><string>\(text)</string>" }
        xml += "</dict>"
    }
    return xml + "</dict>"
}

extension AccessorGenerator.Output {
    /// The declaration line of the accessor named `name` (`static var` or `static func`).
    func declaration(of name: String) -> String? {
        code.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .first { $0.contains("static func \(name)(") || $0.contains("static var \(name):") }
    }
}
