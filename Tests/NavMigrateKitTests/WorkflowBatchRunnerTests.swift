import Foundation
import Synchronization
import Testing
@testable import NavMigrateKit

@Suite struct WorkflowBatchRunnerTests {
    /// Stands in for the rewrite engine: renames the container, nothing else.
    static let fakeTransform: BatchRunner.Transform = { _, bytes in
        let text = String(decoding: bytes, as: UTF8.self)
        let output = Array(text.replacingOccurrences(of: "NavigationView", with: "NavigationStack").utf8)
        return FileMigration(status: output == bytes ? .unchanged : .changed, original: bytes, output: output,
                             findings: [])
    }

    private func items(in folder: TemporaryFolder) -> [BatchItem] {
        FileDiscovery(currentDirectory: folder.path, honoursGitIgnore: false).discover(["."]).files
            .map { BatchItem(file: $0) }
    }

    @Test func deliversInPathOrderWhateverTheScheduling() {
        let folder = TemporaryFolder()
        for index in 0..<40 {
            folder.write(String(format: "F%02d.swift", index), index % 3 == 0 ? "NavigationView {}\n" : "let x = \(index)\n")
        }
        let slowFirst: BatchRunner.Transform = { item, bytes in
            if item.file.path == "F00.swift" { usleep(50_000) }
            return Self.fakeTransform(item, bytes)
        }
        var delivered: [String] = []
        BatchRunner(jobs: 4, transform: slowFirst).run(items(in: folder)) { index, outcome in
            #expect(index == delivered.count)
            delivered.append(outcome.path)
            return .proceed
        }
        #expect(delivered == (0..<40).map { String(format: "F%02d.swift", $0) })
    }

    @Test func prefilterKeepsFilesAwayFromTheTransformAndOnlyChangedFilesKeepBytes() {
        let folder = TemporaryFolder()
        folder.write("A.swift", "struct A { var body: some View { NavigationView { Text(\"x\") } } }\n")
        folder.write("B.swift", "let plain = 1\n")
        folder.write("C.swift", "// NavigationLink in a comment\n")
        let calls = Atomic<Int>(0)
        let counting: BatchRunner.Transform = { item, bytes in
            calls.add(1, ordering: .relaxed)
            return Self.fakeTransform(item, bytes)
        }
        var outcomes: [FileOutcome] = []
        BatchRunner(jobs: 2, transform: counting).run(items(in: folder)) { _, outcome in
            outcomes.append(outcome)
            return .proceed
        }
        #expect(calls.load(ordering: .relaxed) == 2)
        #expect(outcomes.map(\.status) == [.changed, .unchanged, .unchanged])
        #expect(outcomes.map(\.parsed) == [true, false, true])
        #expect(outcomes[0].output == Array("struct A { var body: some View { NavigationStack { Text(\"x\") } } }\n".utf8))
        #expect(String(decoding: outcomes[0].diff, as: UTF8.self).hasPrefix("diff --git a/A.swift b/A.swift\n--- a/A.swift\n+++ b/A.swift\n@@ -1 +1 @@\n"))
        #expect(outcomes[1].original.isEmpty && outcomes[2].original.isEmpty)
    }

    @Test func stoppingEndsTheBatchEarly() {
        let folder = TemporaryFolder()
        for index in 0..<20 { folder.write("F\(index + 10).swift", "NavigationView {}\n") }
        var seen = 0
        let delivered = BatchRunner(jobs: 2, transform: Self.fakeTransform).run(items(in: folder)) { _, _ in
            seen += 1
            return seen == 3 ? .stop : .proceed
        }
        #expect(delivered == 3)
        #expect(seen == 3)
    }

    @Test func unreadableAndSkippedFilesBecomeOutcomes() {
        let missing = DiscoveredFile(path: "Gone.swift", location: "/nonexistent-navmigrate/Gone.swift")
        let link = DiscoveredFile(path: "Link.swift", location: "/x/Link.swift", skipReason: "is a symlink")
        var outcomes: [FileOutcome] = []
        BatchRunner(jobs: 1, transform: Self.fakeTransform).run([BatchItem(file: missing), BatchItem(file: link)]) {
            outcomes.append($1)
            return .proceed
        }
        #expect(outcomes.map(\.status) == [.failed, .skipped])
        #expect(outcomes[0].isProblem)
        #expect(outcomes[0].findings.first?.message == "cannot read Gone.swift: No such file or directory; file left unchanged")
        #expect(!outcomes[1].isProblem && !outcomes[1].failsCheck)
    }

    @Test func summaryAndExitStatus() {
        var summary = RunSummary()
        summary.add(FileOutcome(path: "a", location: "a", status: .unchanged))
        #expect(ExitStatus.of(summary, check: true) == .clean)
        summary.add(FileOutcome(path: "b", location: "b", status: .changed, parsed: true))
        #expect(ExitStatus.of(summary, check: false) == .clean)
        #expect(ExitStatus.of(summary, check: true) == .checkFailed)
        summary.add(FileOutcome(path: "c", location: "c", status: .refused,
                                findings: [Finding(.syntaxError, severity: .error, message: "m", line: 1, column: 1)]))
        #expect(ExitStatus.of(summary, check: true) == .problems)
        #expect(summary.line(writing: false).hasPrefix("navmigrate: 3 files scanned, 1 parsed, 1 changed, 1 left for errors, 0 failed in "))
    }

    /// The summary's counts lead with their noun in the plural, irregular ones too, and leave a
    /// count of one and the names of API as they are.
    @Test func summaryCountsSayTheirNounsInThePlural() {
        #expect(RunSummary.counted("hidden link to navigationDestination(isPresented:)", 3)
            == "hidden links to navigationDestination(isPresented:)")
        #expect(RunSummary.counted("unused property removed", 2) == "unused properties removed")
        #expect(RunSummary.counted("stack", 2) == "stacks")
        #expect(RunSummary.counted("hidden link to navigationDestination(isPresented:)", 1)
            == "hidden link to navigationDestination(isPresented:)")
        #expect(RunSummary.counted("navigationTitle", 4) == "navigationTitle")
    }

    @Test func jsonReportIsOneValidDocument() throws {
        var writer = JSONReportWriter()
        var bytes = writer.opening()
        bytes += writer.entry(FileOutcome(path: "A.swift", location: "/A.swift", status: .changed,
                                          findings: [Finding(.barTitle, message: "say \"hi\"", line: 2, column: 3)],
                                          diff: Array("--- a/A.swift\n".utf8)))
        bytes += writer.entry(FileOutcome(path: "B.swift", location: "/B.swift", status: .failed))
        bytes += writer.closing(notices: [Notice(.notSwift, severity: .note, path: "notes.md", message: "skipped")],
                                summary: RunSummary())
        let document = try #require(try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
        #expect(document["version"] as? Int == 2)
        let files = try #require(document["files"] as? [[String: Any]])
        #expect(files.map { $0["status"] as? String } == ["changed", "failed"])
        #expect(files[0]["written"] is NSNull)
        let notices = try #require(document["notices"] as? [[String: Any]])
        #expect(notices.first?["kind"] as? String == "not-swift")
        #expect(notices.first?["path"] as? String == "notes.md")
        #expect(notices.first?["severity"] as? String == "note")
        #expect(files[0]["diff"] as? String == "--- a/A.swift\n")
        #expect(files[1]["diff"] is NSNull)
        #expect((files[0]["findings"] as? [[String: Any]])?.first?["message"] as? String == "say \"hi\"")
        #expect((document["summary"] as? [String: Any])?["scanned"] as? Int == 0)
    }
}
