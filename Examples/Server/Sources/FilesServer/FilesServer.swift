import Foundation
import Hummingbird
import Stringsdict
import Synchronization

/// The example's application: `GET /files/:count` answers "3 Dateien", "3 файла", … in the
/// language the client's `Accept-Language` header prefers.
///
/// One ``Localizations`` is opened at start and shared by every request: its tables are read
/// and compiled once. Each distinct `Accept-Language` value is negotiated once
/// (``Localizations/preferring(acceptLanguage:)``) and its view kept in a bounded cache, since
/// clients send a handful of distinct headers over and over.
public struct FilesServer: Sendable {
    /// The shared localizations (the resources copied into this module).
    public let localizations: Localizations
    private let views: ViewCache

    /// Opens the resources folder at `resources` (default: the one bundled with this module).
    public init(resources: String? = nil) throws {
        guard let path = resources ?? Bundle.module.path(forResource: "Resources", ofType: nil) else {
            throw HTTPError(.internalServerError, message: "the bundled Resources folder is missing")
        }
        localizations = try Localizations(at: path, preferences: [])
        views = ViewCache(capacity: 256)
    }

    /// The text for `count` files in the language `acceptLanguage` prefers, and the localization
    /// that wrote it.
    public func files(_ count: Int, acceptLanguage: String?) throws -> (text: String, language: String) {
        let view = try views.view(for: acceptLanguage ?? "", in: localizations)
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

    /// The application listening on `host:port`.
    public func application(host: String = "127.0.0.1", port: Int = 8080) -> some ApplicationProtocol {
        Application(router: router(), configuration: .init(address: .hostname(host, port: port), serverName: "stringsdict-example"))
    }
}

/// Negotiated views by `Accept-Language` value, at most `capacity` of them (when full, the cache
/// starts over: a flood of distinct headers costs a negotiation each, never unbounded memory).
final class ViewCache: Sendable {
    private let views = Mutex<[String: Localizations]>([:])
    let capacity: Int

    init(capacity: Int) {
        self.capacity = capacity
    }

    func view(for header: String, in localizations: Localizations) throws -> Localizations {
        if let cached = views.withLock({ $0[header] }) { return cached }
        let view = try localizations.preferring(acceptLanguage: header)
        views.withLock { views in
            if views.count >= capacity { views.removeAll(keepingCapacity: true) }
            views[header] = view
        }
        return view
    }
}
