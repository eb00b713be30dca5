import Foundation
import NavMigrateKit

/// One run, from parsed options to exit status: walk the roots, migrate every file on all
/// cores, and hand each result, in path order, to the dry run, `--write` or `--interactive`.
final class RunCommand {
    let options: CommandLineOptions
    var summary = RunSummary()
    var interrupted = false
    var notices: [String] = []
    var notWrittenDirty: [String] = []
    /// One `git status` per work tree, shared by discovery and the dirty-tree guard.
    let git = GitStatusCache()
    lazy var dirtyGuard = DirtyTreeGuard(git: git)
    var json = JSONReportWriter()
    lazy var answers = AnswerReader()
    var acceptAll = false
    private var toldNoTarget = false
    private var toldProjects = Set<String>()
    let currentDirectory = FileManager.default.currentDirectoryPath

    init(options: CommandLineOptions) {
        self.options = options
    }

    var writes: Bool { options.write || options.interactive }

    func run() -> ExitStatus {
        let start = monotonicNanoseconds()
        let found = FileDiscovery(excludes: options.excludes.map(Glob.init), git: git).discover(options.roots)
        for problem in found.problems {
            let severity = problem.severity == .error ? "error" : "note"
            tell("\(problem.path): \(severity): \(problem.message)")
            if problem.severity == .error { summary.problems += 1 }
        }
        let resolver = DeploymentTargetResolver()
        var targets: [DeploymentTarget?] = []
        let items = found.files.map { file in
            let target = file.skipReason == nil ? resolver.target(forFile: file.location) : nil
            targets.append(target)
            let options = MigrationOptions(
                allowsIOS17API: self.options.forceIOS17API || (target?.allowsIOS17API ?? false),
                annotateRefusals: self.options.annotate)
            return BatchItem(file: file, options: options)
        }
        if writes { Interruption.install() }
        ProgressLine.shared.enabled = Terminal.standardErrorIsTerminal && !options.interactive
        if options.format == .json { Terminal.out(json.opening()) }

        let runner = BatchRunner(jobs: options.jobs ?? ProcessInfo.processInfo.activeProcessorCount)
        runner.run(items) { index, outcome in
            let decision = handle(outcome, target: targets[index])
            ProgressLine.shared.update(done: index + 1, total: items.count, path: outcome.path)
            if Interruption.requested { interrupted = true }
            return interrupted ? .stop : decision
        }
        ProgressLine.shared.clear()
        summary.elapsedSeconds = Double(monotonicNanoseconds() - start) / 1e9
        finish()
        if interrupted { return .interrupted }
        return ExitStatus.of(summary, check: options.check)
    }

    private func finish() {
        if options.format == .json {
            Terminal.out(json.closing(notices: notices, summary: summary))
        }
        if interrupted { Terminal.err("navmigrate: interrupted; files already written stay written, nothing else was touched") }
        if !notWrittenDirty.isEmpty {
            Terminal.err("navmigrate: not written because they have uncommitted changes (commit or stash them, or pass --allow-dirty): "
                         + notWrittenDirty.joined(separator: ", "))
        }
        Terminal.err(summary.line(writing: writes))
        if options.format == .text, !writes, !options.check, summary.changed > 0 {
            Terminal.err("navmigrate: nothing was written; run again with --write to apply, or -i to choose file by file")
        }
    }

    /// Everything that happens to one file, in path order.
    private func handle(_ incoming: FileOutcome, target: DeploymentTarget?) -> BatchRunner.Decision {
        var outcome = incoming
        summary.add(outcome)
        guard outcome.status == .changed else {
            report(outcome, findingsShown: false)
            return .proceed
        }
        announce(target, for: outcome)
        if options.interactive {
            // The conversation shows the diff and findings itself (--format json is refused).
            return converse(&outcome, target: target)
        }
        if options.write, let blocker = writeBlocker(outcome, target: target) {
            outcome.findings.append(blocker)
            summary.problems += 1
        } else if options.write {
            apply(&outcome)
        }
        report(outcome, findingsShown: false)
        return .proceed
    }

    /// Findings to standard error, the diff to standard output (dry run), or a JSON entry.
    func report(_ outcome: FileOutcome, findingsShown: Bool) {
        if options.format == .json {
            Terminal.out(json.entry(outcome))
            return
        }
        if !findingsShown {
            for finding in outcome.findings { Terminal.err(finding.formatted(path: outcome.path)) }
        }
        if outcome.status == .changed, !writes {
            Terminal.out(colored(outcome.diff, terminal: Terminal.standardOutputIsTerminal))
        }
    }

    func colored(_ diff: [UInt8], terminal: Bool) -> [UInt8] {
        let color: Bool
        switch options.color {
        case .always: color = true
        case .never: color = false
        case .auto: color = terminal && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
        }
        return color ? DiffColorizer.colorize(diff) : diff
    }

    /// Says once per project that its target is too old, and once per run that a file has no
    /// known target.
    private func announce(_ target: DeploymentTarget?, for outcome: FileOutcome) {
        guard let target else {
            guard !toldNoTarget else { return }
            toldNoTarget = true
            tell("navmigrate: note: no deployment target found for \(outcome.path) (no Package.swift platforms or Xcode project above it); assuming NavigationStack is available")
            return
        }
        let tooOld = target.platformsTooOld
        guard !tooOld.isEmpty, toldProjects.insert(target.source).inserted else { return }
        let consequence: String
        if options.ignoreDeploymentTarget {
            consequence = "going ahead because of --ignore-deployment-target"
        } else if writes {
            consequence = "its files are not written; raise the target or pass --ignore-deployment-target"
        } else {
            consequence = "--write will refuse its files unless --ignore-deployment-target"
        }
        tell("\(shown(target.source)): warning: deployment target \(tooOld.joined(separator: ", ")) is older than NavigationStack; \(consequence) [deployment-target]")
    }

    private func tell(_ message: String) {
        Terminal.err(message)
        notices.append(message)
    }

    /// A path relative to the current folder when it lies below it.
    func shown(_ path: String) -> String {
        let base = currentDirectory.hasSuffix("/") ? currentDirectory : currentDirectory + "/"
        return path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path
    }
}
