// Built only with the `Studio` trait (see Package.swift): without it the package resolves no
// web server, and `stringsdict-studio` says how to build it.
#if Studio
import Foundation
import Hummingbird
import Synchronization

/// The per-run secret every request must carry: 128 random bits from the system's generator,
/// as 32 hexadecimal digits.
struct AccessToken: Sendable {
    /// The token as it appears in the URL.
    let text: String

    /// A new token from `SystemRandomNumberGenerator` (the kernel's random source).
    static func random() -> AccessToken {
        var generator = SystemRandomNumberGenerator()
        let words = [generator.next() as UInt64, generator.next() as UInt64]
        let hex = words.map { word in
            let digits = String(word, radix: 16)
            return String(repeating: "0", count: 16 - digits.count) + digits
        }
        return AccessToken(text: hex.joined())
    }

    /// True when `candidate` is the token; compares every byte whatever the first difference,
    /// so the time taken does not tell how much of a guess was right.
    func matches(_ candidate: Substring) -> Bool {
        let expected = Array(text.utf8), given = Array(candidate.utf8)
        guard expected.count == given.count else { return false }
        var difference: UInt8 = 0
        for (left, right) in zip(expected, given) { difference |= left ^ right }
        return difference == 0
    }
}

/// The port the server listens on, known once it is bound (the `--port 0` default picks one).
/// Sendable: the value is behind a `Mutex`.
final class BoundPort: Sendable {
    private let value = Mutex(0)

    /// Records the bound port.
    func set(_ port: Int) { value.withLock { $0 = port } }

    /// The bound port; 0 before the server runs.
    var port: Int { value.withLock { $0 } }
}

/// Decides whether a request may be answered: the page, its assets and the API alike.
///
/// - `Host` must name this server (`127.0.0.1:PORT`, `localhost:PORT`, or the `--host` given,
///   with the port): a page of another site whose name was pointed at 127.0.0.1 (DNS
///   rebinding) sends its own name and is refused.
/// - An `Origin`, when sent, must be this server's own: no other page may write through it,
///   and no CORS header is ever sent, so none may read.
/// - The token: in the `token` query item, the `X-Studio-Token` header, or the cookie the page
///   gets on its first load (`HttpOnly; SameSite=Strict`, never sent by other sites' pages).
struct RequestGuard: Sendable {
    /// The run's token.
    let token: AccessToken
    /// The `--host` the server listens on.
    let host: String
    /// The port, once bound.
    let port: BoundPort

    /// The header the page's scripts send the token in.
    static let tokenHeader = "x-studio-token"

    /// The cookie that carries the token after the first load.
    static let cookieName = "studio_token"

    /// Why a request is refused.
    enum Refusal: Error {
        case host, origin, token

        /// The status and the text answered.
        var message: String {
            switch self {
            case .host: "refused: the Host header does not name this studio"
            case .origin: "refused: requests from another origin are not answered"
            case .token: "refused: the studio's token is missing or wrong (use the URL the studio printed)"
            }
        }
    }

    /// The names this server answers to, with its port.
    private var hosts: Set<String> {
        let port = port.port
        var names: Set<String> = ["127.0.0.1:\(port)", "localhost:\(port)"]
        names.insert(host.contains(":") ? "[\(host)]:\(port)" : "\(host):\(port)")
        return names
    }

    /// Checks `request`; true when its token came in the query (the page then sets the cookie).
    func check(_ request: Request) throws(Refusal) -> Bool {
        let hosts = self.hosts
        guard let headerHost = request.head.authority, hosts.contains(headerHost.lowercased()) else { throw .host }
        for origin in request.headers[values: .origin] {
            guard origin.hasPrefix("http://"), hosts.contains(String(origin.dropFirst("http://".count)).lowercased()) else { throw .origin }
        }
        if let given = request.uri.queryParameters["token"] {
            guard token.matches(given) else { throw .token }
            return true
        }
        if let header = request.headers.first(where: { $0.name.canonicalName == Self.tokenHeader })?.value {
            guard token.matches(Substring(header)) else { throw .token }
            return false
        }
        for cookies in request.headers[values: .cookie] {
            for pair in cookies.split(separator: ";") {
                let parts = pair.split(separator: "=", maxSplits: 1)
                guard parts.count == 2, parts[0].trimmingCharacters(in: .whitespaces) == Self.cookieName else { continue }
                if token.matches(parts[1]) { return false }
            }
        }
        throw .token
    }

    /// The `Set-Cookie` value that lets the page's later requests go without the query item.
    var cookie: String {
        "\(Self.cookieName)=\(token.text); Path=/; HttpOnly; SameSite=Strict"
    }
}
#endif
