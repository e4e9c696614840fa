import Foundation
@testable import Stringsdict
import Testing

// MARK: - the comparison

/// Loads bytes both ways and compares everything a caller can observe.
enum LoaderOracle {
    static let counts: [Int64] = [0, 1, 2, 3, 5, 11, 21, 101, 1_000_000, -1]
    static let doubles: [Double] = [0.0, 0.5, 1.5, 2.25, 21.0]

    /// What ``check(_:file:limits:contexts:)`` found.
    struct Outcome {
        var tookFastPath: Bool
        var treeKeys: [String]?
        var differences: [String]
    }

    /// The fast loader's messages; `lazy` true compiles a file's plural entries when
    /// looked up, whatever its size.
    static func fast(_ bytes: [UInt8], file: String, limits: PropertyListLimits = .default,
                     lazy: Bool? = nil) -> [String: LocalizedMessage]? {
        StringsdictLoader.messages(bytes, file: file, limits: limits, lazy: lazy)
    }

    /// The tree path: a property-list tree, compiled by ``EntryCompiler``.
    static func tree(_ bytes: [UInt8], file: String, limits: PropertyListLimits = .default) -> Result<LocalizationTable, StringsdictError> {
        Result { () throws(StringsdictError) in
            let (dictionary, _) = try PropertyListReader.readDictionary(bytes, file: file, limits: limits)
            return LocalizationTable(name: "Table", stringsdict: dictionary)
        }
    }

    /// The public bytes initializer (fast path, else tree path).
    static func publicTable(_ bytes: [UInt8], file: String, limits: PropertyListLimits = .default,
                            lazy: Bool? = nil) -> Result<LocalizationTable, StringsdictError> {
        Result { () throws(StringsdictError) in
            try LocalizationTable(name: "Table", stringsdict: bytes, file: file, limits: limits, lazy: lazy)
        }
    }

    /// Fast result nil or equal to the tree path's; the public initializer equal to the tree path.
    static func check(_ bytes: [UInt8], file: String, limits: PropertyListLimits = .default,
                      lazy: Bool? = nil, contexts: [RenderContext]) -> Outcome {
        let fastMessages = fast(bytes, file: file, limits: limits, lazy: lazy)
        let treeResult = tree(bytes, file: file, limits: limits)
        var differences: [String] = []
        if let fastMessages {
            switch treeResult {
            case .success(let table):
                differences += self.differences(fast: fastMessages, tree: table.messages, contexts: contexts).map { "fast vs tree: " + $0 }
            case .failure(let error):
                differences.append("fast vs tree: the fast loader took the file, the tree path throws \(error)")
            }
        }
        switch (publicTable(bytes, file: file, limits: limits, lazy: lazy), treeResult) {
        case (.success(let loaded), .success(let table)):
            differences += self.differences(fast: loaded.messages, tree: table.messages, contexts: contexts).map { "public vs tree: " + $0 }
            if loaded.problems != table.problems {
                differences.append("public vs tree: problems \(loaded.problems) ≠ \(table.problems)")
            }
            if loaded.files != [file] { differences.append("public: files \(loaded.files)") }
        case (.failure(let loadedError), .failure(let treeError)):
            if loadedError != treeError { differences.append("public vs tree: errors \(describe(loadedError)) ≠ \(describe(treeError))") }
        case (.success(let loaded), .failure(let treeError)):
            differences.append("public vs tree: public loads \(loaded.keys), the tree path throws \(describe(treeError))")
        case (.failure(let loadedError), .success(let table)):
            differences.append("public vs tree: public throws \(describe(loadedError)), the tree path loads \(table.keys)")
        }
        let treeKeys = try? treeResult.get().keys
        return Outcome(tookFastPath: fastMessages != nil, treeKeys: treeKeys, differences: differences)
    }

    /// Every difference between two loads of one file: keys, then per key the description and
    /// the renders of many argument lists in each context.
    static func differences(fast: [String: LocalizedMessage], tree: [String: LocalizedMessage], contexts: [RenderContext]) -> [String] {
        var differences: [String] = []
        let fastKeys = Set(fast.keys), treeKeys = Set(tree.keys)
        if fastKeys != treeKeys {
            differences.append("keys: only fast \(fastKeys.subtracting(treeKeys).sorted()), only tree \(treeKeys.subtracting(fastKeys).sorted())")
        }
        for key in treeKeys.intersection(fastKeys).sorted() {
            guard let a = fast[key], let b = tree[key] else { continue }
            var linesA = describe(a), linesB = describe(b)
            for context in contexts {
                linesA.append("argumentKinds \(a.argumentKinds(in: context))")
                linesB.append("argumentKinds \(b.argumentKinds(in: context))")
                for arguments in argumentLists(b.argumentKinds(in: context)) {
                    let label = "render \(context.locale) \(arguments) → "
                    linesA.append(label + describe(render(a, context, arguments)))
                    linesB.append(label + describe(render(b, context, arguments)))
                }
            }
            if linesA != linesB {
                let common = min(linesA.count, linesB.count)
                let index = (0..<common).first { linesA[$0] != linesB[$0] } ?? common
                let lineA = index < linesA.count ? linesA[index] : "(end)"
                let lineB = index < linesB.count ? linesB[index] : "(end)"
                differences.append("\(String(reflecting: key)): «\(lineA)» ≠ «\(lineB)»")
            }
        }
        return differences
    }

    // MARK: descriptions

    static func describe(_ message: LocalizedMessage) -> [String] {
        var lines = [
            "key \(String(reflecting: message.key))",
            "location \(message.location.map { "\($0)" } ?? "nil")",
            "hasPlurals \(message.hasPlurals)",
            "error \(message.error.map(describe) ?? "nil")",
        ]
        switch message.kind {
        case .text(let text, let format):
            lines.append("text \(String(reflecting: text))")
            switch format {
            case .success(let format): lines.append(describe(format, "format"))
            case .failure(let error): lines.append("format error \(describe(error))")
            }
        case .plural(let entry):
            lines += describe(entry)
        case .widths(let variants):
            for variant in variants {
                lines.append("width \(variant.width)")
                lines += describe(variant.message).map { "  " + $0 }
            }
        case .devices(let variants):
            for variant in variants {
                lines.append("device \(variant.device)")
                lines += describe(variant.message).map { "  " + $0 }
            }
        case .invalid(let error):
            lines.append("invalid \(describe(error))")
        }
        return lines
    }

    /// The plural structure, its variables rebuilt lazily on the fast path.
    static func describe(_ entry: PluralEntry) -> [String] {
        var lines = [
            "plural \(String(reflecting: entry.key))",
            "slotKinds \(entry.slotKinds) argumentCount \(entry.argumentCount)",
            "formatKey \(String(reflecting: entry.formatKey))",
            "variableNames \(entry.variableNames)",
            describe(entry.format, "format"),
        ]
        for variable in entry.variables {
            let valueType = variable.valueType
            lines.append("variable \(variable.name) slot \(variable.slot) valueType \(String(reflecting: valueType.text)) "
                + "percent \(valueType.hadPercentPrefix) implicit \(valueType.isImplicit) kind \(valueType.kind) "
                + "fraction \(valueType.fractionDigits.map { "\($0)" } ?? "-") at \(variable.location.map { "\($0)" } ?? "nil") "
                + "categories \(variable.categories)")
            for variant in variable.variants {
                lines.append("  \(variant.category) at \(variant.location.map { "\($0)" } ?? "nil") " + describe(variant.format, "format"))
            }
        }
        return lines
    }

    static func describe(_ format: FormatString, _ label: String) -> String {
        "\(label) \(String(reflecting: format.source)) from \(format.startingSlot) slotKinds \(format.slotKinds) "
            + "variables \(format.variableNames) segments \(format.segments)"
    }

    static func describe(_ error: StringsdictError) -> String {
        "[\(error.kind)\(error.code.map { "/" + $0 } ?? "")] \(error)"
    }

    static func describe(_ result: Result<String, StringsdictError>) -> String {
        switch result {
        case .success(let text): String(reflecting: text)
        case .failure(let error): "error " + describe(error)
        }
    }

    // MARK: rendering

    static func render(_ message: LocalizedMessage, _ context: RenderContext, _ arguments: [FormatArgument]) -> Result<String, StringsdictError> {
        Result { () throws(StringsdictError) in try message.render(in: context, arguments: arguments) }
    }

    /// An argument of `kind` for the count `count`.
    static func typed(_ kind: ArgumentKind?, _ count: Int64) -> FormatArgument {
        switch kind {
        case .signedInteger?: .int(count)
        case .unsignedInteger?: .uint(count.magnitude)
        case .double?: .double(Double(count))
        case .character?, .utf16Unit?: .character("ж")
        case .pointer?: .pointer(UInt(count.magnitude))
        case .cString?, .utf16String?, .object?, .variable?, nil: .string("Example")
        }
    }

    /// Argument lists for `kinds`: typed by kind for each count; objects given numbers (a `@`
    /// plural variable needs one); doubles where a slot takes them; every argument of the wrong
    /// type; one too few; one too many; none.
    static func argumentLists(_ kinds: [ArgumentKind?]) -> [[FormatArgument]] {
        var lists: [[FormatArgument]] = [[]]
        for count in counts {
            let typedList = kinds.map { typed($0, count) }
            lists.append(typedList)
            let numeric = kinds.map { $0 == .object ? FormatArgument.int(count) : typed($0, count) }
            if numeric != typedList { lists.append(numeric) }
        }
        if kinds.contains(where: { $0 == .double || $0 == .object }) {
            for value in doubles {
                lists.append(kinds.map { $0 == .double || $0 == .object ? .double(value) : typed($0, 2) })
            }
        }
        if kinds.contains(where: { $0 == .object }) {
            lists.append(kinds.map { $0 == .object ? .string("2.50") : typed($0, 3) })
        }
        if !kinds.isEmpty {
            lists.append(kinds.map { _ in .string("text") })
            lists.append(Array(kinds.map { typed($0, 3) }.dropLast()))
        }
        lists.append(kinds.map { typed($0, 7) } + [.int(42)])
        return lists
    }
}
