import Foundation
import Testing
@testable import NavMigrateKit

/// Discovery and the dirty-tree guard share one `git status` per work tree; what discovery
/// lists must stay what it listed when it asked `git ls-files` in every work tree it met.
@Suite struct GitStatusDiscoveryTests {
    private func paths(_ result: FileDiscovery.Result) -> [String] {
        result.files.filter { $0.skipReason == nil }.map(\.path)
    }

    private func commit(_ folder: String) {
        for arguments in [["add", "-A"], ["commit", "-q", "--allow-empty", "-m", "x"]] {
            let result = try! run(["git", "-c", "user.name=T", "-c", "user.email=t@e", "-c", "commit.gpgsign=false",
                                   "-c", "protocol.file.allow=always"] + arguments, in: folder)
            precondition(result.status == 0, result.errorText)
        }
    }

    /// Discovery as it was: `git ls-files --cached --others --exclude-standard` in the root
    /// and in every folder holding `.git`, a file taken when its work tree listed it.
    private func oldDiscovery(_ root: String, display: String) -> [String] {
        func listed(_ folder: String) -> Set<String>? {
            guard let result = try? run(["git", "-C", folder, "ls-files", "--cached", "--others", "--exclude-standard", "-z"]),
                  result.status == 0 else { return nil }
            return Set(result.output.split(separator: 0).map { String(decoding: $0, as: UTF8.self) })
        }
        var found: [String] = []
        func walk(_ folder: String, relative: String, scope: (base: String, files: Set<String>)?) {
            for name in ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted() {
                let path = joinPath(folder, name)
                let childRelative = joinPath(relative, name)
                guard let status = FileStatus.of(path) else { continue }
                if status.kind == .directory {
                    guard !FileDiscovery.skippedFolderNames.contains(name) else { continue }
                    var childScope = scope
                    if FileStatus.of(joinPath(path, ".git")) != nil, let files = listed(path) {
                        childScope = (childRelative, files)
                    }
                    walk(path, relative: childRelative, scope: childScope)
                } else if status.kind == .regular, name.hasSuffix(".swift") {
                    if let scope {
                        let key = scope.base.isEmpty ? childRelative : String(childRelative.dropFirst(scope.base.count + 1))
                        guard scope.files.contains(key) else { continue }
                    }
                    found.append(display == "." ? childRelative : joinPath(display, childRelative))
                }
            }
        }
        walk(root, relative: "", scope: listed(root).map { ("", $0) })
        return found.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }

    /// A work tree with most of what ignore rules and nested repositories can do.
    private func makeTangle() -> TemporaryFolder {
        let folder = TemporaryFolder()
        folder.initGitRepository()
        folder.write(".gitignore", "Ignored/\n*.gen.swift\nGen/*\n!Gen/keep.swift\nlog/\nIgnoredNested/\n")
        folder.write("Sources/A.swift", "")
        folder.write("Sources/B.gen.swift", "")
        folder.write("Sources/Negated/.gitignore", "*.swift\n!keep.swift\n")
        folder.write("Sources/Negated/keep.swift", "")
        folder.write("Sources/Negated/drop.swift", "")
        folder.write("Gen/G.swift", "")
        folder.write("Gen/keep.swift", "")
        folder.write("Ignored/I.swift", "")
        folder.write("Ignored/Deep/D.swift", "")
        folder.write("Ignored/Forced.swift", "")
        folder.write("log/L.swift", "")
        folder.write("Junk/.git/HEAD", "not a repository\n")
        folder.write("Junk/J.swift", "")
        folder.git("add", "-A")
        folder.git("add", "-f", "Ignored/Forced.swift")
        folder.commitAll()
        folder.write("Untracked/Deep/U.swift", "")
        folder.write("Sources/New.swift", "")
        // A nested repository with its own ignore rules, an uncommitted one, and one the
        // outer work tree ignores.
        for nested in ["Vendor/Lib", "Fresh", "IgnoredNested/Inner"] {
            folder.write("\(nested)/L.swift", "")
            folder.write("\(nested)/Skip/S.swift", "")
            folder.write("\(nested)/.gitignore", "Skip/\n")
            #expect((try? run(["git", "init", "-q"], in: folder.url(nested)))?.status == 0)
        }
        commit(folder.url("Vendor/Lib"))
        commit(folder.url("IgnoredNested/Inner"))
        return folder
    }

    @Test func listsWhatLsFilesListedInEveryWorkTree() throws {
        let folder = makeTangle()
        let git = GitStatusCache()
        let discovery = FileDiscovery(currentDirectory: folder.path, git: git)
        let found = paths(discovery.discover(["."]))
        #expect(found == oldDiscovery(folder.path, display: "."))
        #expect(found == ["Fresh/L.swift", "Gen/keep.swift", "Ignored/Forced.swift", "IgnoredNested/Inner/L.swift",
                          "Junk/J.swift", "Sources/A.swift", "Sources/Negated/keep.swift", "Sources/New.swift",
                          "Untracked/Deep/U.swift", "Vendor/Lib/L.swift"])
        // One query per work tree: the outer one and the three nested ones.
        #expect(git.queries == 4)
        for root in ["Sources", "Ignored", "Vendor", "Vendor/Lib", "Gen"] {
            let fresh = FileDiscovery(currentDirectory: folder.path)
            #expect(paths(fresh.discover([root])) == oldDiscovery(folder.url(root), display: root), "root \(root)")
        }
    }

    @Test func filesNamedOnTheCommandLineAreTakenAndOneQueryServesEveryRoot() throws {
        let folder = makeTangle()
        let git = GitStatusCache()
        let discovery = FileDiscovery(currentDirectory: folder.path, git: git)
        let found = paths(discovery.discover(["Sources", "Gen/G.swift", "Ignored/I.swift", "Sources/B.gen.swift"]))
        #expect(found == ["Gen/G.swift", "Ignored/I.swift", "Sources/A.swift", "Sources/B.gen.swift",
                          "Sources/Negated/keep.swift", "Sources/New.swift"])
        #expect(git.queries == 1)
        let snapshot = try #require(git.status(ofWorkTree: folder.path, covering: "Sources"))
        #expect(snapshot.pathspecs == ["Gen/G.swift", "Ignored/I.swift", "Sources"])
        // The guard reads the same answer: no second git.
        let guardian = DirtyTreeGuard(git: git)
        #expect(guardian.verdict(for: folder.url("Sources/A.swift")) == .clean)
        #expect(guardian.verdict(for: folder.url("Sources/New.swift")) == .dirty)
        // An ignored file was never protected by the guard; it still is not.
        #expect(guardian.verdict(for: folder.url("Ignored/I.swift")) == .clean)
        #expect(git.queries == 1)
        // A file outside what was asked (never one discovery found) asks again, for all of it.
        #expect(guardian.verdict(for: folder.url("Untracked/Deep/U.swift")) == .dirty)
        #expect(git.queries == 2)
    }

    @Test func guardSeesStagedUnstagedUntrackedRenamedAndLaterChanges() throws {
        let folder = TemporaryFolder()
        folder.initGitRepository()
        for name in ["Clean", "Staged", "Unstaged", "Moved", "Later"] {
            folder.write("S/\(name).swift", (1...50).map { "let \(name.lowercased())\($0) = \($0)" }.joined(separator: "\n"))
        }
        folder.commitAll()
        folder.write("S/Staged.swift", "staged\n")
        folder.git("add", "S/Staged.swift")
        folder.write("S/Unstaged.swift", "unstaged\n")
        folder.git("mv", "S/Moved.swift", "S/Renamed.swift")
        folder.write("S/Untracked.swift", "")
        let git = GitStatusCache()
        _ = FileDiscovery(currentDirectory: folder.path, git: git).discover(["."])
        let guardian = DirtyTreeGuard(git: git)
        #expect(guardian.verdict(for: folder.url("S/Clean.swift")) == .clean)
        #expect(guardian.verdict(for: folder.url("S/Later.swift")) == .clean)
        for dirty in ["Staged", "Unstaged", "Renamed", "Untracked"] {
            #expect(guardian.verdict(for: folder.url("S/\(dirty).swift")) == .dirty, "\(dirty)")
        }
        // Edited after git was asked (while the run went on): dirty, though git said clean.
        usleep(20_000)
        folder.write("S/Later.swift", "edited during the run\n")
        #expect(guardian.verdict(for: folder.url("S/Later.swift")) == .dirty)
        #expect(guardian.verdict(for: folder.url("S/Clean.swift")) == .clean)
        #expect(git.queries == 1)
    }

    @Test func emptyRepositoryAndNoRepository() throws {
        let empty = TemporaryFolder()
        empty.initGitRepository()
        empty.write("A.swift", "")
        empty.write("Staged.swift", "")
        empty.git("add", "Staged.swift")
        let git = GitStatusCache()
        #expect(paths(FileDiscovery(currentDirectory: empty.path, git: git).discover(["."])) == ["A.swift", "Staged.swift"])
        let guardian = DirtyTreeGuard(git: git)
        #expect(guardian.verdict(for: empty.url("A.swift")) == .dirty)
        #expect(guardian.verdict(for: empty.url("Staged.swift")) == .dirty)
        #expect(git.queries == 1)

        let plain = TemporaryFolder()
        plain.write("A.swift", "")
        let none = GitStatusCache()
        #expect(paths(FileDiscovery(currentDirectory: plain.path, git: none).discover(["."])) == ["A.swift"])
        #expect(DirtyTreeGuard(git: none).verdict(for: plain.url("A.swift")) == .clean)
        #expect(none.queries == 0)
    }

    @Test func submodulesAreTheirOwnWorkTrees() throws {
        let library = TemporaryFolder()
        library.initGitRepository()
        library.write("Lib.swift", "")
        library.write(".gitignore", "Skip.swift\n")
        library.write("Skip.swift", "")
        library.commitAll()
        let folder = TemporaryFolder()
        folder.initGitRepository()
        folder.write("App.swift", "")
        folder.git("-c", "protocol.file.allow=always", "submodule", "-q", "add", library.path, "Modules/Lib")
        folder.commitAll()
        library.write("Skip.swift", "")
        folder.write("Modules/Lib/Skip.swift", "")
        folder.write("Modules/Lib/Added.swift", "")
        let git = GitStatusCache()
        let found = paths(FileDiscovery(currentDirectory: folder.path, git: git).discover(["."]))
        #expect(found == oldDiscovery(folder.path, display: "."))
        #expect(found == ["App.swift", "Modules/Lib/Added.swift", "Modules/Lib/Lib.swift"])
        #expect(git.queries == 2)
        let guardian = DirtyTreeGuard(git: git)
        #expect(guardian.verdict(for: folder.url("Modules/Lib/Lib.swift")) == .clean)
        #expect(guardian.verdict(for: folder.url("Modules/Lib/Added.swift")) == .dirty)

        // A submodule whose repository is gone: its files were never listed by the outer work
        // tree, so they are not taken.
        try FileManager.default.removeItem(atPath: folder.url(".git/modules"))
        let broken = paths(FileDiscovery(currentDirectory: folder.path).discover(["."]))
        #expect(broken == oldDiscovery(folder.path, display: "."))
        #expect(broken == ["App.swift"])
    }

    @Test func largeOutputIsReadWhole() throws {
        let folder = TemporaryFolder()
        folder.initGitRepository()
        folder.write(".gitignore", "*.ignored.swift\n")
        folder.commitAll()
        let long = String(repeating: "x", count: 60)
        for index in 0..<3000 {
            folder.write("Many/\(long)\(index).swift", "")
        }
        folder.write("Many/zz.ignored.swift", "")
        let found = paths(FileDiscovery(currentDirectory: folder.path).discover(["."]))
        #expect(found.count == 3000)
        #expect(!found.contains("Many/zz.ignored.swift"))
    }

    @Test func workTreeTopIsWhereGitWouldStop() throws {
        let folder = TemporaryFolder()
        folder.initGitRepository()
        folder.write("Junk/.git/HEAD", "nope\n")
        folder.write("Junk/Deep/A.swift", "")
        folder.write("Linked/.git", "gitdir: ../nowhere\n")
        let environment: [String: String] = [:]
        #expect(GitRepository.workTreeTop(containing: folder.url("Junk/Deep"), environment: environment) == folder.path)
        // git stops at a `.git` file even when it is broken (and then fails).
        #expect(GitRepository.workTreeTop(containing: folder.url("Linked"), environment: environment) == folder.url("Linked"))
        #expect(GitRepository.at(folder.url("Linked")) == nil)
        // The user's ceiling keeps git, and navmigrate, from going up into it.
        let ceiling = ["GIT_CEILING_DIRECTORIES": folder.path]
        #expect(GitRepository.workTreeTop(containing: folder.url("Junk/Deep"), environment: ceiling) == nil)
        #expect(GitRepository.workTreeTop(containing: folder.path, environment: ceiling) == folder.path)
        let repository = try #require(GitRepository.at(folder.path))
        #expect(repository.gitDir == folder.url(".git") && repository.commonDir == folder.url(".git"))
    }

    @Test func linkedWorkTreesReadTheCommonConfig() throws {
        let folder = TemporaryFolder()
        folder.initGitRepository()
        folder.write("A.swift", "")
        folder.commitAll()
        folder.git("worktree", "add", "-q", "-b", "other", folder.url("Linked"))
        let repository = try #require(GitRepository.at(folder.url("Linked")))
        #expect(repository.commonDir == folder.url(".git"))
        #expect(repository.gitDir == folder.url(".git/worktrees/Linked"))
        let files = GitConfigScan.files(for: repository, environment: ["GIT_CONFIG_NOSYSTEM": "1", "GIT_CONFIG_GLOBAL": "/dev/null"],
                                        gitPrefix: "/usr")
        #expect(files == ["/dev/null", folder.url(".git/config"), folder.url(".git/worktrees/Linked/config.worktree")])
    }

    /// The scan finds the drivers git itself finds, across every header form and include.
    @Test func configScanFindsTheDriversGitFinds() throws {
        let folder = TemporaryFolder()
        let text = """
        \u{FEFF}# [filter "in-a-comment"]
        [core]
        \tbare = false ; [filter "after-a-comment"]
        [filter "plain"]
        \tclean = a
        [FILTER "Case Kept"] clean = b
        [filter.LegacyLowered]
        \tsmudge = c
        [filter   "spaced\\"quote\\\\back"]
        \tprocess = d
        [core] [filter "same-line"] clean = e
        [alias]
        \tx = "value that says [filter \\"in-a-value\\"] " ; [filter "after-value"]
        \ty = continued \\
        [filter "continued-value"]
        [include]
        \tpath = included.inc
        [includeIf "gitdir:/nowhere/"]
        \tpath = "conditional.inc"
        [filter "dotted.name"]
        \tclean = f
        [filter "crlf"]\r
        \tclean = g\r

        """
        folder.write("main.config", text)
        folder.write("included.inc", "[filter \"from-include\"]\n\tclean = h\n[include]\n\tpath = sub/nested.inc\n")
        folder.write("sub/nested.inc", "[filter \"from-nested\"]\n\tclean = i\n")
        folder.write("conditional.inc", "[filter \"from-conditional\"]\n\tclean = j\n")
        let scan = GitConfigScan.scan([folder.url("main.config")], home: nil, gitPrefix: "/usr")
        let found = Set(scan.filterDrivers.map { String(decoding: $0, as: UTF8.self) })
        #expect(found == ["plain", "Case Kept", "legacylowered", "spaced\"quote\\back", "same-line", "from-include",
                          "from-nested", "from-conditional", "dotted.name", "crlf"])
        // git, with includes (its conditional one is false here, which the scan ignores).
        let listed = try run(["git", "config", "--file", folder.url("main.config"), "--includes", "--name-only", "--list"])
        #expect(listed.status == 0, "\(listed.errorText)")
        var gitsDrivers = Set<String>()
        for key in listed.outputText.split(separator: "\n") where key.hasPrefix("filter.") {
            let rest = key.dropFirst("filter.".count)
            gitsDrivers.insert(String(rest[..<rest.lastIndex(of: ".")!]))
        }
        #expect(gitsDrivers == found.subtracting(["from-conditional"]))
        #expect(scan.filesRead == [folder.url("main.config"), folder.url("included.inc"), folder.url("sub/nested.inc"),
                                   folder.url("conditional.inc")])
    }

    @Test func includePathsExpandLikeGits() {
        #expect(GitConfigScan.includePath(Array("~/x.inc".utf8), from: "/r/.git/config", home: "/home/u", gitPrefix: "/usr") == "/home/u/x.inc")
        #expect(GitConfigScan.includePath(Array("%(prefix)/etc/x".utf8), from: "/r/.git/config", home: nil, gitPrefix: "/usr") == "/usr/etc/x")
        #expect(GitConfigScan.includePath(Array("../x".utf8), from: "/r/.git/config", home: nil, gitPrefix: "/usr") == "/r/.git/../x")
        #expect(GitConfigScan.includePath(Array("~/x".utf8), from: "/r/.git/config", home: nil, gitPrefix: "/usr") == nil)
    }

    @Test func safetyOptionsAndEnvironment() throws {
        let options = try #require(Git.safetyArguments(workTree: "/r", filterDrivers: [Array("lfs".utf8)]))
        #expect(options == ["--no-pager", "-C", "/r", "--work-tree=/r", "-c", "core.fsmonitor=false",
                            "-c", "core.hooksPath=/dev/null", "-c", "filter.lfs.clean=", "-c", "filter.lfs.smudge=",
                            "-c", "filter.lfs.process=", "-c", "filter.lfs.required=false"])
        #expect(Git.safetyArguments(workTree: "/r", filterDrivers: [Array("a=b".utf8)]) == nil)
        #expect(Git.safetyArguments(workTree: "/r", filterDrivers: [Array("a\nb".utf8)]) == nil)
        #expect(Git.safetyArguments(workTree: "/r", filterDrivers: [[0xFF, 0x61]]) == nil)
        let child = Git.childEnvironment(from: ["PATH": "/bin", "HOME": "/h", "GIT_DIR": "/x", "GIT_CONFIG_NOSYSTEM": "1",
                                                "GIT_CONFIG_PARAMETERS": "'a'='b'", "LANG": "fr_FR.UTF-8",
                                                "GIT_ALLOW_PROTOCOL": "ssh", "SUDO_UID": "1000"],
                                         workTree: "/r/w")
        #expect(child == ["PATH": "/bin", "HOME": "/h", "GIT_CONFIG_NOSYSTEM": "1", "SUDO_UID": "1000", "LC_ALL": "C",
                          "GIT_OPTIONAL_LOCKS": "0", "GIT_CEILING_DIRECTORIES": "/r", "GIT_ALLOW_PROTOCOL": "",
                          "GIT_NO_LAZY_FETCH": "1", "GIT_TERMINAL_PROMPT": "0", "GIT_LITERAL_PATHSPECS": "1"])
        #expect(Git.findExecutable("git", path: "relative:") == nil)
    }

    @Test func statusOutputParses() {
        let output = Array("M  S/A.swift\0 M S/B.swift\0D  Old.swift\0R  To.swift\0From.swift\0?? U.swift\0?? Nested/\0!! Build/\0!! x.gen.swift\0## main\0".utf8)
        let snapshot = GitStatusSnapshot(top: "/r", pathspecs: [], askedAt: timespec(), output: output)
        #expect(snapshot.changed == ["S/A.swift", "S/B.swift", "Old.swift", "To.swift", "From.swift", "U.swift"])
        #expect(snapshot.untrackedFolders == ["Nested"])
        #expect(snapshot.ignoredFolders == ["Build"] && snapshot.ignoredFiles == ["x.gen.swift"])
        #expect(!snapshot.lists("Build/Deep/a.swift") && !snapshot.lists("Nested/a.swift") && !snapshot.lists("x.gen.swift"))
        #expect(snapshot.lists("Buildings/a.swift") && snapshot.lists("S/A.swift"))
        #expect(snapshot.hasChanges("Nested/a.swift") && !snapshot.hasChanges("S/C.swift"))
        #expect(GitStatusCache.minimalPathspecs(["A", "A/B", "AB", "C/D"]) == ["A", "AB", "C/D"])
        #expect(GitStatusCache.minimalPathspecs(["A", ""]) == [] && GitStatusCache.minimalPathspecs(nil) == [])
    }
}
