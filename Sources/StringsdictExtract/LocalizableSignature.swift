/// A function, initializer, modifier or attribute with localizable parameters: one line of
/// ``LocalizableAPITable`` or a declaration of the scanned project (``DeclarationIndex``).
struct LocalizableSignature: Hashable, Sendable {
    /// How a call of it is written.
    enum Placement: Hashable, Sendable {
        /// `Name(…)`, or `Module.Name(…)`.
        case call
        /// `.name(…)` after an expression, as modifiers are.
        case member
        /// `@Name(…)`.
        case attribute
        /// A project declaration: a function may be called either way.
        case any
    }

    /// The base name (`Text`, `navigationTitle`, `LocalizationValue`).
    var name: String
    /// The name before a `.` that must precede it (`String` for `String.LocalizationValue`).
    var qualifier: String?
    /// The argument labels in order, `_` for an unlabelled one.
    var labels: [String]
    /// The positions (in ``labels``) of the localizable parameters, and their type
    /// (`LocalizedStringKey`, …).
    var keys: [Int: String]
    var placement: Placement
    /// Apple's documentation page, or the `file:line` of a project declaration.
    var documentation: String
    /// `SwiftUI`, `Foundation`, `AppIntents`, `WidgetKit`, or `project`.
    var framework: String

    /// The signature as written in the table: `.navigationTitle(_:)`.
    var description: String {
        let prefix = switch placement {
        case .member: "."
        case .attribute: "@"
        case .call, .any: ""
        }
        return prefix + (qualifier.map { $0 + "." } ?? "") + name + "(" + labels.map { $0 + ":" }.joined() + ")"
    }

    /// Which parameter each argument of a call with `callLabels` (`_` for unlabelled) binds to,
    /// when the labels appear in the signature in order (parameters with defaults and trailing
    /// closures may be left out); nil when they do not.
    func bind(_ callLabels: [String]) -> [Int]? {
        var bound: [Int] = []
        bound.reserveCapacity(callLabels.count)
        var next = 0
        for label in callLabels {
            while next < labels.count && labels[next] != label { next += 1 }
            guard next < labels.count else { return nil }
            bound.append(next)
            next += 1
        }
        return bound
    }

    /// Whether the string literal types an argument of this type is read as allow interpolation
    /// specifiers (all localizable types do).
    static func isLocalizableType(_ name: String) -> Bool {
        LocalizableAPI.types[name] != nil
    }
}

/// The Apple APIs of ``LocalizableAPITable``, read once.
enum LocalizableAPI {
    private static let parsed = parse()
    /// Every signature of the table, in table order.
    static let entries: [LocalizableSignature] = parsed.entries
    /// The localizable types, with their framework.
    static let types: [String: String] = parsed.types

    /// Parses ``LocalizableAPITable/text``. A line that does not parse is a mistake in the
    /// table; ``problems`` lists them (a test keeps it empty).
    static func parse(_ text: String = LocalizableAPITable.text) -> (entries: [LocalizableSignature], types: [String: String], problems: [String]) {
        var entries: [LocalizableSignature] = []
        var types: [String: String] = [:]
        var problems: [String] = []
        var framework = ""
        for rawLine in text.split(separator: "\n", omittingEmptySubsequences: true) {
            let line = rawLine.trimmingSpaces
            if line.isEmpty || line.hasPrefix("#") { continue }
            if line.hasPrefix("[") && line.hasSuffix("]") {
                framework = String(line.dropFirst().dropLast())
                continue
            }
            let fields = line.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
            if fields.first == "type" {
                guard fields.count == 3, fields[2].hasPrefix("https://") || fields[2].hasPrefix("doc:") else {
                    problems.append(line)
                    continue
                }
                types[fields[1]] = framework
                continue
            }
            guard fields.count == 2 || fields.count == 3, let url = fields.last, url.hasPrefix("https://") || url.hasPrefix("doc:"),
                  var signature = signature(fields[0]) else {
                problems.append(line)
                continue
            }
            signature.documentation = url
            signature.framework = framework
            if fields.count == 3 {
                for pair in fields[1].split(separator: ",") {
                    let parts = pair.split(separator: "=", maxSplits: 1).map(String.init)
                    // A label written twice (`.value(_:_:)`) names its first parameter.
                    guard parts.count == 2, let position = signature.labels.firstIndex(of: parts[0]) else {
                        problems.append(line)
                        continue
                    }
                    signature.keys[position] = parts[1]
                }
            }
            entries.append(signature)
        }
        // `T("…")` (SE-0213) and `T(stringLiteral: "…")` for every localizable type T are
        // literals of that type.
        for (type, framework) in types.sorted(by: { $0.key < $1.key }) {
            let parts = type.split(separator: ".").map(String.init)
            guard let name = parts.last else { continue }
            let qualifier = parts.count > 1 ? parts[0] : nil
            for label in ["_", "stringLiteral"] {
                if entries.contains(where: { $0.name == name && $0.qualifier == qualifier && $0.labels.first == label && $0.keys[0] != nil }) { continue }
                entries.append(LocalizableSignature(name: name, qualifier: qualifier, labels: [label], keys: [0: type], placement: .call,
                                                    documentation: "https://developer.apple.com/documentation/swift/expressiblebystringliteral",
                                                    framework: framework))
            }
        }
        for entry in entries {
            for type in entry.keys.values where types[type] == nil { problems.append("\(entry.description): unknown type \(type)") }
        }
        return (entries, types, problems)
    }

    /// `Text(_:tableName:)`, `.help(_:)`, `@Parameter(title:)`, `String.LocalizationValue(_:)`.
    private static func signature(_ text: String) -> LocalizableSignature? {
        var rest = Substring(text)
        var placement = LocalizableSignature.Placement.call
        if rest.hasPrefix(".") {
            placement = .member
            rest = rest.dropFirst()
        } else if rest.hasPrefix("@") {
            placement = .attribute
            rest = rest.dropFirst()
        }
        guard let open = rest.firstIndex(of: "("), rest.hasSuffix(")") else { return nil }
        let fullName = rest[..<open]
        let inside = rest[rest.index(after: open)..<rest.index(before: rest.endIndex)]
        let nameParts = fullName.split(separator: ".").map(String.init)
        guard let name = nameParts.last, !name.isEmpty, nameParts.count <= 2 else { return nil }
        guard inside.isEmpty || inside.hasSuffix(":") else { return nil }
        let labels = inside.split(separator: ":", omittingEmptySubsequences: false).dropLast().map(String.init)
        guard !labels.contains(where: \.isEmpty) else { return nil }
        return LocalizableSignature(name: name, qualifier: nameParts.count == 2 ? nameParts[0] : nil, labels: labels, keys: [:],
                                    placement: placement, documentation: "", framework: "")
    }
}

extension Substring {
    var trimmingSpaces: String {
        var slice = self
        while let first = slice.first, first == " " || first == "\t" { slice = slice.dropFirst() }
        while let last = slice.last, last == " " || last == "\t" { slice = slice.dropLast() }
        return String(slice)
    }
}
