import Foundation
import NavMigrateKit

/// One run, from parsed options to exit status: read the path lists, walk the roots, migrate
/// every file on all cores, and hand each result, in path order, to the dry run, `--write`
/// or `--interactive`, and to the chosen report format.
final class RunCommand {
    let options: CommandLineOptions
    var summary = RunSummary()
    var interrupted = false
    var notices: [Notice] = []
    var notWrittenDirty: [String] = []
    /// The files whose changes need a newer release than their deployment target, as shown.
    var needingNewerTarget: [String] = []
    /// One `git status` per work tree, shared by discovery and the dirty-tree guard.
    let git = GitStatusCache()
    lazy var dirtyGuard = DirtyTreeGuard(git: git)
    var patchPaths = PatchPaths()
    var json = JSONReportWriter()
    var sarif = SARIFReport()
    lazy var answers = AnswerReader(standardInputTaken: options.readsPathsFromStandardInput)
    var acceptAll = false
    private var toldNoTarget = false
    /// The too-old platforms already told of, by project and by what they lack.
    private var toldProjects: [String: Set<String>] = [:]
    /// A batch run's projects whose targets are too old for some file's changes, in the order
    /// met: the rules those files' changes need and the platforms that compile them, said once
    /// per project when the run ends (an interactive run says them as it goes).
    private var tooOldProjects: [(target: DeploymentTarget, rules: Set<RuleID>, platforms: Set<ApplePlatform>?, limits: [RuleID: Set<ApplePlatform>])] = []
    let currentDirectory = FileManager.default.currentDirectoryPath
    /// Each file's project deployment target, by item index.
    var targets: [DeploymentTarget?] = []
    /// The item index of each shown path, and the patch path of each.
    var indexOfPath: [String: Int] = [:]
    var diffPathOfPath: [String: String] = [:]
    /// How findings and notices look on standard error.
    let errorStyle: DiagnosticStyle

    init(options: CommandLineOptions) {
        self.options = options
        errorStyle = DiagnosticStyle(colour: Self.wantsColour(options.color, terminal: Terminal.standardErrorIsTerminal))
    }

    var writes: Bool { options.write || options.interactive }

    /// The rules `--only` and `--skip` leave.
    lazy var rules = RuleSet(only: options.onlyRules.isEmpty ? nil : Set(options.onlyRules), skip: Set(options.skippedRules))

    /// Whether `--color` and `NO_COLOR` ask for colour on a stream that is (or is not) a
    /// terminal. `--color always` wins over `NO_COLOR`, as no-color.org asks.
    static func wantsColour(_ choice: CommandLineOptions.ColorChoice, terminal: Bool) -> Bool {
        switch choice {
        case .always: return true
        case .never: return false
        case .auto:
            return terminal && !noColorSet
        }
    }

    /// `NO_COLOR` read once: the environment is copied whole on every read.
    private static let noColorSet = ProcessInfo.processInfo.environment["NO_COLOR"].map { !$0.isEmpty } ?? false

    func run() -> ExitStatus {
        let start = monotonicNanoseconds()
        let named = namedPaths()
        // No roots left (an empty list, only skipped names): nothing to walk, not `.`.
        let found = named.roots.isEmpty
            ? nil : FileDiscovery(excludes: options.excludes.map(Glob.init), git: git).discover(named.roots)
        for problem in found?.problems ?? [] {
            let severity: Finding.Severity = problem.severity == .error ? .error : .note
            tell(Notice(.discovery, severity: severity, path: problem.path, message: problem.message))
            if problem.severity == .error { summary.problems += 1 }
        }
        patchPaths = PatchPaths(locations: (found?.files ?? []).map(\.location))
        let resolver = DeploymentTargetResolver()
        var targets: [DeploymentTarget?] = []
        let items = (found?.files ?? []).map { file in
            let target = file.skipReason == nil ? resolver.target(forFile: file.location) : nil
            targets.append(target)
            var options = MigrationOptions(
                allowsIOS17API: self.options.forceIOS17API || (target?.allowsIOS17API ?? false),
                annotateRefusals: self.options.annotate,
                deploymentTarget: target?.versions,
                rules: rules)
            options.assumesRaisedTarget = self.options.ignoreDeploymentTarget
            options.buildsForIPad = target?.buildsForIPad ?? false
            options.buildsForMacCatalyst = target?.buildsForMacCatalyst ?? false
            return BatchItem(file: file, options: options, diffPath: patchPaths.path(forLocation: file.location))
        }
        self.targets = targets
        for (index, item) in items.enumerated() {
            indexOfPath[item.file.path] = index
            diffPathOfPath[item.file.path] = item.diffPath ?? item.file.path
        }
        if writes { Interruption.install() }
        ProgressLine.shared.enabled = Terminal.standardErrorIsTerminal
        if options.format == .json { Terminal.out(json.opening()) }

        let runner = BatchRunner(jobs: options.jobs ?? ProcessInfo.processInfo.activeProcessorCount)
        if options.interactive {
            runInteractively(items, runner: runner)
        } else {
            var queue = ChangeSetQueue(paths: items.map(\.file.path))
            runner.run(items, progress: { done, total in
                ProgressLine.shared.update(done: done, total: total, path: "planning")
            }) { index, outcome in
                for unit in queue.add(index, outcome) { handle(unit) }
                ProgressLine.shared.update(done: index + 1, total: items.count, path: outcome.path)
                if Interruption.requested { interrupted = true }
                return interrupted ? .stop : .proceed
            }
            // What a stopped run had not finished is left alone, like the files it never reached.
            if !interrupted { for unit in queue.drain() { handle(unit) } }
        }
        ProgressLine.shared.clear()
        summary.elapsedSeconds = Double(monotonicNanoseconds() - start) / 1e9
        finish()
        if interrupted { return .interrupted }
        return ExitStatus.of(summary, check: options.check)
    }

    /// The command-line paths and those of every list, sorted into roots and skips, with a
    /// notice for each skip.
    private func namedPaths() -> NamedPaths {
        var listed: [String] = []
        for list in options.pathLists {
            do {
                listed += try NamedPaths.readList(list)
            } catch {
                tell(Notice(.discovery, severity: .error, path: list == "-" ? "standard input" : list,
                            message: "cannot read the path list: \(error)"))
                summary.problems += 1
            }
        }
        let named = NamedPaths.sort(named: options.roots, listed: listed)
        if !named.notSwift.isEmpty {
            summary.notSwift = named.notSwift.count
            let count = named.notSwift.count
            tellGrouped(named.notSwift.map {
                Notice(.notSwift, severity: .note, path: $0, message: "not a Swift file (*.swift); skipped")
            }, text: "skipped \(count) named file\(count == 1 ? "" : "s") that \(count == 1 ? "is" : "are") not Swift (*.swift): "
                + Self.shortList(named.notSwift))
        }
        if !named.missingListed.isEmpty {
            let count = named.missingListed.count
            tellGrouped(named.missingListed.map {
                Notice(.listedPathMissing, severity: .note, path: $0, message: "listed but does not exist (deleted?); skipped")
            }, text: "skipped \(count) listed path\(count == 1 ? "" : "s") that \(count == 1 ? "does" : "do") not exist: "
                + Self.shortList(named.missingListed))
        }
        return named
    }

    /// At most ten paths, then how many more.
    private static func shortList(_ paths: [String]) -> String {
        let shown = paths.prefix(10).joined(separator: ", ")
        return paths.count > 10 ? shown + " and \(paths.count - 10) more" : shown
    }

    private func finish() {
        for project in tooOldProjects {
            tellTooOld(project.target, rules: project.rules.sorted(), platforms: project.platforms, limits: project.limits)
        }
        tooOldProjects = []
        switch options.format {
        case .json: Terminal.out(json.closing(notices: notices, summary: summary))
        case .sarif: Terminal.out(sarif.render())
        case .text, .github: break
        }
        if interrupted { Terminal.err("navmigrate: interrupted; files already written stay written, nothing else was touched") }
        guard !options.quiet else { return }
        if !needingNewerTarget.isEmpty {
            // The deployment-target notice is said once per project: here, which files it holds.
            let shown = needingNewerTarget.prefix(20).joined(separator: ", ")
                + (needingNewerTarget.count > 20 ? " and \(needingNewerTarget.count - 20) more" : "")
            Terminal.err(writes
                ? "navmigrate: not written because their changes need a newer deployment target (raise it, or pass --ignore-deployment-target): \(shown)"
                : "navmigrate: --write would not write these, whose changes need a newer deployment target (raise it, or pass --ignore-deployment-target): \(shown)")
        }
        if !notWrittenDirty.isEmpty {
            Terminal.err("navmigrate: not written because they have uncommitted changes (commit or stash them, or pass --allow-dirty): "
                         + notWrittenDirty.joined(separator: ", "))
        }
        if summary.notReviewed > 0 {
            Terminal.err("navmigrate: \(summary.notReviewed) changed file\(summary.notReviewed == 1 ? " was" : "s were") never reviewed; run navmigrate -i again to go on")
        }
        Terminal.err(summary.line(writing: writes))
        if options.format == .text {
            for line in summary.ruleLines() { Terminal.err(line) }
        }
        if options.check, summary.flagged > 0, summary.rules.values.contains(where: { $0.refused > 0 }) {
            Terminal.err("navmigrate: to keep a refused site as it is and silence its finding, put `// navmigrate:ignore <rule>` (the id in brackets) on the line before it")
        }
        if options.format == .text, !writes, !options.check, !options.list, summary.changed > 0 {
            Terminal.err("navmigrate: nothing was written; run again with --write to apply, or -i to choose file by file")
        }
    }

    /// Everything that happens to one file or change set, in path order (dry run and `--write`).
    private func handle(_ unit: ChangeSetQueue.Unit) {
        let problems = problems(of: unit)
        guard takesAsChangeSet(unit, problems: problems) else { return unit.outcomes.forEach(handle) }
        var members = unit.outcomes
        begin(unit)
        if !problems.isEmpty {
            withhold(&members, because: problems)
            for member in members { conclude(member, findingsShown: false, showsChange: false) }
            return
        }
        if !options.write {
            sayTogether(members)
        } else if holdBack(set: &members).isEmpty {
            sayTogether(members)
            apply(set: &members)
        }
        for member in members { conclude(member, findingsShown: false) }
    }

    private func handle(_ incoming: FileOutcome) {
        var outcome = incoming
        if outcome.status == .changed {
            announce(target(of: outcome), for: outcome)
            if options.write {
                outcome.written = holdBack(&outcome, target: target(of: outcome)).isEmpty ? apply(&outcome) : false
            }
        }
        conclude(outcome, findingsShown: false)
    }

    /// The deployment target of a file of the run.
    func target(of outcome: FileOutcome) -> DeploymentTarget? {
        indexOfPath[outcome.path].flatMap { targets[$0] }
    }

    /// Counts a file whose handling is over and reports it.
    /// - Parameter showsChange: false for a file of a change set that cannot be written as a
    ///   whole: its diff stays out of the patch.
    func conclude(_ outcome: FileOutcome, findingsShown: Bool, showsChange: Bool = true) {
        summary.add(outcome)
        report(outcome, findingsShown: findingsShown, showsChange: showsChange)
    }

    /// Findings to standard error, the diff (or with `--list` the path) to standard output,
    /// or the file's part of the JSON, SARIF or GitHub report.
    func report(_ outcome: FileOutcome, findingsShown: Bool, showsChange: Bool = true) {
        // What a run that writes left unwritten is still a change to point at.
        let pendingChange = outcome.written != true
        let changeSet = outcome.changeSet.map { diffPathOfPath[$0] ?? $0 }
        switch options.format {
        case .json:
            Terminal.out(json.entry(outcome))
        case .sarif:
            sarif.add(outcome, includingChanges: pendingChange, changeSet: changeSet)
        case .github:
            Terminal.out(GitHubAnnotations.lines(for: outcome, includingChanges: pendingChange, changeSet: changeSet))
        case .text:
            if !findingsShown { showFindings(outcome) }
            guard outcome.status == .changed, !writes, showsChange else { return }
            if options.list {
                Terminal.out(outcome.path + "\n")
            } else {
                Terminal.out(colored(outcome.diff, terminal: Terminal.standardOutputIsTerminal))
            }
        }
    }

    func showFindings(_ outcome: FileOutcome) {
        for finding in outcome.findings { Terminal.err(errorStyle.format(finding, path: outcome.path)) }
    }

    func colored(_ diff: [UInt8], terminal: Bool) -> [UInt8] {
        Self.wantsColour(options.color, terminal: terminal) ? DiffColorizer.colorize(diff) : diff
    }

    /// Says once per project that its target is too old, and once per run that a file has no
    /// known target.
    func announce(_ target: DeploymentTarget?, for outcome: FileOutcome) {
        guard let target else {
            guard !toldNoTarget else { return }
            toldNoTarget = true
            tell(Notice(.noDeploymentTarget, severity: .note, path: outcome.path,
                        message: "no deployment target found for \(outcome.path) (no Package.swift with platforms above it, no Xcode project that sets a deployment target in its own settings or in the .xcconfig files its configurations are based on, no XcodeGen project.yml and no Tuist Project.swift that sets one); assuming NavigationStack is available there, and in every other file of this run that has no deployment target either"))
            return
        }
        // Only a file whose changes need more than the target has is held back, and told of.
        let rules = outcome.rulesWritingAPI
        if !options.interactive {
            guard !target.platformsTooOld(forChangesBy: rules, on: outcome.platforms, limits: outcome.rulePlatforms).isEmpty else { return }
            if !options.ignoreDeploymentTarget { needingNewerTarget.append(outcome.path) }
            if let index = tooOldProjects.firstIndex(where: { $0.target.source == target.source }) {
                // A rule limited in one file and not in another is not limited.
                let known = tooOldProjects[index]
                for rule in rules {
                    let limit = known.rules.contains(rule) && known.limits[rule] == nil ? nil
                        : outcome.rulePlatforms[rule].flatMap { mine in known.rules.contains(rule) ? known.limits[rule].map { $0.union(mine) } : mine }
                    tooOldProjects[index].limits[rule] = limit
                }
                tooOldProjects[index].rules.formUnion(rules)
                let platforms = tooOldProjects[index].platforms
                tooOldProjects[index].platforms = platforms.flatMap { known in outcome.platforms.map { known.union($0) } }
                // Files of one project held to different targets (the ones that compile them):
                // the lowest version of each platform is the one to tell.
                for (platform, version) in target.versions {
                    if let known = tooOldProjects[index].target.versions[platform], known < version { continue }
                    tooOldProjects[index].target.versions[platform] = version
                }
            } else {
                tooOldProjects.append((target, Set(rules), outcome.platforms, outcome.rulePlatforms.filter { rules.contains($0.key) }))
            }
            return
        }
        tellTooOld(target, rules: rules, platforms: outcome.platforms, limits: outcome.rulePlatforms)
    }

    /// Says what a project's target lacks for the changes of `rules` on `platforms` (nil: all).
    private func tellTooOld(_ target: DeploymentTarget, rules: [RuleID], platforms: Set<ApplePlatform>?,
                            limits: [RuleID: Set<ApplePlatform>]) {
        let tooOld = target.platformsTooOld(forChangesBy: rules, on: platforms, limits: limits)
        let needsStack = target.lacksNavigationStack(forChangesBy: rules, limits: limits)
        let what = needsStack ? "NavigationStack" : "what the changes write (" + target.lackingOutputs(forChangesBy: rules, limits: limits).joined(separator: ", ") + ")"
        // Files of one project may be held to different targets (the ones that compile them): each
        // too-old platform is told once, with the platforms first told beside it.
        let key = target.source + "\u{0}" + what
        let told = toldProjects[key, default: []]
        let fresh = tooOld.filter { !told.contains($0) }
        guard !fresh.isEmpty else { return }
        toldProjects[key] = told.union(fresh)
        let consequence: String
        var severity = Finding.Severity.warning
        if options.ignoreDeploymentTarget {
            consequence = "going ahead because of --ignore-deployment-target"
        } else if writes {
            consequence = "its files whose changes need it are not written (the summary counts them); raise the target or pass --ignore-deployment-target"
            severity = .error
        } else {
            consequence = "--write will refuse its files whose changes need it unless --ignore-deployment-target"
        }
        tell(Notice(.deploymentTarget, severity: severity, path: shown(target.source),
                    message: "deployment target \(fresh.joined(separator: ", ")) is older than \(what); \(consequence)"),
             location: target.source)
    }

    /// Records a notice for the JSON report and says it on standard error (notes not with
    /// `--quiet`); in the SARIF and GitHub formats a notice about a file is a result too.
    /// - Parameter location: the absolute path of the file the notice is about, if any.
    private func tell(_ notice: Notice, location: String? = nil) {
        notices.append(notice)
        say(notice, text: nil)
        let diffPath = location.map { patchPaths.path(forLocation: $0) }
        if options.format == .github, notice.kind == .deploymentTarget || notice.severity == .error {
            Terminal.out(GitHubAnnotations.line(for: notice, diffPath: diffPath))
        }
        if options.format == .sarif, let diffPath { sarif.add(notice, diffPath: diffPath) }
    }

    /// Several notices of one kind, said in one line.
    private func tellGrouped(_ group: [Notice], text: String) {
        notices += group
        if let first = group.first { say(first, text: text) }
    }

    private func say(_ notice: Notice, text: String?) {
        if options.quiet, notice.severity == .note { return }
        let id = notice.kind == .deploymentTarget ? notice.kind.rawValue : nil
        if let text {
            Terminal.err(errorStyle.line(location: "navmigrate", severity: notice.severity, message: text, id: nil))
        } else if notice.kind == .deploymentTarget || notice.kind == .discovery, let path = notice.path {
            Terminal.err(errorStyle.line(location: path, severity: notice.severity, message: notice.message, id: id))
        } else {
            Terminal.err(errorStyle.line(location: "navmigrate", severity: notice.severity, message: notice.message, id: id))
        }
    }

    /// A path relative to the current folder when it lies below it.
    func shown(_ path: String) -> String {
        let base = currentDirectory.hasSuffix("/") ? currentDirectory : currentDirectory + "/"
        return path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path
    }
}
