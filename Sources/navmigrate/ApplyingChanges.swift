import NavMigrateKit

/// Writing changed files: the guards that keep a write safe, the write itself, and the
/// interactive conversation that decides file by file.
extension RunCommand {
    /// Checks every reason a changed file must not be written and records each: the project's
    /// deployment target (counted, said once per project), uncommitted changes and a read-only
    /// mode (a finding on the file, counted). Returns the reasons that apply, each what can be
    /// said of the file (`has uncommitted changes`); none when the file may be written.
    func holdBack(_ outcome: inout FileOutcome, target: DeploymentTarget?) -> [String] {
        var reasons: [String] = []
        // A file is held back when what its changes write needs a newer release than the target:
        // titles, toolbars and `dismiss` fit targets that `NavigationStack` does not.
        let changedBy = outcome.rulesWritingAPI
        // Only the platforms whose builds compile the file count (`#if os(iOS)` around all of it).
        if !options.ignoreDeploymentTarget, let target, !target.platformsTooOld(forChangesBy: changedBy, on: outcome.platforms, limits: outcome.rulePlatforms).isEmpty {
            summary.heldBackByDeploymentTarget += 1
            reasons.append("is held back by its deployment target")
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
                reasons.append("has uncommitted changes")
            case .unknown(let workTree):
                outcome.findings.append(.fileLevel(
                    .dirtyUnknown,
                    "not written: git could not say whether the file has uncommitted changes (work tree \(shown(workTree))); pass --allow-dirty to write anyway"))
                summary.notWrittenUncommitted += 1
                reasons.append("may have uncommitted changes (git could not say)")
            }
        }
        if !options.writeReadOnly, let reason = WriteAccess.readOnlyReason(outcome.location) {
            outcome.findings.append(.fileLevel(.readOnly, WriteAccess.notWrittenMessage(reason)))
            summary.notWrittenReadOnly += 1
            reasons.append("is read-only")
        }
        return reasons
    }

    /// Writes one changed file atomically; a failure becomes an error finding on the file.
    /// Returns whether the file now holds the output.
    func apply(_ outcome: inout FileOutcome) -> Bool {
        do {
            let result = try AtomicWriter.write(outcome.output, to: outcome.location, expected: outcome.original,
                                                shownPath: outcome.path, replacingReadOnly: options.writeReadOnly)
            if result == .written { tellWritten(outcome) }
            return true
        } catch {
            record(error, on: &outcome)
            return false
        }
    }

    /// Counts a file just written and says so (`wrote`, or its path with `--list`).
    func tellWritten(_ outcome: FileOutcome) {
        summary.written += 1
        if options.list { Terminal.out(outcome.path + "\n") }
        if options.format == .text, !options.quiet { Terminal.err("navmigrate: wrote \(outcome.path)") }
    }

    /// A failed write: an error finding on the file, counted by its reason.
    func record(_ failure: AtomicWriter.Failure, on outcome: inout FileOutcome) {
        let problem: FileProblem
        switch failure.reason {
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
        outcome.findings.append(.fileLevel(problem, failure.message))
    }

    /// `--interactive`: plans every file first (with a progress line on a terminal), so each
    /// question can say where it stands (`(3/25)`), then asks about each changed file or change
    /// set that may be written, in path order; a change set is asked about once. Files that
    /// need no change, and changes held back, are reported while planning.
    func runInteractively(_ items: [BatchItem], runner: BatchRunner) {
        var pending: [[FileOutcome]] = []
        var queue = ChangeSetQueue(paths: items.map(\.file.path))
        func take(_ unit: ChangeSetQueue.Unit) {
            let problems = problems(of: unit)
            if takesAsChangeSet(unit, problems: problems) {
                var members = unit.outcomes
                begin(unit)
                if !problems.isEmpty {
                    withhold(&members, because: problems)
                } else if holdBack(set: &members).isEmpty {
                    pending.append(members)
                    return
                }
                for member in members { conclude(member, findingsShown: false) }
                return
            }
            for var outcome in unit.outcomes {
                if outcome.status == .changed {
                    announce(target(of: outcome), for: outcome)
                    if holdBack(&outcome, target: target(of: outcome)).isEmpty {
                        pending.append([outcome])
                        continue
                    }
                    outcome.written = false
                }
                conclude(outcome, findingsShown: false)
            }
        }
        runner.run(items, progress: { done, total in
            ProgressLine.shared.update(done: done, total: total, path: "planning")
        }) { index, incoming in
            for unit in queue.add(index, incoming) { take(unit) }
            ProgressLine.shared.update(done: index + 1, total: items.count, path: incoming.path)
            if Interruption.requested { interrupted = true }
            return interrupted ? .stop : .proceed
        }
        if !interrupted { for unit in queue.drain() { take(unit) } }
        ProgressLine.shared.clear()
        ProgressLine.shared.enabled = false
        var stopped = interrupted
        for (index, unit) in pending.enumerated() {
            var members = unit
            if stopped {
                // Never shown: counted, not reported.
                for var member in members {
                    if member.status == .changed { summary.notReviewed += 1 }
                    member.written = false
                    summary.add(member)
                }
                continue
            }
            if converse(&members, position: index + 1, of: pending.count) == .stop { stopped = true }
            if Interruption.requested { interrupted = true }
            if interrupted { stopped = true }
            for member in members { summary.add(member) }
        }
    }

    /// Shows one change (a file, or every file of a change set) and asks what to do with it.
    /// Every finding is shown here.
    func converse(_ members: inout [FileOutcome], position: Int, of total: Int) -> BatchRunner.Decision {
        let alreadyShown = members.map(\.findings.count)
        for index in members.indices where members[index].status == .changed { members[index].written = false }
        defer {
            for (member, shown) in zip(members, alreadyShown) {
                for finding in member.findings.dropFirst(shown) {
                    Terminal.err(errorStyle.format(finding, path: member.path))
                }
            }
        }
        if acceptAll {
            members.forEach(showFindings)
            applyAll(&members)
            return .proceed
        }
        showDiff(members, throughPager: false)
        members.forEach(showFindings)
        while true {
            Terminal.err(Array(InteractiveAnswer.prompt(for: members.map(\.path), position: position, of: total).utf8))
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
                    showDiff(members, throughPager: true)
                case .yes:
                    applyAll(&members)
                    return .proceed
                case .no:
                    return .proceed
                case .all:
                    acceptAll = true
                    applyAll(&members)
                    return .proceed
                case .quit:
                    return .stop
                }
            }
        }
    }

    /// Writes a file alone, or a change set all or none.
    private func applyAll(_ members: inout [FileOutcome]) {
        if members.count == 1 {
            members[0].written = apply(&members[0])
        } else {
            apply(set: &members)
        }
    }

    /// The diffs on standard error, one after another; through the pager when standard error
    /// is a terminal and the diffs with their findings and question would not fit on it, or
    /// when asked (`v`).
    private func showDiff(_ members: [FileOutcome], throughPager asked: Bool) {
        let terminal = Terminal.standardErrorIsTerminal
        let diff = members.flatMap(\.diff)
        let bytes = colored(diff, terminal: terminal)
        if terminal {
            let height = diff.reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
                + members.map(\.findings.count).reduce(0, +) + 1
            if asked || height > Terminal.rows(), let command = Pager.command(), Pager.show(bytes, command: command) {
                return
            }
        }
        Terminal.err(bytes)
    }
}
