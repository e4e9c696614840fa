import ArgumentParser
import Foundation
#if Studio
import Hummingbird
#endif
import Stringsdict

/// `stringsdict-studio PATH… [--port N] [--host 127.0.0.1] [--no-open]`: serves a local page to
/// review and edit String Catalogs, with every plural form of every language in view.
@main
struct StudioCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "stringsdict-studio",
        abstract: "Review and edit String Catalogs in the browser, on this machine only.",
        discussion: """
            Serves a page for the .xcstrings catalogs given (editable) and the .lproj folders given \
            (a folder of .lproj folders, or one; shown read-only, as `stringsdict catalog migrate` \
            would make them a catalog). The page lists keys × languages with each value's state \
            and lint findings, lays out each language's plural categories with a preview rendered \
            by the engine, and saves edits atomically in Xcode's form, changing only the entries \
            edited; a file changed on disk meanwhile is merged, and conflicts are shown, never \
            overwritten.
            The server listens on 127.0.0.1 by default; the URL it prints carries a random token \
            that every request must give. Requests for another Host or from another Origin are \
            refused.
            Examples:
              stringsdict-studio Localizable.xcstrings
              stringsdict-studio App/Resources --port 8123 --no-open
            """
    )

    @Argument(help: "The .xcstrings catalogs and folders of .lproj folders to open.")
    var paths: [String] = []

    @Option(help: "The port to listen on; a free one when omitted.")
    var port: Int = 0

    @Option(help: "The address to listen on (127.0.0.1 keeps the page on this machine).")
    var host: String = "127.0.0.1"

    @Flag(help: "Print the URL without opening a browser.")
    var noOpen = false

    /// Parses the arguments and runs; exits as the `stringsdict` CLI does: 0 when stopped, 2 on
    /// a usage or I/O error, printed as `stringsdict-studio: error: …` (help and `--help` as
    /// ArgumentParser prints them).
    static func main() async {
        do {
            var command = try parseAsRoot()
            if let server = command as? StudioCommand {
                try await server.run()
            } else {
                try command.run()
            }
        } catch {
            if exitCode(for: error) == .success || error is ExitCode { exit(withError: error) }
            FileHandle.standardError.write(Data("stringsdict-studio: error: \(message(for: error))\n".utf8))
            if error is ValidationError || exitCode(for: error) == .validationFailure {
                FileHandle.standardError.write(Data("stringsdict-studio --help shows the usage\n".utf8))
            }
            exit(withError: ExitCode(2))
        }
    }

    func validate() throws {
        guard !paths.isEmpty else { throw ValidationError("give at least one .xcstrings catalog or folder of .lproj folders") }
        guard (0...65535).contains(port) else { throw ValidationError("--port \(port) is not a port (0 to 65535)") }
    }

    func run() async throws {
        #if Studio
        try await serve()
        #else
        // Built without the trait, the package resolves no web server (a newcomer's first
        // `swift run stringsdict demo` and packages that depend on this one fetch no Hummingbird).
        throw StudioError("""
            this stringsdict-studio was built without its web server (the package's Studio trait); \
            run it as: swift run --traits Studio stringsdict-studio \(paths.joined(separator: " "))
            """)
        #endif
    }

    #if Studio
    /// Opens the paths, then serves the page until stopped.
    private func serve() async throws {
        let workspace = Workspace()
        var opened = 0
        for path in paths {
            let added = await workspace.open(path)
            for problem in added.problems {
                FileHandle.standardError.write(Data((problem + "\n").utf8))
            }
            opened += added.count
        }
        guard opened > 0 else {
            throw StudioError("nothing to open in \(paths.joined(separator: ", ")): no .xcstrings catalog or .lproj folder")
        }
        Task { await workspace.prepareGrids() }
        let token = AccessToken.random()
        let assets = try PageAssets.load()
        let boundPort = BoundPort()
        let server = StudioServer(workspace: workspace, assets: assets, guardian: RequestGuard(token: token, host: host, port: boundPort))
        let host = self.host
        let open = !noOpen
        let app = Application(
            router: server.router(),
            configuration: .init(address: .hostname(host, port: port), serverName: "stringsdict-studio"),
            onServerRunning: { channel in
                let actual = channel.localAddress?.port ?? 0
                boundPort.set(actual)
                let shown = host == "0.0.0.0" || host == "::" ? "127.0.0.1" : host
                let url = "http://\(shown):\(actual)/?token=\(token.text)"
                // Written unbuffered: a script reading the URL from a pipe gets it at once.
                FileHandle.standardOutput.write(Data("stringsdict-studio: \(url)\n(Ctrl-C stops it)\n".utf8))
                if open { Self.openBrowser(url) }
            }
        )
        try await app.runService()
    }
    #endif

    /// Opens `url` with the desktop's opener when there is one (`xdg-open`, `open`); silent
    /// otherwise: the URL is printed anyway.
    private static func openBrowser(_ url: String) {
        for opener in ["/usr/bin/xdg-open", "/usr/bin/open"] where FileManager.default.isExecutableFile(atPath: opener) {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: opener)
            process.arguments = [url]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try? process.run()
            return
        }
    }
}
