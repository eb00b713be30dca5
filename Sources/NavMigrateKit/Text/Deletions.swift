import SwiftSyntax

extension FileContext {
    /// Deletes a modifier call `.name(...)` from its chain. A modifier alone on its line takes
    /// the line with it; a comment after it on the same line survives, and so do comments on
    /// the lines around it.
    func removal(ofModifier call: FunctionCallExprSyntax) -> SourceEdit? {
        guard let start = call.modifierStart else { return nil }
        return deletion(from: start, to: call.endPositionBeforeTrailingTrivia)
    }

    /// Deletes a modifier alone on its line with the comments that speak of it (`isAbout`, asked
    /// of each comment's text): the one after it on its line, and the run of comments on the
    /// lines right above it (no blank line or code between), read as one. A comment that does
    /// not speak of it stays, as `removal(ofModifier:)` keeps it; so do comments around a
    /// modifier that shares its line with code.
    func removal(ofModifier call: FunctionCallExprSyntax, withCommentsAbout isAbout: (String) -> Bool) -> SourceEdit? {
        guard let period = call.calledExpression.as(MemberAccessExprSyntax.self)?.period,
              let last = call.lastToken(viewMode: .sourceAccurate), var edit = removal(ofModifier: call) else { return nil }
        guard isFirstOnLine(period.positionAfterSkippingLeadingTrivia) else { return edit }
        let after = last.trailingTrivia.compactMap(\.commentText)
        if !after.isEmpty {
            guard after.allSatisfy(isAbout) else { return edit }
            edit = deletion(from: period.positionAfterSkippingLeadingTrivia, to: last.endPosition)
        }
        guard bytes.isLineStart(edit.range.lowerBound) else { return edit }
        // The comments above, from the nearest up: each on a line of its own, one line break apart.
        var offset = period.position.utf8Offset
        let pieces = period.leadingTrivia.map { piece -> (piece: TriviaPiece, offset: Int) in
            defer { offset += piece.sourceLength.utf8Length }
            return (piece, offset)
        }
        var index = pieces.count - 1
        var above: [(text: String, offset: Int)] = []
        func skipIndentation() {
            while index >= 0, case .spaces = pieces[index].piece { index -= 1 }
            while index >= 0, case .tabs = pieces[index].piece { index -= 1 }
        }
        while true {
            skipIndentation()
            guard index >= 1, pieces[index].piece.isSingleLineBreak else { break }
            index -= 1
            skipIndentation()
            guard index >= 0, let text = pieces[index].piece.commentText,
                  isFirstOnLine(AbsolutePosition(utf8Offset: pieces[index].offset)) else { break }
            above.append((text, pieces[index].offset))
            index -= 1
        }
        guard let top = above.last, isAbout(above.reversed().map(\.text).joined(separator: "\n")) else { return edit }
        return SourceEdit(range: lineStart(of: top.offset)..<edit.range.upperBound, replacement: "")
    }

    /// Deletes the postfix `#if` block whose one clause holds nothing but `call`, a modifier
    /// that is going (an `#if` left empty would say nothing); nil when the block holds more.
    func removal(ofIfConfigHoldingOnly call: FunctionCallExprSyntax) -> SourceEdit? {
        var current = Syntax(call)
        while let parent = current.parent, !parent.is(IfConfigClauseSyntax.self) { current = parent }
        guard let clause = current.parent?.as(IfConfigClauseSyntax.self), let block = clause.parent?.parent?.as(IfConfigDeclSyntax.self),
              block.parent?.is(PostfixIfConfigExprSyntax.self) == true, block.clauses.count == 1,
              current.as(ExprSyntax.self)?.id == ExprSyntax(call).id
        else { return nil }
        return deletion(from: block.positionAfterSkippingLeadingTrivia, to: block.endPositionBeforeTrailingTrivia)
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
        let restIsEmpty = index >= bytes.count || isLineBreakByte(bytes[index])
        guard restIsEmpty else {
            // Keep the indentation and the trailing comment on their line.
            return SourceEdit(range: start.utf8Offset..<index, replacement: "")
        }
        var lineStart = self.lineStart(of: start.utf8Offset)
        var lineEnd = index
        if bytes.lineBreakLength(at: lineEnd) > 0 {
            lineEnd += bytes.lineBreakLength(at: lineEnd)
        } else {
            // Last line of the file without a line break: take the one before it instead.
            lineStart -= bytes.lineBreakLength(endingAt: lineStart)
        }
        return SourceEdit(range: lineStart..<lineEnd, replacement: "")
    }
}

extension TriviaPiece {
    /// The text of a comment; nil for any other piece.
    var commentText: String? {
        guard isComment else { return nil }
        var text = ""
        write(to: &text)
        return text
    }

    /// Spaces or tabs.
    var isIndentation: Bool {
        switch self {
        case .spaces, .tabs: true
        default: false
        }
    }

    /// A `///` or `/** */` comment.
    var isDocComment: Bool {
        switch self {
        case .docLineComment, .docBlockComment: true
        default: false
        }
    }

    /// One line break, of any kind.
    var isSingleLineBreak: Bool {
        switch self {
        case .newlines(1), .carriageReturns(1), .carriageReturnLineFeeds(1): true
        default: false
        }
    }
}

extension FileContext {
    /// Deletes a statement or view; the comments written inside it stay where it was, each on a
    /// line of its own at its indentation (on its line, when something else stays there), but
    /// for those inside the `except` ranges (text that moves elsewhere with its comments).
    func deletion(keepingCommentsOf node: some SyntaxProtocol, except moved: [Range<Int>] = []) -> SourceEdit {
        let edit = deletion(from: node.positionAfterSkippingLeadingTrivia, to: node.endPositionBeforeTrailingTrivia)
        let inside = comments(around: node.tokens(viewMode: .sourceAccurate), in: self)
            .filter { comment in edit.range.contains(comment.offset) && !moved.contains { $0.contains(comment.offset) } }
        guard !inside.isEmpty else { return edit }
        if bytes.isLineStart(edit.range.lowerBound) {
            let indent = indentation(ofLineAt: node.positionAfterSkippingLeadingTrivia)
            return SourceEdit(range: edit.range, replacement: inside.map { indent + $0.text + lineEnding }.joined())
        }
        return SourceEdit(range: edit.range, replacement: inside.map(\.text).joined(separator: " ") + " ")
    }

    /// Whole-line deletions made together, tidied (`SourceText.tidyingBlankLines`).
    func tidyingBlankLines(_ deletions: [SourceEdit]) -> [SourceEdit] {
        source.tidyingBlankLines(deletions)
    }

    /// Deletes a member declaration. When its lines go, a blank line left next to another blank
    /// line, just inside the type's `{`, or just before its `}` goes with them.
    /// The comments that are the member's own go with it: one after it on its last line
    /// (`@State private var pick: Int?  // which row is open`), and the doc comments (`///`,
    /// `/** */`) on the lines right above it. Other comments above it stay (a `// MARK:`, a
    /// note on the members that follow).
    func deletion(ofMember decl: some SyntaxProtocol) -> SourceEdit {
        var start = decl.positionAfterSkippingLeadingTrivia
        var end = decl.endPositionBeforeTrailingTrivia
        guard isFirstOnLine(start) else { return source.absorbingBlankLine(deletion(from: start, to: end)) }
        if let last = decl.lastToken(viewMode: .sourceAccurate) {
            var offset = end.utf8Offset
            trailing: for piece in last.trailingTrivia {
                switch piece {
                case .spaces, .tabs: offset += piece.sourceLength.utf8Length
                case .lineComment, .blockComment, .docLineComment, .docBlockComment:
                    offset += piece.sourceLength.utf8Length
                    end = AbsolutePosition(utf8Offset: offset)
                default: break trailing
                }
            }
        }
        if let first = decl.firstToken(viewMode: .sourceAccurate) {
            var offset = first.position.utf8Offset
            let pieces = first.leadingTrivia.map { piece -> (piece: TriviaPiece, offset: Int) in
                defer { offset += piece.sourceLength.utf8Length }
                return (piece, offset)
            }
            var index = pieces.count - 1
            func skipIndentation() {
                while index >= 0, pieces[index].piece.isIndentation { index -= 1 }
            }
            while true {
                skipIndentation()
                guard index >= 1, pieces[index].piece.isSingleLineBreak else { break }
                index -= 1
                skipIndentation()
                guard index >= 0, pieces[index].piece.isDocComment,
                      isFirstOnLine(AbsolutePosition(utf8Offset: pieces[index].offset)) else { break }
                start = AbsolutePosition(utf8Offset: pieces[index].offset)
                index -= 1
            }
        }
        return source.absorbingBlankLine(deletion(from: start, to: end))
    }
}

extension SourceText {
    /// Whole-line deletions made together, tidied: runs of them with only blank lines between
    /// become one, and a blank line left next to another, just inside a `{` or just before a
    /// `}` goes with them, as when a member is deleted.
    func tidyingBlankLines(_ deletions: [SourceEdit]) -> [SourceEdit] {
        var runs: [SourceEdit] = []
        for edit in SourceEdit.sorted(deletions) {
            if let last = runs.last, isWholeLines(last), isWholeLines(edit), last.range.upperBound <= edit.range.lowerBound,
               bytes[last.range.upperBound..<edit.range.lowerBound].allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") || isLineBreakByte($0) }) {
                runs[runs.count - 1] = SourceEdit(range: last.range.lowerBound..<edit.range.upperBound,
                                                  replacement: last.replacement + edit.replacement)
            } else {
                runs.append(edit)
            }
        }
        return runs.map { run in
            guard run.replacement.isEmpty else { return run }
            // Blank lines on both sides of a run just inside a `}`: both go.
            let once = absorbingBlankLine(run)
            return once.range == run.range ? run : absorbingBlankLine(once)
        }
    }

    private func isWholeLines(_ edit: SourceEdit) -> Bool {
        bytes.isLineStart(edit.range.lowerBound) && edit.range.upperBound > edit.range.lowerBound
            && bytes.lineBreakLength(endingAt: edit.range.upperBound) > 0
    }

    /// A whole-line deletion that takes a blank line beside it when that line would be left
    /// next to another blank line, just inside a `{`, or just before a `}`.
    func absorbingBlankLine(_ edit: SourceEdit) -> SourceEdit {
        let start = edit.range.lowerBound
        let end = edit.range.upperBound
        // Only whole-line deletions can leave a stray blank line.
        guard bytes.isLineStart(start), end > start, bytes.lineBreakLength(endingAt: end) > 0 else {
            return edit
        }
        let previous = lineRange(endingBefore: start)
        let next = lineRange(startingAt: end)
        let previousText = previous.map(lineText) ?? ""
        let nextText = next.map(lineText) ?? ""
        let previousBlank = previous != nil && previousText.isEmpty
        let nextBlank = next != nil && nextText.isEmpty
        // Just inside a `{`, or after a closure's parameters (`{ geo in`).
        // A line comment after it is not what the line opens with (`{ proxy in // measure`).
        var opening = Substring(previousText)
        if let comment = opening.range(of: "//"), !opening[..<comment.lowerBound].contains("\"") {
            opening = opening[..<comment.lowerBound]
            while opening.last == " " || opening.last == "\t" { opening.removeLast() }
        }
        let opensBlock = opening.hasSuffix("{") || (opening.hasSuffix(" in") && opening.contains("{"))
        if let next, nextBlank, previousBlank || opensBlock {
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
        return lineStart(of: offset - bytes.lineBreakLength(endingAt: offset))..<offset
    }

    /// The line (with its line break) that starts at `offset`, nil at the end of the file.
    private func lineRange(startingAt offset: Int) -> Range<Int>? {
        guard offset < bytes.count else { return nil }
        return offset..<(bytes.nextLineStart(after: offset) ?? bytes.count)
    }

    /// A line's text without its indentation and line break.
    private func lineText(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self).trimmingWhitespace()
    }
}

extension String {
    /// The string without leading and trailing spaces, tabs and line breaks.
    func trimmingWhitespace() -> String {
        // `"\r\n"` is a single `Character`, equal to neither `"\r"` nor `"\n"`.
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == "\r\n" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(self[first...last])
    }
}
