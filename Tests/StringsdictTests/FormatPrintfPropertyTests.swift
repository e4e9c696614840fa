#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Stringsdict
import StringsdictTestSupport
import Testing

@Suite("FormatString without a locale is C's printf")
struct FormatPrintfPropertyTests {
    /// One random case: the format, our arguments and the same values for C.
    struct Case {
        /// Ours (may use BSD's `q`).
        var format = ""
        /// C's (`ll` for `q`).
        var cFormat = ""
        var arguments: [FormatArgument] = []
        var cArguments: [any CVarArg] = []
    }

    static func randomCase(_ rng: inout SplitMix64) -> Case {
        var test = Case()
        let integerConversions: [Character] = ["d", "i", "u", "o", "x", "X"]
        let floatingConversions: [Character] = ["f", "F", "e", "E", "g", "G", "a", "A"]
        let specifierCount = Int.random(in: 1...3, using: &rng)
        for index in 0..<specifierCount {
            if Bool.random(using: &rng) {
                let literal = ["", "x", " | ", "ab-"][Int.random(in: 0..<4, using: &rng)]
                test.format += literal
                test.cFormat += literal
            }
            var spec = "%"
            for flag in ["-", "+", " ", "0", "#"] where Int.random(in: 0..<4, using: &rng) == 0 { spec += flag }
            switch Int.random(in: 0..<4, using: &rng) {
            case 0: break
            case 1:
                spec += "*"
                let width = Int32.random(in: -25...25, using: &rng)
                test.arguments.append(.int(Int64(width)))
                test.cArguments.append(width)
            default: spec += String(Int.random(in: 1...30, using: &rng))
            }
            switch Int.random(in: 0..<4, using: &rng) {
            case 0: break
            case 1:
                spec += ".*"
                let precision = Int32.random(in: -3...20, using: &rng)
                test.arguments.append(.int(Int64(precision)))
                test.cArguments.append(precision)
            case 2: spec += "."
            default: spec += "." + String(Int.random(in: 0...20, using: &rng))
            }
            let integer = index % 2 == 0 ? Bool.random(using: &rng) : Int.random(in: 0..<3, using: &rng) == 0
            if integer {
                let length = ["", "", "hh", "h", "l", "ll", "z", "j", "t", "q"][Int.random(in: 0..<10, using: &rng)]
                spec += length
                spec.append(integerConversions[Int.random(in: 0..<integerConversions.count, using: &rng)])
                let value: Int64 = switch Int.random(in: 0..<5, using: &rng) {
                case 0: Int64.random(in: -10...10, using: &rng)
                case 1: Int64.random(in: -100_000...100_000, using: &rng)
                case 2: Int64(Int32.random(in: .min ... .max, using: &rng))
                case 3: [Int64.min, Int64.max, 0, -1, 255, 256, 65535, 4_294_967_295][Int.random(in: 0..<8, using: &rng)]
                default: Int64(bitPattern: rng.next())
                }
                test.arguments.append(Bool.random(using: &rng) ? .int(value) : .uint(UInt64(bitPattern: value)))
                // C reads `int` for no length, hh and h (promotion), 64 bits otherwise; `q` is BSD's `ll`.
                if length.isEmpty || length == "hh" || length == "h" {
                    test.cArguments.append(Int32(truncatingIfNeeded: value))
                } else {
                    test.cArguments.append(value)
                }
            } else {
                if Int.random(in: 0..<4, using: &rng) == 0 { spec += "l" }
                spec.append(floatingConversions[Int.random(in: 0..<floatingConversions.count, using: &rng)])
                let value: Double = switch Int.random(in: 0..<7, using: &rng) {
                case 0: Double(Int.random(in: -1000...1000, using: &rng)) / 8
                case 1: Double.random(in: -1e6...1e6, using: &rng)
                case 2: Double.random(in: -1...1, using: &rng) * pow(10, Double(Int.random(in: -30...30, using: &rng)))
                case 3: [0.0, -0.0, .infinity, -.infinity, .nan, 0.5, 1.5, 2.5, 0.125, 1e-5, 9.9999995, 999_999.5, .greatestFiniteMagnitude, .leastNonzeroMagnitude][Int.random(in: 0..<14, using: &rng)]
                case 4: Double(bitPattern: rng.next())
                case 5: Double(Int.random(in: -99...99, using: &rng)) + 0.5
                default: Double.random(in: 0..<1, using: &rng)
                }
                test.arguments.append(.double(value))
                test.cArguments.append(value)
            }
            test.format += spec
            test.cFormat += spec.replacingOccurrences(of: "q", with: "ll")
        }
        return test
    }

    static func printf(_ format: String, _ arguments: [any CVarArg]) -> String {
        withVaList(arguments) { list in
            var buffer = [CChar](repeating: 0, count: 4096)
            let count = Int(vsnprintf(&buffer, buffer.count, format, list))
            return String(decoding: buffer.prefix(min(count, buffer.count - 1)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
        }
    }

    /// glibc's `%#g` drops the zeros after the point when rounding carries into the exponent
    /// form (`%#g` of 999999.5 is `1.e+06`); C's standard (and Apple's libc) keep the
    /// precision, `1.00000e+06`, which we print. True when that alone tells them apart (the
    /// width padding then differs by as many spaces as zeros).
    static func isGlibcAlternateGeneralQuirk(format: String, rendered: String, c: String) -> Bool {
        guard format.contains("#"), format.contains("g") || format.contains("G") else { return false }
        let pattern = /([0-9])\.0+([eE][+-][0-9])/
        let normalized = rendered.replacing(pattern) { "\($0.1).\($0.2)" }
        return normalized.filter { $0 != " " } == c.filter { $0 != " " }
    }

    @Test("10,000 random integer and floating formats agree with vsnprintf")
    func randomFormats() throws {
        // A fixed seed, so CI is reproducible; STRINGSDICT_FORMAT_SEED replays or explores others.
        let seed: UInt64 = getenv("STRINGSDICT_FORMAT_SEED").flatMap { UInt64(String(cString: $0)) } ?? 0x5EED_F0F0_2026
        var rng = SplitMix64(seed: seed)
        var failures: [String] = []
        for index in 0..<10_000 {
            let test = Self.randomCase(&rng)
            let rendered = try FormatString(test.format).render(arguments: test.arguments)
            let expected = Self.printf(test.cFormat, test.cArguments)
            if rendered != expected, !Self.isGlibcAlternateGeneralQuirk(format: test.format, rendered: rendered, c: expected) {
                failures.append("case \(index) (seed \(seed)): '\(test.format)' \(test.arguments) → '\(rendered)', C '\(expected)'")
            }
        }
        if !failures.isEmpty { print("seed \(seed): \(failures.count) failures\n" + failures.prefix(20).joined(separator: "\n")) }
        let failureCount = failures.count
        #expect(failureCount == 0, "seed \(seed), first failure: \(failures.first ?? "")")
    }
}
