import Foundation
import Testing
@testable import NavMigrateKit
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// navmigrate runs git inside folders it does not trust: nothing their config, hooks,
/// attributes or the caller's `GIT_*` variables name may run, and a repository git refuses
/// stays refused for writing.
@Suite struct GitSafetyTests {
    /// The control: a plain `git status` in the armed repository runs its programs, so the
    /// sentinels in the tests below would appear if navmigrate's precautions failed.
    @Test func aPlainGitStatusRunsTheArmedRepositorysPrograms() throws {
        let box = SentinelBox()
        let armed = ArmedRepository(box: box, worktreeElsewhere: false)
        let environment = plainEnvironment(home: box.home)
        // A failing process filter kills git, so it is tried on its own, last.
        _ = try runWithExactEnvironment(["/usr/bin/env", "git", "-c", "filter.evilprocess.process=", "status", "--porcelain"],
                                        in: armed.work, environment: environment)
        let fired = Set(box.fired())
        for expected in ["fsmonitor", "clean-evil", "clean-included", "clean-legacy", "hook-post-index-change", "uploadpack"] {
            #expect(fired.contains(expected), "\(expected) did not run: \(fired.sorted())")
        }
        box.reset()
        armed.makeStatDataStale()
        _ = try runWithExactEnvironment(["/usr/bin/env", "git", "status", "--porcelain"], in: armed.work, environment: environment)
        #expect(box.fired().contains("process-evilprocess"))
    }

    @Test(arguments: [[], ["--check"], ["-i"], ["--write"]])
    func navmigrateRunsNoneOfTheArmedRepositorysPrograms(_ arguments: [String]) throws {
        let box = SentinelBox()
        let armed = ArmedRepository(box: box)
        let writes = arguments == ["-i"] || arguments == ["--write"]
        let result = try runWithExactEnvironment([try builtNavmigrate()] + arguments, in: armed.work,
                                                 input: arguments == ["-i"] ? "y\n" : nil,
                                                 environment: plainEnvironment(home: box.home))
        #expect(box.fired() == [], "\(result.errorText)")
        // git answered, about this work tree and not `core.worktree`'s: the ignored file is
        // left out, and A.swift counts as committed.
        #expect(result.errorText.contains("3 files scanned"), "\(result.errorText)")
        #expect(!result.outputText.contains("Ignored/I.swift") && !result.errorText.contains("Ignored/I.swift"))
        if writes {
            #expect(result.status == 0, "\(result.errorText)")
            #expect(result.errorText.contains("navmigrate: wrote Sources/App/A.swift"))
            #expect((try String(contentsOfFile: joinPath(armed.work, "Sources/App/A.swift"), encoding: .utf8)).contains("NavigationStack"))
        } else {
            #expect(result.status == (arguments == ["--check"] ? 1 : 0), "\(result.errorText)")
            #expect(result.outputText.contains("+++ b/Sources/App/A.swift"))
        }
    }

    /// A driver whose name cannot be written as a `-c` key: git is not run at all, so discovery
    /// walks every file and `--write` refuses rather than guess.
    @Test func aFilterNameThatCannotBeNeutralisedMeansGitIsNotRun() throws {
        let box = SentinelBox()
        let armed = ArmedRepository(box: box, extraConfig: "[filter \"a=b\"]\n\tclean = \(box.markCat) clean-a=b\n")
        armed.root.write("work/.gitattributes", "*.swift filter=a=b\n")
        let result = try runWithExactEnvironment([try builtNavmigrate(), "--write"], in: armed.work,
                                                 environment: plainEnvironment(home: box.home))
        #expect(box.fired() == [])
        #expect(result.status == 2)
        #expect(result.errorText.contains("not written: git could not say whether the file has uncommitted changes"))
        #expect(!(try String(contentsOfFile: joinPath(armed.work, "Sources/App/A.swift"), encoding: .utf8)).contains("NavigationStack"))
    }

    @Test func inheritedGitVariablesDoNotReachGit() throws {
        let box = SentinelBox()
        let other = TemporaryFolder()
        other.initGitRepository()
        other.write("Other.swift", navigationViewSource("Other"))
        other.commitAll()
        let folder = TemporaryFolder()
        folder.initGitRepository()
        folder.write(".gitignore", "Ignored/\n")
        folder.write(".gitattributes", "*.swift filter=fromenv\n")
        folder.write("Sources/A.swift", navigationViewSource("A"))
        folder.write("Ignored/I.swift", navigationViewSource("I"))
        folder.commitAll()
        let past = Date(timeIntervalSince1970: 1_000_000_000)
        try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: folder.url("Sources/A.swift"))
        let mark = box.mark
        var environment = plainEnvironment(home: box.home)
        let hostile: [String: String] = [
            "GIT_DIR": other.url(".git"), "GIT_WORK_TREE": other.path, "GIT_INDEX_FILE": other.url("missing-index"),
            "GIT_OBJECT_DIRECTORY": "/nonexistent", "GIT_COMMON_DIR": other.url(".git"), "GIT_NAMESPACE": "elsewhere",
            "GIT_CONFIG_PARAMETERS": "'core.fsmonitor'='\(mark) env-config-parameters' 'filter.fromenv.clean'='\(box.markCat) env-filter'",
            "GIT_CONFIG_COUNT": "2", "GIT_CONFIG_KEY_0": "core.fsmonitor", "GIT_CONFIG_VALUE_0": "\(mark) env-config-count",
            "GIT_CONFIG_KEY_1": "filter.fromenv.process", "GIT_CONFIG_VALUE_1": "\(mark) env-filter-process",
            "GIT_EXTERNAL_DIFF": "\(mark) env-external-diff", "GIT_PAGER": "\(mark) env-git-pager", "PAGER": "\(mark) env-pager",
            "GIT_SSH": mark, "GIT_SSH_COMMAND": "\(mark) env-ssh-command", "GIT_ASKPASS": mark, "SSH_ASKPASS": mark,
            "GIT_EDITOR": "\(mark) env-editor", "EDITOR": "\(mark) env-editor", "VISUAL": "\(mark) env-visual",
            "GIT_TRACE": joinPath(box.sentinels, "env-trace"), "GIT_TRACE2_EVENT": joinPath(box.sentinels, "env-trace2"),
            "GIT_TRACE_PERFORMANCE": joinPath(box.sentinels, "env-trace-performance"),
            "GIT_EXEC_PATH": box.folder.url("bin"), "GIT_ALLOW_PROTOCOL": "file:ssh:ext",
            "GIT_TEST_FSMONITOR": "\(mark) env-test-fsmonitor", "GIT_CONFIG": other.url(".git/config"),
        ]
        environment.merge(hostile) { _, new in new }
        let executable = try builtNavmigrate()
        let dryRun = try runWithExactEnvironment([executable], in: folder.path, environment: environment)
        #expect(box.fired() == [], "\(dryRun.errorText)")
        #expect(dryRun.status == 0, "\(dryRun.errorText)")
        #expect(dryRun.outputText.contains("+++ b/Sources/A.swift"))
        #expect(!dryRun.outputText.contains("Ignored") && !dryRun.outputText.contains("Other.swift"))
        let write = try runWithExactEnvironment([executable, "--write"], in: folder.path, environment: environment)
        #expect(box.fired() == [], "\(write.errorText)")
        #expect(write.status == 0, "\(write.errorText)")
        #expect(folder.read("Sources/A.swift").contains("NavigationStack"))
        #expect(other.read("Other.swift") == navigationViewSource("Other"))
    }

    #if os(Linux)
    /// A `git` on PATH that logs how it was started, then runs the real one.
    @Test func gitIsLookedUpOnPathAndStartedOncePerWorkTreeWithACleanEnvironmentAndDescriptors() throws {
        let box = SentinelBox()
        let realGit = try #require(Git.findExecutable("git", path: "/usr/local/bin:/usr/bin:/bin"))
        let log = box.folder.url("calls")
        box.folder.write("calls/.keep", "")
        box.folder.write("fakebin/git", """
        #!/bin/sh
        { printf '%s\\n' "$0"; for a in "$@"; do printf '%s\\n' "$a"; done; } > '\(log)'/$$.args
        env > '\(log)'/$$.env
        for f in /proc/$$/fd/*; do printf '%s %s\\n' "${f##*/}" "$(readlink "$f")"; done > '\(log)'/$$.fds
        exec '\(realGit)' "$@"

        """)
        chmod(box.folder.url("fakebin/git"), 0o755)
        let folder = TemporaryFolder()
        folder.initGitRepository()
        folder.write(".gitignore", "Ignored/\n")
        folder.write("Sources/A.swift", navigationViewSource("A"))
        folder.write("Ignored/I.swift", navigationViewSource("I"))
        folder.write("Vendor/Nested/N.swift", navigationViewSource("N"))
        try #require(try run(["git", "init", "-q"], in: folder.url("Vendor/Nested")).status == 0)
        try #require(try run(["git", "-c", "user.name=T", "-c", "user.email=t@e", "add", "-A"], in: folder.url("Vendor/Nested")).status == 0)
        try #require(try run(["git", "-c", "user.name=T", "-c", "user.email=t@e", "commit", "-qm", "n"], in: folder.url("Vendor/Nested")).status == 0)
        folder.write(".gitignore", "Ignored/\nVendor/Nested/\n")
        folder.commitAll()
        // A `git` in the folder being migrated, reachable only through relative PATH entries.
        folder.write("git", "#!/bin/sh\n\(box.mark) git-from-current-folder\n")
        folder.write("tools/git", "#!/bin/sh\n\(box.mark) git-from-relative-path\n")
        chmod(folder.url("git"), 0o755)
        chmod(folder.url("tools/git"), 0o755)
        folder.write(".git/info/exclude", "git\ntools/\n")

        var environment = plainEnvironment(home: box.home)
        environment["PATH"] = "::.:tools:\(box.folder.url("fakebin")):/usr/bin:/bin"
        environment["GIT_DIR"] = "/nonexistent"
        environment["UNRELATED"] = "dropped"
        environment["XDG_CONFIG_HOME"] = box.folder.url("xdg")
        let executable = try builtNavmigrate()
        func calls() -> [String] {
            ((try? FileManager.default.contentsOfDirectory(atPath: log)) ?? []).filter { $0.hasSuffix(".args") }
                .map { String($0.dropLast(5)) }.sorted()
        }

        #expect(try runWithExactEnvironment([executable, "--version"], in: folder.path, environment: environment).status == 0)
        let empty = TemporaryFolder()
        _ = try runWithExactEnvironment([executable], in: empty.path, environment: environment)
        #expect(calls().isEmpty, "--version and a folder outside any repository need no git")

        // navmigrate starts with nothing open but 0, 1 and 2 (the test runner's own descriptors
        // are closed first), so any other descriptor git holds would be one navmigrate leaked.
        let closeInherited = #"for fd in /proc/$$/fd/*; do n=${fd##*/}; [ "$n" -gt 2 ] && eval "exec $n>&-"; done; exec "$@""#
        let write = try runWithExactEnvironment(["/bin/bash", "-c", closeInherited, "navmigrate", executable,
                                                 "--write", ".", "Sources", "Vendor/Nested/N.swift"],
                                                in: folder.path, environment: environment)
        #expect(write.status == 0, "\(write.errorText)")
        #expect(write.errorText.contains("wrote Sources/A.swift") && write.errorText.contains("wrote Vendor/Nested/N.swift"),
                "\(write.errorText)")
        #expect(!write.errorText.contains("Ignored"))
        #expect(box.fired() == [])
        // One git for the outer work tree and one for the nested one: discovery's query serves
        // the dirty-tree guard too.
        let ids = calls()
        #expect(ids.count == 2, "\(ids)")

        var tops = Set<String>()
        for id in ids {
            let arguments = try String(contentsOfFile: joinPath(log, id + ".args"), encoding: .utf8)
                .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            #expect(arguments.first == box.folder.url("fakebin/git"))
            #expect(Array(arguments[1...2]) == ["--no-pager", "-C"])
            tops.insert(arguments[3])
            for option in ["core.fsmonitor=false", "core.hooksPath=/dev/null"] {
                #expect(arguments.contains(option), "\(arguments)")
            }
            #expect(arguments.contains("status") && arguments.contains("--no-renames") && arguments.contains("--ignored=matching"))

            let environmentText = try String(contentsOfFile: joinPath(log, id + ".env"), encoding: .utf8)
            var child: [String: String] = [:]
            for line in environmentText.split(separator: "\n") {
                guard let equals = line.firstIndex(of: "=") else { continue }
                child[String(line[..<equals])] = String(line[line.index(after: equals)...])
            }
            let ours: Set<String> = ["LC_ALL", "GIT_OPTIONAL_LOCKS", "GIT_CEILING_DIRECTORIES", "GIT_ALLOW_PROTOCOL",
                                     "GIT_NO_LAZY_FETCH", "GIT_TERMINAL_PROMPT", "GIT_LITERAL_PATHSPECS"]
            let shell: Set<String> = ["PWD", "OLDPWD", "SHLVL", "_"]
            let unexpected = Set(child.keys).subtracting(Git.passedEnvironment).subtracting(ours).subtracting(shell)
            #expect(unexpected.isEmpty, "\(unexpected.sorted())")
            #expect(child["GIT_OPTIONAL_LOCKS"] == "0" && child["LC_ALL"] == "C" && child["GIT_ALLOW_PROTOCOL"] == "")
            #expect(child["HOME"] == box.home && child["XDG_CONFIG_HOME"] == box.folder.url("xdg"))
            #expect(child["GIT_CEILING_DIRECTORIES"] == parentFolder(of: arguments[3]))

            let descriptors = try String(contentsOfFile: joinPath(log, id + ".fds"), encoding: .utf8)
            #expect(descriptors.hasPrefix("0 /dev/null\n"), "\(descriptors)")
            for line in descriptors.split(separator: "\n") {
                let parts = line.split(separator: " ", maxSplits: 1).map(String.init)
                guard parts.count == 2, let number = Int(parts[0]) else { continue }
                let target = parts[1]
                switch number {
                case 0, 2: #expect(target == "/dev/null")
                case 1: #expect(target.hasPrefix("pipe:") || target.hasPrefix(log))
                default:
                    // The shell's own: the script it reads, its saved standard output, the log
                    // it writes, the folder it lists.
                    let own = target == box.folder.url("fakebin/git") || target.hasPrefix(log) || target.hasPrefix("pipe:")
                        || target.hasPrefix("/proc/")
                    #expect(own, "descriptor \(number) leaked into git: \(target)")
                }
            }
        }
        #expect(tops == [folder.path, folder.url("Vendor/Nested")])
    }
    #endif

    @Test(.enabled(if: getuid() == 0, "needs root to hand the repository to another owner"))
    func aRepositoryGitRefusesIsRefusedForWritingButStillDryRuns() throws {
        let box = SentinelBox()
        let folder = TemporaryFolder()
        folder.initGitRepository()
        folder.write(".gitignore", "Ignored/\n")
        folder.write("Sources/A.swift", navigationViewSource("A"))
        folder.write("Ignored/I.swift", navigationViewSource("I"))
        folder.commitAll()
        #expect(try run(["chown", "-R", "4242:4242", folder.path]).status == 0)
        let executable = try builtNavmigrate()
        let environment = plainEnvironment(home: box.home)

        let dryRun = try runWithExactEnvironment([executable], in: folder.path, environment: environment)
        #expect(dryRun.status == 0, "\(dryRun.errorText)")
        // The walk alone: git's ignore rules are not known, so the ignored file is shown too.
        #expect(dryRun.outputText.contains("+++ b/Sources/A.swift") && dryRun.outputText.contains("+++ b/Ignored/I.swift"))

        let refused = try runWithExactEnvironment([executable, "--write"], in: folder.path, environment: environment)
        #expect(refused.status == 2)
        #expect(refused.errorText.contains("Sources/A.swift:1:1: error: not written: git could not say whether the file has uncommitted changes (work tree \(folder.path)); pass --allow-dirty to write anyway"),
                "\(refused.errorText)")
        #expect(folder.read("Sources/A.swift") == navigationViewSource("A"))

        // The user's own `safe.directory` (global config, found through HOME) is honoured.
        box.folder.write("home/.gitconfig", "[safe]\n\tdirectory = *\n")
        let trusted = try runWithExactEnvironment([executable, "--write"], in: folder.path, environment: environment)
        #expect(trusted.status == 0, "\(trusted.errorText)")
        #expect(folder.read("Sources/A.swift").contains("NavigationStack"))
        #expect(folder.read("Ignored/I.swift") == navigationViewSource("I"))

        // And so is one in a config named by GIT_CONFIG_GLOBAL.
        unlink(box.folder.url("home/.gitconfig"))
        folder.write("Sources/B.swift", navigationViewSource("B"))
        #expect(try run(["chown", "-R", "4242:4242", folder.path]).status == 0)
        box.folder.write("global.gitconfig", "[safe]\n\tdirectory = \(folder.path)\n")
        var global = environment
        global["GIT_CONFIG_GLOBAL"] = box.folder.url("global.gitconfig")
        let viaGlobal = try runWithExactEnvironment([executable, "--write", "Sources/B.swift"], in: folder.path, environment: global)
        // B.swift is untracked, so git (now answering) calls it uncommitted.
        #expect(viaGlobal.errorText.contains("not written: the file has uncommitted changes"), "\(viaGlobal.errorText)")
    }

    /// Every process navmigrate starts goes through `Git.run`: no other file in `Sources/`
    /// may start one.
    @Test func onlyGitSwiftStartsProcesses() throws {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources")
        let allowed = "NavMigrateKit/Workflow/Support/Git.swift"
        // The interactive pager runs the user's own `$PAGER` on a diff, and the SwiftPM plugin
        // runs navmigrate; neither starts git.
        let otherSpawners = ["navmigrate/Pager.swift", "NavMigratePlugin/"]
        let pattern = try NSRegularExpression(pattern: #"\bProcess\s*\(|\bProcess\.run|\bNSTask\b|posix_spawn|\bv?fork\s*\(|\bexec[lv]p?e?\s*\(|\bpopen\s*\(|\bsystem\s*\(|\bdlopen\s*\("#)
        var offenders: [String] = []
        var checked = 0
        let enumerator = try #require(FileManager.default.enumerator(atPath: sources.path))
        while let relative = enumerator.nextObject() as? String {
            guard relative.hasSuffix(".swift") else { continue }
            let text = try String(contentsOfFile: sources.appendingPathComponent(relative).path, encoding: .utf8)
            checked += 1
            let matches = pattern.matches(in: text, range: NSRange(text.startIndex..., in: text))
            if relative == allowed {
                #expect(!matches.isEmpty, "the check no longer finds Git.swift's own posix_spawn")
                continue
            }
            if otherSpawners.contains(where: { relative.hasPrefix($0) }) {
                #expect(!text.contains("\"git"), "the pager must not start git")
                continue
            }
            for match in matches {
                let line = text[..<Range(match.range, in: text)!.lowerBound].filter { $0 == "\n" }.count + 1
                offenders.append("Sources/\(relative):\(line): \((text as NSString).substring(with: match.range))")
            }
        }
        #expect(checked > 20)
        #expect(offenders.isEmpty, "start processes only through Git.run in \(allowed): \(offenders)")
    }
}
