import Foundation
import Testing
@testable import NavMigrateKit

/// Files named on the command line or listed (`-`, `--files-from`): only `*.swift` is taken,
/// the rest is skipped with one note.
@Suite struct CLINamedPathsTests {
    private func makeRepository() -> TemporaryFolder {
        let folder = TemporaryFolder()
        folder.initGitRepository()
        folder.write("Package.swift", "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"App\", platforms: [.iOS(.v16)])\n")
        folder.write("Sources/A.swift", navigationViewSource("A"))
        folder.write("Sources/B.swift", navigationViewSource("B"))
        folder.write("notes.md", "NavigationView {\n")
        folder.write("Readme.md", "# App\n")
        folder.write("App.xcodeproj/project.pbxproj", "// NavigationView\n")
        folder.commitAll()
        return folder
    }

    @Test func namedFilesThatAreNotSwiftAreSkippedWithOneNote() throws {
        let folder = makeRepository()
        let executable = try #require(navmigrateExecutable())
        let result = try run([executable, "notes.md", "Readme.md", "App.xcodeproj/project.pbxproj", "Sources/A.swift"],
                             in: folder.path)
        #expect(result.status == 0, "\(result.errorText)")
        #expect(!result.errorText.contains("syntax"))
        let notes = result.errorText.split(separator: "\n").filter { $0.contains("not Swift") && $0.contains("note:") }
        #expect(notes == ["navmigrate: note: skipped 3 named files that are not Swift (*.swift): notes.md, Readme.md, App.xcodeproj/project.pbxproj"])
        #expect(result.errorText.contains("navmigrate: 1 file scanned, 1 parsed, 1 changed, 0 left for errors, 0 failed, 3 not Swift in "))
        #expect(result.outputText.contains("+++ b/Sources/A.swift"))
        // An .xcodeproj folder is walked like any folder: no Swift in it, nothing scanned.
        let project = try run([executable, "App.xcodeproj"], in: folder.path)
        #expect(project.errorText.contains("0 files scanned"))
    }

    @Test func pathsFromStandardInputLikeGitDiffNameOnly() throws {
        let folder = makeRepository()
        let executable = try #require(navmigrateExecutable())
        folder.write("Sources/A.swift", navigationViewSource("A") + "// edited\n")
        folder.write("notes.md", "changed\n")
        try FileManager.default.removeItem(atPath: folder.url("Sources/B.swift"))
        // The real pipeline: a deleted file and a Markdown file among the names.
        let script = "git diff --name-only | '\(executable)' -"
        let piped = try run(["sh", "-c", script], in: folder.path)
        #expect(piped.status == 0, "\(piped.errorText)")
        #expect(piped.outputText.contains("+++ b/Sources/A.swift"))
        #expect(piped.errorText.contains("navmigrate: note: skipped 1 named file that is not Swift (*.swift): notes.md"))
        #expect(piped.errorText.contains("navmigrate: note: skipped 1 listed path that does not exist: Sources/B.swift"))
        #expect(piped.errorText.contains("1 file scanned"))

        // Blank lines and CRLF are fine; paths are relative to the current folder.
        let listed = try run([executable, "-l", "-"], in: folder.url("Sources"), input: "\nA.swift\r\n\n../notes.md\n")
        #expect(listed.outputText == "A.swift\n")
        #expect(listed.errorText.contains("skipped 1 named file that is not Swift (*.swift): ../notes.md"))

        // --files-from reads a file; an empty list scans nothing (not the whole folder).
        folder.write("list.txt", "Sources/A.swift\n")
        let fromFile = try run([executable, "-l", "--files-from", "list.txt"], in: folder.path)
        #expect(fromFile.outputText == "Sources/A.swift\n")
        let empty = try run([executable, "-"], in: folder.path, input: "")
        #expect(empty.status == 0)
        #expect(empty.errorText.contains("0 files scanned"))
        let missing = try run([executable, "--files-from", "nope.txt"], in: folder.path)
        #expect(missing.status == 2)
        #expect(missing.errorText.contains("nope.txt: error: cannot read the path list: cannot read nope.txt: No such file or directory"))
    }

    @Test func jsonListsEachSkipAsANotice() throws {
        let folder = makeRepository()
        let executable = try #require(navmigrateExecutable())
        let result = try run([executable, "--format", "json", "-"], in: folder.path, input: "notes.md\nGone.swift\nSources/A.swift\n")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.output)) as? [String: Any])
        let notices = try #require(document["notices"] as? [[String: Any]])
        let kinds = notices.map { "\($0["kind"] ?? "")|\($0["path"] ?? "")|\($0["severity"] ?? "")" }
        #expect(kinds.contains("not-swift|notes.md|note"))
        #expect(kinds.contains("listed-path-missing|Gone.swift|note"))
        #expect((document["summary"] as? [String: Any])?["notSwift"] as? Int == 1)
    }

    @Test func sortingAndParsingLists() {
        let folder = TemporaryFolder()
        folder.write("A.swift", "")
        folder.write("n.md", "")
        let sorted = NamedPaths.sort(named: ["A.swift", "n.md", "Missing.swift", "."], listed: ["n.md", "Gone.swift", "A.swift"],
                                     currentDirectory: folder.path)
        #expect(sorted.roots == ["A.swift", "Missing.swift", ".", "A.swift"])
        #expect(sorted.notSwift == ["n.md", "n.md"])
        #expect(sorted.missingListed == ["Gone.swift"])
        #expect(NamedPaths.parseList(Array("a.swift\r\n\n  \nb c.swift\n".utf8)) == ["a.swift", "b c.swift"])
    }
}
