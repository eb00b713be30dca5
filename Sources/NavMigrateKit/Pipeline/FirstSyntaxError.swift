import SwiftParser
import SwiftSyntax

/// The first parser error in a tree, with its 1-based position.
struct SyntaxErrorSummary {
    var message: String
    var line: Int
    var column: Int
}

/// Finds the first error the parser recovered from: a missing token or node, unexpected code,
/// or a token the lexer flagged as an error. Warnings do not count (a NUL byte), nor do the
/// diagnostics swift-syntax raises as errors where swiftc, in the Swift 5 language mode most
/// apps build in, only warns: whitespace between an attribute's `@`, its name and its `(`
/// (`@Environment (\.dismiss)`), which is "an error in the Swift 6 language mode".
///
/// It reads the tree itself rather than asking `ParseDiagnosticsGenerator`, which traps on some
/// valid UTF-8 input (`x \u{FFFD}= 1` builds a Fix-It with no changes and hits a precondition),
/// and which is far more work than deciding whether a file is left alone. The walk follows
/// `hasError` down from the root with a stack of its own, so deep trees cost no call stack.
func firstSyntaxError(in tree: SourceFileSyntax) -> SyntaxErrorSummary? {
    guard tree.hasError else { return nil }
    var pending: [Syntax] = [Syntax(tree)]
    var found: (position: AbsolutePosition, message: String)?
    while found == nil, let node = pending.popLast() {
        if let unexpected = node.as(UnexpectedNodesSyntax.self) {
            found = (unexpected.positionAfterSkippingLeadingTrivia, "unexpected code \(excerpt(of: unexpected))")
        } else if node.kind.isMissing {
            found = (missingPosition(node), "expected \(missingNodeName(node.kind))")
        } else if let token = node.as(TokenSyntax.self) {
            if token.presence == .missing {
                found = (missingPosition(node), "expected \(expectedTokenName(token))")
            } else if let diagnostic = token.tokenDiagnostic, diagnostic.severity == .error, !onlyWarnedBySwift5(token) {
                found = (token.position.advanced(by: Int(diagnostic.byteOffset)), words(String(describing: diagnostic.kind)))
            }
        } else {
            // In source order: the first child ends up on top.
            pending += node.children(viewMode: .all).filter(\.hasError).reversed()
        }
    }
    guard let (position, message) = found else { return nil }
    let location = SourceLocationConverter(fileName: "", tree: tree).location(for: position)
    return SyntaxErrorSummary(message: message, line: location.line, column: location.column)
}

/// Whitespace after an attribute's `@` or before its `(`: swift-syntax parses in the Swift 6
/// mode, where that is an error; swiftc in the Swift 5 mode warns and builds the same tree.
private func onlyWarnedBySwift5(_ token: TokenSyntax) -> Bool {
    guard let kind = token.tokenDiagnostic.map({ String(describing: $0.kind) }),
          kind == "extraneousLeadingWhitespaceError" || kind == "extraneousTrailingWhitespaceError" else { return false }
    return token.parent?.is(AttributeSyntax.self) == true
}

/// Missing code is reported where it should have been: right after the token before it.
private func missingPosition(_ node: Syntax) -> AbsolutePosition {
    node.previousToken(viewMode: .sourceAccurate)?.endPositionBeforeTrailingTrivia ?? node.position
}

private func missingNodeName(_ kind: SyntaxKind) -> String {
    switch kind {
    case .missingExpr: "an expression"
    case .missingDecl: "a declaration"
    case .missingType: "a type"
    case .missingPattern: "a pattern"
    case .missingStmt: "a statement"
    default: "more code"
    }
}

private func expectedTokenName(_ token: TokenSyntax) -> String {
    switch token.tokenKind {
    case .identifier: "a name"
    case .integerLiteral, .floatLiteral: "a number"
    case .stringSegment: "string contents"
    case .semicolon: "a line break or `;` between statements"
    default: token.text.isEmpty ? "more code" : "`\(token.text)`"
    }
}

/// `` `Text("x") }` `` for unexpected code: its first line, at most 40 characters.
private func excerpt(of node: UnexpectedNodesSyntax) -> String {
    let firstLine = node.trimmedText.firstLine
    let short = firstLine.count > 40 ? firstLine.prefix(40) + "…" : firstLine[...]
    return "`\(short)`"
}

/// `invalidCharacter` → `invalid character`: a lexer error named by its kind.
private func words(_ camelCase: String) -> String {
    var text = ""
    for character in camelCase {
        if character.isUppercase, !text.isEmpty { text += " " }
        text += character.lowercased()
    }
    return text
}

/// Parses source and reports its first syntax error, for callers that hold bytes.
public enum SyntaxCheck {
    /// `"line:col: message"` of the first syntax error, or nil when the source parses cleanly.
    /// A leading byte-order mark is skipped; bytes that are not UTF-8 are read as U+FFFD.
    public static func firstError(in bytes: [UInt8]) -> String? {
        let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
        let tree = Parser.parse(source: String(decoding: body, as: UTF8.self))
        return firstSyntaxError(in: tree).map { "\($0.line):\($0.column): \($0.message)" }
    }
}
