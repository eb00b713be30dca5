import Foundation
import Testing
@testable import NavMigrateKit

/// Files no target of the Xcode project above them compiles are left as they are.
@Suite struct WorkflowTargetMembershipTests {
    /// A `project.pbxproj` as Xcode writes one, whose Sources phase lists `names`.
    static func project(listing names: [String], referencing others: [String] = []) -> String {
        let files = names.enumerated().map { "\t\tA\($0.offset) /* \($0.element) in Sources */ = {isa = PBXBuildFile; fileRef = B\($0.offset) /* \($0.element) */; };" }
        let references = (names + others).enumerated().map { "\t\tB\($0.offset) /* \($0.element) */ = {isa = PBXFileReference; path = \($0.element); sourceTree = \"<group>\"; };" }
        let phase = ["\t\tC0 /* Sources */ = {", "\t\t\tisa = PBXSourcesBuildPhase;", "\t\t\tfiles = ("]
            + names.enumerated().map { "\t\t\t\tA\($0.offset) /* \($0.element) in Sources */," } + ["\t\t\t);", "\t\t};"]
        return (["// !$*UTF8*$!", "{", "/* Begin PBXBuildFile section */"] + files + references + phase + ["}"]).joined(separator: "\n") + "\n"
    }

    @Test func sourcesPhaseNamesAndWhatTellsNothing() {
        #expect(TargetMembership.sourceNames(in: Self.project(listing: ["App.swift", "Row View.swift"])) == ["App.swift", "Row View.swift"])
        #expect(TargetMembership.sourceNames(in: "IPHONEOS_DEPLOYMENT_TARGET = 15.0;\n") == nil)
        let synchronized = Self.project(listing: ["App.swift"]) + "\t\tD0 /* Sources */ = {isa = PBXFileSystemSynchronizedRootGroup; };\n"
        #expect(TargetMembership.sourceNames(in: synchronized) == nil)
        // Written by a generator without Xcode's comments: the build files name no file.
        let uncommented = Self.project(listing: ["App.swift"]).replacingOccurrences(of: " /* App.swift in Sources */", with: "")
            .replacingOccurrences(of: " /* App.swift */", with: "")
        #expect(TargetMembership.sourceNames(in: uncommented) == nil)
        // A Sources phase that lists no file tells nothing either.
        #expect(TargetMembership.sourceNames(in: Self.project(listing: [])) == nil)
    }

    @Test func aFileNoProjectAboveListsIsNotBuilt() {
        let folder = TemporaryFolder()
        folder.write("App.xcodeproj/project.pbxproj", Self.project(listing: ["Home.swift"], referencing: ["Old.swift"]))
        folder.write("App/Home.swift", "")
        folder.write("App/Old.swift", "")
        folder.write("App/Kit/Package.swift", "")
        folder.write("App/Kit/Sources/Kit/Row.swift", "")
        // A demo project inside that builds none of the app's files: the app's project does.
        folder.write("App/Demo/Demo.xcodeproj/project.pbxproj", Self.project(listing: ["Demo.swift"]))
        folder.write("App/Demo/Home.swift", "")
        // A package above a project: its sources may be the package's.
        folder.write("Pkg/Sources/Lib/Lib.xcodeproj/project.pbxproj", Self.project(listing: ["Demo.swift"]))
        folder.write("Pkg/Package.swift", "")
        folder.write("Pkg/Sources/Lib/View.swift", "")
        let membership = TargetMembership()
        #expect(membership.unbuiltBy(file: folder.url("Pkg/Sources/Lib/View.swift")) == nil)
        #expect(membership.unbuiltBy(file: folder.url("App/Home.swift")) == nil)
        #expect(membership.unbuiltBy(file: folder.url("App/Old.swift")) == "App.xcodeproj")
        #expect(membership.unbuiltBy(file: folder.url("App/Kit/Sources/Kit/Row.swift")) == nil)
        #expect(membership.unbuiltBy(file: folder.url("App/Demo/Home.swift")) == nil)
    }

    @Test func theRunLeavesAnUnbuiltFileAndItsViewsAlone() {
        let folder = TemporaryFolder()
        folder.write("App.xcodeproj/project.pbxproj", Self.project(listing: ["Home.swift"], referencing: ["Old.swift"]))
        folder.write("Home.swift", navigationViewSource("Home"))
        folder.write("Old.swift", navigationViewSource("Old"))
        let items = ["Home.swift", "Old.swift"].map { name in
            BatchItem(file: DiscoveredFile(path: name, location: folder.url(name), skipReason: nil), options: MigrationOptions())
        }
        var outcomes: [String: FileOutcome] = [:]
        BatchRunner(jobs: 2).run(items) { _, outcome in
            outcomes[outcome.path] = outcome
            return .proceed
        }
        #expect(outcomes["Home.swift"]?.status == .changed)
        #expect(outcomes["Old.swift"]?.status == .skipped)
        #expect(outcomes["Old.swift"]?.findings.first?.problem == .notBuilt)
        #expect(outcomes["Old.swift"]?.findings.first?.message.contains("no target of App.xcodeproj compiles this file") == true)
    }
}
