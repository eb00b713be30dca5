import Foundation
@testable import NavMigrateKit

/// A golden case of several files: `Golden/<case>/before/` and `after/` hold `*.swift` files
/// at any depth, and `after/` mirrors `before/` file for file (a file the migration leaves
/// alone is the same in both). `before/` is run as one project, through the real project
/// pass, with the case's options (`ios17`, `platforms`) for every file; each output must equal
/// the file at the same path in `after/`. `findings.txt` holds one line per finding,
/// `relative/path.swift:line:col: rule: message`, the path relative to `before/`, sorted by
/// path, then line and column (findings at one place in the order navmigrate reports them).
struct GoldenFolderCase {
    static let beforeFolder = "before"
    static let afterFolder = "after"

    let folder: URL

    var name: String { folder.lastPathComponent }
    var before: URL { folder.appendingPathComponent(Self.beforeFolder) }
    var after: URL { folder.appendingPathComponent(Self.afterFolder) }

    /// Whether `folder` is a case of several files (it has a `before/` folder).
    static func isFolderCase(_ folder: URL) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: folder.appendingPathComponent(beforeFolder).path, isDirectory: &isDirectory)
            && isDirectory.boolValue
    }

    /// The `*.swift` files below `root`, as paths relative to it, sorted.
    static func swiftFiles(in root: URL) -> [String] {
        let base = root.resolvingSymlinksInPath().path
        guard let walker = FileManager.default.enumerator(atPath: base) else { return [] }
        var found: [String] = []
        while let relative = walker.nextObject() as? String {
            guard relative.hasSuffix(".swift") else { continue }
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: base + "/" + relative, isDirectory: &isDirectory), !isDirectory.boolValue {
                found.append(relative)
            }
        }
        return found.sorted()
    }

    /// Every `before/` file's bytes, by relative path.
    func beforeFiles() throws -> [(path: String, bytes: [UInt8])] {
        try Self.swiftFiles(in: before).map { ($0, try [UInt8](Data(contentsOf: before.appendingPathComponent($0)))) }
    }

    /// Every `after/` file's bytes, by relative path.
    func afterFiles() throws -> [(path: String, bytes: [UInt8])] {
        try Self.swiftFiles(in: after).map { ($0, try [UInt8](Data(contentsOf: after.appendingPathComponent($0)))) }
    }

    /// What one run over a folder of the case made of each file.
    struct Run {
        /// In path order.
        var outcomes: [FileOutcome]

        /// What each file holds after the run: its output when it changed, else its bytes.
        func output(of outcome: FileOutcome, in root: URL) throws -> [UInt8] {
            outcome.status == .changed ? outcome.output : try [UInt8](Data(contentsOf: root.appendingPathComponent(outcome.path)))
        }

        /// `path:line:col: rule: message`, sorted by path and position.
        var findingLines: [String] {
            outcomes.flatMap { outcome in
                outcome.findings.enumerated()
                    .sorted { ($0.element.line, $0.element.column, $0.offset) < ($1.element.line, $1.element.column, $1.offset) }
                    .map { "\(outcome.path):\($0.element.goldenLine)" }
            }
        }

        /// `path:line:col: warning: message [rule]`, for failure messages.
        var formattedFindings: String {
            outcomes.flatMap { outcome in outcome.findings.map { $0.formatted(path: outcome.path) } }.joined(separator: "\n")
        }
    }

    /// Runs the files below `root` (`before/` or `after/`) as one project, as navmigrate does:
    /// the shown paths are relative to `root`.
    static func run(_ root: URL, options: MigrationOptions) -> Run {
        let base = root.resolvingSymlinksInPath().path
        let files = FileDiscovery(currentDirectory: base, honoursGitIgnore: false).discover(["."]).files
        var outcomes: [FileOutcome] = []
        BatchRunner(jobs: 2).run(files.map { BatchItem(file: $0, options: options) }) { _, outcome in
            outcomes.append(outcome)
            return .proceed
        }
        outcomes.sort { $0.path < $1.path }
        return Run(outcomes: outcomes)
    }
}
