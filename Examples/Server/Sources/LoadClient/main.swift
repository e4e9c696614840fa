// A small HTTP/1.1 load client for the example server: N keep-alive connections to a loopback
// address, each sending `GET PATH` and reading the whole response before the next, for a bounded
// time; prints requests per second. Like `wrk -c N -d S`, without scripting.
//
// It connects to 127.0.0.1 (or ::1) only, opens at most 256 connections and runs at most 120 s.
//
//   swift run -c release LoadClient --port 8080 --connections 32 --duration 10 \
//       --path /files/3 --accept-language "de-CH, fr;q=0.8"
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import Synchronization

struct Options {
    var port: UInt16 = 8080
    var connections = 32
    var duration = 10.0
    var path = "/files/3"
    var acceptLanguages = ["de-CH, fr;q=0.8, *;q=0.1"]

    static let maximumConnections = 256
    static let maximumDuration = 120.0

    static func parse(_ arguments: [String]) -> Options? {
        var options = Options()
        var languages: [String] = []
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            guard let value = rest.popFirst() else { return nil }
            switch argument {
            case "--port": guard let port = UInt16(value) else { return nil }; options.port = port
            case "--connections": guard let count = Int(value), (1...maximumConnections).contains(count) else { return nil }; options.connections = count
            case "--duration": guard let seconds = Double(value), seconds > 0, seconds <= maximumDuration else { return nil }; options.duration = seconds
            case "--path": guard value.hasPrefix("/"), !value.contains(where: { $0 == "\r" || $0 == "\n" || $0 == " " }) else { return nil }; options.path = value
            case "--accept-language": guard !value.contains(where: { $0 == "\r" || $0 == "\n" }) else { return nil }; languages.append(value)
            default: return nil
            }
        }
        if !languages.isEmpty { options.acceptLanguages = languages }
        return options
    }
}

/// Totals shared by the connection threads.
final class Totals: Sendable {
    let responses = Atomic<Int>(0)
    let failures = Atomic<Int>(0)
    let bytes = Atomic<Int>(0)
}

/// One keep-alive connection: a blocking socket and a read buffer.
final class Connection {
    let socket: Int32
    var buffer = [UInt8](repeating: 0, count: 64 * 1024)
    var start = 0
    var end = 0

    init?(port: UInt16) {
        let fd = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { return nil }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian  // 127.0.0.1, always
        var one: Int32 = 1
        setsockopt(fd, Int32(IPPROTO_TCP), TCP_NODELAY, &one, socklen_t(MemoryLayout<Int32>.size))
        var timeout = timeval(tv_sec: 2, tv_usec: 0)  // a stuck server cannot hang the client
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else { close(fd); return nil }
        socket = fd
    }

    deinit { close(socket) }

    func send(_ request: [UInt8]) -> Bool {
        var sent = 0
        while sent < request.count {
            let n = request.withUnsafeBytes { Glibc.send(socket, $0.baseAddress! + sent, request.count - sent, Int32(MSG_NOSIGNAL)) }
            if n <= 0 { return false }
            sent += n
        }
        return true
    }

    /// Reads one response; returns its status and size, nil on a closed or broken connection.
    func readResponse() -> (status: Int, size: Int)? {
        var headerEnd: Int?
        while true {
            if let found = findHeaderEnd() { headerEnd = found; break }
            guard fill() else { return nil }
        }
        guard let headerEnd else { return nil }
        let head = String(decoding: buffer[start..<headerEnd], as: UTF8.self)
        let lines = head.split(separator: "\r\n")
        guard let statusLine = lines.first, statusLine.count >= 12,
              let status = Int(statusLine.dropFirst(9).prefix(3)) else { return nil }
        var length = 0
        for line in lines.dropFirst() where line.lowercased().hasPrefix("content-length:") {
            length = Int(line.dropFirst("content-length:".count).trimmingCharacters(in: .whitespaces)) ?? 0
        }
        guard length <= buffer.count / 2 else { return nil }
        let bodyStart = headerEnd + 4
        while end - bodyStart < length {
            guard fill() else { return nil }
        }
        let size = bodyStart + length - start
        start = bodyStart + length
        return (status, size)
    }

    private func findHeaderEnd() -> Int? {
        guard end - start >= 4 else { return nil }
        var index = start
        while index + 3 < end {
            if buffer[index] == 13, buffer[index + 1] == 10, buffer[index + 2] == 13, buffer[index + 3] == 10 { return index }
            index += 1
        }
        return nil
    }

    /// Reads more bytes, moving what is unread to the front first.
    private func fill() -> Bool {
        if start > 0 {
            buffer.replaceSubrange(0..<(end - start), with: buffer[start..<end])
            end -= start
            start = 0
        }
        guard end < buffer.count else { return false }
        let n = buffer.withUnsafeMutableBytes { recv(socket, $0.baseAddress! + end, $0.count - end, 0) }
        if n <= 0 { return false }
        end += n
        return true
    }
}

guard let options = Options.parse(Array(CommandLine.arguments.dropFirst())) else {
    print("""
        usage: LoadClient [--port 8080] [--connections 1…256] [--duration 0…120 seconds] \
        [--path /files/3] [--accept-language HEADER]...
        Connects to 127.0.0.1 only. Several --accept-language values are used in turn.
        """)
    exit(2)
}

let requests = options.acceptLanguages.map { header in
    Array("GET \(options.path) HTTP/1.1\r\nHost: 127.0.0.1:\(options.port)\r\nAccept-Language: \(header)\r\n\r\n".utf8)
}
let totals = Totals()
let deadline = Date().addingTimeInterval(options.duration)
let done = DispatchGroup()
let started = Date()
for index in 0..<options.connections {
    done.enter()
    let thread = Thread {
        defer { done.leave() }
        guard let connection = Connection(port: options.port) else {
            totals.failures.add(1, ordering: .relaxed)
            return
        }
        var turn = index
        while Date() < deadline {
            let request = requests[turn % requests.count]
            turn += 1
            guard connection.send(request), let response = connection.readResponse() else {
                totals.failures.add(1, ordering: .relaxed)
                return
            }
            if response.status == 200 {
                totals.responses.add(1, ordering: .relaxed)
            } else {
                totals.failures.add(1, ordering: .relaxed)
            }
            totals.bytes.add(response.size, ordering: .relaxed)
        }
    }
    thread.start()
}
done.wait()
let elapsed = Date().timeIntervalSince(started)
let responses = totals.responses.load(ordering: .relaxed)
let failures = totals.failures.load(ordering: .relaxed)
print("\(options.connections) connections, \(String(format: "%.1f", elapsed)) s: \(responses) responses (200), \(failures) failures")
print("requests/second: \(Int((Double(responses) / elapsed).rounded()))")
print("transfer/second: \(String(format: "%.1f", Double(totals.bytes.load(ordering: .relaxed)) / elapsed / 1_048_576)) MiB")
exit(failures > 0 && responses == 0 ? 1 : 0)
