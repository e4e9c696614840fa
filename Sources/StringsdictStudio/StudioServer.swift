// Built only with the `Studio` trait (see Package.swift): without it the package resolves no
// web server, and `stringsdict-studio` says how to build it.
#if Studio
import Foundation
import Hummingbird
import Stringsdict

/// The page's files, read once from the target's bundled `Resources` folder.
struct PageAssets: Sendable {
    /// The files by name (`index.html`, `studio.js`, `studio.css`).
    let files: [String: [UInt8]]

    /// The names served, with their content types.
    static let types = ["index.html": "text/html; charset=utf-8", "studio.js": "text/javascript; charset=utf-8", "studio.css": "text/css; charset=utf-8"]

    /// Reads the bundled files.
    static func load() throws -> PageAssets {
        guard let folder = Bundle.module.url(forResource: "Resources", withExtension: nil) else {
            throw StudioError("the page's files (the bundled Resources folder) are missing next to the executable")
        }
        var files: [String: [UInt8]] = [:]
        for name in types.keys {
            guard let data = FileManager.default.contents(atPath: folder.appendingPathComponent(name).path) else {
                throw StudioError("the page's file \(name) is missing from \(folder.path)")
            }
            files[name] = Array(data)
        }
        return PageAssets(files: files)
    }
}

/// Refuses any request ``RequestGuard`` does not let through (403, plain text), and sets the
/// headers every answer carries: no caching, no framing, no referrer, and never a CORS header.
struct GuardMiddleware<Context: RequestContext>: RouterMiddleware {
    /// The checks.
    let guardian: RequestGuard

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        var response: Response
        var setCookie = false
        do {
            setCookie = try guardian.check(request)
            response = try await next(request, context)
        } catch let refusal as RequestGuard.Refusal {
            response = Response(status: .forbidden, headers: [.contentType: "text/plain; charset=utf-8"], body: .init(byteBuffer: ByteBuffer(string: refusal.message + "\n")))
        }
        if setCookie { response.headers[.setCookie] = guardian.cookie }
        response.headers[.cacheControl] = "no-store"
        response.headers[.contentSecurityPolicy] = "default-src 'self'; img-src 'self' data:; frame-ancestors 'none'; form-action 'none'"
        response.headers[.xContentTypeOptions] = "nosniff"
        return response
    }
}

/// The routes: the page, its assets and the JSON API over a ``Workspace``.
struct StudioServer: Sendable {
    /// The catalogs.
    let workspace: Workspace
    /// The page's files.
    let assets: PageAssets
    /// The request checks.
    let guardian: RequestGuard

    /// The largest request body read (an edit is one entry).
    static let maximumBody = 4 << 20

    /// The router, every route behind ``GuardMiddleware``.
    func router() -> Router<BasicRequestContext> {
        let router = Router()
        router.add(middleware: GuardMiddleware(guardian: guardian))
        router.get("/") { _, _ in asset("index.html") }
        router.get("/:asset") { _, context in
            let name = try context.parameters.require("asset")
            guard PageAssets.types[name] != nil else { return Self.text(.notFound, "no such file") }
            return asset(name)
        }
        router.get("/api/catalogs") { _, _ in
            Self.json(StudioAPI.catalogList(await workspace.catalogs))
        }
        router.get("/api/catalogs/:id/grid") { _, context in
            guard let bytes = await workspace.grid(try context.parameters.require("id", as: Int.self)) else { return Self.text(.notFound, "no such catalog") }
            return Self.json(bytes)
        }
        router.get("/api/catalogs/:id/entry") { request, context in
            guard let catalog = await workspace.catalog(try context.parameters.require("id", as: Int.self)) else { return Self.text(.notFound, "no such catalog") }
            guard let key = request.uri.queryParameters["key"].map(String.init) else { return Self.text(.badRequest, "give ?key=") }
            let findings = catalog.findings?[key] ?? workspace.entryFindings(catalog, key: key)
            guard let bytes = StudioAPI.detail(catalog, key: key, findings: findings) else { return Self.text(.notFound, "no such key") }
            return Self.json(bytes)
        }
        router.post("/api/catalogs/:id/entry") { request, context in
            let id = try context.parameters.require("id", as: Int.self)
            let body = try await request.body.collect(upTo: Self.maximumBody)
            do {
                let (key, catalog) = try await workspace.edit(id, body: Array(body.readableBytesView))
                let findings = catalog.findings?[key] ?? []
                guard let bytes = StudioAPI.detail(catalog, key: key, findings: findings) else { return Self.text(.notFound, "no such key") }
                return Self.json(bytes)
            } catch let refusal as Workspace.Refusal {
                return Self.text(HTTPResponse.Status(code: refusal.status), refusal.message)
            }
        }
        router.post("/api/catalogs/:id/save") { _, context in
            let id = try context.parameters.require("id", as: Int.self)
            do {
                let result = try await workspace.save(id)
                return Self.json(Self.saveJSON(result))
            } catch let refusal as Workspace.Refusal {
                return Self.text(HTTPResponse.Status(code: refusal.status), refusal.message)
            }
        }
        return router
    }

    private func asset(_ name: String) -> Response {
        guard let bytes = assets.files[name], let type = PageAssets.types[name] else { return Self.text(.notFound, "no such file") }
        return Response(status: .ok, headers: [.contentType: type], body: .init(byteBuffer: ByteBuffer(bytes: bytes)))
    }

    private static func json(_ bytes: [UInt8]) -> Response {
        Response(status: .ok, headers: [.contentType: "application/json"], body: .init(byteBuffer: ByteBuffer(bytes: bytes)))
    }

    private static func text(_ status: HTTPResponse.Status, _ text: String) -> Response {
        Response(status: status, headers: [.contentType: "text/plain; charset=utf-8"], body: .init(byteBuffer: ByteBuffer(string: text + "\n")))
    }

    /// `{written, merged, changedEntries, conflicts: [{keyPath, detail, text}], markedForReview: [{key, language, message}]}`.
    private static func saveJSON(_ result: Workspace.SaveResult) -> [UInt8] {
        var json = JSONText()
        json.openObject()
        json.member("written", result.written)
        json.member("merged", result.merged)
        json.member("changedEntries", result.changedEntries)
        json.key("conflicts")
        json.openArray()
        for conflict in result.conflicts {
            json.openObject()
            json.key("keyPath")
            json.openArray()
            for part in conflict.keyPath { json.string(part) }
            json.closeArray()
            json.member("detail", conflict.detail)
            json.member("text", conflict.description)
            json.closeObject()
        }
        json.closeArray()
        json.key("markedForReview")
        json.openArray()
        for marked in result.markedForReview {
            json.openObject()
            json.member("key", marked.key)
            json.member("language", marked.language)
            json.member("message", marked.message)
            json.closeObject()
        }
        json.closeArray()
        json.closeObject()
        return json.bytes
    }
}
#endif
