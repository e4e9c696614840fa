@testable import FilesServer
import Hummingbird
import HummingbirdTesting
import Testing

@Suite("FilesServer")
struct FilesServerTests {
    /// Expected texts from CLDR's plural rules: German 1 is "one", Russian 3 "few", 5 "many",
    /// 21 "one"; Japanese has only "other".
    @Test("GET /files/:count answers in the Accept-Language's language", arguments: [
        ("de-CH, fr;q=0.8, *;q=0.1", 3, "3 Dateien", "de"),
        ("de", 1, "1 Datei", "de"),
        ("ru-RU,ru;q=0.9,en;q=0.8", 3, "3 файла", "ru"),
        ("ru", 5, "5 файлов", "ru"),
        ("ru", 21, "21 файл", "ru"),
        ("ja;q=0.9, xx", 7, "7個のファイル", "ja"),
        ("fr;q=0, de;q=0.5, en;q=0.4", 2, "2 Dateien", "de"),
        ("", 0, "No files", "en"),
        ("not a header;;;", 1, "1 file", "en"),
    ])
    func files(header: String, count: Int, expected: String, language: String) async throws {
        let server = try FilesServer()
        let app = Application(router: server.router())
        try await app.test(.router) { client in
            try await client.execute(uri: "/files/\(count)", method: .get, headers: [.acceptLanguage: header]) { response in
                #expect(response.status == .ok)
                #expect(String(buffer: response.body) == expected)
                #expect(response.headers[.contentLanguage] == language)
                #expect(response.headers[.vary] == "Accept-Language")
            }
        }
    }

    @Test("A count that is not an integer is a 400, never a crash")
    func badCount() async throws {
        let app = Application(router: try FilesServer().router())
        try await app.test(.router) { client in
            try await client.execute(uri: "/files/many", method: .get) { response in
                #expect(response.status == .badRequest)
            }
            try await client.execute(uri: "/files/99999999999999999999999", method: .get) { response in
                #expect(response.status == .badRequest)
            }
        }
    }

    @Test("One Localizations serves many requests and languages concurrently")
    func shared() async throws {
        let server = try FilesServer()
        let headers = ["de", "ru", "fr", "ja", "pl", "en"]
        let expected = ["5 Dateien", "5 файлов", "5 fichiers", "5個のファイル", "5 plików", "5 files"]
        try await withThrowingTaskGroup(of: Void.self) { group in
            for index in 0..<60 {
                group.addTask {
                    let (text, _) = try server.files(5, acceptLanguage: headers[index % headers.count])
                    #expect(text == expected[index % headers.count])
                }
            }
            try await group.waitForAll()
        }
    }
}
