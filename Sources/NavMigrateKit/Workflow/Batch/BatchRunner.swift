import Foundation

/// Runs the migration on a fixed set of threads and hands the results back in the items'
/// order.
///
/// The real migration is a project pass (`ProjectPass`): every file is planned before any
/// result is handed back, since a file's plan may depend on others. A fake per-file transform
/// (for tests of the workflows) hands each result back as soon as it and every file before it
/// are done. Workers take the next index from a shared counter, so scheduling never changes
/// what is printed. The consumer runs on the calling thread and may stop the batch (`q` in
/// the interactive prompt, Ctrl-C).
public struct BatchRunner: Sendable {
    /// Turns one file's bytes into its migration. The default is `Migrator.migrate`; tests pass
    /// a fake so workflows can be tested before any rewrite exists.
    public typealias Transform = @Sendable (_ item: BatchItem, _ bytes: [UInt8]) -> FileMigration

    /// What the consumer wants after each file.
    public enum Decision: Sendable { case proceed, stop }

    /// Worker threads; at least one.
    public var jobs: Int
    /// A per-file migration instead of the project pass; tests pass a fake one.
    public var transform: Transform?
    /// Tests only: groups of shown paths that form change sets, added to the outcomes'
    /// `changeSet` as they are handed over (see `TestChangeSets`).
    public var testChangeSets: [[String]] = []

    /// - Parameters:
    ///   - jobs: worker threads, e.g. the active processor count.
    ///   - transform: a per-file migration in place of the project pass, for tests.
    public init(jobs: Int, transform: Transform? = nil) {
        self.jobs = max(1, jobs)
        self.transform = transform
    }

    /// Processes every item and calls `consume` with each outcome in order, on this thread;
    /// `progress` is called on this thread while the project pass plans files. Returns the
    /// number of items delivered.
    @discardableResult
    public func run(_ items: [BatchItem], progress: ((_ done: Int, _ total: Int) -> Void)? = nil,
                    consume: (Int, FileOutcome) -> Decision) -> Int {
        guard !items.isEmpty else { return 0 }
        let testSets = TestChangeSets(groups: testChangeSets, items: items)
        func hand(_ index: Int, _ outcome: FileOutcome) -> Decision {
            consume(index, testSets.isEmpty ? outcome : testSets.apply(outcome))
        }
        guard let transform else {
            let groups = XcodeProjectGroups.partition(items.map(\.file.location))
            guard groups.count > 1 else {
                return ProjectPass(items: items, jobs: jobs, progress: progress).run(deliver: hand)
            }
            // Several independent apps: each is its own project; outcomes keep their indices.
            var delivered = 0
            var planned = 0
            for group in groups {
                var stopped = false
                let before = planned
                let pass = ProjectPass(items: group.map { items[$0] }, jobs: jobs,
                                       progress: progress.map { report in { done, _ in report(before + done, items.count) } })
                delivered += pass.run { local, outcome in
                    let decision = hand(group[local], outcome)
                    if decision == .stop { stopped = true }
                    return decision
                }
                planned += group.count
                if stopped { break }
            }
            return delivered
        }
        let board = Board(count: items.count)
        let threads = min(jobs, items.count)
        for _ in 0..<threads {
            let thread = Thread {
                while let index = board.claim() {
                    board.finish(index, Self.process(items[index], transform: transform))
                }
                board.workerExited()
            }
            // Parsing deeply nested code recurses; give workers the main thread's room.
            thread.stackSize = 8 << 20
            thread.start()
        }
        var delivered = 0
        while delivered < items.count {
            let outcome = board.take(delivered)
            delivered += 1
            if hand(delivered - 1, outcome) == .stop { break }
        }
        board.cancelAndWait(workers: threads)
        return delivered
    }

    /// Reads, prefilters, migrates and diffs one file; never throws.
    static func process(_ item: BatchItem, transform: Transform) -> FileOutcome {
        let file = item.file
        let diffPath = item.diffPath ?? file.path
        if let reason = file.skipReason {
            return FileOutcome(path: file.path, location: file.location, status: .skipped,
                               findings: [.fileLevel(.symlinkSkipped, reason, severity: .note)], diffPath: diffPath)
        }
        let bytes: [UInt8]
        do {
            bytes = try readRegularFile(file.location)
        } catch {
            return FileOutcome(path: file.path, location: file.location, status: .failed,
                               findings: [.fileLevel(.readFailed, "\(error.description(path: file.path)); file left unchanged")],
                               diffPath: diffPath)
        }
        guard Prefilter.mayNeedMigration(bytes, rules: item.options.rules) else {
            return FileOutcome(path: file.path, location: file.location, status: .unchanged, diffPath: diffPath)
        }
        let migration = transform(item, bytes)
        var outcome = FileOutcome(path: file.path, location: file.location, status: Self.status(migration.status),
                                  findings: migration.findings, parsed: true, diffPath: diffPath)
        outcome.utf16Columns = Self.utf16Columns(of: migration.findings, in: bytes)
        outcome.tallies = migration.tallies
        outcome.platforms = migration.platforms
        outcome.rulePlatforms = migration.rulePlatforms
        if migration.status == .changed, migration.output != bytes {
            outcome.original = bytes
            outcome.output = migration.output
            outcome.diff = UnifiedDiff.render(path: diffPath, old: bytes, new: migration.output)
        } else if migration.status == .changed {
            outcome.status = .unchanged
        }
        return outcome
    }

    /// The findings' columns in UTF-16 code units, or empty when the file is ASCII (so every
    /// byte column already is one).
    static func utf16Columns(of findings: [Finding], in bytes: [UInt8]) -> [Int] {
        guard !findings.isEmpty, bytes.contains(where: { $0 >= 0x80 }) else { return [] }
        var lineStarts = [0]
        for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") { lineStarts.append(index + 1) }
        return findings.map { finding in
            guard finding.line >= 1, finding.line <= lineStarts.count, finding.column >= 1 else { return finding.column }
            let start = lineStarts[finding.line - 1]
            let end = min(bytes.count, start + finding.column - 1)
            guard start <= end else { return finding.column }
            return String(decoding: bytes[start..<end], as: UTF8.self).utf16.count + 1
        }
    }

    static func status(_ status: FileMigration.Status) -> FileOutcome.Status {
        switch status {
        case .unchanged: return .unchanged
        case .changed: return .changed
        case .refused: return .refused
        case .failed: return .failed
        }
    }
}

extension PosixError {
    /// The message with the user's spelling of the path instead of the absolute one.
    func description(path: String) -> String {
        var copy = self
        copy.path = path
        return copy.description
    }
}

/// The shared state between workers and the consumer, guarded by one condition.
private final class Board: @unchecked Sendable {
    private let condition = NSCondition()
    private var slots: [FileOutcome?]
    private var nextIndex = 0
    private var cancelled = false
    private var exitedWorkers = 0

    init(count: Int) {
        slots = Array(repeating: nil, count: count)
    }

    func claim() -> Int? {
        condition.lock()
        defer { condition.unlock() }
        guard !cancelled, nextIndex < slots.count else { return nil }
        nextIndex += 1
        return nextIndex - 1
    }

    func finish(_ index: Int, _ outcome: FileOutcome) {
        condition.lock()
        slots[index] = outcome
        condition.broadcast()
        condition.unlock()
    }

    /// Waits for the outcome at `index` and drops the board's copy of it.
    func take(_ index: Int) -> FileOutcome {
        condition.lock()
        defer { condition.unlock() }
        while slots[index] == nil { condition.wait() }
        let outcome = slots[index]!
        slots[index] = nil
        return outcome
    }

    func workerExited() {
        condition.lock()
        exitedWorkers += 1
        condition.broadcast()
        condition.unlock()
    }

    func cancelAndWait(workers: Int) {
        condition.lock()
        cancelled = true
        while exitedWorkers < workers { condition.wait() }
        condition.unlock()
    }
}
