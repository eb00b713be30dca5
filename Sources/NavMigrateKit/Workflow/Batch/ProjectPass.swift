import Foundation

/// A run over a whole project: every file is planned once with what it knows alone, the
/// files' facts make the project's graph, and only the files that the graph answers otherwise
/// than they assumed are planned again. Then the sites of every file are coordinated
/// together, so that a view whose navigation spans files is migrated whole or not at all,
/// and files whose sites need each other form one change set.
struct ProjectPass {
    let items: [BatchItem]
    let jobs: Int
    /// Called on the calling thread while files are planned.
    let progress: ((_ done: Int, _ total: Int) -> Void)?

    /// What the first reading of a file gave.
    private enum First: Sendable {
        case outcome(FileOutcome)
        /// A file no rule has work in: the names of the types it may use.
        case bystander(mentions: Set<String>)
        case planned(PlannedFile)
        case done(FileMigration)
    }

    func run() -> [FileOutcome] {
        let items = self.items
        var firsts = parallelMap(items.count, jobs: jobs, progress: progress) { index in
            Self.firstPass(items[index])
        }
        // The graph from every planned file.
        var planned: [Int: PlannedFile] = [:]
        for (index, first) in firsts.enumerated() {
            if case .planned(let file) = first { planned[index] = file }
        }
        let graph = ProjectGraph(planned.values.compactMap(\.facts))
        let interesting = Self.typesOfInterest(planned.values.compactMap(\.facts))

        // Files that use a type of interest where the first reading did not look: read them
        // whole, for their facts (a file no rule has work in only lends its uses).
        var rereads: [Int] = []
        for (index, first) in firsts.enumerated() {
            switch first {
            case .bystander(let mentions) where !mentions.isDisjoint(with: interesting):
                rereads.append(index)
            case .planned(let file):
                if let facts = file.facts, Self.mentionsOutsideReading(facts, of: interesting) { rereads.append(index) }
            default:
                break
            }
        }
        let toReread = rereads
        let reread = parallelMap(toReread.count, jobs: jobs, progress: nil) { position in
            Self.plan(items[toReread[position]], graph: nil, readsEverything: true)
        }
        for (position, index) in rereads.enumerated() {
            if case .planned(let file) = reread[position] {
                if let facts = file.facts { graph.add(facts) }
                // A bystander stays one: its uses are what it lends.
                if case .planned = firsts[index] { planned[index] = file; firsts[index] = .planned(file) }
            }
        }

        // Files whose questions the whole project answers otherwise are planned again with it.
        let replans = planned.keys.sorted().filter { index in
            planned[index]?.questions.map { !$0.agrees(with: graph) } ?? false
        }
        let readWhole = Set(rereads)
        let replanned = parallelMap(replans.count, jobs: jobs, progress: nil) { position in
            let index = replans[position]
            return Self.plan(items[index], graph: graph, readsEverything: readWhole.contains(index))
        }
        for (position, index) in replans.enumerated() {
            switch replanned[position] {
            case .planned(let file): planned[index] = file
            case .done(let migration): planned[index] = nil; firsts[index] = .done(migration)
            default: break
            }
        }

        // Every site of every file, coordinated together.
        let order = planned.keys.sorted()
        let records = order.flatMap { planned[$0]!.records }
        let states = Coordinator.states(of: records)
        var statesByFile: [Int: ArraySlice<Coordinator.State>] = [:]
        var cursor = 0
        for index in order {
            let count = planned[index]!.records.count
            statesByFile[index] = states[cursor..<(cursor + count)]
            cursor += count
        }
        let changeSets = Self.changeSets(records: records, states: states, items: items, order: order, planned: planned)

        return items.indices.map { index in
            switch firsts[index] {
            case .outcome(let outcome):
                return outcome
            case .bystander:
                return Self.untouched(items[index])
            case .done(let migration):
                return Self.outcome(items[index], migration)
            case .planned:
                let file = planned[index]!
                let own = Array(statesByFile[index] ?? [])
                let migration = own == file.speculativeStates ? file.speculative : file.result(states: own)
                var outcome = Self.outcome(items[index], migration)
                outcome.changeSet = changeSets[index] ?? []
                return outcome
            }
        }
    }

    // MARK: One file

    private static func firstPass(_ item: BatchItem) -> First {
        let file = item.file
        let diffPath = item.diffPath ?? file.path
        if let reason = file.skipReason {
            return .outcome(FileOutcome(path: file.path, location: file.location, status: .skipped,
                                        findings: [.fileLevel(.symlinkSkipped, reason, severity: .note)], diffPath: diffPath))
        }
        let bytes: [UInt8]
        do {
            bytes = try readRegularFile(file.location)
        } catch {
            return .outcome(FileOutcome(path: file.path, location: file.location, status: .failed,
                                        findings: [.fileLevel(.readFailed, "\(error.description(path: file.path)); file left unchanged")],
                                        diffPath: diffPath))
        }
        guard Prefilter.mayNeedMigration(bytes, rules: item.options.rules) else {
            return .bystander(mentions: Set(FileIndex.typeMentions(in: bytes).keys))
        }
        switch Migrator(options: item.options).plan(bytes, id: file.location, shownPath: file.path, wantsFacts: true) {
        case .done(let migration): return .done(migration)
        case .planned(let planned): return .planned(planned)
        }
    }

    private static func plan(_ item: BatchItem, graph: ProjectGraph?, readsEverything: Bool) -> First {
        guard let bytes = try? readRegularFile(item.file.location) else { return .outcome(untouched(item)) }
        switch Migrator(options: item.options).plan(bytes, id: item.file.location, shownPath: item.file.path, graph: graph,
                                                    readsEverything: readsEverything, wantsFacts: true) {
        case .done(let migration): return .done(migration)
        case .planned(let planned): return .planned(planned)
        }
    }

    private static func untouched(_ item: BatchItem) -> FileOutcome {
        FileOutcome(path: item.file.path, location: item.file.location, status: .unchanged,
                    diffPath: item.diffPath ?? item.file.path)
    }

    /// The outcome the workflows read, with the diff of a changed file.
    static func outcome(_ item: BatchItem, _ migration: FileMigration) -> FileOutcome {
        let diffPath = item.diffPath ?? item.file.path
        var outcome = FileOutcome(path: item.file.path, location: item.file.location,
                                  status: BatchRunner.status(migration.status), findings: migration.findings,
                                  parsed: true, diffPath: diffPath)
        outcome.utf16Columns = BatchRunner.utf16Columns(of: migration.findings, in: migration.original)
        outcome.tallies = migration.tallies
        if migration.status == .changed, migration.output != migration.original {
            outcome.original = migration.original
            outcome.output = migration.output
            outcome.diff = UnifiedDiff.render(path: diffPath, old: migration.original, new: migration.output)
        } else if migration.status == .changed {
            outcome.status = .unchanged
        }
        return outcome
    }

    // MARK: The project

    /// The types whose migration depends on where they are used: those with navigation of
    /// their own.
    private static func typesOfInterest(_ facts: [FileFacts]) -> Set<String> {
        var names = Set<String>()
        for file in facts {
            for type in file.types where !type.containers.isEmpty || !type.activeLinks.isEmpty || !type.selectionLinks.isEmpty {
                names.insert(type.name)
            }
        }
        return names
    }

    /// Whether the file names a type of interest in code its first reading skipped.
    private static func mentionsOutsideReading(_ facts: FileFacts, of names: Set<String>) -> Bool {
        for (name, offsets) in facts.typeMentions where names.contains(name) {
            for offset in offsets where !facts.readRanges.contains(where: { $0.contains(offset) }) {
                return true
            }
        }
        return false
    }

    /// For each file, the other files whose planned sites need one of its planned sites, or the
    /// other way round, through any number of files: they are written together or not at all.
    private static func changeSets(records: [SiteRecord], states: [Coordinator.State], items: [BatchItem],
                                   order: [Int], planned: [Int: PlannedFile]) -> [Int: [String]] {
        var indexByFile: [String: Int] = [:]
        for index in order { indexByFile[planned[index]!.id] = index }
        var parent = Dictionary(uniqueKeysWithValues: order.map { ($0, $0) })
        func root(_ index: Int) -> Int {
            var current = index
            while let up = parent[current], up != current { current = up }
            return current
        }
        for (record, state) in zip(records, states) where state.isPlanned {
            guard let own = indexByFile[record.file] else { continue }
            for key in record.requires where key.file != record.file {
                guard let file = key.file, let other = indexByFile[file] else { continue }
                parent[root(own)] = root(other)
            }
        }
        var members: [Int: [Int]] = [:]
        for index in order { members[root(index), default: []].append(index) }
        var sets: [Int: [String]] = [:]
        for group in members.values where group.count > 1 {
            for index in group {
                sets[index] = group.filter { $0 != index }.map { items[$0].file.path }
            }
        }
        return sets
    }
}

/// Runs `body` for every index on `jobs` threads and returns the results in index order. The
/// calling thread waits, calling `progress` now and then.
func parallelMap<T: Sendable>(_ count: Int, jobs: Int, progress: ((Int, Int) -> Void)?,
                              _ body: @escaping @Sendable (Int) -> T) -> [T] {
    guard count > 0 else { return [] }
    let board = ResultBoard<T>(count: count)
    let threads = min(max(jobs, 1), count)
    for _ in 0..<threads {
        let thread = Thread {
            while let index = board.claim() { board.finish(index, body(index)) }
            board.workerExited()
        }
        // Parsing deeply nested code recurses; give workers the main thread's room.
        thread.stackSize = 8 << 20
        thread.start()
    }
    return board.waitForAll(workers: threads) { done in progress?(done, count) }
}

private final class ResultBoard<T>: @unchecked Sendable {
    private let condition = NSCondition()
    private var results: [T?]
    private var next = 0
    private var done = 0
    private var exited = 0

    init(count: Int) { results = Array(repeating: nil, count: count) }

    func claim() -> Int? {
        condition.lock()
        defer { condition.unlock() }
        guard next < results.count else { return nil }
        next += 1
        return next - 1
    }

    func finish(_ index: Int, _ result: T) {
        condition.lock()
        results[index] = result
        done += 1
        condition.broadcast()
        condition.unlock()
    }

    func workerExited() {
        condition.lock()
        exited += 1
        condition.broadcast()
        condition.unlock()
    }

    func waitForAll(workers: Int, progress: (Int) -> Void) -> [T] {
        condition.lock()
        while exited < workers {
            _ = condition.wait(until: Date(timeIntervalSinceNow: 0.1))
            let done = self.done
            condition.unlock()
            progress(done)
            condition.lock()
        }
        let finished = results.map { $0! }
        condition.unlock()
        return finished
    }
}
