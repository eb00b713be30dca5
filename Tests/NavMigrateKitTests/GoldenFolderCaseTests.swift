import Foundation
import Synchronization
import Testing
@testable import NavMigrateKit

/// The harness for golden cases of several files (`GoldenFolderCase`): it passes a right
/// case, and it fails a wrong one, both when run and when type-checked as one module.
@Suite struct GoldenFolderCaseTests {
    static let list = """
        import SwiftUI

        struct ItemList: View {
            var body: some View {
                NavigationView {
                    List {
                        NavigationLink("First", destination: ItemDetail(name: "First"))
                    }
                }
            }
        }

        """

    static let listAfter = """
        import SwiftUI

        struct ItemList: View {
            var body: some View {
                NavigationStack {
                    List {
                        NavigationLink("First") { ItemDetail(name: "First") }
                    }
                }
            }
        }

        """

    /// Used by the list, declared in another file of the module.
    static let detail = """
        import SwiftUI

        struct ItemDetail: View {
            var name: String
            var body: some View { Text(name) }
        }

        """

    static let broken = "import SwiftUI\n\nstruct Broken: View {\n    var body: some View { NavigationView { Text(\"x\" } }\n}\n"

    private func scratch(_ files: [String: String]) throws -> ScratchGolden {
        try ScratchGolden(["link-destination-two-files": files])
    }

    private var rightCase: [String: String] {
        [
            "before/Views/ItemList.swift": Self.list, "before/Views/Detail/ItemDetail.swift": Self.detail,
            "before/Broken.swift": Self.broken,
            "after/Views/ItemList.swift": Self.listAfter, "after/Views/Detail/ItemDetail.swift": Self.detail,
            "after/Broken.swift": Self.broken,
            "findings.txt": "Broken.swift:4:52: syntax-error: file has a syntax error, so it is left unchanged: expected `)`\n",
        ]
    }

    private func folder(of scratch: ScratchGolden) -> GoldenFolderCase {
        GoldenFolderCase(folder: scratch.directory.appendingPathComponent("link-destination-two-files"))
    }

    @Test func aRightCasePasses() throws {
        let scratch = try scratch(rightCase)
        defer { try? FileManager.default.removeItem(at: scratch.directory.deletingLastPathComponent()) }
        let golden = folder(of: scratch)
        #expect(GoldenFolderCase.isFolderCase(golden.folder))
        #expect(GoldenFolderCase.swiftFiles(in: golden.before) == ["Broken.swift", "Views/Detail/ItemDetail.swift", "Views/ItemList.swift"])
        let run = GoldenFolderCase.run(golden.before, options: MigrationOptions())
        #expect(run.outcomes.map(\.path) == ["Broken.swift", "Views/Detail/ItemDetail.swift", "Views/ItemList.swift"])
        #expect(run.findingLines.count == 1 && run.findingLines[0].hasPrefix("Broken.swift:4:"), "\(run.findingLines)")
        try GoldenTests.folderCase(golden)
    }

    @Test func aWrongOutputMissingFileOrFindingFails() throws {
        var files = rightCase
        files["after/Views/ItemList.swift"] = Self.list
        files["after/Views/Detail/ItemDetail.swift"] = nil
        files["findings.txt"] = nil
        let scratch = try scratch(files)
        defer { try? FileManager.default.removeItem(at: scratch.directory.deletingLastPathComponent()) }
        let recorded = Mutex<[String]>([])
        let golden = folder(of: scratch)
        try withKnownIssue {
            try GoldenTests.folderCase(golden)
        } matching: { issue in
            recorded.withLock { $0.append(issue.comments.map(\.rawValue).joined()) }
            return true
        }
        let issues = recorded.withLock { $0 }
        #expect(issues.contains { $0.contains("missing: [\"Views/Detail/ItemDetail.swift\"]") })
        #expect(issues.contains { $0.contains("Views/ItemList.swift differs from after/Views/ItemList.swift") })
        #expect(issues.contains { $0.contains("findings differ") })
        #expect(issues.contains { $0.contains("migrating after/ changed [\"Views/ItemList.swift\"]") })
    }

    @Test func bothSidesTypeCheckAsOneModuleLeavingOutTheFileWithASyntaxError() async throws {
        let report = try await scratch(rightCase).check()
        #expect(report.failures == [])
        let jobs = report.cases.flatMap(\.outcomes).map(\.job)
        #expect(jobs.map(\.displayName) == ["Golden/link-destination-two-files/before", "Golden/link-destination-two-files/after"])
        #expect(jobs.map { $0.files.map(\.lastPathComponent) } == [["ItemDetail.swift", "ItemList.swift"], ["ItemDetail.swift", "ItemList.swift"]])
        #expect(jobs.last?.expectation == .compilesWithoutWarnings)
    }

    @Test func anAfterThatKeepsDeprecatedCodeOrBreaksTheModuleFails() async throws {
        var files = rightCase
        files["after/Views/ItemList.swift"] = Self.listAfter.replacingOccurrences(of: "NavigationStack", with: "NavigationView")
        var broken = rightCase
        broken["after/Views/Detail/ItemDetail.swift"] = Self.detail.replacingOccurrences(of: "ItemDetail", with: "Detail")
        let report = try await ScratchGolden(["link-destination-deprecated": files, "link-destination-broken": broken]).check()
        #expect(report.failures.count == 2)
        #expect(report.failures.contains { $0.hasPrefix("Golden/link-destination-deprecated/after must compile without warnings") })
        #expect(report.failures.contains { $0.hasPrefix("Golden/link-destination-broken/after does not compile") && $0.contains("ItemDetail") })
    }
}
