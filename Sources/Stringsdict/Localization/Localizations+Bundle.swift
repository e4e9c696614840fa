import Foundation

extension Localizations {
    /// Opens the localizations of a bundle: its `.lproj` folders and String Catalogs.
    ///
    /// ```swift
    /// let l10n = try Localizations(bundle: .module)   // a SwiftPM target's resources
    /// ```
    ///
    /// On Linux SwiftPM copies a target's resources into `<Package>_<Target>.resources/` next to
    /// the executable, and `Bundle.module` is that folder: `.lproj` folders (and catalogs, which
    /// SwiftPM does not compile on Linux) sit at its top, where this reads them. On Apple
    /// platforms the resources are in the bundle's `Contents/Resources` (`Bundle.resourcePath`).
    ///
    /// - Throws: ``StringsdictError`` of kind `.io` when the bundle has no resources folder or it
    ///   holds no `.lproj` folder or catalog.
    public convenience init(
        bundle: Bundle,
        preferences: [LocaleIdentifier]? = nil,
        developmentLanguage: LocaleIdentifier? = nil,
        device: Device? = nil,
        width: Int? = nil,
        onMissingKey: MissingKeyHandler? = nil
    ) throws(StringsdictError) {
        let path = bundle.resourceURL?.path ?? bundle.bundleURL.path
        let development = developmentLanguage ?? Self.developmentRegion(inBundleAt: bundle.bundleURL.path) ?? .english
        try self.init(at: path, preferences: preferences, developmentLanguage: development, device: device, width: width, onMissingKey: onMissingKey)
    }

    /// `CFBundleDevelopmentRegion` of the bundle's `Info.plist` (at its top, as SwiftPM writes
    /// it on Linux, or in `Contents/`), read with this package's reader: Foundation's
    /// `Bundle.developmentLocalization` stops the process on Linux for such a bundle.
    static func developmentRegion(inBundleAt path: String) -> LocaleIdentifier? {
        for candidate in [path + "/Info.plist", path + "/Contents/Info.plist"] {
            guard let bytes = FileManager.default.contents(atPath: candidate),
                  let (dictionary, _) = try? PropertyListReader.readDictionary(Array(bytes), file: candidate),
                  let region = dictionary["CFBundleDevelopmentRegion"]?.string
            else { continue }
            return try? LocaleIdentifier(region)
        }
        return nil
    }
}

extension Localizations {
    /// A missing-key handler that writes `stringsdict: missing key 'KEY' in table 'TABLE'` to
    /// standard error (once per key, as every handler is called): what the generated
    /// `L10n.localizations` uses.
    public static let reportToStandardError: MissingKeyHandler = { key, table in
        let line = "stringsdict: missing key '\(key)' in table '\(table)'\n"
        FileHandle.standardError.write(Data(line.utf8))
    }
}
