import Foundation
@testable import StringsdictCodegen

/// Writes localization files into a fresh temporary folder and runs the generator on it.
struct CodegenFixture {
    let folder: String

    init(_ files: [String: String]) throws {
        folder = FileManager.default.temporaryDirectory.path + "/codegen-" + UUID().uuidString
        for (path, text) in files {
            let url = URL(fileURLWithPath: folder + "/" + path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
    }

    func write(_ path: String, bytes: [UInt8]) throws {
        let url = URL(fileURLWithPath: folder + "/" + path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: url)
    }

    var sources: LocalizationSources { LocalizationSources(paths: [folder]) }

    func generate(_ options: AccessorGenerator.Options = .init()) -> AccessorGenerator.Output {
        AccessorGenerator(options: options).generate(sources)
    }

    func remove() {
        try? FileManager.default.removeItem(atPath: folder)
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
