@testable import FilesServer
import Stringsdict
import Testing

/// The negotiation cache keeps at most its capacity, drops the least recently used view first,
/// and answers correctly whether a header is cached or not.
@Suite("ViewCache and LRUCache")
struct ViewCacheTests {
    @Test("the least recently used entry is dropped first")
    func leastRecentlyUsed() {
        let cache = LRUCache<String, Int>(capacity: 3)
        cache.insert(1, for: "a")
        cache.insert(2, for: "b")
        cache.insert(3, for: "c")
        #expect(cache.value(for: "a") == 1)  // a is now the most recent; b the least
        cache.insert(4, for: "d")
        #expect(cache.value(for: "b") == nil)
        #expect(cache.keysByRecency == ["d", "a", "c"])
        cache.insert(5, for: "c")  // an update moves c to the front, drops nothing
        #expect(cache.keysByRecency == ["c", "d", "a"])
        #expect(cache.value(for: "c") == 5)
        #expect(cache.count == 3)
    }

    @Test("ten thousand distinct keys never hold more than the capacity", arguments: [1, 7, 64])
    func bounded(capacity: Int) {
        let cache = LRUCache<String, Int>(capacity: capacity)
        for index in 0..<10_000 {
            cache.insert(index, for: "key \(index)")
            #expect(cache.count <= capacity)
        }
        #expect(cache.count == capacity)
        // The most recent ones are the ones kept.
        #expect(cache.keysByRecency == (10_000 - capacity..<10_000).reversed().map { "key \($0)" })
    }

    @Test("distinct Accept-Language values fill the cache to its capacity and no further; answers stay right")
    func distinctHeaders() throws {
        let server = try FilesServer(cacheCapacity: 16)
        for index in 0..<500 {
            let (text, language) = try server.files(5, acceptLanguage: "ru, x-client-\(index);q=0.5")
            #expect(text == "5 файлов")
            #expect(language == "ru")
            #expect(server.views.count <= 16)
        }
        #expect(server.views.count == 16)
        // A header in the cache is answered from it, and the same way.
        #expect(try server.files(2, acceptLanguage: "ru, x-client-499;q=0.5").text == "2 файла")
        #expect(server.views.count == 16)
    }

    @Test("headers that differ only in case and optional whitespace share one entry", arguments: [
        ("de-CH, fr;q=0.8", "de-ch,fr;q=0.8"),
        ("de-CH, fr;q=0.8", " DE-CH ,\tfr ; Q=0.8 "),
        ("ru", "RU"),
    ])
    func normalizedKeys(_ first: String, _ second: String) {
        #expect(ViewCache.key(for: first) == ViewCache.key(for: second))
    }

    @Test("headers that may negotiate differently keep distinct entries", arguments: [
        ("de ch", "dech"),
        ("de;q=0.8", "de;q=0.9"),
        ("de, fr", "fr, de"),
    ])
    func distinctKeys(_ first: String, _ second: String) {
        #expect(ViewCache.key(for: first) != ViewCache.key(for: second))
    }
}
