import Foundation
@testable import NavMigrateKit

/// Runs a command with exactly `environment` (nothing inherited), unlike `run`, which adds to
/// the test process's environment.
func runWithExactEnvironment(_ command: [String], in folder: String, input: String? = nil,
                             environment: [String: String]) throws -> ProcessResult {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: command[0])
    process.arguments = Array(command.dropFirst())
    process.currentDirectoryURL = URL(fileURLWithPath: folder)
    process.environment = environment
    let outPipe = Pipe()
    let errPipe = Pipe()
    let inPipe = Pipe()
    process.standardOutput = outPipe
    process.standardError = errPipe
    process.standardInput = input == nil ? FileHandle.nullDevice : inPipe
    try process.run()
    if let input {
        inPipe.fileHandleForWriting.write(Data(input.utf8))
        try? inPipe.fileHandleForWriting.close()
    }
    nonisolated(unsafe) var errorBytes: [UInt8] = []
    let group = DispatchGroup()
    group.enter()
    let errorDescriptor = errPipe.fileHandleForReading.fileDescriptor
    DispatchQueue.global().async {
        errorBytes = readToEnd(errorDescriptor)
        group.leave()
    }
    let outputBytes = readToEnd(outPipe.fileHandleForReading.fileDescriptor)
    group.wait()
    process.waitUntilExit()
    return ProcessResult(status: process.terminationStatus, output: outputBytes, error: errorBytes)
}

/// The environment a user's shell would give navmigrate: enough to find git and the user's
/// own config, no `GIT_*` variables.
func plainEnvironment(home: String) -> [String: String] {
    ["PATH": "/usr/local/bin:/usr/bin:/bin", "HOME": home, "NO_COLOR": "1"]
}

/// A scratch folder with a `mark` program that records that it ran: `mark NAME` creates
/// `sentinels/NAME` and fails; `markcat NAME` creates it and copies its input, as a clean
/// filter would.
final class SentinelBox {
    let folder = TemporaryFolder()
    var sentinels: String { folder.url("sentinels") }
    var mark: String { folder.url("bin/mark") }
    var markCat: String { folder.url("bin/markcat") }
    var home: String { folder.url("home") }

    init() {
        folder.write("sentinels/.keep", "")
        folder.write("home/.keep", "")
        folder.write("bin/mark", "#!/bin/sh\n: > '\(folder.url("sentinels"))'/\"$1\"\nexit 1\n")
        folder.write("bin/markcat", "#!/bin/sh\n: > '\(folder.url("sentinels"))'/\"$1\"\nexec cat\n")
        for script in ["bin/mark", "bin/markcat"] { chmod(folder.url(script), 0o755) }
    }

    /// The names of the programs that ran.
    func fired() -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: sentinels)) ?? []).filter { $0 != ".keep" }.sorted()
    }

    func reset() {
        for name in fired() { unlink(joinPath(sentinels, name)) }
    }
}

/// A repository whose own config, hooks and attributes name, for every setting git reads
/// that runs a program, a `mark` command (see `SentinelBox`).
///
/// It is a partial clone (`--filter=blob:none`) of `server`, with a staged change whose rename
/// detection would fetch a missing blob through `remote.origin.uploadpack`; the tracked files'
/// stat data is stale, so `git status` runs their clean filters (`*.swift` → `evil`,
/// `*.txt` → `included`, defined in an included file, `*.md` → `legacy`, written in the old
/// `[filter.LEGACY]` syntax, `zz.proc` → a `process` filter). `core.worktree` points at an
/// empty folder, `core.hooksPath` at hooks of every name, and the transport, pager, editor,
/// diff and credential settings all name `mark`.
final class ArmedRepository {
    let box: SentinelBox
    let root = TemporaryFolder()
    var work: String { root.url("work") }
    private var staleCount = 0

    /// Every setting armed, by name, with the sentinel it leaves.
    static let hookNames = ["post-index-change", "reference-transaction", "pre-auto-gc", "post-checkout",
                            "pre-commit", "post-rewrite", "fsmonitor-watchman", "push-to-checkout"]

    init(box: SentinelBox, worktreeElsewhere: Bool = true, extraConfig: String = "") {
        self.box = box
        let git = ["git", "-c", "user.name=Test", "-c", "user.email=test@example.com",
                   "-c", "commit.gpgsign=false", "-c", "protocol.file.allow=always"]
        func must(_ arguments: [String], in folder: String) {
            let result = try! run(git + arguments, in: folder)
            precondition(result.status == 0, "git \(arguments) failed: \(result.errorText)")
        }
        root.write("server/Package.swift", "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"App\", platforms: [.iOS(.v16)])\n")
        root.write("server/Sources/App/A.swift", navigationViewSource("A"))
        root.write("server/Sources/App/B.swift", "let b = 1\n")
        root.write("server/.gitattributes", "*.swift filter=evil diff=evil merge=evil\n*.txt filter=included\n*.md filter=legacy\nzz.proc filter=evilprocess\n")
        root.write("server/.gitignore", "Ignored/\n")
        root.write("server/Notes.txt", (1...200).map(String.init).joined(separator: "\n") + "\n")
        root.write("server/README.md", "readme\n")
        root.write("server/Old.txt", (1...300).map { "line \($0)" }.joined(separator: "\n") + "\n")
        root.write("server/zz.proc", "process me\n")
        must(["init", "-q", "-b", "main"], in: root.url("server"))
        must(["add", "-A"], in: root.url("server"))
        must(["commit", "-q", "-m", "base"], in: root.url("server"))
        must(["config", "uploadpack.allowFilter", "true"], in: root.url("server"))
        must(["clone", "-q", "--filter=blob:none", "--no-checkout", "file://" + root.url("server"), work], in: root.path)
        must(["read-tree", "HEAD"], in: work)
        must(["checkout", "HEAD", "--", "Sources", "Package.swift", ".gitattributes", ".gitignore", "Notes.txt",
              "README.md", "zz.proc"], in: work)
        // Old.txt's blob was never fetched; staging its inexact rename makes a status with
        // rename detection fetch it.
        must(["rm", "-q", "--cached", "Old.txt"], in: work)
        root.write("work/New.txt", (1...299).map { "line \($0)" }.joined(separator: "\n") + "\nnew\n")
        must(["add", "New.txt"], in: work)
        root.write("work/Ignored/I.swift", navigationViewSource("I"))

        let mark = box.mark
        for hook in Self.hookNames {
            root.write("hooks/\(hook)", "#!/bin/sh\n\(mark) hook-\(hook)\n")
            root.write("work/.git/hooks/\(hook)", "#!/bin/sh\n\(mark) default-hook-\(hook)\n")
            chmod(root.url("hooks/\(hook)"), 0o755)
            chmod(root.url("work/.git/hooks/\(hook)"), 0o755)
        }
        root.write("elsewhere/.keep", "")
        root.write("included.inc", "[filter \"included\"]\n\tclean = \(box.markCat) clean-included\n")
        var config = """
        [core]
        \tfsmonitor = \(mark) fsmonitor
        \thooksPath = \(root.url("hooks"))
        \tpager = \(mark) core-pager
        \teditor = \(mark) core-editor
        \tsshCommand = \(mark) core-sshCommand
        \taskPass = \(mark) core-askPass
        \tgitProxy = \(mark) core-gitProxy
        \talternateRefsCommand = \(mark) core-alternateRefsCommand

        """
        if worktreeElsewhere { config += "\tworktree = \(root.url("elsewhere"))\n" }
        config += """
        [pager]
        \tstatus = \(mark) pager-status
        [sequence]
        \teditor = \(mark) sequence-editor
        [gpg]
        \tprogram = \(mark) gpg-program
        [credential]
        \thelper = !\(mark) credential-helper
        [diff]
        \texternal = \(mark) diff-external
        [diff "evil"]
        \ttextconv = \(mark) diff-textconv
        \tcommand = \(mark) diff-command
        [merge "evil"]
        \tdriver = \(mark) merge-driver
        [alias]
        \tstatus = !\(mark) alias-status
        [protocol]
        \tallow = always
        [remote "origin"]
        \tuploadpack = "\(mark) uploadpack; git-upload-pack"
        [filter "evil"]
        \tclean = \(box.markCat) clean-evil
        \tsmudge = \(box.markCat) smudge-evil
        \trequired = true
        [filter "evilprocess"]
        \tprocess = \(mark) process-evilprocess
        [include]
        \tpath = ../../included.inc
        [filter.LEGACY]
        \tclean = \(box.markCat) clean-legacy

        """
        config += extraConfig
        let configPath = root.url("work/.git/config")
        let existing = (try? String(contentsOfFile: configPath, encoding: .utf8)) ?? ""
        try! Data((existing + config).utf8).write(to: URL(fileURLWithPath: configPath))
        makeStatDataStale()
    }

    /// Gives every tracked file an old mtime, so the index's stat data no longer matches and
    /// `git status` must compare contents (through the clean filters).
    func makeStatDataStale() {
        staleCount += 1
        let past = Date(timeIntervalSince1970: 1_000_000_000 + Double(staleCount))
        for file in ["Sources/App/A.swift", "Sources/App/B.swift", "Package.swift", ".gitattributes", ".gitignore",
                     "Notes.txt", "README.md", "zz.proc", "New.txt"] {
            try! FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: joinPath(work, file))
        }
    }
}

/// The built `navmigrate`, for the tests that run it.
func builtNavmigrate() throws -> String {
    guard let path = navmigrateExecutable() else {
        struct NotBuilt: Error, CustomStringConvertible {
            var description: String { "navmigrate was not built next to the test bundle; run `swift build` first" }
        }
        throw NotBuilt()
    }
    return path
}
