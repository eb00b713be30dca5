import Foundation
import Testing
@testable import NavMigrateKit

@Suite struct WorkflowDiscoveryTests {
    private func paths(_ result: FileDiscovery.Result) -> [String] {
        result.files.filter { $0.skipReason == nil }.map(\.path)
    }

    @Test func skipsToolFoldersAndNonSwiftFilesAndSortsByPath() {
        let folder = TemporaryFolder()
        for path in ["b/B.swift", "a/A.swift", "a/readme.md", ".build/X.swift", "Pods/P/P.swift", "DerivedData/D.swift",
                     "node_modules/n.swift", ".swiftpm/s.swift", "Carthage/C.swift", "x/.git/G.swift",
                     "Shared/Assets.xcassets/Copy.dataset/Copy.swift"] {
            folder.write(path, "")
        }
        let result = FileDiscovery(currentDirectory: folder.path, honoursGitIgnore: false).discover(["."])
        #expect(paths(result) == ["a/A.swift", "b/B.swift"])
        #expect(result.problems.isEmpty)
    }

    @Test func honoursGitIgnoreInsideAWorkTree() {
        let folder = TemporaryFolder()
        folder.initGitRepository()
        folder.write(".gitignore", "Generated/\n*.gen.swift\n")
        folder.write("Sources/A.swift", "")
        folder.write("Sources/B.gen.swift", "")
        folder.write("Generated/G.swift", "")
        folder.write("Untracked/U.swift", "")
        folder.commitAll()
        folder.write("Sources/New.swift", "")
        let discovery = FileDiscovery(currentDirectory: folder.path)
        #expect(paths(discovery.discover(["."])) == ["Sources/A.swift", "Sources/New.swift", "Untracked/U.swift"])
        // Walking a subfolder still knows the repository's rules.
        #expect(paths(discovery.discover(["Sources"])) == ["Sources/A.swift", "Sources/New.swift"])
        // A file named explicitly is taken even though git ignores it.
        #expect(paths(discovery.discover(["Generated/G.swift"])) == ["Generated/G.swift"])
    }

    @Test func excludesMatchComponentsAndPaths() {
        let folder = TemporaryFolder()
        for path in ["Sources/A.swift", "Sources/Gen/G.swift", "Sources/M.pb.swift", "Tests/T.swift"] {
            folder.write(path, "")
        }
        let discovery = FileDiscovery(excludes: [Glob("Gen"), Glob("*.pb.swift"), Glob("Tests/**")],
                                      currentDirectory: folder.path, honoursGitIgnore: false)
        #expect(paths(discovery.discover(["."])) == ["Sources/A.swift"])
    }

    @Test func survivesSymlinkLoopsAndDoesNotLeaveTheRoot() {
        let folder = TemporaryFolder()
        folder.write("root/Sources/A.swift", "")
        folder.write("outside/O.swift", "")
        folder.symlink("root/Sources/loop", to: "..")
        folder.symlink("root/Sources/self", to: ".")
        folder.symlink("root/out", to: folder.url("outside"))
        let result = FileDiscovery(currentDirectory: folder.path, honoursGitIgnore: false).discover(["root"])
        #expect(paths(result) == ["root/Sources/A.swift"])
        #expect(result.problems.map(\.path) == ["root/out"])
        #expect(result.problems.first?.severity == .note)
    }

    @Test func symlinkedFilesAreListedAsSkipped() {
        let folder = TemporaryFolder()
        folder.write("A.swift", "")
        folder.symlink("Link.swift", to: "A.swift")
        let result = FileDiscovery(currentDirectory: folder.path, honoursGitIgnore: false).discover(["."])
        #expect(result.files.map(\.path) == ["A.swift", "Link.swift"])
        #expect(result.files[0].skipReason == nil)
        #expect(result.files[1].skipReason != nil)
        let explicit = FileDiscovery(currentDirectory: folder.path, honoursGitIgnore: false).discover(["Link.swift"])
        #expect(explicit.files.first?.skipReason != nil)
    }

    @Test func overlappingRootsGiveEachFileOnce() {
        let folder = TemporaryFolder()
        folder.write("Sources/Sub/A.swift", "")
        let result = FileDiscovery(currentDirectory: folder.path, honoursGitIgnore: false)
            .discover(["Sources", "Sources/Sub", "Sources/Sub/A.swift"])
        #expect(paths(result) == ["Sources/Sub/A.swift"])
    }

    @Test func missingRootIsAnError() {
        let folder = TemporaryFolder()
        let result = FileDiscovery(currentDirectory: folder.path).discover(["Nope"])
        #expect(result.files.isEmpty)
        #expect(result.problems == [DiscoveryProblem(severity: .error, path: "Nope", message: "no such file or folder")])
    }

    @Test func pathsOutsideTheCurrentFolderKeepTheirSpelling() {
        let folder = TemporaryFolder()
        folder.write("Sources/A.swift", "")
        let result = FileDiscovery(currentDirectory: "/", honoursGitIgnore: false).discover([folder.url("Sources")])
        #expect(paths(result) == [String(folder.url("Sources/A.swift").dropFirst())])
        let elsewhere = FileDiscovery(currentDirectory: folder.url("Sources"), honoursGitIgnore: false).discover(["../Sources"])
        #expect(paths(elsewhere) == ["A.swift"])
    }

    @Test func prefilterLooksForNavigationBytes() {
        #expect(Prefilter.mayNeedMigration(Array("NavigationView {".utf8)))
        #expect(Prefilter.mayNeedMigration(Array(".navigationBarTitle(\"x\")".utf8)))
        #expect(!Prefilter.mayNeedMigration(Array("let navigation = 1 // Navigatio".utf8)))
        #expect(!Prefilter.mayNeedMigration([]))
    }
}
