import SwiftSyntax

extension FileContext {
    /// Deletes a modifier call `.name(...)` from its chain. A modifier alone on its line takes
    /// the line with it; a comment after it on the same line survives, and so do comments on
    /// the lines around it.
    func removal(ofModifier call: FunctionCallExprSyntax) -> SourceEdit? {
        guard let start = call.modifierStart else { return nil }
        let end = call.endPositionBeforeTrailingTrivia
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
