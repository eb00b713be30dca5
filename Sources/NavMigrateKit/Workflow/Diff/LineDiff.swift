/// A line-level edit script between two byte buffers, computed with Myers' O(ND) algorithm.
///
/// Lines keep their terminators (`\n` or `\r\n`), so a change of line ending or of the final
/// newline counts as a change of that line, which is what a unified diff has to show.
public struct LineDiff: Sendable {
    /// What happens to one line.
    public enum Kind: Sendable, Equatable {
        case equal
        case delete
        case insert
    }

    /// One line of the script: for `equal` and `delete` the line comes from the old side, for
    /// `insert` from the new side.
    public struct Step: Sendable, Equatable {
        public var kind: Kind
        public var line: ArraySlice<UInt8>
    }

    /// The old and new buffers split into lines.
    public let oldLines: [ArraySlice<UInt8>]
    public let newLines: [ArraySlice<UInt8>]
    /// Deletions come before insertions inside each changed region.
    public let steps: [Step]

    /// Above this many differing lines (after trimming the common head and tail) the middle is
    /// shown as a plain replacement: still a correct diff, just not a minimal one, and it keeps
    /// the search's memory bounded.
    public static let maximumSearchedEdits = 1_000

    /// Diffs two byte buffers line by line.
    public init(old: [UInt8], new: [UInt8]) {
        oldLines = Self.splitLines(old)
        newLines = Self.splitLines(new)
        // The common head and tail are compared as bytes, so only the lines between them are
        // hashed: a codemod's changes are usually few and local.
        var head = 0
        while head < oldLines.count, head < newLines.count, oldLines[head] == newLines[head] { head += 1 }
        var tail = 0
        while tail < oldLines.count - head, tail < newLines.count - head,
              oldLines[oldLines.count - 1 - tail] == newLines[newLines.count - 1 - tail] {
            tail += 1
        }
        var ids: [ArraySlice<UInt8>: Int] = [:]
        let oldIDs = oldLines[head..<(oldLines.count - tail)].map { line in Self.id(of: line, in: &ids) }
        let newIDs = newLines[head..<(newLines.count - tail)].map { line in Self.id(of: line, in: &ids) }
        let kinds = Array(repeating: Kind.equal, count: head) + Self.myers(oldIDs, newIDs)
            + Array(repeating: Kind.equal, count: tail)
        var steps: [Step] = []
        steps.reserveCapacity(kinds.count)
        var oldIndex = 0
        var newIndex = 0
        for kind in kinds {
            switch kind {
            case .equal:
                steps.append(Step(kind: .equal, line: oldLines[oldIndex]))
                oldIndex += 1
                newIndex += 1
            case .delete:
                steps.append(Step(kind: .delete, line: oldLines[oldIndex]))
                oldIndex += 1
            case .insert:
                steps.append(Step(kind: .insert, line: newLines[newIndex]))
                newIndex += 1
            }
        }
        self.steps = steps
    }

    /// Splits after every `\n`; a last line without one is kept as it is.
    public static func splitLines(_ bytes: [UInt8]) -> [ArraySlice<UInt8>] {
        var lines: [ArraySlice<UInt8>] = []
        var start = 0
        for index in bytes.indices where bytes[index] == UInt8(ascii: "\n") {
            lines.append(bytes[start...index])
            start = index + 1
        }
        if start < bytes.count { lines.append(bytes[start...]) }
        return lines
    }

    private static func id(of line: ArraySlice<UInt8>, in ids: inout [ArraySlice<UInt8>: Int]) -> Int {
        if let id = ids[line] { return id }
        let id = ids.count
        ids[line] = id
        return id
    }

    /// The shortest edit script between two sequences (Myers' O(ND) search).
    private static func myers(_ old: [Int], _ new: [Int]) -> [Kind] {
        let n = old.count
        let m = new.count
        if n == 0 || m == 0 {
            return Array(repeating: .delete, count: n) + Array(repeating: .insert, count: m)
        }
        let limit = min(n + m, maximumSearchedEdits)
        let offset = limit + 1
        var furthest = [Int](repeating: 0, count: 2 * limit + 3)
        // trace[d] holds the furthest x per diagonal k in -(d+1)...(d+1) before round d.
        var trace: [[Int]] = []
        for d in 0...limit {
            trace.append(Array(furthest[(offset - d - 1)...(offset + d + 1)]))
            for k in stride(from: -d, through: d, by: 2) {
                var x = (k == -d || (k != d && furthest[offset + k - 1] < furthest[offset + k + 1]))
                    ? furthest[offset + k + 1]
                    : furthest[offset + k - 1] + 1
                var y = x - k
                while x < n, y < m, old[x] == new[y] {
                    x += 1
                    y += 1
                }
                furthest[offset + k] = x
                if x >= n, y >= m {
                    return backtrack(trace, n: n, m: m)
                }
            }
        }
        return Array(repeating: .delete, count: n) + Array(repeating: .insert, count: m)
    }

    private static func backtrack(_ trace: [[Int]], n: Int, m: Int) -> [Kind] {
        var reversed: [Kind] = []
        var x = n
        var y = m
        for d in stride(from: trace.count - 1, through: 0, by: -1) {
            let saved = trace[d]
            func value(_ k: Int) -> Int { saved[k + d + 1] }
            let k = x - y
            let previousK = (k == -d || (k != d && value(k - 1) < value(k + 1))) ? k + 1 : k - 1
            let previousX = d == 0 ? 0 : value(previousK)
            let previousY = d == 0 ? 0 : previousX - previousK
            while x > previousX, y > previousY {
                reversed.append(.equal)
                x -= 1
                y -= 1
            }
            if d > 0 {
                reversed.append(x == previousX ? .insert : .delete)
                x = previousX
                y = previousY
            }
        }
        return reorderChanges(reversed.reversed())
    }

    /// Puts deletions before insertions within each run of changes, as diff readers expect.
    private static func reorderChanges(_ kinds: [Kind]) -> [Kind] {
        var result: [Kind] = []
        result.reserveCapacity(kinds.count)
        var deletes = 0
        var inserts = 0
        func flush() {
            result += Array(repeating: .delete, count: deletes)
            result += Array(repeating: .insert, count: inserts)
            deletes = 0
            inserts = 0
        }
        for kind in kinds {
            switch kind {
            case .equal:
                flush()
                result.append(.equal)
            case .delete: deletes += 1
            case .insert: inserts += 1
            }
        }
        flush()
        return result
    }
}
