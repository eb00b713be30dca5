/// One file the batch will process, with the options that apply to it.
public struct BatchItem: Sendable {
    public var file: DiscoveredFile
    /// Per file, because the deployment target that allows iOS 17 API is per project.
    public var options: MigrationOptions
    /// The path in the patch (see `PatchPaths`); the shown path when nil.
    public var diffPath: String?

    public init(file: DiscoveredFile, options: MigrationOptions = MigrationOptions(), diffPath: String? = nil) {
        self.file = file
        self.options = options
        self.diffPath = diffPath
    }
}

/// What the batch made of one file, ready to print, write or put in the JSON report.
///
/// Only changed files keep their bytes (`original` and `output`); for the rest they are
/// dropped as soon as the file is done, so a large repository never sits in memory at once.
public struct FileOutcome: Sendable {
    public enum Status: String, Sendable, Codable {
        case unchanged, changed, refused, failed, skipped
    }

    /// The path shown to the user (see `DiscoveredFile.path`): relative to the current folder,
    /// or as the user spelled it.
    public var path: String
    /// The path in the patch, SARIF and GitHub annotations: relative to the work tree's top.
    public var diffPath: String
    /// The absolute path to read and write.
    public var location: String
    public var status: Status
    public var findings: [Finding]
    /// Whether the migrator ran (the prefilter let the file through).
    public var parsed: Bool
    /// The bytes as read; empty unless `status == .changed`.
    public var original: [UInt8]
    /// The bytes to write; empty unless `status == .changed`.
    public var output: [UInt8]
    /// The unified diff; empty unless `status == .changed`.
    public var diff: [UInt8]
    /// With `--write` or `--interactive`, whether a changed file was written; nil otherwise.
    public var written: Bool?
    /// Each finding's column counted in UTF-16 code units (SARIF's default), in the order of
    /// `findings`; empty when every column is the same in bytes (ASCII before it). Findings
    /// added later (file-level ones, at column 1) are not listed.
    public var utf16Columns: [Int] = []
    /// What each rule did in the file.
    public var tallies: [RuleID: RuleTally] = [:]

    /// The rules whose changes here write API a deployment target may lack: not one that only
    /// deletes unused code (`RuleTally.writesAPI`).
    public var rulesWritingAPI: [RuleID] {
        tallies.filter { $0.value.writesAPI }.keys.sorted { $0.rawValue < $1.rawValue }
    }
    /// The platforms whose builds may compile the file (`FileMigration.platforms`); nil for any.
    public var platforms: Set<ApplePlatform>?
    /// `FileMigration.rulePlatforms`.
    public var rulePlatforms: [RuleID: Set<ApplePlatform>] = [:]
    /// The other files of this file's change set (shown paths): files whose changes need each
    /// other are written together or not at all. Empty for a file that stands alone.
    public var changeSet: [String] = []
    /// Why this file is in its change set: each change of it that needs a change of another
    /// file of the set, in words (`the navigation-view-style change at Home.swift:11:10 needs
    /// the navigation-view change at Panel.swift:8:9`).
    public var changeSetReasons: [String] = []

    public init(path: String, location: String, status: Status, findings: [Finding] = [],
                parsed: Bool = false, original: [UInt8] = [], output: [UInt8] = [], diff: [UInt8] = [],
                diffPath: String? = nil) {
        self.path = path
        self.diffPath = diffPath ?? path
        self.location = location
        self.status = status
        self.findings = findings
        self.parsed = parsed
        self.original = original
        self.output = output
        self.diff = diff
    }

    /// The file could not be read, or has an error finding (it could not be parsed, the
    /// rewrites conflicted or would break the syntax, it could not be written), which makes
    /// the run end with status 2.
    public var isProblem: Bool {
        status == .failed || findings.contains { $0.severity == .error }
    }

    /// The column of `findings[index]` in UTF-16 code units.
    public func utf16Column(ofFinding index: Int) -> Int {
        index < utf16Columns.count ? utf16Columns[index] : findings[index].column
    }

    /// Whether `--check` counts this file: it would change, or has a warning or error.
    public var failsCheck: Bool {
        status == .changed || findings.contains { $0.severity != .note }
    }
}

extension Finding {
    /// A finding about the file as a whole (reading, writing, linking), placed at 1:1 so
    /// compiler-style readers still accept it.
    public static func fileLevel(_ problem: FileProblem, _ message: String, severity: Severity = .error) -> Finding {
        Finding(problem, severity: severity, message: message, line: 1, column: 1)
    }
}
