/// Loads a `.stringsdict` file straight from its bytes into compiled messages, without building
/// a property-list tree or a format tree.
///
/// The scanner (``StringsdictScanner``) reads the file into flat records; each entry is then
/// compiled as ``PluralCompiler`` compiles it (the same slots, variables, cycles, depth limit,
/// value types and slot-type checks, in the same order), but into one ``RenderPlan`` shared by
/// the whole table, whose literal texts are ranges of the file itself. Each entry's tree is
/// rebuilt from the file only if a public view asks for it (``StringsdictDocument``).
///
/// A binary plist is read by ``BinaryPropertyListParser/scanStringsdict(_:limits:)`` into the
/// same records (its ASCII strings ranges of the file itself, its UTF-16 strings transcoded
/// to UTF-8 once, beside it) and compiled the same way; the file is then the table's text.
///
/// The loader takes the files it can load exactly as the tree path would: anything else (a
/// width or device rule, a value that is not a string or dictionary, any error)
/// returns nil, and the caller loads the file through ``PropertyListReader`` and
/// ``EntryCompiler``, which give the same results or the precise error.
///
/// A large file (binary: ``lazyEntryCount`` root keys or more; XML: ``lazyByteCount`` bytes or
/// more) is checked whole when it loads, but its plural entries are kept as their places in the
/// file, in a ``CompactStringTable`` that also holds its plain strings, and each is compiled
/// when first looked up (``lazyEntry(key:object:keyOffset:document:)``): a million entries then
/// load in little more than the file's size instead of a render plan of every entry. A binary
/// entry that does not compile here is compiled alone on the tree path, with the same message or
/// error the whole file's tree path gives it; an XML one sends the whole file to the tree path,
/// as the eager load does (each XML entry is compiled once as it loads, to know).
///
/// Fast path: must agree with the tree path (``PropertyListReader`` then ``EntryCompiler``) on
/// every entry it loads: messages, variables, locations and renders. Held equal by
/// `Tests/StringsdictTests/StringsdictLoaderTests.swift` (with `LoaderOracle.swift`).
enum StringsdictLoader {
    /// From how many root keys on a binary file's plural entries are compiled when looked up.
    static let lazyEntryCount = 4_096
    /// From how many bytes on an XML file's plural entries are compiled when looked up (about
    /// 2,500 plural entries).
    static let lazyByteCount = 1 << 20

    /// The compiled messages of `bytes` (a whole `.stringsdict` file), or nil when this loader
    /// does not take the file.
    static func messages(_ file: [UInt8], file name: String, limits: PropertyListLimits, lazy: Bool? = nil) -> [String: LocalizedMessage]? {
        guard let (plural, texts) = load(file, file: name, limits: limits, lazy: lazy) else { return nil }
        var messages = plural
        for (key, message) in texts.messages { messages[key] = message }
        return messages
    }

    /// The compiled plural entries of `bytes` (a whole `.stringsdict` file) and its plain
    /// strings as a compact table (ranges of the file's text, made into messages when looked
    /// up), or nil when this loader does not take the file. No key is in both. With `lazy`
    /// (nil: for a large file, see ``lazyEntryCount`` and ``lazyByteCount``), the plural entries
    /// are in the compact table too, compiled when looked up.
    static func load(_ file: [UInt8], file name: String, limits: PropertyListLimits, lazy: Bool? = nil) -> (plural: [String: LocalizedMessage], texts: CompactStringTable)? {
        let binary: ScannedTable?? = file.withUnsafeBufferPointer { bytes in
            guard BinaryPropertyListParser.hasMagic(bytes) else { return .none }
            guard bytes.count <= limits.maximumInputSize else { return .some(nil) }
            let lazyFrom = lazy.map { $0 ? 0 : .max } ?? lazyEntryCount
            return .some(BinaryPropertyListParser.scanStringsdict(bytes, limits: limits, lazyFrom: lazyFrom))
        }
        if let binary {
            // The same records as XML's; the file's ASCII strings are the texts themselves.
            guard let scanned = binary else { return nil }
            let document = StringsdictDocument(bytes: file, file: name, limits: limits, isBinary: true)
            return TableCompiler.compile(scanned, text: file, document: document)
        }
        // The scanner validates the UTF-8 as it reads it.
        let utf8: [UInt8]? = file.withUnsafeBufferPointer { bytes in
            guard bytes.count <= limits.maximumInputSize, bytes.count < CompactStringTable.Builder.maximumTextCount else { return nil }
            let detected = UnicodeText.detect(bytes)
            guard detected.encoding == .utf8 else {
                return try? UnicodeText.transcoded(bytes, detected: detected, file: name)
            }
            return detected.bomLength == 0 ? file : Array(bytes[detected.bomLength...])
        }
        guard let utf8 else { return nil }
        let file = name
        guard let scanned = StringsdictScanner.scan(utf8, limits: limits, lazy: lazy ?? (utf8.count >= lazyByteCount)),
              scanned.text.count < CompactStringTable.Builder.maximumTextCount else { return nil }
        let document = StringsdictDocument(bytes: utf8, file: file, limits: limits)
        var texts = CompactStringTable.Builder(rule: .stringsdict, textCount: scanned.text.count, expectedEntries: scanned.root.count)
        var entries: [(plainBefore: Int, item: StringsdictScanner.Item)] = []
        for index in scanned.root {
            let item = scanned.items[index]
            if item.isLazy {
                // Compiled once now: one that does not compile here sends the whole file to the
                // tree path, as the eager load does, so a lookup never meets one.
                guard xmlEntry(key: "", offset: item.tagOffset, document: document) != nil else { return nil }
                texts.appendPlural(key: item.key, object: item.tagOffset)
            } else if item.isDictionary {
                entries.append((texts.entryCount, item))
            } else {
                texts.append(key: item.key, value: item.value, sourceOffset: item.tagOffset, text: scanned.text)
            }
        }
        let table = ScannedTable(texts: texts, entries: entries, items: scanned.items)
        return TableCompiler.compile(table, text: scanned.text, document: document)
    }
}

extension StringsdictLoader {
    /// The message of plural entry `key` of a file loaded lazily, compiled as a whole-file load
    /// compiles it. Binary: the root's dictionary `object`, or else on the tree path
    /// (``BinaryPropertyListParser/parse(_:file:limits:object:)`` then ``EntryCompiler``) as the
    /// tree path compiles it, its error an invalid message located at the key (`keyOffset`, its
    /// object's byte offset). XML: the `<dict>` at byte `object`, which compiled as the file
    /// loaded.
    static func lazyEntry(key: String, object: Int, keyOffset: Int, document: StringsdictDocument) -> LocalizedMessage {
        guard document.isBinary else {
            return xmlEntry(key: key, offset: object, document: document) ?? LocalizedMessage(
                invalid: StringsdictError(.structure, "the entry compiled when the file loaded but not when looked up",
                                          at: document.location(at: object), keyPath: [key]), key: key)
        }
        let text = document.bytes
        let limits = document.limits
        let scanned = text.withUnsafeBufferPointer { bytes in
            BinaryPropertyListParser.scanStringsdictEntry(bytes, limits: limits, object: object)
        }
        if let scanned, let message = TableCompiler.message(key: key, object: object, scanned, text: text, document: document) {
            return message
        }
        do {
            let node = try text.withUnsafeBufferPointer { (bytes) throws(StringsdictError) in
                try BinaryPropertyListParser.parse(bytes, file: document.file, limits: limits, object: object)
            }
            return try EntryCompiler.message(key: key, node: node)
        } catch {
            return LocalizedMessage(invalid: error.with(keyPath: [key], location: document.location(at: keyOffset)), key: key)
        }
    }

    /// Plural entry `key` of an XML file loaded lazily: its `<dict>` at byte `offset`, read again
    /// and compiled in a plan of its own; nil when it does not compile here.
    static func xmlEntry(key: String, offset: Int, document: StringsdictDocument) -> LocalizedMessage? {
        let text = document.bytes
        guard let (items, entry, decoded) = StringsdictScanner.scanEntry(text, at: offset, limits: document.limits) else { return nil }
        var texts = CompactStringTable.Builder(rule: .stringsdict, textCount: text.count, expectedEntries: 0)
        if !decoded.isEmpty { _ = texts.appendDecoded(decoded) }
        let item = StringsdictScanner.Item(key: 0..<0, isDictionary: true, value: entry, tagOffset: offset)
        let scanned = ScannedTable(texts: texts, entries: [(0, item)], items: items)
        return TableCompiler.message(key: key, object: nil, scanned, text: text, document: document)
    }
}

/// A scanned `.stringsdict` as the table compiler takes it: the root's plain strings already in
/// a compact table's builder (in file order, ranges of the text or of the builder's decoded
/// bytes), its dictionaries (plural entries) in file order with how many plain strings came
/// before each, and the items of the dictionaries (each one's contiguous; the XML scanner's
/// include the root's).
struct ScannedTable {
    var texts: CompactStringTable.Builder
    var entries: [(plainBefore: Int, item: StringsdictScanner.Item)]
    var items: [StringsdictScanner.Item]
}

/// Compiles every root entry of a scanned file into one plan.
private struct TableCompiler {
    typealias Item = StringsdictScanner.Item

    let items: [Item]
    /// The text the ranges point into, and past its end the decoded bytes.
    let text: UnsafeBufferPointer<UInt8>
    let extra: UnsafeBufferPointer<UInt8>
    private var builder = RenderPlan.Builder()

    // One entry's state, reset per entry (capacity kept).
    private var entry: Range<Int> = 0..<0
    /// The variables being compiled (their key ranges), outermost first: a name met again is a cycle.
    private var stack: [Range<Int>] = []
    /// Compiled variables of this entry by (name, slot): the plan's variable index.
    private var compiled: [(name: Range<Int>, slot: Int, variable: Int, expansion: Int)] = []
    /// The kind the first reader of each slot gave it (index = slot − 1).
    private var kinds: [ArgumentKind?] = []
    private var highestSlot = 0
    private var variableCount = 0
    /// What each format being compiled read, in order: its specifiers and variables, which are
    /// checked and compiled after the parse (so a format's steps stay contiguous).
    private var events: [TableCompilerEvent] = []
    /// The items of the categories' variants of the variables being compiled, six per
    /// variable (−1 where a category has none).
    private var variantItems: [Int] = []
    /// Slot-kind arrays made so far, to share.
    private var slotKindArrays: [[ArgumentKind?]] = []
    /// The value types met so far, by their text.
    private var valueTypes: [(text: Range<Int>, valueType: PluralValueType)] = []

    /// The compiled plural entries and the plain strings' table of `scanned`, whose ranges
    /// point into `text` (and past its end into its builder's decoded bytes); nil when an entry
    /// does not compile here.
    static func compile(_ scanned: ScannedTable, text: [UInt8], document: StringsdictDocument) -> (plural: [String: LocalizedMessage], texts: CompactStringTable)? {
        let extra = scanned.texts.extraBytes
        return text.withUnsafeBufferPointer { textBytes in
            extra.withUnsafeBufferPointer { extraBytes in
                var compiler = TableCompiler(items: scanned.items, text: textBytes, extra: extraBytes, entryCount: scanned.entries.count)
                return compiler.messages(scanned, text: text, document: document)
            }
        }
    }

    /// The message of the one entry of `scanned` (read by
    /// ``BinaryPropertyListParser/scanStringsdictEntry(_:limits:object:)``) as `key`, in a
    /// plan of its own (its tree rebuilt from dictionary `object` alone); nil when it does not
    /// compile here.
    static func message(key: String, object: Int?, _ scanned: ScannedTable, text: [UInt8], document: StringsdictDocument) -> LocalizedMessage? {
        guard let (_, item) = scanned.entries.first else { return nil }
        let extra = scanned.texts.extraBytes
        return text.withUnsafeBufferPointer { textBytes in
            extra.withUnsafeBufferPointer { extraBytes in
                var compiler = TableCompiler(items: scanned.items, text: textBytes, extra: extraBytes, entryCount: 0)
                guard let (steps, slotKinds) = compiler.compileEntry(item.value) else { return nil }
                compiler.builder.textBytes = text
                compiler.builder.extraBytes = extra
                let entry = RenderPlan.Entry(key: key, slotKinds: slotKinds, steps: steps, tree: nil, object: object)
                let plan = RenderPlan(compiler.builder, entries: [entry], document: document)
                return LocalizedMessage(plural: PluralEntry(plan: plan, index: 0), key: key, place: .offset(item.tagOffset, in: document))
            }
        }
    }

    private init(items: [Item], text: UnsafeBufferPointer<UInt8>, extra: UnsafeBufferPointer<UInt8>, entryCount: Int) {
        self.items = items
        self.text = text
        self.extra = extra
        // Room for what real files hold per byte (DuckDuckGo's: a step per 26 bytes, a
        // specifier per 50, a variable per 370), so the plan rarely grows by copying; capped,
        // so a huge file of one long string (or of plain strings only) reserves little.
        let size = entryCount == 0 ? 0 : min(text.count + extra.count, 1 << 22)
        builder.steps.reserveCapacity(size / 24 + 16)
        builder.specifiers.reserveCapacity(size / 48 + 8)
        builder.variables.reserveCapacity(size / 320 + 4)
        builder.variableDetails.reserveCapacity(size / 320 + 4)
        builder.variants.reserveCapacity(6 * (size / 320 + 4))
    }

    private mutating func messages(_ scanned: ScannedTable, text textArray: [UInt8], document: StringsdictDocument) -> (plural: [String: LocalizedMessage], texts: CompactStringTable)? {
        // Entries compile first; their messages are made once the shared plan is complete.
        // Plain strings stay ranges of the text, in a compact table.
        var entries: [RenderPlan.Entry] = []
        var texts = scanned.texts
        // A key written both as a plain string and as an entry: the last one wins. Entries are
        // few, so their keys' last positions are found first, and a string is made for a plain
        // string's key only when an entry's key has its length.
        let entryCount = scanned.entries.count
        entries.reserveCapacity(entryCount)
        // Per key, its last entry: how many plain strings came before it, and its index.
        var lastEntry: [String: (plainBefore: Int, index: Int)] = [:]
        lastEntry.reserveCapacity(entryCount)
        var entryKeyLengths = Set<Int>()
        entryKeyLengths.reserveCapacity(min(entryCount, 64))
        var entryKeys: [String] = []
        entryKeys.reserveCapacity(entryCount)
        for (index, (plainBefore, item)) in scanned.entries.enumerated() {
            let key = string(item.key)
            entryKeys.append(key)
            lastEntry[key] = (plainBefore, index)
            entryKeyLengths.insert(item.key.count)
        }
        var supersededEntries = Set<String>()
        if !entryKeyLengths.isEmpty {
            for plain in 0..<texts.entryCount {
                let key = texts.key(plain)
                guard entryKeyLengths.contains(key.count) else { continue }
                let name = string(key)
                guard let last = lastEntry[name]?.plainBefore else { continue }
                // Before the key's last entry: the entry wins; after it: the string does.
                if plain < last { texts.exclude(plain) } else { supersededEntries.insert(name) }
            }
        }
        // The plan's entries are made as they compile (no list of tuples copied into them).
        for (index, (_, item)) in scanned.entries.enumerated() {
            guard let (plan, slotKinds) = compileEntry(item.value) else { return nil }
            entries.append(RenderPlan.Entry(key: entryKeys[index], slotKinds: slotKinds, steps: plan, tree: nil))
        }
        let textTable = texts.build(text: textArray, document: document)
        builder.textBytes = textArray
        builder.extraBytes = scanned.texts.extraBytes
        let plan = RenderPlan(builder, entries: entries, document: document)
        // The messages take the last-entry map's places (`mapValues` hashes no key again): a
        // key given twice is its last entry; one a later plain string supersedes is dropped.
        var messages = lastEntry.mapValues { last in
            LocalizedMessage(plural: PluralEntry(plan: plan, index: last.index), key: entryKeys[last.index],
                             place: .offset(scanned.entries[last.index].item.tagOffset, in: document))
        }
        for key in supersededEntries { messages[key] = nil }
        return (messages, textTable)
    }

    // MARK: entries

    /// Compiles one root dictionary as ``EntryCompiler/message(key:node:nesting:)`` and
    /// ``PluralCompiler/compile()`` would; nil where they would not produce a plural entry.
    private mutating func compileEntry(_ items: Range<Int>) -> (EntryPlan, [ArgumentKind?])? {
        entry = items
        stack.removeAll(keepingCapacity: true)
        compiled.removeAll(keepingCapacity: true)
        kinds.removeAll(keepingCapacity: true)
        highestSlot = 0
        variableCount = 0
        // One rule type: the format key, and neither width nor device variants.
        guard find(EntryCompiler.widthRule) == nil, find(EntryCompiler.deviceRule) == nil,
              let format = find(EntryCompiler.formatKey), !format.isDictionary,
              let (root, rootBytes, longestVariant, expansion) = compileFormat(format.value, startingSlot: 1, depth: 0),
              // Over the limit: the tree path reports it (see PluralCompiler.expansion(of:)).
              expansion <= EntryCompiler.maximumExpansion
        else { return nil }
        let slotKinds = sharedSlotKinds()
        let plan = EntryPlan(root: root, literalByteCount: rootBytes + longestVariant * variableCount, variableCount: variableCount)
        return (plan, slotKinds)
    }

    /// Parses a format into the plan, then checks its specifiers' slots and compiles its
    /// variables in order: its steps, its literal bytes, and the most literal bytes of any
    /// variant below it.
    private mutating func compileFormat(_ range: Range<Int>, startingSlot: Int, depth: Int) -> (Range<Int>, bytes: Int, longestVariant: Int, expansion: Int)? {
        let firstEvent = events.count
        let firstStep = builder.steps.count
        let bytes = self.bytes(range)
        // The sink appends to this compiler's plan and events in place.
        let (parsed, literalBytes) = withUnsafeMutablePointer(to: &builder) { builder in
            withUnsafeMutablePointer(to: &events) { events in
                var parser = FormatParser(
                    bytes: bytes, startingSlot: startingSlot, tracksSlots: false,
                    sink: PlanSink(base: range.lowerBound, builder: builder, events: events))
                let parsed = (try? parser.parse()) != nil
                return (parsed, parser.sink.literalBytes)
            }
        }
        guard parsed else { return nil }
        let steps = firstStep..<builder.steps.count
        var longestVariant = 0
        // Specifiers and variables a render runs here in the worst case (as PluralCompiler
        // counts them), saturating just above the limit.
        var expansion = 0
        let cap = EntryCompiler.maximumExpansion + 1
        let lastEvent = events.count
        for index in firstEvent..<lastEvent {
            switch events[index] {
            case .specifier(let specifierIndex):
                expansion = min(cap, expansion + 1)
                // Read in place: a copy of the specifier retains its strings.
                let (slot, kind, width, precision) = builder.specifiers.withUnsafeBufferPointer {
                    ($0[specifierIndex].slot, $0[specifierIndex].argumentKind, $0[specifierIndex].width, $0[specifierIndex].precision)
                }
                guard record(slot: slot, kind: kind) else { return nil }
                if case .argument(let slot)? = width, !record(slot: slot, kind: .signedInteger) { return nil }
                if case .argument(let slot)? = precision, !record(slot: slot, kind: .signedInteger) { return nil }
            case .variable(let step, let name, let slot):
                guard let (variable, longest, variableExpansion) = compileVariable(name, slot: slot, depth: depth + 1) else { return nil }
                builder.steps[step] = .variable(variable)
                longestVariant = max(longestVariant, longest)
                expansion = min(cap, expansion + variableExpansion)
            }
        }
        events.removeSubrange(firstEvent...)
        return (steps, literalBytes, longestVariant, expansion)
    }

    /// Compiles variable `name` at `slot`: its index in the plan and the most literal bytes of
    /// one of its variants (or below them).
    private mutating func compileVariable(_ name: String, slot: Int, depth: Int) -> (Int, longest: Int, expansion: Int)? {
        if stack.contains(where: { equal(name, $0) }) { return nil }
        guard depth <= EntryCompiler.maximumDepth else { return nil }
        if let done = compiled.first(where: { $0.slot == slot && equal(name, $0.name) }) {
            // Its variants were counted when it was compiled; its expansion counts again.
            return (done.variable, 0, done.expansion)
        }
        guard let item = find(name), item.isDictionary else { return nil }
        // One pass over the variable's keys (the last occurrence of each wins, as a lookup's).
        var specType: Item?
        var valueTypeItem: Item?
        let firstItem = variantItems.count
        variantItems.append(contentsOf: repeatElement(-1, count: PluralCategory.allCases.count))
        defer { variantItems.removeSubrange(firstItem...) }
        for index in item.value {
            let key = items[index].key
            if let category = category(key) {
                variantItems[firstItem + category] = index
            } else if equal(EntryCompiler.specTypeKey, key) {
                specType = items[index]
            } else if equal(EntryCompiler.valueTypeKey, key) {
                valueTypeItem = items[index]
            }
        }
        if let specType {
            guard !specType.isDictionary, equal(EntryCompiler.pluralRuleType, specType.value) else { return nil }
        }
        if let valueTypeItem, valueTypeItem.isDictionary { return nil }
        guard let valueType = valueType(valueTypeItem?.value),
              record(slot: slot, kind: valueType.kind),
              variantItems[firstItem + PluralCategory.other.order] >= 0
        else { return nil }
        stack.append(item.key)
        // The variable's six variant ranges, filled in as its variants compile (variables
        // nested in them add theirs after).
        let firstVariant = builder.variants.count
        builder.variants.append(contentsOf: repeatElement(nil, count: PluralCategory.allCases.count))
        var longest = 0
        var largestExpansion = 0
        for category in 0..<PluralCategory.allCases.count {
            let itemIndex = variantItems[firstItem + category]
            guard itemIndex >= 0 else { continue }
            let variant = items[itemIndex]
            guard !variant.isDictionary, let (steps, bytes, below, expansion) = compileFormat(variant.value, startingSlot: slot, depth: depth) else {
                return nil
            }
            builder.variants[firstVariant + category] = steps
            longest = max(longest, bytes, below)
            largestExpansion = max(largestExpansion, expansion)
        }
        stack.removeLast()
        let index = builder.addVariable(name: name, slot: slot, valueType: valueType, firstVariant: firstVariant)
        variableCount += 1
        let expansion = min(EntryCompiler.maximumExpansion + 1, 1 + largestExpansion)
        compiled.append((item.key, slot, index, expansion))
        return (index, longest, expansion)
    }

    /// The entry's slot kinds as an array, shared with an earlier entry's when equal: a table
    /// has many entries and a few argument lists.
    private mutating func sharedSlotKinds() -> [ArgumentKind?] {
        let count = highestSlot
        func matches(_ candidate: [ArgumentKind?]) -> Bool {
            guard candidate.count == count else { return false }
            for slot in 0..<count where candidate[slot] != (slot < kinds.count ? kinds[slot] : nil) { return false }
            return true
        }
        if let shared = slotKindArrays.first(where: matches) { return shared }
        var slotKinds = [ArgumentKind?](repeating: nil, count: count)
        for slot in 0..<min(count, kinds.count) { slotKinds[slot] = kinds[slot] }
        if slotKindArrays.count < 8 { slotKindArrays.append(slotKinds) }
        return slotKinds
    }

    /// The value type written at `range` (nil: no value type key), or nil when it is invalid.
    /// A table has many variables and a few value types: each is made once.
    private mutating func valueType(_ range: Range<Int>?) -> PluralValueType? {
        guard let range else { return try? PluralValueType(nil) }
        // By index: a loop over the pairs would copy each value type (its strings retained).
        for index in valueTypes.indices where valueTypes[index].text.count == range.count
            && SWAR.equal(bytes(valueTypes[index].text), bytes(range)) {
            return valueTypes[index].valueType
        }
        guard let valueType = try? PluralValueType(string(range)) else { return nil }
        if valueTypes.count < 8 { valueTypes.append((range, valueType)) }
        return valueType
    }

    /// Notes that `slot` is read as `kind`; false when an earlier reader's kind conflicts.
    private mutating func record(slot: Int, kind: ArgumentKind) -> Bool {
        highestSlot = max(highestSlot, slot)
        guard kind != .variable else { return true }
        if kinds.count < slot { kinds.append(contentsOf: repeatElement(nil, count: slot - kinds.count)) }
        if let earlier = kinds[slot - 1] { return earlier.isCompatible(with: kind) }
        kinds[slot - 1] = kind
        return true
    }

    // MARK: lookups

    /// The last item of the entry whose key is `key`, as a dictionary lookup returns the last
    /// occurrence.
    private func find(_ key: String) -> Item? {
        for index in entry.reversed() where equal(key, items[index].key) {
            return items[index]
        }
        return nil
    }

    /// The ``PluralCategory`` order of a key that names a category (`zero` … `other`), or nil.
    private func category(_ key: Range<Int>) -> Int? {
        guard key.count >= 3, key.count <= 5 else { return nil }
        var packed: UInt64 = 0
        for byte in bytes(key).reversed() { packed = packed << 8 | UInt64(byte) }
        switch packed {
        case 0x6F72_657A: return 0    // zero
        case 0x65_6E6F: return 1      // one
        case 0x6F_7774: return 2      // two
        case 0x77_6566: return 3      // few
        case 0x796E_616D: return 4    // many
        case 0x72_6568_746F: return 5 // other
        default: return nil
        }
    }

    private func equal(_ string: String, _ range: Range<Int>) -> Bool {
        let utf8 = string.utf8
        guard utf8.count == range.count else { return false }
        let bytes = bytes(range)
        return utf8.withContiguousStorageIfAvailable { SWAR.equal($0, bytes) } ?? utf8.elementsEqual(bytes)
    }

    private func string(_ range: Range<Int>) -> String {
        UnicodeText.string(validUTF8: bytes(range))
    }

    /// The bytes of `range`: of the text, or past its end of the decoded bytes (a range lies
    /// wholly in one of them; out of both, it is cut to what lies inside).
    private func bytes(_ range: Range<Int>) -> UnsafeBufferPointer<UInt8> {
        if range.lowerBound < text.count {
            return UnsafeBufferPointer(rebasing: text[range.lowerBound..<min(range.upperBound, text.count)])
        }
        let start = min(range.lowerBound - text.count, extra.count)
        return UnsafeBufferPointer(rebasing: extra[start..<min(max(range.upperBound - text.count, start), extra.count)])
    }
}

/// What a format read, kept until its variables are compiled.
private enum TableCompilerEvent {
    /// A specifier: its index in the plan.
    case specifier(Int)
    /// A `%#@NAME@` variable: its placeholder step, name and slot.
    case variable(step: Int, name: String, slot: Int)
}

/// Receives a parse into the shared plan: literal runs as ranges of the file's text,
/// specifiers as steps, variables as placeholder steps patched once compiled.
private struct PlanSink: FormatParserSink {
    /// Where the parsed format starts in the file's text.
    let base: Int
    /// The compiler's plan and events, appended to in place for the parse's duration.
    let builder: UnsafeMutablePointer<RenderPlan.Builder>
    let events: UnsafeMutablePointer<[TableCompilerEvent]>
    var literalBytes = 0

    mutating func literal(_ range: Range<Int>) {
        builder.pointee.appendText(base + range.lowerBound..<base + range.upperBound)
        literalBytes += range.count
    }

    mutating func specifier(_ specifier: FormatSpecifier) {
        if let name = specifier.variableName {
            builder.pointee.steps.append(.variable(-1))
            events.pointee.append(.variable(step: builder.pointee.steps.count - 1, name: name, slot: specifier.slot))
        } else {
            builder.pointee.appendSpecifier(specifier)
            events.pointee.append(.specifier(builder.pointee.specifiers.count - 1))
        }
    }
}
