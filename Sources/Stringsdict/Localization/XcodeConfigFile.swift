import FoundationEssentials

/// The build settings of an `.xcconfig` file, as Xcode reads them for a configuration based on
/// it (`baseConfigurationReference` in the project): `NAME = value` lines, the later of two
/// lines winning, `//` comments (anywhere on a line, as Xcode reads them), `#include "file"` and
/// `#include? "file"` (relative to the including file's folder, read in place). Settings with a
/// condition (`NAME[sdk=iphoneos*] = …`) are not read: the configuration read here has no SDK or
/// architecture to choose by.
///
/// Bounded: a file larger than ``maximumSize`` or that is not a regular file is skipped, as is
/// an include beyond ``maximumIncludeDepth`` levels or past ``maximumFiles`` files in all, and a
/// file that includes itself, directly or not, is not read again. A file that cannot be read gives no settings: a project
/// whose `.xcconfig` is missing still reads.
enum XcodeConfigFile {
    static let maximumSize = 1 << 20
    static let maximumIncludeDepth = 8
    static let maximumFiles = 64

    /// The settings of the file at `path` and of those it includes.
    static func settings(at path: String) -> [String: String] {
        var settings: [String: String] = [:]
        var files = 0
        var chain: [String] = []
        read(path, chain: &chain, files: &files, into: &settings)
        return settings
    }

    /// Reads `path` into `settings`; `chain` holds the files including it (a file already there
    /// is not read again: an include cycle stops).
    private static func read(_ path: String, chain: inout [String], files: inout Int, into settings: inout [String: String]) {
        let standardized = XcodeProject.standardized(path)
        guard chain.count <= maximumIncludeDepth, files < maximumFiles, !chain.contains(standardized), DirectoryListing.isFile(path),
              let bytes = try? FileBytes.read(path, maximumSize: maximumSize) else { return }
        files += 1
        chain.append(standardized)
        defer { chain.removeLast() }
        let folder = path.lastIndex(of: "/").map { String(path[..<$0]) } ?? ""
        read(bytes: bytes, folder: folder, chain: &chain, files: &files, into: &settings)
    }

    /// The settings of `.xcconfig` text `bytes` (includes read relative to `folder`), over `settings`.
    static func settings(bytes: [UInt8], folder: String, over settings: [String: String] = [:]) -> [String: String] {
        var settings = settings
        var files = 1
        var chain: [String] = []
        read(bytes: bytes, folder: folder, chain: &chain, files: &files, into: &settings)
        return settings
    }

    private static func read(bytes: [UInt8], folder: String, chain: inout [String], files: inout Int, into settings: inout [String: String]) {
        let text = String(decoding: bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes, as: UTF8.self)
        for rawLine in text.split(omittingEmptySubsequences: true, whereSeparator: \.isNewline) {
            var line = Substring(rawLine)
            if let comment = line.range(of: "//") { line = line[..<comment.lowerBound] }
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("#include") {
                guard let open = trimmed.firstIndex(of: "\""), let close = trimmed.lastIndex(of: "\""), open < close else { continue }
                let name = String(trimmed[trimmed.index(after: open)..<close])
                guard !name.isEmpty else { continue }
                let included = name.hasPrefix("/") ? name : (folder.isEmpty ? name : folder + "/" + name)
                read(included, chain: &chain, files: &files, into: &settings)
                continue
            }
            guard let equals = trimmed.firstIndex(of: "=") else { continue }
            let name = trimmed[..<equals].trimmingCharacters(in: .whitespaces)
            guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { continue }
            var value = trimmed[trimmed.index(after: equals)...].trimmingCharacters(in: .whitespaces)
            if value.hasSuffix(";") { value.removeLast() }
            // $(inherited) stays for the level below where this file has no earlier value.
            settings[name] = settings[name].map { inheriting(value, from: $0) } ?? value
        }
    }

    /// `value` with `$(inherited)` (or `${inherited}`) replaced by the `lower` level's value of
    /// the same setting (nothing when it has none), spaces at the ends trimmed.
    static func inheriting(_ value: String, from lower: String?) -> String {
        guard value.contains("inherited") else { return value }
        let replaced = value.replacingOccurrences(of: "$(inherited)", with: lower ?? "")
            .replacingOccurrences(of: "${inherited}", with: lower ?? "")
        return replaced.trimmingCharacters(in: .whitespaces)
    }

    /// `lower`'s settings overridden by `upper`'s, each `$(inherited)` of `upper` standing for
    /// `lower`'s value (Xcode's levels: project `.xcconfig`, project, target `.xcconfig`, target).
    static func layered(_ lower: [String: String], under upper: [String: String]) -> [String: String] {
        var result = lower
        for (name, value) in upper { result[name] = inheriting(value, from: lower[name]) }
        return result
    }
}
