/// Localized `Info.plist` values: what `Bundle.localizedInfoDictionary` gives on Apple platforms.
///
/// The Bundle Programming Guide: "Inside each language-specific project directory, you can include
/// an InfoPlist.strings file that specifies the appropriate localizations … whose entries consist
/// of the Info.plist key you want to localize and the appropriate translation."
extension Localizations {
    /// The value of the `Info.plist` key `key` for this view's localization.
    ///
    /// Looks `key` up in the `InfoPlist` table along ``lookupChain`` (`InfoPlist.strings` of
    /// `en-GB.lproj`, `en.lproj`, `Base.lproj`, the development language); when no folder has it,
    /// the value `Info.plist` itself gives (an `Info.plist`, XML or binary, at the top of the
    /// resources folder). The localized text is returned as written: `%` is not a format here.
    ///
    /// - Returns: nil when neither has the key, or when the plist's value is not a string (the
    ///   localized value of `CFBundleDisplayName` is text; a number or a dictionary has none).
    /// - Throws: ``StringsdictError`` when an `InfoPlist.strings` file or the `Info.plist` does
    ///   not parse.
    public func infoValue(forKey key: String) throws(StringsdictError) -> String? {
        if let (message, _) = try found(key, table: "InfoPlist"), case .text(let text, _) = message.kind {
            return text
        }
        return try store.infoDictionary()?[key]?.string
    }

    /// The `Info.plist` at the top of the resources folder, nil when there is none.
    ///
    /// - Throws: ``StringsdictError`` when it does not parse or its root is not a dictionary.
    public func infoDictionary() throws(StringsdictError) -> PropertyListDictionary? {
        try store.infoDictionary()
    }
}
