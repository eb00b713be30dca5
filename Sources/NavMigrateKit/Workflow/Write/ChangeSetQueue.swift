/// Turns the outcomes a batch hands over, file by file in path order, into units the workflows
/// show, ask about and write as one: a file alone, or a change set (files whose changes need
/// each other, `FileOutcome.changeSet`) once every file of it has been handed over.
///
/// Units come out in the order of their first file, and a change set's files come out
/// together, in path order: the first file, then the others right after it. A unit waits for
/// every unit whose first file comes before it, so the order never depends on timing.
public struct ChangeSetQueue {
    /// One file, or the files of one change set.
    public struct Unit: Sendable {
        /// In the batch's (path) order.
        public var outcomes: [FileOutcome]
        /// Files the change set names that this run does not hold (excluded by `--exclude`,
        /// outside the paths given, or not handed over because the run stopped).
        public var missing: [String] = []

        /// Whether the unit is a change set of several files.
        public var isChangeSet: Bool { outcomes.count + missing.count > 1 }
        /// Every file of the unit: those of the run, then the missing ones.
        public var paths: [String] { outcomes.map(\.path) + missing }
    }

    private let count: Int
    private let indexOfPath: [String: Int]
    private let paths: [String]
    private var arrived: [Int: FileOutcome] = [:]
    private var parent: [Int: Int] = [:]
    private var members: [Int: [Int]] = [:]
    private var missingByRoot: [Int: [String]] = [:]
    private var emitted = Set<Int>()
    private var next = 0

    /// - Parameter paths: the shown paths of the batch's items, in the order they are handed over.
    public init(paths: [String]) {
        count = paths.count
        var index: [String: Int] = [:]
        for (position, path) in paths.enumerated() where index[path] == nil { index[path] = position }
        indexOfPath = index
        self.paths = paths
    }

    /// Takes the outcome of item `index`; returns the units that are now complete and due.
    public mutating func add(_ index: Int, _ outcome: FileOutcome) -> [Unit] {
        arrived[index] = outcome
        for path in outcome.changeSet where path != outcome.path {
            if let other = indexOfPath[path] {
                union(index, other)
            } else {
                let top = root(index)
                if !missingByRoot[top, default: []].contains(path) { missingByRoot[top, default: []].append(path) }
            }
        }
        var due: [Unit] = []
        while next < count {
            if emitted.contains(next) {
                emitted.remove(next)
                next += 1
                continue
            }
            let group = self.group(of: next)
            guard group.allSatisfy({ arrived[$0] != nil }) else { break }
            due.append(take(group, missingInRun: []))
        }
        return due
    }

    /// What is left when the batch stopped early: every outcome handed over and not yet due,
    /// grouped, with the files of their change sets that never came counted as missing.
    public mutating func drain() -> [Unit] {
        var units: [Unit] = []
        for index in arrived.keys.sorted() where arrived[index] != nil {
            let group = self.group(of: index)
            let absent = group.filter { arrived[$0] == nil }
            units.append(take(group.filter { arrived[$0] != nil }, missingInRun: absent))
        }
        return units
    }

    private mutating func take(_ group: [Int], missingInRun: [Int]) -> Unit {
        let top = root(group[0])
        // By index, not by a look through every path: a unit is taken per file of the run.
        let absent = missingInRun.sorted().map { paths[$0] }
        let unit = Unit(outcomes: group.map { arrived[$0]! }, missing: absent + (missingByRoot[top] ?? []))
        for index in group {
            arrived[index] = nil
            if index != next { emitted.insert(index) }
        }
        if group.contains(next) { next += 1 }
        missingByRoot[top] = nil
        return unit
    }

    /// The indices of the unit `index` belongs to, in order.
    private mutating func group(of index: Int) -> [Int] {
        (members[root(index)] ?? [index]).sorted()
    }

    private mutating func root(_ index: Int) -> Int {
        var current = index
        while let up = parent[current], up != current { current = up }
        var walk = index
        while let up = parent[walk], up != current {
            parent[walk] = current
            walk = up
        }
        return current
    }

    private mutating func union(_ a: Int, _ b: Int) {
        let ra = root(a), rb = root(b)
        guard ra != rb else { return }
        var big = members[ra] ?? [ra], small = members[rb] ?? [rb]
        var (keep, drop) = (ra, rb)
        if big.count < small.count { swap(&big, &small); (keep, drop) = (rb, ra) }
        parent[drop] = keep
        members[keep] = big + small
        members[drop] = nil
        if let lost = missingByRoot.removeValue(forKey: drop) {
            for path in lost where !missingByRoot[keep, default: []].contains(path) { missingByRoot[keep, default: []].append(path) }
        }
    }
}
