/// A catalog file rewritten for a new document by replacing only the entries that changed:
/// every other byte of the file (entries, their order, a form that is not Xcode's) stays as it
/// was, and each changed entry is written in Xcode's form (``CanonicalJSONWriter``) at its place.
///
/// For an editor that saves a few edited entries of a large catalog (`stringsdict-studio`): the
/// file's diff shows only those entries.
package enum StringCatalogSplice {
    /// The bytes of `file` (which reads as `old`) changed to read as `new`.
    ///
    /// The entries of `new` that differ from `old`'s are replaced in place, using the key byte
    /// ranges of ``StringCatalogSlices``; when the keys differ (an entry added or removed), a
    /// top-level member other than `strings` changed, or the file cannot be cut, the whole
    /// document is written in Xcode's form. The result is read back and compared with `new`: on
    /// any difference the whole canonical form is returned instead, so the result always reads
    /// as `new`.
    package static func bytes(of file: [UInt8], reading old: StringCatalogDocument, changedTo new: StringCatalogDocument, path: String) -> [UInt8] {
        // Nothing changed: the file as it is, even one the slices cannot cut.
        if old == new { return file }
        guard old.sourceLanguage == new.sourceLanguage, old.version == new.version, old.otherFields == new.otherFields,
              Set(old.strings.keys) == Set(new.strings.keys),
              let slices = StringCatalogSlices(bytes: file, file: path) else {
            return new.canonicalBytes()
        }
        var replacements: [(range: Range<Int>, bytes: [UInt8])] = []
        for slice in slices.entries {
            guard let entry = new.strings[slice.key], entry != old.strings[slice.key] else { continue }
            guard slice.range.lowerBound >= 0, slice.range.upperBound <= file.count else { return new.canonicalBytes() }
            replacements.append((slice.range, indented(CanonicalJSONWriter.bytes(of: entry.json), by: indent(before: slice.keyRange.lowerBound, in: file))))
        }
        if replacements.isEmpty { return file }
        replacements.sort { $0.range.lowerBound < $1.range.lowerBound }
        var output: [UInt8] = []
        output.reserveCapacity(file.count + 1024)
        var cursor = 0
        for replacement in replacements {
            guard replacement.range.lowerBound >= cursor else { return new.canonicalBytes() }
            output.append(contentsOf: file[cursor..<replacement.range.lowerBound])
            output.append(contentsOf: replacement.bytes)
            cursor = replacement.range.upperBound
        }
        output.append(contentsOf: file[cursor...])
        guard let reread = try? StringCatalogDocument(bytes: output, file: path), reread == new else {
            return new.canonicalBytes()
        }
        return output
    }

    /// The indentation of the line `offset` is on, up to `offset` (spaces only; a key not at the
    /// start of its line gets the canonical four).
    private static func indent(before offset: Int, in file: [UInt8]) -> Int {
        var start = min(offset, file.count)
        while start > 0, file[start - 1] != 0x0A { start -= 1 }
        let leading = file[start..<min(offset, file.count)]
        return leading.allSatisfy({ $0 == 0x20 }) ? leading.count : 4
    }

    /// Canonical bytes written at indentation 0, moved right by `indent` spaces: after each line
    /// break, except before another one (an empty object's empty line stays empty). Strings
    /// never hold a raw line break in this form, so every one is the writer's.
    private static func indented(_ bytes: [UInt8], by indent: Int) -> [UInt8] {
        guard indent > 0 else { return bytes }
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count + bytes.count / 8)
        for (index, byte) in bytes.enumerated() {
            output.append(byte)
            if byte == 0x0A, index + 1 < bytes.count, bytes[index + 1] != 0x0A {
                output.append(contentsOf: repeatElement(0x20, count: indent))
            }
        }
        return output
    }
}
