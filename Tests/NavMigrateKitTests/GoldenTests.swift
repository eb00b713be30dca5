import Foundation
import Testing
@testable import NavMigrateKit

/// Runs every `Golden/<case>` folder: the spec of what navmigrate does. A case is one file,
/// `before.swift` and `after.swift`, migrated alone; or several, `before/` and `after/`, run
/// as one project (`GoldenFolderCase`).
@Suite struct GoldenTests {
    static var goldenRoot: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Golden")
    }

    static func caseFolders() throws -> [URL] {
        try FileManager.default.contentsOfDirectory(at: goldenRoot, includingPropertiesForKeys: nil)
            .filter { (try? $0.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    /// Every Swift file of a case, named relative to its folder: `before.swift` and
    /// `after.swift`, or each file of `before/` and `after/` in a case of several files.
    static func swiftFiles(of folder: URL) -> [String] {
        guard GoldenFolderCase.isFolderCase(folder) else {
            return ["before.swift", "after.swift"].filter {
                FileManager.default.fileExists(atPath: folder.appendingPathComponent($0).path)
            }
        }
        return [GoldenFolderCase.beforeFolder, GoldenFolderCase.afterFolder].flatMap { side in
            GoldenFolderCase.swiftFiles(in: folder.appendingPathComponent(side)).map { "\(side)/\($0)" }
        }
    }

    /// The files a case migrates: `before.swift`, or every file of `before/`.
    static func beforeFiles(of folder: URL) -> [String] {
        swiftFiles(of: folder).filter { $0 == "before.swift" || $0.hasPrefix(GoldenFolderCase.beforeFolder + "/") }
    }

    /// A file of this name in a case folder runs it as `--ignore-deployment-target` does: the
    /// user raises the deployment target (`MigrationOptions.assumesRaisedTarget`).
    static let raisedTargetMarker = "ignore-deployment-target"

    /// Per-case options: a file `ios17` in the folder lets the output use iOS 17 API; a file
    /// `platforms` holding `iOS 16, macOS 13` (and `iPad`, for a target that runs there), or else a `Package.swift` beside `before/` and
    /// `after/` (a project's manifest, read as navmigrate reads one above the files it runs on),
    /// is the project's deployment target (without either the target is unknown), and lets it
    /// too when it is new enough, as navmigrate's own run does (`scripts/check-package-route`
    /// gives the binary `--ios17` and a `Package.swift`).
    static func options(for folder: URL) -> MigrationOptions {
        let ios17 = FileManager.default.fileExists(atPath: folder.appendingPathComponent("ios17").path)
        let manifest = (try? String(contentsOf: folder.appendingPathComponent("Package.swift"), encoding: .utf8))
            .map(DeploymentTargetParsing.packageManifest)
        let platforms = (try? String(contentsOf: folder.appendingPathComponent("platforms"), encoding: .utf8))
            .map(deploymentTarget(from:)) ?? manifest
        let targetAllows = platforms.map { DeploymentTarget(source: "platforms", versions: $0).allowsIOS17API } ?? false
        var options = MigrationOptions(allowsIOS17API: ios17 || targetAllows, deploymentTarget: platforms)
        // `iPad` among the platforms: the project's iOS target runs on iPad (an Xcode project's
        // `TARGETED_DEVICE_FAMILY = "1,2"`, which `scripts/check-package-route` writes for it).
        options.buildsForIPad = (try? String(contentsOf: folder.appendingPathComponent("platforms"), encoding: .utf8))
            .map { $0.split(whereSeparator: { $0 == "," || $0.isNewline }).contains { $0.trimmingCharacters(in: .whitespaces) == "iPad" } } ?? false
        options.assumesRaisedTarget = FileManager.default.fileExists(atPath: folder.appendingPathComponent(raisedTargetMarker).path)
        return options
    }

    /// `iOS 16, macOS 13` → each platform's version.
    static func deploymentTarget(from text: String) -> [ApplePlatform: PlatformVersion] {
        var target: [ApplePlatform: PlatformVersion] = [:]
        for entry in text.split(whereSeparator: { $0 == "," || $0.isNewline }) {
            let parts = entry.split(separator: " ")
            if parts == ["iPad"] { continue }
            guard parts.count == 2, let platform = ApplePlatform(rawValue: String(parts[0])),
                  let version = PlatformVersion(parsing: parts[1]) else {
                Issue.record("a `platforms` file names `\(entry)`; write `iOS 16, macOS 13`")
                continue
            }
            target[platform] = version
        }
        return target
    }

    @Test func goldenCasesExist() throws {
        #expect(!(try Self.caseFolders()).isEmpty, "no golden cases found in \(Self.goldenRoot.path)")
    }

    @Test(arguments: (try? GoldenTests.caseFolders().map(\.lastPathComponent)) ?? [])
    func goldenCase(_ name: String) throws {
        let folder = Self.goldenRoot.appendingPathComponent(name)
        if GoldenFolderCase.isFolderCase(folder) { return try Self.folderCase(GoldenFolderCase(folder: folder)) }
        let name = folder.lastPathComponent
        let before = try [UInt8](Data(contentsOf: folder.appendingPathComponent("before.swift")))
        let after = try [UInt8](Data(contentsOf: folder.appendingPathComponent("after.swift")))
        let migrator = Migrator(options: Self.options(for: folder))

        let result = migrator.migrate(before)
        if result.output != after {
            Issue.record("""
                [\(name)] output differs from after.swift:
                \(lineDiff(expected: String(decoding: after, as: UTF8.self), actual: String(decoding: result.output, as: UTF8.self)))
                """)
        }
        if before == after {
            #expect(result.status != .changed, "[\(name)] a case that needs no change was changed")
        }

        let actualFindings = result.findings.map(\.goldenLine)
        if Self.updatesFindings { try Self.updateFindings(actualFindings, in: folder) }
        #expect(actualFindings == Self.expectedFindings(in: folder),
                "[\(name)] findings differ; messages were:\n\(result.findings.map { $0.formatted(path: name) }.joined(separator: "\n"))")

        // Idempotence: a second run over the output changes nothing.
        let second = migrator.migrate(result.output)
        #expect(second.output == result.output, "[\(name)] a second run changed the output")
        let again = migrator.migrate(after)
        #expect(again.output == after, "[\(name)] migrating after.swift changed it")

        // The output parses without errors.
        #expect(SyntaxCheck.firstError(in: result.output) == nil, "[\(name)] output does not parse")
    }
}

extension GoldenTests {
    static var updatesFindings: Bool { ProcessInfo.processInfo.environment["NAVMIGRATE_UPDATE_FINDINGS"] == "1" }

    /// Writes what the rules say now (`NAVMIGRATE_UPDATE_FINDINGS=1`); read the diff before
    /// committing it.
    static func updateFindings(_ lines: [String], in folder: URL) throws {
        let findingsURL = folder.appendingPathComponent("findings.txt")
        let text = lines.map { $0 + "\n" }.joined()
        if text.isEmpty { try? FileManager.default.removeItem(at: findingsURL) } else {
            try Data(text.utf8).write(to: findingsURL)
        }
    }

    /// The lines of a case's `findings.txt`; none when it is absent.
    static func expectedFindings(in folder: URL) -> [String] {
        (try? String(contentsOf: folder.appendingPathComponent("findings.txt"), encoding: .utf8))
            .map { $0.split(whereSeparator: \.isNewline).map(String.init).filter { !$0.isEmpty } } ?? []
    }

    /// A case of several files (`GoldenFolderCase`): `before/` run as one project must give
    /// `after/` file for file, with the findings of `findings.txt`; `after/` run again changes
    /// nothing; every output that changed parses.
    static func folderCase(_ golden: GoldenFolderCase) throws {
        let name = golden.name
        let before = try golden.beforeFiles()
        let after = try golden.afterFiles()
        #expect(!before.isEmpty, "[\(name)] before/ holds no Swift file")
        let missing = Set(before.map(\.path)).subtracting(after.map(\.path)).sorted()
        let extra = Set(after.map(\.path)).subtracting(before.map(\.path)).sorted()
        #expect(missing.isEmpty, "[\(name)] after/ must hold every file of before/ (the same bytes when unchanged); missing: \(missing)")
        #expect(extra.isEmpty, "[\(name)] after/ holds files before/ does not: \(extra)")

        let caseOptions = options(for: golden.folder)
        let run = GoldenFolderCase.run(golden.before, options: caseOptions)
        #expect(run.outcomes.map(\.path) == before.map(\.path), "[\(name)] the project pass did not run every file of before/")
        let expected = Dictionary(after.map { ($0.path, $0.bytes) }, uniquingKeysWith: { first, _ in first })
        let original = Dictionary(before.map { ($0.path, $0.bytes) }, uniquingKeysWith: { first, _ in first })
        for outcome in run.outcomes {
            let output = try run.output(of: outcome, in: golden.before)
            if let wanted = expected[outcome.path], output != wanted {
                Issue.record("""
                    [\(name)] \(outcome.path) differs from after/\(outcome.path):
                    \(lineDiff(expected: String(decoding: wanted, as: UTF8.self), actual: String(decoding: output, as: UTF8.self)))
                    """)
            }
            // A file whose input parsed, or that changed, must parse after the run.
            if output != original[outcome.path] || SyntaxCheck.firstError(in: original[outcome.path] ?? []) == nil {
                #expect(SyntaxCheck.firstError(in: output) == nil, "[\(name)] the output of \(outcome.path) does not parse")
            }
        }

        if updatesFindings { try updateFindings(run.findingLines, in: golden.folder) }
        #expect(run.findingLines == expectedFindings(in: golden.folder),
                "[\(name)] findings differ; messages were:\n\(run.formattedFindings)")

        // Idempotence: the project pass over after/ changes nothing.
        let again = GoldenFolderCase.run(golden.after, options: caseOptions)
        let changedAgain = again.outcomes.filter { $0.status == .changed }.map(\.path)
        #expect(changedAgain.isEmpty, "[\(name)] migrating after/ changed \(changedAgain)")
    }
}

/// A readable line-by-line comparison for failure messages.
func lineDiff(expected: String, actual: String) -> String {
    let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
    var out: [String] = []
    for index in 0..<max(expectedLines.count, actualLines.count) {
        let e = index < expectedLines.count ? String(expectedLines[index]) : "<none>"
        let a = index < actualLines.count ? String(actualLines[index]) : "<none>"
        if e != a {
            out.append("line \(index + 1):\n  expected: \(e.debugDescription)\n  actual:   \(a.debugDescription)")
        }
        if out.count > 12 { break }
    }
    return out.joined(separator: "\n")
}

extension Finding {
    /// `line:col: rule`: where a finding is and which rule raised it, without its words (which
    /// may name other places).
    var place: String { "\(line):\(column): \(rule)" }
}
