import FilesServer
import Foundation
import Hummingbird

// `swift run -c release Server [--host 127.0.0.1] [--port 8080]`
var host = "127.0.0.1"
var port = 8080
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "--host": host = arguments.popFirst() ?? host
    case "--port": port = arguments.popFirst().flatMap { Int($0) } ?? port
    default:
        print("usage: Server [--host 127.0.0.1] [--port 8080]")
        exit(2)
    }
}
let server = try FilesServer()
print("listening on http://\(host):\(port)/files/:count (languages: \(server.localizations.available.map(\.name).joined(separator: ", ")))")
try await server.application(host: host, port: port).runService()
