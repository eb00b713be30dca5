import Foundation
import Testing
@testable import NavMigrateKit

/// Runs the built `navmigrate` on temporary git repositories.
@Suite struct CLIEndToEndTests {
    static let migrated = navigationViewSource("A").replacingOccurrences(of: "NavigationView", with: "NavigationStack")

    /// A committed repository with a Package.swift targeting iOS 16, two files to migrate, one
    /// that needs nothing, and one in an ignored folder.
    private func makeRepository(platforms: String = ".iOS(.v16), .macOS(.v13)") -> TemporaryFolder {
        let folder = TemporaryFolder()
        folder.initGitRepository()
        folder.write("Package.swift", "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"App\", platforms: [\(platforms)])\n")
        folder.write(".gitignore", "Ignored/\n")
        folder.write("Sources/App/A.swift", navigationViewSource("A"))
        folder.write("Sources/App/B.swift", "let b = 1\n")
        folder.write("Sources/App/C.swift", navigationViewSource("C"))
        folder.write("Ignored/I.swift", navigationViewSource("I"))
        folder.commitAll()
        return folder
    }

    private func navmigrate(_ arguments: [String], in folder: TemporaryFolder, input: String? = nil) throws -> ProcessResult {
        let executable = try #require(navmigrateExecutable(), "navmigrate was not built next to the test bundle; run `swift build` first")
        return try run([executable] + arguments, in: folder.path, input: input)
    }

    /// A style in a file only the iOS target builds does not reach a navigation view in a file
    /// only the macOS target builds, though both targets declare a view of the one name it shows
    /// (`Pane`): the style goes with the tab's navigation view, with no finding that it waits.
    @Test func aStyleDoesNotReachANavigationViewOnlyAnotherTargetBuilds() throws {
        let folder = TemporaryFolder()
        let project = twoTargetXcodeProject(phone: "IPHONEOS_DEPLOYMENT_TARGET = 16.0;", tv: "MACOSX_DEPLOYMENT_TARGET = 13.0;")
            .replacingOccurrences(of: "SDKROOT = appletvos;", with: "SDKROOT = macosx;")
        folder.write("App.xcodeproj/project.pbxproj", project)
        folder.write("Code/PhoneOnly.swift", """
            import SwiftUI

            struct Tabs: View {
                var body: some View {
                    TabView {
                        NavigationView { Pane() }
                            .tabItem { Text("List") }
                    }
                    .navigationViewStyle(StackNavigationViewStyle())
                }
            }

            struct Pane: View {
                var body: some View { List { Text("Row") } }
            }

            """)
        folder.write("Code/TVOnly.swift", """
            import SwiftUI

            struct Pane: View {
                var body: some View {
                    NavigationView {
                        List { NavigationLink("Row") { Text("Detail") } }
                    }
                }
            }

            """)
        let result = try navmigrate(["--color", "never", "."], in: folder)
        #expect(!result.errorText.contains("is kept because"), "\(result.errorText)")
        #expect(result.outputText.contains("-        .navigationViewStyle(StackNavigationViewStyle())"), "\(result.outputText)")
    }

    /// The summary counts links, not sites: a view's links left with the one refused count as
    /// held back, and every link an availability check keeps counts as kept.
    @Test func theSummaryCountsEveryLinkLeft() throws {
        let folder = TemporaryFolder()
        folder.write("Menu.swift", """
            import SwiftUI

            enum Page: Hashable { case one, two, three }

            struct Menu: View {
                @State private var page: Page?
                let showsThree: Bool

                var body: some View {
                    NavigationView {
                        List {
                            NavigationLink(destination: Text("1"), tag: Page.one, selection: $page) { Text("1") }
                            NavigationLink(destination: Text("2"), tag: Page.two, selection: $page) { Text("2") }
                            if showsThree {
                                Text("3")
                            } else {
                                NavigationLink(destination: Text("3"), tag: Page.three, selection: $page) { Text("3") }
                            }
                        }
                        Text("Pick one")
                    }
                }
            }

            """)
        let result = try navmigrate(["--ignore-deployment-target"], in: folder)
        #expect(result.errorText.contains("navmigrate: link-tag-selection: nothing migrated; left: 1 refused, 2 held back with a refused site they go with"), "\(result.errorText)")
    }

    /// A row's links whose flags move up into the list's view count one each.
    @Test func theSummaryCountsEachLinkOfALiftedRow() throws {
        let folder = TemporaryFolder()
        folder.write("Rows.swift", """
            import SwiftUI

            struct Item: Identifiable, Hashable { let id: Int; var title: String }

            struct ItemRow: View {
                let item: Item
                @State private var showsDetail = false
                @State private var showsHistory = false

                var body: some View {
                    HStack {
                        Text(item.title)
                        Button("Open") { showsDetail = true }
                        Button("History") { showsHistory = true }
                        NavigationLink(isActive: $showsDetail) { Text(item.title) } label: { EmptyView() }
                        NavigationLink(isActive: $showsHistory) { Text("History") } label: { EmptyView() }
                    }
                }
            }

            struct Board: View {
                var items: [Item]
                var body: some View {
                    NavigationView {
                        List(items) { item in
                            ItemRow(item: item)
                        }
                    }
                    .navigationViewStyle(.stack)
                }
            }

            """)
        let result = try navmigrate(["--ignore-deployment-target"], in: folder)
        #expect(result.errorText.contains("link-is-active: 2 links to navigationDestination(isPresented:) moved up out of a row view, with its flag"), "\(result.errorText)")
    }

    /// Where a child view's links would put their destinations (the view that shows it) is
    /// not a link: left with the link, only the link counts.
    @Test func aHeldBackLinkOfAChildViewCountsOnce() throws {
        let folder = TemporaryFolder()
        folder.write("Prefs.swift", """
            import SwiftUI

            struct Prefs: View {
                @State private var showsInfo = false
                var body: some View {
                    NavigationView {
                        Form { InfoRow(showsInfo: $showsInfo) }
                            .onAppear { if UIDevice.current.userInterfaceIdiom != .phone { showsInfo = true } }
                    }
                }
            }

            struct InfoRow: View {
                @Binding var showsInfo: Bool
                var body: some View {
                    NavigationLink(isActive: $showsInfo, destination: { Text("Info") }, label: { Text("Info") })
                }
            }

            """)
        let result = try navmigrate(["--ignore-deployment-target"], in: folder)
        #expect(result.errorText.contains("Prefs.swift:16:9: warning: link left as it is"), "\(result.errorText)")
        #expect(result.errorText.contains("navmigrate: link-is-active: nothing migrated; left: 1 held back with a refused site they go with"), "\(result.errorText)")
    }

    /// A finding that names one of several places (here, the first of two presentations that
    /// show the view) names the same one in every run: Swift seeds its hashing per process, so
    /// an answer that followed a dictionary's order would change between runs.
    @Test func findingsNameTheSamePlaceInEveryRun() throws {
        let folder = TemporaryFolder()
        folder.write("Leaf.swift", """
            import SwiftUI
            struct QuizPicker: View {
                var body: some View { NavigationLink("Go", destination: Leaf()) }
            }
            struct Leaf: View {
                @State private var done = false
                var body: some View {
                    Button("Finish") { done = true }
                        .background(NavigationLink(destination: Text("Done"), isActive: $done) { EmptyView() })
                }
            }

            """)
        for (name, intro) in [("First", "FirstIntro"), ("Second", "SecondIntro")] {
            folder.write("\(intro).swift", "import SwiftUI\nstruct \(intro): View { var body: some View { NavigationLink(\"Go\", destination: QuizPicker()) } }\n")
            folder.write("Home\(name).swift", """
                import SwiftUI
                struct Home\(name): View {
                    @State private var open = false
                    var body: some View { Button("Open") { open = true }.fullScreenCover(isPresented: $open) { \(intro)() } }
                }

                """)
        }
        var seen = Set<String>()
        for _ in 0..<8 {
            let result = try navmigrate(["-q", "."], in: folder)
            seen.insert(result.errorText.split(separator: "\n").filter { $0.contains("[link-is-active]") }.joined(separator: "\n"))
        }
        #expect(seen.count == 1, "\(seen)")
        #expect(seen.first?.contains("shows `FirstIntro` at HomeFirst.swift:") == true, "\(seen)")
    }

    @Test func dryRunPrintsAPatchThatGitApplyAndPatchAccept() throws {
        let folder = makeRepository()
        let result = try navmigrate([], in: folder)
        #expect(result.status == 0, "\(result.errorText)")
        #expect(result.outputText.hasPrefix("diff --git a/Sources/App/A.swift b/Sources/App/A.swift\n--- a/Sources/App/A.swift\n+++ b/Sources/App/A.swift\n@@ -2,6 +2,6 @@\n"))
        #expect(result.outputText.contains("--- a/Sources/App/C.swift"))
        #expect(!result.outputText.contains("Ignored"))
        #expect(result.errorText.contains("4 files scanned, 2 parsed, 2 changed, 0 left for errors, 0 failed"))
        // No progress line when standard error is not a terminal, no colour on a pipe.
        #expect(!result.errorText.contains("\r") && !result.outputText.contains("\u{1B}"))
        #expect(folder.read("Sources/App/A.swift") == navigationViewSource("A"))
        _ = FileManager.default.createFile(atPath: folder.url("m.patch"), contents: Data(result.output))
        #expect(try run(["git", "apply", "--check", "m.patch"], in: folder.path).status == 0)
        #expect(try run(["patch", "-p1", "--dry-run", "-i", "m.patch"], in: folder.path).status == 0)
        #expect(try run(["git", "apply", "m.patch"], in: folder.path).status == 0)
        #expect(folder.read("Sources/App/A.swift") == Self.migrated)
    }

    @Test func checkExitsOneForChangesZeroWhenCleanTwoForSyntaxErrors() throws {
        let folder = makeRepository()
        let dirty = try navmigrate(["--check"], in: folder)
        #expect(dirty.status == 1)
        #expect(dirty.outputText.contains("+++ b/Sources/App/A.swift"))
        let clean = try navmigrate(["--check", "Sources/App/B.swift"], in: folder)
        #expect(clean.status == 0, "\(clean.errorText)")
        folder.write("Sources/App/Broken.swift", "struct { NavigationView\n")
        let broken = try navmigrate(["--check", "Sources/App/Broken.swift"], in: folder)
        #expect(broken.status == 2)
        #expect(broken.errorText.contains("Sources/App/Broken.swift:1:7: error: "))
        #expect(broken.errorText.contains("[syntax-error]"))
    }

    @Test func writeAppliesOnceAndTheSecondRunChangesNothing() throws {
        let folder = makeRepository()
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: folder.url("Sources/App/A.swift"))
        folder.commitAll("mode")
        let first = try navmigrate(["--write"], in: folder)
        #expect(first.status == 0, "\(first.errorText)")
        #expect(first.outputText.isEmpty)
        #expect(first.errorText.contains("navmigrate: wrote Sources/App/A.swift"))
        #expect(folder.read("Sources/App/A.swift") == Self.migrated)
        #expect(folder.read("Ignored/I.swift") == navigationViewSource("I"))
        let mode = try FileManager.default.attributesOfItem(atPath: folder.url("Sources/App/A.swift"))[.posixPermissions] as? NSNumber
        #expect(mode?.intValue == 0o600)
        folder.commitAll("migrated")
        let past = Date(timeIntervalSince1970: 1_000_000)
        try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: folder.url("Sources/App/A.swift"))
        let second = try navmigrate(["--write"], in: folder)
        #expect(second.status == 0)
        #expect(second.errorText.contains("0 changed"))
        #expect(second.errorText.contains("0 written"))
        let modified = try FileManager.default.attributesOfItem(atPath: folder.url("Sources/App/A.swift"))[.modificationDate] as? Date
        #expect(modified == past)
    }

    @Test func writeRefusesFilesWithUncommittedChangesUnlessAllowed() throws {
        let folder = makeRepository()
        folder.write("Sources/App/A.swift", "// local edit\n" + navigationViewSource("A"))
        let refused = try navmigrate(["--write"], in: folder)
        #expect(refused.status == 2)
        #expect(refused.errorText.contains("Sources/App/A.swift:1:1: error: not written: the file has uncommitted changes"))
        #expect(refused.errorText.contains("(commit or stash them, or pass --allow-dirty): Sources/App/A.swift"))
        #expect(folder.read("Sources/App/A.swift") == "// local edit\n" + navigationViewSource("A"))
        #expect(folder.read("Sources/App/C.swift").contains("NavigationStack"))
        let allowed = try navmigrate(["--write", "--allow-dirty"], in: folder)
        #expect(allowed.status == 0, "\(allowed.errorText)")
        #expect(folder.read("Sources/App/A.swift").contains("NavigationStack"))
    }

    @Test func interactiveWithPipedAnswersAppliesExactlyTheAcceptedFiles() throws {
        let folder = makeRepository()
        folder.write("Sources/App/D.swift", navigationViewSource("D"))
        folder.commitAll("d")
        // A: help, then yes. C: no. D: yes.
        let result = try navmigrate(["-i"], in: folder, input: "?\ny\nn\nyes\n")
        #expect(result.status == 0, "\(result.errorText)")
        #expect(result.outputText.isEmpty)
        #expect(result.errorText.contains("(1/3) Apply to Sources/App/A.swift? [y]es [n]o [a]ll remaining [v]iew [q]uit [?]help ?\n"))
        #expect(result.errorText.contains("a - apply this change and every remaining one without asking"))
        #expect(result.errorText.contains("+++ b/Sources/App/C.swift"))
        #expect(folder.read("Sources/App/A.swift").contains("NavigationStack"))
        #expect(folder.read("Sources/App/C.swift") == navigationViewSource("C"))
        #expect(folder.read("Sources/App/D.swift").contains("NavigationStack"))
    }

    @Test func interactiveQuitAllAndEndOfInput() throws {
        let quit = makeRepository()
        #expect(try navmigrate(["-i"], in: quit, input: "q\n").status == 0)
        #expect(quit.read("Sources/App/A.swift") == navigationViewSource("A"))
        let all = makeRepository()
        #expect(try navmigrate(["--interactive"], in: all, input: "a\n").status == 0)
        #expect(all.read("Sources/App/C.swift").contains("NavigationStack"))
        let ended = makeRepository()
        let result = try navmigrate(["-i"], in: ended, input: "y\n")
        #expect(result.errorText.contains("end of input"))
        #expect(ended.read("Sources/App/A.swift").contains("NavigationStack"))
        #expect(ended.read("Sources/App/C.swift") == navigationViewSource("C"))
    }

    @Test func jsonIsOneValidDocumentEvenWhenAFileFails() throws {
        let folder = makeRepository()
        folder.write("Sources/App/Broken.swift", "struct { NavigationView\n")
        folder.symlink("Sources/App/Link.swift", to: "A.swift")
        let result = try navmigrate(["--format", "json"], in: folder)
        #expect(result.status == 2)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.output)) as? [String: Any])
        #expect(document["version"] as? Int == 2)
        let files = try #require(document["files"] as? [[String: Any]])
        #expect(files.map { $0["path"] as? String } == ["Package.swift", "Sources/App/A.swift", "Sources/App/B.swift",
                                                        "Sources/App/Broken.swift", "Sources/App/C.swift",
                                                        "Sources/App/Link.swift"])
        #expect(files.map { $0["status"] as? String } == ["unchanged", "changed", "unchanged", "refused", "changed",
                                                          "skipped"])
        #expect((files[1]["diff"] as? String)?.hasPrefix("diff --git a/Sources/App/A.swift b/Sources/App/A.swift\n--- a/Sources/App/A.swift") == true)
        #expect(files[2]["diff"] is NSNull)
        let summary = try #require(document["summary"] as? [String: Any])
        #expect(summary["changed"] as? Int == 2)
        #expect(summary["refused"] as? Int == 1)
    }

    /// Files of one project held to different targets: the project is told of once, at the end
    /// of the run, with each too-old platform named once, not once per set of platforms a file
    /// is held to.
    @Test func eachTooOldPlatformOfAProjectIsToldOnce() throws {
        let folder = TemporaryFolder()
        folder.initGitRepository()
        folder.write("App.xcodeproj/project.pbxproj",
                     twoTargetXcodeProject(phone: "IPHONEOS_DEPLOYMENT_TARGET = 15.0;", tv: "TVOS_DEPLOYMENT_TARGET = 15.0;"))
        for name in ["PhoneOnly", "Shared", "TVOnly"] { folder.write("Code/\(name).swift", navigationViewSource(name)) }
        folder.commitAll()
        let dryRun = try navmigrate([], in: folder)
        let notices = dryRun.errorText.split(separator: "\n").filter { $0.hasSuffix("[deployment-target]") }
        #expect(notices.count == 1, "\(dryRun.errorText)")
        #expect(notices.filter { $0.contains("iOS 15.0 (needs 16.0)") }.count == 1)
        #expect(notices.filter { $0.contains("tvOS 15.0 (needs 16.0)") }.count == 1)
    }

    /// Files of one project whose changes need different releases (a stack, `dismiss`, the bar
    /// visibility): one notice for the project, naming the most any of them needs.
    @Test func aProjectTooOldForSeveralChangesIsToldOfOnce() throws {
        let folder = TemporaryFolder()
        folder.initGitRepository()
        folder.write("Package.swift", """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "App", platforms: [.iOS(.v14)], targets: [.target(name: "App")])

            """)
        folder.write("Sources/App/Stack.swift", navigationViewSource("Stack"))
        folder.write("Sources/App/Sheet.swift", """
            import SwiftUI

            struct Sheet: View {
                @Environment(\\.presentationMode) var presentationMode
                var body: some View {
                    Button("Close") { presentationMode.wrappedValue.dismiss() }
                }
            }

            """)
        folder.write("Sources/App/Barless.swift", """
            import SwiftUI

            struct Barless: View {
                var body: some View {
                    Text("x").navigationBarHidden(true)
                }
            }

            """)
        folder.commitAll()
        let dryRun = try navmigrate([], in: folder)
        let notices = dryRun.errorText.split(separator: "\n").filter { $0.hasSuffix("[deployment-target]") }
        #expect(notices.count == 1, "\(dryRun.errorText)")
        #expect(notices.first?.contains("iOS 14.0 (needs 16.0) is older than NavigationStack") == true, "\(dryRun.errorText)")
    }

    @Test func oldDeploymentTargetBlocksWritesUntilIgnored() throws {
        let folder = makeRepository(platforms: ".iOS(.v15)")
        let dryRun = try navmigrate([], in: folder)
        #expect(dryRun.status == 0)
        let warnings = dryRun.errorText.components(separatedBy: "[deployment-target]").count - 1
        #expect(warnings == 1)
        #expect(dryRun.errorText.contains("Package.swift: warning: deployment target iOS 15.0 (needs 16.0)"))
        let refused = try navmigrate(["--write"], in: folder)
        #expect(refused.status == 2)
        #expect(folder.read("Sources/App/A.swift") == navigationViewSource("A"))
        let forced = try navmigrate(["--write", "--ignore-deployment-target"], in: folder)
        #expect(forced.status == 0, "\(forced.errorText)")
        #expect(folder.read("Sources/App/A.swift") == Self.migrated)
    }

    /// A package that also lists an old macOS holds back only the files macOS builds: one
    /// wrapped whole in `#if os(iOS)` is written, and the notice is not given for it.
    @Test func aFileOnlyIOSBuildsIsNotHeldBackByAnOldMacOSTarget() throws {
        let folder = makeRepository(platforms: ".iOS(.v16), .macOS(.v10_15)")
        let phoneOnly = "#if os(iOS)\n" + navigationViewSource("A") + "#endif\n"
        folder.write("Sources/App/A.swift", phoneOnly)
        folder.write("Sources/App/C.swift", "let c = 3\n")
        folder.commitAll("phone only")
        let written = try navmigrate(["--write"], in: folder)
        #expect(written.status == 0, "\(written.errorText)")
        #expect(!written.errorText.contains("[deployment-target]"), "\(written.errorText)")
        #expect(folder.read("Sources/App/A.swift") == "#if os(iOS)\n" + Self.migrated + "#endif\n")
        // The same file built for macOS too is held back, and the notice names macOS.
        folder.write("Sources/App/A.swift", navigationViewSource("A"))
        folder.commitAll("shared")
        let refused = try navmigrate(["--write"], in: folder)
        #expect(refused.status == 2)
        #expect(refused.errorText.contains("deployment target macOS 10.15 (needs 13.0)"), "\(refused.errorText)")
        #expect(folder.read("Sources/App/A.swift") == navigationViewSource("A"))
    }

    /// A change inside an `#if os(iOS)` branch of a file macOS builds too (a preview that wraps
    /// its view for the phone only) counts against the iOS target only; a change outside the
    /// branch, in the same file, still counts against macOS.
    @Test func aChangeInAnIOSBranchIsNotHeldBackByAnOldMacOSTarget() throws {
        let folder = makeRepository(platforms: ".iOS(.v16), .macOS(.v12)")
        let branched = """
        import SwiftUI

        struct Card: View {
            var body: some View { Text("card") }
        }

        struct CardPreview: View {
            var body: some View {
                #if os(macOS)
                Card().frame(width: 300)
                #else
                NavigationView { Card() }
                #endif
            }
        }

        """
        folder.write("Sources/App/A.swift", branched)
        folder.write("Sources/App/C.swift", "let c = 3\n")
        folder.commitAll("branched")
        let written = try navmigrate(["--write"], in: folder)
        #expect(written.status == 0, "\(written.errorText)")
        #expect(!written.errorText.contains("[deployment-target]"), "\(written.errorText)")
        #expect(folder.read("Sources/App/A.swift") == branched.replacingOccurrences(of: "NavigationView", with: "NavigationStack"))
        // A navigation view outside the branch, in the same file, needs macOS 13 again.
        let both = branched + navigationViewSource("Other").replacingOccurrences(of: "import SwiftUI\n\n", with: "")
        folder.write("Sources/App/A.swift", both)
        folder.commitAll("both")
        let refused = try navmigrate(["--write"], in: folder)
        #expect(refused.status == 2)
        #expect(refused.errorText.contains("deployment target macOS 12.0 (needs 13.0)"), "\(refused.errorText)")
        #expect(folder.read("Sources/App/A.swift") == both)
    }

    @Test func annotateCommentsRefusedSitesOnceAndCheckStillReportsThem() throws {
        let folder = makeRepository()
        let refused = """
        import SwiftUI

        struct Dashboard: View {
            var body: some View {
                NavigationView {
                    Text("1")
                    Text("2")
                    Text("3")
                    Text("4")
                }
            }
        }

        """
        folder.write("Sources/App/Dashboard.swift", refused)
        folder.commitAll("dashboard")
        let first = try navmigrate(["--write", "--annotate", "Sources/App/Dashboard.swift"], in: folder)
        #expect(first.status == 0, "\(first.errorText)")
        let annotated = folder.read("Sources/App/Dashboard.swift")
        #expect(annotated.contains("        // TODO(navmigrate): "))
        #expect(annotated.contains("NavigationView {"))
        folder.commitAll("annotated")
        let second = try navmigrate(["--write", "--annotate", "Sources/App/Dashboard.swift"], in: folder)
        #expect(second.errorText.contains("0 changed"))
        #expect(folder.read("Sources/App/Dashboard.swift") == annotated)
        let check = try navmigrate(["--check", "Sources/App/Dashboard.swift"], in: folder)
        #expect(check.status == 1)
        #expect(check.outputText.isEmpty)
        #expect(check.errorText.contains("Sources/App/Dashboard.swift:6:9: warning: "))
    }

    @Test func usageErrorsExitSixtyFour() throws {
        let folder = TemporaryFolder()
        let result = try navmigrate(["--frobnicate"], in: folder)
        #expect(result.status == 64)
        #expect(result.errorText == "navmigrate: error: unknown option '--frobnicate' (see `navmigrate --help`)\n")
        #expect(try navmigrate(["--version"], in: folder).outputText == "navmigrate \(NavMigrateVersion.string)\n")
        #expect(try navmigrate(["Missing"], in: folder).status == 2)
    }
}
