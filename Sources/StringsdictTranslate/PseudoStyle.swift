/// A pseudo-language: a made-up translation of the development language that shows, before any
/// translation exists, where an interface breaks with foreign text.
///
/// The language codes are the pseudo-locales Android and Chrome use (private-use regions `XA`,
/// `XL`, `XB`), so any negotiation that knows BCP 47 treats them as ordinary localizations of
/// English and Arabic. Each style is one transformation, so a problem seen in one of them has one
/// cause:
/// - ``accented`` (`en-XA`): every ASCII letter becomes an accented look-alike (`Ŝéţţîñĝš`):
///   text left in English was never localized, and clipped accents show tight line heights.
/// - ``expanded`` (`en-XL`): every text grows by 40% (the growth the Internationalization guide
///   warns of), padded with words at the end: truncation and layouts of fixed width.
/// - ``bounded`` (`en-XB`): every whole message is wrapped in `[` and `]`: a missing bracket is
///   a clipped message, two messages side by side are a concatenation a translation cannot reorder.
/// - ``rightToLeft`` (`ar-XB`): every word is wrapped in right-to-left marks, as Android's
///   `ar-XB` does, so English reads right to left and the layout mirrors; plural rules come from
///   Arabic (zero, one, two, few, many, other).
public enum PseudoStyle: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// `en-XA`: accented letters.
    case accented
    /// `en-XL`: 40% longer.
    case expanded
    /// `en-XB`: brackets around every message.
    case bounded
    /// `ar-XB`: right-to-left with bidi marks, Arabic plural rules.
    case rightToLeft = "rtl"

    /// The pseudo-language's code, the name of its `.lproj` folder and catalog localization.
    public var language: String {
        switch self {
        case .accented: "en-XA"
        case .expanded: "en-XL"
        case .bounded: "en-XB"
        case .rightToLeft: "ar-XB"
        }
    }

    /// The style's name on the command line (`accented`, `expanded`, `bounded`, `rtl`).
    public var description: String { rawValue }
}
