import Synchronization

/// The plain-string messages of a table loaded straight from a file's bytes, kept as bytes: the
/// file's UTF-8 text (transcoded once if it was UTF-16), byte ranges into it for each key and
/// value, and an open-addressing index over the keys. No `String`, message or dictionary node
/// is made per key when loading, nor when looking a key up (a ``LocalizedMessage`` names its
/// table and entry); a value's format is compiled when first rendered, into one ``PlainFormat``
/// whose literals are ranges of the text, and kept.
///
/// Memory per key is 12 bytes of ranges, about 5 of index and, once rendered, 8 of cache plus
/// its ``PlainFormat`` (about 80 bytes for a value with one `%d`), on top of the text: a 60 MB
/// `.strings` file of 2.5 M keys loads in under twice its size (see Benchmarks/README.md).
///
/// A large `.stringsdict` keeps its plural entries here too, each as its key and its dictionary's
/// place in the file (see ``Builder/appendPlural(key:object:)``): the entry is read and compiled
/// on first lookup (``StringsdictLoader/lazyEntry(key:object:keyOffset:document:)``) and its
/// message kept in the same cache, so such a table also loads in about its file's size.
///
/// Keys compare as Swift strings do: ASCII keys (nearly all) by their bytes in the index, and
/// the rare non-ASCII key in a `[String: UInt32]` beside it, so canonically equivalent spellings
/// (`é` precomposed or not) are one key, as in a `[String: LocalizedMessage]`. The one
/// difference: an ASCII key and a non-ASCII key canonically equal to it (`K` and U+212A KELVIN
/// SIGN, `;` and U+037E) stay two keys, as they do in CoreFoundation's dictionaries. A key
/// written twice keeps its last value (see <doc:RenderingMessages>).
///
/// Sendable: everything is immutable after `init` except the cache of compiled formats, whose
/// slots are written once each with an atomic compare-and-exchange (a render that loses the race
/// uses the winner's format) and freed in `deinit`.
///
/// Fast path: must agree with a table read by ``StringsFileReader`` (keys, values, lines, errors).
/// Held equal by `Tests/StringsdictTests/CompactStringTableTests.swift`.
final class CompactStringTable: @unchecked Sendable {
    /// The file's text as UTF-8 (ranges below `text.count` point into it).
    let text: [UInt8]
    /// Decoded keys and values (those with escapes or entity references): a range at
    /// `text.count + n` points to `extra[n...]`.
    let extra: [UInt8]
    /// Per entry three words: key start, value start, and the two lengths (key in the high 16
    /// bits, value in the low 16); `UInt32.max` there means the lengths are in ``longLengths``.
    /// A plural entry's value is its dictionary's object number and its value length
    /// ``Builder/pluralMark`` (`UInt32.max` in ``longLengths``).
    private let entries: [UInt32]
    private let longLengths: [UInt32: (key: UInt32, value: UInt32)]
    /// The offset of each value's location in `text` where ``SourceRule`` does not give it.
    private let sourceOffsets: [UInt32: UInt32]
    private let rule: SourceRule
    /// The index: per slot 0 (empty) or entry + 1 in the bits of ``entryMask``, and above them
    /// as many high bits of the key's hash as are left (22 for a thousand entries, 12 for a
    /// million), which rule out nearly every other key without reading it. One word a slot, so
    /// a lookup in a table too large for the caches misses once there, not twice.
    private let slots: [UInt32]
    private let entryMask: UInt32
    /// Keys holding non-ASCII characters, by Swift string equality.
    private let nonASCII: [String: UInt32]
    /// How many distinct keys the table holds.
    let count: Int
    /// Whether some entry is a plural entry read lazily.
    private let hasPlural: Bool
    /// Where locations are worked out from (the text's lines are counted on first use).
    let document: StringsdictDocument

    /// How a value's location follows from its range when the value was not decoded.
    enum SourceRule: Sendable {
        /// `.strings`: the opening quote before a quoted value, else the bare word's start.
        case strings
        /// `.stringsdict`: the `<string>` tag, eight bytes before the text.
        case stringsdict
        /// A binary plist's string object: an ASCII value lies in the file (the table's text)
        /// right after its object's marker and length, written the shortest way; a UTF-16 value,
        /// transcoded into ``extra``, follows a record of its object's offset there (see
        /// ``Builder/appendBinaryRecord(objectOffset:)``).
        case binary
    }

    /// Formats compiled so far, in chunks of 256 slots allocated on first use: each slot holds a
    /// retained ``PlainFormat`` (a plural entry's: a retained ``CompiledPlural``) or 0, each
    /// chunk pointer a chunk (or 0); both written once.
    private let chunks: UnsafeMutablePointer<Atomic<UInt>>
    private let chunkCount: Int
    private static let chunkShift = 8

    fileprivate init(builder: Builder, text: [UInt8], document: StringsdictDocument) {
        self.text = text
        extra = builder.extra
        entries = builder.entries
        longLengths = builder.longLengths
        sourceOffsets = builder.sourceOffsets
        rule = builder.rule
        hasPlural = builder.hasPlural
        self.document = document
        // The index, sized for a load of at most 3/4; the last write of a key wins.
        let entryCount = builder.entries.count / 3
        let capacity = max(8, entryCount + entryCount / 3 + 1)
        var slots = [UInt32](repeating: 0, count: capacity)
        let entryBits = max(1, UInt32.bitWidth - UInt32(truncatingIfNeeded: entryCount).leadingZeroBitCount)
        let entryMask: UInt32 = entryBits >= 32 ? .max : (1 << entryBits) - 1
        var nonASCII: [String: UInt32] = [:]
        var asciiCount = 0
        text.withUnsafeBufferPointer { text in
            builder.extra.withUnsafeBufferPointer { extra in
                let entries = builder.entries
                let longLengths = builder.longLengths
                func key(_ entry: Int) -> UnsafeBufferPointer<UInt8> {
                    Self.bytes(start: entries[3 * entry], count: Self.lengths(entry, entries, longLengths).key, text, extra)
                }
                let excluded = builder.excluded
                // Puts `entry` (whose key hashes to `hash`) in the index; a later entry with the
                // same key takes the earlier one's slot.
                func insert(_ entry: Int, _ hash: UInt64) {
                    let tag = Self.tag(hash, entryMask)
                    var slot = Self.home(hash, capacity)
                    while slots[slot] != 0 {
                        let stored = slots[slot]
                        if stored & ~entryMask == tag, SWAR.equal(key(Int(stored & entryMask) - 1), key(entry)) { break }
                        slot = slot + 1 == capacity ? 0 : slot + 1
                    }
                    if slots[slot] == 0 { asciiCount += 1 }
                    slots[slot] = tag | UInt32(entry + 1)
                }
                // Whether `entry` goes in the index (else it is excluded, or non-ASCII and put in
                // `nonASCII` here).
                func isIndexed(_ entry: Int) -> Bool {
                    if !excluded.isEmpty, excluded.contains(UInt32(entry)) { return false }
                    let bytes = key(entry)
                    guard SWAR.isASCII(bytes) else {
                        nonASCII[UnicodeText.string(validUTF8: bytes)] = UInt32(entry)
                        return false
                    }
                    return true
                }
                guard capacity > Self.batchedIndexSlots else {
                    for entry in 0..<entryCount where isIndexed(entry) { insert(entry, Self.hash(key(entry))) }
                    return
                }
                // An index bigger than the caches is filled in batches, each batch's entries in
                // the order of their home slots (a stable counting sort on the home's top bits),
                // so the slots are swept in address order instead of missing the cache once an
                // entry. Entries with one key share a home, so their order, and the last write's
                // win, is kept.
                let batchSize = Self.indexBatch
                var hashes = [UInt64](repeating: 0, count: batchSize), members = [UInt32](repeating: 0, count: batchSize)
                var sorted = [UInt32](repeating: 0, count: batchSize)
                var bucketStarts = [Int](repeating: 0, count: Self.bucketCount + 1)
                var batchStart = 0
                while batchStart < entryCount {
                    let batchEnd = min(entryCount, batchStart + batchSize)
                    var memberCount = 0
                    for index in bucketStarts.indices { bucketStarts[index] = 0 }
                    for entry in batchStart..<batchEnd where isIndexed(entry) {
                        let hash = Self.hash(key(entry))
                        hashes[memberCount] = hash
                        members[memberCount] = UInt32(entry)
                        bucketStarts[Self.bucket(hash) + 1] += 1
                        memberCount += 1
                    }
                    for index in 1..<bucketStarts.count { bucketStarts[index] += bucketStarts[index - 1] }
                    for member in 0..<memberCount {
                        let bucket = Self.bucket(hashes[member])
                        sorted[bucketStarts[bucket]] = UInt32(member)
                        bucketStarts[bucket] += 1
                    }
                    for position in 0..<memberCount {
                        let member = Int(sorted[position])
                        insert(Int(members[member]), hashes[member])
                    }
                    batchStart = batchEnd
                }
            }
        }
        self.slots = slots
        self.entryMask = entryMask
        self.nonASCII = nonASCII
        count = asciiCount + nonASCII.count
        chunkCount = (entryCount >> Self.chunkShift) + 1
        chunks = UnsafeMutablePointer<Atomic<UInt>>.allocate(capacity: chunkCount)
        for index in 0..<chunkCount { (chunks + index).initialize(to: Atomic(0)) }
    }

    deinit {
        for index in 0..<chunkCount {
            let chunk = chunks[index].load(ordering: .acquiring)
            guard chunk != 0, let slots = UnsafeMutablePointer<Atomic<UInt>>(bitPattern: chunk) else { continue }
            for slot in 0..<(1 << Self.chunkShift) {
                let object = slots[slot].load(ordering: .acquiring)
                guard object != 0, let pointer = UnsafeRawPointer(bitPattern: object) else { continue }
                if isPlural(index << Self.chunkShift + slot) {
                    Unmanaged<CompiledPlural>.fromOpaque(pointer).release()
                } else {
                    Unmanaged<PlainFormat>.fromOpaque(pointer).release()
                }
            }
            slots.deinitialize(count: 1 << Self.chunkShift)
            slots.deallocate()
        }
        chunks.deinitialize(count: chunkCount)
        chunks.deallocate()
    }

    // MARK: lookup

    /// The message for `key`, or nil: it names this table and the entry, so looking up makes
    /// nothing.
    func message(for key: String) -> LocalizedMessage? {
        guard let (entry, storedKey) = entry(for: key) else { return nil }
        return message(entry, key: storedKey ?? key)
    }

    /// The message of `entry`, whose key is `key`: a plain string's names its entry; a plural
    /// entry's is compiled on first use and kept.
    private func message(_ entry: Int, key: String) -> LocalizedMessage {
        guard hasPlural, isPlural(entry) else { return LocalizedMessage(compact: self, entry: entry, key: key) }
        return cached(entry) {
            let keyStart = entries[3 * entry], keyCount = Self.lengths(entry, entries, longLengths).key
            let keyOffset = Self.derivedOffset(valueStart: Int(keyStart), valueCount: Int(keyCount), rule: rule,
                                               textCount: text.count, text: text, extra: extra)
            return CompiledPlural(StringsdictLoader.lazyEntry(key: key, object: Int(entries[3 * entry + 1]), keyOffset: keyOffset,
                                                              document: document))
        }.message
    }

    /// Whether `entry` is a plural entry (see ``Builder/appendPlural(key:object:)``).
    @inline(__always)
    private func isPlural(_ entry: Int) -> Bool {
        guard hasPlural, 3 * entry + 2 < entries.count else { return false }
        let packed = entries[3 * entry + 2]
        if packed != UInt32.max { return packed & 0xFFFF == Builder.pluralMark }
        return longLengths[UInt32(entry)]?.value == UInt32.max
    }

    /// The keys of the plural entries (their messages' ``LocalizedMessage/error`` tell which
    /// did not compile).
    var pluralKeys: [String] {
        guard hasPlural else { return [] }
        var keys: [String] = []
        for stored in slots where stored != 0 && isPlural(Int(stored & entryMask) - 1) { keys.append(key(Int(stored & entryMask) - 1)) }
        for (key, entry) in nonASCII where isPlural(Int(entry)) { keys.append(key) }
        return keys
    }

    /// Whether the table holds `key`.
    func contains(_ key: String) -> Bool {
        entry(for: key) != nil
    }

    /// The entry of `key`, and its spelling in the table when it differs from `key`'s.
    private func entry(for key: String) -> (Int, String?)? {
        var key = key
        let found: Int?? = key.withUTF8 { bytes in
            guard SWAR.isASCII(bytes) else { return nil }
            return .some(asciiEntry(bytes))
        }
        if let found {
            if let found { return (found, nil) }
            // An ASCII query may still equal a non-ASCII key (U+212A KELVIN SIGN is K).
            guard !nonASCII.isEmpty, let index = nonASCII.index(forKey: key) else { return nil }
            return (Int(nonASCII[index].value), nonASCII[index].key)
        }
        guard let index = nonASCII.index(forKey: key) else { return nil }
        return (Int(nonASCII[index].value), nonASCII[index].key)
    }

    private func asciiEntry(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        let hash = Self.hash(bytes)
        let tag = Self.tag(hash, entryMask)
        let capacity = slots.count
        var slot = Self.home(hash, capacity)
        return text.withUnsafeBufferPointer { text in
            extra.withUnsafeBufferPointer { extra in
                while true {
                    let stored = slots[slot]
                    if stored == 0 { return nil }
                    if stored & ~entryMask == tag {
                        let entry = Int(stored & entryMask) - 1
                        let key = Self.bytes(start: entries[3 * entry], count: Self.lengths(entry, entries, longLengths).key, text, extra)
                        if SWAR.equal(key, bytes) { return entry }
                    }
                    slot = slot + 1 == capacity ? 0 : slot + 1
                }
            }
        }
    }

    /// The compiled format of `entry`: made on first use, then the same one.
    @inline(__always)
    private func format(_ entry: Int) -> PlainFormat {
        cached(entry) { makeFormat(entry) }
    }

    /// What the cache holds for `entry` (a ``PlainFormat``, or a plural entry's
    /// ``CompiledPlural``): made by `make` on first use, then the same object.
    private func cached<Object: AnyObject>(_ entry: Int, _ make: () -> Object) -> Object {
        let chunkSlot = chunks + (entry >> Self.chunkShift)
        var chunk = chunkSlot.pointee.load(ordering: .acquiring)
        if chunk == 0 {
            let new = UnsafeMutablePointer<Atomic<UInt>>.allocate(capacity: 1 << Self.chunkShift)
            for index in 0..<(1 << Self.chunkShift) { (new + index).initialize(to: Atomic(0)) }
            let (exchanged, original) = chunkSlot.pointee.compareExchange(
                expected: 0, desired: UInt(bitPattern: new), ordering: .acquiringAndReleasing)
            if exchanged {
                chunk = UInt(bitPattern: new)
            } else {
                new.deinitialize(count: 1 << Self.chunkShift)
                new.deallocate()
                chunk = original
            }
        }
        // A chunk pointer, once stored, is never 0.
        guard let slots = UnsafeMutablePointer<Atomic<UInt>>(bitPattern: chunk) else { return make() }
        let slot = slots + (entry & ((1 << Self.chunkShift) - 1))
        let cached = slot.pointee.load(ordering: .acquiring)
        if cached != 0, let pointer = UnsafeRawPointer(bitPattern: cached) {
            return Unmanaged<Object>.fromOpaque(pointer).takeUnretainedValue()
        }
        let object = Unmanaged.passRetained(make())
        let (exchanged, original) = slot.pointee.compareExchange(
            expected: 0, desired: UInt(bitPattern: object.toOpaque()), ordering: .acquiringAndReleasing)
        if exchanged { return object.takeUnretainedValue() }
        object.release()
        guard let pointer = UnsafeRawPointer(bitPattern: original) else { return make() }
        return Unmanaged<Object>.fromOpaque(pointer).takeUnretainedValue()
    }

    private func makeFormat(_ entry: Int) -> PlainFormat {
        let start = entries[3 * entry + 1], count = Self.lengths(entry, entries, longLengths).value
        return text.withUnsafeBufferPointer { text in
            extra.withUnsafeBufferPointer { extra in
                PlainFormat.make(value: Self.bytes(start: start, count: count, text, extra), start: Int(start))
            }
        }
    }

    // MARK: rendering

    /// Renders `entry`'s value as ``LocalizedMessage`` renders a plain string: without
    /// arguments the value as stored, with arguments its format, through the entry's
    /// ``PlainFormat``. Returns false, `output` untouched, when that format declines: the caller
    /// renders ``referenceMessage(_:key:)`` instead.
    func render<Arguments: FormatArgumentAccess>(_ entry: Int, into output: inout String, context: RenderContext, arguments: Arguments) throws(StringsdictError) -> Bool {
        let format = format(entry)
        if let value = format.header.text {
            output.append(value)
            return true
        }
        guard arguments.count > 0 else {
            output.append(value(entry))
            return true
        }
        return try text.withUnsafeBufferPointer { (text) throws(StringsdictError) -> Bool in
            try extra.withUnsafeBufferPointer { (extra) throws(StringsdictError) -> Bool in
                try format.render(text: text, extra: extra, into: &output, localizer: context.localizer, arguments: arguments)
            }
        }
    }

    /// `entry` as a compiled message (its value `String` and ``FormatString``): what
    /// ``LocalizedMessage/kind`` shows, and what renders when ``PlainFormat`` declines.
    func referenceMessage(_ entry: Int, key: String) -> LocalizedMessage {
        LocalizedMessage(text: value(entry), key: key, place: .offset(sourceOffset(entry), in: document))
    }

    /// Where `entry`'s value is.
    func location(of entry: Int) -> SourceLocation? {
        document.location(at: sourceOffset(entry))
    }

    // MARK: entries

    /// Every key, unsorted.
    var keys: [String] {
        var keys: [String] = []
        keys.reserveCapacity(count)
        for stored in slots where stored != 0 { keys.append(key(Int(stored & entryMask) - 1)) }
        keys.append(contentsOf: nonASCII.keys)
        return keys
    }

    /// Every key with its message (naming its entry, as a lookup does).
    var messages: [(key: String, message: LocalizedMessage)] {
        var messages: [(key: String, message: LocalizedMessage)] = []
        messages.reserveCapacity(count)
        for stored in slots where stored != 0 {
            let entry = Int(stored & entryMask) - 1
            let key = key(entry)
            messages.append((key, message(entry, key: key)))
        }
        for (key, entry) in nonASCII { messages.append((key, message(Int(entry), key: key))) }
        return messages
    }

    private func key(_ entry: Int) -> String {
        string(start: entries[3 * entry], count: Self.lengths(entry, entries, longLengths).key)
    }

    private func value(_ entry: Int) -> String {
        string(start: entries[3 * entry + 1], count: Self.lengths(entry, entries, longLengths).value)
    }

    private func string(start: UInt32, count: UInt32) -> String {
        text.withUnsafeBufferPointer { text in
            extra.withUnsafeBufferPointer { extra in
                UnicodeText.string(validUTF8: Self.bytes(start: start, count: count, text, extra))
            }
        }
    }

    /// The offset in `text` of the location of `entry`'s value.
    private func sourceOffset(_ entry: Int) -> Int {
        if let offset = sourceOffsets[UInt32(entry)] { return Int(offset) }
        let valueCount = Int(Self.lengths(entry, entries, longLengths).value)
        return Self.derivedOffset(valueStart: Int(entries[3 * entry + 1]), valueCount: valueCount, rule: rule,
                                  textCount: text.count, text: text, extra: extra)
    }

    /// Where ``SourceRule`` places the location of a value at `valueStart` (in `text`, or in
    /// `extra` from `textCount` on).
    fileprivate static func derivedOffset(valueStart: Int, valueCount: Int, rule: SourceRule, textCount: Int, text: [UInt8], extra: [UInt8]) -> Int {
        switch rule {
        case .strings:
            guard valueStart > 0, valueStart <= text.count else { return valueStart }
            let before = text[valueStart - 1]
            return before == UInt8(ascii: "\"") || before == UInt8(ascii: "'") ? valueStart - 1 : valueStart
        case .stringsdict:
            return max(valueStart - 8, 0)
        case .binary:
            if valueStart < textCount {
                // The marker byte, then for 15 characters or more an integer object of the
                // length (marker and 1, 2, 4 or 8 bytes).
                let header = valueCount < 15 ? 1 : valueCount < 1 << 8 ? 3 : valueCount < 1 << 16 ? 4 : valueCount < 1 << 32 ? 6 : 10
                return max(valueStart - header, 0)
            }
            let record = valueStart - textCount - Builder.binaryRecordSize
            guard record >= 0, record + 4 <= extra.count else { return 0 }
            return Int(extra[record]) | Int(extra[record + 1]) << 8 | Int(extra[record + 2]) << 16 | Int(extra[record + 3]) << 24
        }
    }

    @inline(__always)
    fileprivate static func lengths(_ entry: Int, _ entries: [UInt32], _ longLengths: [UInt32: (key: UInt32, value: UInt32)]) -> (key: UInt32, value: UInt32) {
        let packed = entries[3 * entry + 2]
        if packed == UInt32.max { return longLengths[UInt32(entry)] ?? (0, 0) }
        return (packed >> 16, packed & 0xFFFF)
    }

    /// The bytes of a range: in `text` below its end, in `extra` after it (clamped to both).
    @inline(__always)
    static func bytes(start: UInt32, count: UInt32, _ text: UnsafeBufferPointer<UInt8>, _ extra: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
        let start = Int(start), count = Int(count)
        if start < text.count { return UnsafeBufferPointer(rebasing: text[start..<min(start + count, text.count)]) }
        let offset = start - text.count
        return UnsafeBufferPointer(rebasing: extra[min(offset, extra.count)..<min(offset + count, extra.count)])
    }

    /// SipHash-1-3 with the process's random seed (Swift's `Hasher`): a file crafted so its keys
    /// collide cannot know the seed.
    @inline(__always)
    private static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hasher = Hasher()
        hasher.combine(bytes: UnsafeRawBufferPointer(bytes))
        return UInt64(UInt(bitPattern: hasher.finalize()))
    }

    /// The tag of a key in a slot: the hash's high bits outside `entryMask` (its high half, so
    /// independent of ``home(_:_:)``).
    @inline(__always)
    private static func tag(_ hash: UInt64, _ entryMask: UInt32) -> UInt32 {
        UInt32(truncatingIfNeeded: hash >> 32) & ~entryMask
    }

    /// Indexes of more slots than this (1 MiB, the size of a core's L2 cache on common servers)
    /// are filled in batches of ``indexBatch`` entries sorted by ``bucket(_:)``.
    private static let batchedIndexSlots = 1 << 18
    private static let indexBatch = 1 << 17
    private static let bucketBits = 12
    private static let bucketCount = 1 << bucketBits

    /// Which of ``bucketCount`` equal parts of the index a hash's home slot lies in:
    /// ``home(_:_:)`` grows with the hash's low half, so its top bits order the homes. A part of
    /// a million-key index is about 1 KiB of slots, so a batch fills them in address order.
    @inline(__always)
    private static func bucket(_ hash: UInt64) -> Int {
        Int(truncatingIfNeeded: (hash & 0xFFFF_FFFF) >> (32 - bucketBits))
    }

    /// The first slot to probe: the hash's low half scaled to the capacity.
    @inline(__always)
    private static func home(_ hash: UInt64, _ capacity: Int) -> Int {
        Int(truncatingIfNeeded: ((hash & 0xFFFF_FFFF) &* UInt64(capacity)) >> 32)
    }

    // MARK: building

    /// Collects entries, in file order, as ranges of the text (or of decoded bytes appended to
    /// ``extra``).
    struct Builder {
        fileprivate var extra: [UInt8] = []
        fileprivate var entries: [UInt32] = []
        fileprivate var longLengths: [UInt32: (key: UInt32, value: UInt32)] = [:]
        fileprivate var sourceOffsets: [UInt32: UInt32] = [:]
        /// Entries left out of the index (a plain string a later plural entry replaces).
        fileprivate var excluded: Set<UInt32> = []
        /// Whether ``appendPlural(key:object:)`` added an entry.
        fileprivate private(set) var hasPlural = false
        fileprivate let rule: SourceRule
        /// The text's size: decoded ranges start there.
        let textCount: Int

        /// The largest text the offsets can address.
        static let maximumTextCount = Int(UInt32.max / 2)

        init(rule: SourceRule, textCount: Int, expectedEntries: Int) {
            self.rule = rule
            self.textCount = textCount
            entries.reserveCapacity(3 * max(expectedEntries, 0))
        }

        var entryCount: Int { entries.count / 3 }

        /// The decoded bytes so far (ranges from ``textCount`` on point into them).
        var extraBytes: [UInt8] { extra }

        /// The key of `entry` (below ``entryCount``): a range of the text or of the decoded bytes.
        func key(_ entry: Int) -> Range<Int> {
            let start = Int(entries[3 * entry])
            return start..<start + Int(CompactStringTable.lengths(entry, entries, longLengths).key)
        }

        /// Leaves `entry` out of the table's index: its key is not found, though its bytes stay.
        mutating func exclude(_ entry: Int) {
            excluded.insert(UInt32(entry))
        }

        /// The bytes ``appendBinaryRecord(objectOffset:)`` writes before a transcoded value.
        static let binaryRecordSize = 8

        /// Starts a transcoded binary-plist string in the decoded bytes: a record of its
        /// object's offset (where ``SourceRule/binary`` finds its location) and room for its
        /// UTF-8 length, then the caller appends the text and calls
        /// ``finishBinaryRecord(at:)``. Returns where the record starts.
        mutating func appendBinaryRecord(objectOffset: Int) -> Int {
            let start = extra.count
            let offset = UInt32(truncatingIfNeeded: objectOffset)
            for shift in stride(from: 0, to: 32, by: 8) { extra.append(UInt8(truncatingIfNeeded: offset >> UInt32(shift))) }
            extra.append(contentsOf: repeatElement(0, count: 4))
            return start
        }

        /// Ends the record started at `record` (the text appended since is its string);
        /// returns the text's range (from ``textCount`` on).
        mutating func finishBinaryRecord(at record: Int) -> Range<Int> {
            let length = UInt32(truncatingIfNeeded: extra.count - record - Self.binaryRecordSize)
            for index in 0..<4 { extra[record + 4 + index] = UInt8(truncatingIfNeeded: length >> UInt32(8 * index)) }
            return textCount + record + Self.binaryRecordSize..<textCount + extra.count
        }

        /// The text range of the record at `record` (see ``appendBinaryRecord(objectOffset:)``),
        /// or nil when it does not lie in the decoded bytes.
        func binaryRecord(at record: Int) -> Range<Int>? {
            let start = record + Self.binaryRecordSize
            guard record >= 0, start <= extra.count else { return nil }
            var length = 0
            for index in (0..<4).reversed() { length = length << 8 | Int(extra[record + 4 + index]) }
            guard length <= extra.count - start else { return nil }
            return textCount + start..<textCount + start + length
        }

        /// Makes room for `count` more decoded bytes.
        mutating func reserveDecoded(_ count: Int) {
            extra.reserveCapacity(extra.count + max(count, 0))
        }

        /// Lets `body` append to the decoded bytes (a transcoder writing in place); its result.
        mutating func withDecodedBytes(_ body: (inout [UInt8]) -> Bool) -> Bool {
            body(&extra)
        }

        /// Appends decoded bytes; returns their range for ``append(key:value:sourceOffset:text:)``.
        mutating func appendDecoded(_ bytes: some Collection<UInt8>) -> Range<Int> {
            let start = textCount + extra.count
            extra.append(contentsOf: bytes)
            return start..<textCount + extra.count
        }

        /// Appends a key and its value (ranges of the text, or from ``appendDecoded(_:)``) and
        /// where the value is (an offset in the text).
        mutating func append(key: Range<Int>, value: Range<Int>, sourceOffset: Int, text: [UInt8]) {
            let entry = UInt32(entries.count / 3)
            entries.append(UInt32(key.lowerBound))
            entries.append(UInt32(value.lowerBound))
            if key.count < 0xFFFF, value.count < 0xFFFF {
                entries.append(UInt32(key.count) << 16 | UInt32(value.count))
            } else {
                entries.append(UInt32.max)
                longLengths[entry] = (UInt32(key.count), UInt32(value.count))
            }
            // Decoded values keep their locations here, but a binary plist's, which a record
            // before them gives.
            if value.lowerBound >= textCount && rule != .binary
                || CompactStringTable.derivedOffset(valueStart: value.lowerBound, valueCount: value.count, rule: rule,
                                                    textCount: textCount, text: text, extra: extra) != sourceOffset {
                sourceOffsets[entry] = UInt32(truncatingIfNeeded: sourceOffset)
            }
        }

        /// The value length that marks a plural entry.
        static let pluralMark: UInt32 = 0xFFFF

        /// Appends a key (a range of the text, or from ``appendDecoded(_:)``) whose value is a
        /// dictionary: a plural entry, read and compiled when first looked up. `object` is its
        /// object number in a binary plist, or its `<dict>`'s offset in XML.
        mutating func appendPlural(key: Range<Int>, object: Int) {
            let entry = UInt32(entries.count / 3)
            entries.append(UInt32(key.lowerBound))
            entries.append(UInt32(truncatingIfNeeded: object))
            if key.count < 0xFFFF {
                entries.append(UInt32(key.count) << 16 | Self.pluralMark)
            } else {
                entries.append(UInt32.max)
                longLengths[entry] = (UInt32(key.count), UInt32.max)
            }
            hasPlural = true
        }

        /// The table; `text` is the buffer the ranges point into, kept by the table and by
        /// `document` for locations.
        func build(text: [UInt8], document: StringsdictDocument) -> CompactStringTable {
            CompactStringTable(builder: self, text: text, document: document)
        }
    }
}

/// A plural entry of a ``CompactStringTable``, compiled: what its cache keeps.
final class CompiledPlural: Sendable {
    let message: LocalizedMessage

    init(_ message: LocalizedMessage) {
        self.message = message
    }
}
