import SwiftSyntax

/// Blocks of existing lines that a rewrite moves to a new indentation, such as a bar item's
/// view placed inside a new `ToolbarItem { }`.
///
/// Moved lines are re-indented with one small edit per line start rather than by copying
/// the block, so other rewrites can still edit inside it. Nested blocks are allowed: each
/// line belongs to the innermost block that holds it, whose `to` is already absolute.
struct IndentShifts {
    struct Shift {
        /// The bytes of the moved code, from its first token to the end of its last.
        var range: Range<Int>
        /// The indentation of the line the block starts on, before the move.
        var from: String
        /// The indentation the block's first line gets; later lines that start with `from`
        /// trade it for `to`.
        var to: String
    }

    private(set) var shifts: [Shift] = []
    /// The blocks as a tree, each holding the blocks nested in it, so the innermost block at an
    /// offset is found in a few steps even when a file moves thousands of them.
    private var nesting = Nesting()

    mutating func add(_ shift: Shift) {
        shifts.append(shift)
        nesting.insert(shifts.count - 1, shifts)
    }

    /// The indentation that the line holding `offset` will have once every block has moved.
    func newIndentation(ofLineAt offset: Int, in context: FileContext) -> String {
        let original = context.indentation(ofLineAt: AbsolutePosition(utf8Offset: offset))
        guard let index = innermost(containing: offset) else { return original }
        let shift = shifts[index]
        if context.lineStart(of: offset) <= shift.range.lowerBound { return shift.to }
        return original.hasPrefix(shift.from) ? shift.to + original.dropFirst(shift.from.count) : original
    }

    /// The line-start edits that move block `index`, leaving alone lines that a nested block
    /// moves, lines inside multi-line string literals (whose content must not change), and
    /// lines that another edit already rewrites.
    func lineEdits(forShiftAt index: Int, in context: FileContext,
                   keeping literals: OverlapIndex, avoiding occupied: OverlapIndex) -> [SourceEdit] {
        let shift = shifts[index]
        guard shift.from != shift.to else { return [] }
        let bytes = context.bytes
        var edits: [SourceEdit] = []
        for start in shift.range where start > shift.range.lowerBound && bytes.isLineStart(start) {
            let end = start + shift.from.utf8.count
            guard end < bytes.count, bytes[start..<end].elementsEqual(shift.from.utf8),
                  !isLineBreakByte(bytes[end]),
                  innermost(containing: start) == index,
                  !literals.overlaps(start..<(start + 1)),
                  !occupied.overlaps(start..<end)
            else { continue }
            edits.append(SourceEdit(range: start..<end, replacement: shift.to))
        }
        return edits
    }

    /// The smallest block holding `offset` (the first added, between equal ones).
    private func innermost(containing offset: Int) -> Int? {
        if let found = nesting.innermost(containing: offset, shifts) { return found }
        return shifts.indices
            .filter { shifts[$0].range.contains(offset) }
            .min { shifts[$0].range.count < shifts[$1].range.count }
    }
}

/// Blocks that are nested or apart, as a tree: children sorted by start, so one binary search
/// per level finds the block holding an offset. Blocks that overlap without nesting (which
/// bar items never do) switch it off, and `innermost` falls back to comparing every block.
private struct Nesting {
    private var roots: [Int] = []
    private var children: [Int: [Int]] = [:]
    private var isUsable = true

    /// `.some(nil)` when no block holds the offset; nil when the tree cannot tell.
    func innermost(containing offset: Int, _ shifts: [IndentShifts.Shift]) -> Int?? {
        guard isUsable else { return nil }
        var found: Int?
        var level = roots
        while true {
            let after = level.partitioningIndex { shifts[$0].range.lowerBound > offset }
            guard after > 0, shifts[level[after - 1]].range.contains(offset) else { return .some(found) }
            found = level[after - 1]
            level = children[level[after - 1]] ?? []
        }
    }

    mutating func insert(_ index: Int, _ shifts: [IndentShifts.Shift]) {
        let range = shifts[index].range
        // An empty block holds no offset, so it can never be the innermost one.
        guard isUsable, !range.isEmpty else { return }
        var parent: Int?
        var level = roots
        while true {
            let position = level.partitioningIndex { shifts[$0].range.lowerBound > range.lowerBound }
            if position > 0 {
                let before = shifts[level[position - 1]].range
                if before == range { return }  // The first of equal blocks answers for both.
                if range.upperBound <= before.upperBound {
                    parent = level[position - 1]
                    level = children[parent!] ?? []
                    continue
                }
                if before.upperBound > range.lowerBound { isUsable = false; return }
            }
            if position < level.count, shifts[level[position]].range.lowerBound < range.upperBound {
                // It would hold a block added before it.
                isUsable = false
                return
            }
            if let parent { children[parent, default: []].insert(index, at: position) } else { roots.insert(index, at: position) }
            return
        }
    }
}
