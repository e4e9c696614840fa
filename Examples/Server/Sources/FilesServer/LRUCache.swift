import Synchronization

/// A map of at most ``capacity`` entries that, when full, drops the entry used least recently:
/// every lookup and insertion is O(1), whatever the keys, so a flood of distinct keys costs one
/// eviction each and never more memory.
///
/// The entries are a doubly linked list kept in arrays (slot indices, no allocation per entry
/// once the cache is full), most recently used at the head, with a dictionary from key to slot.
/// Sendable: all state is behind one `Mutex`.
final class LRUCache<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    private struct Storage: Sendable {
        var slots: [Key: Int] = [:]
        var keys: [Key] = []
        var values: [Value] = []
        var previous: [Int] = []
        var next: [Int] = []
        /// The most recently used slot, -1 when empty.
        var head = -1
        /// The least recently used slot, -1 when empty.
        var tail = -1

        mutating func unlink(_ slot: Int) {
            let before = previous[slot], after = next[slot]
            if before >= 0 { next[before] = after } else { head = after }
            if after >= 0 { previous[after] = before } else { tail = before }
        }

        mutating func pushFront(_ slot: Int) {
            previous[slot] = -1
            next[slot] = head
            if head >= 0 { previous[head] = slot }
            head = slot
            if tail < 0 { tail = slot }
        }
    }

    /// The most entries kept.
    let capacity: Int
    private let storage = Mutex(Storage())

    /// A cache of at most `capacity` entries (at least one).
    init(capacity: Int) {
        self.capacity = max(1, capacity)
    }

    /// The value for `key`, now the most recently used; nil when absent.
    func value(for key: Key) -> Value? {
        storage.withLock { storage in
            guard let slot = storage.slots[key] else { return nil }
            if storage.head != slot {
                storage.unlink(slot)
                storage.pushFront(slot)
            }
            return storage.values[slot]
        }
    }

    /// Stores `value` for `key` as the most recently used entry, dropping the least recently
    /// used one when the cache is full.
    func insert(_ value: Value, for key: Key) {
        storage.withLock { storage in
            if let slot = storage.slots[key] {
                storage.values[slot] = value
                if storage.head != slot {
                    storage.unlink(slot)
                    storage.pushFront(slot)
                }
                return
            }
            let slot: Int
            if storage.keys.count < capacity {
                slot = storage.keys.count
                storage.keys.append(key)
                storage.values.append(value)
                storage.previous.append(-1)
                storage.next.append(-1)
            } else {
                slot = storage.tail
                storage.unlink(slot)
                storage.slots[storage.keys[slot]] = nil
                storage.keys[slot] = key
                storage.values[slot] = value
            }
            storage.slots[key] = slot
            storage.pushFront(slot)
        }
    }

    /// How many entries the cache holds.
    var count: Int { storage.withLock { $0.slots.count } }

    /// The keys from most to least recently used (for tests).
    var keysByRecency: [Key] {
        storage.withLock { storage in
            var result: [Key] = []
            var slot = storage.head
            while slot >= 0 {
                result.append(storage.keys[slot])
                slot = storage.next[slot]
            }
            return result
        }
    }
}
