import Foundation
import Testing
@testable import NavMigrateKit

/// `-i`: a `(3/25)` counter, echoed piped answers, `[v]iew`, long diffs through the pager on
/// a terminal, and a count of the files never reviewed.
@Suite struct CLIInteractiveTests {
    private func makeRepository(files: Int) -> TemporaryFolder {
        let folder = TemporaryFolder()
        folder.initGitRepository()
        folder.write("Package.swift", "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"App\", platforms: [.iOS(.v16)])\n")
        for index in 1...files { folder.write("Sources/F\(index).swift", navigationViewSource("F\(index)")) }
        folder.write("Sources/Plain.swift", "let plain = 1\n")
        folder.commitAll()
        return folder
    }

    @Test func pipedAnswersGetACounterAnEchoAViewAndACountOfWhatWasNotReviewed() throws {
        let folder = makeRepository(files: 4)
        let executable = try #require(navmigrateExecutable())
        let result = try run([executable, "-i"], in: folder.path, input: "y\nv\nn\nq\n")
        #expect(result.status == 0, "\(result.errorText)")
        let text = result.errorText
        #expect(text.contains("(1/4) Apply to Sources/F1.swift? [y]es [n]o [a]ll remaining [v]iew [q]uit [?]help y\nnavmigrate: wrote Sources/F1.swift\n"))
        // `v` shows the diff again; the question follows on a line of its own.
        #expect(text.contains("(2/4) Apply to Sources/F2.swift? [y]es [n]o [a]ll remaining [v]iew [q]uit [?]help v\ndiff --git a/Sources/F2.swift"))
        #expect(text.components(separatedBy: "+++ b/Sources/F2.swift").count == 3)
        #expect(text.contains("(3/4) Apply to Sources/F3.swift? [y]es [n]o [a]ll remaining [v]iew [q]uit [?]help q\n"))
        #expect(!text.contains("Apply to Sources/F4.swift"))
        #expect(text.contains("navmigrate: 1 changed file was never reviewed; run navmigrate -i again to go on"))
        #expect(text.contains("6 files scanned, 4 parsed, 4 changed, 0 left for errors, 0 failed, 1 written, 1 not reviewed in "))
        #expect(folder.read("Sources/F1.swift").contains("NavigationStack"))
        #expect(folder.read("Sources/F2.swift") == navigationViewSource("F2"))
        #expect(folder.read("Sources/F4.swift") == navigationViewSource("F4"))
    }

    @Test func endOfInputAlsoCountsTheRest() throws {
        let folder = makeRepository(files: 3)
        let executable = try #require(navmigrateExecutable())
        let result = try run([executable, "-i"], in: folder.path, input: "n\n")
        #expect(result.errorText.contains("end of input"))
        #expect(result.errorText.contains("navmigrate: 1 changed file was never reviewed"))
        #expect(result.errorText.contains("0 written, 1 not reviewed in "))
    }

    /// The driver of `CLITerminalTests`, with one more way to start: standard input from a
    /// file (`file:PATH`), for a path list read while the answers come from the terminal.
    static let driver = CLITerminalTests.driver.replacingOccurrences(
        of: "    if stdin_mode == \"devnull\":\n",
        with: "    if stdin_mode.startswith(\"file:\"):\n        os.dup2(os.open(stdin_mode[5:], os.O_RDONLY), 0)\n    if stdin_mode == \"devnull\":\n")

    private func session(_ folder: TemporaryFolder, arguments: [String], answers: [String], stdin: String = "tty",
                         environment: [String: String]) throws -> (status: Int?, screen: String) {
        let executable = try #require(navmigrateExecutable())
        let script = folder.write("driver.py", Self.driver)
        let result = try run(["python3", script, executable, folder.path, stdin] + arguments + ["--"] + answers,
                             environment: environment)
        let text = result.outputText
        let firstLine = text.prefix { $0 != "\n" }
        return (firstLine.hasPrefix("EXIT ") ? Int(firstLine.dropFirst(5)) : nil, text)
    }

    @Test func aDiffTallerThanTheTerminalGoesThroughThePager() throws {
        let folder = makeRepository(files: 2)
        let paged = folder.url("paged.txt")
        // The pty has no size, so LINES says how tall it is.
        let (status, screen) = try session(folder, arguments: ["-i"], answers: ["y\\r", "n\\r"],
                                           environment: ["PAGER": "cat >> '\(paged)'", "LINES": "8"])
        #expect(status == 0, "\(screen)")
        let pagedText = (try? String(contentsOfFile: paged, encoding: .utf8)) ?? ""
        #expect(pagedText.contains("+++ b/Sources/F1.swift") && pagedText.contains("+++ b/Sources/F2.swift"), "\(screen)")
        // What was paged is not printed on the terminal too; the question is.
        #expect(!screen.contains("+++ b/Sources/F1.swift"))
        #expect(screen.contains("(1/2) Apply to Sources/F1.swift?"))
        // A terminal echoes typed answers itself: navmigrate does not echo them again.
        #expect(!screen.contains("[?]help y\r\ny"))
    }

    @Test func aShortDiffIsPrintedAndViewPagesIt() throws {
        let folder = makeRepository(files: 1)
        let paged = folder.url("paged.txt")
        let (status, screen) = try session(folder, arguments: ["-i"], answers: ["v\\r", "n\\r"],
                                           environment: ["PAGER": "cat >> '\(paged)'", "LINES": "100"])
        #expect(status == 0, "\(screen)")
        #expect(screen.contains("+++ b/Sources/F1.swift"))
        let pagedText = (try? String(contentsOfFile: paged, encoding: .utf8)) ?? ""
        #expect(pagedText.components(separatedBy: "+++ b/Sources/F1.swift").count == 2, "\(pagedText)")
    }

    @Test func pathsOnStandardInputAndAnswersFromTheTerminal() throws {
        let folder = makeRepository(files: 3)
        folder.write("list.txt", "Sources/F2.swift\nSources/F3.swift\n")
        let (status, screen) = try session(folder, arguments: ["-i", "-"], answers: ["y\\r", "n\\r"],
                                           stdin: "file:" + folder.url("list.txt"), environment: ["LINES": "100"])
        #expect(status == 0, "\(screen)")
        #expect(screen.contains("(1/2) Apply to Sources/F2.swift?"))
        #expect(screen.contains("(2/2) Apply to Sources/F3.swift?"))
        #expect(folder.read("Sources/F2.swift").contains("NavigationStack"))
        #expect(folder.read("Sources/F3.swift") == navigationViewSource("F3"))
        #expect(folder.read("Sources/F1.swift") == navigationViewSource("F1"))
    }
}
