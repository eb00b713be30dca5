/// One file the batch will process, with the options that apply to it.
public struct BatchItem: Sendable {
    public var file: DiscoveredFile
    /// Per file, because the deployment target that allows iOS 17 API is per project.
    public var options: MigrationOptions

    public init(file: DiscoveredFile, options: MigrationOptions = MigrationOptions()) {
        self.file = file
        self.options = options
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

    /// The path shown to the user (see `DiscoveredFile.path`).
    public var path: String
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

    public init(path: String, location: String, status: Status, findings: [Finding] = [],
                parsed: Bool = false, original: [UInt8] = [], output: [UInt8] = [], diff: [UInt8] = []) {
        self.path = path
        self.location = location
        self.status = status
        self.findings = findings
        self.parsed = parsed
        self.original = original
        self.output = output
        self.diff = diff
    }

    /// The file could not be read or parsed, which makes the run end with status 2.
    public var isProblem: Bool {
        status == .failed || (status == .refused && findings.contains { $0.problem == .syntaxError })
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
