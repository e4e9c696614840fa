/// Values named by short byte strings (the forms' and API signatures' names), found from an
/// identifier's bytes in the source without making a `String` or copying an entry.
///
/// Names are grouped by their first byte; within a group a lookup compares lengths, then bytes.
/// A name added twice keeps its last value. Reading a candidate touches only integers and bytes,
/// so a lookup that finds nothing (nearly every identifier in a file) retains nothing.
struct NameTable<Value> {
    /// Candidates for first byte `b` are `groupStarts[b]..<groupStarts[b + 1]`.
    private let groupStarts: [Int32]
    private let lengths: [Int32]
    private let offsets: [Int32]
    private let names: [UInt8]
    private let values: [Value]

    /// The table of `entries`, in order; an empty name is left out.
    init(_ entries: [(name: [UInt8], value: Value)]) {
        var groups = [[(name: [UInt8], value: Value)]](repeating: [], count: 256)
        for entry in entries {
            guard let first = entry.name.first else { continue }
            groups[Int(first)].removeAll { $0.name == entry.name }
            groups[Int(first)].append(entry)
        }
        var groupStarts: [Int32] = [0]
        var lengths: [Int32] = [], offsets: [Int32] = [], names: [UInt8] = [], values: [Value] = []
        for group in groups {
            for entry in group {
                lengths.append(Int32(entry.name.count))
                offsets.append(Int32(names.count))
                names += entry.name
                values.append(entry.value)
            }
            groupStarts.append(Int32(values.count))
        }
        self.groupStarts = groupStarts
        self.lengths = lengths
        self.offsets = offsets
        self.names = names
        self.values = values
    }

    /// The value named by `bytes[start..<end]`, or nil.
    @inline(__always)
    func value(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Value? {
        guard let index = index(bytes, start, end) else { return nil }
        return values[index]
    }

    private func index(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Int? {
        guard start >= 0, start < end, end <= bytes.count else { return nil }
        let first = Int(bytes[start])
        var candidate = Int(groupStarts[first])
        let last = Int(groupStarts[first + 1])
        let length = end - start
        while candidate < last {
            if Int(lengths[candidate]) == length {
                let offset = Int(offsets[candidate])
                var matched = 1
                while matched < length && names[offset + matched] == bytes[start + matched] { matched += 1 }
                if matched == length { return candidate }
            }
            candidate += 1
        }
        return nil
    }
}

extension NameTable: Sendable where Value: Sendable {}
