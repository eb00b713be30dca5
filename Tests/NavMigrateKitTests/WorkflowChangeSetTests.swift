import Foundation
import Testing
@testable import NavMigrateKit

/// Change sets in the library: the queue that hands a set's files over together, the writer
/// that writes them all or none, and the reports that name them.
@Suite struct WorkflowChangeSetTests {
    private func outcome(_ path: String, _ status: FileOutcome.Status = .changed, with others: [String] = []) -> FileOutcome {
        var outcome = FileOutcome(path: path, location: "/x/" + path, status: status)
        outcome.changeSet = others
        return outcome
    }

    private func feed(_ queue: inout ChangeSetQueue, _ outcomes: [FileOutcome]) -> [[String]] {
        var units: [[String]] = []
        for (index, outcome) in outcomes.enumerated() {
            units += queue.add(index, outcome).map(\.paths)
        }
        return units
    }

    // MARK: The queue

    @Test func aSetComesOutTogetherAtItsFirstFileAndLaterFilesWait() {
        let paths = ["A.swift", "B.swift", "C.swift", "D.swift"]
        var queue = ChangeSetQueue(paths: paths)
        #expect(queue.add(0, outcome("A.swift", with: ["C.swift"])).isEmpty)
        // B stands alone, but comes after A, whose set is not complete yet.
        #expect(queue.add(1, outcome("B.swift")).isEmpty)
        let due = queue.add(2, outcome("C.swift", with: ["A.swift"]))
        #expect(due.map(\.paths) == [["A.swift", "C.swift"], ["B.swift"]])
        #expect(due.map(\.isChangeSet) == [true, false])
        #expect(queue.add(3, outcome("D.swift")).map(\.paths) == [["D.swift"]])
        #expect(queue.drain().isEmpty)
    }

    @Test func filesNamedByLaterMembersJoinTheSet() {
        var queue = ChangeSetQueue(paths: ["A.swift", "B.swift", "C.swift"])
        let units = feed(&queue, [outcome("A.swift", with: ["B.swift"]), outcome("B.swift", with: ["A.swift", "C.swift"]),
                                  outcome("C.swift", with: ["B.swift"])])
        #expect(units == [["A.swift", "B.swift", "C.swift"]])
    }

    @Test func aFileOutsideTheRunIsMissingAndDoesNotHoldTheSetBack() {
        var queue = ChangeSetQueue(paths: ["A.swift", "B.swift"])
        let due = queue.add(0, outcome("A.swift", with: ["Excluded.swift"]))
        #expect(due.count == 1)
        #expect(due.first?.outcomes.map(\.path) == ["A.swift"])
        #expect(due.first?.missing == ["Excluded.swift"])
        #expect(due.first?.isChangeSet == true)
    }

    @Test func drainingAStoppedRunCountsFilesThatNeverCameAsMissing() {
        var queue = ChangeSetQueue(paths: ["A.swift", "B.swift", "C.swift"])
        #expect(queue.add(0, outcome("A.swift", with: ["C.swift"])).isEmpty)
        #expect(queue.add(1, outcome("B.swift")).isEmpty)
        let left = queue.drain()
        #expect(left.map(\.paths) == [["A.swift", "C.swift"], ["B.swift"]])
        #expect(left.first?.missing == ["C.swift"])
    }

    // MARK: The batch's test hook

    @Test func testChangeSetsReachTheOutcomes() {
        let folder = TemporaryFolder()
        folder.write("A.swift", "NavigationView {}\n")
        folder.write("B.swift", "let b = 1\n")
        folder.write("C.swift", "NavigationView {}\n")
        var runner = BatchRunner(jobs: 2, transform: WorkflowBatchRunnerTests.fakeTransform)
        runner.testChangeSets = [["A.swift", "C.swift"]]
        var sets: [String: [String]] = [:]
        let items = FileDiscovery(currentDirectory: folder.path, honoursGitIgnore: false).discover(["."]).files
            .map { BatchItem(file: $0) }
        runner.run(items) { _, outcome in
            sets[outcome.path] = outcome.changeSet
            return .proceed
        }
        #expect(sets == ["A.swift": ["C.swift"], "B.swift": [], "C.swift": ["A.swift"]])
    }

    // MARK: The writer

    private func file(_ folder: TemporaryFolder, _ name: String, old: String = "old\n", new: String? = nil) -> ChangeSetWriter.File {
        let location = folder.write(name, old)
        return ChangeSetWriter.File(location: location, shownPath: name, original: Array(old.utf8),
                                    output: Array((new ?? "new \(name)\n").utf8))
    }

    private func permissions(_ path: String) -> Int? {
        (try? FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? NSNumber)?.intValue
    }

    private func entries(_ folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
    }

    @Test func writesEveryFileWithItsPermissionsAndLeavesNoTemporary() throws {
        let folder = TemporaryFolder()
        let files = [file(folder, "A.swift"), file(folder, "Sub/B.swift"), file(folder, "C.swift", new: "old\n")]
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: files[1].location)
        let results = try ChangeSetWriter.write(files)
        #expect(results == [.written, .written, .unchanged])
        #expect(folder.read("A.swift") == "new A.swift\n")
        #expect(folder.read("Sub/B.swift") == "new Sub/B.swift\n")
        #expect(permissions(files[1].location) == 0o640)
        #expect(entries(folder.path) == ["A.swift", "C.swift", "Sub"])
        #expect(entries(folder.url("Sub")) == ["B.swift"])
    }

    @Test func aFileChangedOnDiskStopsTheWholeSet() {
        let folder = TemporaryFolder()
        let files = [file(folder, "A.swift"), file(folder, "B.swift")]
        folder.write("B.swift", "edited meanwhile\n")
        #expect {
            try ChangeSetWriter.write(files)
        } throws: { error in
            let failure = error as? ChangeSetWriter.Failure
            return failure?.index == 1 && failure?.failure.reason == .changedOnDisk && failure?.notRestored == []
        }
        #expect(folder.read("A.swift") == "old\n")
        #expect(folder.read("B.swift") == "edited meanwhile\n")
    }

    /// A file edited after the batch read it (here by the fake migration itself, as an editor
    /// would between planning and writing) is caught before anything is written.
    @Test func aFileEditedBetweenPlanningAndWritingIsCaught() throws {
        let folder = TemporaryFolder()
        folder.write("A.swift", "NavigationView {}\n")
        folder.write("B.swift", "NavigationView { B }\n")
        let editing: BatchRunner.Transform = { item, bytes in
            if item.file.path == "B.swift" { try? Data("// saved in an editor\n".utf8).write(to: URL(fileURLWithPath: item.file.location)) }
            return WorkflowBatchRunnerTests.fakeTransform(item, bytes)
        }
        var runner = BatchRunner(jobs: 1, transform: editing)
        runner.testChangeSets = [["A.swift", "B.swift"]]
        var queue = ChangeSetQueue(paths: ["A.swift", "B.swift"])
        var units: [ChangeSetQueue.Unit] = []
        let items = FileDiscovery(currentDirectory: folder.path, honoursGitIgnore: false).discover(["."]).files
            .map { BatchItem(file: $0) }
        runner.run(items) { index, outcome in
            units += queue.add(index, outcome)
            return .proceed
        }
        let unit = try #require(units.first)
        #expect(units.count == 1 && unit.outcomes.map(\.status) == [.changed, .changed])
        let files = unit.outcomes.map {
            ChangeSetWriter.File(location: $0.location, shownPath: $0.path, original: $0.original, output: $0.output)
        }
        #expect {
            try ChangeSetWriter.write(files)
        } throws: { error in
            (error as? ChangeSetWriter.Failure).map { $0.index == 1 && $0.failure.reason == .changedOnDisk } ?? false
        }
        #expect(folder.read("A.swift") == "NavigationView {}\n")
        #expect(folder.read("B.swift") == "// saved in an editor\n")
    }

    @Test func aReadOnlyFileStopsTheSetUnlessAllowed() throws {
        let folder = TemporaryFolder()
        let files = [file(folder, "A.swift"), file(folder, "B.swift")]
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: files[1].location)
        #expect {
            try ChangeSetWriter.write(files, replacingReadOnly: false)
        } throws: { error in
            (error as? ChangeSetWriter.Failure).map { $0.index == 1 && $0.failure.reason == .readOnly } ?? false
        }
        #expect(folder.read("A.swift") == "old\n")
        #expect(try ChangeSetWriter.write(files, replacingReadOnly: true) == [.written, .written])
        #expect(permissions(files[1].location) == 0o444)
    }

    /// A temporary that cannot be created (here: its name would be longer than a file name may
    /// be, which fails for root too) removes the temporaries already written.
    @Test func aTemporaryThatCannotBeCreatedLeavesEveryFileAsItWas() {
        let folder = TemporaryFolder()
        let long = String(repeating: "L", count: 240) + ".swift"
        let files = [file(folder, "A.swift"), file(folder, "Sub/B.swift"), file(folder, long)]
        #expect {
            try ChangeSetWriter.write(files)
        } throws: { error in
            guard let failure = error as? ChangeSetWriter.Failure else { return false }
            return failure.index == 2 && failure.failure.reason == .system
                && failure.failure.message.hasPrefix("cannot write \(long): cannot create a temporary file in .: ")
        }
        #expect(folder.read("A.swift") == "old\n")
        #expect(folder.read("Sub/B.swift") == "old\n")
        #expect(entries(folder.path) == ["A.swift", long, "Sub"].sorted())
        #expect(entries(folder.url("Sub")) == ["B.swift"])
    }

    @Test(.enabled(if: geteuid() != 0, "root may create files in a read-only folder"))
    func aReadOnlyFolderForOneFileLeavesEveryFileAsItWas() throws {
        let folder = TemporaryFolder()
        let files = [file(folder, "A.swift"), file(folder, "Locked/B.swift")]
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: folder.url("Locked"))
        #expect(throws: ChangeSetWriter.Failure.self) { try ChangeSetWriter.write(files) }
        #expect(folder.read("A.swift") == "old\n")
        #expect(entries(folder.path) == ["A.swift", "Locked"])
    }

    @Test func aFailedRenamePutsTheFilesAlreadyReplacedBack() throws {
        let folder = TemporaryFolder()
        let files = [file(folder, "A.swift"), file(folder, "B.swift"), file(folder, "C.swift")]
        let failingOnB: (String, String) -> Int32 = { from, to in
            to.hasSuffix("/B.swift") ? -1 : rename(from, to)
        }
        #expect {
            try ChangeSetWriter.write(files, replacingReadOnly: true, rename: failingOnB)
        } throws: { error in
            guard let failure = error as? ChangeSetWriter.Failure else { return false }
            return failure.index == 1 && failure.notRestored.isEmpty
                && failure.failure.message.hasSuffix("; the files of its change set already replaced were given their old contents back")
        }
        #expect(folder.read("A.swift") == "old\n")
        #expect(folder.read("B.swift") == "old\n")
        #expect(folder.read("C.swift") == "old\n")
        #expect(entries(folder.path) == ["A.swift", "B.swift", "C.swift"])
    }

    // MARK: Reports

    @Test func jsonEntriesNameTheirChangeSetAndAnEmptyOneWhenAlone() throws {
        var writer = JSONReportWriter()
        let alone = String(decoding: writer.entry(outcome("A.swift", .unchanged)), as: UTF8.self)
        #expect(alone.contains(#""changeSet":[]"#))
        let member = String(decoding: writer.entry(outcome("B.swift", with: ["C.swift", "D.swift"])), as: UTF8.self)
        #expect(member.hasPrefix(#",{"changeSet":["C.swift","D.swift"],"diff":"#))
        var summary = RunSummary()
        summary.changeSets = 2
        let closing = String(decoding: writer.closing(notices: [], summary: summary), as: UTF8.self)
        #expect(closing.contains(#""changeSets":2"#))
        #expect(closing.contains(#""notWrittenWithChangeSet":0"#))
        #expect(closing.hasSuffix(#""version":2}"# + "\n"))
    }

    @Test func theSummaryLineCountsChangeSetsWhenThereAreAny() {
        var summary = RunSummary()
        summary.scanned = 5
        summary.changed = 3
        #expect(!summary.line(writing: false).contains("change set"))
        summary.changeSets = 1
        #expect(summary.line(writing: false).hasPrefix("navmigrate: 5 files scanned, 0 parsed, 3 changed, 1 change set, 0 left for errors, 0 failed in "))
        summary.changeSets = 2
        summary.notWrittenWithChangeSet = 2
        #expect(summary.line(writing: true).contains("3 changed, 2 change sets, 0 left for errors, 0 failed, 0 written, 2 not written (held back with their change set) in "))
    }

    @Test func annotationsOfAChangeSetNameItsOtherFiles() {
        var member = outcome("Sources/A.swift", with: ["Sources/B.swift"])
        member.diff = Array("diff --git a/Sources/A.swift b/Sources/A.swift\n--- a/Sources/A.swift\n+++ b/Sources/A.swift\n@@ -3 +3 @@\n-x\n+y\n".utf8)
        let github = GitHubAnnotations.lines(for: member, includingChanges: true, changeSet: ["Sources/B.swift"])
        #expect(github == "::warning file=Sources/A.swift,line=3,title=would-change::deprecated navigation API: navmigrate rewrites line 3, in one change set with Sources/B.swift: they are written together or not at all (run navmigrate --write, or -i to choose)\n")
        var sarif = SARIFReport()
        sarif.add(member, includingChanges: true, changeSet: ["Sources/B.swift"])
        let log = String(decoding: sarif.render(), as: UTF8.self)
        #expect(log.contains(#""relatedLocations" : ["#))
        #expect(log.contains("in one change set with Sources/B.swift"))
    }

    @Test func theQuestionNamesAChangeSetsFiles() {
        #expect(InteractiveAnswer.prompt(for: ["Sidebar.swift", "Root.swift", "Detail.swift"], position: 2, of: 7)
                == "(2/7) Apply to Sidebar.swift and 2 files it goes with (Root.swift, Detail.swift)? [y]es [n]o [a]ll remaining [v]iew [q]uit [?]help ")
        #expect(InteractiveAnswer.subject(["A.swift", "B.swift"]) == "A.swift and 1 file it goes with (B.swift)")
        #expect(InteractiveAnswer.prompt(for: "A.swift", position: 1, of: 1).hasPrefix("(1/1) Apply to A.swift? "))
    }
}
