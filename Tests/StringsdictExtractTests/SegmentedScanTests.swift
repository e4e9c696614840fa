import Foundation
import Testing
import Stringsdict
import StringsdictTestSupport
@testable import StringsdictExtract

/// A long C-family file is scanned in segments at once (each starting at a line, maybe inside a
/// comment, literal, `#if 0` group, macro or bracket); the merged result must be the scan in
/// order, string for string and warning for warning, wherever the segments start.
@Suite("C-family scan in segments")
struct SegmentedScanTests {
    /// Everything a segment can start inside of: comments holding calls, a string continued over
    /// lines, a raw string over lines, `#if 0` with unbalanced brackets, a `#define` continued
    /// over lines, blocks in brackets, an unterminated literal, a character literal of a quote.
    static let tricky = #"""
        #import <Foundation/Foundation.h>
        /* A block comment
           NSLocalizedString(@"in.comment", @"never") {
           ( [ still the comment */
        #define TITLE(x) NSLocalizedString(@"macro.title", \
            @"A title from a macro") \
            ;
        #if 0
        NSLocalizedString(@"skipped", @"never") ( [ {
        #else
        static NSString *kept(void) { return NSLocalizedString(@"kept.else", @"Kept"); }
        #endif
        @implementation Screen
        - (void)viewDidLoad {
            [super viewDidLoad];
            self.title = NSLocalizedString(@"screen.title", @"Title of the screen");
            NSString *s = @"continued \
        string"; char q = '"'; char r = '\'';
            [self doWith:^{
                self.label.text = NSLocalizedStringFromTable(@"in.block", @"Blocks", @"In a block");
            } other:NSLocalizedString(@"after.block %@ %d", @"After")];
            const char *raw = R"x(raw ) " NSLocalizedString(@"in.raw", nil)
        still raw)x";
            CFStringRef cf = CFCopyLocalizedString(CFSTR("cf.key"), "CF comment");
            // NSLocalizedString(@"line.comment", nil) (
            NSLog(@"unterminated
            x = NSLocalizedString(@"after.unterminated", @"Next line");
        }
        @end
        void f(void) { g(NSLocalizedStringWithDefaultValue(@"default.key", nil, [NSBundle mainBundle], @"Default value", @"With a default")); }
        int main(void) { return NSLocalizedString(@"main.key", @"In main") != nil; }
        y = NSLocalizedString(@"mismatched", @"Closed by a bracket" ]; z = f(NSLocalizedString(@"after.mismatch", nil));
        w = [NSLocalizedString(@"in.brackets", nil) ) ; NSLocalizedString(@"last", @"Last"));

        """#

    private static func sequential(_ source: [UInt8]) -> ExtractionResult {
        StringExtractor(options: .genstrings).extract(source, file: "t.m", language: .cFamily)
    }

    /// The offset after each newline that has a byte after it.
    static func lineStarts(_ bytes: [UInt8]) -> [Int] {
        var starts: [Int] = []
        for (offset, byte) in bytes.enumerated() where byte == 0x0A && offset + 1 < bytes.count { starts.append(offset + 1) }
        return starts
    }

    @Test("Two segments, split at every line, with chunks of 1 to 4 tokens, give the scan in order")
    func everySplit() {
        let bytes = Array(Self.tricky.utf8)
        let expected = Self.sequential(bytes)
        #expect(expected.strings.count >= 9)
        #expect(!expected.warnings.isEmpty)
        let extractor = StringExtractor(options: .genstrings)
        for start in Self.lineStarts(bytes) {
            for chunk in 1...4 {
                let split = extractor.extractInSegments(bytes, file: "t.m", starts: [0, start], chunkTokens: chunk, firstChunkTokens: 1)
                #expect(split == expected, "split at byte \(start), chunks of \(chunk)")
            }
        }
    }

    @Test("Three to five segments, at lines taken apart through the file, give the scan in order")
    func manySplits() {
        let bytes = Array(Self.tricky.utf8)
        let expected = Self.sequential(bytes)
        let extractor = StringExtractor(options: .genstrings)
        let lines = Self.lineStarts(bytes)
        for step in 1..<lines.count {
            let starts = [0] + stride(from: step - 1, to: lines.count, by: max(1, step)).prefix(4).map { lines[$0] }
            for chunk in [1, 3, 64] {
                let split = extractor.extractInSegments(bytes, file: "t.m", starts: starts, chunkTokens: chunk, firstChunkTokens: 2)
                #expect(split == expected, "starts \(starts), chunks of \(chunk)")
            }
        }
    }

    @Test("The legacy fixtures, split at every line, give the scan in order", arguments: ["TextEdit.m", "ActivityTracker.m", "Custom.c"])
    func fixtures(name: String) throws {
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: ExtractFixtures.project + "/Legacy/" + name)))
        let options = StringExtractor.Options(routines: ["LocalizedActivityTrackerString", "MyLocalizedString"])
        let extractor = StringExtractor(options: options)
        let expected = extractor.extract(bytes, file: "t.m", language: .cFamily)
        #expect(!expected.strings.isEmpty)
        for start in Self.lineStarts(bytes) {
            let split = extractor.extractInSegments(bytes, file: "t.m", starts: [0, start], chunkTokens: 2, firstChunkTokens: 1)
            #expect(split == expected, "\(name) split at byte \(start)")
        }
    }

    @Test("A segment's first line is one more than the newlines before it, at every offset of bytes of every value")
    func lineAtOffset() {
        var generator = SplitMix64(seed: 19)
        // Newlines, bytes next to them (0x09, 0x0B, 0x8A, 0xFA), 0x00 and 0xFF, at every alignment.
        let alphabet: [UInt8] = [0x0A, 0x0A, 0x09, 0x0B, 0x8A, 0xFA, 0x00, 0xFF, 0x41, 0x7F, 0x80]
        let bytes = (0..<300).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] }
        for offset in 0...bytes.count + 2 {
            let expected = bytes.prefix(offset).filter { $0 == 0x0A }.count + 1
            #expect(ExtractionScan.line(atOffset: offset, bytes) == Int32(expected), "offset \(offset)")
        }
    }

    @Test("The fuzzer's finding: a call whose ( is closed by ] is skipped wherever a chunk ends, with a warning naming the ]")
    func mismatchedBracket() throws {
        let raw = Array(try Data(contentsOf: URL(fileURLWithPath: ExtractFixtures.root + "/Fuzz/mismatched-bracket.m")))
        let bytes = SourceEncoding.utf8.utf8(raw)
        let extractor = StringExtractor(options: .init(routines: ["MyString"], recognizesSwiftUIText: true, interpretsUnicodeEscapes: true))
        let expected = extractor.extract(bytes, file: "f.m", language: .cFamily)
        #expect(expected.warnings.contains { $0.message == "NSLocalizedString: the call's ( is closed by ], so it is skipped" })
        for chunk in 1...4 {
            for onThreads in [false, true] {
                let split = extractor.extractInSegments(bytes, file: "f.m", starts: ExtractionScan.segmentStarts(bytes, 3), chunkTokens: chunk,
                                                        firstChunkTokens: 1, onThreads: onThreads)
                #expect(split == expected, "chunks of \(chunk)")
            }
        }
        let short = ExtractFixtures.extract("x = NSLocalizedString(@\"k\", @\"c\" ]; y = NSLocalizedString(@\"next\", nil);")
        #expect(short.strings.map(\.key) == ["next"])
        #expect(short.warnings.map(\.message) == ["NSLocalizedString: the call's ( is closed by ], so it is skipped"])
    }

    @Test("A file of megabytes is scanned in segments through the public path, with the result of one scan")
    func largeFile() throws {
        // The tricky source over and over (about 2.5 MB), so that the segments start wherever
        // the file's halves fall, and a long comment across the middle.
        var source = ""
        var index = 0
        while source.utf8.count < 1_300_000 {
            source += Self.tricky.replacingOccurrences(of: "screen.title", with: "screen.\(index).title")
            index += 1
        }
        source += "/* a comment across the middle\n" + String(repeating: "NSLocalizedString(@\"hidden\", nil);\n", count: 2_000) + "*/\n"
        source += source
        let bytes = Array(source.utf8)
        let extractor = StringExtractor(options: .genstrings)
        let expected = extractor.extract(bytes, file: "big.m", language: .cFamily)
        for segments in [2, 3, 8] {
            let split = extractor.extract(bytes, file: "big.m", language: .cFamily, index: nil, segments: segments)
            #expect(split.strings.count == expected.strings.count)
            #expect(split == expected, "\(segments) segments")
        }
        #expect(!expected.strings.contains { $0.key == "hidden" })
    }
}
