import Foundation
import Testing
@testable import NavMigrateKit

/// Generated diffs must be accepted by the tools people feed them to.
@Suite struct DiffApplyTests {
    private static let cases: [(name: String, old: String, new: String)] = [
        ("Middle.swift", (1...12).map { "line \($0)\n" }.joined(), (1...12).map { $0 == 6 ? "changed\n" : "line \($0)\n" }.joined()),
        ("Start.swift", "b\nc\n", "a\nb\nc\n"),
        ("End.swift", "a\nb\n", "a\nb\nc\n"),
        ("NoNewline.swift", "a\nb", "a\nB"),
        ("AddNewline.swift", "a\nb", "a\nb\n"),
        ("Crlf.swift", "a\r\nb\r\nc\r\n", "a\r\nB\r\nc\r\n"),
        ("Emptied.swift", "a\nb\n", ""),
        ("Filled.swift", "", "x\n"),
        ("Two Hunks.swift", (1...30).map { "l\($0)\n" }.joined(), (1...30).map { [2, 27].contains($0) ? "X\n" : "l\($0)\n" }.joined()),
    ]

    private func makeTree() -> (TemporaryFolder, patch: [UInt8]) {
        let folder = TemporaryFolder()
        var patch: [UInt8] = []
        for item in Self.cases {
            folder.write("Sources/\(item.name)", item.old)
            patch += UnifiedDiff.render(path: "Sources/\(item.name)", old: Array(item.old.utf8), new: Array(item.new.utf8))
        }
        _ = FileManager.default.createFile(atPath: folder.url("change.patch"), contents: Data(patch))
        return (folder, patch)
    }

    private func expectApplied(_ folder: TemporaryFolder) {
        for item in Self.cases {
            let bytes = FileManager.default.contents(atPath: folder.url("Sources/\(item.name)")).map { [UInt8]($0) }
            #expect(bytes == Array(item.new.utf8), "\(item.name)")
        }
    }

    @Test func gitApplyAcceptsAndAppliesTheDiff() throws {
        let (folder, _) = makeTree()
        folder.initGitRepository()
        folder.commitAll()
        let check = try run(["git", "apply", "--check", "change.patch"], in: folder.path)
        #expect(check.status == 0, "\(check.errorText)")
        let apply = try run(["git", "apply", "--whitespace=nowarn", "change.patch"], in: folder.path)
        #expect(apply.status == 0, "\(apply.errorText)")
        expectApplied(folder)
    }

    @Test func patchDashP1AcceptsAndAppliesTheDiff() throws {
        let (folder, _) = makeTree()
        let dryRun = try run(["patch", "-p1", "--dry-run", "-i", "change.patch"], in: folder.path)
        #expect(dryRun.status == 0, "\(dryRun.outputText) \(dryRun.errorText)")
        let apply = try run(["patch", "-p1", "-i", "change.patch"], in: folder.path)
        #expect(apply.status == 0, "\(apply.outputText) \(apply.errorText)")
        expectApplied(folder)
    }
}
