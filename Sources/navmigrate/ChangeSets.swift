import NavMigrateKit

/// Change sets: files whose changes need each other (`FileOutcome.changeSet`) are shown
/// together, asked about once, and written all or none. A set one of whose files is not in the
/// run, could not be migrated, or may not be written is not written at all, and the run says why:
/// each file with a finding, the set in one line.
extension RunCommand {
    /// A file of a change set that keeps the whole set from being written, and why: what can
    /// be said of it (`has uncommitted changes`).
    struct Blocker {
        var path: String
        var reason: String

        /// `Root.swift, which has uncommitted changes`.
        var described: String { "\(path), which \(reason)" }
    }

    /// Whether a unit is handled as a change set: it names several files, and more than one of
    /// them changes, or one of them keeps the others back. A set whose other files turned out
    /// to need no change is just its one changed file.
    func takesAsChangeSet(_ unit: ChangeSetQueue.Unit, problems: [Blocker]) -> Bool {
        guard unit.isChangeSet else { return false }
        return !problems.isEmpty || unit.outcomes.filter { $0.status == .changed }.count > 1
    }

    /// Counts a change set and says the deployment targets of its files.
    func begin(_ unit: ChangeSetQueue.Unit) {
        summary.changeSets += 1
        for member in unit.outcomes where member.status == .changed {
            announce(target(of: member), for: member)
        }
    }

    /// Names the files of a change set about to be shown or written (`-i` names them in its
    /// question instead).
    /// Says why, from the first reasons its files give (`FileOutcome.changeSetReasons`).
    func sayTogether(_ members: [FileOutcome]) {
        let reasons = members.flatMap(\.changeSetReasons)
        let why = reasons.isEmpty ? "" : " (" + reasons.prefix(2).joined(separator: "; ")
            + (reasons.count > 2 ? "; and \(reasons.count - 2) more" : "") + ")"
        sayAboutSet("these files change together: " + members.map(\.path).joined(separator: ", ") + why)
    }

    /// What keeps a change set from being migrated at all: files it names that the run does not
    /// hold, and files of it that could not be migrated.
    func problems(of unit: ChangeSetQueue.Unit) -> [Blocker] {
        var blockers: [Blocker] = []
        for member in unit.outcomes {
            switch member.status {
            case .changed, .unchanged: continue
            case .failed, .refused: blockers.append(Blocker(path: member.path, reason: "could not be migrated (see its findings)"))
            case .skipped: blockers.append(Blocker(path: member.path, reason: "was skipped"))
            }
        }
        for path in unit.missing {
            blockers.append(Blocker(path: path, reason: "is not in this run (excluded, or outside the paths given)"))
        }
        return blockers
    }

    /// Leaves every changed file of a set that cannot be migrated as a whole as it is: none is
    /// written, and a dry run leaves their diffs out of the patch.
    func withhold(_ members: inout [FileOutcome], because blockers: [Blocker]) {
        let blocking = Set(blockers.map(\.path))
        for index in members.indices where members[index].status == .changed && !blocking.contains(members[index].path) {
            let others = blockers.filter { $0.path != members[index].path }
            let reasons = members[index].changeSetReasons
            if writes {
                members[index].findings.append(.fileLevel(.changeSet, "not written: " + Self.goesWith(others, reasons: reasons)))
                members[index].written = false
                summary.notWrittenWithChangeSet += 1
            } else {
                members[index].findings.append(.fileLevel(
                    .changeSet, "left out of the patch: it changes together with "
                        + others.map(\.described).joined(separator: "; and ") + "; --write would write none of them" + Self.because(reasons),
                    severity: .warning))
            }
        }
        sayNotWritten(members.map(\.path), blockers: blockers, verb: writes ? "not written" : "left out of the patch")
    }

    /// `--write` and `-i`: checks every file of a set against every reason not to write it;
    /// when any applies, none is written. Returns the files that keep the set back.
    func holdBack(set members: inout [FileOutcome]) -> [Blocker] {
        var blockers: [Blocker] = []
        for index in members.indices where members[index].status == .changed {
            let reasons = holdBack(&members[index], target: target(of: members[index]))
            if !reasons.isEmpty { blockers.append(Blocker(path: members[index].path, reason: reasons.joined(separator: " and "))) }
        }
        guard !blockers.isEmpty else { return [] }
        let blocking = Set(blockers.map(\.path))
        for index in members.indices where members[index].status == .changed {
            members[index].written = false
            guard !blocking.contains(members[index].path) else { continue }
            members[index].findings.append(.fileLevel(
                .changeSet, "not written: " + Self.goesWith(blockers.filter { $0.path != members[index].path },
                                                            reasons: members[index].changeSetReasons)))
            summary.notWrittenWithChangeSet += 1
        }
        sayNotWritten(members.map(\.path), blockers: blockers, verb: "not written")
        return blockers
    }

    /// Writes every changed file of a set, or none (`ChangeSetWriter`).
    func apply(set members: inout [FileOutcome]) {
        let changing = members.indices.filter { members[$0].status == .changed }
        let files = changing.map {
            ChangeSetWriter.File(location: members[$0].location, shownPath: members[$0].path,
                                 original: members[$0].original, output: members[$0].output)
        }
        do {
            let results = try ChangeSetWriter.write(files, replacingReadOnly: options.writeReadOnly)
            for (position, index) in changing.enumerated() {
                members[index].written = true
                if results[position] == .written { tellWritten(members[index]) }
            }
        } catch {
            let failing = changing[error.index]
            record(error.failure, on: &members[failing])
            members[failing].written = false
            let notRestored = Set(error.notRestored.map { changing[$0] })
            let blocker = Blocker(path: members[failing].path, reason: "could not be written (see its error)")
            for index in changing where index != failing {
                if notRestored.contains(index) {
                    // Replaced before the failure and not put back: it holds the new code.
                    members[index].written = true
                    summary.written += 1
                    members[index].findings.append(.fileLevel(
                        .changeSet, "written, but \(members[failing].path), which it changes together with, could not be written, and this file could not be given its old contents back; restore it (git checkout) or finish the migration by hand"))
                } else {
                    members[index].written = false
                    members[index].findings.append(.fileLevel(.changeSet, "not written: " + Self.goesWith([blocker], reasons: members[index].changeSetReasons)))
                    summary.notWrittenWithChangeSet += 1
                }
            }
            sayNotWritten(members.map(\.path), blockers: [blocker], verb: "not written")
        }
    }

    /// `it changes together with Root.swift, which has uncommitted changes; none of its change
    /// set is written`.
    static func goesWith(_ blockers: [Blocker], reasons: [String] = []) -> String {
        "it changes together with " + blockers.map(\.described).joined(separator: "; and ")
            + "; none of its change set is written" + because(reasons)
    }

    /// ` (the navigation-view-style change at A.swift:3:9 needs ...)`, or nothing.
    static func because(_ reasons: [String]) -> String {
        reasons.isEmpty ? "" : " (" + reasons.joined(separator: "; ") + ")"
    }

    /// The set's one line: `not written, one change set: A.swift, B.swift; B.swift has
    /// uncommitted changes`.
    private func sayNotWritten(_ paths: [String], blockers: [Blocker], verb: String) {
        let all = paths + blockers.map(\.path).filter { !paths.contains($0) }
        let why = blockers.map { "\($0.path) \($0.reason)" }.joined(separator: "; ")
        sayAboutSet("\(verb), one change set: \(all.joined(separator: ", ")); \(why)")
    }

    /// A line about a change set on standard error, in the text format, unless `--quiet`.
    private func sayAboutSet(_ text: String) {
        guard options.format == .text, !options.quiet else { return }
        Terminal.err("navmigrate: " + text)
    }
}
