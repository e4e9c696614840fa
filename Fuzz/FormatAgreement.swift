// The one argument check (Stringsdict's FormatAgreement and ArgumentReading): the input's lines
// are one key's values in en (the reference), de, ru and hu.
//
// Properties: no trap or hang; a key no value shows is used with arguments gets no finding;
// every finding names one of the languages given and one of the check's rules, and sits at that
// language's value; every quoted specifier's column is inside its text.
//
// fuzz-options: -max_len=512

@testable import Stringsdict

private let languages = ["en", "de", "ru", "hu"]
private let rules: Set<String> = [
    "invalid-format", "slot-gap", "slot-type-conflict", "argument-added", "argument-retyped", "argument-dropped",
]

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFormatAgreement(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let text = String(decoding: fuzzBytes(data, size), as: UTF8.self)
    let lines = text.split(separator: "\n", maxSplits: languages.count - 1, omittingEmptySubsequences: false)
    var values: [FormatAgreement.Value] = []
    for (index, line) in lines.enumerated() {
        let reading = ArgumentReading(text: String(line))
        let scalars = line.unicodeScalars.count
        for reader in reading.readers.compactMap({ $0 }) {
            require(reader.column >= 1 && reader.column <= scalars, "column \(reader.column) outside a text of \(scalars) scalars")
        }
        values.append(FormatAgreement.Value(
            language: languages[index], reading: reading, location: SourceLocation(file: languages[index], line: index + 1, column: 1)))
    }
    let outcome = FormatAgreement.check(key: "k", values: values, reference: "en")
    if !values.contains(where: { $0.reading.isEvidence }) {
        require(outcome.diagnostics.isEmpty && !outcome.usesArguments, "findings for a key no value uses with arguments")
    }
    for diagnostic in outcome.diagnostics {
        guard let language = diagnostic.language, let index = languages.firstIndex(of: language) else {
            require(false, "a finding without one of the languages: \(diagnostic)")
            continue
        }
        require(diagnostic.file == language && diagnostic.line == index + 1, "a finding away from its value: \(diagnostic)")
        require(rules.contains(diagnostic.rule) || diagnostic.rule.hasPrefix("invalid-"), "an unexpected rule: \(diagnostic.rule)")
        _ = diagnostic.description
    }
    return 0
}
