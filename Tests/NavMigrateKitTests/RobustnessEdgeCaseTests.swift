import Foundation
import Testing
@testable import NavMigrateKit

/// Inputs at the edges: nothing at all, odd bytes and line endings, very deep and very large files.
@Suite struct RobustnessEdgeCaseTests {
    private let properties = MigrationProperties(migrator: Migrator())

    @Test func emptyFile() {
        let (result, violations) = properties.check([])
        report(violations, "empty file")
        #expect(result.status == .unchanged)
        #expect(result.output.isEmpty)
        #expect(result.findings.isEmpty)
    }

    @Test func onlyAByteOrderMark() {
        let (result, violations) = properties.check(byteOrderMark)
        report(violations, "byte-order mark only")
        #expect(result.status == .unchanged)
        #expect(result.output == byteOrderMark)
        #expect(result.findings.isEmpty)
    }

    @Test func carriageReturnLineEndings() {
        let input = withLineEndings(Array(sampleViewsFile(1).utf8), [13])
        let (result, violations) = properties.check(input)
        report(violations, "\\r line endings")
        #expect(result.status == .changed)
        #expect(result.output == withLineEndings(Array(migratedSampleViewsFile(1).utf8), [13]),
                "\(lineDiff(expected: showingLineBreaks(withLineEndings(Array(migratedSampleViewsFile(1).utf8), [13])), actual: showingLineBreaks(result.output)))")
    }

    @Test(arguments: [
        ("in a string literal", "Text(\"a\u{0}b\")"),
        ("in a comment", "Text(\"ab\") // a\u{0}b"),
        ("between tokens", "Text(\"ab\")\u{0}.bold()"),
        ("at the end of a line", "Text(\"ab\")\u{0}"),
    ])
    func nulBytes(_ place: String, _ line: String) {
        let source = sampleViewsFile(1).replacingOccurrences(of: "Text(\"Inbox 1\")", with: line)
        let (_, violations) = properties.check(Array(source.utf8))
        report(violations, "NUL \(place)")
        let atEnd = Array(sampleViewsFile(1).utf8) + [0]
        report(properties.check(atEnd).violations, "NUL at the end of the file")
    }

    /// swift-syntax's parser stops nesting at 256 levels and reads what lies deeper as
    /// unexpected code, so a deeper file is refused as not parsing instead of overflowing the
    /// stack. 252 closures plus the type, property, and container around them is the most it
    /// takes.
    @Test(arguments: [(100, true), (252, true), (253, false), (500, false), (2_000, false)])
    func deeplyNestedClosures(_ depth: Int, _ parses: Bool) {
        let open = String(repeating: "VStack {\n", count: depth)
        let close = String(repeating: "}\n", count: depth)
        let source = "import SwiftUI\nstruct Deep: View {\nvar body: some View {\nNavigationView {\n"
            + open + "Text(\"bottom\")\n" + close + "}\n}\n}\n"
        let (result, violations) = properties.check(Array(source.utf8))
        report(violations, "\(depth) nested closures")
        #expect(result.status == (parses ? .changed : .refused))
    }

    /// A modifier chain nests to the left, one level per modifier, with no parser limit.
    @Test(arguments: [1_000, 10_000])
    func longModifierChain(_ length: Int) {
        let chain = String(repeating: "\n.padding()", count: length)
        let source = "import SwiftUI\nstruct Long: View {\nvar body: some View {\nNavigationView {\nText(\"x\")"
            + chain + "\n}\n.navigationBarTitle(\"Long\")\n}\n}\n"
        let (result, violations) = properties.check(Array(source.utf8))
        report(violations, "chain of \(length) modifiers")
        #expect(result.status == .changed)
    }

    /// A whole file on one line: work per site must not grow with the length of the line.
    @Test func oneLongLine() {
        let views = (0..<1_000).map { index in
            "struct Row\(index): View { var body: some View { NavigationView { List { NavigationLink(\"Open\", destination: Text(\"\(index)\")) }.navigationBarTitle(\"Rows\") } } }; "
        }
        let source = "import SwiftUI\n" + views.joined() + "\n"
        let (result, violations) = properties.check(Array(source.utf8))
        report(violations, "one long line")
        #expect(result.status == .changed)
        #expect(String(decoding: result.output, as: UTF8.self).components(separatedBy: "NavigationStack {").count == 1_001)
    }

    /// Many views in one file: it completes, and every one of them is migrated.
    /// `NAVMIGRATE_LARGE_MB=50` runs the 50 MB case: about six minutes in a debug build on two
    /// cores, most of it swift-syntax parsing the input and the output.
    @Test func largeFile() {
        let megabytes = ProcessInfo.processInfo.environment["NAVMIGRATE_LARGE_MB"].flatMap { Int($0) } ?? 2
        var source = "import SwiftUI\n"
        var expected = source
        var index = 0
        while source.utf8.count < megabytes << 20 {
            source += sampleViews(index)
            expected += migratedSampleViews(index)
            index += 1
        }
        let clock = ContinuousClock()
        var result: FileMigration?
        let elapsed = clock.measure { result = Migrator().migrate(Array(source.utf8)) }
        print("navmigrate: migrated \(source.utf8.count >> 20) MB (\(index) views) in \(elapsed)")
        #expect(result?.status == .changed)
        #expect(result?.output == Array(expected.utf8))
    }
}

/// A file of one copy of the sample views.
private func sampleViewsFile(_ index: Int) -> String { "import SwiftUI\n" + sampleViews(index) }
private func migratedSampleViewsFile(_ index: Int) -> String { "import SwiftUI\n" + migratedSampleViews(index) }
