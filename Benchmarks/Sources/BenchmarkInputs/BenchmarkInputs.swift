/// The inputs every benchmark target shares, so ours and the peers measure the same work.
///
/// The counts cycle through every Russian plural category (`0` takes the `zero` variant where an
/// entry has one) and include a grouped number (`1 250`), so neither side can win on one cached
/// value. The texts are those of `Resources/ru.lproj/Localizable.stringsdict`.
public enum BenchmarkInputs {
    /// The repository's root, found from this file's path (Benchmarks/Sources/BenchmarkInputs/…).
    public static let root: String = "/" + #filePath.split(separator: "/").dropLast(4).joined(separator: "/")

    /// The demo resources folder.
    public static let resources = root + "/Resources"
    /// The DuckDuckGo corpus: 50 `.stringsdict` files, 25 languages each of the app (under
    /// `DuckDuckGo/`) and of its SyncUI package (under `LocalPackages/`).
    public static let duckDuckGo = root + "/Tests/StringsdictTests/Fixtures/corpus/duckduckgo-ios"
    /// The app's Russian tables.
    public static let duckDuckGoRussian = duckDuckGo + "/DuckDuckGo/ru.lproj"
    /// Binary property lists made from the corpus with Python's plistlib.
    public static let binaryPlists = root + "/Tests/StringsdictTests/Fixtures/PropertyList/binary"

    /// Counts for integer plurals: one, few, many and zero in Russian, small and grouped.
    public static let counts: [Int64] = [0, 1, 2, 5, 21, 22, 25, 111, 3, 1250, 11, 101, 4, 7, 31, 1_000_000]
    /// A count for iteration `i`.
    @inline(__always)
    public static func count(_ iteration: Int) -> Int64 { counts[iteration & 15] }

    /// Decimals as written, for the category of visible fraction digits.
    public static let decimals = ["1.5", "2.0", "0.1", "21.25", "5", "1.0", "3.75", "11.1"]

    /// Doubles for floating renders (`%.1f`).
    public static let doubles: [Double] = [0, 1, 1.5, 2, 5.25, 21, 0.1, 1234.5]

    /// A Russian plain message with one `%@`.
    public static let greeting = "Привет, %@!"
    public static let name = "Anna"

    /// `files.count`'s Russian variants, as a MessageFormat pattern (the `zero` key as `=0`).
    public static let filesPattern =
        "{0,plural,=0{Нет файлов} one{# файл} few{# файла} many{# файлов} other{# файла}}"
    /// `files.selected`: the selection (argument 0) and the total (argument 1), nested.
    public static let selectedPattern =
        "{0,plural,=0{Файлы не выбраны} "
        + "one{Выбран # из {1,plural,one{# файла} few{# файлов} many{# файлов} other{# файла}}} "
        + "few{Выбрано # из {1,plural,one{# файла} few{# файлов} many{# файлов} other{# файла}}} "
        + "many{Выбрано # из {1,plural,one{# файла} few{# файлов} many{# файлов} other{# файла}}} "
        + "other{Выбрано # из {1,plural,one{# файла} few{# файлов} many{# файлов} other{# файла}}}}"
    /// The variant `String(format:locale:)` formats for `files.count` (Foundation on Linux has no
    /// plural selection of its own; it formats the variant once chosen).
    public static let filesVariant = "%ld файлов"
    public static let selectedVariant = "Выбрано %1$ld из %2$ld файлов"
    public static let storageVariant = "Использовано %.1f гигабайта"
}
