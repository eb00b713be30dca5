import Foundation
import SwiftParser
import Testing
@testable import NavMigrateKit

@Suite struct MigratorTests {
    @Test func syntaxErrorIsRefusedUnchanged() {
        let input = "struct A { var body: some View { NavigationView { Text(\"x\") }\n"
        let result = Migrator().migrate(Array(input.utf8))
        #expect(result.status == .refused)
        #expect(result.output == Array(input.utf8))
        #expect(result.findings.first?.rule == "syntax-error")
    }

    @Test func nonUTF8IsFailedWithOffset() {
        let bytes: [UInt8] = Array("let a = \"".utf8) + [0xFF, 0xFE] + Array("\"\n".utf8)
        let result = Migrator().migrate(bytes)
        #expect(result.status == .failed)
        #expect(result.output == bytes)
        #expect(result.findings.first?.rule == "not-utf8")
        #expect(result.findings.first?.column == 10)
    }
}

@Suite struct IncrementalReparseTests {
    /// The output check re-parses incrementally; it must see an error an edit introduces and
    /// agree with a full parse on the text.
    @Test func seesAnErrorTheEditsIntroduce() throws {
        let source = "struct A {\n    var body: some View { Text(\"a\") }\n}\n"
        let parsed = Parser.parseIncrementally(source: source, parseTransition: nil)
        let offset = try #require(source.utf8.firstIndex(of: UInt8(ascii: "}")).map { source.utf8.distance(from: source.utf8.startIndex, to: $0) })
        let edits = [SourceEdit(range: offset..<(offset + 1), replacement: "")]
        let broken = try SourceEdit.apply(edits, to: source)
        #expect(Migrator.reparse(broken, after: parsed, edits: edits).hasError)
    }

    @Test func agreesWithAFullParse() throws {
        let source = "struct A: View {\n    var body: some View {\n        NavigationView { Text(\"a\") }\n    }\n}\n"
        let parsed = Parser.parseIncrementally(source: source, parseTransition: nil)
        let start = try #require(source.range(of: "NavigationView")).lowerBound.utf16Offset(in: source)
        let edits = [SourceEdit(range: start..<(start + 14), replacement: "NavigationStack")]
        let rewritten = try SourceEdit.apply(edits, to: source)
        let incremental = Migrator.reparse(rewritten, after: parsed, edits: edits)
        #expect(!incremental.hasError)
        #expect(incremental.description == rewritten)
        #expect(incremental.description == Parser.parse(source: rewritten).description)
    }
}
