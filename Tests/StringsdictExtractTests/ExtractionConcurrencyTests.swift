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

    @Test("One file on several threads (segments, table shares, sort halves, pieces) gives what one thread gives")
    func oneFileOnThreads() throws {
        // Scan: the segments run on threads whatever the file's size.
        let source = Array(SegmentedScanTests.tricky.utf8)
        let extractor = StringExtractor(options: .genstrings)
        let inOrder = extractor.extract(source, file: "t.m", language: .cFamily)
        let lines = SegmentedScanTests.lineStarts(source)
        for step in [3, 7] {
            let starts = [0] + stride(from: step, to: lines.count, by: step).map { lines[$0] }
            #expect(extractor.extractInSegments(source, file: "t.m", starts: starts, chunkTokens: 4, firstChunkTokens: 1) == inOrder)
        }
        // Tables: 40,000 ASCII keys (two sort halves), some repeated, in two shares, written in
        // rounds of pieces.
        let strings = (0..<40_000).map { index in
            ExtractedString(table: index % 9 == 0 ? "Other" : "Localizable", key: "key.\((index * 7_919) % 38_000)",
                            value: nil, comment: "Comment \(index % 5)",
                            location: SourceLocation(file: "t.m", line: index + 1, column: 5), routine: "NSLocalizedString")
        }
        let whole = StringsTable.tables(from: strings, options: .init(), shares: 1)
        let shared = StringsTable.tables(from: strings, options: .init(), shares: 2)
        #expect(shared.tables == whole.tables)
        #expect(shared.warnings == whole.warnings)
        let folder = try TemporaryFolder([:])
        defer { folder.remove() }
        for table in shared.tables where table.entries.count >= StringsTable.entriesPerPiece * 4 {
            let path = try table.write(to: folder.path)
            #expect(FileManager.default.contents(atPath: path).map(Array.init) == table.bytes())
        }
    }
}
