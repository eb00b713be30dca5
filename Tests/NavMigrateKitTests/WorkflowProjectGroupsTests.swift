import Testing
@testable import NavMigrateKit

/// Several independent apps in one run are planned as projects of their own; anything that
/// may share code stays one project.
@Suite struct WorkflowProjectGroupsTests {
    /// A view and, in its file, the extension that reads `presentationMode`; the same file is
    /// in two apps.
    private static let detail = """
        import SwiftUI

        struct DetailView: View {
            @Environment(\\.presentationMode) var presentationMode
            var body: some View {
                Button("Close") { close() }
            }
        }

        extension DetailView {
            func close() { presentationMode.wrappedValue.dismiss() }
        }
        """

    private func outcomes(in folder: TemporaryFolder) -> [FileOutcome] {
        let files = FileDiscovery(currentDirectory: folder.path, honoursGitIgnore: false).discover(["."]).files
        var found: [FileOutcome] = []
        BatchRunner(jobs: 2).run(files.map { BatchItem(file: $0) }) { _, outcome in
            found.append(outcome)
            return .proceed
        }
        return found
    }

    @Test func sameNamedViewsOfTwoAppsDoNotMeet() {
        let folder = TemporaryFolder()
        for app in ["AppA", "AppB"] {
            folder.write("\(app)/\(app).xcodeproj/project.pbxproj", "// an Xcode project\n")
            folder.write("\(app)/\(app)/DetailView.swift", Self.detail)
        }
        folder.write("Notes.playground/Contents.swift", "let x = 1\n")
        let found = outcomes(in: folder)
        #expect(found.map(\.path) == ["AppA/AppA/DetailView.swift", "AppB/AppB/DetailView.swift", "Notes.playground/Contents.swift"])
        for outcome in found.prefix(2) {
            #expect(outcome.status == .changed, "\(outcome.path): \(outcome.findings.map(\.message))")
            #expect(String(decoding: outcome.output, as: UTF8.self).contains("dismiss()"))
        }
    }

    @Test func filesOutsideAnyAppKeepOneProject() {
        let folder = TemporaryFolder()
        for app in ["AppA", "AppB"] {
            folder.write("\(app)/\(app).xcodeproj/project.pbxproj", "// an Xcode project\n")
            folder.write("\(app)/\(app)/DetailView.swift", Self.detail)
        }
        // A shared folder no project holds: the apps may use its views, so all is one project.
        folder.write("Shared/Row.swift", "import SwiftUI\nstruct Row: View { var body: some View { Text(\"x\") } }\n")
        let locations = FileDiscovery(currentDirectory: folder.path, honoursGitIgnore: false).discover(["."]).files.map(\.location)
        #expect(XcodeProjectGroups.partition(locations).count == 1)
        let found = outcomes(in: folder)
        #expect(found.filter { $0.path.hasSuffix("DetailView.swift") }.allSatisfy { $0.status == .unchanged })
    }

    @Test func nestedProjectsKeepOneProject() {
        let folder = TemporaryFolder()
        folder.write("Lib.xcodeproj/project.pbxproj", "// the library\n")
        folder.write("Sources/Lib.swift", "let a = 1\n")
        folder.write("Examples/Demo/Demo.xcodeproj/project.pbxproj", "// a demo using the library\n")
        folder.write("Examples/Demo/Demo/App.swift", "let b = 2\n")
        let locations = FileDiscovery(currentDirectory: folder.path, honoursGitIgnore: false).discover(["."]).files.map(\.location)
        #expect(XcodeProjectGroups.partition(locations).count == 1)
    }
}
