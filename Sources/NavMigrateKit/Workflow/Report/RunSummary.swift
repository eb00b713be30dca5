/// The counts a run ends with, printed on stderr and put in the JSON report.
public struct RunSummary: Sendable, Codable, Equatable {
    /// Files looked at (read, or skipped as links).
    public var scanned = 0
    /// Files the prefilter let through to the migrator.
    public var parsed = 0
    public var changed = 0
    /// Change sets among the changed files: files whose changes need each other, shown, asked
    /// about and written together. A file alone is not one.
    public var changeSets = 0
    public var refused = 0
    public var failed = 0
    public var skipped = 0
    /// Files rewritten on disk (`--write` or accepted with `--interactive`).
    public var written = 0
    /// Changed files not written because their project targets a release older than
    /// NavigationStack (without `--ignore-deployment-target`).
    public var heldBackByDeploymentTarget = 0
    /// Changed files not written because they have uncommitted changes, or git could not say.
    public var notWrittenUncommitted = 0
    /// Changed files not written because they are read-only (without `--write-read-only`).
    public var notWrittenReadOnly = 0
    /// Changed files not written because they changed on disk after navmigrate read them.
    public var notWrittenChangedOnDisk = 0
    /// Changed files whose write failed (permissions of the folder, links, disk full).
    public var notWrittenFailed = 0
    /// Changed files that could have been written but were not, because another file of their
    /// change set could not be (or is not in the run).
    public var notWrittenWithChangeSet = 0
    /// With `--interactive`, changed files never asked about because the run stopped (`q`,
    /// end of input, Ctrl-C).
    public var notReviewed = 0
    /// Named or listed files skipped because they are not `*.swift`.
    public var notSwift = 0
    /// Files with an error (not read, not parsed, an error finding, not written) and paths
    /// that could not be walked: the run exits with status 2.
    public var problems = 0
    /// Files `--check` counts: would change, or carry a warning or error.
    public var flagged = 0
    public var elapsedSeconds = 0.0
    /// What each rule did, by rule id.
    public var rules: [String: RuleTally] = [:]

    public init() {}

    /// Counts one outcome once its handling is done (findings added by writing included).
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
        for (rule, tally) in outcome.tallies { rules[rule.rawValue, default: RuleTally()].add(tally) }
    }

    /// One line per rule that found something: what it migrated, by what the sites became,
    /// and what it left, by why. `navmigrate: link-is-active: 3 links to
    /// navigationDestination(isPresented:), 2 links into a typed path; left: 1 refused, 2 held back with a refused site they go with`.
    public func ruleLines() -> [String] {
        RuleID.allCases.compactMap { rule -> String? in
            guard let tally = rules[rule.rawValue], !tally.isEmpty else { return nil }
            var parts: [String] = []
            let migrated = tally.migrated.sorted { ($0.value, $1.key) > ($1.value, $0.key) }
                .map { "\($0.value) \(Self.counted($0.key, $0.value))" }
            parts.append(migrated.isEmpty ? "nothing migrated" : migrated.joined(separator: ", "))
            var left: [String] = []
            if tally.refused > 0 { left.append("\(tally.refused) refused") }
            if tally.leftWithOthers > 0 { left.append("\(tally.leftWithOthers) held back with a refused site they go with") }
            if tally.kept > 0 { left.append("\(tally.kept) kept by ignore comments or availability") }
            if tally.leftOut > 0 { left.append("\(tally.leftOut) going with sites this run does not migrate") }
            if !left.isEmpty { parts.append("left: " + left.joined(separator: ", ")) }
            return "navmigrate: \(rule.rawValue): " + parts.joined(separator: "; ")
        }
    }

    /// What sites became, as the summary counts them: the noun that leads it in the plural
    /// when there are several (`2 links to navigationDestination(isPresented:)`, `3 stacks`).
    /// What names an API (`navigationTitle`, `` `\.dismiss` ``) stays as it is.
    static func counted(_ became: String, _ count: Int) -> String {
        guard count != 1 else { return became }
        let nouns = ["destination closure", "plain link", "hidden link", "detail column", "split view", "destination", "style",
                     "stack", "link"].map { ($0, $0 + "s") } + [("unused property", "unused properties")]
        for (noun, plural) in nouns where became == noun || became.hasPrefix(noun + " ") {
            return plural + became.dropFirst(noun.count)
        }
        return became
    }

    /// `navmigrate: 120 files scanned, 14 parsed, 3 changed, 0 left for errors, 0 failed in 0.42s`, with
    /// `1 change set` after the changed files when there are any; when writing, `N written` and each reason files were not written follow.
    public func line(writing: Bool) -> String {
        var parts = [
            "\(scanned) file\(scanned == 1 ? "" : "s") scanned", "\(parsed) parsed", "\(changed) changed",
        ]
        if changeSets > 0 { parts.append("\(changeSets) change set\(changeSets == 1 ? "" : "s")") }
        // Files left whole for a syntax error or a cancelled rewrite, apart from the sites the
        // rules refused, which their own lines count.
        parts += ["\(refused) left for errors", "\(failed) failed"]
        if skipped > 0 { parts.append("\(skipped) skipped") }
        if notSwift > 0 { parts.append("\(notSwift) not Swift") }
        if writing {
            parts.append("\(written) written")
            if heldBackByDeploymentTarget > 0 { parts.append("\(heldBackByDeploymentTarget) held back by the deployment target") }
            if notWrittenUncommitted > 0 { parts.append("\(notWrittenUncommitted) not written (uncommitted changes)") }
            if notWrittenReadOnly > 0 { parts.append("\(notWrittenReadOnly) not written (read-only)") }
            if notWrittenChangedOnDisk > 0 { parts.append("\(notWrittenChangedOnDisk) not written (changed on disk)") }
            if notWrittenFailed > 0 { parts.append("\(notWrittenFailed) could not be written") }
            if notWrittenWithChangeSet > 0 { parts.append("\(notWrittenWithChangeSet) not written (held back with their change set)") }
            if notReviewed > 0 { parts.append("\(notReviewed) not reviewed") }
        }
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
    /// An error: a file could not be read, parsed or written (or was held back), or has an
    /// error finding.
    case problems = 2
    /// Stopped by Ctrl-C (128 + SIGINT, as shells report it).
    case interrupted = 130
    /// Bad command line.
    case usage = 64

    /// The status a finished run ends with: problems outrank `--check` failures.
    public static func of(_ summary: RunSummary, check: Bool) -> ExitStatus {
        if summary.problems > 0 || summary.heldBackByDeploymentTarget > 0 { return .problems }
        if check, summary.flagged > 0 { return .checkFailed }
        return .clean
    }
}
