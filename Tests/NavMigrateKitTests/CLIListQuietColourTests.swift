import Foundation
import Testing
@testable import NavMigrateKit

/// `-l` prints only paths, `-q` only findings and errors, and findings are coloured like
/// compiler diagnostics where colour is wanted.
@Suite struct CLIListQuietColourTests {
    private func makeRepository() -> TemporaryFolder {
        let folder = TemporaryFolder()
        folder.initGitRepository()
        folder.write("Sources/A.swift", navigationViewSource("A"))
        folder.write("Sources/B.swift", "let b = 1\n")
        folder.write("Sources/Board.swift", CLIPatchPathTests.refusedSource)
        folder.commitAll()
        return folder
    }

    @Test func listPrintsOnlyThePathsThatWouldChange() throws {
        let folder = makeRepository()
        let executable = try #require(navmigrateExecutable())
        let dryRun = try run([executable, "-l"], in: folder.url("Sources"))
        #expect(dryRun.status == 0, "\(dryRun.errorText)")
        #expect(dryRun.outputText == "A.swift\nBoard.swift\n")
        #expect(dryRun.errorText.contains("Board.swift:5:9: warning: "))
        let check = try run([executable, "--list", "--check"], in: folder.path)
        #expect(check.status == 1)
        #expect(check.outputText == "Sources/A.swift\nSources/Board.swift\n")
        let write = try run([executable, "-l", "--write"], in: folder.path)
        #expect(write.status == 0, "\(write.errorText)")
        #expect(write.outputText == "Sources/A.swift\nSources/Board.swift\n")
        folder.commitAll("migrated")
        #expect(try run([executable, "-l"], in: folder.path).outputText.isEmpty)
    }

    @Test func quietKeepsFindingsAndErrorsOnly() throws {
        let folder = makeRepository()
        folder.write("notes.md", "x\n")
        let executable = try #require(navmigrateExecutable())
        let dryRun = try run([executable, "-q", ".", "notes.md"], in: folder.path)
        #expect(dryRun.status == 0)
        // No summary, no hint, no notes (no deployment target, the skipped Markdown file).
        #expect(dryRun.errorText.split(separator: "\n").map { String($0.prefix(28)) } == ["Sources/Board.swift:5:9: war"])
        #expect(dryRun.outputText.contains("+++ b/Sources/A.swift"))
        let write = try run([executable, "--quiet", "--write"], in: folder.path)
        #expect(write.errorText.split(separator: "\n").count == 1, "\(write.errorText)")
        #expect(!write.errorText.contains("wrote"))
        let missing = try run([executable, "-q", "Missing"], in: folder.path)
        #expect(missing.status == 2)
        #expect(missing.errorText == "Missing: error: no such file or folder\n")
    }

    @Test func findingsAreColouredWhenAskedAndPlainOtherwise() throws {
        let folder = makeRepository()
        let executable = try #require(navmigrateExecutable())
        let always = try run([executable, "--color", "always", "Sources/Board.swift"], in: folder.path)
        #expect(always.errorText.contains("\u{1B}[1mSources/Board.swift:5:9:\u{1B}[0m \u{1B}[1;35mwarning:\u{1B}[0m \u{1B}[1m"))
        #expect(always.errorText.contains("\u{1B}[1mnavmigrate:\u{1B}[0m \u{1B}[1;36mnote:\u{1B}[0m"))
        // --color always wins over NO_COLOR; a pipe with auto gets plain text.
        let forced = try run([executable, "--color", "always", "Sources/Board.swift"], in: folder.path, environment: ["NO_COLOR": "1"])
        #expect(forced.errorText.contains("\u{1B}[1;35mwarning:"))
        let auto = try run([executable, "Sources/Board.swift"], in: folder.path)
        #expect(!auto.errorText.contains("\u{1B}"))
        #expect(auto.errorText.contains("Sources/Board.swift:5:9: warning: "))
        let broken = folder.write("Sources/Broken.swift", "struct { NavigationView\n")
        _ = broken
        let error = try run([executable, "--color=always", "Sources/Broken.swift"], in: folder.path)
        #expect(error.errorText.contains("\u{1B}[1;31merror:\u{1B}[0m"))
    }

    @Test func onATerminalFindingsAreColouredUnlessNoColor() throws {
        let folder = makeRepository()
        let executable = try #require(navmigrateExecutable())
        let script = folder.write("driver.py", CLITerminalTests.driver)
        let coloured = try run(["python3", script, executable, folder.path, "tty", "Sources/Board.swift", "--"])
        #expect(coloured.outputText.contains("\u{1B}[1;35mwarning:"), "\(coloured.outputText)")
        let plain = try run(["python3", script, executable, folder.path, "tty", "Sources/Board.swift", "--"],
                            environment: ["NO_COLOR": "1"])
        #expect(plain.outputText.hasPrefix("EXIT 0"))
        #expect(plain.outputText.contains("Sources/Board.swift:5:9: warning: "))
        #expect(!plain.outputText.contains("\u{1B}[1;35m"))
    }

    @Test func styleWithoutColourIsThePlainForm() {
        let finding = Finding(.barTitle, message: "m", line: 2, column: 3)
        #expect(DiagnosticStyle(colour: false).format(finding, path: "A.swift") == finding.formatted(path: "A.swift"))
    }
}
