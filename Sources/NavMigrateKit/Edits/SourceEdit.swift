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

    /// Applies non-overlapping edits, back to front. Two insertions at the same offset keep
    /// their given order.
    static func apply(_ edits: [SourceEdit], to text: String) throws -> String {
        let ordered = edits.enumerated().sorted {
            ($0.element.range.lowerBound, $0.element.range.upperBound, $0.offset)
                < ($1.element.range.lowerBound, $1.element.range.upperBound, $1.offset)
        }.map(\.element)
        for (first, second) in zip(ordered, ordered.dropFirst())
        where first.range.upperBound > second.range.lowerBound {
            throw OverlapError(first: first, second: second)
        }
        var bytes = Array(text.utf8)
        for edit in ordered.reversed() {
            bytes.replaceSubrange(edit.range, with: Array(edit.replacement.utf8))
        }
        return String(decoding: bytes, as: UTF8.self)
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
    /// copy, re-indented, takes the place of its placeholder.
    func resolvingMoves(in bytes: [UInt8]) throws -> [SourceEdit] {
        guard !moves.isEmpty else { return edits }
        var remaining = edits
        var texts: [String: String] = [:]
        for move in moves {
            let inside = remaining.filter { edit in
                edit.range.lowerBound >= move.range.lowerBound && edit.range.upperBound <= move.range.upperBound
                    && edit.range != move.range
            }
            remaining.removeAll { inside.contains($0) }
            let rebased = inside.map {
                SourceEdit(range: ($0.range.lowerBound - move.range.lowerBound)..<($0.range.upperBound - move.range.lowerBound),
                           replacement: $0.replacement)
            }
            let original = String(decoding: bytes[move.range], as: UTF8.self)
            let edited = try SourceEdit.apply(rebased, to: original)
            texts[move.placeholder] = reindentLines(edited, from: move.fromIndent, to: move.toIndent)
        }
        return remaining.map { edit in
            var edit = edit
            for (placeholder, text) in texts where edit.replacement.contains(placeholder) {
                edit.replacement = edit.replacement.replacingOccurrences(of: placeholder, with: text)
            }
            return edit
        }
    }
}

/// Shifts every line after the first from one indentation to another.
func reindentLines(_ snippet: String, from: String, to: String) -> String {
    guard from != to else { return snippet }
    let lines = snippet.split(separator: "\n", omittingEmptySubsequences: false)
    return lines.enumerated().map { index, line in
        guard index > 0, line.hasPrefix(from) else { return String(line) }
        return to + line.dropFirst(from.count)
    }.joined(separator: "\n")
}

extension String {
    func replacingOccurrences(of target: String, with replacement: String) -> String {
        guard !target.isEmpty else { return self }
        var result = ""
        var rest = self[...]
        while let range = rest.firstRange(of: target) {
            result += rest[..<range.lowerBound]
            result += replacement
            rest = rest[range.upperBound...]
        }
        return result + rest
    }
}

/// An insertion that lands inside a deleted line (a destination attached after a modifier
/// that is being removed) moves to where the deleted lines start, its leading line break
/// turned into a trailing one, so the two edits do not overlap and the layout stays. Lines
/// replaced by whole lines (the comments of a removed modifier) come before the insertion.
func settleInsertions(_ edits: [SourceEdit], lineEnding: String) -> [SourceEdit] {
    let deletions = edits.filter { !$0.range.isEmpty && ($0.replacement.isEmpty || $0.replacement.hasSuffix(lineEnding)) }
    return edits.map { edit in
        guard edit.range.isEmpty,
              let deletion = deletions.first(where: { $0.range.lowerBound < edit.range.lowerBound && edit.range.lowerBound < $0.range.upperBound })
        else { return edit }
        var text = edit.replacement
        if text.hasPrefix(lineEnding) { text = String(text.dropFirst(lineEnding.count)) + lineEnding }
        let at = deletion.replacement.isEmpty ? deletion.range.lowerBound : deletion.range.upperBound
        return SourceEdit(range: at..<at, replacement: text)
    }
}
