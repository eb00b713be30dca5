/// The counts a run ends with, printed on stderr and put in the JSON report.
public struct RunSummary: Sendable, Codable, Equatable {
    /// Files looked at (read, or skipped as links).
    public var scanned = 0
    /// Files the prefilter let through to the migrator.
    public var parsed = 0
    public var changed = 0
    public var refused = 0
    public var failed = 0
    public var skipped = 0
    /// Files rewritten on disk (`--write` or accepted with `--interactive`).
    public var written = 0
    /// Files that could not be read, parsed or written, and paths that could not be walked:
    /// the run exits with status 2.
    public var problems = 0
    /// Files `--check` counts: would change, or carry a warning or error.
    public var flagged = 0
    public var elapsedSeconds = 0.0

    public init() {}

    /// Counts one outcome as the batch delivers it.
    public mutating func add(_ outcome: FileOutcome) {
        scanned += 1
        if outcome.parsed { parsed += 1 }
        switch outcome.status {
        case .unchanged: break
        case .changed: changed += 1
        case .refused: refused += 1
        case .failed: failed += 1
        case .skipped: skipped += 1
        }
        if outcome.isProblem { problems += 1 }
        if outcome.failsCheck { flagged += 1 }
    }

    /// `navmigrate: 120 files scanned, 14 parsed, 3 changed, 0 refused, 0 failed in 0.42s`.
    public func line(writing: Bool) -> String {
        var parts = [
            "\(scanned) file\(scanned == 1 ? "" : "s") scanned", "\(parsed) parsed", "\(changed) changed",
            "\(refused) refused", "\(failed) failed",
        ]
        if skipped > 0 { parts.append("\(skipped) skipped") }
        if writing { parts.append("\(written) written") }
        let seconds = (elapsedSeconds * 100).rounded() / 100
        return "navmigrate: " + parts.joined(separator: ", ") + " in \(seconds)s"
    }
}

/// The process exit statuses.
public enum ExitStatus: Int32, Sendable {
    /// Nothing to do, or everything done.
    case clean = 0
    /// `--check` only: some file would change or has a finding.
    case checkFailed = 1
    /// Some file could not be read, parsed or written.
    case problems = 2
    /// Stopped by Ctrl-C (128 + SIGINT, as shells report it).
    case interrupted = 130
    /// Bad command line.
    case usage = 64

    /// The status a finished run ends with: problems outrank `--check` failures.
    public static func of(_ summary: RunSummary, check: Bool) -> ExitStatus {
        if summary.problems > 0 { return .problems }
        if check, summary.flagged > 0 { return .checkFailed }
        return .clean
    }
}
