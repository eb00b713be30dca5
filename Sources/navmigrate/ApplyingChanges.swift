import NavMigrateKit

/// Writing changed files: the guards that keep a write safe, the write itself, and the
/// interactive conversation that decides file by file.
extension RunCommand {
    /// Checks every reason a changed file must not be written and records each: the project's
    /// deployment target (counted, said once per project), uncommitted changes and a read-only
    /// mode (a finding on the file, counted). Returns whether any applies.
    func holdBack(_ outcome: inout FileOutcome, target: DeploymentTarget?) -> Bool {
        var held = false
        if !options.ignoreDeploymentTarget, let target, !target.platformsTooOld.isEmpty {
            summary.heldBackByDeploymentTarget += 1
            held = true
        }
        if !options.allowDirty {
            switch dirtyGuard.verdict(for: outcome.location) {
            case .clean:
                break
            case .dirty:
                notWrittenDirty.append(outcome.path)
                outcome.findings.append(.fileLevel(
                    .dirtyFile, "not written: the file has uncommitted changes; commit or stash them first, or pass --allow-dirty"))
                summary.notWrittenUncommitted += 1
                held = true
            case .unknown(let workTree):
                outcome.findings.append(.fileLevel(
                    .dirtyUnknown,
                    "not written: git could not say whether the file has uncommitted changes (work tree \(shown(workTree))); pass --allow-dirty to write anyway"))
                summary.notWrittenUncommitted += 1
                held = true
            }
        }
        if !options.writeReadOnly, let reason = WriteAccess.readOnlyReason(outcome.location) {
            outcome.findings.append(.fileLevel(.readOnly, WriteAccess.notWrittenMessage(reason)))
            summary.notWrittenReadOnly += 1
            held = true
        }
        return held
    }

    /// Writes one changed file atomically; a failure becomes an error finding on the file.
    /// Returns whether the file now holds the output.
    func apply(_ outcome: inout FileOutcome) -> Bool {
        do {
            let result = try AtomicWriter.write(outcome.output, to: outcome.location, expected: outcome.original,
                                                shownPath: outcome.path, replacingReadOnly: options.writeReadOnly)
            if result == .written {
                summary.written += 1
                if options.list { Terminal.out(outcome.path + "\n") }
                if options.format == .text, !options.quiet { Terminal.err("navmigrate: wrote \(outcome.path)") }
            }
            return true
        } catch {
            let problem: FileProblem
            switch error.reason {
            case .changedOnDisk:
                problem = .changedOnDisk
                summary.notWrittenChangedOnDisk += 1
            case .readOnly:
                problem = .readOnly
                summary.notWrittenReadOnly += 1
            case .symlink, .hardLinked, .system:
                problem = .writeFailed
                summary.notWrittenFailed += 1
            }
            outcome.findings.append(.fileLevel(problem, error.message))
            return false
        }
    }

    /// `--interactive`: plans every file first (with a progress line on a terminal), so each
    /// question can say where it stands (`(3/25)`), then asks about each changed file that may
    /// be written, in path order. Files that need no change, and changed files held back, are
    /// reported while planning.
    func runInteractively(_ items: [BatchItem], targets: [DeploymentTarget?], runner: BatchRunner) {
        var pending: [FileOutcome] = []
        runner.run(items, progress: { done, total in
            ProgressLine.shared.update(done: done, total: total, path: "planning")
        }) { index, incoming in
            var outcome = incoming
            if outcome.status == .changed {
                announce(targets[index], for: outcome)
                if holdBack(&outcome, target: targets[index]) {
                    outcome.written = false
                    conclude(outcome, findingsShown: false)
                } else {
                    pending.append(outcome)
                }
            } else {
                conclude(outcome, findingsShown: false)
            }
            ProgressLine.shared.update(done: index + 1, total: items.count, path: outcome.path)
            if Interruption.requested { interrupted = true }
            return interrupted ? .stop : .proceed
        }
        ProgressLine.shared.clear()
        ProgressLine.shared.enabled = false
        var stopped = interrupted
        for (index, file) in pending.enumerated() {
            var outcome = file
            if stopped {
                // Never shown: counted, not reported.
                summary.notReviewed += 1
                outcome.written = false
                summary.add(outcome)
                continue
            }
            if converse(&outcome, position: index + 1, of: pending.count) == .stop { stopped = true }
            if Interruption.requested { interrupted = true }
            if interrupted { stopped = true }
            summary.add(outcome)
        }
    }

    /// Shows one change and asks what to do with it. Every finding is shown here.
    func converse(_ outcome: inout FileOutcome, position: Int, of total: Int) -> BatchRunner.Decision {
        let alreadyShown = outcome.findings.count
        outcome.written = false
        defer {
            for finding in outcome.findings.dropFirst(alreadyShown) {
                Terminal.err(errorStyle.format(finding, path: outcome.path))
            }
        }
        if acceptAll {
            showFindings(outcome)
            outcome.written = apply(&outcome)
            return .proceed
        }
        showDiff(outcome, throughPager: false)
        showFindings(outcome)
        while true {
            Terminal.err(Array(InteractiveAnswer.prompt(for: outcome.path, position: position, of: total).utf8))
            switch answers.readLine() {
            case .interrupted:
                Terminal.err("")
                interrupted = true
                return .stop
            case .endOfInput:
                Terminal.err("\nnavmigrate: end of input; stopping. Files already applied stay applied.")
                return .stop
            case .text(let line):
                // Typed answers are echoed by the terminal; piped ones are not, and the next
                // output would run on after the question.
                if !answers.isTerminal { Terminal.err(line) }
                guard let answer = InteractiveAnswer(line) else {
                    Terminal.err("Please answer y, n, a, v or q (? for help).")
                    continue
                }
                switch answer {
                case .help:
                    Terminal.err(InteractiveAnswer.helpText)
                case .view:
                    showDiff(outcome, throughPager: true)
                case .yes:
                    outcome.written = apply(&outcome)
                    return .proceed
                case .no:
                    return .proceed
                case .all:
                    acceptAll = true
                    outcome.written = apply(&outcome)
                    return .proceed
                case .quit:
                    return .stop
                }
            }
        }
    }

    /// The diff on standard error; through the pager when standard error is a terminal and
    /// the diff with its findings and question would not fit on it, or when asked (`v`).
    private func showDiff(_ outcome: FileOutcome, throughPager asked: Bool) {
        let terminal = Terminal.standardErrorIsTerminal
        let bytes = colored(outcome.diff, terminal: terminal)
        if terminal {
            let height = outcome.diff.reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) } + outcome.findings.count + 1
            if asked || height > Terminal.rows(), let command = Pager.command(), Pager.show(bytes, command: command) {
                return
            }
        }
        Terminal.err(bytes)
    }
}
