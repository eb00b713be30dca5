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

/// All-or-nothing unit of work: either every edit applies, or none and the findings say why.
struct Plan {
    var edits: [SourceEdit] = []
    var findings: [Finding] = []

    mutating func merge(_ other: Plan) {
        edits += other.edits
        findings += other.findings
    }
}
