import Foundation
@testable import Stringsdict
import Testing

// MARK: - crafted inputs

/// One crafted file and which path must take it.
struct LoaderCase: Sendable, CustomTestStringConvertible {
    enum Path: Sendable {
        /// The fast loader must take it (its documented subset).
        case fast
        /// The fast loader must decline it.
        case tree
        /// Either; if taken, equal.
        case either
    }

    var name: String
    var bytes: [UInt8]
    var path: Path
    var limits: PropertyListLimits = .default
    /// The keys the tree path must read (a check that the case says what it means).
    var keys: [String]?
    var testDescription: String { name }

    init(_ name: String, _ text: String, _ path: Path, limits: PropertyListLimits = .default, keys: [String]? = nil) {
        self.init(name, bytes: Array(text.utf8), path, limits: limits, keys: keys)
    }

    init(_ name: String, bytes: [UInt8], _ path: Path, limits: PropertyListLimits = .default, keys: [String]? = nil) {
        self.name = name
        self.bytes = bytes
        self.path = path
        self.limits = limits
        self.keys = keys
    }
}

enum LoaderCases {
    static let declaration = #"<?xml version="1.0" encoding="UTF-8"?>"#
    static let doctype = #"<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">"#
    static let standardProlog = declaration + "\n" + doctype + "\n"

    /// A whole file around the root dictionary's `body` (raw XML: nothing is escaped).
    static func file(_ body: String, prolog: String = standardProlog, plist: String = #"<plist version="1.0">"#) -> String {
        prolog + plist + "\n<dict>\n" + body + "</dict>\n</plist>\n"
    }

    /// `<key>key</key> value` (raw XML).
    static func pair(_ key: String, _ value: String) -> String {
        "\t<key>\(key)</key>\n\t\(value)\n"
    }

    static func string(_ text: String) -> String { "<string>\(text)</string>" }

    /// A plural variable (raw XML).
    static func variable(_ valueType: String?, _ variants: [(String, String)], specType: String? = "NSStringPluralRuleType") -> String {
        var xml = "<dict>\n"
        if let specType { xml += "\t\t<key>NSStringFormatSpecTypeKey</key>\n\t\t<string>\(specType)</string>\n" }
        if let valueType { xml += "\t\t<key>NSStringFormatValueTypeKey</key>\n\t\t<string>\(valueType)</string>\n" }
        for (category, text) in variants { xml += "\t\t<key>\(category)</key>\n\t\t<string>\(text)</string>\n" }
        return xml + "\t</dict>"
    }

    /// An entry: the format key and its variables (raw XML).
    static func entry(_ format: String, _ variables: [(String, String)]) -> String {
        var xml = "<dict>\n\t\t<key>NSStringLocalizedFormatKey</key>\n\t\t<string>\(format)</string>\n"
        for (name, dictionary) in variables { xml += "\t\t<key>\(name)</key>\n\t\t\(dictionary)\n" }
        return xml + "\t</dict>"
    }

    static let files = entry("%#@files@", [("files", variable("d", [("one", "%d file"), ("other", "%d files")]))])
    static let filesBody = pair("files", files)

    /// Three variables deep with positional arguments.
    static let nestedBody = pair("nested", entry("%1$#@a@", [
        ("a", variable("d", [("zero", "no file"), ("one", "%1$d file in %2$#@b@"), ("other", "%1$d files in %2$#@b@")])),
        ("b", variable("ld", [("one", "%2$ld folder on %3$#@c@"), ("few", "%2$ld folders (few) on %3$#@c@"), ("other", "%2$ld folders on %3$#@c@")])),
        ("c", variable("lu", [("one", "%3$lu disk"), ("many", "%3$lu disks (many)"), ("other", "%3$lu disks")])),
    ]))

    /// One variable read at two slots.
    static let twoSlotBody = pair("twoSlots", entry("%1$#@n@ of %2$#@n@", [
        ("n", variable("d", [("one", "%d item"), ("few", "%d items (few)"), ("other", "%d items")])),
    ])) + pair("twoSlotsImplicit", entry("%#@n@, then %#@n@", [
        ("n", variable("lu", [("one", "one (%lu)"), ("other", "%lu")])),
    ]))

    static func utf32(_ text: String, bigEndian: Bool) -> [UInt8] {
        var bytes: [UInt8] = bigEndian ? [0, 0, 0xFE, 0xFF] : [0xFF, 0xFE, 0, 0]
        for scalar in text.unicodeScalars {
            let value = scalar.value
            let units = [UInt8(value & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value >> 16 & 0xFF), UInt8(value >> 24)]
            bytes += bigEndian ? units.reversed() : units
        }
        return bytes
    }

    static func utf16(_ text: String, bigEndian: Bool, bom: Bool = true) -> [UInt8] {
        var bytes: [UInt8] = bom ? (bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]) : []
        for unit in text.utf16 {
            let high = UInt8(unit >> 8), low = UInt8(unit & 0xFF)
            bytes += bigEndian ? [high, low] : [low, high]
        }
        return bytes
    }

    /// A file rich in what transcoding and positions must get right.
    static let richFile = file(
        "\t<!-- Ünïcödé ☃ 日本語 😀 -->\n"
            + pair("ключ😀", string("Значение &#x1F600; &amp; 日本語"))
            + nestedBody + twoSlotBody
            + pair("emoji", entry("%#@n@ 👍🏽", [("n", variable("d", [("one", "😀 %d"), ("other", "😀😀 %d 𝄞")]))])))

    /// `depth` variables, each referring to the next `fanOut` times.
    static func fanOut(depth: Int, fanOut: Int) -> String {
        var variables: [(String, String)] = []
        for level in 1...depth {
            let other = level == depth ? "%d" : String(repeating: "%1$#@v\(level + 1)@", count: fanOut)
            variables.append(("v\(level)", variable("d", [("other", other)])))
        }
        return file(pair("bomb", entry("%1$#@v1@", variables)))
    }

    /// A chain of `depth` nested variables, v1 … v`depth`.
    static func chain(_ depth: Int) -> String {
        var variables: [(String, String)] = []
        for level in 1...depth {
            let next = level < depth ? " %#@v\(level + 1)@" : ""
            variables.append(("v\(level)", variable("d", [("one", "one\(level)\(next)"), ("other", "n\(level)\(next)")])))
        }
        return file(pair("chain", entry("%#@v1@", variables)))
    }

    /// A string of the scalars `values` (noncharacters, which string literals refuse).
    static func scalars(_ values: UInt32...) -> String {
        var view = String.UnicodeScalarView()
        view.append(contentsOf: values.compactMap(Unicode.Scalar.init))
        return String(view)
    }

    /// A minimal binary plist: {"a": "b"}.
    static let binaryPlist: [UInt8] = Array("bplist00".utf8) + [0xD1, 0x01, 0x02, 0x51, 0x61, 0x51, 0x62] + [8, 11, 13]
        + [0, 0, 0, 0, 0, 0, 1, 1] + [0, 0, 0, 0, 0, 0, 0, 3] + [0, 0, 0, 0, 0, 0, 0, 0] + [0, 0, 0, 0, 0, 0, 0, 15]

    static var all: [LoaderCase] { supported + declined }

    /// Files in the shape the fast loader reads.
    static var supported: [LoaderCase] {
        var cases: [LoaderCase] = []
        // Entities and character references.
        cases.append(LoaderCase("entities in keys and values", file(
            pair("a&lt;b&gt;c&amp;d&quot;e&apos;f&#233;&#x1F600;", entry("%#@n&#x41;@ &lt;&amp;&gt;", [
                ("n&#65;", variable("d", [("one", "&lt;%d&gt; caf&#233; &#x1F600;"), ("other", "&quot;%d&quot; &apos;x&apos; &#x20AC;&#8364;")])),
            ])) + pair("text&#x2603;", string("&lt;b&gt;%@&lt;/b&gt; &amp;&amp; &#169; &#x10FFFF; &#9;tab"))), .fast,
            keys: ["a<b>c&d\"e'f\u{E9}\u{1F600}", "text\u{2603}"]))
        cases.append(LoaderCase("entities spelling the well-known keys", file(pair("k", """
            <dict>
            <key>NSStringLocalized&#70;ormatKey</key><string>%#@n@</string>
            <key>n</key><dict>
            <key>NSStringFormat&#x53;pecTypeKey</key><string>NSStringPlural&#82;uleType</string>
            <key>NSStringFormatValueTypeKey</key><string>l&#100;</string>
            <key>&#111;ne</key><string>one %ld</string>
            <key>oth&#101;r</key><string>other %ld</string>
            </dict></dict>
            """)), .fast))
        cases.append(LoaderCase("references to tab, LF and CR", file(
            pair("refs", string("a&#9;b&#10;c&#13;d&#xD;&#xA;e"))
                + pair("p", entry("%#@n@&#13;&#10;", [("n", variable("d", [("one", "&#13;%d"), ("other", "%d&#10;&#13;")]))]))), .fast))
        cases.append(LoaderCase("references with leading zeros and upper-case hex", file(
            pair("z", string("&#00065;&#x000e9;&#x1f600;&#x00A9;"))), .fast))

        // Line endings.
        let crlfValue = pair("multi", string("line one\r\nline two\r\n\r\nline four"))
            + pair("p", entry("%#@n@\r\nafter", [("n", variable("d", [("one", "one\r\n%d"), ("other", "other\r\n%d\r\n")]))]))
        cases.append(LoaderCase("CRLF inside values and between tags", file(filesBody + crlfValue + nestedBody).replacingScalars(of: "\n", with: "\r\n").replacingScalars(of: "\r\r\n", with: "\r\n"), .fast))
        cases.append(LoaderCase("lone CR inside values and between tags", file(filesBody + nestedBody + pair("multi", string("a\rb\r\rc"))).replacingScalars(of: "\n", with: "\r"), .fast))
        cases.append(LoaderCase("CR, CRLF and LF mixed", file(filesBody + pair("mixed", string("a\rb\r\nc\nd\n\re")) + twoSlotBody).replacingScalars(of: "\t", with: "\r\t"), .fast))
        cases.append(LoaderCase("CR at the very end of a value and of the file", file(pair("end", string("x\r")) + filesBody) + "\r", .fast))

        // Comments, processing instructions, prolog forms.
        cases.append(LoaderCase("comments and processing instructions between elements", """
            <?xml version="1.0" encoding="UTF-8"?>
            <!-- before the DOCTYPE -->
            <?pi before?>
            \(doctype)
            <!-- before plist --><?target data?>
            <plist version="1.0"><!-- inside plist -->
            <?pi in plist?><dict><!-- c --><?pi x?>
              <key>files</key><!-- between key and value --><?pi y?>
              <dict><!-- c2 -->
                <key>NSStringLocalizedFormatKey</key><?p?><string>%#@files@</string><!---->
                <key>files</key><!-- c3 --><dict>
                  <key>NSStringFormatSpecTypeKey</key><!-- c4 --><string>NSStringPluralRuleType</string>
                  <key>NSStringFormatValueTypeKey</key><string>d</string><?x y?>
                  <key>one</key><!-- <key>trap</key> --><string>%d file</string>
                  <key>other</key><string>%d files</string><!-- c5 -->
                </dict><?pi after variable?>
              </dict><!-- c6 -->
              <key>text</key><!-- c7 --><string>plain</string>
            <!-- c8 --></dict><!-- c9 --></plist><!-- after plist -->
            <?trailing pi?>

            """, .fast, keys: ["files", "text"]))
        cases.append(LoaderCase("DOCTYPE without a declaration", doctype + "\n<plist version=\"1.0\"><dict>" + filesBody + "</dict></plist>", .fast))
        cases.append(LoaderCase("DOCTYPE whose quoted literals hold [ and >", file(filesBody, prolog: declaration + #"<!DOCTYPE plist PUBLIC "-//Apple[x]//DTD>" 'http://example.com/[a]>.dtd'>"#), .fast))
        cases.append(LoaderCase("no prolog and <plist> without version", file(filesBody + nestedBody, prolog: "", plist: "<plist>"), .fast))
        cases.append(LoaderCase("declaration only, <plist> without version", file(filesBody, prolog: declaration + "\n", plist: "<plist>"), .fast))
        cases.append(LoaderCase("whitespace before the declaration and after </plist>", "  \n\t" + file(filesBody) + "\n \t\r\n  ", .fast))
        cases.append(LoaderCase("everything on one line", file(filesBody + nestedBody).replacingScalars(of: "\n", with: "").replacingScalars(of: "\t", with: ""), .fast))

        // Empty values.
        cases.append(LoaderCase("<string/> and empty strings", file(
            pair("emptyText", "<string/>") + pair("emptyText2", "<string></string>")
                + pair("emptyVariants", entry("%#@n@", [("n", variable("d", [("zero", ""), ("one", ""), ("other", "")]))]))
                + pair("slashVariants", """
                    <dict><key>NSStringLocalizedFormatKey</key><string>[%#@n@]</string>
                    <key>n</key><dict><key>NSStringFormatValueTypeKey</key><string>d</string>
                    <key>zero</key><string/><key>one</key><string/><key>other</key><string/></dict></dict>
                    """)
                + pair("emptyFormat", "<dict><key>NSStringLocalizedFormatKey</key><string/></dict>")
                + pair("emptyFormat2", "<dict><key>NSStringLocalizedFormatKey</key><string></string><key>unused</key><dict/></dict>")
                + pair("", string("empty key"))), .fast))
        cases.append(LoaderCase("root <dict/>", standardProlog + "<plist version=\"1.0\"><dict/></plist>\n", .fast, keys: []))
        cases.append(LoaderCase("root <dict></dict>", file(""), .fast, keys: []))
        cases.append(LoaderCase("<dict/> values inside an entry", file(pair("k", """
            <dict><key>NSStringLocalizedFormatKey</key><string>%#@n@</string><key>extra</key><dict/>
            <key>n</key><dict><key>NSStringFormatValueTypeKey</key><string>d</string><key>ignored</key><dict/><key>other</key><string>%d</string></dict></dict>
            """)), .fast))

        // Duplicates.
        cases.append(LoaderCase("duplicate root keys: the last wins", file(
            pair("dup", string("first")) + pair("dup", files)
                + pair("dup2", files) + pair("dup2", string("second"))
                + pair("dup3", files) + pair("dup3", entry("%#@n@!", [("n", variable("lu", [("one", "%lu one"), ("other", "%lu other")]))]))
                + pair("dup4", string("a")) + pair("dup4", string("b")) + pair("dup4", string("%d c"))), .fast,
            keys: ["dup", "dup2", "dup3", "dup4"]))
        cases.append(LoaderCase("duplicate keys inside an entry and a variable", file(pair("k", """
            <dict>
            <key>NSStringLocalizedFormatKey</key><string>%#@gone@ first</string>
            <key>n</key><dict><key>NSStringFormatValueTypeKey</key><string>@</string><key>other</key><string>old</string></dict>
            <key>NSStringLocalizedFormatKey</key><string>%#@n@ second</string>
            <key>n</key><dict>
              <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
              <key>NSStringFormatValueTypeKey</key><string>@</string>
              <key>NSStringFormatValueTypeKey</key><string>d</string>
              <key>one</key><string>one A %d</string>
              <key>other</key><string>other A %d</string>
              <key>one</key><string>one B %d</string>
              <key>other</key><string>other B %d</string>
            </dict>
            </dict>
            """)), .fast))

        // Root strings.
        cases.append(LoaderCase("root strings: plain, formats and invalid formats", file(
            pair("plain", string("Hello, world"))
                + pair("specifiers", string("%@ has %d files"))
                + pair("positional", string("%2$@ — %1$ld"))
                + pair("percent", string("50%"))
                + pair("percentPercent", string("100%% sure"))
                + pair("spaceFlag", string("100% sure"))
                + pair("unknownConversion", string("%'d and %k"))
                + pair("n", string("%n"))
                + pair("conflict", string("%1$d %1$@"))
                + pair("gap", string("%3$d"))
                + pair("variableInText", string("%#@x@"))
                + pair("float", string("%.2f and %5.1e"))
                + pair("cyrillic", string("Привет, %@! У вас %ld сообщений"))), .fast))

        // Variables.
        cases.append(LoaderCase("variables three deep with positional arguments", file(nestedBody), .fast))
        cases.append(LoaderCase("reordered variables", file(pair("reordered", entry("%2$#@b@ before %1$#@a@", [
            ("a", variable("d", [("one", "%1$d apple"), ("other", "%1$d apples")])),
            ("b", variable("lu", [("one", "%2$lu box"), ("few", "%2$lu boxes (few)"), ("other", "%2$lu boxes")])),
        ])) + pair("reorderedImplicit", entry("%#@b@ and %#@a@", [
            ("a", variable("d", [("one", "%d a"), ("other", "%d as")])),
            ("b", variable("d", [("one", "%d b"), ("other", "%d bs")])),
        ]))), .fast))
        cases.append(LoaderCase("a variable referenced at two slots", file(twoSlotBody), .fast))
        cases.append(LoaderCase("a variable referenced twice at one slot", file(pair("same", entry("%1$#@n@ / %1$#@n@ / %#@n@", [
            ("n", variable("d", [("one", "%d one"), ("other", "%d other")])),
        ]))), .fast))
        cases.append(LoaderCase("value types d, %ld, lu, .1f, @ and missing", file(
            pair("d", entry("%#@n@", [("n", variable("d", [("one", "%d one"), ("other", "%d other")]))]))
                + pair("percentLD", entry("%#@n@", [("n", variable("%ld", [("one", "%ld one"), ("other", "%ld other")]))]))
                + pair("lu", entry("%#@n@", [("n", variable("lu", [("zero", "none"), ("one", "%lu one"), ("other", "%lu other")]))]))
                + pair("oneDecimal", entry("%#@n@", [("n", variable(".1f", [("zero", "zero"), ("one", "%.1f one"), ("few", "%.1f few"), ("many", "%.1f many"), ("other", "%.1f other")]))]))
                + pair("object", entry("%#@n@", [("n", variable("@", [("zero", "zero %@"), ("one", "%@ one"), ("other", "%@ other")]))]))
                + pair("missing", entry("%#@n@", [("n", variable(nil, [("one", "%@ one"), ("other", "%@ other")]))]))
                + pair("missingNoVariantSpecifier", entry("%#@n@", [("n", variable(nil, [("one", "one"), ("other", "other")]))]))
                + pair("f", entry("%#@n@", [("n", variable("f", [("one", "%f one"), ("other", "%g other")]))]))
                + pair("percentDot2F", entry("%#@n@", [("n", variable("%.2f", [("one", "%.2f one"), ("other", "%.2f other")]))]))), .fast))
        cases.append(LoaderCase("more value types than the loader caches", file(pair("many", entry(
            (1...12).map { "%\($0)$#@v\($0)@" }.joined(separator: " "),
            zip(1...12, [String](["d", "ld", "lu", "lld", "u", "i", "f", ".1f", ".2f", "@", "hd", "llu"])).map { slot, type in
                ("v\(slot)", variable(type, [("one", "[\(type) one]"), ("other", "[\(type) other]")]))
            })) + pair("again", entry("%#@w@", [("w", variable("llu", [("other", "%llu")]))]))), .fast))
        cases.append(LoaderCase("missing NSStringFormatSpecTypeKey", file(pair("noSpec", entry("%#@n@", [
            ("n", variable("d", [("one", "%d one"), ("other", "%d other")], specType: nil)),
        ]))), .fast))
        cases.append(LoaderCase("variable names with dots, dashes and digits", file(pair("names", entry("%#@file.count-x_1@ %#@2nd@", [
            ("file.count-x_1", variable("d", [("one", "%d one"), ("other", "%d other")])),
            ("2nd", variable("d", [("other", "%d")])),
        ]))), .fast))
        cases.append(LoaderCase("all six categories", file(pair("six", entry("%#@n@", [
            ("n", variable("d", [("zero", "zero %d"), ("one", "one %d"), ("two", "two %d"), ("few", "few %d"), ("many", "many %d"), ("other", "other %d")])),
        ]))), .fast))
        cases.append(LoaderCase("specifiers of many kinds in variants", file(pair("kinds", entry("%#@n@ | %2$*3$.*4$d | %5$@ %6$s %7$c %8$p %9$x", [
            ("n", variable("d", [("one", "%d|%1$5d|%1$-5d|%1$+d|%1$x|%1$X|%1$o|%1$'d|%1$05d|%%|%1$hhd|%1$lld|%1$hd|%1$qd|%1$zd"),
                                  ("other", "%1$i %1$u %1$lu %1$llu %1$D %1$U %1$O %% %1$#x %1$ 5d")])),
        ])) + pair("floats", entry("%#@x@", [("x", variable("f", [("one", "%f %1$e %1$E %1$g %1$G %1$a %1$A %1$.3f %1$10.2f"), ("other", "%.0f %1$F %1$-8.2e|")]))]))), .fast))
        cases.append(LoaderCase("a malformed variable is an object specifier", file(pair("malformed", entry("%# @sites @ and %#@", [
            ("sites", variable("d", [("other", "%d")])),
        ]))), .fast))
        cases.append(LoaderCase("a width before # (%1#@count@)", file(pair("width", entry("%1#@count@ and %3#@other@", [
            ("count", variable("d", [("one", "%d one"), ("other", "%d other")])),
            ("other", variable("d", [("other", "%d more")])),
        ]))), .fast))
        cases.append(LoaderCase("format keys without variables", file(
            pair("noVariables", entry("just text %d and %@", []))
                + pair("noVariablesUnused", entry("%2$d only", [("n", variable("d", [("other", "x")]))]))), .fast))
        cases.append(LoaderCase("non-ASCII keys, values and text before entries", file(
            "\t<!-- Ключи: ☃ 日本語 😀 -->\n" + pair("файлы", entry("%#@n@", [
                ("n", variable("d", [("one", "%d файл"), ("few", "%d файла"), ("many", "%d файлов"), ("other", "%d файла")])),
            ])) + pair("日本語", string("テキスト %@")) + pair("😀", files)), .fast))
        cases.append(LoaderCase("spaces and markup characters in keys and texts", file(
            pair("  spaced key  ", string("  spaced value  ")) + pair("a>b]]>c", string("x > y ]]> z \"q\" 'a'"))
                + pair("k", entry(" %#@n@ ", [("n", variable("d", [("other", " %d ")]))]))), .fast))
        cases.append(LoaderCase("long texts beyond the render's stack buffer", file(pair("long", entry(
            String(repeating: "Long format text é ", count: 60) + "%#@n@", [
                ("n", variable("d", [("one", String(repeating: "жж ", count: 500) + "%d"), ("other", "%d " + String(repeating: "😀", count: 400))])),
            ])) + pair("longText", string(String(repeating: "x", count: 3000) + " %d"))), .fast))
        cases.append(LoaderCase("two entries sharing variable names", file(filesBody + pair("files2", entry("%#@files@!", [("files", variable("lu", [("other", "%lu!")]))]))), .fast))
        cases.append(LoaderCase("32 nested variables (the compiler's limit)", chain(32), .fast))
        cases.append(LoaderCase("nesting at PropertyListLimits(maximumDepth: 3)", file(filesBody + nestedBody), .fast,
                                limits: PropertyListLimits(maximumDepth: 3)))
        cases.append(LoaderCase("root <dict/> at PropertyListLimits(maximumDepth: 0)", standardProlog + "<plist><dict/></plist>", .either,
                                limits: PropertyListLimits(maximumDepth: 0)))
        cases.append(LoaderCase("input exactly at maximumInputSize", file(filesBody), .fast,
                                limits: PropertyListLimits(maximumInputSize: file(filesBody).utf8.count)))

        cases.append(LoaderCase("a variable reached from a variant first, then from the format key at another slot", file(pair("k", entry("%#@a@ %#@b@", [
            ("a", variable("d", [("one", "%d a, %1$#@b@"), ("other", "%d as, %#@b@ and %2$#@b@")])),
            ("b", variable("d", [("one", "%d b"), ("few", "%d bs (few)"), ("other", "%d bs")])),
        ]))), .fast))
        cases.append(LoaderCase("variables defined before the format key and between nested dictionaries", file(pair("k", """
            <dict>
            <key>b</key><dict><key>NSStringFormatValueTypeKey</key><string>lu</string><key>deep</key><dict><key>x</key><dict><key>y</key><dict><key>z</key><string>%d</string></dict></dict></dict><key>other</key><string>%lu b</string></dict>
            <key>unused</key><dict><key>one</key><dict/><key>other</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@b@</string></dict></dict>
            <key>a</key><dict><key>NSStringFormatValueTypeKey</key><string>d</string><key>one</key><string>one a %#@b@</string><key>other</key><string>%d a %2$#@b@</string></dict>
            <key>NSStringLocalizedFormatKey</key><string>%#@a@</string>
            </dict>
            """) + filesBody), .fast))
        cases.append(LoaderCase("a variable at slot 1000", file(pair("k", entry("%1000$#@n@", [("n", variable("d", [("one", "%d one"), ("other", "%d other")]))]))), .fast))
        cases.append(LoaderCase("many entries of every shape", file((0..<120).map { index -> String in
            switch index % 4 {
            case 0: pair("text\(index)", string("Text \(index) %d"))
            case 1: pair("files\(index)", entry("%#@files@ (\(index))", [("files", variable(["d", "lu", ".1f", "@"][index / 4 % 4], [("one", "one file"), ("other", "\(index) files")]))]))
            case 2: pair("nested\(index)", entry("%1$#@a@ [\(index)]", [
                ("a", variable("d", [("one", "%1$d: %2$#@b@"), ("other", "%1$d; %2$#@b@")])),
                ("b", variable("d", [("other", "%2$d \(index)")])),
            ]))
            default: pair("k&amp;\(index)", string("&lt;\(index)&gt;"))
            }
        }.joined()), .fast))

        // Encodings.
        cases.append(LoaderCase("UTF-8 BOM", bytes: [0xEF, 0xBB, 0xBF] + Array(richFile.utf8), .fast))
        cases.append(LoaderCase("UTF-16 LE with BOM", bytes: utf16(richFile, bigEndian: false), .fast))
        cases.append(LoaderCase("UTF-16 BE with BOM", bytes: utf16(richFile, bigEndian: true), .fast))
        cases.append(LoaderCase("UTF-16 LE without BOM", bytes: utf16(file(filesBody), bigEndian: false, bom: false), .fast))
        cases.append(LoaderCase("UTF-16 BE without BOM", bytes: utf16(file(filesBody), bigEndian: true, bom: false), .fast))
        cases.append(LoaderCase("UTF-16 LE with BOM and CRLF", bytes: utf16(richFile.replacingScalars(of: "\n", with: "\r\n"), bigEndian: false), .fast))
        cases.append(LoaderCase("rich file in UTF-8", richFile, .fast))
        cases.append(LoaderCase("UTF-32 LE with BOM", bytes: utf32(richFile, bigEndian: false), .fast))
        cases.append(LoaderCase("UTF-32 BE with BOM", bytes: utf32(richFile, bigEndian: true), .fast))
        cases.append(LoaderCase("U+FEFF and U+FFFD inside values", file(pair("bom", string("a\u{FEFF}b\u{FFFD}c")) + filesBody), .fast))
        cases.append(LoaderCase("C1 controls and noncharacters", file(pair("c1", string("a\u{85}b\u{9F}c" + scalars(0xFDD0) + "d" + scalars(0x1FFFE)))), .fast))

        // CoreFoundation lets every character but `<` and `&` through in plist strings: a
        // shipped ko.lproj/Localizable.stringsdict holds a raw U+0008; `&#8;` is read too.
        cases.append(LoaderCase("a raw U+0008 in a value (as a shipped Korean file)", file(pair("k", string("a\u{8}b")) + filesBody), .fast))
        cases.append(LoaderCase("every C0 control but NUL in values and keys", file(pair("c0\u{1}", string((1..<0x20).map { String(UnicodeScalar(UInt8($0))) }.joined())) + filesBody), .fast))
        cases.append(LoaderCase("C0 controls in a variant", file(pair("k", entry("%#@n@\u{1B}", [("n", variable("d", [("one", "\u{8}%d"), ("other", "%d\u{7}")]))]))), .fast))
        cases.append(LoaderCase("&#8; &#1; &#x1F; &#0; references", file(pair("k", string("a&#8;b&#1;c&#x1F;d&#0;e")) + filesBody), .fast))
        cases.append(LoaderCase("U+FFFE and U+FFFF, raw and as references", file(pair("k", string("a\u{FFFE}b\u{FFFF}c&#xFFFE;&#xFFFF;")) + filesBody), .fast))
        cases.append(LoaderCase("UTF-16 with a control character", bytes: utf16(file(pair("k", string("a\u{2}b"))), bigEndian: false), .fast))

        // Well-formed XML the fast loader may leave to the tree path.
        cases.append(LoaderCase("</string > with a space", file(pair("k", "<string>value</string >") + filesBody), .either))
        cases.append(LoaderCase("</key > and </dict > with spaces", file(pair("k", string("v")) + pair("files", files.replacingScalars(of: "</key>", with: "</key >"))).replacingScalars(of: "</dict>", with: "</dict\n>"), .either))
        cases.append(LoaderCase("<plist> with other attributes", file(filesBody, plist: #"<plist version="1.0" xmlns:x="urn:x">"#), .either))
        cases.append(LoaderCase("<plist version='1.0'> in single quotes", file(filesBody, plist: "<plist version='1.0'>"), .either))
        cases.append(LoaderCase("<plist  version=\"1.0\" > with extra spaces", file(filesBody, plist: "<plist  version=\"1.0\" >"), .either))
        cases.append(LoaderCase("attributes on <dict> and <string>", file(pair("k", #"<string id="x">v</string>"#) + filesBody).replacingScalars(of: "<dict>\n\t\t<key>NSStringLocalizedFormatKey", with: "<dict a=\"b\">\n\t\t<key>NSStringLocalizedFormatKey"), .either))
        cases.append(LoaderCase("<key/> (an empty key)", file("<key/>" + string("empty") + filesBody), .either))
        cases.append(LoaderCase("<string /> with a space", file(pair("k", "<string />") + filesBody), .either))
        cases.append(LoaderCase("a comment inside a string value", file(pair("k", string("a<!-- comment -->b")) + filesBody), .either))
        cases.append(LoaderCase("a processing instruction inside a key", file("<key>a<?pi?>b</key><string>v</string>" + filesBody), .either))
        cases.append(LoaderCase("a bare root <dict> without <plist>", standardProlog + "<dict>" + filesBody + "</dict>", .either))
        cases.append(LoaderCase("a DOCTYPE with an internal subset", file(filesBody, prolog: declaration + "\n<!DOCTYPE plist [ <!ENTITY x \"y > ]\"> <!ELEMENT plist ANY> ]>\n"), .either))
        // The tree reader ends the subset at the comment's `]` and then fails on the rest; the
        // fast loader must leave the file to it all the same.
        cases.append(LoaderCase("a DOCTYPE internal subset holding a comment with ]>", file(filesBody, prolog: declaration + "\n<!DOCTYPE plist [ <!-- ] > --> ]>\n"), .either))
        return cases
    }

    /// Files the fast loader must decline: unsupported values and rules, compile errors, and
    /// every kind of malformed input.
    static var declined: [LoaderCase] {
        var cases: [LoaderCase] = []
        func tree(_ name: String, _ text: String, limits: PropertyListLimits = .default) {
            cases.append(LoaderCase(name, text, .tree, limits: limits))
        }
        func treeBytes(_ name: String, _ bytes: [UInt8], limits: PropertyListLimits = .default) {
            cases.append(LoaderCase(name, bytes: bytes, .tree, limits: limits))
        }
        let good = file(filesBody + pair("text", string("plain text")))

        // Values and rules the fast loader does not compile.
        tree("CDATA in a value", file(filesBody + pair("k", string("a<![CDATA[<b>&amp;</b>]]>c"))))
        tree("CDATA in a variant", file(pair("k", entry("%#@n@", [("n", variable("d", [("other", "<![CDATA[%d <x>]]>")]))]))))
        tree("<integer> value at the root", file(filesBody + pair("count", "<integer>42</integer>")))
        tree("<integer> value type", file(pair("k", entry("%#@n@", [("n", variable("d", [("other", "%d")]))]).replacingScalars(of: "<string>d</string>", with: "<integer>1</integer>"))))
        tree("<array> value", file(filesBody + pair("list", "<array><string>a</string><string>b</string></array>")))
        tree("<true/> value", file(filesBody + pair("flag", "<true/>")))
        tree("<real> variant", file(pair("k", entry("%#@n@", [("n", "<dict><key>other</key><real>1.5</real></dict>")]))))
        tree("width rule (NSStringVariableWidthRuleType)", file(filesBody + pair("width", """
            <dict><key>NSStringVariableWidthRuleType</key><dict>
            <key>20</key><string>Short %d</string><key>50</key><string>A longer text %d</string>
            </dict></dict>
            """)))
        tree("device rule (NSStringDeviceSpecificRuleType)", file(filesBody + pair("device", """
            <dict><key>NSStringDeviceSpecificRuleType</key><dict>
            <key>iphone</key><string>Tap</string><key>mac</key><string>Click</string><key>other</key><string>Use</string>
            </dict></dict>
            """)))
        tree("format key and width rule together", file(pair("mixed", """
            <dict><key>NSStringLocalizedFormatKey</key><string>%d</string>
            <key>NSStringVariableWidthRuleType</key><dict><key>20</key><string>x</string></dict></dict>
            """)))
        tree("an entry without a format key", file(filesBody + pair("k", "<dict><key>n</key><string>x</string></dict>")))
        tree("an entry that is <dict/>", file(filesBody + pair("k", "<dict/>")))
        tree("a format key that is a dictionary", file(pair("k", "<dict><key>NSStringLocalizedFormatKey</key><dict/></dict>")))
        tree("a variable that is a string", file(pair("k", "<dict><key>NSStringLocalizedFormatKey</key><string>%#@n@</string><key>n</key><string>x</string></dict>")))
        tree("a variable that is <dict/>", file(pair("k", "<dict><key>NSStringLocalizedFormatKey</key><string>%#@n@</string><key>n</key><dict/></dict>")))
        tree("a variant that is a dictionary", file(pair("k", entry("%#@n@", [("n", "<dict><key>one</key><dict/><key>other</key><string>x</string></dict>")]))))
        tree("a value type that is a dictionary", file(pair("k", entry("%#@n@", [("n", "<dict><key>NSStringFormatValueTypeKey</key><dict/><key>other</key><string>x</string></dict>")]))))
        tree("a spec type that is a dictionary", file(pair("k", entry("%#@n@", [("n", "<dict><key>NSStringFormatSpecTypeKey</key><dict/><key>other</key><string>x</string></dict>")]))))
        tree("a spec type other than plural", file(pair("k", entry("%#@n@", [("n", variable("d", [("other", "%d")], specType: "NSStringOrdinalRuleType"))]))))

        // Compile errors.
        tree("cycle", file(filesBody + pair("k", entry("%#@a@", [
            ("a", variable("d", [("other", "%d %#@b@")])), ("b", variable("d", [("other", "%d %#@a@")])),
        ]))))
        tree("a variable referring to itself", file(pair("k", entry("%#@a@", [("a", variable("d", [("one", "x"), ("other", "%#@a@")]))]))))
        tree("undefined variable", file(filesBody + pair("k", entry("%#@missing@", [("present", variable("d", [("other", "%d")]))]))))
        tree("undefined variable in a variant", file(pair("k", entry("%#@a@", [("a", variable("d", [("other", "%d %#@b@")]))]))))
        tree("missing other", file(filesBody + pair("k", entry("%#@n@", [("n", variable("d", [("one", "%d one"), ("few", "%d few")]))]))))
        tree("slot type conflict: %d and %@ on one slot", file(pair("k", entry("%1$d %1$@", []))))
        tree("slot type conflict: a variable's type and a variant's %@", file(pair("k", entry("%#@n@", [("n", variable("d", [("other", "%@")]))]))))
        tree("slot type conflict: two variables' types on one slot", file(pair("k", entry("%1$#@a@ %1$#@b@", [
            ("a", variable("d", [("other", "x")])), ("b", variable("f", [("other", "y")])),
        ]))))
        tree("slot type conflict: a * width and a %@", file(pair("k", entry("%*d %1$@", []))))
        tree("invalid value type k", file(pair("k", entry("%#@n@", [("n", variable("k", [("other", "%d")]))]))))
        tree("invalid value type *d", file(pair("k", entry("%#@n@", [("n", variable("*d", [("other", "%d")]))]))))
        tree("invalid value type %1$d", file(pair("k", entry("%#@n@", [("n", variable("%1$d", [("other", "%d")]))]))))
        tree("empty value type", file(pair("k", entry("%#@n@", [("n", variable("", [("other", "%d")]))]))))
        tree("value type with two conversions", file(pair("k", entry("%#@n@", [("n", variable("dd", [("other", "%d")]))]))))
        tree("% at the end of a variant", file(filesBody + pair("k", entry("%#@n@", [("n", variable("d", [("one", "%d one"), ("other", "%d %")]))]))))
        tree("% at the end of the format key", file(pair("k", entry("%#@n@ 50%", [("n", variable("d", [("other", "%d")]))]))))
        tree("%n in a variant", file(pair("k", entry("%#@n@", [("n", variable("d", [("other", "%d %n")]))]))))
        tree("slot 0$ in a variant", file(pair("k", entry("%#@n@", [("n", variable("d", [("other", "%0$d")]))]))))
        tree("slot beyond 1000", file(pair("k", entry("%1001$d", []))))
        tree("33 nested variables (beyond the compiler's limit)", chain(33))
        tree("8 variables each referring to the next 16 times (over the expansion limit)", fanOut(depth: 8, fanOut: 16))
        tree("5 variables each referring to the next 16 times (16^4 pieces, over the limit)", fanOut(depth: 5, fanOut: 16))
        cases.append(LoaderCase("4 variables each referring to the next 16 times (16^3 pieces, within the limit)", fanOut(depth: 4, fanOut: 16), .fast))
        tree("nesting over PropertyListLimits(maximumDepth: 2)", file(filesBody), limits: PropertyListLimits(maximumDepth: 2))
        tree("nesting over PropertyListLimits(maximumDepth: 1)", file(pair("k", string("v")) + filesBody), limits: PropertyListLimits(maximumDepth: 1))
        tree("root <dict></dict> at PropertyListLimits(maximumDepth: 0)", file(""), limits: PropertyListLimits(maximumDepth: 0))
        tree("input over maximumInputSize", good, limits: PropertyListLimits(maximumInputSize: good.utf8.count - 1))
        tree("values over PropertyListLimits(maximumNodeCount: 3)", file(pair("a", string("1")) + pair("b", string("2")) + pair("c", string("3")) + pair("d", string("4"))), limits: PropertyListLimits(maximumNodeCount: 3))

        // Bad bytes.
        let goodBytes = Array(good.utf8)
        func replacing(_ marker: String, with bytes: [UInt8]) -> [UInt8] {
            let text = file(filesBody + pair("text", string("before" + marker + "after")))
            let utf8 = Array(text.utf8), needle = Array(marker.utf8)
            guard let at = (0...(utf8.count - needle.count)).first(where: { Array(utf8[$0..<$0 + needle.count]) == needle }) else { return utf8 }
            return Array(utf8[..<at]) + bytes + Array(utf8[(at + needle.count)...])
        }
        treeBytes("invalid UTF-8: 0xFF", replacing("@@", with: [0xFF]))
        treeBytes("invalid UTF-8: a lone continuation byte", replacing("@@", with: [0x80]))
        treeBytes("invalid UTF-8: overlong C0 AF", replacing("@@", with: [0xC0, 0xAF]))
        treeBytes("invalid UTF-8: a surrogate ED A0 80", replacing("@@", with: [0xED, 0xA0, 0x80]))
        treeBytes("invalid UTF-8: a lead byte before ASCII", replacing("@@", with: [0xD0, 0x41]))
        treeBytes("invalid UTF-8: above U+10FFFF", replacing("@@", with: [0xF4, 0x90, 0x80, 0x80]))
        treeBytes("invalid UTF-8 in a key", Array(file("<key>k\u{1}</key>").utf8).map { $0 == 1 ? 0xFE : $0 })
        treeBytes("invalid UTF-8: truncated at the end of the file", goodBytes + [0xE2, 0x82])
        treeBytes("a NUL byte", replacing("@@", with: [0x00]))
        treeBytes("a control character U+001F between tags", Array(good.replacingScalars(of: "\n<dict>", with: "\n\u{1F}<dict>").utf8))
        treeBytes("UTF-8 BOM before invalid UTF-8", [0xEF, 0xBB, 0xBF] + replacing("@@", with: [0xC3]))
        treeBytes("UTF-16 of odd length", utf16(good, bigEndian: false) + [0x41])
        treeBytes("UTF-16 with a lone high surrogate", utf16(file(pair("k", string("@@"))), bigEndian: false).replacingPair(of: 0x40, with: [0x00, 0xD8]))
        treeBytes("UTF-16 with a lone low surrogate", utf16(file(pair("k", string("@@"))), bigEndian: true).replacingPair(of: 0x40, with: [0xDC, 0x00], bigEndian: true))
        // Binary plists have a fast path of their own (the binary tests below compare it).
        cases.append(LoaderCase("a binary property list", bytes: binaryPlist, .fast))
        for cut in [1, 20, good.utf8.count / 3, good.utf8.count / 2, good.utf8.count - 12, good.utf8.count - 3] {
            treeBytes("truncated after \(cut) bytes", Array(goodBytes.prefix(cut)))
        }
        treeBytes("empty input", [])
        tree("only whitespace", "  \n")

        tree("two %d in a variant at slot 1000", file(pair("k", entry("%1000$#@n@", [("n", variable("d", [("other", "%d %d")]))]))))
        tree("a variable named like the format key", file(pair("k", entry("%#@NSStringLocalizedFormatKey@", []))))
        tree("a cycle through a variable reached at two slots", file(pair("k", entry("%1$#@a@ %2$#@a@", [
            ("a", variable("d", [("one", "x"), ("other", "%#@b@")])), ("b", variable("d", [("other", "%1$#@a@")])),
        ]))))
        tree("a compile error after good entries", file(filesBody + nestedBody + twoSlotBody + pair("bad", entry("%#@n@", [("n", variable("d", [("one", "x")]))]))))

        // Malformed XML.
        tree("a no-break space between elements", file(filesBody + "\u{A0}" + pair("k", string("v"))))
        tree("text between elements", file(filesBody + "hello" + pair("k", string("v"))))
        tree("text between a key and its value", file("<key>k</key> text <string>v</string>" + filesBody))
        tree("text after </plist>", file(filesBody) + "trailing")
        tree("unknown entity &nbsp;", file(pair("k", string("a&nbsp;b")) + filesBody))
        tree("unknown entity in a key", file(pair("k&copy;", string("v"))))
        tree("&#xD800; (a surrogate)", file(pair("k", string("a&#xD800;b"))))
        tree("&#x110000; (above U+10FFFF)", file(pair("k", string("a&#x110000;b"))))
        tree("&#x; (no digits)", file(pair("k", string("a&#x;b"))))
        tree("&#X41; (upper-case X)", file(pair("k", string("a&#X41;b"))))
        tree("&#12a; (a letter in a decimal reference)", file(pair("k", string("a&#12a;b"))))
        tree("&amp without ;", file(pair("k", string("a&amp b"))))
        tree("& alone", file(pair("k", string("a & b"))))
        tree("a reference longer than 16 characters", file(pair("k", string("&#x00000000000000041;"))))
        tree("mismatched end tag </strng>", file(pair("k", "<string>v</strng>") + filesBody))
        tree("mismatched end tag </key> for a string", file(pair("k", "<string>v</key>")))
        tree("unclosed <dict>", standardProlog + "<plist><dict>" + filesBody + "</plist>")
        tree("an unknown element", file(pair("k", "<strong>v</strong>")))
        tree("an element inside a string", file(pair("k", string("a<b>c</b>"))))
        tree("a key without a value", file(filesBody + "<key>last</key>"))
        tree("two keys in a row", file("<key>a</key><key>b</key><string>v</string>"))
        tree("a value without a key", file(string("v") + filesBody))
        tree("root that is not a dictionary", standardProlog + "<plist version=\"1.0\"><string>x</string></plist>")
        tree("root that is an array", standardProlog + "<plist version=\"1.0\"><array/></plist>")
        tree("<plist></plist> with no value", standardProlog + "<plist version=\"1.0\"></plist>")
        tree("<plist/>", standardProlog + "<plist/>")
        tree("two values in <plist>", standardProlog + "<plist><dict/><dict/></plist>")
        tree("no </plist>", standardProlog + "<plist><dict>" + filesBody + "</dict>")
        tree("an unterminated comment", file(filesBody + "<!-- never closed"))
        tree("an unterminated processing instruction", file(filesBody) + "<?pi")
        tree("an unterminated DOCTYPE", declaration + "<!DOCTYPE plist \"unterminated")
        tree("a DOCTYPE after <plist>", "<plist>" + doctype + "<dict/></plist>")
        tree("an unterminated string", standardProlog + "<plist><dict><key>k</key><string>never closed")
        return cases
    }

    // MARK: the location file

    /// A file with multi-line values, non-ASCII text before and between entries, in `lineEnding`.
    static func locationFile(lineEnding: String) -> String {
        let body = "\t<!-- Комментарий ☃ 日本語 😀 перед записями -->\n"
            + pair("первый", string("многострочное\nзначение\n😀 третья строка"))
            + pair("plural", entry("%#@n@\nвторая строка", [
                ("n", variable("d", [("one", "один\n%d"), ("few", "несколько\n\n%d"), ("other", "😀😀 много\n%d")])),
            ]))
            + "\t<!-- ещё\n комментарий\n -->\n"
            + pair("日本語", entry("%#@a@ %#@b@", [
                ("a", variable("d", [("one", "ア %d"), ("other", "アア\n%d")])),
                ("b", variable("lu", [("other", "%lu\n")])),
            ]))
            + pair("😀 key", string("x"))
            + pair("последний", files)
        return file(body).replacingScalars(of: "\n", with: lineEnding)
    }

    /// The line and scalar column of the start tag of `key`'s value, counted independently of
    /// the library: the first tag after `<key>key</key>`.
    static func expectedLocation(ofValueOf key: String, in text: String, file: String) -> Stringsdict.SourceLocation? {
        let scalars = Array(text.unicodeScalars)
        let needle = Array("<key>\(key)</key>".unicodeScalars)
        guard needle.count <= scalars.count else { return nil }
        var keyEnd: Int?
        for start in 0...(scalars.count - needle.count) where Array(scalars[start..<start + needle.count]) == needle {
            keyEnd = start + needle.count
        }
        guard let end = keyEnd, let tag = scalars[end...].firstIndex(of: "<") else { return nil }
        var line = 1, column = 1, index = 0
        while index < tag {
            let scalar = scalars[index]
            if scalar == "\r" {
                line += 1
                column = 1
                if index + 1 < scalars.count, scalars[index + 1] == "\n" { index += 1 }
            } else if scalar == "\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
            index += 1
        }
        return Stringsdict.SourceLocation(file: file, line: line, column: column)
    }
}

extension [UInt8] {
    /// The bytes with the first UTF-16 unit `unit` (an ASCII character) replaced by `pair`.
    fileprivate func replacingPair(of unit: UInt8, with pair: [UInt8], bigEndian: Bool = false) -> [UInt8] {
        var bytes = self
        var index = 2
        while index + 1 < bytes.count {
            let (low, high) = bigEndian ? (bytes[index + 1], bytes[index]) : (bytes[index], bytes[index + 1])
            if low == unit && high == 0 {
                bytes[index] = pair[0]
                bytes[index + 1] = pair[1]
                return bytes
            }
            index += 2
        }
        return bytes
    }
}

extension String {
    /// The text with every occurrence of `target` replaced, compared scalar by scalar (so "\n"
    /// is found inside "\r\n", which `Character`-based replacing does not do).
    func replacingScalars(of target: String, with replacement: String) -> String {
        let scalars = Array(unicodeScalars), needle = Array(target.unicodeScalars)
        var result = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            if !needle.isEmpty, index + needle.count <= scalars.count, Array(scalars[index..<index + needle.count]) == needle {
                result.append(contentsOf: replacement.unicodeScalars)
                index += needle.count
            } else {
                result.append(scalars[index])
                index += 1
            }
        }
        return String(result)
    }
}
