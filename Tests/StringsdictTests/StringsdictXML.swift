import Stringsdict

/// Builds `.stringsdict` tables from compact descriptions, for tests.
enum StringsdictXML {
    /// A variable dictionary: value type and variants.
    static func variable(_ valueType: String?, _ variants: [(String, String)], specType: String? = "NSStringPluralRuleType") -> String {
        var xml = "<dict>"
        if let specType { xml += "<key>NSStringFormatSpecTypeKey</key><string>\(specType)</string>" }
        if let valueType { xml += "<key>NSStringFormatValueTypeKey</key><string>\(escape(valueType))</string>" }
        for (category, text) in variants { xml += "<key>\(category)</key><string>\(escape(text))</string>" }
        return xml + "</dict>"
    }

    /// An entry: format key and named variable dictionaries.
    static func entry(_ format: String, _ variables: [(String, String)]) -> String {
        var xml = "<dict><key>NSStringLocalizedFormatKey</key><string>\(escape(format))</string>"
        for (name, dictionary) in variables { xml += "<key>\(escape(name))</key>\(dictionary)" }
        return xml + "</dict>"
    }

    /// A whole file with `entries` (key → value XML).
    static func file(_ entries: [(String, String)]) -> String {
        var xml = #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n"
        xml += #"<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">"# + "\n"
        xml += "<plist version=\"1.0\">\n<dict>\n"
        for (key, value) in entries { xml += "<key>\(escape(key))</key>\n\(value)\n" }
        return xml + "</dict>\n</plist>\n"
    }

    /// A table read from `file(entries)`.
    static func table(_ entries: [(String, String)], name: String = "Test") throws -> LocalizationTable {
        let xml = file(entries)
        let (dictionary, _) = try PropertyListReader.readDictionary(Array(xml.utf8), file: "\(name).stringsdict")
        return LocalizationTable(name: name, stringsdict: dictionary)
    }

    /// The one message of a one-entry table.
    static func message(_ value: String, key: String = "key") throws -> LocalizedMessage {
        let table = try table([(key, value)])
        guard let message = table[key] else { throw StringsdictError(.structure, "no message") }
        return message
    }

    static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
    }
}

extension String {
    fileprivate func replacingOccurrences(of target: String, with replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
