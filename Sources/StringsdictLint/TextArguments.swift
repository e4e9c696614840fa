import Stringsdict

/// The argument rules for a plain string (a `.strings` value, or a `.stringsdict` string).
///
/// A plain string is a format only when the code passes it arguments; text such as `100%` is
/// fine without them. So a string that does not parse as a format is not reported, except when
/// the failure is one argument read with two types (`%d … %1$@`), which is wrong either way. Its
/// arguments are then unknown, and the cross-language rules skip the key.
enum TextArguments {
    /// Checks `text` and returns the kind each slot needs, or nil when it does not parse.
    static func check(_ text: String, key: String, at location: SourceLocation, file: String, into diagnostics: inout [Diagnostic]) -> [ArgumentKind?]? {
        guard text.utf8.contains(UInt8(ascii: "%")) else { return [] }
        do {
            let format = try FormatString(text, options: .allowsUnusedSlots)
            gaps(in: format.slotKinds, key: key, at: location, file: file, into: &diagnostics)
            return format.slotKinds
        } catch {
            if error.code == "slot-type-conflict" {
                diagnostics.append(Diagnostic(.slotTypeConflict, at: location, file: file, key: key, message: "'\(key)': \(error.message)"))
            }
            return nil
        }
    }

    /// Reports the first argument below the highest one that nothing reads.
    static func gaps(in kinds: [ArgumentKind?], key: String, at location: SourceLocation?, file: String, into diagnostics: inout [Diagnostic]) {
        guard let gap = kinds.firstIndex(where: { $0 == nil }) else { return }
        diagnostics.append(Diagnostic(
            .slotGap, at: location, file: file, key: key,
            message: "'\(key)' never reads argument \(gap + 1) but reads argument \(kinds.count)"))
    }
}
