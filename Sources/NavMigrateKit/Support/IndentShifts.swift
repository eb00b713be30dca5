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

    mutating func add(_ shift: Shift) {
        shifts.append(shift)
    }

    /// The indentation that the line holding `offset` will have once every block has moved.
    func newIndentation(ofLineAt offset: Int, in context: FileContext) -> String {
        let original = context.indentation(ofLineAt: AbsolutePosition(utf8Offset: offset))
        guard let index = innermost(containing: offset) else { return original }
        let shift = shifts[index]
        if lineStart(of: offset, in: context.bytes) <= shift.range.lowerBound { return shift.to }
        return original.hasPrefix(shift.from) ? shift.to + original.dropFirst(shift.from.count) : original
    }

    /// The line-start edits that move block `index`, leaving alone lines that a nested block
    /// moves, lines inside multi-line string literals (whose content must not change), and
    /// lines that another edit already rewrites.
    func lineEdits(forShiftAt index: Int, in context: FileContext,
                   keeping literals: [ClosedRange<Int>], avoiding occupied: [Range<Int>]) -> [SourceEdit] {
        let shift = shifts[index]
        guard shift.from != shift.to else { return [] }
        let bytes = context.bytes
        var edits: [SourceEdit] = []
        for start in shift.range where start > shift.range.lowerBound && bytes[start - 1] == UInt8(ascii: "\n") {
            let end = start + shift.from.utf8.count
            guard end < bytes.count, bytes[start..<end].elementsEqual(shift.from.utf8),
                  bytes[end] != UInt8(ascii: "\n"), bytes[end] != UInt8(ascii: "\r"),
                  innermost(containing: start) == index,
                  !literals.contains(where: { $0.contains(start) }),
                  !occupied.contains(where: { $0.lowerBound < end && start < $0.upperBound })
            else { continue }
            edits.append(SourceEdit(range: start..<end, replacement: shift.to))
        }
        return edits
    }

    private func innermost(containing offset: Int) -> Int? {
        shifts.indices
            .filter { shifts[$0].range.contains(offset) }
            .min { shifts[$0].range.count < shifts[$1].range.count }
    }

    private func lineStart(of offset: Int, in bytes: [UInt8]) -> Int {
        var start = offset
        while start > 0, bytes[start - 1] != UInt8(ascii: "\n") { start -= 1 }
        return start
    }
}
