import Foundation
import Testing
@testable import NavMigrateKit

/// Sessions on a pseudo-terminal, driven by python3's `pty` module, and runs as an
/// unprivileged user for permission errors.
@Suite struct CLITerminalTests {
    /// Starts navmigrate on a new pseudo-terminal, waits for each prompt and types the next
    /// answer, then prints the exit status and everything the terminal showed.
    static let driver = #"""
    import os, pty, select, signal, sys, time
    binary, cwd, stdin_mode = sys.argv[1:4]
    rest = sys.argv[4:]
    split = rest.index("--")
    args, answers = rest[:split], rest[split + 1:]
    pid, fd = pty.fork()
    if pid == 0:
        # Start like a login shell would: no signals blocked by whoever ran the tests.
        signal.pthread_sigmask(signal.SIG_SETMASK, [])
        os.chdir(cwd)
        if stdin_mode == "devnull":
            os.dup2(os.open("/dev/null", os.O_RDONLY), 0)
        os.execv(binary, [binary] + args)
    seen = b""
    def pump(timeout):
        global seen
        ready, _, _ = select.select([fd], [], [], timeout)
        if not ready:
            return False
        try:
            chunk = os.read(fd, 4096)
        except OSError:
            return None
        if not chunk:
            return None
        seen += chunk
        return True
    for number, answer in enumerate(answers, start=1):
        deadline = time.time() + 30
        while seen.count(b"[?]help") < number:
            if pump(max(0.0, deadline - time.time())) in (None, False):
                os.kill(pid, signal.SIGKILL)
                sys.stdout.write("NO PROMPT %d\n" % number)
                sys.stdout.write(seen.decode("utf-8", "replace"))
                sys.exit(3)
        if answer.startswith("EDIT:"):
            # Someone saves the file while the question is on screen, then the user says yes.
            with open(os.path.join(cwd, answer[5:]), "a") as edited:
                edited.write("// saved meanwhile\n")
            answer = "y\\r"
        os.write(fd, answer.encode().decode("unicode_escape").encode())
    deadline = time.time() + 30
    while pump(max(0.0, deadline - time.time())):
        pass
    done, status = os.waitpid(pid, os.WNOHANG)
    while done == 0 and time.time() < deadline:
        time.sleep(0.05)
        done, status = os.waitpid(pid, os.WNOHANG)
    if done == 0:
        os.kill(pid, signal.SIGKILL)
        os.waitpid(pid, 0)
        sys.stdout.write("TIMEOUT\n")
        sys.stdout.write(seen.decode("utf-8", "replace"))
        sys.exit(3)
    sys.stdout.write("EXIT %d\n" % os.waitstatus_to_exitcode(status))
    sys.stdout.write(seen.decode("utf-8", "replace"))
    """#

    private func makeRepository() -> TemporaryFolder {
        let folder = TemporaryFolder()
        folder.initGitRepository()
        folder.write("Sources/A.swift", navigationViewSource("A"))
        folder.write("Sources/B.swift", navigationViewSource("B"))
        folder.write("Sources/C.swift", navigationViewSource("C"))
        folder.commitAll()
        return folder
    }

    private func session(_ folder: TemporaryFolder, arguments: [String], answers: [String],
                         stdin: String = "tty") throws -> (status: Int?, screen: String) {
        let executable = try #require(navmigrateExecutable(), "navmigrate was not built next to the test bundle")
        let script = folder.write("driver.py", Self.driver)
        let result = try run(["python3", script, executable, folder.path, stdin] + arguments + ["--"] + answers)
        let text = result.outputText
        let firstLine = text.prefix { $0 != "\n" }
        let status = firstLine.hasPrefix("EXIT ") ? Int(firstLine.dropFirst(5)) : nil
        return (status, text)
    }

    @Test func typedAnswersThenCtrlCKeepWhatWasAccepted() throws {
        let folder = makeRepository()
        let (status, screen) = try session(folder, arguments: ["-i"], answers: ["y\\r", "n\\r", "\\x03"])
        #expect(status == 130, "\(screen)")
        #expect(screen.contains("Apply to Sources/C.swift?"))
        // A prompt on a terminal gets a coloured diff.
        #expect(screen.contains("\u{1B}[32m+"))
        #expect(folder.read("Sources/A.swift").contains("NavigationStack"))
        #expect(folder.read("Sources/B.swift") == navigationViewSource("B"))
        #expect(folder.read("Sources/C.swift") == navigationViewSource("C"))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.url("Sources")).filter { $0.hasPrefix(".") }
        #expect(leftovers.isEmpty)
    }

    @Test func answersComeFromTheTerminalWhenStandardInputIsDevNull() throws {
        let folder = makeRepository()
        let (status, screen) = try session(folder, arguments: ["-i"], answers: ["n\\r", "y\\r", "q\\r"], stdin: "devnull")
        #expect(status == 0, "\(screen)")
        #expect(folder.read("Sources/A.swift") == navigationViewSource("A"))
        #expect(folder.read("Sources/B.swift").contains("NavigationStack"))
        #expect(folder.read("Sources/C.swift") == navigationViewSource("C"))
    }

    @Test func fileSavedWhileThePromptWaitsIsNotOverwritten() throws {
        let folder = makeRepository()
        let (status, screen) = try session(folder, arguments: ["-i"], answers: ["EDIT:Sources/A.swift", "y\\r", "n\\r"])
        #expect(status == 2, "\(screen)")
        #expect(screen.contains("Sources/A.swift changed on disk since navmigrate read it; not overwritten"))
        #expect(folder.read("Sources/A.swift") == navigationViewSource("A") + "// saved meanwhile\n")
        #expect(folder.read("Sources/B.swift").contains("NavigationStack"))
    }

    @Test func progressIsDrawnOnATerminal() throws {
        let folder = makeRepository()
        let (status, screen) = try session(folder, arguments: ["--check"], answers: [])
        #expect(status == 1, "\(screen)")
        #expect(screen.contains("\r\u{1B}[K[1/3] Sources/A.swift") || screen.contains("[3/3] Sources/C.swift"))
    }

    /// Root writes anywhere, so the unreadable file and read-only folder are tried as
    /// `nobody` through `setpriv`; without root the current user is enough.
    @Test func unreadableFileAndReadOnlyFolderAreReportedAndTheRunGoesOn() throws {
        var executable = try #require(navmigrateExecutable())
        let folder = TemporaryFolder()
        // The build folder may sit where `nobody` cannot reach it; a copy in /tmp can be run.
        let tools = TemporaryFolder()
        folder.write("Locked/A.swift", navigationViewSource("A"))
        folder.write("Open/B.swift", navigationViewSource("B"))
        folder.write("Open/Secret.swift", navigationViewSource("S"))
        var prefix: [String] = []
        if getuid() == 0 {
            guard (try? run(["setpriv", "--version"]))?.status == 0 else { return }
            _ = try run(["chown", "-R", "65534:65534", folder.path])
            prefix = ["setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"]
            try FileManager.default.copyItem(atPath: executable, toPath: tools.url("navmigrate"))
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: tools.path)
            executable = tools.url("navmigrate")
            guard try run(prefix + [executable, "--version"]).status == 0 else {
                Issue.record("cannot run navmigrate as nobody; the permission test did not run")
                return
            }
        }
        try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: folder.url("Open/Secret.swift"))
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: folder.url("Locked"))
        let result = try run(prefix + [executable, "--write"], in: folder.path)
        #expect(result.status == 2, "\(result.errorText)")
        #expect(result.errorText.contains("Open/Secret.swift:1:1: error: cannot read Open/Secret.swift: Permission denied"))
        #expect(result.errorText.contains("Locked/A.swift:1:1: error: cannot write Locked/A.swift: cannot create a temporary file in Locked: Permission denied"))
        #expect(folder.read("Locked/A.swift") == navigationViewSource("A"))
        #expect(folder.read("Open/B.swift").contains("NavigationStack"))
    }
}
