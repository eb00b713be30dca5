import SwiftParser
import SwiftSyntax

/// Checks that a rewritten file still parses, re-parsing no more of it than it has to.
///
/// Two shapes of edit cannot break a file that parsed, and are not re-parsed:
/// - renaming one identifier token to another identifier (`NavigationView` → `NavigationStack`,
///   `navigationBarTitle` → `navigationTitle`);
/// - removing a modifier `.name(...)` from the end of a chain whose base stays, when the code
///   after it stays on its own line if it was.
///
/// Every other edit is re-parsed in the smallest piece of code that holds it and that reads the
/// same alone as in the file (`OutputFragment`): a call expression, or a run of member
/// declarations. An edit that fits none of these, or a piece that does not pass, sends the whole
/// output through the incremental re-parse (which reuses every node no edit touched), and that
/// parse's first error is what the user reads.
enum OutputCheck {
    /// The first syntax error of `rewritten`, which is `parsed` with `edits` applied.
    static func firstError(in rewritten: String, edits: [SourceEdit], after parsed: IncrementalParseResult,
                           source bytes: [UInt8]) -> SyntaxErrorSummary? {
        if vouchesFor(edits, in: parsed.tree, source: bytes) { return nil }
        return firstSyntaxError(in: Migrator.reparse(rewritten, after: parsed, edits: edits))
    }

    /// Whether the edits are known to keep the file free of syntax errors without a re-parse of
    /// the whole output. False means "not known", never "broken".
    static func vouchesFor(_ edits: [SourceEdit], in tree: SourceFileSyntax, source bytes: [UInt8]) -> Bool {
        guard !tree.hasError else { return false }
        let tokens = TokenLocator(tree)
        var found: [OutputFragment] = []
        for edit in edits {
            if isRename(edit, in: tokens) || isModifierRemoval(edit, in: tokens, source: bytes) { continue }
            guard let fragment = OutputFragment.holding(edit, in: tokens) else { return false }
            found.append(fragment)
        }
        // Sorted by place, insertions at one offset keeping their order, as `SourceEdit.apply` reads them.
        let sorted = edits.enumerated().sorted {
            ($0.element.range.lowerBound, $0.element.range.upperBound, $0.offset)
                < ($1.element.range.lowerBound, $1.element.range.upperBound, $1.offset)
        }.map(\.element)
        guard let fragments = OutputFragment.outermost(found), let held = assign(sorted, to: fragments) else { return false }
        var snippets: [String] = []
        for (fragment, edits) in zip(fragments, held) {
            guard let text = fragment.newText(with: edits, source: bytes), let snippet = fragment.snippet(for: text) else {
                return false
            }
            snippets.append(snippet)
        }
        guard !snippets.isEmpty else { return true }
        // One parse for all: a `;` ends each statement whatever starts the next.
        let parsed = Parser.parse(source: snippets.joined(separator: "\n;\n"))
        guard !parsed.hasError, parsed.statements.count == snippets.count else { return false }
        return zip(fragments, zip(parsed.statements, snippets)).allSatisfy { fragment, pair in
            fragment.accepts(pair.0, snippet: pair.1)
        }
    }

    /// The edits each fragment holds, found by binary search in the sorted edits (a file can have
    /// thousands of both); nil when an edit reaches into a fragment without lying inside it.
    private static func assign(_ edits: [SourceEdit], to fragments: [OutputFragment]) -> [[SourceEdit]]? {
        var held: [[SourceEdit]] = []
        for fragment in fragments {
            // Edits do not overlap one another, so only the one just before the span can reach in.
            var index = max(edits.partitioningIndex { $0.range.lowerBound >= fragment.span.lowerBound } - 1, 0)
            var inside: [SourceEdit] = []
            while index < edits.count, edits[index].range.lowerBound <= fragment.span.upperBound {
                let edit = edits[index]
                if fragment.holds(edit) {
                    inside.append(edit)
                } else if fragment.overlaps(edit) {
                    return nil
                }
                index += 1
            }
            held.append(inside)
        }
        return held
    }

    // MARK: Edits that need no parse

    private static func isRename(_ edit: SourceEdit, in tokens: TokenLocator) -> Bool {
        guard !edit.range.isEmpty, isPlainIdentifier(edit.replacement),
              let token = tokens.token(at: edit.range.lowerBound),
              case .identifier = token.tokenKind, !isReadBySpelling(token) else { return false }
        return token.positionAfterSkippingLeadingTrivia.utf8Offset == edit.range.lowerBound
            && token.endPositionBeforeTrailingTrivia.utf8Offset == edit.range.upperBound
    }

    /// Names the parser reads by their spelling, so that another name can change how the code
    /// around them parses: a macro's name after `#` (`#endif`, `#available` are directives), an
    /// attribute's name (`@available` takes arguments of its own grammar), and the words inside
    /// such arguments (`@available(iOS 15, *)`). The arguments of other attributes are
    /// expressions, read like any other.
    private static func isReadBySpelling(_ token: TokenSyntax) -> Bool {
        if token.previousToken(viewMode: .sourceAccurate)?.tokenKind == .pound { return true }
        var child = Syntax(token)
        while let parent = child.parent {
            if let attribute = parent.as(AttributeSyntax.self) {
                guard let arguments = attribute.arguments, case .argumentList = arguments,
                      arguments.id == child.id else { return true }
                return false
            }
            child = parent
        }
        return false
    }

    private static func isModifierRemoval(_ edit: SourceEdit, in tokens: TokenLocator, source bytes: [UInt8]) -> Bool {
        guard !edit.range.isEmpty, edit.replacement.isEmpty,
              var period = tokens.token(at: edit.range.lowerBound) else { return false }
        if period.positionAfterSkippingLeadingTrivia.utf8Offset < edit.range.lowerBound {
            guard let next = period.nextToken(viewMode: .sourceAccurate) else { return false }
            period = next
        }
        guard period.tokenKind == .period, let access = period.parent?.as(MemberAccessExprSyntax.self),
              access.period.id == period.id, let base = access.base,
              let call = access.parent?.as(FunctionCallExprSyntax.self),
              call.calledExpression.id == ExprSyntax(access).id,
              let lastOfCall = call.lastToken(viewMode: .sourceAccurate) else { return false }
        let baseEnd = base.endPositionBeforeTrailingTrivia.utf8Offset
        let callEnd = call.endPositionBeforeTrailingTrivia.utf8Offset
        guard baseEnd <= edit.range.lowerBound, callEnd <= edit.range.upperBound else { return false }
        // Past the call, the edit may only take trivia.
        let follower = lastOfCall.nextToken(viewMode: .sourceAccurate)
        let followerStart = follower.map { $0.positionAfterSkippingLeadingTrivia.utf8Offset } ?? bytes.count
        guard followerStart >= edit.range.upperBound, edit.range.upperBound <= bytes.count else { return false }
        // And of the trivia, only white space: what is left of a comment it cuts reads as code.
        let periodStart = period.positionAfterSkippingLeadingTrivia.utf8Offset
        guard bytes[edit.range.lowerBound..<periodStart].allSatisfy(isWhitespaceByte),
              bytes[callEnd..<edit.range.upperBound].allSatisfy(isWhitespaceByte) else { return false }
        // Code that followed the call on a new line must still start a new line.
        let keptBefore = bytes[baseEnd..<edit.range.lowerBound]
        let keptAfter = bytes[edit.range.upperBound..<followerStart]
        let kept = keptBefore + keptAfter
        if bytes[callEnd..<followerStart].contains(where: isLineBreakByte), !kept.contains(where: isLineBreakByte) {
            return false
        }
        // A line comment the edit takes the line break after would run on over the code after it.
        let lastLineStart = keptBefore.lastIndex(where: isLineBreakByte).map { $0 + 1 } ?? keptBefore.startIndex
        if keptBefore[lastLineStart...].contains(UInt8(ascii: "/")), !keptAfter.contains(where: isLineBreakByte) {
            return false
        }
        // Something that sat right after the call (`?`, `!`, `(y)`, `+1`) was read as part of it;
        // with the base before it, or space before it, it reads otherwise.
        if kept.isEmpty || followerStart == callEnd, let byte = follower?.text.utf8.first, !isClosingPunctuation(byte) {
            return false
        }
        return true
    }

    private static func isWhitespaceByte(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || isLineBreakByte(byte)
    }

    private static func isClosingPunctuation(_ byte: UInt8) -> Bool {
        [UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"), UInt8(ascii: ","), UInt8(ascii: ";"),
         UInt8(ascii: ".")].contains(byte)
    }

    private static func isPlainIdentifier(_ text: String) -> Bool {
        guard let first = text.utf8.first, first == UInt8(ascii: "_") || isASCIILetter(first),
              text.utf8.allSatisfy({ $0 == UInt8(ascii: "_") || isASCIILetter($0) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) })
        else { return false }
        return !keywords.contains(text)
    }

    private static func isASCIILetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
    }

    /// Words that are not plain identifiers everywhere an identifier can stand: keywords, and the
    /// contextual keywords that can change how an expression or declaration reads.
    private static let keywords: Set<String> = [
        "_", "Any", "Self", "Type", "Protocol", "actor", "any", "as", "associatedtype", "async", "await",
        "borrowing", "break", "case", "catch", "class", "consume", "consuming", "continue", "convenience",
        "copy", "default", "defer", "deinit", "didSet", "discard", "do", "dynamic", "each", "else", "enum",
        "extension", "fallthrough", "false", "fileprivate", "final", "for", "func", "get", "guard", "if",
        "import", "in", "indirect", "infix", "init", "inout", "internal", "is", "isolated", "lazy", "let",
        "macro", "mutating", "nil", "nonisolated", "nonmutating", "open", "operator", "optional", "override",
        "package", "postfix", "precedencegroup", "prefix", "private", "protocol", "public", "repeat",
        "required", "rethrows", "return", "sending", "set", "some", "static", "struct", "subscript", "super",
        "switch", "then", "throw", "throws", "true", "try", "typealias", "unowned", "var", "weak", "where",
        "while", "willSet", "yield",
        // Found missing by trying every keyword swift-syntax knows in common places: `self`, and
        // words that read as modifiers, accessors, layout constraints or an `unsafe` expression.
        "self", "_borrowing", "_compilerInitialized", "_const", "reasync", "unsafe", "_TrivialAtMost",
        "_TrivialStride", "_modify", "_read", "unsafeAddress", "unsafeMutableAddress", "addressWithOwner",
        "addressWithNativeOwner", "mutableAddressWithOwner", "mutableAddressWithNativeOwner", "borrow",
        "__owned", "__shared",
    ]
}
