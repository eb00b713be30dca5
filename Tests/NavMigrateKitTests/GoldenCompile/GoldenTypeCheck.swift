import Foundation

/// Type-checks golden cases against the SwiftUI shim: every `<case>/before.swift` must
/// compile (deprecation warnings expected) and every `<case>/after.swift` must compile with
/// no warning at all (a case of several files, `before/` and `after/`, is compiled as two
/// modules: see `folderJobs`), with two exceptions where the tool knowingly leaves deprecated code:
/// - an `after.swift` identical to `before.swift` (the tool left the file alone: a refusal,
///   an ignore comment) only has to compile, like `before.swift`;
/// - when the case expects findings (a non-empty `findings.txt`) or `after.swift` holds a
///   `navmigrate:ignore` comment or an availability check (`#available`, `#unavailable`: code
///   that runs before iOS 16 stays, with the helpers only it calls), `after.swift` may keep
///   deprecation warnings, but no more of
///   each than `before.swift` has (the refused or ignored code), and no other warning.
///
/// Conventions inside a case folder:
/// - a file named `ios17` compiles the case against the shim with iOS 17 API
///   (`navigationDestination(item:)`, `@Observable`, ...); without it, iOS 16 API only;
/// - a file named `typecheck-skip.txt` opts the case out; it must hold the reason, and an
///   empty one is itself a failure.
///
/// Each file compiles on its own as a library file (declarations only, `@main` allowed) in
/// the Swift 5 language mode with `DEBUG` set, as for iOS: `#Preview` is expanded
/// (`PreviewMacro`) and `#if os(...)` reads as on iOS (`IOSConditions`) first.
enum GoldenTypeCheck {
    static let skipFileName = "typecheck-skip.txt"
    static let iOS17MarkerName = "ios17"
    /// The comment with which a user tells the tool to leave the next site alone.
    static let ignoreMarker = "navmigrate:ignore"

    /// The package's `Golden/` folder, which the golden test always reads.
    static var goldenDirectory: URL { ShimCompiler.packageRoot.appendingPathComponent("Golden") }

    /// How one case fared.
    struct CaseResult: Sendable {
        var name: String
        /// Set when the case opted out.
        var skipReason: String?
        var outcomes: [TypeCheckOutcome] = []
        /// Problems with the case folder itself, such as an empty skip file.
        var folderProblems: [String] = []

        /// One message per failing file or folder problem.
        var failures: [String] { folderProblems + outcomes.compactMap(\.failure) }
    }

    /// How a whole folder of cases fared.
    struct Report: Sendable {
        var cases: [CaseResult]
        var seconds: Double

        var failures: [String] { cases.flatMap(\.failures) }
        var checkedFiles: Int { cases.map(\.outcomes.count).reduce(0, +) }

        var summary: String {
            let compileSeconds = cases.flatMap(\.outcomes).map(\.result.seconds).reduce(0, +)
            let perFile = checkedFiles == 0 ? 0 : compileSeconds / Double(checkedFiles)
            var lines = [
                "type-checked \(checkedFiles) files of \(cases.count) golden cases in "
                    + String(format: "%.1f s (%.2f s per file, 2 at a time)", seconds, perFile)
            ]
            for skipped in cases where skipped.skipReason != nil {
                lines.append("skipped \(skipped.name): \(skipped.skipReason!)")
            }
            return lines.joined(separator: "\n")
        }
    }

    /// The case folders in `directory`, by name; none when it does not exist.
    static func caseFolders(in directory: URL) -> [URL] {
        let contents = (try? FileManager.default.contentsOfDirectory(
            at: directory, includingPropertiesForKeys: [.isDirectoryKey],
            options: [.skipsHiddenFiles])) ?? []
        return contents
            .filter { (try? $0.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    /// Type-checks every case in `directory`.
    static func run(in directory: URL, with compiler: ShimCompiler) async -> Report {
        let start = Date()
        var cases: [CaseResult] = []
        var jobs: [(caseIndex: Int, job: TypeCheckJob)] = []
        for folder in caseFolders(in: directory) {
            let name = folder.lastPathComponent
            var result = CaseResult(name: name)
            let skipFile = folder.appendingPathComponent(skipFileName)
            if FileManager.default.fileExists(atPath: skipFile.path) {
                let reason = ((try? String(contentsOf: skipFile, encoding: .utf8)) ?? "")
                    .trimmingCharacters(in: .whitespacesAndNewlines)
                if reason.isEmpty {
                    result.folderProblems.append(
                        "\(directory.lastPathComponent)/\(name)/\(skipFileName) must say why the case "
                            + "is not type-checked; it is empty")
                } else {
                    result.skipReason = reason
                }
                cases.append(result)
                continue
            }
            let variant: ShimVariant = FileManager.default.fileExists(
                atPath: folder.appendingPathComponent(iOS17MarkerName).path) ? .iOS17 : .standard
            if GoldenFolderCase.isFolderCase(folder) {
                for job in folderJobs(in: folder, displayPrefix: "\(directory.lastPathComponent)/\(name)", variant: variant) {
                    jobs.append((cases.count, job))
                }
                if !jobs.contains(where: { $0.caseIndex == cases.count }) {
                    result.folderProblems.append(
                        "\(directory.lastPathComponent)/\(name)/before has no Swift file to type-check")
                }
                cases.append(result)
                continue
            }
            for (fileName, expectation) in expectations(in: folder) {
                let job = TypeCheckJob(
                    file: folder.appendingPathComponent(fileName),
                    displayName: "\(directory.lastPathComponent)/\(name)/\(fileName)",
                    variant: variant, expectation: expectation)
                jobs.append((cases.count, job))
            }
            if !jobs.contains(where: { $0.caseIndex == cases.count }) {
                result.folderProblems.append(
                    "\(directory.lastPathComponent)/\(name) has neither before.swift nor after.swift")
            }
            cases.append(result)
        }
        let outcomes = await TypeCheck.run(jobs.map(\.job), with: compiler)
        for (entry, outcome) in zip(jobs, outcomes) {
            cases[entry.caseIndex].outcomes.append(outcome)
        }
        for index in cases.indices {
            flagNewDeprecations(in: &cases[index])
        }
        return Report(cases: cases, seconds: Date().timeIntervalSince(start))
    }

    /// The files of a case folder that exist, with what each must do.
    private static func expectations(in folder: URL) -> [(String, TypeCheckExpectation)] {
        let before = try? Data(contentsOf: folder.appendingPathComponent("before.swift"))
        let after = try? Data(contentsOf: folder.appendingPathComponent("after.swift"))
        let findings = (try? String(contentsOf: folder.appendingPathComponent("findings.txt"), encoding: .utf8))?
            .trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
        var result: [(String, TypeCheckExpectation)] = []
        if before != nil { result.append(("before.swift", .compiles)) }
        if let after {
            // Code that runs before iOS 16 stays, and with it the helpers only it calls,
            // which swiftc sees outside the `#available` check.
            let text = String(decoding: after, as: UTF8.self)
            let keepsSomething = !findings.isEmpty || text.contains(ignoreMarker)
                || text.contains("#available") || text.contains("#unavailable")
            let expectation: TypeCheckExpectation =
                after == before ? .compiles
                : keepsSomething ? .compilesKeepingDeprecations : .compilesWithoutWarnings
            result.append(("after.swift", expectation))
        }
        return result
    }

    /// A case of several files (`GoldenFolderCase`): `before/` compiled as one module, and
    /// `after/` likewise, with the rules of a single file applied to the whole module: `after/`
    /// the same as `before/` only has to compile; findings, an ignore comment or an
    /// availability check in any file let it keep deprecations `before/` has; otherwise no
    /// warning at all. A file `findings.txt` reports a syntax error in cannot compile, so it is
    /// left out of both modules.
    private static func folderJobs(in folder: URL, displayPrefix: String, variant: ShimVariant) -> [TypeCheckJob] {
        let golden = GoldenFolderCase(folder: folder)
        let findings = ((try? String(contentsOf: folder.appendingPathComponent("findings.txt"), encoding: .utf8)) ?? "")
            .split(whereSeparator: \.isNewline).map(String.init)
        let broken = Set(findings.compactMap { line -> String? in
            guard let range = line.range(of: ": syntax-error: ") else { return nil }
            return line[..<range.lowerBound].split(separator: ":").dropLast(2).joined(separator: ":")
        })
        let beforeFiles = GoldenFolderCase.swiftFiles(in: golden.before).filter { !broken.contains($0) }
        let afterFiles = GoldenFolderCase.swiftFiles(in: golden.after).filter { !broken.contains($0) }
        var jobs: [TypeCheckJob] = []
        if !beforeFiles.isEmpty {
            jobs.append(TypeCheckJob(files: beforeFiles.map { golden.before.appendingPathComponent($0) },
                                     displayName: "\(displayPrefix)/\(GoldenFolderCase.beforeFolder)",
                                     variant: variant, expectation: .compiles, side: .before))
        }
        guard !afterFiles.isEmpty else { return jobs }
        let afterTexts = afterFiles.map { (try? String(contentsOf: golden.after.appendingPathComponent($0), encoding: .utf8)) ?? "" }
        let beforeTexts = afterFiles.map { (try? String(contentsOf: golden.before.appendingPathComponent($0), encoding: .utf8)) }
        let unchanged = afterFiles == beforeFiles && zip(afterTexts, beforeTexts).allSatisfy { $0 == $1 }
        let keptFindings = findings.filter { line in !broken.contains { line.hasPrefix($0 + ":") } }
        let keepsSomething = !keptFindings.isEmpty || afterTexts.contains {
            $0.contains(ignoreMarker) || $0.contains("#available") || $0.contains("#unavailable")
        }
        let expectation: TypeCheckExpectation =
            unchanged ? .compiles : keepsSomething ? .compilesKeepingDeprecations : .compilesWithoutWarnings
        jobs.append(TypeCheckJob(files: afterFiles.map { golden.after.appendingPathComponent($0) },
                                 displayName: "\(displayPrefix)/\(GoldenFolderCase.afterFolder)",
                                 variant: variant, expectation: expectation, side: .after))
        return jobs
    }

    /// Fails an `after.swift` that may keep refused or ignored deprecated code when it has more
    /// of a deprecation warning than `before.swift`: the tool must never write deprecated API.
    private static func flagNewDeprecations(in result: inout CaseResult) {
        guard let before = result.outcomes.first(where: { $0.job.side == .before }),
            let afterIndex = result.outcomes.firstIndex(where: {
                $0.job.expectation == .compilesKeepingDeprecations
            }),
            result.outcomes[afterIndex].failure == nil, before.failure == nil
        else { return }
        var allowance = Dictionary(before.deprecations.map { (message($0), 1) }, uniquingKeysWith: +)
        let added = result.outcomes[afterIndex].deprecations.filter { warning in
            allowance[message(warning), default: 0] -= 1
            return allowance[message(warning)]! < 0
        }
        guard !added.isEmpty else { return }
        result.outcomes[afterIndex].failure =
            "\(result.outcomes[afterIndex].job.displayName) uses deprecated API beyond what "
            + "\(before.job.files.count == 1 ? "before.swift" : "before/") keeps:\n\(added.joined(separator: "\n"))"
    }

    /// A diagnostic line without its location: `warning: 'x' is deprecated: ...`.
    private static func message(_ diagnostic: String) -> Substring {
        guard let range = diagnostic.range(of: ": warning: ") else { return Substring(diagnostic) }
        return diagnostic[range.lowerBound...]
    }
}
