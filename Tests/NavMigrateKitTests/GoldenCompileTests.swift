import Foundation
import Testing

/// Every golden file compiles against the declarations-only SwiftUI shim in `Tests/Shim`:
/// `before.swift` may warn (it uses the deprecated API the tool migrates away from),
/// `after.swift` must not. See `GoldenTypeCheck` for the `ios17` and `typecheck-skip.txt`
/// conventions.
@Suite struct GoldenCompileTests {
    static var hasGoldenCases: Bool {
        !GoldenTypeCheck.caseFolders(in: GoldenTypeCheck.goldenDirectory).isEmpty
    }

    @Test(.enabled(if: hasGoldenCases, "Golden/ has no cases yet, so no golden file was type-checked"))
    func everyGoldenFileTypeChecks() async throws {
        let compiler = try await ShimCompiler.shared()
        let report = await GoldenTypeCheck.run(in: GoldenTypeCheck.goldenDirectory, with: compiler)
        print(String(format: "SwiftUI shim built in %.1f s with %@", compiler.buildSeconds, compiler.swiftc.path))
        print(report.summary)
        for failure in report.failures {
            Issue.record(Comment(rawValue: failure))
        }
    }
}

/// The checker itself: it passes good code, and it can fail.
@Suite struct GoldenCompileCheckerTests {
    @Test func realisticMigrationsPass() async throws {
        let report = try await ScratchGolden(GoldenCompileSamples.cases).check()
        #expect(report.failures == [])
        #expect(report.checkedFiles == 2 * GoldenCompileSamples.cases.count)
        for outcome in report.cases.flatMap(\.outcomes) where outcome.job.expectation == .compiles {
            #expect(!outcome.warnings.isEmpty, "\(outcome.job.displayName) uses no deprecated API")
        }
        print(report.summary)
    }

    @Test func afterThatStillHidesTheBarTheOldWayFails() async throws {
        let report = try await ScratchGolden([
            "hidden-bar": [
                "before.swift": GoldenCompileSamples.hiddenBarBefore,
                "after.swift": GoldenCompileSamples.hiddenBarBefore
                    .replacingOccurrences(of: "NavigationView", with: "NavigationStack")
                    .replacingOccurrences(of: ".navigationBarTitle(", with: ".navigationTitle("),
            ]
        ]).check()
        #expect(report.failures.count == 1)
        let failure = try #require(report.failures.first)
        #expect(failure.contains("Golden/hidden-bar/after.swift must compile without warnings"))
        #expect(failure.contains("'navigationBarHidden' is deprecated"))
    }

    @Test func wrongInitializerLabelFails() async throws {
        let outcome = try await ScratchGolden.typeCheck(GoldenCompileSamples.typedPathAfter
            .replacingOccurrences(of: "NavigationLink(\"Purple\", value:", with: "NavigationLink(\"Purple\", valu:"))
        let failure = try #require(outcome.failure)
        #expect(failure.contains("Golden/snippet/after.swift does not compile"))
        #expect(failure.contains("error:"))
    }

    @Test func valueWhoseTypeCannotBeInferredFails() async throws {
        let outcome = try await ScratchGolden.typeCheck(GoldenCompileSamples.typedPathAfter
            .replacingOccurrences(of: "value: Route.purple", with: "value: .purple"))
        let failure = try #require(outcome.failure)
        #expect(failure.contains("'purple'"))
    }

    @Test func typedPathWithDestinationPasses() async throws {
        let outcome = try await ScratchGolden.typeCheck(GoldenCompileSamples.typedPathAfter)
        #expect(outcome.failure == nil)
        #expect(outcome.warnings == [])
    }

    @Test func deprecatedAPIIsFineBeforeMigration() async throws {
        let outcome = try await ScratchGolden.typeCheck(
            GoldenCompileSamples.hiddenBarBefore, expectation: .compiles)
        #expect(outcome.failure == nil)
        #expect(outcome.warnings.count == 3)
    }

    @Test func iOS17APINeedsTheMarkerFile() async throws {
        let source = GoldenCompileSamples.cases["item-destination"]!["after.swift"]!
        let without = try await ScratchGolden.typeCheck(source)
        #expect(without.failure?.contains("navigationDestination") == true)
        let with = try await ScratchGolden.typeCheck(source, variant: .iOS17)
        #expect(with.failure == nil)
    }

    @Test func optingOutNeedsAReason() async throws {
        let report = try await ScratchGolden([
            "explained": ["before.swift": "not swift", GoldenTypeCheck.skipFileName: "uses UIKit\n"],
            "unexplained": ["before.swift": "not swift", GoldenTypeCheck.skipFileName: " \n"],
        ]).check()
        #expect(report.checkedFiles == 0)
        #expect(report.cases.map(\.skipReason) == ["uses UIKit", nil])
        #expect(report.failures == [
            "Golden/unexplained/typecheck-skip.txt must say why the case is not type-checked; it is empty"
        ])
        #expect(report.summary.contains("skipped explained: uses UIKit"))
    }

    @Test func refusedCasesMayKeepTheDeprecatedCodeTheyReport() async throws {
        let before = GoldenCompileSamples.hiddenBarBefore
        let partlyMigrated = before.replacingOccurrences(of: ".navigationBarTitle(", with: ".navigationTitle(")
        let report = try await ScratchGolden([
            "left-alone": ["before.swift": before, "after.swift": before],
            "reported": ["before.swift": before, "after.swift": partlyMigrated, "findings.txt": "7:9: navigation-view\n"],
            "ignored": [
                "before.swift": before,
                "after.swift": partlyMigrated.replacingOccurrences(
                    of: "        NavigationView {", with: "        // navmigrate:ignore\n        NavigationView {"),
            ],
            "unreported": ["before.swift": before, "after.swift": partlyMigrated],
        ]).check()
        #expect(report.failures.count == 1)
        #expect(report.failures.first?.hasPrefix("Golden/unreported/after.swift must compile without warnings") == true)
    }

    @Test func refusedCasesMayNotAddDeprecatedCode() async throws {
        let before = GoldenCompileSamples.hiddenBarBefore
        let report = try await ScratchGolden([
            "adds-deprecated": [
                "before.swift": before,
                "after.swift": before.replacingOccurrences(
                    of: ".navigationBarHidden(true)", with: ".navigationBarHidden(true).navigationBarTitle(\"Again\")"),
                "findings.txt": "7:9: navigation-view\n",
            ],
            "adds-other-warning": [
                "before.swift": before,
                "after.swift": before.replacingOccurrences(
                    of: "var body: some View {", with: "var body: some View {\n        var unused = 1"),
                "findings.txt": "7:9: navigation-view\n",
            ],
        ]).check()
        #expect(report.failures.count == 2)
        #expect(report.failures.first?.contains("uses deprecated API beyond what before.swift keeps") == true)
        #expect(report.failures.first?.contains("'navigationBarTitle' is deprecated") == true)
        #expect(report.failures.last?.contains("may keep deprecated API its findings report") == true)
        #expect(report.failures.last?.contains("was never used") == true)
    }

    @Test func caseWithoutSwiftFilesFails() async throws {
        let report = try await ScratchGolden(["empty": ["findings.txt": ""]]).check()
        #expect(report.failures == ["Golden/empty has neither before.swift nor after.swift"])
    }

    @Test func missingGoldenFolderHasNoCases() {
        let missing = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        #expect(GoldenTypeCheck.caseFolders(in: missing) == [])
    }

    @Test func compilerMessagesKeepTheGoldenFilePathForPreviews() async throws {
        let outcome = try await ScratchGolden.typeCheck("""
            import SwiftUI

            #Preview("Broken") {
                Text(undefinedName)
            }
            """)
        let failure = try #require(outcome.failure)
        #expect(failure.contains("/Golden/snippet/after.swift:4:"))
        #expect(failure.contains("undefinedName"))
    }
}
