import Foundation
import Hummingbird
import Stringsdict
import Synchronization

/// The example's application: `GET /files/:count` answers "3 Dateien", "3 файла", … in the
/// language the client's `Accept-Language` header prefers.
///
/// One ``Localizations`` is opened at start and shared by every request: its tables are read
/// and compiled once. Each distinct `Accept-Language` value is negotiated once and its view kept
/// in a bounded least-recently-used cache (``ViewCache``), since clients send a handful of
/// distinct headers over and over; a flood of distinct headers costs one negotiation each and
/// never more than the cache's fixed memory.
///
/// A connection that sends nothing (or stops sending in the middle of a request head) for
/// ``idleTimeout`` is closed, so half-open connections cannot pile up.
public struct FilesServer: Sendable {
    /// How long a connection may stay idle before the server closes it, unless the caller says.
    public static let defaultIdleTimeout: Duration = .seconds(30)
    /// How many distinct `Accept-Language` values the cache keeps, unless the caller says.
    public static let defaultCacheCapacity = 1024

    /// The shared localizations (the resources copied into this module).
    public let localizations: Localizations
    /// How long a connection may be idle (no request read, no response being written) before
    /// the server closes it.
    public let idleTimeout: Duration
    /// The negotiated views, by `Accept-Language` value.
    let views: ViewCache

    /// Opens the resources folder at `resources` (default: the one bundled with this module).
    ///
    /// - Parameters:
    ///   - resources: the folder of `.lproj` folders; nil for the bundled one.
    ///   - cacheCapacity: how many distinct `Accept-Language` values to keep negotiated.
    ///   - idleTimeout: how long a connection may be idle before it is closed.
    public init(resources: String? = nil, cacheCapacity: Int = defaultCacheCapacity, idleTimeout: Duration = defaultIdleTimeout) throws {
        guard let path = resources ?? Bundle.module.path(forResource: "Resources", ofType: nil) else {
            throw HTTPError(.internalServerError, message: "the bundled Resources folder is missing")
        }
        localizations = try Localizations(at: path, preferences: [])
        views = ViewCache(localizations: localizations, capacity: cacheCapacity)
        self.idleTimeout = idleTimeout
    }

    /// The text for `count` files in the language `acceptLanguage` prefers, and the localization
    /// that wrote it.
    public func files(_ count: Int, acceptLanguage: String?) throws -> (text: String, language: String) {
        let view = try views.view(for: acceptLanguage ?? "")
        return (try view.string("files.count", count), view.localization.name)
    }

    /// The routes.
    public func router() -> Router<BasicRequestContext> {
        let router = Router()
        router.get("files/:count") { request, context -> Response in
            let count = try context.parameters.require("count", as: Int.self)
            // Several Accept-Language fields are one list (RFC 9110 §5.3).
            let header = request.headers[values: .acceptLanguage].joined(separator: ", ")
            let (text, language) = try files(count, acceptLanguage: header)
            var headers = HTTPFields()
            headers[.contentType] = "text/plain; charset=utf-8"
            headers[.contentLanguage] = language
            headers[.vary] = "Accept-Language"
            return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(string: text)))
        }
        return router
    }

    /// ``idleTimeout`` in nanoseconds (at least 1), as the HTTP/1.1 channel takes it.
    var idleTimeoutNanoseconds: Int64 {
        let (seconds, attoseconds) = idleTimeout.components
        return max(1, seconds * 1_000_000_000 + attoseconds / 1_000_000_000)
    }

    /// The application listening on `host:port` (port 0: any free port).
    public func application(host: String = "127.0.0.1", port: Int = 8080) -> some ApplicationProtocol {
        Application(
            router: router(),
            server: .http1(configuration: .init(idleTimeout: .nanoseconds(idleTimeoutNanoseconds))),
            configuration: .init(address: .hostname(host, port: port), serverName: "stringsdict-example"))
    }
}
