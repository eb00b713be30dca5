import SwiftSyntax

/// Replaces a UTF-8 byte range of the original source with new text, in the shape of
/// swift-syntax's `SourceEdit`. Bytes outside every edit stay byte-identical.
struct SourceEdit: Hashable, CustomStringConvertible {
    var range: Range<Int>
    var replacement: String

    init(range: Range<Int>, replacement: String) {
        self.range = range
        self.replacement = replacement
    }

    init(replacing start: AbsolutePosition, _ end: AbsolutePosition, with replacement: String) {
        self.init(range: start.utf8Offset..<end.utf8Offset, replacement: replacement)
    }

    static func insert(_ text: String, at position: AbsolutePosition) -> SourceEdit {
        SourceEdit(range: position.utf8Offset..<position.utf8Offset, replacement: text)
    }

    var description: String { "\(range.lowerBound)..<\(range.upperBound) → \(replacement.debugDescription)" }

    struct OverlapError: Error, CustomStringConvertible {
        var first: SourceEdit
        var second: SourceEdit
        var description: String { "edits overlap: \(first) and \(second)" }
    }

    struct OutOfBoundsError: Error, CustomStringConvertible {
        var edit: SourceEdit
        var length: Int
        var description: String { "edit \(edit) lies outside the \(length) bytes of the source" }
    }

    /// Applies non-overlapping edits in one pass over the source. Two insertions at the same
    /// offset keep their given order.
    static func apply(_ edits: [SourceEdit], to text: String) throws -> String {
        let ordered = edits.enumerated().sorted {
            ($0.element.range.lowerBound, $0.element.range.upperBound, $0.offset)
                < ($1.element.range.lowerBound, $1.element.range.upperBound, $1.offset)
        }.map(\.element)
        for (first, second) in zip(ordered, ordered.dropFirst())
        where first.range.upperBound > second.range.lowerBound {
            throw OverlapError(first: first, second: second)
        }
        let bytes = Array(text.utf8)
        if let outside = ordered.first(where: { $0.range.lowerBound < 0 || $0.range.upperBound > bytes.count }) {
            throw OutOfBoundsError(edit: outside, length: bytes.count)
        }
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count + ordered.reduce(0) { $0 + $1.replacement.utf8.count })
        var cursor = 0
        for edit in ordered {
            output += bytes[cursor..<edit.range.lowerBound]
            output += edit.replacement.utf8
            cursor = edit.range.upperBound
        }
        output += bytes[cursor...]
        return String(decoding: output, as: UTF8.self)
    }
}

/// Source text that a rewrite moves elsewhere (a link's destination into a
/// `navigationDestination`): other rewrites' edits inside it are carried along with it.
struct Move: Hashable {
    /// Where the text comes from; the plan that moves it also deletes it there.
    var range: Range<Int>
    /// The indentation its lines have now, and the one they get.
    var fromIndent: String
    var toIndent: String
    /// Stands for the moved text in the replacement of some edit of the same plan.
    var placeholder: String
}

/// All-or-nothing unit of work: either every edit applies, or none and the findings say why.
struct Plan {
    var edits: [SourceEdit] = []
    var findings: [Finding] = []
    var moves: [Move] = []

    mutating func merge(_ other: Plan) {
        edits += other.edits
        findings += other.findings
        moves += other.moves
    }

    /// Resolves moves: edits that fall inside moved text are applied to the moved copy, and the
    /// copy, re-indented, takes the place of its placeholder (in another copy, too, when moved
    /// text holds moved text).
    func resolvingMoves(in bytes: [UInt8]) throws -> [SourceEdit] {
        guard !moves.isEmpty else { return edits }
        // Edits by where they start, so each move finds the edits inside it without a scan of all.
        let byStart = edits.indices.sorted { edits[$0].range.lowerBound < edits[$1].range.lowerBound }
        var claimed = Set<Int>()
        var texts: [String: String] = [:]
        for move in moves {
            var first = byStart.partitioningIndex { edits[$0].range.lowerBound >= move.range.lowerBound }
            var inside: [Int] = []
            while first < byStart.count, edits[byStart[first]].range.lowerBound <= move.range.upperBound {
                let index = byStart[first]
                let edit = edits[index]
                if edit.range.upperBound <= move.range.upperBound, edit.range != move.range, !claimed.contains(index) {
                    inside.append(index)
                }
                first += 1
            }
            // Keep the plan's order among the moved edits: it breaks ties between insertions.
            inside.sort()
            claimed.formUnion(inside)
            let rebased = inside.map {
                SourceEdit(range: (edits[$0].range.lowerBound - move.range.lowerBound)..<(edits[$0].range.upperBound - move.range.lowerBound),
                           replacement: edits[$0].replacement)
            }
            guard move.range.upperBound <= bytes.count else {
                throw SourceEdit.OutOfBoundsError(edit: SourceEdit(range: move.range, replacement: move.placeholder), length: bytes.count)
            }
            let original = String(decoding: bytes[move.range], as: UTF8.self)
            let edited = try SourceEdit.apply(rebased, to: original)
            texts[move.placeholder] = reindentLines(edited, from: move.fromIndent, to: move.toIndent)
        }
        return edits.indices.filter { !claimed.contains($0) }.map { index in
            var edit = edits[index]
            edit.replacement = substitutingPlaceholders(in: edit.replacement, with: texts, depth: 0)
            return edit
        }
    }
}

/// Placeholders are `\u{1}name\u{1}`; each one found in `texts` is replaced by its text, whose
/// own placeholders are replaced in turn (no deeper than there are texts, so a cycle ends).
private func substitutingPlaceholders(in text: String, with texts: [String: String], depth: Int) -> String {
    let marker = UInt8(1)
    guard depth <= texts.count, text.utf8.contains(marker) else { return text }
    var result = ""
    var rest = text[...]
    while let open = rest.utf8.firstIndex(of: marker) {
        let afterOpen = rest.utf8.index(after: open)
        guard let close = rest.utf8[afterOpen...].firstIndex(of: marker) else { break }
        if let moved = texts[String(rest[open...close])] {
            result += rest[..<open]
            result += substitutingPlaceholders(in: moved, with: texts, depth: depth + 1)
            rest = rest[rest.utf8.index(after: close)...]
        } else {
            result += rest[..<afterOpen]
            rest = rest[afterOpen...]
        }
    }
    return result + rest
}

/// Shifts every line after the first from one indentation to another. Lines keep their own
/// line breaks, whichever kind they are.
func reindentLines(_ snippet: String, from: String, to: String) -> String {
    guard from != to else { return snippet }
    return snippet.linesKeepingBreaks.enumerated().map { index, line in
        guard index > 0, line.utf8.starts(with: from.utf8) else { return line }
        return to + String(decoding: line.utf8.dropFirst(from.utf8.count), as: UTF8.self)
    }.joined()
}

/// An insertion that lands inside a deleted line (a destination attached after a modifier
/// that is being removed) moves to where the deleted lines start, its leading line break
/// turned into a trailing one, so the two edits do not overlap and the layout stays. Lines
/// replaced by whole lines (the comments of a removed modifier) come before the insertion.
func settleInsertions(_ edits: [SourceEdit], lineEnding: String) -> [SourceEdit] {
    let deletions = edits.filter { !$0.range.isEmpty && ($0.replacement.isEmpty || $0.replacement.hasSuffix(lineEnding)) }
        .sorted { $0.range.lowerBound < $1.range.lowerBound }
    return edits.map { edit in
        guard edit.range.isEmpty else { return edit }
        // The deletion that starts last before the insertion is the only one that can hold it,
        // unless deletions overlap, which `SourceEdit.apply` refuses anyway.
        let after = deletions.partitioningIndex { $0.range.lowerBound >= edit.range.lowerBound }
        guard after > 0, edit.range.lowerBound < deletions[after - 1].range.upperBound else { return edit }
        let deletion = deletions[after - 1]
        var text = edit.replacement
        if text.hasPrefix(lineEnding) { text = String(text.dropFirst(lineEnding.count)) + lineEnding }
        let at = deletion.replacement.isEmpty ? deletion.range.lowerBound : deletion.range.upperBound
        return SourceEdit(range: at..<at, replacement: text)
    }
}
