/// What a render needs besides the arguments: the locale (plural rules, number notation), and
/// the device and width that select variants.
///
/// Opening one costs cache look-ups; keep one per locale on a hot path and pass it to
/// `LocalizedMessage.render(in:arguments:)`. A context is immutable and `Sendable`.
public struct RenderContext: Sendable {
    /// The locale whose plural rules choose variants and whose notation numbers take.
    public let locale: LocaleIdentifier
    /// The device for `NSStringDeviceSpecificRuleType` entries; nil chooses `other`.
    public var device: Device?
    /// The width for `NSStringVariableWidthRuleType` entries; nil chooses the widest variant.
    public var width: Int?

    let rules: PluralRules
    let localizer: FormatLocalizer
    /// The locale's integer style as plain values (the per-locale digit table a plural render
    /// writes numbers with, see ``PluralShortcut``); ``InlineIntegerStyle/none`` where ICU
    /// writes the locale's integers or the style has no inline form.
    let integerDigits: InlineIntegerStyle
    /// The rules' cached categories, valid as long as `rules` holds its handle (for the
    /// context's whole life).
    let smallCategories: SmallCategoryTable
    /// ``SmallStringBits/isAvailable``, read once here: a render building its text in registers
    /// asks it every time, and a lazy global is a call each time it is read.
    let smallStrings: Bool

    /// A context for `locale`.
    ///
    /// - Throws: ``StringsdictError`` of kind `.render` when ICU cannot open the locale's rules or
    ///   number formats.
    public init(locale: LocaleIdentifier, device: Device? = nil, width: Int? = nil) throws(StringsdictError) {
        self.locale = locale
        self.device = device
        self.width = width
        do {
            rules = try PluralRules(locale: locale)
        } catch {
            throw StringsdictError(.render, "cannot open the plural rules of \(locale): \(error)")
        }
        smallCategories = rules.smallCategories
        localizer = try FormatLocalizer.shared(for: locale)
        integerDigits = localizer.integerStyle?.inline ?? .none
        smallStrings = SmallStringBits.isAvailable
    }

    /// True when ICU has no plural rules for the locale's language (every number is `other`).
    public var usesRootPluralRules: Bool { rules.usesRootRules }
}
