import SwiftSyntax

/// The parsed file and the facts every rewrite needs about its text.
final class FileContext {
    let tree: SourceFileSyntax
    let text: String
    /// What the file's bytes say, without the tree: what outlives the tree once a file is planned.
    let source: SourceText

    var bytes: [UInt8] { source.bytes }
    /// Whether a modifier of this name is the app's own container wrapper (a `View` extension
    /// function that puts its view in a navigation view): set by the file's index, which asks
    /// the project.
    var wrapsInContainer: (String) -> Bool = { _ in false }
    var converter: LineTable { source.lines }
    /// The line break most of the file's lines end with (`"\n"`, `"\r\n"` or `"\r"`); new lines use it.
    var lineEnding: String { source.lineEnding }
    /// One step of indentation as the file writes it (four spaces when it cannot tell).
    var indentStep: String { source.indentStep }

    /// One step in from `indent`, in the kind `indent` is written in where it differs from the
    /// file's (a file of tabs with a chain indented by spaces): the new lines do not mix the two.
    func indentStep(after indent: String) -> String {
        let step = indentStep
        guard let kind = indent.last, let stepKind = step.first, kind != stepKind else { return step }
        return kind == "\t" ? "\t" : "    "
    }

    /// The indentation of the line holding `position`, one step in (`indentStep(after:)`).
    func innerIndentation(ofLineAt position: AbsolutePosition) -> String {
        let indent = indentation(ofLineAt: position)
        return indent + indentStep(after: indent)
    }

    init(tree: SourceFileSyntax, text: String) {
        self.tree = tree
        self.text = text
        self.source = SourceText(Array(text.utf8))
    }

    /// A finding located at a node's first token (after its leading trivia).
    func finding(_ rule: RuleID, _ message: String, at node: some SyntaxProtocol,
                 severity: Finding.Severity = .warning) -> Finding {
        let location = converter.location(for: node.positionAfterSkippingLeadingTrivia)
        return Finding(rule, severity: severity, message: message,
                       line: location.line, column: location.column)
    }

    /// `line:column` of a position, as findings name a place in the same file.
    func place(of position: AbsolutePosition) -> String {
        let location = converter.location(for: position)
        return "\(location.line):\(location.column)"
    }

    /// The 1-based line of a position.
    func line(of position: AbsolutePosition) -> Int {
        converter.location(for: position).line
    }

    /// The leading whitespace of the line that holds `position`.
    func indentation(ofLineAt position: AbsolutePosition) -> String {
        source.indentation(ofLineAt: position)
    }

    /// The offset where the line holding `offset` starts.
    func lineStart(of offset: Int) -> Int {
        source.lineStart(of: offset)
    }

    /// The source text of a node without its surrounding trivia, exactly as written.
    func source(_ node: some SyntaxProtocol) -> String {
        slice(node.positionAfterSkippingLeadingTrivia, node.endPositionBeforeTrailingTrivia)
    }

    func slice(_ start: AbsolutePosition, _ end: AbsolutePosition) -> String {
        source.slice(start, end)
    }

    /// Modifiers (`text`, each on a line of its own after a line break, at `indent`) inside a
    /// postfix `#if condition` … `#endif` of their own.
    func compiled(_ text: String, onlyIf condition: String, indent: String) -> String {
        lineEnding + indent + "#if " + condition + text + lineEnding + indent + "#endif"
    }

    /// Whether only spaces and tabs lie between the start of the line and `position`.
    func isFirstOnLine(_ position: AbsolutePosition) -> Bool {
        var index = position.utf8Offset - 1
        while index >= 0 {
            switch bytes[index] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"): index -= 1
            case lineFeedByte, carriageReturnByte: return true
            default: return false
            }
        }
        return true
    }
}

/// A file's bytes and what they say about its lines: where each starts, which line break and
/// which indentation step the file uses. It needs no tree, so it outlives the tree once a file
/// is planned.
final class SourceText: @unchecked Sendable {
    let bytes: [UInt8]
    let lines: LineTable
    let lineEnding: String
    let indentStep: String

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        self.lines = LineTable(bytes)
        self.lineEnding = Self.dominantLineEnding(bytes)
        self.indentStep = Self.inferIndentStep(bytes)
    }

    /// The leading whitespace of the line that holds `position`.
    func indentation(ofLineAt position: AbsolutePosition) -> String {
        let start = lineStart(of: position.utf8Offset)
        var end = start
        while end < bytes.count, bytes[end] == UInt8(ascii: " ") || bytes[end] == UInt8(ascii: "\t") {
            end += 1
        }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// The offset where the line holding `offset` starts. It asks the line table, which
    /// knows every line start, rather than scanning back: a file written on one long line has
    /// many sites on that line.
    func lineStart(of offset: Int) -> Int {
        let clamped = min(max(offset, 0), bytes.count)
        return clamped - (lines.location(for: AbsolutePosition(utf8Offset: clamped)).column - 1)
    }

    func slice(_ start: AbsolutePosition, _ end: AbsolutePosition) -> String {
        String(decoding: bytes[start.utf8Offset..<end.utf8Offset], as: UTF8.self)
    }

    /// The byte offset a finding points at.
    func offset(of finding: Finding) -> Int {
        lines.position(ofLine: finding.line, column: finding.column).utf8Offset
    }

    /// `\r\n`, `\n` or a lone `\r`, whichever ends the most lines (`\n` when none does).
    private static func dominantLineEnding(_ bytes: [UInt8]) -> String {
        var counts = (crlf: 0, lf: 0, cr: 0)
        var index = 0
        while index < bytes.count {
            switch bytes.lineBreakLength(at: index) {
            case 2: counts.crlf += 1; index += 2
            case 1: if bytes[index] == lineFeedByte { counts.lf += 1 } else { counts.cr += 1 }; index += 1
            default: index += 1
            }
        }
        if counts.crlf > counts.lf, counts.crlf >= counts.cr { return "\r\n" }
        if counts.cr > counts.lf, counts.cr > counts.crlf { return "\r" }
        return "\n"
    }

    private static func inferIndentStep(_ bytes: [UInt8]) -> String {
        var counts: [Int: Int] = [:]
        var tabs = 0
        var spaced = 0
        var previous = 0
        var index = 0
        while index < bytes.count {
            var width = 0
            var sawTab = false
            while index < bytes.count, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") {
                if bytes[index] == UInt8(ascii: "\t") { sawTab = true }
                width += 1
                index += 1
            }
            let blank = index >= bytes.count || isLineBreakByte(bytes[index])
            if !blank {
                if sawTab { tabs += 1 } else if width > 0 { spaced += 1 }
                if !sawTab, width > previous { counts[width - previous, default: 0] += 1 }
                if !sawTab { previous = width }
            }
            index = bytes.lineEnd(from: index)
            index += max(bytes.lineBreakLength(at: index), 1)
        }
        if tabs > spaced { return "\t" }
        let step = counts.max { ($0.value, -$0.key) < ($1.value, -$1.key) }?.key ?? 4
        return String(repeating: " ", count: (1...8).contains(step) ? step : 4)
    }
}
