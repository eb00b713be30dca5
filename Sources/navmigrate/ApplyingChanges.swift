import NavMigrateKit

/// Writing changed files: the guards that keep a write safe, the write itself, and the
/// interactive conversation that decides file by file.
extension RunCommand {
    /// Why this file must not be written, as a finding, or nil when it may be.
    func writeBlocker(_ outcome: FileOutcome, target: DeploymentTarget?) -> Finding? {
        if !options.ignoreDeploymentTarget, let target, !target.platformsTooOld.isEmpty {
            return .fileLevel(
                .deploymentTarget,
                "not written: \(shown(target.source)) targets \(target.platformsTooOld.joined(separator: ", ")), older than NavigationStack; raise the target or pass --ignore-deployment-target")
        }
        guard !options.allowDirty else { return nil }
        switch dirtyGuard.verdict(for: outcome.location) {
        case .clean:
            return nil
        case .dirty:
            notWrittenDirty.append(outcome.path)
            return .fileLevel(.dirtyFile,
                              "not written: the file has uncommitted changes; commit or stash them first, or pass --allow-dirty")
        case .unknown(let workTree):
            return .fileLevel(.dirtyUnknown,
                              "not written: git could not say whether the file has uncommitted changes (work tree \(shown(workTree))); pass --allow-dirty to write anyway")
        }
    }

    /// Writes one changed file atomically; a failure becomes an error finding on the file.
    @discardableResult
    func apply(_ outcome: inout FileOutcome) -> Bool {
        do {
            let result = try AtomicWriter.write(outcome.output, to: outcome.location, expected: outcome.original,
                                                shownPath: outcome.path)
            if result == .written {
                summary.written += 1
                if options.format == .text { Terminal.err("navmigrate: wrote \(outcome.path)") }
            }
            return true
        } catch {
            let rule: FileProblem = error.reason == .changedOnDisk ? .changedOnDisk : .writeFailed
            outcome.findings.append(.fileLevel(rule, error.message))
            summary.problems += 1
            return false
        }
    }

    /// Shows one change and asks what to do with it. Every finding is shown here, so the
    /// caller does not print them again.
    func converse(_ outcome: inout FileOutcome, target: DeploymentTarget?) -> BatchRunner.Decision {
        let alreadyShown = outcome.findings.count
        defer {
            for finding in outcome.findings.dropFirst(alreadyShown) {
                Terminal.err(finding.formatted(path: outcome.path))
            }
        }
        if let blocker = writeBlocker(outcome, target: target) {
            showFindings(outcome)
            outcome.findings.append(blocker)
            summary.problems += 1
            return .proceed
        }
        if acceptAll {
            showFindings(outcome)
            apply(&outcome)
            return .proceed
        }
        Terminal.err(colored(outcome.diff, terminal: Terminal.standardErrorIsTerminal))
        showFindings(outcome)
        while true {
            Terminal.err(Array(InteractiveAnswer.prompt(for: outcome.path).utf8))
            switch answers.readLine() {
            case .interrupted:
                Terminal.err("")
                interrupted = true
                return .stop
            case .endOfInput:
                Terminal.err("\nnavmigrate: end of input; stopping. Files already applied stay applied.")
                return .stop
            case .text(let line):
                guard let answer = InteractiveAnswer(line) else {
                    Terminal.err("Please answer y, n, a or q (? for help).")
                    continue
                }
                switch answer {
                case .help:
                    Terminal.err(InteractiveAnswer.helpText)
                case .yes:
                    apply(&outcome)
                    return .proceed
                case .no:
                    return .proceed
                case .all:
                    acceptAll = true
                    apply(&outcome)
                    return .proceed
                case .quit:
                    return .stop
                }
            }
        }
    }

    private func showFindings(_ outcome: FileOutcome) {
        guard options.format == .text else { return }
        for finding in outcome.findings { Terminal.err(finding.formatted(path: outcome.path)) }
    }
}
