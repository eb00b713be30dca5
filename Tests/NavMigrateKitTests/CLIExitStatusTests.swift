import Foundation
import Testing
@testable import NavMigrateKit

/// Any finding of error severity ends the run with status 2, whatever the mode.
@Suite struct CLIExitStatusTests {
    /// A rule conflict is an error; none is known on real code, so this file asks for one
    /// (`NAVMIGRATE_TEST_FAULTS=1`, see `TestFault`).
    static let overlapping = """
    import SwiftUI

    struct ThreadView: View {
        var body: some View {
            // navmigrate-test-fault: conflict
            NavigationView {
                Text("Thread")
                    .navigationBarTitle("Thread", displayMode: .inline)
            }
        }
    }

    """

    /// The environment that turns the fault on.
    static let faults = ["NAVMIGRATE_TEST_FAULTS": "1"]

    private func makeRepository() -> TemporaryFolder {
        let folder = TemporaryFolder()
        folder.initGitRepository()
        folder.write("Package.swift", "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"App\", platforms: [.iOS(.v16)])\n")
        folder.write("Sources/Overlap.swift", Self.overlapping)
        folder.write("Sources/Good.swift", navigationViewSource("Good"))
        folder.commitAll()
        return folder
    }

    @Test func anErrorFindingExitsTwoInEveryMode() throws {
        let folder = makeRepository()
        let executable = try #require(navmigrateExecutable())
        let dryRun = try run([executable], in: folder.path, environment: Self.faults)
        #expect(dryRun.status == 2, "\(dryRun.errorText)")
        #expect(dryRun.errorText.contains("Sources/Overlap.swift:5:12: error: rules `link-destination` and `navigation-view` both rewrite the code at line 5"))
        #expect(dryRun.errorText.contains("[internal-overlap]"))
        #expect(try run([executable, "--check"], in: folder.path, environment: Self.faults).status == 2)
        #expect(try run([executable, "--format", "json"], in: folder.path, environment: Self.faults).status == 2)
        let write = try run([executable, "--write"], in: folder.path, environment: Self.faults)
        #expect(write.status == 2, "\(write.errorText)")
        // The good file is still written; the refused one is left byte for byte.
        #expect(folder.read("Sources/Good.swift").contains("NavigationStack"))
        #expect(folder.read("Sources/Overlap.swift") == Self.overlapping)
        // Warnings alone do not: a refusal with a warning exits 0 without --check.
        folder.write("Sources/Overlap.swift", CLIPatchPathTests.refusedSource)
        folder.commitAll("refused")
        #expect(try run([executable, "Sources/Overlap.swift"], in: folder.path).status == 0)
    }

    @Test func summaryCountsErrorFindingsAsProblems() {
        var summary = RunSummary()
        summary.add(FileOutcome(path: "a", location: "a", status: .refused,
                                findings: [Finding(.internalOverlap, message: "m", line: 1, column: 1)]))
        #expect(ExitStatus.of(summary, check: false) == .problems)
        var warned = RunSummary()
        warned.add(FileOutcome(path: "b", location: "b", status: .unchanged,
                               findings: [Finding(.navigationView, message: "m", line: 1, column: 1)]))
        #expect(ExitStatus.of(warned, check: false) == .clean)
        #expect(ExitStatus.of(warned, check: true) == .checkFailed)
        var held = RunSummary()
        held.heldBackByDeploymentTarget = 1
        #expect(ExitStatus.of(held, check: false) == .problems)
    }
}
