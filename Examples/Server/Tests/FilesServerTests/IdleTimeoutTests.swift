#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
@testable import FilesServer
import Hummingbird
import HummingbirdTesting
import Testing

/// A connection that stops talking is closed by the server after ``FilesServer/idleTimeout``.
///
/// Each test opens a raw TCP connection to the live server, sends nothing (or half a request
/// head, or one whole request), then blocks reading: the read returns end-of-file once the
/// server closes the connection. The socket's receive timeout (a minute) only keeps a broken
/// server from hanging the run; nothing here measures time.
@Suite("Idle timeout")
struct IdleTimeoutTests {
    /// Connects to 127.0.0.1:`port`, sends `request`, then reads until the server closes the
    /// connection; returns what was read, or nil when the read failed or timed out instead.
    static func readUntilClosed(port: Int, sending request: String) -> String? {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var safetyNet = timeval(tv_sec: 60, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &safetyNet, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = UInt16(port).bigEndian
        address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else { return nil }
        let bytes = Array(request.utf8)
        if !bytes.isEmpty {
            let sent = bytes.withUnsafeBytes { send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            guard sent == bytes.count else { return nil }
        }
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if count == 0 { return String(decoding: received, as: UTF8.self) }  // closed by the server
            if count < 0 { return nil }  // timed out or reset: not the orderly close we expect
            received += buffer[0..<count]
        }
    }

    @Test("the server closes a connection idle for its timeout", arguments: [
        ("sends nothing", ""),
        ("sends half a request head", "GET /files/3 HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept-Lang"),
    ])
    func closesIdleConnection(_ name: String, request: String) async throws {
        let server = try FilesServer(idleTimeout: .milliseconds(200))
        try await server.application(host: "127.0.0.1", port: 0).test(.live) { client in
            let port = try #require(client.port)
            let read = await Task.detached { Self.readUntilClosed(port: port, sending: request) }.value
            #expect(read == "", "\(name): \(read ?? "no orderly close")")
        }
    }

    @Test("a keep-alive connection gets its answer, then is closed once idle")
    func closesAfterAnswer() async throws {
        let server = try FilesServer(idleTimeout: .milliseconds(200))
        try await server.application(host: "127.0.0.1", port: 0).test(.live) { client in
            let port = try #require(client.port)
            let request = "GET /files/5 HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept-Language: ru\r\n\r\n"
            let read = await Task.detached { Self.readUntilClosed(port: port, sending: request) }.value
            #expect(read?.hasPrefix("HTTP/1.1 200 OK") == true)
            #expect(read?.hasSuffix("5 файлов") == true, "\(read ?? "no orderly close")")
        }
    }

    @Test("the default idle timeout is set on the server")
    func defaultTimeout() throws {
        let server = try FilesServer()
        #expect(server.idleTimeout == FilesServer.defaultIdleTimeout)
        #expect(FilesServer.defaultIdleTimeout > .zero)
    }
}
