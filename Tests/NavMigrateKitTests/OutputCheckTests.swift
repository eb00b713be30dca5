import Foundation
import SwiftParser
import SwiftSyntax
import Testing
@testable import NavMigrateKit

private typealias Edit = NavMigrateKit.SourceEdit

/// The output check vouches for edits it can prove safe without re-parsing the whole file; it
/// must never vouch for an output that does not parse, and must still vouch for most real
/// migrations (or it saves nothing).
@Suite struct OutputCheckTests {
    private func range(of target: String, in source: String) throws -> Range<Int> {
        let found = try #require(source.range(of: target), "\(target) not in source")
        let start = source.utf8.distance(from: source.utf8.startIndex, to: found.lowerBound)
        return start..<(start + target.utf8.count)
    }

    private func replacing(_ target: String, with text: String, in source: String) throws -> Edit {
        Edit(range: try range(of: target, in: source), replacement: text)
    }

    private func inserting(_ text: String, after target: String, in source: String) throws -> Edit {
        let end = try range(of: target, in: source).upperBound
        return Edit(range: end..<end, replacement: text)
    }

    /// Whether the check vouches for the edits, and whether the output really parses.
    private func verdict(_ source: String, _ edits: [Edit]) throws -> (vouched: Bool, parses: Bool) {
        let output = try Edit.apply(edits, to: source)
        let vouched = OutputCheck.vouchesFor(edits, in: Parser.parse(source: source), source: Array(source.utf8))
        return (vouched, !Parser.parse(source: output).hasError)
    }

    private let screen = """
        struct Screen: View {
            @State private var items: [Item] = []

            var body: some View {
                NavigationView {
                    List(items) { item in
                        NavigationLink(destination: Detail(item: item)) {
                            Row(item: item)
                        }
                    }
                    .navigationBarTitle("Items")
                }
                .navigationViewStyle(.stack)
            }
        }

        """

    @Test func vouchesForRenamesAndModifierRemovalsWithoutAParse() throws {
        let edits = [
            try replacing("NavigationView", with: "NavigationStack", in: screen),
            try replacing("navigationBarTitle", with: "navigationTitle", in: screen),
            try replacing("\n        .navigationViewStyle(.stack)", with: "", in: screen),
        ]
        let result = try verdict(screen, edits)
        #expect(result.vouched && result.parses)
    }

    @Test func vouchesForARewrittenLinkHeadAndNewMembers() throws {
        let edits = [
            try replacing("(destination: Detail(item: item))", with: " { Detail(item: item) } label:", in: screen),
            try inserting("\n\n    @State private var path: [Int] = []", after: "[Item] = []", in: screen),
            try inserting("\n            .navigationDestination(for: Int.self) { number in\n                Text(\"\\(number)\")\n            }",
                          after: ".navigationBarTitle(\"Items\")", in: screen),
        ]
        let result = try verdict(screen, edits)
        #expect(result.vouched && result.parses)
    }

    @Test func aRenameToAKeywordIsNotTrusted() throws {
        let result = try verdict(screen, [try replacing("NavigationView", with: "in", in: screen)])
        #expect(!result.vouched)
        #expect(!result.parses)
    }

    @Test func aRemovalThatJoinsTwoStatementsIsNotTrusted() throws {
        let source = "let x = foo\n    .bar()\nlet y = 1\n"
        let result = try verdict(source, [try replacing("\n    .bar()\n", with: "", in: source)])
        #expect(!result.vouched)
        #expect(!result.parses)
    }

    @Test func aBrokenCallIsCaughtAndReportedByTheFullParse() throws {
        let edit = try replacing("(destination: Detail(item: item)) {", with: "(destination: Detail(item: item) {", in: screen)
        let result = try verdict(screen, [edit])
        #expect(!result.vouched)
        #expect(!result.parses)
        let parsed = Parser.parseIncrementally(source: screen, parseTransition: nil)
        let output = try Edit.apply([edit], to: screen)
        #expect(OutputCheck.firstError(in: output, edits: [edit], after: parsed, source: Array(screen.utf8)) != nil)
    }

    @Test func aTrailingClosureInAConditionIsNotTrusted() throws {
        let source = "func f() {\n    if check(value) {\n        run()\n    }\n}\n"
        let result = try verdict(source, [try replacing("(value)", with: " { value }", in: source)])
        #expect(!result.vouched)
    }

    @Test func aLineBreakInsideAStringInterpolationIsNotTrusted() throws {
        let source = "let s = \"\\(format(value))\"\n"
        let result = try verdict(source, [try replacing("(value)", with: "(\n    value\n)", in: source)])
        #expect(!result.vouched)
    }

    @Test func aMemberOnTheLineOfAnotherIsNotTrusted() throws {
        let source = "struct A {\n    var a = 1\n}\n"
        let result = try verdict(source, [try inserting(" var b = 2", after: "var a = 1", in: source)])
        #expect(!result.vouched)
        #expect(!result.parses)
    }

    @Test func aSplitViewSkeletonIsVouchedAndABrokenOneIsNot() throws {
        let source = "var body: some View {\n    NavigationView {\n        Sidebar()\n        Detail()\n    }\n}\n"
        let rename = try replacing("NavigationView", with: "NavigationSplitView", in: source)
        // The line break between the two children becomes the seam between two closures.
        let seam = try range(of: "Sidebar()", in: source).upperBound
        let split = Edit(range: seam..<(seam + 1), replacement: "\n    } detail: {\n")
        let good = try verdict(source, [rename, split])
        #expect(good.vouched && good.parses)
        let broken = Edit(range: seam..<(seam + 1), replacement: "\n    } detail: \n")
        let bad = try verdict(source, [rename, broken])
        #expect(!bad.vouched)
        #expect(!bad.parses)
    }

    /// Every golden case: whatever the check vouches for parses, and it vouches for most of them.
    @Test func agreesWithAFullParseOnEveryGoldenCase() throws {
        var changed = 0
        var vouched = 0
        for folder in try GoldenTests.caseFolders() {
            var bytes = try [UInt8](Data(contentsOf: folder.appendingPathComponent("before.swift")))
            if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
            let text = String(decoding: bytes, as: UTF8.self)
            let tree = Parser.parse(source: text)
            guard !tree.hasError else { continue }
            let context = FileContext(tree: tree, text: text)
            let plan = planMigration(in: context, options: GoldenTests.options(for: folder))
            guard !plan.edits.isEmpty else { continue }
            let edits = settleInsertions(try plan.resolvingMoves(in: context.bytes), lineEnding: context.lineEnding)
            let output = try Edit.apply(edits, to: text)
            changed += 1
            if OutputCheck.vouchesFor(edits, in: tree, source: context.bytes) {
                vouched += 1
                #expect(!Parser.parse(source: output).hasError, "[\(folder.lastPathComponent)] vouched for an output that does not parse")
            }
        }
        #expect(changed > 0)
        #expect(vouched * 2 > changed, "the check vouched for only \(vouched) of \(changed) migrations")
    }
}

@Suite struct LineTableTests {
    @Test func agreesWithSwiftSyntaxOnEveryOffset() {
        let source = "let a = 1\r\nlet é = \"\u{1F600}\"\rlet c = 3\n\n// end"
        let tree = Parser.parse(source: source)
        let converter = SourceLocationConverter(fileName: "", tree: tree)
        let table = LineTable(Array(source.utf8))
        for offset in 0...source.utf8.count {
            let position = AbsolutePosition(utf8Offset: offset)
            let expected = converter.location(for: position)
            let actual = table.location(for: position)
            #expect(actual == LineTable.Location(line: expected.line, column: expected.column), "offset \(offset)")
            #expect(table.position(ofLine: actual.line, column: actual.column) == position)
        }
    }
}

@Suite struct NavigationMentionsTests {
    @Test func findsMentionsOnlyWhollyInsideARange() {
        let source = Array("struct Row {}\nstruct Screen { NavigationView {} }\n".utf8)
        let mentions = NavigationMentions(source)
        let screen = 14..<source.count
        #expect(mentions.occur(in: screen))
        #expect(!mentions.occur(in: 0..<14))
        // A range that cuts the word does not count.
        #expect(!mentions.occur(in: 0..<(14 + "struct Screen { Navigat".utf8.count)))
    }
}
