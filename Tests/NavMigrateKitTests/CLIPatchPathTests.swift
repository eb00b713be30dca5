import Foundation
import Testing
@testable import NavMigrateKit

/// Paths in the patch are relative to the work tree's top, as `git diff` writes them, while
/// findings and messages keep the user's spelling (relative to the current folder).
@Suite struct CLIPatchPathTests {
    /// Four views the container rule refuses (four children), so the file has a finding.
    static let refusedSource = """
    import SwiftUI

    struct Board: View {
        var body: some View {
            NavigationView {
                Text("1")
                Text("2")
                Text("3")
                Text("4")
            }
            .navigationBarTitle("Board")
        }
    }

    """

    private func makeRepository() -> TemporaryFolder {
        let folder = TemporaryFolder()
        folder.initGitRepository()
        folder.write("Package.swift", "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"App\", platforms: [.iOS(.v16)])\n")
        folder.write("MovieSwift/views/A.swift", navigationViewSource("A"))
        folder.write("MovieSwift/views/Deep/D.swift", navigationViewSource("D"))
        folder.write("Other/B.swift", Self.refusedSource)
        folder.write("Other/C.swift", navigationViewSource("C"))
        folder.commitAll()
        return folder
    }

    private func headers(_ patch: String) -> [String] {
        patch.split(separator: "\n").map(String.init).filter { $0.hasPrefix("--- ") || $0.hasPrefix("+++ ") }
    }

    @Test func fromASubfolderThePatchIsRelativeToTheTopAndAppliesFromTopAndSubfolder() throws {
        let folder = makeRepository()
        let executable = try #require(navmigrateExecutable())
        let sub = folder.url("MovieSwift")
        let result = try run([executable, "views", "../Other/B.swift", folder.url("Other/C.swift")], in: sub)
        #expect(result.status == 0, "\(result.errorText)")
        // In the order of the paths as shown: `../Other/B.swift`, `/.../Other/C.swift`, `views/...`.
        #expect(headers(result.outputText) == [
            "--- a/Other/B.swift", "+++ b/Other/B.swift",
            "--- a/Other/C.swift", "+++ b/Other/C.swift",
            "--- a/MovieSwift/views/A.swift", "+++ b/MovieSwift/views/A.swift",
            "--- a/MovieSwift/views/Deep/D.swift", "+++ b/MovieSwift/views/Deep/D.swift",
        ])
        #expect(result.outputText.contains("diff --git a/Other/B.swift b/Other/B.swift\n--- a/Other/B.swift\n"))
        // Hunk headers name the view, and git still takes them.
        #expect(result.outputText.contains("+++ b/Other/B.swift\n@@ -8,6 +8,6 @@ struct Board: View {\n"))
        // Findings keep the spelling the user typed, for editors opened from here.
        #expect(result.errorText.contains("../Other/B.swift:5:9: warning: "))
        let patch = folder.url("nav.patch")
        _ = FileManager.default.createFile(atPath: patch, contents: Data(result.output))
        let fromTop = try run(["git", "apply", "--check", patch], in: folder.path)
        #expect(fromTop.status == 0, "\(fromTop.errorText)")
        let fromSub = try run(["git", "apply", "--check", patch], in: sub)
        #expect(fromSub.status == 0, "\(fromSub.errorText)")
        let deeper = try run(["git", "apply", "--check", patch], in: folder.url("MovieSwift/views"))
        #expect(deeper.status == 0, "\(deeper.errorText)")
        #expect(try run(["patch", "-p1", "--dry-run", "-i", patch], in: folder.path).status == 0)
        // From the subfolder git applies what lies below it and leaves the rest.
        #expect(try run(["git", "apply", patch], in: sub).status == 0)
        #expect(folder.read("MovieSwift/views/A.swift").contains("NavigationStack"))
        #expect(folder.read("Other/C.swift") == navigationViewSource("C"))
    }

    @Test func jsonDiffsUseTheSamePathsAndWriteMessagesTheUsersSpelling() throws {
        let folder = makeRepository()
        let executable = try #require(navmigrateExecutable())
        let sub = folder.url("MovieSwift")
        let json = try run([executable, "--format", "json", "views/A.swift"], in: sub)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.output)) as? [String: Any])
        let file = try #require((document["files"] as? [[String: Any]])?.first)
        #expect(file["path"] as? String == "views/A.swift")
        #expect((file["diff"] as? String)?.hasPrefix("diff --git a/MovieSwift/views/A.swift b/MovieSwift/views/A.swift\n--- a/MovieSwift/views/A.swift\n") == true)
        let write = try run([executable, "--write", "../Other/C.swift"], in: sub)
        #expect(write.status == 0, "\(write.errorText)")
        #expect(write.errorText.contains("navmigrate: wrote ../Other/C.swift"))
    }

    @Test func outsideGitPathsAreRelativeToTheCurrentFolderOrTheFolderTheyShare() throws {
        let folder = TemporaryFolder()
        // Not in a work tree (the temporary folder is not inside one); make sure.
        guard GitRepository.workTreeTop(containing: folder.path, environment: [:]) == nil else { return }
        folder.write("project/app/A.swift", navigationViewSource("A"))
        folder.write("project/shared/S.swift", navigationViewSource("S"))
        let executable = try #require(navmigrateExecutable())
        let app = folder.url("project/app")
        let inside = try run([executable, "."], in: app)
        #expect(headers(inside.outputText) == ["--- a/A.swift", "+++ b/A.swift"])
        // With a file outside the current folder, every path is relative to the folder both
        // lie in, and the patch applies there.
        let both = try run([executable, ".", "../shared/S.swift"], in: app)
        #expect(headers(both.outputText) == ["--- a/shared/S.swift", "+++ b/shared/S.swift",
                                             "--- a/app/A.swift", "+++ b/app/A.swift"])
        #expect(both.errorText.isEmpty || !both.errorText.contains("a/../"))
        let patch = folder.url("both.patch")
        _ = FileManager.default.createFile(atPath: patch, contents: Data(both.output))
        #expect(try run(["patch", "-p1", "--dry-run", "-i", patch], in: folder.url("project")).status == 0)
        #expect(!both.outputText.contains(".."))
    }

    @Test func patchPathsWithoutAProcess() {
        let folder = TemporaryFolder()
        folder.initGitRepository()
        folder.write("Sub/A.swift", "")
        let paths = PatchPaths(currentDirectory: folder.url("Sub"))
        #expect(paths.path(forLocation: folder.url("Sub/A.swift")) == "Sub/A.swift")
        #expect(paths.path(forLocation: folder.url("Sub/../Sub/A.swift")) == "Sub/A.swift")
        let outside = PatchPaths(currentDirectory: "/nonexistent-navmigrate/a/b",
                                 locations: ["/nonexistent-navmigrate/a/b/X.swift", "/nonexistent-navmigrate/a/c/Y.swift"])
        #expect(outside.base == "/nonexistent-navmigrate/a")
        #expect(outside.path(forLocation: "/nonexistent-navmigrate/a/b/X.swift") == "b/X.swift")
        #expect(outside.path(forLocation: "/nonexistent-navmigrate/a/c/Y.swift") == "c/Y.swift")
        #expect(PatchPaths(currentDirectory: "/nonexistent-navmigrate/a").path(forLocation: "/elsewhere-navmigrate/Z.swift")
            == "elsewhere-navmigrate/Z.swift")
    }

    /// Whole parts only: `/a/b` and `/a/bc` share `/a`, not `/a/b`.
    @Test func commonAncestorComparesWholeParts() {
        #expect(PatchPaths.commonAncestor("/a/b", "/a/bc") == "/a")
        #expect(PatchPaths.commonAncestor("/a/bc", "/a/b") == "/a")
        #expect(PatchPaths.commonAncestor("/a/b", "/a/b/c") == "/a/b")
        #expect(PatchPaths.commonAncestor("/a/b/c", "/a/b") == "/a/b")
        #expect(PatchPaths.commonAncestor("/a/b", "/a/b") == "/a/b")
        #expect(PatchPaths.commonAncestor("/x", "/y") == "/")
        #expect(PatchPaths.commonAncestor("/", "/y") == "/")
        #expect(PatchPaths.commonAncestor("/über/a", "/über/b") == "/über")
        #expect(PatchPaths.relative("/a/b/C.swift", to: "/a") == "b/C.swift")
        #expect(PatchPaths.relative("/a/b/C.swift", to: "/") == "a/b/C.swift")
        #expect(PatchPaths.relative("/ab/C.swift", to: "/a") == "ab/C.swift")
        #expect(parentFolder(of: "/a/b/C.swift") == "/a/b")
        #expect(parentFolder(of: "/C.swift") == "/")
        #expect(parentFolder(of: "C.swift") == ".")
    }
}
