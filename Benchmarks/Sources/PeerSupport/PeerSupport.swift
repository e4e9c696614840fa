import PeerICU

// The ICU peers' Swift side, shared by PeerBenchmarks and GoalCheck: a message format and
// hand-built plural entries for the raw and lean C baselines.

/// A `UMessageFormat` opened once for Russian.
public final class PeerMessage {
    public let raw: OpaquePointer

    public init?(_ pattern: String) {
        let units = Array(pattern.utf16)
        var status: peer_status = 0
        guard let opened = peer_message_open(units, Int32(units.count), "ru", &status), status <= 0 else { return nil }
        raw = opened
    }

    deinit { peer_message_close(raw) }

    /// `umsg_format` with one number into `buffer` (256 units); the length, or nil on an error.
    public func format(_ first: Double, into buffer: UnsafeMutablePointer<UInt16>) -> Int32? {
        var status: peer_status = 0
        let length = peer_message_format1(raw, first, buffer, 256, &status)
        return status <= 0 ? length : nil
    }

    public func format(_ first: Double, _ second: Double, into buffer: UnsafeMutablePointer<UInt16>) -> Int32? {
        var status: peer_status = 0
        let length = peer_message_format2(raw, first, second, buffer, 256, &status)
        return status <= 0 ? length : nil
    }
}

/// A `.stringsdict` entry built by hand for the raw C baseline: its variables, root first.
public final class PeerEntry {
    public let variables: [OpaquePointer]
    public var root: OpaquePointer { variables[0] }

    private init(_ variables: [OpaquePointer]) { self.variables = variables }
    deinit { variables.forEach { peer_plural_free($0) } }

    /// One variant: `before`, the number when `number`, `middle`, the nested variable, `after`.
    private static func set(_ plural: OpaquePointer, _ category: Int32, _ before: String, number: Bool, _ middle: String = "", child: OpaquePointer? = nil, after: String = "") {
        let before = Array(before.utf16), middle = Array(middle.utf16), after = Array(after.utf16)
        peer_plural_set_variant(
            plural, category, before, Int32(before.count), number ? 1 : 0,
            middle, Int32(middle.count), child, after, Int32(after.count))
    }

    /// `files.count`: zero, one, few, many, other.
    public static func files() -> PeerEntry? {
        guard let files = peer_plural_create(0) else { return nil }
        set(files, 0, "Нет файлов", number: false)
        set(files, 1, "", number: true, " файл")
        set(files, 3, "", number: true, " файла")
        set(files, 4, "", number: true, " файлов")
        set(files, 5, "", number: true, " файла")
        return PeerEntry([files])
    }

    /// English `files.count`: zero, one, other.
    public static func englishFiles() -> PeerEntry? {
        guard let files = peer_plural_create(0) else { return nil }
        set(files, 0, "No files", number: false)
        set(files, 1, "", number: true, " file")
        set(files, 5, "", number: true, " files")
        return PeerEntry([files])
    }

    /// `files.selected`: the selection, and nested in it the total.
    public static func selected() -> PeerEntry? {
        guard let selected = peer_plural_create(0), let total = peer_plural_create(1) else { return nil }
        set(total, 1, "", number: true, " файла")
        set(total, 3, "", number: true, " файлов")
        set(total, 4, "", number: true, " файлов")
        set(total, 5, "", number: true, " файла")
        set(selected, 0, "Файлы не выбраны", number: false)
        set(selected, 1, "Выбран ", number: true, " из ", child: total)
        for category: Int32 in [3, 4, 5] {
            set(selected, category, "Выбрано ", number: true, " из ", child: total)
        }
        return PeerEntry([selected, total])
    }
}
