import Synchronization

/// A bounded, thread-safe cache of ICU objects keyed by (locale, options).
///
/// Opening an ICU object (rules, formatters) costs tens of microseconds; using one costs far less.
/// The cache keeps at most `capacity` objects; when it is full the oldest entry is dropped (its
/// owner closes the ICU handle in `deinit` once no caller holds it any more). The open runs outside
/// the lock, so two threads may open the same object at once: the first one stored wins and the
/// other is released.
final class ICUCache<Key: Hashable & Sendable, Value: AnyObject & Sendable>: Sendable {
    private struct Storage {
        var values: [Key: Value] = [:]
        var order: [Key] = []
    }

    private let storage = Mutex(Storage())
    let capacity: Int

    init(capacity: Int = 64) {
        self.capacity = max(1, capacity)
    }

    /// The cached value for `key`, opening it with `open` (outside the lock) when absent.
    func value<E: Error>(for key: Key, open: () throws(E) -> Value) throws(E) -> Value {
        if let cached = storage.withLock({ $0.values[key] }) { return cached }
        let opened = try open()
        return storage.withLock { storage in
            if let raced = storage.values[key] { return raced }
            if storage.order.count >= capacity {
                let evicted = storage.order.removeFirst()
                storage.values[evicted] = nil
            }
            storage.values[key] = opened
            storage.order.append(key)
            return opened
        }
    }

    /// How many objects the cache holds now.
    var count: Int { storage.withLock { $0.values.count } }
}
