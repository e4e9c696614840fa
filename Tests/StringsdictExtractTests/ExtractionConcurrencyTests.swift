import Foundation
import Testing
import Stringsdict
import StringsdictTestSupport
@testable import StringsdictExtract

/// Files scanned on every core (run under TSan by .ci/run with the other ConcurrencyTests) give what scanning them one by one gives, in the files' order.
@Suite("Extraction of many files at once")
struct ExtractionConcurrencyTests {
    @Test("Results come in the paths' order, each equal to the file's own extraction; an unreadable file is its own error")
    func sameAsOneByOne() throws {
        var files: [String: String] = [:]
        for index in 0..<60 {
            if index % 3 == 0 {
                files["Sources/View\(index).swift"] = """
                    struct View\(index): View {
                        let title: LocalizedStringKey = "title.\(index)"
                        var body: some View { Text("Screen \\(count) of \(index)", comment: "Counter \(index)") }
                    }

                    """
            } else {
                files["Sources/Controller\(index).m"] = """
                    self.title = NSLocalizedString(@"controller.\(index)", @"Title \(index)");
                    x = NSLocalizedStringFromTable(@"Shared", @"Table\(index % 4)", nil);

                    """
            }
        }
        let folder = try TemporaryFolder(files)
        defer { folder.remove() }
        var paths = try files.keys.sorted().map { try folder.path($0) }
        paths.insert(try folder.path("Sources/Missing.m"), at: 7)
        let extractor = StringExtractor(options: .catalog)
        let index = extractor.declarations(ofSwiftFiles: paths)
        let together = extractor.extract(contentsOfFiles: paths, index: index)
        #expect(together.count == paths.count)
        for (path, result) in zip(paths, together) {
            let alone: Result<ExtractionResult, StringsdictError>
            do throws(StringsdictError) {
                alone = .success(try extractor.extract(contentsOf: path, index: index))
            } catch {
                alone = .failure(error)
            }
            switch (result, alone) {
            case (.success(let a), .success(let b)):
                #expect(a == b, "\(path)")
                #expect(!a.strings.isEmpty, "\(path)")
            case (.failure(let a), .failure(let b)):
                #expect(a.message == b.message)
                #expect(path.hasSuffix("Missing.m"))
            default:
                Issue.record("\(path): \(result) alone gives \(alone)")
            }
        }
    }
}
