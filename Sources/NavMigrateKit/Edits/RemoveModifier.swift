import SwiftSyntax

extension FileContext {
    /// Deletes a modifier call `.name(...)` from its chain. A modifier alone on its line takes
    /// the line with it; a comment after it on the same line survives, and so do comments on
    /// the lines around it.
    func removal(ofModifier call: FunctionCallExprSyntax) -> SourceEdit? {
        guard let start = call.modifierStart else { return nil }
        return deletion(from: start, to: call.endPositionBeforeTrailingTrivia)
    }

    /// Deletes a span of source. A span alone on its lines takes those lines with it; a comment
    /// after it on its last line survives.
    func deletion(from start: AbsolutePosition, to end: AbsolutePosition) -> SourceEdit {
        guard isFirstOnLine(start) else {
            return SourceEdit(replacing: start, end, with: "")
        }
        // The rest of the line after the modifier: whitespace only, or a comment.
        var index = end.utf8Offset
        while index < bytes.count, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") {
            index += 1
        }
        let restIsEmpty = index >= bytes.count || bytes[index] == UInt8(ascii: "\n")
            || bytes[index] == UInt8(ascii: "\r")
        guard restIsEmpty else {
            // Keep the indentation and the trailing comment on their line.
            return SourceEdit(range: start.utf8Offset..<index, replacement: "")
        }
        var lineStart = start.utf8Offset
        while lineStart > 0, bytes[lineStart - 1] != UInt8(ascii: "\n") { lineStart -= 1 }
        var lineEnd = index
        if lineEnd < bytes.count, bytes[lineEnd] == UInt8(ascii: "\r") { lineEnd += 1 }
        if lineEnd < bytes.count, bytes[lineEnd] == UInt8(ascii: "\n") {
            lineEnd += 1
        } else if lineStart > 0 {
            // Last line of the file without a newline: take the newline before it instead.
            lineStart -= 1
            if lineStart > 0, bytes[lineStart - 1] == UInt8(ascii: "\r") { lineStart -= 1 }
        }
        return SourceEdit(range: lineStart..<lineEnd, replacement: "")
    }
}

extension FileContext {
    /// Deletes a member declaration. When its lines go, a blank line left next to another blank
    /// line, just inside the type's `{`, or just before its `}` goes with them.
    func deletion(ofMember decl: some SyntaxProtocol) -> SourceEdit {
        let edit = deletion(from: decl.positionAfterSkippingLeadingTrivia, to: decl.endPositionBeforeTrailingTrivia)
        let start = edit.range.lowerBound
        let end = edit.range.upperBound
        // Only whole-line deletions can leave a stray blank line.
        guard start == 0 || bytes[start - 1] == UInt8(ascii: "\n"), end > start, bytes[end - 1] == UInt8(ascii: "\n") else {
            return edit
        }
        let previous = lineRange(endingBefore: start)
        let next = lineRange(startingAt: end)
        let previousText = previous.map(lineText) ?? ""
        let nextText = next.map(lineText) ?? ""
        let previousBlank = previous != nil && previousText.isEmpty
        let nextBlank = next != nil && nextText.isEmpty
        if let next, nextBlank, previousBlank || previousText.hasSuffix("{") {
            return SourceEdit(range: start..<next.upperBound, replacement: "")
        }
        if let previous, previousBlank, nextText.hasPrefix("}") {
            return SourceEdit(range: previous.lowerBound..<end, replacement: "")
        }
        return edit
    }

    /// The line (with its line break) that ends at `offset`, nil at the start of the file.
    private func lineRange(endingBefore offset: Int) -> Range<Int>? {
        guard offset > 0 else { return nil }
        var start = offset - 1
        while start > 0, bytes[start - 1] != UInt8(ascii: "\n") { start -= 1 }
        return start..<offset
    }

    /// The line (with its line break) that starts at `offset`, nil at the end of the file.
    private func lineRange(startingAt offset: Int) -> Range<Int>? {
        guard offset < bytes.count else { return nil }
        var end = offset
        while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
        return offset..<min(end + 1, bytes.count)
    }

    /// A line's text without its indentation and line break.
    private func lineText(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self).trimmingWhitespace()
    }
}

extension String {
    /// The string without leading and trailing spaces, tabs and line breaks.
    func trimmingWhitespace() -> String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(self[first...last])
    }
}
