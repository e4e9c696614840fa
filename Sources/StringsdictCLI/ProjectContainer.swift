import FoundationEssentials
import Stringsdict

/// What a folder of localizations belongs to: the nearest Xcode project, or Swift package that
/// names a `defaultLocalization`, among the folders holding it. `catalog migrate` and
/// `xliff export` take the development language from it, as Xcode does (FitTrackPro's project
/// says `de`; Loki's package `ja`), and `catalog migrate` the project's languages.
enum ProjectContainer {
    case project(XcodeProject)
    case package(defaultLocalization: String)

    /// The container of `path` (a folder, or a file in one): itself first, at most
    /// ``XcodeProject/searchDepth`` folders up; the first project that reads, or `Package.swift`
    /// with a `defaultLocalization`, wins, so a package's resources follow the package even
    /// inside an app's folder.
    static func around(_ path: String) -> ProjectContainer? {
        var folder = path
        if !DirectoryListing.isDirectory(folder) {
            folder = folder.lastIndex(of: "/").map { String(folder[..<$0]) } ?? "."
        }
        for current in XcodeProject.folders(above: XcodeProject.standardized(folder), from: 0, to: XcodeProject.searchDepth) {
            for project in XcodeProject.projects(in: current) {
                if let read = XcodeProject.cached(project), !read.targets.isEmpty { return .project(read) }
            }
            if let bytes = try? AtomicFile.read(current + "/Package.swift"), bytes.count < 1 << 20,
               let language = defaultLocalization(in: String(decoding: bytes, as: UTF8.self)) {
                return .package(defaultLocalization: language)
            }
        }
        return nil
    }

    /// The development language it names (the project's `developmentRegion`, as a language
    /// code; the package's `defaultLocalization`); nil when it names none a locale can be made of.
    var developmentLanguage: String? {
        let named: String
        switch self {
        case .project(let project): named = XcodeProject.languageCode(ofRegion: project.targets.first?.developmentRegion ?? "")
        case .package(let defaultLocalization): named = defaultLocalization
        }
        return (try? LocaleOptions.identifier(named)) != nil ? named : nil
    }

    /// The project's languages (`knownRegions`); empty for a package or a project that does not say.
    var knownRegions: [String] {
        if case .project(let project) = self { return project.targets.first?.knownRegions ?? [] }
        return []
    }

    /// The `defaultLocalization: "…"` argument of a `Package.swift`, if it has one.
    static func defaultLocalization(in manifest: String) -> String? {
        guard let range = manifest.range(of: "defaultLocalization:") else { return nil }
        let rest = manifest[range.upperBound...].drop { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        guard rest.first == "\"", let close = rest.dropFirst().firstIndex(of: "\"") else { return nil }
        let value = String(rest[rest.index(after: rest.startIndex)..<close])
        return value.isEmpty || value.count > 40 ? nil : value
    }
}
