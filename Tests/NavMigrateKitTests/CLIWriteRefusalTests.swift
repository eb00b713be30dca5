import Foundation
import Testing
@testable import NavMigrateKit

/// Why `--write` leaves a file: said once per project for the deployment target, once per
/// file for uncommitted changes and read-only files, every reason counted in one run.
@Suite struct CLIWriteRefusalTests {
    /// An Xcode project targeting iOS 13 with `count` views to migrate.
    private func makeOldProject(count: Int) -> TemporaryFolder {
        let folder = TemporaryFolder()
        folder.initGitRepository()
        folder.write("MovieSwift/MovieSwift.xcodeproj/project.pbxproj",
                     "\t\t\t\tIPHONEOS_DEPLOYMENT_TARGET = 13.0;\n\t\t\t\tIPHONEOS_DEPLOYMENT_TARGET = 13.0;\n")
        for index in 1...count {
            folder.write(String(format: "MovieSwift/views/V%02d.swift", index), navigationViewSource("V\(index)"))
        }
        folder.commitAll()
        return folder
    }

    private func permissions(_ path: String) -> Int? {
        (try? FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? NSNumber)?.intValue
    }

    @Test func anOldTargetIsSaidOnceAndItsFilesAreCountedInTheSummary() throws {
        let folder = makeOldProject(count: 25)
        let executable = try #require(navmigrateExecutable())
        let result = try run([executable, "--write"], in: folder.path)
        #expect(result.status == 2, "\(result.errorText)")
        let lines = result.errorText.split(separator: "\n")
        #expect(lines.filter { $0.contains("[deployment-target]") }.count == 1)
        #expect(lines.first { $0.contains("[deployment-target]") }?.hasPrefix(
            "MovieSwift/MovieSwift.xcodeproj/project.pbxproj: error: deployment target iOS 13.0 (needs 16.0) is older than NavigationStack; its files whose changes need it are not written") == true)
        #expect(!result.errorText.contains(":1:1: error: not written"))
        #expect(result.errorText.contains("25 changed, 0 left for errors, 0 failed, 0 written, 25 held back by the deployment target in "))
        // The notice, the files it holds back (twenty named, then how many more), the summary.
        #expect(lines.count == 4, "\(result.errorText)")
        #expect(lines.contains { $0.hasPrefix("navmigrate: not written because their changes need a newer deployment target") && $0.hasSuffix(" and 5 more") })
        #expect(lines.last == "navmigrate: navigation-view: 25 stacks")
        #expect(folder.read("MovieSwift/views/V01.swift") == navigationViewSource("V1"))
    }

    @Test func aLinkWhoseFlagOnlyDroveItBecomesAPlainLinkBelowTheNavigationStackTarget() throws {
        // iOS 15: the plain link it becomes (`NavigationLink { ... } label: { ... }`) is as old as
        // `NavigationView`, so the file is written; a `navigationDestination` would be held back.
        let folder = TemporaryFolder()
        folder.initGitRepository()
        folder.write("Mail/Mail.xcodeproj/project.pbxproj", "\t\t\t\tIPHONEOS_DEPLOYMENT_TARGET = 15.0;\n")
        let plain = """
            import SwiftUI

            struct Inbox: View {
                @State private var showsDrafts = false

                var body: some View {
                    NavigationLink(destination: Text("Drafts"), isActive: $showsDrafts) {
                        Text("Drafts")
                    }
                }
            }

            """
        let driven = """
            import SwiftUI

            struct Outbox: View {
                @State private var showsDrafts = false

                var body: some View {
                    VStack {
                        NavigationLink(destination: Text("Drafts"), isActive: $showsDrafts) {
                            Text("Drafts")
                        }
                        Button("Open") { showsDrafts = true }
                    }
                }
            }

            """
        folder.write("Mail/Inbox.swift", plain)
        folder.write("Mail/Outbox.swift", driven)
        folder.commitAll()
        let executable = try #require(navmigrateExecutable())
        let result = try run([executable, "--write"], in: folder.path)
        #expect(result.errorText.contains("2 changed, 0 left for errors, 0 failed, 1 written, 1 held back by the deployment target in "), "\(result.errorText)")
        #expect(!folder.read("Mail/Inbox.swift").contains("isActive"))
        #expect(folder.read("Mail/Outbox.swift") == driven)
    }

    @Test func changesThatNeedOnlyOlderAPIAreWrittenBelowTheNavigationStackTarget() throws {
        // iOS 15: titles, toolbars and `dismiss` fit it; a `NavigationStack` does not.
        let folder = TemporaryFolder()
        folder.initGitRepository()
        folder.write("Notes/Notes.xcodeproj/project.pbxproj", "\t\t\t\tIPHONEOS_DEPLOYMENT_TARGET = 15.0;\n")
        let titled = """
            import SwiftUI

            struct NoteView: View {
                @Environment(\\.presentationMode) private var presentationMode

                var body: some View {
                    Button("Done") { presentationMode.wrappedValue.dismiss() }
                        .navigationBarTitle("Note", displayMode: .inline)
                }
            }

            """
        folder.write("Notes/NoteView.swift", titled)
        folder.write("Notes/Root.swift", navigationViewSource("Root"))
        folder.commitAll()
        let executable = try #require(navmigrateExecutable())
        let result = try run([executable, "--write"], in: folder.path)
        #expect(result.status == 2, "\(result.errorText)")
        #expect(result.errorText.contains("2 changed, 0 left for errors, 0 failed, 1 written, 1 held back by the deployment target in "), "\(result.errorText)")
        #expect(folder.read("Notes/Root.swift") == navigationViewSource("Root"))
        let written = folder.read("Notes/NoteView.swift")
        #expect(written.contains("@Environment(\\.dismiss) private var dismiss"))
        #expect(written.contains(".navigationTitle(\"Note\")"))

        // At iOS 14, `dismiss` does not fit either, and the notice names what the changes write.
        folder.write("Notes/Notes.xcodeproj/project.pbxproj", "\t\t\t\tIPHONEOS_DEPLOYMENT_TARGET = 14.0;\n")
        folder.write("Notes/NoteView.swift", titled)
        folder.write("Notes/Root.swift", "// nothing to migrate\n")
        folder.commitAll()
        let older = try run([executable, "--write"], in: folder.path)
        #expect(older.errorText.contains("1 changed, 0 left for errors, 0 failed, 0 written, 1 held back by the deployment target in "), "\(older.errorText)")
        #expect(older.errorText.contains("deployment target iOS 14.0 (needs 15.0) is older than what the changes write (`dismiss` needs iOS 15.0);"), "\(older.errorText)")
        #expect(folder.read("Notes/NoteView.swift") == titled)

        // Removing a `presentationMode` nothing reads writes no API at all: at iOS 14 that file
        // is written, and only the one that needs `dismiss` is held back.
        let unused = """
            import SwiftUI

            struct Badge: View {
                @Environment(\\.presentationMode) private var presentationMode

                var body: some View {
                    Text("New")
                }
            }

            """
        folder.write("Notes/Badge.swift", unused)
        folder.commitAll()
        let removal = try run([executable, "--write"], in: folder.path)
        #expect(removal.errorText.contains("2 changed, 0 left for errors, 0 failed, 1 written, 1 held back by the deployment target in "), "\(removal.errorText)")
        #expect(!folder.read("Notes/Badge.swift").contains("presentationMode"))
        #expect(folder.read("Notes/NoteView.swift") == titled)
    }

    @Test func everyOtherReasonIsReportedAndCountedInTheSameRun() throws {
        let folder = makeOldProject(count: 4)
        let executable = try #require(navmigrateExecutable())
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: folder.url("MovieSwift/views/V01.swift"))
        folder.write("MovieSwift/views/V02.swift", "// local edit\n" + navigationViewSource("V2"))
        // Held back by the target, and the other reasons are said too, so one run tells all.
        let held = try run([executable, "--write"], in: folder.path)
        #expect(held.status == 2)
        #expect(held.errorText.contains("MovieSwift/views/V01.swift:1:1: error: not written: the file is read-only (mode 0444); make it writable (chmod u+w) or pass --write-read-only [read-only]"))
        #expect(held.errorText.contains("MovieSwift/views/V02.swift:1:1: error: not written: the file has uncommitted changes"))
        #expect(held.errorText.contains("0 written, 4 held back by the deployment target, 1 not written (uncommitted changes), 1 not written (read-only) in "))
        // The target's notice is said once for the project; the files it holds back are named.
        let named = held.errorText.split(separator: "\n").first { $0.contains("because their changes need a newer deployment target") }
        #expect((1...4).allSatisfy { named?.contains("MovieSwift/views/V0\($0).swift") == true }, "\(held.errorText)")
        let dry = try run([executable], in: folder.path)
        #expect(dry.errorText.contains("--write would not write these, whose changes need a newer deployment target"), "\(dry.errorText)")

        let past = try run([executable, "--write", "--ignore-deployment-target"], in: folder.path)
        #expect(past.status == 2, "\(past.errorText)")
        #expect(past.errorText.contains("2 written, 1 not written (uncommitted changes), 1 not written (read-only) in "))
        #expect(folder.read("MovieSwift/views/V01.swift") == navigationViewSource("V1"))
        #expect(permissions(folder.url("MovieSwift/views/V01.swift")) == 0o444)
        #expect(folder.read("MovieSwift/views/V03.swift").contains("NavigationStack"))

        let json = try run([executable, "--write", "--ignore-deployment-target", "--format", "json"], in: folder.path)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.output)) as? [String: Any])
        let files = try #require(document["files"] as? [[String: Any]])
        let readOnly = try #require(files.first { $0["path"] as? String == "MovieSwift/views/V01.swift" })
        #expect(readOnly["written"] as? Bool == false)
        #expect((readOnly["findings"] as? [[String: Any]])?.map { $0["rule"] as? String } == ["read-only"])
        let notices = try #require(document["notices"] as? [[String: Any]])
        let target = try #require(notices.first { $0["kind"] as? String == "deployment-target" })
        #expect(target["path"] as? String == "MovieSwift/MovieSwift.xcodeproj/project.pbxproj")
        #expect(target["severity"] as? String == "warning")
        #expect((target["message"] as? String)?.hasPrefix("deployment target iOS 13.0 (needs 16.0) is older than NavigationStack") == true)
        let summary = try #require(document["summary"] as? [String: Any])
        #expect(summary["notWrittenReadOnly"] as? Int == 1)
        #expect(summary["notWrittenUncommitted"] as? Int == 1)
    }

    @Test func writeReadOnlyWritesAndKeepsTheMode() throws {
        let folder = makeOldProject(count: 1)
        let executable = try #require(navmigrateExecutable())
        let path = folder.url("MovieSwift/views/V01.swift")
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: path)
        folder.commitAll("read-only")
        let result = try run([executable, "--write", "--ignore-deployment-target", "--write-read-only"], in: folder.path)
        #expect(result.status == 0, "\(result.errorText)")
        #expect(folder.read("MovieSwift/views/V01.swift").contains("NavigationStack"))
        #expect(permissions(path) == 0o444)
    }

    @Test func interactiveDoesNotAskAboutFilesItMayNotWrite() throws {
        let folder = makeOldProject(count: 3)
        folder.write("Package.swift", "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"App\", platforms: [.iOS(.v16)])\n")
        folder.write("Sources/A.swift", navigationViewSource("A"))
        folder.write("Sources/B.swift", navigationViewSource("B"))
        folder.commitAll("package")
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: folder.url("Sources/B.swift"))
        let executable = try #require(navmigrateExecutable())
        let result = try run([executable, "-i"], in: folder.path, input: "y\n")
        #expect(result.status == 2, "\(result.errorText)")
        #expect(result.errorText.contains("(1/1) Apply to Sources/A.swift?"))
        #expect(!result.errorText.contains("Apply to Sources/B.swift?"))
        #expect(result.errorText.contains("Sources/B.swift:1:1: error: not written: the file is read-only"))
        #expect(result.errorText.contains("1 written, 3 held back by the deployment target, 1 not written (read-only) in "))
        #expect(folder.read("Sources/A.swift").contains("NavigationStack"))
    }

    @Test func readOnlyMeansNoWriteBitOrNoAccess() {
        let folder = TemporaryFolder()
        let path = folder.write("A.swift", "x\n")
        #expect(WriteAccess.readOnlyReason(path) == nil)
        _ = try? FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: path)
        #expect(WriteAccess.readOnlyReason(path) == "mode 0444")
        #expect {
            try AtomicWriter.write(Array("y\n".utf8), to: path, expected: Array("x\n".utf8), replacingReadOnly: false)
        } throws: { error in
            (error as? AtomicWriter.Failure)?.reason == .readOnly
        }
        #expect(folder.read("A.swift") == "x\n")
    }
}
