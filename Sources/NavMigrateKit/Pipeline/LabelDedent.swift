import SwiftSyntax

extension FileContext {
    /// A trailing label closure after arguments written on lines of their own sat deeper than
    /// the link, its closing brace under the last argument (`NavigationLink(` / `destination:
    /// ...,` / `isActive: $flag) {` ... `}`); the arguments go (the link becomes a `Button`, a
    /// value link or a link with a destination closure) and it now opens on the link's line, so
    /// its lines after the first come back to where the link's own closing brace would be. Not
    /// when the label holds a multi-line string, whose indentation is part of its value.
    func dedentingTrailingLabel(_ closure: ClosureExprSyntax, of call: FunctionCallExprSyntax) -> [SourceEdit] {
        let context = self
        let brace = closure.rightBrace.positionAfterSkippingLeadingTrivia
        guard context.line(of: closure.leftBrace.positionAfterSkippingLeadingTrivia) > context.line(of: call.positionAfterSkippingLeadingTrivia),
              context.isFirstOnLine(brace), !closure.trimmedText.contains("\"\"\"") else { return [] }
        let linkIndent = context.indentation(ofLineAt: call.positionAfterSkippingLeadingTrivia)
        let braceIndent = context.indentation(ofLineAt: brace)
        guard braceIndent.utf8.count > linkIndent.utf8.count, braceIndent.hasPrefix(linkIndent) else { return [] }
        let extra = braceIndent.utf8.count - linkIndent.utf8.count
        var edits: [SourceEdit] = []
        var cursor = context.bytes.nextLineStart(after: closure.leftBrace.positionAfterSkippingLeadingTrivia.utf8Offset)
        while let lineStart = cursor, lineStart <= brace.utf8Offset {
            if context.bytes[lineStart...].starts(with: braceIndent.utf8) {
                let from = lineStart + linkIndent.utf8.count
                edits.append(SourceEdit(range: from..<(from + extra), replacement: ""))
            }
            cursor = context.bytes.nextLineStart(after: lineStart)
        }
        return edits
    }
}
