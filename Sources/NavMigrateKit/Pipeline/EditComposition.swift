/// Two edits of the plans the coordinator kept that cannot both apply: one would overwrite the
/// other. Never expected on real code; the message names both rules and the line.
struct EditConflict: Error {
    var first: SourceEdit
    var second: SourceEdit

    func message(lines: LineTable) -> String {
        let rules = Set([first.origin, second.origin].compactMap { $0?.rawValue }).sorted()
        let who = rules.count == 2 ? "rules `\(rules[0])` and `\(rules[1])` both rewrite" : "rule `\(rules.first ?? "?")` rewrites"
        return "\(who) the code at line \(location(lines: lines).line) in ways navmigrate could not combine; file left unchanged (please report this)"
    }

    /// Where the two edits meet.
    func location(lines: LineTable) -> LineTable.Location {
        lines.location(for: .init(utf8Offset: max(first.range.lowerBound, second.range.lowerBound)))
    }
}

/// Turns the edits and moves of every kept plan into one list of edits of the original bytes.
///
/// An edit that lies inside moved text (a title renamed inside a destination that moves into a
/// `navigationDestination`) is applied to the moved copy, in the innermost move that holds it.
/// A move's text is its original text with the edits it holds, the moves those edits name
/// put in their place, then re-indented from where it stood to where it goes; so moved text
/// inside moved text moves twice, as it should. Lines inside multi-line string literals
/// (`keeping`: offsets from just after the opening `"""` to the closing one) keep their
/// indentation, which is part of the string's value.
///
/// What is left must still be checked for overlaps (`checkedDisjoint`) once insertions have
/// settled: an edit inside text that another edit replaces without carrying it would be lost.
func composeEdits(_ edits: [SourceEdit], moves: [Move], source bytes: [UInt8],
                  keeping literals: [ClosedRange<Int>] = []) throws(EditConflict) -> [SourceEdit] {
    try composeEdits(edits, moves: moves, exports: [:], source: bytes, keeping: literals).edits
}

/// The same, also giving each text the file exports to others with its moved text in place.
func composeEdits(_ edits: [SourceEdit], moves: [Move], exports: [String: String], source bytes: [UInt8],
                  keeping literals: [ClosedRange<Int>] = []) throws(EditConflict) -> (edits: [SourceEdit], exports: [String: String]) {
    guard !moves.isEmpty else { return (edits, exports) }
    var composer = try EditComposer(edits: edits, moves: moves, bytes: bytes, literals: literals)
    let outer = try composer.outerEdits()
    var expanded: [String: String] = [:]
    for (key, text) in exports { expanded[key] = try composer.expandedText(text) }
    return (outer, expanded)
}

/// The edits sorted, or the first two that overlap.
func checkedDisjoint(_ edits: [SourceEdit]) throws(EditConflict) -> [SourceEdit] {
    let sorted = SourceEdit.sorted(edits)
    if let (first, second) = SourceEdit.firstOverlap(in: sorted) {
        throw EditConflict(first: first, second: second)
    }
    return sorted
}

/// Text with the stretches whose lines must keep their indentation.
private struct KeptText {
    var bytes: [UInt8] = []
    /// Offsets into `bytes`: a line that starts inside one is not re-indented.
    var kept: [ClosedRange<Int>] = []

    mutating func append(_ other: KeptText) {
        let base = bytes.count
        bytes += other.bytes
        kept += other.kept.map { ($0.lowerBound + base)...($0.upperBound + base) }
    }

    mutating func append(_ other: some Collection<UInt8>) {
        bytes += other
    }
}

private struct EditComposer {
    let edits: [SourceEdit]
    let moves: [Move]
    let bytes: [UInt8]
    let literals: [ClosedRange<Int>]
    /// For each edit, the move whose text it edits (innermost), or -1.
    private var owner: [Int]
    /// The edits each move holds (by index into `edits`), in the edits' order.
    private let owned: [[Int]]
    private var moveByPlaceholder: [String: Int] = [:]
    private var texts: [Int: KeptText] = [:]
    private var resolving = Set<Int>()

    init(edits: [SourceEdit], moves: [Move], bytes: [UInt8], literals: [ClosedRange<Int>]) throws(EditConflict) {
        // The same text carried twice: once is enough when both say the same, else a conflict.
        var unique: [Move] = []
        var seen: [String: Move] = [:]
        for move in moves {
            if let earlier = seen[move.placeholder] {
                guard earlier.fromIndent == move.fromIndent, earlier.toIndent == move.toIndent else {
                    throw EditConflict(first: SourceEdit(range: earlier.range, replacement: "", origin: earlier.origin),
                                       second: SourceEdit(range: move.range, replacement: "", origin: move.origin))
                }
                continue
            }
            guard move.range.lowerBound >= 0, move.range.upperBound <= bytes.count else {
                throw EditConflict(first: SourceEdit(range: move.range, replacement: "", origin: move.origin),
                                   second: SourceEdit(range: move.range, replacement: "", origin: move.origin))
            }
            seen[move.placeholder] = move
            unique.append(move)
        }
        // Innermost first, so an edit goes to the smallest move that holds it.
        self.moves = unique.sorted { ($0.range.count, $0.range.lowerBound) < ($1.range.count, $1.range.lowerBound) }
        var edits = edits
        self.bytes = bytes
        self.literals = literals.sorted { $0.lowerBound < $1.lowerBound }
        var owner = Array(repeating: -1, count: edits.count)
        let byStart = edits.indices.sorted { edits[$0].range.lowerBound < edits[$1].range.lowerBound }
        for (moveIndex, move) in self.moves.enumerated() {
            var cursor = byStart.partitioningIndex { edits[$0].range.lowerBound >= move.range.lowerBound }
            while cursor < byStart.count, edits[byStart[cursor]].range.lowerBound <= move.range.upperBound {
                let index = byStart[cursor]
                let range = edits[index].range
                if owner[index] < 0, range != move.range, range.upperBound > move.range.upperBound,
                   let clipped = Self.lineDeletion(edits[index], endingIn: move.range, bytes: bytes) {
                    // A line deleted at the end of moved text: its line break goes, not the one after.
                    edits[index].range = clipped
                    owner[index] = moveIndex
                } else if owner[index] < 0, range.upperBound <= move.range.upperBound,
                          range != move.range || Self.editsWhole(edits[index], movedBy: move) {
                    owner[index] = moveIndex
                }
                cursor += 1
            }
        }
        self.edits = edits
        self.owner = owner
        var owned = Array(repeating: [Int](), count: self.moves.count)
        for (index, move) in owner.enumerated() where move >= 0 { owned[move].append(index) }
        self.owned = owned
        for (index, move) in self.moves.enumerated() { moveByPlaceholder[move.placeholder] = index }
    }

    /// Whether an edit of exactly a move's range rewrites the moved text (another rule's edit
    /// of it: a navigation view unwrapped where it is a link's `destination:` argument, which
    /// the link's rule carries into a closure) rather than being the mover's own edit of the
    /// place the text leaves.
    private static func editsWhole(_ edit: SourceEdit, movedBy move: Move) -> Bool {
        guard let rule = edit.origin, let mover = move.origin else { return false }
        return rule != mover
    }

    /// For a deletion of whole lines that starts in `range` and reaches past its end only over
    /// the last line's line break: the same deletion taking the line break before it instead,
    /// so that it lies wholly in `range`.
    private static func lineDeletion(_ edit: SourceEdit, endingIn range: Range<Int>, bytes: [UInt8]) -> Range<Int>? {
        guard edit.replacement.isEmpty, range.contains(edit.range.lowerBound), bytes.isLineStart(edit.range.lowerBound),
              edit.range.upperBound <= bytes.count,
              bytes[range.upperBound..<edit.range.upperBound].allSatisfy({ $0 == 0x20 || $0 == 0x09 || isLineBreakByte($0) })
        else { return nil }
        let before = bytes.lineBreakLength(endingAt: edit.range.lowerBound)
        guard before > 0, edit.range.lowerBound - before >= range.lowerBound else { return nil }
        return (edit.range.lowerBound - before)..<range.upperBound
    }

    /// The edits no move holds, with every placeholder replaced by its moved text.
    mutating func outerEdits() throws(EditConflict) -> [SourceEdit] {
        var result: [SourceEdit] = []
        for index in edits.indices where owner[index] < 0 {
            var edit = edits[index]
            edit.replacement = String(decoding: try expand(edit.replacement).bytes, as: UTF8.self)
            result.append(edit)
        }
        return result
    }

    /// `text` with every placeholder it holds replaced by its moved text.
    mutating func expandedText(_ text: String) throws(EditConflict) -> String {
        String(decoding: try expand(text).bytes, as: UTF8.self)
    }

    /// `text` with each placeholder it holds replaced by the text of its move.
    private mutating func expand(_ text: String) throws(EditConflict) -> KeptText {
        var result = KeptText()
        let marker = UInt8(1)
        var rest = Array(text.utf8)[...]
        while let open = rest.firstIndex(of: marker) {
            let afterOpen = rest.index(after: open)
            guard let close = rest[afterOpen...].firstIndex(of: marker),
                  let move = moveByPlaceholder[String(decoding: rest[open...close], as: UTF8.self)] else {
                result.append(rest[...open])
                rest = rest[afterOpen...]
                continue
            }
            result.append(rest[..<open])
            result.append(try movedText(move))
            rest = rest[rest.index(after: close)...]
        }
        result.append(rest)
        return result
    }

    /// The text of move `index`: its original with the edits it holds, re-indented.
    private mutating func movedText(_ index: Int) throws(EditConflict) -> KeptText {
        if let done = texts[index] { return done }
        let move = moves[index]
        // A move that names itself, through others, stands as its placeholder.
        guard resolving.insert(index).inserted else { return KeptText(bytes: Array(move.placeholder.utf8)) }
        defer { resolving.remove(index) }
        let inside = try checkedDisjoint(owned[index].map { edits[$0] })
        var text = KeptText()
        var cursor = move.range.lowerBound
        var editIndex = 0
        // Literals the edits leave whole keep their lines; a literal an edit touches is the
        // edit's to write.
        let first = literals.partitioningIndex { $0.lowerBound >= move.range.lowerBound }
        let last = max(first, literals.partitioningIndex { $0.lowerBound >= move.range.upperBound })
        let untouched = literals[first..<last].filter { literal in
            literal.upperBound < move.range.upperBound
                && !inside.contains { $0.range.lowerBound <= literal.upperBound && $0.range.upperBound > literal.lowerBound }
        }
        var literalIndex = 0
        func copy(upTo end: Int, into text: inout KeptText) {
            while literalIndex < untouched.count, untouched[literalIndex].lowerBound < end {
                let literal = untouched[literalIndex]
                let start = text.bytes.count + (literal.lowerBound - cursor)
                text.kept.append(start...(start + literal.count - 1))
                literalIndex += 1
            }
            text.append(bytes[cursor..<end])
            cursor = end
        }
        while editIndex < inside.count {
            let edit = inside[editIndex]
            copy(upTo: edit.range.lowerBound, into: &text)
            text.append(try expand(edit.replacement))
            cursor = edit.range.upperBound
            editIndex += 1
        }
        copy(upTo: move.range.upperBound, into: &text)
        let reindented = reindent(text, from: move.fromIndent, to: move.toIndent)
        texts[index] = reindented
        return reindented
    }
}

/// Shifts every line after the first from one indentation to another, leaving the lines that
/// start in a kept stretch; the kept stretches move with the text. When the text moves deeper, a
/// line the app indented less than `from` (a closing brace written left of what it closes) moves
/// too: one that only closes brackets goes under the first line, any other keeps its place
/// relative to the rest; a directive (`#if`) or a comment stays.
private func reindent(_ text: KeptText, from: String, to: String) -> KeptText {
    guard from != to else { return text }
    var result = KeptText()
    let bytes = text.bytes
    let fromBytes = Array(from.utf8)
    let toBytes = Array(to.utf8)
    let deeper: ArraySlice<UInt8>? = toBytes.starts(with: fromBytes) ? toBytes.dropFirst(fromBytes.count) : nil
    func shallower(_ line: ArraySlice<UInt8>) -> Bool {
        guard deeper != nil else { return false }
        let indentation = line.prefix { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
        guard indentation.count < fromBytes.count, fromBytes.starts(with: indentation),
              let first = line.dropFirst(indentation.count).first else { return false }
        // Commented-out code at the margin (Xcode's ⌘/) and directives stay there.
        return first != UInt8(ascii: "\n") && first != UInt8(ascii: "\r") && first != UInt8(ascii: "#") && first != UInt8(ascii: "/")
    }
    var keptIndex = 0
    var kept: [ClosedRange<Int>] = []
    var start = 0
    var first = true
    while start <= bytes.count {
        let next = bytes.nextLineStart(after: start) ?? bytes.count
        let line = bytes[start..<next]
        let movable = !first && !text.kept.contains { $0.contains(start) }
        var moved: [UInt8]?
        if movable, line.starts(with: fromBytes) {
            moved = toBytes + line.dropFirst(fromBytes.count)
        } else if movable, shallower(line), let deeper {
            // One that only closes brackets closes what the text's first line opened: it goes
            // under that line. Any other keeps its place relative to the rest.
            let content = line.drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
            let closes = content.prefix { $0 != UInt8(ascii: "\n") && $0 != UInt8(ascii: "\r") }
                .allSatisfy { [UInt8(ascii: "}"), UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: " ")].contains($0) }
            moved = closes ? toBytes + content : Array(deeper) + line
        }
        // Kept stretches that begin on this line move by what the lines before it and this
        // line's own indentation added.
        let delta = result.bytes.count - start + (moved.map { $0.count - line.count } ?? 0)
        while keptIndex < text.kept.count, text.kept[keptIndex].lowerBound < max(next, start + 1) {
            let range = text.kept[keptIndex]
            kept.append((range.lowerBound + delta)...(range.upperBound + delta))
            keptIndex += 1
        }
        if let moved {
            result.bytes += moved
        } else {
            result.bytes += line
        }
        first = false
        if next >= bytes.count { break }
        start = next
    }
    result.kept = kept
    return result
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
        // unless deletions overlap, which composition refuses anyway.
        let after = deletions.partitioningIndex { $0.range.lowerBound >= edit.range.lowerBound }
        guard after > 0, edit.range.lowerBound < deletions[after - 1].range.upperBound else { return edit }
        let deletion = deletions[after - 1]
        var text = edit.replacement
        if text.hasPrefix(lineEnding) { text = String(text.dropFirst(lineEnding.count)) + lineEnding }
        let at = deletion.replacement.isEmpty ? deletion.range.lowerBound : deletion.range.upperBound
        return SourceEdit(range: at..<at, replacement: text, origin: edit.origin)
    }
}

extension SourceEdit {
    init(range: Range<Int>, replacement: String, origin: RuleID?) {
        self.init(range: range, replacement: replacement)
        self.origin = origin
    }
}
