import Stringsdict

/// The structure rules for one `.stringsdict` entry, read from the property list as written.
///
/// These look at what the compiler accepts or never reaches: missing spec and value types, a
/// `%`-prefixed or object value type, empty variables and variants, unused variables, a format
/// key without a variable, a malformed `%#@…@`, variable names with `.` or `-`. What the compiler rejects (undefined
/// variable, cycle, missing `other`, …) is reported from its error by ``MessageChecker``.
struct EntryChecker {
    let key: String
    let file: String
    /// The findings so far.
    private(set) var diagnostics: [Diagnostic] = []
    /// Variables reported as empty, so the compiler's "no 'other'" for them is not repeated.
    private(set) var suppressed: Set<String> = []
    /// True when a format of the entry has a malformed variable: its arguments as compiled are
    /// not what the writer meant, so the cross-language argument rules skip it.
    private(set) var hasMalformedVariable = false

    static let formatKey = "NSStringLocalizedFormatKey"
    static let specTypeKey = "NSStringFormatSpecTypeKey"
    static let valueTypeKey = "NSStringFormatValueTypeKey"
    static let widthRule = "NSStringVariableWidthRuleType"
    static let deviceRule = "NSStringDeviceSpecificRuleType"
    /// How deeply width and device variants may nest entries (the engine's own limit is 4).
    static let maximumNesting = 8

    init(key: String, file: String) {
        self.key = key
        self.file = file
    }

    /// Checks an entry's value: a plural entry, or width or device variants holding entries.
    mutating func checkStructure(_ node: PropertyListNode, nesting: Int = 0) {
        guard nesting < Self.maximumNesting, let dictionary = node.dictionary else { return }
        if let format = dictionary[Self.formatKey] {
            checkPluralEntry(dictionary, format: format)
        }
        for rule in [Self.widthRule, Self.deviceRule] {
            guard let variants = dictionary[rule]?.dictionary else { continue }
            for variant in variants.entries {
                checkStructure(variant.value, nesting: nesting + 1)
            }
        }
    }

    private mutating func checkPluralEntry(_ entry: PropertyListDictionary, format: PropertyListNode) {
        var reachable = Set<String>()
        var walkTruncated = false
        if let text = format.string {
            let names = Self.variableNames(in: text)
            let malformed = checkMalformedVariables(text, at: format.location)
            if names.isEmpty, !malformed, (try? FormatString(text, options: .allowsUnusedSlots)) != nil {
                report(.formatWithoutVariable, at: format.location, "the NSStringLocalizedFormatKey of '\(key)' refers to no %#@variable@")
            }
            (reachable, walkTruncated) = Self.reachableVariables(from: names + Self.intendedNames(in: text), in: entry)
        }
        for variable in entry.entries where variable.key != Self.formatKey && !variable.key.hasPrefix("NSString") {
            guard let dictionary = variable.value.dictionary else { continue }
            let name = variable.key
            if name.contains(".") || name.contains("-") {
                report(.variableNameCharacters, at: variable.keyLocation, "variable '\(name)' of '\(key)' has '.' or '-' in its name")
            }
            // Past the depth cap the compile error says what is wrong; "unused" would be noise.
            if !walkTruncated, !reachable.contains(name) {
                report(.unusedVariable, at: variable.keyLocation, "variable '\(name)' of '\(key)' is never used by the entry's formats")
            }
            checkVariable(name, dictionary, keyLocation: variable.keyLocation)
            for category in PluralCategory.allCases {
                guard let variant = dictionary[category.rawValue], let text = variant.string else { continue }
                checkMalformedVariables(text, at: variant.location)
            }
        }
    }

    /// Reports a `%#@…` that does not read as a variable (`%# @sites @`); true if
    /// there was one.
    @discardableResult
    private mutating func checkMalformedVariables(_ text: String, at location: SourceLocation) -> Bool {
        let intended = Self.intendedNames(in: text)
        guard !intended.isEmpty else { return false }
        let read = Set(Self.variableNames(in: text))
        guard let name = intended.first(where: { !read.contains($0) }) else { return false }
        hasMalformedVariable = true
        report(.malformedVariable, at: location,
               "'\(key)' writes a reference to '\(name)' that is not a %#@NAME@ specifier, so it is printed as text; write %#@\(name)@, or %N$#@\(name)@ for argument N")
        return true
    }

    private mutating func checkVariable(_ name: String, _ variable: PropertyListDictionary, keyLocation: SourceLocation) {
        if variable[Self.specTypeKey] == nil {
            report(.missingSpecType, at: keyLocation, "variable '\(name)' of '\(key)' has no \(Self.specTypeKey)")
        }
        if let valueType = variable[Self.valueTypeKey] {
            if let text = valueType.string {
                checkValueType(text, variable: name, at: valueType.location)
            }
        } else {
            report(.missingValueType, at: keyLocation, "variable '\(name)' of '\(key)' has no \(Self.valueTypeKey); its argument is taken as an object (@)")
        }
        var hasVariant = false
        for category in PluralCategory.allCases {
            guard let variant = variable[category.rawValue] else { continue }
            hasVariant = true
            if variant.string?.isEmpty == true {
                report(.emptyVariant, at: variant.location, "variant '\(category)' of '\(name)' in '\(key)' is empty")
            }
        }
        if !hasVariant {
            suppressed.insert(name)
            report(.emptyVariable, at: keyLocation, "variable '\(name)' of '\(key)' has no variants")
        }
    }

    private mutating func checkValueType(_ text: String, variable name: String, at location: SourceLocation) {
        if text.hasPrefix("%") {
            report(.percentValueType, at: location, "value type '\(text)' of '\(name)' in '\(key)' starts with '%'")
        }
        // An unparsable value type is the compiler's `invalid-value-type`; these parse but are no number.
        guard let valueType = try? PluralValueType(text) else { return }
        switch valueType.kind {
        case .object:
            report(.objectValueType, at: location, "plural variable '\(name)' of '\(key)' has the object value type '@'; it selects a variant only when given a number")
        case .cString, .utf16String, .pointer:
            report(.invalidValueType, at: location, "plural variable '\(name)' of '\(key)' has the value type '\(valueType.text)' (\(valueType.kind)), which is not a number")
        case .signedInteger, .unsignedInteger:
            // A count comes from Swift as an Int: 64 bits on every platform Swift ships on.
            guard let bits = Self.integerBits(of: valueType.text), bits < 64 else { break }
            let unsigned = valueType.kind == .unsignedInteger
            let largest = unsigned ? (1 << bits) - 1 : (1 << (bits - 1)) - 1
            report(.narrowValueType, at: location, "plural variable '\(name)' of '\(key)' reads its count as '\(valueType.text)', a \(bits)-bit integer: counts above \(largest) wrap; use '\(unsigned ? "lu" : "ld")'")
        default:
            break
        }
    }

    /// The bits an integer value type keeps (`d` 32, `hd` 16, `ld` 64), as printf reads it.
    static func integerBits(of valueType: String) -> Int? {
        let text = valueType.hasPrefix("%") ? String(valueType.dropFirst()) : valueType
        guard let format = try? FormatString("%" + text, options: .allowsUnusedSlots),
              case .specifier(let specifier)? = format.segments.first else { return nil }
        return specifier.integerBits
    }

    private mutating func report(_ rule: LintRule, at location: SourceLocation?, _ message: String) {
        diagnostics.append(Diagnostic(rule, at: location, file: file, key: key, message: message))
    }

    // MARK: variable references

    /// How many variables deep the walk of ``reachableVariables(from:in:)`` goes: the
    /// compiler's nesting limit (deeper entries do not compile, and say so).
    static let maximumWalkDepth = 32

    /// The variables `entry`'s formats reach from `names`, following variants breadth first
    /// (each name visited once, at its shallowest depth, and no deeper than
    /// ``maximumWalkDepth``); `truncated` when the cap cut the walk short.
    ///
    /// The entry's variables are indexed once: a lookup per step in the property-list
    /// dictionary (a linear search) made a 20,000-variable chain take 12 s.
    static func reachableVariables(from names: [String], in entry: PropertyListDictionary) -> (reached: Set<String>, truncated: Bool) {
        var variables: [String: PropertyListDictionary] = [:]
        for item in entry.entries {
            // The last occurrence wins, as a lookup's; a non-dictionary hides an earlier one.
            variables[item.key] = item.value.dictionary
        }
        var reached = Set<String>()
        var queue: [(name: String, depth: Int)] = names.map { ($0, 1) }
        var head = 0
        var truncated = false
        while head < queue.count {
            let (name, depth) = queue[head]
            head += 1
            guard reached.insert(name).inserted, let variable = variables[name] else { continue }
            guard depth < maximumWalkDepth else {
                truncated = true
                continue
            }
            for category in PluralCategory.allCases {
                if let text = variable[category.rawValue]?.string {
                    queue += variableNames(in: text).map { ($0, depth + 1) }
                }
            }
        }
        return (reached, truncated)
    }

    /// The `%#@NAME@` names in `text`: from the parsed format, or, when it does not parse, from
    /// ``intendedNames(in:)``.
    static func variableNames(in text: String) -> [String] {
        guard text.contains("#@") else { return [] }
        if let format = try? FormatString(text, options: .allowsUnusedSlots) {
            return format.variableNames
        }
        return intendedNames(in: text)
    }

    /// The names `text` seems to refer to as variables: after each `#`, optional spaces, `@`,
    /// optional spaces, a name of letters, digits, `_`, `.` and `-` (so `%# @sites @` and
    /// `%1#@count@` count, as the writer meant them).
    static func intendedNames(in text: String) -> [String] {
        var names: [String] = []
        let scalars = Array(text.unicodeScalars)
        var index = 0
        while index < scalars.count {
            defer { index += 1 }
            guard scalars[index] == "#" else { continue }
            var cursor = index + 1
            while cursor < scalars.count, scalars[cursor] == " " { cursor += 1 }
            guard cursor < scalars.count, scalars[cursor] == "@" else { continue }
            cursor += 1
            while cursor < scalars.count, scalars[cursor] == " " { cursor += 1 }
            var name = String.UnicodeScalarView()
            while cursor < scalars.count, isNameScalar(scalars[cursor]) {
                name.append(scalars[cursor])
                cursor += 1
            }
            if !name.isEmpty { names.append(String(name)) }
        }
        return names
    }

    private static func isNameScalar(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "a"..."z", "A"..."Z", "0"..."9", "_", ".", "-": true
        default: false
        }
    }
}
