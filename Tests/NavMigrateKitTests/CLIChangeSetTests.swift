import Foundation
import Testing
@testable import NavMigrateKit

/// Change sets end to end: files whose changes need each other are shown together, asked
/// about once, written all or none, and named by every report. No rule makes one yet on these
/// files, so they ask for one (`NAVMIGRATE_TEST_FAULTS=1`, see `TestChangeSets`).
@Suite struct CLIChangeSetTests {
    static let faults = CLIExitStatusTests.faults

    /// A view to migrate that goes with `others` (shown paths from the repository's top).
    static func member(_ name: String, with others: [String]) -> String {
        "// navmigrate-test-fault: change-set \(others.joined(separator: " "))\n" + navigationViewSource(name)
    }

    static func migrated(_ text: String) -> String {
        text.replacingOccurrences(of: "NavigationView", with: "NavigationStack")
    }

    /// `Sources/Detail.swift`, `Root.swift` and `Sidebar.swift` change together; `Alone.swift`
    /// and `Zebra.swift` stand alone, on either side of them.
    private func makeRepository() -> TemporaryFolder {
        let folder = TemporaryFolder()
        folder.initGitRepository()
        folder.write("Package.swift", "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"App\", platforms: [.iOS(.v16)])\n")
        let set = ["Sources/Detail.swift", "Sources/Root.swift", "Sources/Sidebar.swift"]
        for path in set {
            let name = String(path.dropFirst("Sources/".count).dropLast(".swift".count))
            folder.write(path, Self.member(name, with: set.filter { $0 != path }))
        }
        folder.write("Sources/Alone.swift", navigationViewSource("Alone"))
        folder.write("Sources/Zebra.swift", navigationViewSource("Zebra"))
        folder.commitAll()
        return folder
    }

    private func navmigrate(_ arguments: [String], in folder: TemporaryFolder, input: String? = nil) throws -> ProcessResult {
        let executable = try #require(navmigrateExecutable())
        return try run([executable] + arguments, in: folder.path, input: input, environment: Self.faults)
    }

    private func diffOrder(_ patch: String) -> [String] {
        patch.split(separator: "\n").filter { $0.hasPrefix("diff --git a/") }
            .map { String($0.dropFirst("diff --git a/".count).prefix { $0 != " " }) }
    }

    private func unchanged(_ folder: TemporaryFolder, _ paths: [String]) -> Bool {
        paths.allSatisfy { !folder.read($0).contains("NavigationStack") }
    }

    private let set = ["Sources/Detail.swift", "Sources/Root.swift", "Sources/Sidebar.swift"]

    @Test func theDryRunShowsASetTogetherAndNamesIt() throws {
        let folder = makeRepository()
        folder.write("Sources/Other.swift", Self.member("Other", with: ["Sources/Zebra.swift"]))
        folder.write("Sources/Zebra.swift", Self.member("Zebra", with: ["Sources/Other.swift"]))
        folder.commitAll("two sets")
        let result = try navmigrate([], in: folder)
        #expect(result.status == 0, "\(result.errorText)")
        // Each set at its first file, its others right after; Root.swift waits for Other's set.
        #expect(diffOrder(result.outputText) == ["Sources/Alone.swift", "Sources/Detail.swift", "Sources/Root.swift",
                                                 "Sources/Sidebar.swift", "Sources/Other.swift", "Sources/Zebra.swift"])
        let lines = result.errorText.split(separator: "\n").map(String.init)
        #expect(lines.contains("navmigrate: these files change together: Sources/Detail.swift, Sources/Root.swift, Sources/Sidebar.swift"))
        #expect(lines.contains("navmigrate: these files change together: Sources/Other.swift, Sources/Zebra.swift"))
        #expect(result.errorText.contains("7 files scanned, 6 parsed, 6 changed, 2 change sets, 0 left for errors, 0 failed in "))
        folder.write("m.patch", result.outputText)
        #expect(try run(["git", "apply", "--check", "m.patch"], in: folder.path).status == 0)
        #expect(try run(["git", "apply", "m.patch"], in: folder.path).status == 0)
        #expect(folder.read("Sources/Root.swift").contains("NavigationStack"))

        let listed = try navmigrate(["-l"], in: makeRepository())
        #expect(listed.outputText == "Sources/Alone.swift\n" + set.map { $0 + "\n" }.joined() + "Sources/Zebra.swift\n")
    }

    /// A real set (no fault): a stack style on `Home`'s stack also reaches the navigation view
    /// of a sheet that `Panel`, in another file, shows. The run says which change needs which,
    /// when it names the set and when a dirty file holds the other back.
    @Test func aSetSaysWhichChangeNeedsWhich() throws {
        let folder = TemporaryFolder()
        folder.initGitRepository()
        folder.write("Package.swift", "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"App\", platforms: [.iOS(.v16)])\n")
        folder.write("Home.swift", """
            import SwiftUI

            struct Home: View {
                var body: some View {
                    HStack {
                        NavigationView {
                            Panel()
                        }
                    }
                    .navigationViewStyle(StackNavigationViewStyle())
                }
            }

            """)
        folder.write("Panel.swift", """
            import SwiftUI

            struct Panel: View {
                @State private var showsHelp = false

                var body: some View {
                    Button("Help") { showsHelp = true }
                        .sheet(isPresented: $showsHelp) {
                            NavigationView {
                                Text("Help")
                            }
                        }
                }
            }

            """)
        folder.commitAll()
        let why = "(the navigation-view-style change at Home.swift:10:10 needs the navigation-view change at Panel.swift:9:17: the style styles that navigation view (through the views it shows, or a sheet), and can go only once that one is migrated)"
        let dryRun = try navmigrate([], in: folder)
        #expect(dryRun.errorText.contains("these files change together: Home.swift, Panel.swift " + why), "\(dryRun.errorText)")
        folder.write("Panel.swift", folder.read("Panel.swift") + "// edited\n")
        let write = try navmigrate(["--write"], in: folder)
        #expect(write.errorText.contains("Home.swift:1:1: error: not written: it changes together with Panel.swift, which has uncommitted changes; none of its change set is written " + why), "\(write.errorText)")
        #expect(!folder.read("Home.swift").contains("NavigationStack"))
    }

    /// Two apps in one repository each declare a `PickerScreen`: the phone app's style reaches
    /// the phone app's (the nearer declaration), not the tablet app's navigation view, so the
    /// style's change stands alone, with no change set across the two apps.
    @Test func aStyleReachesOnlyTheNearestViewOfItsName() throws {
        let folder = TemporaryFolder()
        folder.initGitRepository()
        folder.write("Package.swift", "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"App\", platforms: [.iOS(.v16)])\n")
        folder.write("Phone/Intro.swift", """
            import SwiftUI

            struct IntroScreen: View {
                var body: some View {
                    NavigationStack {
                        NavigationLink("Pick") { PickerScreen() }
                    }
                    .navigationViewStyle(.stack)
                }
            }

            """)
        folder.write("Phone/PickerScreen.swift", "import SwiftUI\n\nstruct PickerScreen: View {\n    var body: some View { Text(\"Phone\") }\n}\n")
        folder.write("Tablet/PickerScreen.swift", navigationViewSource("PickerScreen"))
        folder.commitAll()
        let dryRun = try navmigrate([], in: folder)
        #expect(dryRun.status == 0, "\(dryRun.errorText)")
        #expect(diffOrder(dryRun.outputText).sorted() == ["Phone/Intro.swift", "Tablet/PickerScreen.swift"])
        #expect(!dryRun.errorText.contains("these files change together"), "\(dryRun.errorText)")
    }

    @Test func writeWritesEveryFileOfASet() throws {
        let folder = makeRepository()
        let result = try navmigrate(["--write"], in: folder)
        #expect(result.status == 0, "\(result.errorText)")
        #expect(!unchanged(folder, set) && set.allSatisfy { folder.read($0).contains("NavigationStack") })
        #expect(result.errorText.contains("navmigrate: wrote Sources/Detail.swift\nnavmigrate: wrote Sources/Root.swift\nnavmigrate: wrote Sources/Sidebar.swift\n"))
        #expect(result.errorText.contains("5 changed, 1 change set, 0 left for errors, 0 failed, 5 written in "))
    }

    @Test func aDirtyOrReadOnlyFileHoldsTheWholeSetBackAndEachFileSaysWhy() throws {
        let folder = makeRepository()
        folder.write("Sources/Root.swift", "// local edit\n" + folder.read("Sources/Root.swift"))
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: folder.url("Sources/Detail.swift"))
        let result = try navmigrate(["--write"], in: folder)
        #expect(result.status == 2)
        let text = result.errorText
        #expect(text.contains("Sources/Detail.swift:1:1: error: not written: the file is read-only (mode 0444)"))
        #expect(text.contains("Sources/Root.swift:1:1: error: not written: the file has uncommitted changes"))
        #expect(text.contains("Sources/Sidebar.swift:1:1: error: not written: it changes together with Sources/Detail.swift, which is read-only; and Sources/Root.swift, which has uncommitted changes; none of its change set is written [change-set]"))
        #expect(text.contains("navmigrate: not written, one change set: Sources/Detail.swift, Sources/Root.swift, Sources/Sidebar.swift; Sources/Detail.swift is read-only; Sources/Root.swift has uncommitted changes\n"))
        #expect(text.contains("2 written, 1 not written (uncommitted changes), 1 not written (read-only), 1 not written (held back with their change set) in "))
        #expect(unchanged(folder, set))
        #expect(folder.read("Sources/Alone.swift").contains("NavigationStack"))

        let json = try navmigrate(["--write", "--format", "json"], in: folder)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.output)) as? [String: Any])
        let files = try #require(document["files"] as? [[String: Any]])
        let sidebar = try #require(files.first { $0["path"] as? String == "Sources/Sidebar.swift" })
        #expect(sidebar["written"] as? Bool == false)
        #expect(sidebar["changeSet"] as? [String] == ["Sources/Detail.swift", "Sources/Root.swift"])
        #expect((sidebar["findings"] as? [[String: Any]])?.first?["rule"] as? String == "change-set")
        let summary = try #require(document["summary"] as? [String: Any])
        #expect(summary["notWrittenWithChangeSet"] as? Int == 1)
        #expect(summary["changeSets"] as? Int == 1)
    }

    @Test func anOldDeploymentTargetHoldsTheSetBackWithTheRest() throws {
        let folder = makeRepository()
        folder.write("Package.swift", "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"App\", platforms: [.iOS(.v15)])\n")
        folder.commitAll("old target")
        let result = try navmigrate(["--write"], in: folder)
        #expect(result.status == 2)
        #expect(result.errorText.contains("0 written, 5 held back by the deployment target in "))
        #expect(result.errorText.contains("Sources/Root.swift is held back by its deployment target"))
        #expect(unchanged(folder, set))
    }

    /// One file whose temporary cannot be created (its name would be too long) stops the set
    /// before anything of it is renamed, whoever runs the test.
    @Test func aFailedTemporaryLeavesEveryFileOfTheSetAsItWas() throws {
        let folder = makeRepository()
        let long = "Sources/" + String(repeating: "L", count: 240) + ".swift"
        folder.write(long, Self.member("Long", with: ["Sources/Root.swift"]))
        folder.write("Sources/Root.swift", Self.member("Root", with: ["Sources/Detail.swift", "Sources/Sidebar.swift", long]))
        folder.commitAll("long")
        let result = try navmigrate(["--write"], in: folder)
        #expect(result.status == 2)
        #expect(result.errorText.contains("\(long):1:1: error: cannot write \(long): cannot create a temporary file in Sources: "))
        #expect(result.errorText.contains("Sources/Root.swift:1:1: error: not written: it changes together with \(long), which could not be written (see its error); none of its change set is written [change-set]"))
        #expect(unchanged(folder, set + [long]))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url("Sources")).allSatisfy { !$0.hasPrefix(".") })
        #expect(result.errorText.contains("2 written, 1 could not be written, 3 not written (held back with their change set) in "))
    }

    @Test func aFileOfTheSetOutsideTheRunKeepsTheSetUnwritten() throws {
        let folder = makeRepository()
        let excluded = try navmigrate(["--write", "--exclude", "Sources/Root.swift"], in: folder)
        #expect(excluded.status == 2)
        #expect(excluded.errorText.contains("Sources/Detail.swift:1:1: error: not written: it changes together with Sources/Root.swift, which is not in this run (excluded, or outside the paths given); none of its change set is written [change-set]"))
        #expect(unchanged(folder, set))
        #expect(excluded.errorText.contains("2 written, 2 not written (held back with their change set) in "))

        // A dry run leaves the set out of the patch, so the patch never splits it.
        let dryRun = try navmigrate(["Sources/Detail.swift", "Sources/Alone.swift"], in: makeRepository())
        #expect(diffOrder(dryRun.outputText) == ["Sources/Alone.swift"])
        #expect(dryRun.errorText.contains("Sources/Detail.swift:1:1: warning: left out of the patch: it changes together with Sources/Root.swift, which is not in this run (excluded, or outside the paths given); and Sources/Sidebar.swift, which is not in this run"))
        #expect(dryRun.errorText.contains("navmigrate: left out of the patch, one change set: Sources/Detail.swift, Sources/Root.swift, Sources/Sidebar.swift; "))
        #expect(!dryRun.errorText.contains("these files change together"))
    }

    @Test func aFileOfTheSetThatCannotBeMigratedKeepsTheOthersUnwritten() throws {
        let folder = makeRepository()
        folder.write("Sources/Root.swift", "// navmigrate-test-fault: change-set Sources/Detail.swift Sources/Sidebar.swift\nstruct { NavigationView\n")
        folder.commitAll("broken")
        let result = try navmigrate(["--write"], in: folder)
        #expect(result.status == 2)
        #expect(result.errorText.contains("[syntax-error]"))
        #expect(result.errorText.contains("Sources/Sidebar.swift:1:1: error: not written: it changes together with Sources/Root.swift, which could not be migrated (see its findings)"))
        #expect(unchanged(folder, ["Sources/Detail.swift", "Sources/Sidebar.swift"]))
    }

    /// A set whose other files turned out to need no change is just its one changed file.
    @Test func aSetWithOneChangedFileIsThatFileAlone() throws {
        let folder = makeRepository()
        folder.write("Sources/Root.swift", "// navmigrate-test-fault: change-set Sources/Detail.swift Sources/Sidebar.swift\nlet root = 1\n")
        folder.write("Sources/Sidebar.swift", "// navmigrate-test-fault: change-set Sources/Detail.swift Sources/Root.swift\nlet sidebar = 1\n")
        folder.commitAll("one changed")
        let result = try navmigrate(["--write"], in: folder)
        #expect(result.status == 0, "\(result.errorText)")
        #expect(!result.errorText.contains("change together") && !result.errorText.contains("change set"))
        #expect(folder.read("Sources/Detail.swift").contains("NavigationStack"))
        let asked = try navmigrate(["-i"], in: makeRepository(), input: "n\nn\nn\n")
        #expect(asked.errorText.contains("(2/3) Apply to Sources/Detail.swift and 2 files it goes with"))
    }

    @Test func interactiveAsksOncePerSetAndNamesItsFiles() throws {
        let folder = makeRepository()
        let result = try navmigrate(["-i"], in: folder, input: "n\ny\nq\n")
        #expect(result.status == 0, "\(result.errorText)")
        let text = result.errorText
        #expect(text.contains("(1/3) Apply to Sources/Alone.swift? [y]es [n]o [a]ll remaining [v]iew [q]uit [?]help n\n"))
        // Every diff of the set comes before its one question.
        let question = "(2/3) Apply to Sources/Detail.swift and 2 files it goes with (Sources/Root.swift, Sources/Sidebar.swift)? [y]es [n]o [a]ll remaining [v]iew [q]uit [?]help y\n"
        let asked = try #require(text.range(of: question))
        for path in set { #expect(text.range(of: "+++ b/\(path)").map { $0.lowerBound < asked.lowerBound } == true) }
        #expect(text[asked.upperBound...].hasPrefix("navmigrate: wrote Sources/Detail.swift\nnavmigrate: wrote Sources/Root.swift\nnavmigrate: wrote Sources/Sidebar.swift\n"))
        #expect(text.contains("(3/3) Apply to Sources/Zebra.swift? "))
        #expect(set.allSatisfy { folder.read($0).contains("NavigationStack") })
        #expect(folder.read("Sources/Alone.swift") == navigationViewSource("Alone"))
        #expect(text.contains("5 changed, 1 change set, 0 left for errors, 0 failed, 3 written in "))

        let declined = makeRepository()
        _ = try navmigrate(["-i"], in: declined, input: "y\nn\ny\n")
        #expect(unchanged(declined, set))
        #expect(declined.read("Sources/Zebra.swift").contains("NavigationStack"))
    }

    @Test func interactiveReportsAHeldBackSetWhilePlanningAndNeverAsks() throws {
        let folder = makeRepository()
        folder.write("Sources/Root.swift", "// local edit\n" + folder.read("Sources/Root.swift"))
        let result = try navmigrate(["-i"], in: folder, input: "y\ny\n")
        #expect(result.status == 2)
        #expect(!result.errorText.contains("Apply to Sources/Detail.swift"))
        #expect(result.errorText.contains("(1/2) Apply to Sources/Alone.swift? "))
        #expect(result.errorText.contains("Sources/Detail.swift:1:1: error: not written: it changes together with Sources/Root.swift, which has uncommitted changes"))
        #expect(unchanged(folder, set))
    }

    @Test func checkSarifAndGitHubSayWhichSetAChangeBelongsTo() throws {
        let folder = makeRepository()
        let check = try navmigrate(["--check"], in: folder)
        #expect(check.status == 1)
        #expect(check.errorText.contains("5 changed, 1 change set, 0 left for errors"))
        let github = try navmigrate(["--check", "--format", "github"], in: folder)
        let rootLine = try #require(github.outputText.split(separator: "\n").first { $0.contains("file=Sources/Root.swift") })
        #expect(rootLine.contains("title=would-change::deprecated navigation API: navmigrate rewrites line 6, in one change set with Sources/Detail.swift, Sources/Sidebar.swift: they are written together or not at all"))
        let alone = try #require(github.outputText.split(separator: "\n").first { $0.contains("file=Sources/Alone.swift") })
        #expect(!alone.contains("change set"))

        let sarif = try navmigrate(["--format", "sarif"], in: folder)
        #expect(CLIReporterTests.sarifProblems(sarif.output) == [])
        let log = try #require(try JSONSerialization.jsonObject(with: Data(sarif.output)) as? [String: Any])
        let results = try #require(((log["runs"] as? [[String: Any]])?.first?["results"]) as? [[String: Any]])
        let root = try #require(results.first {
            (($0["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
                .flatMap { ($0["artifactLocation"] as? [String: Any])?["uri"] as? String } == "Sources/Root.swift"
        })
        let related = (root["relatedLocations"] as? [[String: Any]])?.compactMap {
            (($0["physicalLocation"] as? [String: Any])?["artifactLocation"] as? [String: Any])?["uri"] as? String
        }
        #expect(related == ["Sources/Detail.swift", "Sources/Sidebar.swift"])
    }
}
