import SwiftSyntax

/// `// navmigrate:ignore` on the line before a view, link or modifier keeps it as it is: for
/// every rule, or for the rules named after the marker
/// (`// navmigrate:ignore link-tag-selection, bar-title -- still on iOS 15`).
enum IgnoreComment {
    static let marker = "navmigrate:ignore"

    /// The kept ranges the file's ignore comments make, and a finding for each rule name
    /// they spell wrong.
    static func ranges(in context: FileContext) -> (kept: [KeptRange], findings: [Finding]) {
        let offsets = context.bytes.offsets(of: Array(marker.utf8))
        guard !offsets.isEmpty else { return ([], []) }
        let tokens = TokenLocator(context.tree)
        var kept: [KeptRange] = []
        var findings: [Finding] = []
        for offset in offsets {
            // Only a comment in the trivia before a token governs the code after it; the marker
            // in a string, or in a comment that ends a line, governs nothing.
            guard let token = tokens.token(at: offset), offset < token.positionAfterSkippingLeadingTrivia.utf8Offset,
                  let comment = commentText(at: offset, in: token) else { continue }
            let afterMarker = comment[comment.range(of: marker)!.upperBound...]
            let (rules, unknown) = ruleNames(in: afterMarker)
            if let unknown {
                let location = context.converter.location(for: AbsolutePosition(utf8Offset: offset))
                let known = RuleID.allCases.map(\.rawValue).joined(separator: ", ")
                findings.append(Finding(
                    .ignoreComment, severity: .warning,
                    message: "`\(unknown)` after `\(marker)` is not a rule id, so the comment keeps every rule away from the code after it; rule ids are \(known)",
                    line: location.line, column: location.column))
            }
            let range = ignoredRange(startingAt: token)
            kept.append(KeptRange(range: range.lowerBound.utf8Offset..<range.upperBound.utf8Offset,
                                  rules: rules.isEmpty ? nil : rules))
        }
        return (kept, findings)
    }

    /// The comment in `token`'s leading trivia that holds `offset`.
    private static func commentText(at offset: Int, in token: TokenSyntax) -> String? {
        var start = token.position.utf8Offset
        for piece in token.leadingTrivia {
            let end = start + piece.sourceLength.utf8Length
            if (start..<end).contains(offset) {
                switch piece {
                case .lineComment(let text), .blockComment(let text), .docLineComment(let text), .docBlockComment(let text):
                    return text
                default:
                    return nil
                }
            }
            start = end
        }
        return nil
    }

    /// The rule ids right after the marker, and the first word that looks like a rule id but
    /// is none.
    static func ruleNames(in text: Substring) -> (Set<RuleID>, unknown: String?) {
        var rules = Set<RuleID>()
        let words = text.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\t" || $0 == "*" || $0 == "/" })
        for word in words {
            if let rule = RuleID(rawValue: String(word)) {
                rules.insert(rule)
                continue
            }
            let looksLikeID = word.contains("-") && word.first?.isLetter == true
                && word.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "-" }
            return (rules, looksLikeID && rules.isEmpty ? String(word) : nil)
        }
        return (rules, nil)
    }

    /// The largest node that starts at `token`: the whole statement or modifier chain it opens;
    /// for a modifier on its own line (`.navigationBarTitle(...)`), that modifier call.
    private static func ignoredRange(startingAt token: TokenSyntax) -> Range<AbsolutePosition> {
        let start = token.positionAfterSkippingLeadingTrivia
        var node = Syntax(token)
        while let parent = node.parent, parent.positionAfterSkippingLeadingTrivia == start,
              !parent.is(SourceFileSyntax.self), !parent.is(CodeBlockItemListSyntax.self),
              !parent.is(MemberBlockItemListSyntax.self) {
            node = parent
        }
        if node.id == Syntax(token).id, token.tokenKind == .period,
           let call = token.parent?.parent?.as(FunctionCallExprSyntax.self) {
            return start..<call.endPositionBeforeTrailingTrivia
        }
        return node.range
    }
}
