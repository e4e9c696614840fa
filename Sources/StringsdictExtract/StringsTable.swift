import FoundationEssentials
import Stringsdict

/// A `.strings` table as genstrings writes it: entries sorted by key, each with its comments.
public struct StringsTable: Hashable, Sendable {
    /// One `"key" = "value";` with the comments of every call that gave it.
    public struct Entry: Hashable, Sendable {
        public var key: String
        public var value: String
        /// Distinct comments, sorted as genstrings sorts them
        /// (`StringsFileWriter.commentPrecedes(_:_:)`); empty means none was given.
        public var comments: [String]
        /// The first call that gave the key; nil for an entry only an existing table holds (`-a`).
        public var location: SourceLocation?

        public init(key: String, value: String, comments: [String], location: SourceLocation?) {
            self.key = key
            self.value = value
            self.comments = comments
            self.location = location
        }
    }

    /// How tables are built from extracted strings.
    public struct Options: Hashable, Sendable {
        /// Number the specifiers of a value with more than one (`%@ and %@` becomes
        /// `%1$@ and %2$@`), as genstrings does unless `-noPositionalParameters`.
        public var positionalParameters: Bool
        /// Report a key used again in one table (genstrings' `-q` turns this off). A key given two
        /// different values is reported either way.
        public var reportsDuplicateKeys: Bool
        /// Tables to leave out (genstrings' `-skipTable`).
        public var skippedTables: Set<String>

        public init(positionalParameters: Bool = true, reportsDuplicateKeys: Bool = true, skippedTables: Set<String> = []) {
            self.positionalParameters = positionalParameters
            self.reportsDuplicateKeys = reportsDuplicateKeys
            self.skippedTables = skippedTables
        }
    }

    /// The table's name: `Localizable` for `Localizable.strings`.
    public var name: String
    /// Sorted by key.
    public private(set) var entries: [Entry]

    public init(name: String, entries: [Entry]) {
        self.name = name
        self.entries = Self.sortedByKey(entries)
    }

    /// A table whose entries are already in ``sortedByKey(_:)``'s order.
    private init(name: String, sortedEntries: [Entry]) {
        self.name = name
        self.entries = sortedEntries
    }

    /// `entries` in the order of their keys, `String`'s `<` (stable).
    ///
    /// Small records are sorted, not the entries: a swap moves 48 plain bytes instead of an entry
    /// (four fields, three of them reference-counted). An all-ASCII key (nearly every key) is
    /// compared on its UTF-8, copied once into one buffer: its first sixteen bytes as two
    /// big-endian words, then the rest. For ASCII that is the order `<` gives (scalar order),
    /// without the `String` comparison's checks at each of the n log n comparisons. A key with
    /// any other byte is compared as a `String` (`<` orders by the NFC form, which bytes do not
    /// show).
    ///
    /// When every key is ASCII the order is total, so a stable sort has one result, and a big
    /// table's halves are sorted on two threads and merged. The entries are then moved into
    /// their places, not copied.
    static func sortedByKey(_ entries: consuming [Entry]) -> [Entry] {
        guard entries.count > 1 else { return entries }
        var bytes: [UInt8] = []
        var records: [KeyRecord] = []
        records.reserveCapacity(entries.count)
        var allASCII = true
        for index in entries.indices {
            let start = bytes.count
            bytes.append(contentsOf: entries[index].key.utf8)
            let record = KeyRecord(index: index, start: start, count: bytes.count - start, bytes: bytes)
            allASCII = allASCII && record.isASCII
            records.append(record)
        }
        if allASCII, records.count >= minimumRecordsPerSortHalf * 2, StringExtractor.cores > 1 {
            let middle = records.count / 2
            let (unsorted, keyBytes) = (records, bytes)
            // Every key is ASCII: the order needs only the bytes, not the entries.
            let halves = StringExtractor.inParallel(2) { half -> [KeyRecord] in
                var part = Array(half == 0 ? unsorted[..<middle] : unsorted[middle...])
                keyBytes.withUnsafeBufferPointer { bytes in part.sort { Self.precedes($0, $1, bytes, []) } }
                return part
            }
            records = bytes.withUnsafeBufferPointer { bytes in Self.merged(halves[0], halves[1]) { Self.precedes($0, $1, bytes, []) } }
        } else {
            bytes.withUnsafeBufferPointer { bytes in records.sort { Self.precedes($0, $1, bytes, entries) } }
        }
        return Self.moved(&entries, to: records.map(\.index))
    }

    /// `entries[order[0]], entries[order[1]], …`, each entry moved, not copied (see
    /// ``Swift/Array/moveOut(at:leaving:_:)``).
    private static func moved(_ entries: inout [Entry], to order: [Int]) -> [Entry] {
        var result: [Entry] = []
        result.reserveCapacity(order.count)
        entries.moveOut(at: order, leaving: Entry(key: "", value: "", comments: [], location: nil)) { result.append($0) }
        return result
    }

    /// Below this many keys, half a table is not worth a thread of its own.
    static let minimumRecordsPerSortHalf = 16_384

    /// Whether `first`'s key comes before `second`'s (``sortedByKey(_:)``'s order).
    private static func precedes(_ first: KeyRecord, _ second: KeyRecord, _ bytes: UnsafeBufferPointer<UInt8>, _ entries: [Entry]) -> Bool {
        guard first.isASCII, second.isASCII else { return entries[first.index].key < entries[second.index].key }
        return asciiPrecedes(first, bytes, second, bytes)
    }

    /// ``precedes(_:_:_:_:)`` for two ASCII keys, each with the bytes its record points into.
    private static func asciiPrecedes(_ first: KeyRecord, _ firstBytes: UnsafeBufferPointer<UInt8>,
                                      _ second: KeyRecord, _ secondBytes: UnsafeBufferPointer<UInt8>) -> Bool {
        if first.high != second.high { return first.high < second.high }
        if first.low != second.low { return first.low < second.low }
        // The first sixteen bytes are the same (a shorter key's missing bytes read as 0, and
        // then the counts decide).
        let common = min(first.count, second.count)
        if common > 16 {
            for offset in 16..<common {
                let a = firstBytes[first.start + offset], b = secondBytes[second.start + offset]
                if a != b { return a < b }
            }
        }
        return first.count < second.count
    }

    /// Two sorted runs as one, stable (on a tie, the first run's record first).
    private static func merged(_ first: [KeyRecord], _ second: [KeyRecord], by precedes: (KeyRecord, KeyRecord) -> Bool) -> [KeyRecord] {
        var result: [KeyRecord] = []
        result.reserveCapacity(first.count + second.count)
        var i = 0
        var j = 0
        while i < first.count && j < second.count {
            if precedes(second[j], first[i]) {
                result.append(second[j])
                j += 1
            } else {
                result.append(first[i])
                i += 1
            }
        }
        result.append(contentsOf: first[i...])
        result.append(contentsOf: second[j...])
        return result
    }

    /// A key as ``sortedByKey(_:)`` compares it: where its UTF-8 is, its first sixteen bytes as
    /// two big-endian words (zero past its end), and whether it is all ASCII.
    private struct KeyRecord: Sendable {
        let high: UInt64
        let low: UInt64
        let index: Int
        let start: Int
        let count: Int
        let isASCII: Bool

        init(index: Int, start: Int, count: Int, bytes: [UInt8]) {
            var high: UInt64 = 0, low: UInt64 = 0, any: UInt8 = 0
            for offset in 0..<16 {
                let byte = offset < count ? bytes[start + offset] : 0
                any |= byte
                if offset < 8 { high = high << 8 | UInt64(byte) } else { low = low << 8 | UInt64(byte) }
            }
            var ascii = any < 0x80
            if ascii, count > 16 {
                for offset in 16..<count where bytes[start + offset] >= 0x80 {
                    ascii = false
                    break
                }
            }
            (self.high, self.low, self.index, self.start, self.count, self.isASCII) = (high, low, index, start, count, ascii)
        }
    }

    /// The comment genstrings writes for an entry without one.
    public static let missingComment = StringsFileWriter.missingComment

    /// The tables the strings make, sorted by name, and the warnings about duplicate keys.
    ///
    /// The same key twice in one table is one entry whose comments are every distinct comment, and
    /// a warning naming the key (unless ``Options/reportsDuplicateKeys`` is off); with a different
    /// value the first value is kept and a warning is always given. The same key in two tables is
    /// two entries and no warning.
    ///
    /// Many strings are shared out by a hash of their key among the machine's cores: a key's
    /// calls all land in one share, in order, so each share's entries and warnings are the ones
    /// the whole would give them. The shares' entries are put back in the order of their first
    /// calls and their warnings in the order of the strings, so what is sorted is exactly what
    /// one share would sort (`String`'s `<` is not a total order on keys in mixed
    /// normalization, `"a\u{301}.86"` and `"á.869"`, so the order sorted from matters there).
    public static func tables(from strings: [ExtractedString], options: Options = Options()) -> (tables: [StringsTable], warnings: [ExtractionWarning]) {
        let shares = strings.count < minimumStringsPerShare * 2
            ? 1 : min(StringExtractor.cores, 8, strings.count / minimumStringsPerShare)
        return tables(from: strings, options: options, shares: shares)
    }

    /// Below this many strings a share is not worth a thread.
    static let minimumStringsPerShare = 25_000

    /// ``tables(from:options:)`` in `shares` shares (one per thread, or one after the other
    /// when `onThreads` is false, for the fuzzer), whatever the count.
    static func tables(from strings: [ExtractedString], options: Options, shares: Int, onThreads: Bool = true) -> (tables: [StringsTable], warnings: [ExtractionWarning]) {
        let shares = max(1, shares)
        guard shares > 1 else {
            let built = build(strings, options: options, share: 0, of: 1, owners: [])
            let tables = built.entries.keys.sorted().map { name in StringsTable(name: name, entries: built.entries[name] ?? []) }
            return (tables, built.warnings.map(\.warning))
        }
        // Each string's share, each thread hashing its own part of the strings.
        let part = (strings.count + shares - 1) / shares
        let owners = StringExtractor.inParallel(shares, onThreads: onThreads) { index -> [UInt8] in
            strings.withUnsafeBufferPointer { buffer in
                guard let strings = buffer.baseAddress else { return [] }
                return (min(index * part, buffer.count)..<min((index + 1) * part, buffer.count)).map { UInt8(share(of: strings[$0].key, shares)) }
            }
        }.flatMap { $0 }
        var built = StringExtractor.inParallel(shares, onThreads: onThreads) { share in build(strings, options: options, share: share, of: shares, owners: owners) }
        var names = Set<String>()
        for share in built { names.formUnion(share.entries.keys) }
        // The entries taken out of the shares, so that each array has one reference (and
        // its entries can be moved, not copied).
        var shareEntries: [[String: [Entry]]] = []
        for share in built.indices {
            shareEntries.append(built[share].entries)
            built[share].entries = [:]
        }
        let tables = names.sorted().map { name in
            // Taken out of the shares, so that each is the one reference to its array.
            var runs: [[Entry]] = []
            var firstCalls: [[Int]] = []
            var keys: [SortedKeys] = []
            for share in shareEntries.indices {
                guard let entries = shareEntries[share].removeValue(forKey: name) else { continue }
                runs.append(entries)
                firstCalls.append(built[share].firstCalls[name] ?? [])
                if let sorted = built[share].sortedKeys.removeValue(forKey: name) { keys.append(sorted) }
            }
            // Every key ASCII: the shares' sorted keys merged. Otherwise the entries in the
            // order of their first calls, sorted as one share sorts them.
            guard keys.count == runs.count else { return StringsTable(name: name, entries: inFirstCallOrder(&runs, firstCalls)) }
            return StringsTable(name: name, sortedEntries: mergedByKey(&runs, keys))
        }
        var warnings = built.flatMap(\.warnings)
        warnings.sort { $0.index < $1.index }
        return (tables, warnings.map(\.warning))
    }

    /// One share's tables (entries in the order of their first calls) and warnings, each with
    /// the position of the string it is about.
    private struct Share: Sendable {
        var entries: [String: [Entry]] = [:]
        /// For each table, the position of each entry's first string.
        var firstCalls: [String: [Int]] = [:]
        /// For each table whose keys are all ASCII, its keys' records in key order.
        var sortedKeys: [String: SortedKeys] = [:]
        var warnings: [(index: Int, warning: ExtractionWarning)] = []
    }

    /// One share's keys of a table in key order: their records, and the UTF-8 they point into.
    private struct SortedKeys: Sendable {
        var records: [KeyRecord]
        var bytes: [UInt8]
    }

    /// The records of `entries`' keys sorted in ``sortedByKey(_:)``'s order, or nil when a key
    /// is not ASCII (then the order depends on `String`'s comparison, and on the order sorted from).
    private static func sortedASCIIKeys(_ entries: [Entry]) -> SortedKeys? {
        var bytes: [UInt8] = []
        var records: [KeyRecord] = []
        records.reserveCapacity(entries.count)
        let allASCII = entries.withUnsafeBufferPointer { buffer -> Bool in
            guard let entries = buffer.baseAddress else { return true }
            for index in buffer.indices {
                let start = bytes.count
                bytes.append(contentsOf: entries[index].key.utf8)
                let record = KeyRecord(index: index, start: start, count: bytes.count - start, bytes: bytes)
                guard record.isASCII else { return false }
                records.append(record)
            }
            return true
        }
        guard allASCII else { return nil }
        bytes.withUnsafeBufferPointer { bytes in records.sort { Self.asciiPrecedes($0, bytes, $1, bytes) } }
        return SortedKeys(records: records, bytes: bytes)
    }

    /// The entries of several shares' runs in key order, every key ASCII: the shares' sorted
    /// records merged, then each entry moved once into its place. Keys of one table are distinct,
    /// and on ASCII `String`'s `<` is a total order, so this is the order ``sortedByKey(_:)``
    /// gives whatever order it sorts from.
    private static func mergedByKey(_ runs: inout [[Entry]], _ keys: [SortedKeys]) -> [Entry] {
        var offsets: [Int] = []
        var all: [Entry] = []
        all.reserveCapacity(runs.reduce(0) { $0 + $1.count })
        let empty = Entry(key: "", value: "", comments: [], location: nil)
        for run in runs.indices {
            offsets.append(all.count)
            runs[run].moveOut(at: runs[run].indices, leaving: empty) { all.append($0) }
        }
        var order: [Int] = []
        order.reserveCapacity(all.count)
        var heads = [Int](repeating: 0, count: keys.count)
        while true {
            var best = -1
            for run in keys.indices where heads[run] < keys[run].records.count {
                guard best >= 0 else { best = run; continue }
                let precedes = keys[run].bytes.withUnsafeBufferPointer { candidate in
                    keys[best].bytes.withUnsafeBufferPointer { current in
                        Self.asciiPrecedes(keys[run].records[heads[run]], candidate, keys[best].records[heads[best]], current)
                    }
                }
                if precedes { best = run }
            }
            guard best >= 0 else { break }
            order.append(offsets[best] + keys[best].records[heads[best]].index)
            heads[best] += 1
        }
        guard order.count == all.count else { return sortedByKey(all) }
        return moved(&all, to: order)
    }

    /// Which of `shares` shares a key belongs to: by `String`'s own hash, so that keys equal as
    /// strings (`"é"` composed or not, the Kelvin sign and `K`) always share, as they share an
    /// entry.
    private static func share(of key: String, _ shares: Int) -> Int {
        Int(UInt(bitPattern: key.hashValue) % UInt(shares))
    }

    /// The entries and warnings of the strings whose key is in `share` of `shares` (`owners`
    /// holds each string's share; every string is in the one share when `shares` is 1).
    private static func build(_ strings: [ExtractedString], options: Options, share: Int, of shares: Int, owners: [UInt8]) -> Share {
        var builders: [TableBuilder] = []
        var builderByTable: [String: Int] = [:]
        var names: [String] = []
        // Each table's index sized once for its calls (counted with the table of the call
        // before, which is nearly always the same), so it never grows by rehashing.
        var calls: [String: Int] = [:]
        var previous: (table: String, count: Int)?
        // Each string's table read through the pointer: iterating the array copies every
        // string whole, retaining `String`s that every thread shares.
        strings.withUnsafeBufferPointer { buffer in
            guard let strings = buffer.baseAddress else { return }
            for index in buffer.indices {
                if let last = previous, last.table == strings[index].table {
                    previous = (last.table, last.count + 1)
                } else {
                    if let last = previous { calls[last.table, default: 0] += last.count }
                    previous = (strings[index].table, 1)
                }
            }
        }
        if let last = previous { calls[last.table, default: 0] += last.count }
        for (table, count) in calls.sorted(by: { $0.key < $1.key }) where !options.skippedTables.contains(table) {
            builderByTable[table] = builders.count
            builders.append(TableBuilder(expectedKeys: count / shares + count / (shares * 8)))
            names.append(table)
        }
        var result = Share()
        // Numbered formats (see ``tableValue(of:options:numbered:)``).
        var numbered = NumberedFormats()
        // The table of the string before, and its builder: the next string nearly always has it.
        var last: (table: String, builder: Int)?
        // The file name of the string before (its representation's bits), and the same name as
        // this share's own `String`, which its entries hold: entries holding the name the
        // strings share would have every share's thread counting references on that one object,
        // slowing each other down.
        var fileNames: (bits: FileNameBits, own: String)?
        // The strings are read in place, not copied: a copy retains the string's `String`s, and
        // threads reading the same strings would count references on the same objects.
        strings.withUnsafeBufferPointer { buffer in
            // Through the pointer's addressor: a buffer's subscript returns a copy of the whole
            // string (six retains and releases, on objects the other threads touch too).
            guard let strings = buffer.baseAddress else { return }
            for index in buffer.indices {
                if shares > 1, index < owners.count, Int(owners[index]) != share { continue }
                let table = strings[index].table
                let builder: Int
                if let known = last, known.table == table {
                    builder = known.builder
                } else if let found = builderByTable[table] {
                    builder = found
                    last = (table, found)
                } else {
                    continue // a skipped table
                }
                let value = Self.tableValue(of: strings + index, options: options, numbered: &numbered)
                // The name is recognized by its representation's bits, read in place: comparing
                // the `String`s would count references on the shared one too.
                let bits = Self.representation(ofFileOf: strings + index)
                let file: String
                if let names = fileNames, bits != (0, 0), names.bits == bits {
                    file = names.own
                } else if let names = fileNames, names.own == strings[index].location.file {
                    // The same name in another object (each segment of a long file has its own).
                    file = names.own
                    fileNames = (bits, file)
                } else {
                    file = String(decoding: Array(strings[index].location.file.utf8), as: UTF8.self)
                    fileNames = (bits, file)
                }
                let before = builders[builder].entries.count
                if let warning = builders[builder].add(strings + index, value: value, file: file, options: options) {
                    result.warnings.append((index, warning))
                }
                if shares > 1, builders[builder].entries.count > before { builders[builder].firstCalls.append(index) }
            }
        }
        // Each builder's entries are moved out of the list, not copied: a copy left behind would
        // make the next change to the table copy every entry.
        for (position, name) in names.enumerated() {
            var builder = TableBuilder()
            swap(&builder, &builders[position])
            builder.sortMergedComments()
            // Shared out, a table's keys are sorted here, on the share's thread.
            if shares > 1, let keys = Self.sortedASCIIKeys(builder.entries) { result.sortedKeys[name] = keys }
            result.entries[name] = builder.entries
            result.firstCalls[name] = builder.firstCalls
        }
        return result
    }

    /// A `String`'s representation, two words: equal bits are the same string (the same object,
    /// or the same small string); different bits may still spell the same name.
    private typealias FileNameBits = (UInt64, UInt64)

    /// Where an ``ExtractedString`` holds its file name, if its layout says.
    private static let fileNameOffset = MemoryLayout<ExtractedString>.offset(of: \ExtractedString.location.file)

    /// The bits of `string`'s file name, read without a copy of the `String` (no reference
    /// counted); zeros, which no `String` is, when the layout does not say where the name is.
    private static func representation(ofFileOf string: UnsafePointer<ExtractedString>) -> FileNameBits {
        guard let offset = fileNameOffset, MemoryLayout<String>.size == 16 else { return (0, 0) }
        let raw = UnsafeRawPointer(string) + offset
        return (raw.loadUnaligned(as: UInt64.self), raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self))
    }

    /// The value a string gives its table: the default value or the key, its specifiers
    /// numbered when there are several (``positional(_:)``). A format used by many calls is
    /// numbered once (``NumberedFormats``).
    private static func tableValue(of string: UnsafePointer<ExtractedString>, options: Options, numbered: inout NumberedFormats) -> String {
        let effective = string.pointee.value ?? string.pointee.key
        guard options.positionalParameters, effective.utf8.contains(UInt8(ascii: "%")) else { return effective }
        return numbered.value(of: effective)
    }

    /// Formats numbered so far: the last one (a format used again is most often the one before:
    /// a comparison, no hash) and, bounded, the others (where every value is distinct, hashing
    /// them all would cost more than numbering them).
    private struct NumberedFormats {
        private var last: (format: String, numbered: String)?
        private var known: [String: String] = [:]

        /// ``positional(_:)`` of `format`.
        mutating func value(of format: String) -> String {
            if let last, last.format == format { return last.numbered }
            let value: String
            if let found = known[format] {
                value = found
            } else {
                value = positional(format)
                if known.count < 1_024 { known[format] = value }
            }
            last = (format, value)
            return value
        }
    }

    /// The entries of several shares (`runs`, moved out) in the order of their first calls
    /// (`firstCalls`, ascending in each run).
    private static func inFirstCallOrder(_ runs: inout [[Entry]], _ firstCalls: [[Int]]) -> [Entry] {
        guard runs.count > 1 else { return runs.first ?? [] }
        // The runs one after the other, then a merge of their first calls: for each place, the
        // index of its entry in `all`.
        let empty = Entry(key: "", value: "", comments: [], location: nil)
        var all: [Entry] = []
        all.reserveCapacity(runs.reduce(0) { $0 + $1.count })
        var offsets: [Int] = []
        for run in runs.indices {
            offsets.append(all.count)
            let positions = runs[run].indices
            runs[run].moveOut(at: positions, leaving: empty) { all.append($0) }
        }
        var order: [Int] = []
        order.reserveCapacity(all.count)
        var positions = [Int](repeating: 0, count: runs.count)
        while true {
            var best = -1
            for run in runs.indices where positions[run] < min(runs[run].count, firstCalls[run].count) {
                if best < 0 || firstCalls[run][positions[run]] < firstCalls[best][positions[best]] { best = run }
            }
            guard best >= 0 else { break }
            order.append(offsets[best] + positions[best])
            positions[best] += 1
        }
        guard order.count == all.count else { return all }
        return moved(&all, to: order)
    }

    /// One table's entries while ``tables(from:options:)`` collects them: each key found once
    /// through a hash, its comments kept distinct through a set (linear in the calls, however
    /// often a key repeats).
    private struct TableBuilder {
        var entries: [Entry] = []
        /// The position among all strings of each entry's first string (kept only when shared).
        var firstCalls: [Int] = []
        var indexByKey: [String: Int] = [:]
        var commentSets: [Int: Set<String>] = [:]
        /// The entries given more than one comment, whose comments are sorted when the table is done.
        var merged: [Int] = []

        init(expectedKeys: Int = 0) {
            entries.reserveCapacity(expectedKeys)
            indexByKey.reserveCapacity(expectedKeys)
        }

        /// Adds one call's string; returns the warning it deserves, if any.
        ///
        /// The string is read through a pointer, field by field: passed by value, the whole
        /// string was copied for the call and destroyed after it (a retain and a release of each
        /// of its `String`s, some shared by every string of a file and so by the threads). A new
        /// entry's location names `file` (the string's file, as the share's own `String`).
        mutating func add(_ pointer: UnsafePointer<ExtractedString>, value: String, file: String, options: Options) -> ExtractionWarning? {
            // One hash of the key: the slot is found, or made holding the next position.
            let next = entries.count
            let index = Self.slot(&indexByKey[pointer.pointee.key, default: next])
            guard index != next else {
                let location = SourceLocation(file: file, line: pointer.pointee.location.line, column: pointer.pointee.location.column)
                entries.append(Entry(key: pointer.pointee.key, value: value, comments: pointer.pointee.comment.map { [$0] } ?? [], location: location))
                return nil
            }
            let comment = pointer.pointee.comment
            let isNewComment = comment.map { recordsNewComment($0, at: index) } ?? false
            var warning: ExtractionWarning?
            let conflicting = entries[index].value != value
            if conflicting || options.reportsDuplicateKeys {
                // Only for a warning: the whole string is copied, and the text made.
                let string = pointer.pointee
                let first = entries[index].location.map { " (first at \($0))" } ?? ""
                if conflicting {
                    warning = ExtractionWarning(location: string.location, message: "key \(quoted(string.key)) in table \(string.table) is given the value \(quoted(value)) here but \(quoted(entries[index].value)) before\(first); the first value is kept", rule: "extract-conflicting-value")
                } else {
                    let merged = comment == nil || !isNewComment ? "" : "; its comments are merged"
                    warning = ExtractionWarning(location: string.location, message: "key \(quoted(string.key)) is used again in table \(string.table)\(first)\(merged)", rule: "extract-duplicate-key")
                }
            }
            if let comment, isNewComment {
                entries[index].comments.append(comment)
                if entries[index].comments.count == 2 { merged.append(index) }
            }
            return warning
        }

        private static func slot(_ value: inout Int) -> Int { value }

        /// Sorts the comments of every entry that has several, as genstrings writes them (its
        /// tables and Xcode's exports list a key's comments in order, whichever call came first:
        /// `Title for slf topic`, `Title of slf topic`, `Title of the slf topic`).
        mutating func sortMergedComments() {
            for index in merged { entries[index].comments.sort(by: StringsFileWriter.commentPrecedes) }
        }

        /// Whether `comment` is new to the entry at `index`: a scan while it has few comments,
        /// then a set of them, which takes the comment here (one hash, for the check and the
        /// insertion both).
        private mutating func recordsNewComment(_ comment: String, at index: Int) -> Bool {
            guard entries[index].comments.count >= 8 else { return !entries[index].comments.contains(comment) }
            return commentSets[index, default: Set(entries[index].comments)].insert(comment).inserted
        }
    }

    /// Adds the entries of an existing table (genstrings' `-a`, "append to the existing
    /// files"): their values are kept (they may be translated), and an extracted key they
    /// already hold is not added again. The comments come from the sources, as genstrings takes
    /// them: the comment in the code is the current one; a key whose calls give no comment keeps
    /// the table's.
    public mutating func keepEntries(of existing: StringsFile) {
        var byKey: [String: Entry] = [:]
        for entry in entries { byKey[entry.key] = entry }
        for entry in existing.entries {
            let extracted = byKey[entry.key]
            let comments = extracted.map(\.comments).flatMap { $0.isEmpty ? nil : $0 } ?? (entry.comment.map { [$0] } ?? [])
            byKey[entry.key] = Entry(key: entry.key, value: entry.value, comments: comments, location: extracted?.location)
        }
        entries = Self.sortedByKey(Array(byKey.values))
    }

    /// The table's text: for each entry `/* comment */`, `"key" = "value";` and a blank line.
    /// Several comments are one comment, a line each; `*/` inside a comment is written `* /`.
    public var text: String {
        String(decoding: utf8Text(), as: UTF8.self)
    }

    /// The file's bytes: ``text`` in UTF-16 with a byte order mark, little-endian unless `bigEndian`.
    public func bytes(bigEndian: Bool = false) -> [UInt8] {
        utf8Text().withUnsafeBufferPointer { StringsFileWriter.utf16Bytes(utf8: $0, bigEndian: bigEndian, byteOrderMark: true) }
    }

    /// ``text`` as UTF-8 bytes, assembled without a string (a table can be tens of megabytes).
    private func utf8Text() -> [UInt8] {
        var size = 0
        for entry in entries {
            size += entry.key.utf8.count + entry.value.utf8.count + 16
            for comment in entry.comments { size += comment.utf8.count + 4 }
            if entry.comments.isEmpty { size += Self.missingComment.utf8.count }
        }
        var output: [UInt8] = []
        output.reserveCapacity(size + size / 16)
        entries.withUnsafeBufferPointer { buffer in
            guard let entries = buffer.baseAddress else { return }
            for index in buffer.indices { Self.append(entries + index, to: &output) }
        }
        return output
    }

    /// ``text`` as UTF-8 in pieces of about `pieceSize` bytes, each ending with an entry (so each
    /// is whole UTF-8), handed to `body` one after the other in one reused buffer. The last piece
    /// is always handed over, even empty (a table without entries is one empty piece).
    private func forEachPiece(of pieceSize: Int, _ body: (UnsafeBufferPointer<UInt8>) throws(StringsdictError) -> Void) throws(StringsdictError) {
        var output: [UInt8] = []
        output.reserveCapacity(pieceSize + pieceSize / 4)
        try entries.withUnsafeBufferPointer { (buffer) throws(StringsdictError) in
            guard let entries = buffer.baseAddress else { return }
            for index in buffer.indices {
                Self.append(entries + index, to: &output)
                if output.count >= pieceSize {
                    try output.withUnsafeBufferPointer { (piece) throws(StringsdictError) in try body(piece) }
                    output.removeAll(keepingCapacity: true)
                }
            }
        }
        try output.withUnsafeBufferPointer { (piece) throws(StringsdictError) in try body(piece) }
    }

    /// Appends one entry's text: `/* comment */`, `"key" = "value";` and a blank line.
    private static func append(_ entry: UnsafePointer<Entry>, to output: inout [UInt8]) {
        output.append(contentsOf: "/* ".utf8)
        if entry.pointee.comments.isEmpty {
            output.append(contentsOf: missingComment.utf8)
        } else {
            for (index, comment) in entry.pointee.comments.enumerated() {
                if index > 0 { output.append(contentsOf: "\n   ".utf8) }
                appendComment(comment, to: &output)
            }
        }
        output.append(contentsOf: " */\n\"".utf8)
        StringsFileWriter.appendEscaped(entry.pointee.key, to: &output)
        output.append(contentsOf: "\" = \"".utf8)
        StringsFileWriter.appendEscaped(entry.pointee.value, to: &output)
        output.append(contentsOf: "\";\n\n".utf8)
    }

    /// A comment's bytes, with each `*/` written `* /` so that it cannot end the comment.
    private static func appendComment(_ comment: String, to output: inout [UInt8]) {
        comment.withUTF8Bytes { appendComment(bytes: $0, to: &output) }
    }

    private static func appendComment(bytes: UnsafeBufferPointer<UInt8>, to output: inout [UInt8]) {
        var run = 0
        var index = 0
        while index + 1 < bytes.count {
            if bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/") {
                output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[run...index]))
                output.append(UInt8(ascii: " "))
                run = index + 1
            }
            index += 1
        }
        output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[run...]))
    }

    /// The path ``write(to:bigEndian:)`` writes, `folder/NAME.strings`, checked against the
    /// output-path policy (``OutputPath``): the name must be a plain file name and the path
    /// must stay in `folder`. A bad name is reported at the first call that gave it.
    ///
    /// - Throws: ``StringsdictError`` with code ``OutputPath/unsafeNameCode`` or ``OutputPath/outsideFolderCode``.
    public func outputPath(in folder: String) throws(StringsdictError) -> String {
        do {
            try OutputPath.checkTable(name, at: nil)
            return try OutputPath.join([name + ".strings"], under: folder)
        } catch {
            // The first call is looked for only for the error (a big table has 100,000s of calls).
            let first = entries.compactMap(\.location).min()
            try OutputPath.checkTable(name, at: first)
            return try OutputPath.join([name + ".strings"], under: folder, at: first)
        }
    }

    /// Writes `NAME.strings` into `folder` atomically (a temporary file in the folder, then a rename).
    ///
    /// - Returns: the path written.
    /// - Throws: `.io` naming the path when the folder is missing or not writable; the errors
    ///   of ``outputPath(in:)`` when the name cannot be a file in `folder`.
    @discardableResult
    public func write(to folder: String, bigEndian: Bool = false) throws(StringsdictError) -> String {
        let path = try outputPath(in: folder)
        // ``bytes(bigEndian:)``, written a piece at a time: a big table's UTF-8 and UTF-16 (tens
        // of megabytes each) are never whole in memory.
        try AtomicFile.write(to: path) { (output: inout AtomicFile.Output) throws(StringsdictError) in
            let workers = min(StringExtractor.cores, 8)
            if workers > 1, entries.count >= Self.entriesPerPiece * 4 {
                try writePieces(to: &output, bigEndian: bigEndian, workers: workers)
                return
            }
            var first = true
            try forEachPiece(of: 1 << 18) { (piece) throws(StringsdictError) in
                let utf16 = StringsFileWriter.utf16Bytes(utf8: piece, bigEndian: bigEndian, byteOrderMark: first)
                first = false
                try utf16.withUnsafeBufferPointer { (bytes) throws(StringsdictError) in try output.write(UnsafeRawBufferPointer(bytes)) }
            }
        }
        return path
    }

    /// A piece of a big table's file, in entries (about 100 KB of text for most tables).
    static let entriesPerPiece = 2_048

    /// The file's bytes (``bytes(bigEndian:)``) written a round of `workers` pieces at a time,
    /// each piece's text and UTF-16 made on its own thread, the pieces written in order: the
    /// same bytes as one piece after another, with memory for one round.
    private func writePieces(to output: inout AtomicFile.Output, bigEndian: Bool, workers: Int) throws(StringsdictError) {
        let pieces = (entries.count + Self.entriesPerPiece - 1) / Self.entriesPerPiece
        var next = 0
        while next < pieces {
            let round = next
            let made = StringExtractor.inParallel(min(workers, pieces - round)) { offset -> [UInt8] in
                let piece = round + offset
                let range = piece * Self.entriesPerPiece..<min((piece + 1) * Self.entriesPerPiece, entries.count)
                var text: [UInt8] = []
                // Through the buffer's pointer, field by field: an entry passed whole is copied (a
                // retain and a release of each of its strings, the file name among them, which
                // every entry of a source shares and so the threads count on together).
                entries.withUnsafeBufferPointer { buffer in
                    guard let entries = buffer.baseAddress else { return }
                    for index in range { Self.append(entries + index, to: &text) }
                }
                return text.withUnsafeBufferPointer {
                    StringsFileWriter.utf16Bytes(utf8: $0, bigEndian: bigEndian, byteOrderMark: piece == 0)
                }
            }
            for piece in made {
                try piece.withUnsafeBufferPointer { (bytes) throws(StringsdictError) in try output.write(UnsafeRawBufferPointer(bytes)) }
            }
            next += made.count
        }
    }

    // MARK: text

    /// A key or value as a `.strings` literal's content (the library's one `.strings` escaper).
    static func escaped(_ text: String) -> String { StringsFileWriter.escaped(text) }

    static func quoted(_ text: String) -> String { "\"\(escaped(text))\"" }

    /// `value` with its specifiers numbered when it has more than one and none is numbered yet;
    /// unchanged when it is not a valid format, or uses `*` widths.
    public static func positional(_ value: String) -> String {
        // Two specifiers need two `%`s: most values are settled without parsing.
        var percents = 0
        for byte in value.utf8 where byte == UInt8(ascii: "%") { percents += 1 }
        guard percents > 1 else { return value }
        return FormatString.numberingSpecifiers(value) ?? value
    }
}
