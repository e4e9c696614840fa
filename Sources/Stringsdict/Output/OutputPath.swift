#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The one output-path policy of every writer: names that come from file contents (a catalog's
/// languages, an XLIFF `target-language`, a `tableName:` in source code) become path components
/// only when they are what they claim to be, and the paths made from them stay under the output
/// folder the user gave.
///
/// - A language folder's name must be a well-formed BCP 47 tag (RFC 5646 syntax; `_` is taken
///   for `-`, as `.lproj` names write `pt_BR`), or `Base`.
/// - A table name must be a plain file name: not empty, no `/`, `\` or control character, not
///   starting with `.`, at most 200 bytes of UTF-8.
/// - A path joined under a folder must resolve, symbolic links included, to a place under that
///   folder's own resolved path.
///
/// Each check throws before anything is written, naming the source position of the name.
public enum OutputPath {
    /// The ``StringsdictError/code`` of a name refused as a language or table name.
    public static let unsafeNameCode = StringsdictError.Code.unsafeOutputName.rawValue
    /// The ``StringsdictError/code`` of a path that would leave its output folder.
    public static let outsideFolderCode = StringsdictError.Code.outputOutsideFolder.rawValue

    /// True when `name` may name a `.lproj` folder: `Base`, or a well-formed BCP 47 tag.
    public static func isLanguageFolderName(_ name: String) -> Bool {
        name == "Base" || isWellFormedLanguageTag(name)
    }

    /// True when `name` may be a table's file name (without its extension): a plain name of one
    /// path component that is not hidden.
    public static func isPlainFileName(_ name: String) -> Bool {
        let bytes = Array(name.utf8)
        guard !bytes.isEmpty, bytes.count <= 200, bytes[0] != UInt8(ascii: ".") else { return false }
        for byte in bytes where byte < 0x20 || byte == 0x7F || byte == UInt8(ascii: "/") || byte == UInt8(ascii: "\\") {
            return false
        }
        return true
    }

    /// `language`, checked to name a `.lproj` folder (see ``isLanguageFolderName(_:)``).
    ///
    /// - Parameters:
    ///   - language: the language code as the file gives it.
    ///   - location: where the file gives it; nil when it has no position.
    ///   - keyPath: the key path of the name in its file, when it has one.
    /// - Throws: ``StringsdictError`` `.structure` with code ``unsafeNameCode``.
    @discardableResult
    public static func checkLanguage(_ language: String, at location: SourceLocation?, keyPath: [String] = []) throws(StringsdictError) -> String {
        guard isLanguageFolderName(language) else {
            throw StringsdictError(
                .structure, "'\(Self.shown(language))' is not a language code, so it cannot name a .lproj folder",
                at: location, keyPath: keyPath,
                hint: "write a BCP 47 language tag such as de, pt-BR or zh-Hans (or Base)", code: .unsafeOutputName)
        }
        return language
    }

    /// `table`, checked to be a plain file name (see ``isPlainFileName(_:)``).
    ///
    /// - Parameters:
    ///   - table: the table name as the file gives it (`Localizable`).
    ///   - location: where the file gives it; nil when it has no position.
    ///   - keyPath: the key path of the name in its file, when it has one.
    /// - Throws: ``StringsdictError`` `.structure` with code ``unsafeNameCode``.
    @discardableResult
    public static func checkTable(_ table: String, at location: SourceLocation?, keyPath: [String] = []) throws(StringsdictError) -> String {
        guard isPlainFileName(table) else {
            throw StringsdictError(
                .structure, "'\(Self.shown(table))' is not a plain file name, so it cannot name a table",
                at: location, keyPath: keyPath,
                hint: "a table name has no '/', '\\' or control character and does not start with '.' (Localizable, InfoPlist)",
                code: .unsafeOutputName)
        }
        return table
    }

    /// `folder/components…`, after checking that it resolves (symbolic links followed, as far
    /// as they exist) to a place under `folder`'s own resolved path.
    ///
    /// The components should have passed ``checkLanguage(_:at:keyPath:)`` or
    /// ``checkTable(_:at:keyPath:)``; this check catches what they cannot see, such as a
    /// `de.lproj` inside the folder that is a link to somewhere else.
    ///
    /// - Parameters:
    ///   - components: the path below `folder`, one component each (`de.lproj`, `Localizable.strings`).
    ///   - folder: the output folder the user named.
    ///   - location: where the names came from, for the error.
    /// - Throws: ``StringsdictError`` `.io` with code ``outsideFolderCode``.
    public static func join(_ components: [String], under folder: String, at location: SourceLocation? = nil) throws(StringsdictError) -> String {
        var path = folder.isEmpty ? "." : folder
        for component in components {
            // Bytes, not characters: "/" followed by a combining mark is one Character.
            let bytes = Array(component.utf8)
            guard bytes != [0x2E, 0x2E], bytes != [0x2E], !bytes.isEmpty, !bytes.contains(0x2F), !bytes.contains(0) else {
                throw StringsdictError(
                    .io, "'\(Self.shown(component))' would leave the output folder \(folder)", at: location,
                    hint: "names that come from files must be one plain path component", code: .outputOutsideFolder)
            }
            path += path.utf8.last == 0x2F ? component : "/" + component
        }
        try checkContained(path, under: folder, at: location)
        return path
    }

    /// Checks that `path` resolves (symbolic links followed, as far as they exist) to a place
    /// under `folder`'s resolved path.
    ///
    /// - Throws: ``StringsdictError`` `.io` with code ``outsideFolderCode``.
    public static func checkContained(_ path: String, under folder: String, at location: SourceLocation? = nil) throws(StringsdictError) {
        let root = resolved(folder.isEmpty ? "." : folder)
        let target = resolved(path)
        let prefix = root.utf8.last == 0x2F ? root : root + "/"
        guard target.utf8.elementsEqual(root.utf8) || target.utf8.starts(with: prefix.utf8) else {
            throw StringsdictError(
                .io, "\(path) resolves to \(target), outside the output folder \(folder)", at: location,
                hint: "a folder or file inside the output folder is a link to elsewhere; remove the link or write to another folder",
                code: .outputOutsideFolder)
        }
    }

    /// `path` made absolute, with `.`, `..` and the symbolic links of its longest existing
    /// prefix resolved; the rest, which does not exist yet, is appended as written.
    package static func resolved(_ path: String) -> String {
        // Path text is bytes: split at the byte "/", never at Characters (a "/" followed by a
        // combining mark is one Character).
        var existing = Array(path.utf8)
        var rest: [[UInt8]] = []
        for _ in 0...existing.count {
            if let real = realPath(String(decoding: existing, as: UTF8.self)) {
                return normalized(Array(real.utf8), rest)
            }
            guard let slash = existing.lastIndex(of: 0x2F) else {
                // A relative name whose first component does not exist: under the working directory.
                rest.insert(existing, at: 0)
                return normalized(Array((realPath(".") ?? ".").utf8), rest)
            }
            let last = Array(existing[(slash + 1)...])
            if !last.isEmpty { rest.insert(last, at: 0) }
            if slash == 0 {
                return normalized([0x2F], rest)
            }
            existing = Array(existing[..<slash])
        }
        return normalized(Array(path.utf8), [])
    }

    /// `base/rest…` with `.` dropped and `..` taken lexically (a component that does not exist
    /// cannot be a link).
    private static func normalized(_ base: [UInt8], _ rest: [[UInt8]]) -> String {
        var parts = base.split(separator: 0x2F, omittingEmptySubsequences: true).map(Array.init)
        for part in rest {
            if part.isEmpty || part == [0x2E] { continue }
            if part == [0x2E, 0x2E] {
                if !parts.isEmpty { parts.removeLast() }
            } else {
                parts.append(part)
            }
        }
        return "/" + parts.map { String(decoding: $0, as: UTF8.self) }.joined(separator: "/")
    }

    private static func realPath(_ path: String) -> String? {
        guard let pointer = realpath(path, nil) else { return nil }
        defer { free(pointer) }
        return String(cString: pointer)
    }

    /// A name as it is safe to show in a message: control characters as `\u{…}`, at most 80 characters.
    static func shown(_ name: String) -> String {
        var result = ""
        for scalar in name.unicodeScalars.prefix(80) {
            if scalar.value < 0x20 || scalar.value == 0x7F {
                result += "\\u{\(String(scalar.value, radix: 16))}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return name.unicodeScalars.count > 80 ? result + "…" : result
    }

    // MARK: BCP 47

    /// True when `tag` is well formed by RFC 5646's grammar (langtag, privateuse or a
    /// grandfathered `i-` tag), `_` taken for `-`; case is not checked.
    public static func isWellFormedLanguageTag(_ tag: String) -> Bool {
        guard !tag.isEmpty, tag.utf8.count <= 100 else { return false }
        // RFC 5646's irregular grandfathered tags that its langtag rule does not match.
        if ["en-gb-oed", "sgn-be-fr", "sgn-be-nl", "sgn-ch-de"].contains(tag.lowercased().replacing("_", with: "-")) { return true }
        var subtags: [[UInt8]] = [[]]
        for byte in tag.utf8 {
            if byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") {
                subtags.append([])
            } else if isAlpha(byte) || isDigit(byte) {
                subtags[subtags.count - 1].append(byte)
            } else {
                return false
            }
        }
        guard subtags.allSatisfy({ !$0.isEmpty && $0.count <= 8 }), let first = subtags.first else { return false }
        let lowered = first.map { $0 | 0x20 }
        if lowered == [UInt8(ascii: "x")] { return subtags.count > 1 }
        if lowered == [UInt8(ascii: "i")] { return subtags.count > 1 && subtags.dropFirst().allSatisfy { $0.count >= 2 } }
        var index = 0
        // language: 2-3 letters (+ up to three 3-letter extlangs), 4 letters, or 5-8 letters.
        guard first.allSatisfy(isAlpha), first.count >= 2 else { return false }
        index = 1
        if first.count <= 3 {
            var extlangs = 0
            while index < subtags.count, extlangs < 3, subtags[index].count == 3, subtags[index].allSatisfy(isAlpha) {
                index += 1
                extlangs += 1
            }
        }
        // script
        if index < subtags.count, subtags[index].count == 4, subtags[index].allSatisfy(isAlpha) { index += 1 }
        // region
        if index < subtags.count {
            let subtag = subtags[index]
            if (subtag.count == 2 && subtag.allSatisfy(isAlpha)) || (subtag.count == 3 && subtag.allSatisfy(isDigit)) { index += 1 }
        }
        // variants
        while index < subtags.count {
            let subtag = subtags[index]
            let isVariant = (subtag.count >= 5) || (subtag.count == 4 && isDigit(subtag[0]))
            guard isVariant else { break }
            index += 1
        }
        // extensions: a singleton (not x) followed by subtags of 2-8.
        while index < subtags.count, subtags[index].count == 1, subtags[index][0] | 0x20 != UInt8(ascii: "x") {
            index += 1
            var count = 0
            while index < subtags.count, subtags[index].count >= 2 {
                index += 1
                count += 1
            }
            guard count > 0 else { return false }
        }
        // private use
        if index < subtags.count, subtags[index].count == 1, subtags[index][0] | 0x20 == UInt8(ascii: "x") {
            return index + 1 < subtags.count
        }
        return index == subtags.count
    }

    private static func isAlpha(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }
}
