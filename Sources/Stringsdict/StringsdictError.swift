/// A place in a localization file: path, 1-based line and column.
public struct SourceLocation: Hashable, Sendable, CustomStringConvertible, Comparable {
    /// The file's path as the caller gave it (or a name such as `<string>`).
    public var file: String
    /// 1-based line.
    public var line: Int
    /// 1-based column, counted in Unicode scalars (characters as an editor shows them).
    public var column: Int

    /// A location; `line` and `column` are 1-based.
    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `file:line:column`, the form editors and Xcode read.
    public var description: String { "\(file):\(line):\(column)" }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
    }
}

/// Every error the library throws about localization data and its use: what went wrong, where
/// (file, line, column, key path) and, where it helps, how to fix it.
public struct StringsdictError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What kind of failure this is; stable, for callers that branch on it.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// The file could not be read.
        case io
        /// Bytes that are not valid text in the file's encoding.
        case encoding
        /// A syntax error in XML, a binary plist or `.strings` text.
        case syntax
        /// Well-formed data of the wrong shape (a root that is not a dictionary, a missing key).
        case structure
        /// A printf-style format string that does not parse.
        case format
        /// An entry that does not compile: undefined variable, cycle, conflicting slot types.
        case compile
        /// Arguments that do not fit the message: too few, wrong type.
        case argument
        /// A message that cannot be rendered as asked (no variant for a device, a non-number plural).
        case render
        /// Nesting, size or count beyond the library's limits.
        case limit
    }

    /// Which stage failed: reading, compiling, arguments, rendering or a limit.
    public var kind: Kind
    /// What is wrong, in one sentence without a trailing period.
    public var message: String
    /// Where, when the error comes from a file.
    public var location: SourceLocation?
    /// The key path inside the file: the entry key, then variable and variant names.
    public var keyPath: [String]
    /// How to fix it, when there is something useful to say.
    public var hint: String?
    /// A finer, stable name for the failure within its ``kind``, for tools that tell failures
    /// apart (the linter maps it to a rule); nil when nothing finer than the kind applies.
    ///
    /// The codes the library sets are the static members of ``Code``; they are kebab-case and
    /// never change meaning; new codes may be added.
    public var errorCode: Code?

    /// ``errorCode`` as its kebab-case text (`slot-type-conflict`), for callers that keep codes
    /// as strings.
    public var code: String? {
        get { errorCode?.rawValue }
        set { errorCode = newValue.map(Code.init(rawValue:)) }
    }

    /// An error of `kind` saying `message` (one sentence, no trailing period), with where it
    /// happened and how to fix it when known.
    public init(_ kind: Kind, _ message: String, at location: SourceLocation? = nil, keyPath: [String] = [], hint: String? = nil, code: Code? = nil) {
        self.kind = kind
        self.message = message
        self.location = location
        self.keyPath = keyPath
        self.hint = hint
        self.errorCode = code
    }

    /// An error whose code is given as its text; the same as passing ``Code/init(rawValue:)``.
    @_disfavoredOverload
    public init(_ kind: Kind, _ message: String, at location: SourceLocation? = nil, keyPath: [String] = [], hint: String? = nil, code: String?) {
        self.init(kind, message, at: location, keyPath: keyPath, hint: hint, code: code.map(Code.init(rawValue:)))
    }

    /// `file:line:column: error: message (key › variable) — hint`.
    ///
    /// Printed by ``Diagnostic``, the package's one formatter, without a rule id (an error that
    /// stops a reader is not a rule's finding).
    public var description: String {
        var text = message
        if !keyPath.isEmpty { text += " (at \(keyPath.joined(separator: " › ")))" }
        guard let location else { return "error: " + text + (hint.map { "; \($0)" } ?? "") }
        return Diagnostic(
            file: location.file, line: location.line, column: location.column, severity: .error, rule: "", key: keyPath.first,
            message: text, hint: hint).description
    }

    /// The same error with `component` put in front of its key path.
    public func inKey(_ component: String) -> StringsdictError {
        var copy = self
        copy.keyPath.insert(component, at: 0)
        return copy
    }

    /// The same error with a location, if it had none.
    public func at(_ location: SourceLocation?) -> StringsdictError {
        var copy = self
        if copy.location == nil { copy.location = location }
        return copy
    }
}
