import SwiftSyntax

/// Replaces a UTF-8 byte range of the original source with new text, in the shape of
/// swift-syntax's `SourceEdit`. Bytes outside every edit stay byte-identical.
struct SourceEdit: Hashable, CustomStringConvertible {
    var range: Range<Int>
    var replacement: String
    /// The rule whose plan made the edit, so that a conflict can name it; set when plans merge.
    var origin: RuleID?
    /// An insertion that continues the text just before it (the display mode a rewritten
    /// `navigationBarTitle` leaves after its `navigationTitle`): it goes before the other
    /// insertions at its offset, which add after what is there.
    var continuesBefore = false

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

    /// Sorted by place; insertions at one offset keep their given order, those that continue
    /// the text before them first.
    static func sorted(_ edits: [SourceEdit]) -> [SourceEdit] {
        edits.enumerated().sorted {
            ($0.element.range.lowerBound, $0.element.range.upperBound, $0.element.continuesBefore ? 0 : 1, $0.offset)
                < ($1.element.range.lowerBound, $1.element.range.upperBound, $1.element.continuesBefore ? 0 : 1, $1.offset)
        }.map(\.element)
    }

    /// The first two edits that overlap, in place order.
    static func firstOverlap(in sorted: [SourceEdit]) -> (SourceEdit, SourceEdit)? {
        for (first, second) in zip(sorted, sorted.dropFirst()) where first.range.upperBound > second.range.lowerBound {
            return (first, second)
        }
        return nil
    }

    /// Applies edits that do not overlap, in one pass over `bytes`; nil when two overlap or
    /// one lies outside the bytes.
    static func apply(_ edits: [SourceEdit], to bytes: ArraySlice<UInt8>) -> [UInt8]? {
        let ordered = sorted(edits)
        guard firstOverlap(in: ordered) == nil,
              ordered.allSatisfy({ $0.range.lowerBound >= 0 && $0.range.upperBound <= bytes.count }) else { return nil }
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count + ordered.reduce(0) { $0 + $1.replacement.utf8.count })
        let base = bytes.startIndex
        var cursor = 0
        for edit in ordered {
            output += bytes[(base + cursor)..<(base + edit.range.lowerBound)]
            output += edit.replacement.utf8
            cursor = edit.range.upperBound
        }
        output += bytes[(base + cursor)...]
        return output
    }
}

extension SourceEdit {
    struct OverlapError: Error, CustomStringConvertible {
        var description: String
    }

    /// Applies edits to text; throws when two overlap or one lies outside it.
    static func apply(_ edits: [SourceEdit], to text: String) throws -> String {
        guard let bytes = apply(edits, to: Array(text.utf8)[...]) else {
            throw OverlapError(description: "edits overlap or lie outside the text")
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

/// Source text that a plan takes from where it stands into its new text (a link's
/// destination into a `navigationDestination`, a column into an `if let`): the edits other
/// rules make inside it are carried along.
struct Move: Hashable {
    /// Where the text comes from; the plan that moves it also replaces or deletes it there.
    var range: Range<Int>
    /// The indentation its lines have now, and the one they get.
    var fromIndent: String
    var toIndent: String
    /// Stands for the moved text in the replacement of some edit.
    var placeholder: String
    var origin: RuleID?
}

/// All-or-nothing unit of work for one site: either every edit applies, or none.
struct Plan {
    var edits: [SourceEdit] = []
    /// Notes the site adds besides its edits.
    var findings: [Finding] = []
    private(set) var moves: [Move] = []
    /// What the site became, for the run's summary: `stack`, `typed path`, and how many of
    /// them (a view's links count one each).
    var became: (what: String, count: Int)?
    /// What the site's change also did that another rule's summary names (a navigation view's
    /// own style, removed with it, counted under the style rule too), by rule.
    var alsoBecame: [RuleID: (what: String, count: Int)] = [:]
    /// Text this plan writes into another file (a sidebar's destinations, for the detail
    /// column of the view that shows it), by key; it may carry this file's moved text.
    var exports: [String: String] = [:]
    /// For each export this plan's edits take in (written `Plan.importMarker(key)`), what stands
    /// in it for `Plan.fallbackMarker`, this file's own text the export shows when nothing is
    /// selected; or, for an export written against `Plan.indentMarker(key)`, the indentation
    /// this file gives its lines.
    var imports: [String: String] = [:]

    /// Stands in an edit's replacement for the text another site exports under `key`.
    static func importMarker(_ key: String) -> String { "\u{2}\(key)\u{2}" }
    /// Stands in an export for what the importing file shows in its place otherwise.
    static let fallbackMarker = "\u{3}fallback\u{3}"
    /// Starts each line of an export written with no indentation of its own (a destination
    /// moved into a view of another file, whose indentation the exporting file cannot know).
    static func indentMarker(_ key: String) -> String { "\u{3}indent|\(key)\u{3}" }

    init(edits: [SourceEdit] = [], findings: [Finding] = []) {
        self.edits = edits
        self.findings = findings
    }

    mutating func merge(_ other: Plan) {
        edits += other.edits
        findings += other.findings
        moves += other.moves
        became = became ?? other.became
        exports.merge(other.exports) { first, _ in first }
        imports.merge(other.imports) { first, _ in first }
    }

    /// Takes `range` of the original source into this plan's new text: returns what stands for
    /// it in a replacement. Edits any rule makes inside it go with it, and its lines after the
    /// first trade the indentation `from` for `to`. The plan must also replace or delete the
    /// text where it stands.
    /// Gives the text `placeholder` stands for (from `carry`) another indentation.
    mutating func recarry(_ placeholder: String, to indent: String) {
        for index in moves.indices where moves[index].placeholder == placeholder { moves[index].toIndent = indent }
    }

    mutating func carry(_ range: Range<Int>, from: String, to: String) -> String {
        let placeholder = "\u{1}\(range.lowerBound)-\(range.upperBound)\u{1}"
        moves.append(Move(range: range, fromIndent: from, toIndent: to, placeholder: placeholder))
        return placeholder
    }

    /// Every edit and move, marked as made by `rule`.
    func marked(_ rule: RuleID) -> Plan {
        var copy = self
        for index in copy.edits.indices { copy.edits[index].origin = rule }
        for index in copy.moves.indices { copy.moves[index].origin = rule }
        return copy
    }
}

/// Shifts every line after the first from one indentation to another. Lines keep their own
/// line breaks, whichever kind they are; lines that start inside `keeping` (the insides of
/// multi-line string literals, as offsets into `snippet`) stay as they are.
/// A line the app indented less than `from` moves too when the text moves deeper: one that only
/// closes brackets (written left of what it closes) goes under the first line, any other keeps
/// its place relative to the rest; a compiler directive or a comment at the margin stays there.
func reindentLines(_ snippet: String, from: String, to: String, keeping: [ClosedRange<Int>] = []) -> String {
    guard from != to else { return snippet }
    let deeper = to.hasPrefix(from) ? String(to.dropFirst(from.count)) : nil
    var offset = 0
    return snippet.linesKeepingBreaks.enumerated().map { index, line in
        defer { offset += line.utf8.count }
        guard index > 0, !keeping.contains(where: { $0.contains(offset) }) else { return line }
        if line.utf8.starts(with: from.utf8) {
            return to + String(decoding: line.utf8.dropFirst(from.utf8.count), as: UTF8.self)
        }
        let indentation = line.prefix { $0 == " " || $0 == "\t" }
        let content = line.dropFirst(indentation.count)
        guard let deeper, indentation.count < from.count, from.hasPrefix(indentation),
              let first = content.first, !first.isNewline, first != "#", first != "/" else { return line }
        // One that only closes brackets closes what the first line opened: it goes under it.
        if content.trimmingCharacters(in: .whitespacesAndNewlines).allSatisfy({ "})]".contains($0) }) { return to + content }
        return deeper + line
    }.joined()
}
