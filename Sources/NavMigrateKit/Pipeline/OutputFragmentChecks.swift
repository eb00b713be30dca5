import SwiftParser
import SwiftSyntax

/// How each kind of `OutputFragment` is checked alone: the statement its new text becomes
/// (`snippet`), and what that statement must look like once parsed (`accepts`). The statements
/// of all a file's fragments are parsed together, one `;` apart, since each parse has a fixed
/// cost far above that of the few bytes in a fragment.
extension OutputFragment {
    /// A stand-in for the base a modifier is called on, and for a statement a skeleton skips.
    static let standInBase = "navmigrateBase"

    /// The statement to parse for the fragment's new text, or nil when the text already cannot
    /// read as it would in place.
    func snippet(for text: String) -> String? {
        switch kind {
        case .call, .skeleton:
            return text
        case .modifier, .appended:
            return Self.standInBase + text
        case .head(let call):
            return text + "{}" + call.additionalTrailingClosures.map { " \($0.label.text): {}" }.joined()
        case .members(let block):
            guard membersKeepTheirLines(text, in: block), let introducer = Self.introducer(of: block) else { return nil }
            return "\(introducer) NavMigrateCheck {" + text + "}"
        }
    }

    /// Whether the parsed snippet reads as the fragment must: one whole statement, starting
    /// and ending with the kinds of token the code around it expects.
    func accepts(_ statement: CodeBlockItemSyntax, snippet: String) -> Bool {
        guard !statement.item.hasError,
              statement.item.trimmedLength.utf8Length == snippet.trimmingWhitespace().utf8.count,
              let first = statement.item.firstToken(viewMode: .sourceAccurate),
              let last = statement.item.lastToken(viewMode: .sourceAccurate) else { return false }
        switch kind {
        case .call(let call), .skeleton(let call):
            guard statement.item.is(FunctionCallExprSyntax.self), let oldFirst = call.firstToken(viewMode: .sourceAccurate),
                  let oldLast = call.lastToken(viewMode: .sourceAccurate), !Self.readsAsAccessor(first, in: oldFirst),
                  Self.bracesReadAlike(statement.item, context: call) else { return false }
            if case .skeleton(let call) = kind {
                // A call with trailing closures in a condition reads as one only by the look of
                // the code after its braces; a skeleton does not keep that code.
                guard Self.acceptsTrailingClosure(call), Self.standInsReadAsStatements(statement.item, of: call) else {
                    return false
                }
            }
            return Self.sameKind(first, oldFirst) && Self.endsAlike(last, oldLast, context: call)
        case .modifier(let call):
            guard Self.isChainOnStandIn(statement, first: first), let oldLast = call.lastToken(viewMode: .sourceAccurate),
                  Self.bracesReadAlike(statement.item, context: call) else {
                return false
            }
            return Self.endsAlike(last, oldLast, context: call)
        case .appended(let oldLast):
            return Self.isChainOnStandIn(statement, first: first) && Self.endsAlike(last, oldLast, context: oldLast)
                && Self.bracesReadAlike(statement.item, context: oldLast)
        case .head(let call):
            // The stand-in closures close the call; the new head may bring closures of its own
            // before them (`NavigationLink { destination } label:` before the label closure).
            guard Self.acceptsTrailingClosure(call), let item = statement.item.as(FunctionCallExprSyntax.self), item.trailingClosure != nil,
                  item.additionalTrailingClosures.count >= call.additionalTrailingClosures.count,
                  item.additionalTrailingClosures.suffix(call.additionalTrailingClosures.count).map(\.label.text)
                    == call.additionalTrailingClosures.map(\.label.text),
                  let oldFirst = call.firstToken(viewMode: .sourceAccurate) else { return false }
            return Self.sameKind(first, oldFirst) && !Self.readsAsAccessor(first, in: oldFirst)
        case .members:
            return statement.item.is(DeclSyntax.self)
        }
    }

    /// Words that, first after the `{` of a computed property, make it a list of accessors.
    static let accessorWords: Set<String> = [
        "get", "set", "willSet", "didSet", "_modify", "_read", "unsafeAddress", "unsafeMutableAddress",
        "addressWithOwner", "addressWithNativeOwner", "mutableAddressWithOwner", "mutableAddressWithNativeOwner",
        "borrow",
    ]

    /// Whether a call that now starts with `newFirst` where it started with `oldFirst` could read
    /// as an accessor (`set(x)` as the first statement of `var body: some View { ... }`): alone, it
    /// reads as a call.
    static func readsAsAccessor(_ newFirst: TokenSyntax, in oldFirst: TokenSyntax) -> Bool {
        newFirst.text != oldFirst.text && accessorWords.contains(newFirst.text)
            && oldFirst.previousToken(viewMode: .sourceAccurate)?.tokenKind == .leftBrace
    }

    /// Whether each stand-in of a skeleton sits where the statement it stands for reads as it:
    /// a name takes more after it than most statements do (`if c { a }.foo()` does not parse,
    /// nor does `return let a = 1`). A stand-in must be a statement of its own, or, when its
    /// statement is itself a call, member or name, the start of a chain of members on it
    /// (`.navigationDestination(...)` put after a child).
    static func standInsReadAsStatements(_ item: some SyntaxProtocol, of call: FunctionCallExprSyntax) -> Bool {
        let originals = closureStatements(of: call)
        let standIns = item.tokens(viewMode: .sourceAccurate).filter { $0.text == standInBase }
        guard standIns.count == originals.count else { return false }
        return zip(standIns, originals).allSatisfy { standIn, original in
            guard let name = standIn.parent?.as(DeclReferenceExprSyntax.self),
                  let originalFirst = original.firstToken(viewMode: .sourceAccurate),
                  let originalLast = original.lastToken(viewMode: .sourceAccurate) else { return false }
            var node = Syntax(name)
            while let parent = node.parent, !parent.is(CodeBlockItemSyntax.self) {
                guard isChainLink(parent, on: node) else { return false }
                node = parent
            }
            guard node.parent?.is(CodeBlockItemSyntax.self) == true else { return false }
            if node.id != Syntax(name).id {
                // The start of a chain: the statement must take `.member` after it as a name does
                // (and not end with a `;`, after which `.member` starts a statement of its own).
                guard original.item.is(FunctionCallExprSyntax.self) || original.item.is(MemberAccessExprSyntax.self)
                        || original.item.is(DeclReferenceExprSyntax.self), original.semicolon == nil else { return false }
            }
            // First after a `{`, `get(x)` could read as an accessor.
            if accessorWords.contains(originalFirst.text),
               standIn.previousToken(viewMode: .sourceAccurate)?.tokenKind == .leftBrace {
                return false
            }
            // Nothing may follow `#endif` on its line, and no `;` may follow it, nor a statement
            // that has its own.
            if originalLast.tokenKind == .poundEndif || originalLast.tokenKind == .semicolon,
               let next = standIn.nextToken(viewMode: .sourceAccurate), next.tokenKind == .semicolon {
                return false
            }
            if originalLast.tokenKind == .poundEndif, let next = standIn.nextToken(viewMode: .sourceAccurate),
               next.tokenKind != .endOfFile, !next.leadingTrivia.contains(where: \.isNewline) {
                return false
            }
            // A statement that starts with `.` continues the one before it unless something ends that one.
            if originalFirst.tokenKind == .period {
                let previous = standIn.previousToken(viewMode: .sourceAccurate)?.tokenKind
                guard previous == .leftBrace || previous == .semicolon || previous == .keyword(.in) else { return false }
            }
            return true
        }
    }

    /// Whether `parent` is `.member` on `node`, or a call of such a member.
    private static func isChainLink(_ parent: Syntax, on node: Syntax) -> Bool {
        if let access = parent.as(MemberAccessExprSyntax.self) { return access.base?.id == node.id }
        if let call = parent.as(FunctionCallExprSyntax.self) {
            return call.calledExpression.id == node.id && node.is(MemberAccessExprSyntax.self)
        }
        return false
    }

    /// A chain of members on the stand-in, not an expression that only starts with one
    /// (`navmigrateBase.a & b`): between `#if` and `#endif` after a view, only members may follow.
    private static func isChainOnStandIn(_ statement: CodeBlockItemSyntax, first: TokenSyntax) -> Bool {
        statement.item.is(ExprSyntax.self) && !statement.item.is(SequenceExprSyntax.self) && first.text == standInBase
            && first.nextToken(viewMode: .sourceAccurate)?.tokenKind == .period
    }

    /// Whether a trailing closure after `node` belongs to the expression that ends there, rather
    /// than being (say) the body of the `if` whose condition holds it. A key path (`\.self`) takes
    /// none at all.
    static func acceptsTrailingClosure(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let above = current {
            if above.is(KeyPathExprSyntax.self) { return false }
            if above.is(CodeBlockItemSyntax.self) || above.is(MemberBlockItemSyntax.self) { return true }
            if above.is(ConditionElementSyntax.self) || above.is(ForStmtSyntax.self)
                || above.is(SwitchExprSyntax.self) || above.is(RepeatStmtSyntax.self)
                || above.is(WhileStmtSyntax.self) || above.is(GuardStmtSyntax.self)
                || above.is(CatchItemSyntax.self) { return false }
            current = above.parent
        }
        return false
    }

    /// Whether the braces of the parsed new text read in place as they read alone. Where a
    /// trailing closure is not taken for granted (a condition, a `catch` pattern), the parser
    /// reads a `{` outside parentheses as a closure only when the code after it looks like
    /// one, whether it is at the end of the new text or in its middle; so there, the new text
    /// may have none.
    static func bracesReadAlike(_ item: some SyntaxProtocol, context: some SyntaxProtocol) -> Bool {
        guard !acceptsTrailingClosure(context) else { return true }
        var depth = 0
        for token in item.tokens(viewMode: .sourceAccurate) {
            switch token.tokenKind {
            case .leftParen, .leftSquare: depth += 1
            case .rightParen, .rightSquare: depth -= 1
            case .leftBrace where depth == 0: return false
            default: break
            }
        }
        return true
    }

    /// Whether an expression that used to end in `oldLast` may now end in `newLast`: the same
    /// kind of token, or a closure where a trailing closure reads as one.
    static func endsAlike(_ newLast: TokenSyntax, _ oldLast: TokenSyntax, context: some SyntaxProtocol) -> Bool {
        if sameKind(newLast, oldLast) { return true }
        return newLast.tokenKind == .rightBrace && oldLast.tokenKind != .rightBrace && acceptsTrailingClosure(context)
    }

    /// Whether the node sits where the code must stay on one line: in a single-line string
    /// literal, a line break that an edit brings would end the string; in the condition of an
    /// `#if`, it would end the condition.
    static func isOnOneLine(_ node: some SyntaxProtocol) -> Bool {
        var child = Syntax(node)
        while let current = child.parent {
            if current.is(ExpressionSegmentSyntax.self) { return true }
            if let clause = current.as(IfConfigClauseSyntax.self), clause.condition?.id == child.id { return true }
            child = current
        }
        return false
    }

    static func sameKind(_ a: TokenSyntax, _ b: TokenSyntax) -> Bool {
        switch (a.tokenKind, b.tokenKind) {
        case (.identifier, .identifier): return true
        default: return a.tokenKind == b.tokenKind
        }
    }

    // MARK: Member stretches

    /// The stretch of `block` between the members around the edit, unless the edit cuts into a
    /// member (then it is the member's own business, and no fragment holds it).
    static func membersFragment(holding edit: SourceEdit, in block: MemberBlockSyntax) -> OutputFragment? {
        // The line break that starts a member would end a single-line string.
        guard !isOnOneLine(block) else { return nil }
        let interior = interiorRange(of: block)
        let range = edit.range
        guard interior.lowerBound <= range.lowerBound, range.upperBound <= interior.upperBound else { return nil }
        var start = interior.lowerBound
        var end = interior.upperBound
        for member in block.members {
            let member = trimmedRange(member)
            let inside = !range.isEmpty && range.lowerBound <= member.lowerBound && member.upperBound <= range.upperBound
            if inside { continue }
            if member.lowerBound < range.upperBound && range.lowerBound < member.upperBound { return nil }
            if range.isEmpty, member.lowerBound < range.lowerBound, range.lowerBound < member.upperBound { return nil }
            if member.upperBound <= range.lowerBound { start = max(start, member.upperBound) }
            if member.lowerBound >= range.upperBound { end = min(end, member.lowerBound) }
        }
        return OutputFragment(kind: .members(block), span: start..<end)
    }

    private static func interiorRange(of block: MemberBlockSyntax) -> Range<Int> {
        block.leftBrace.endPositionBeforeTrailingTrivia.utf8Offset ..< block.rightBrace.positionAfterSkippingLeadingTrivia.utf8Offset
    }

    /// A member stretch must leave each member on a line of its own: its new text starts on a
    /// new line after the member before it, and ends on one before the member after it.
    private func membersKeepTheirLines(_ text: String, in block: MemberBlockSyntax) -> Bool {
        let interior = Self.interiorRange(of: block)
        let hasPrevious = span.lowerBound != interior.lowerBound
        let hasNext = span.upperBound != interior.upperBound
        let bytes = Array(text.utf8)
        if bytes.allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") || isLineBreakByte($0) }) {
            return !(hasPrevious && hasNext) || bytes.contains(where: isLineBreakByte)
        }
        return (!hasPrevious || Self.startsOnNewLine(bytes)) && (!hasNext || Self.endsOnNewLine(bytes))
    }

    private static func introducer(of block: MemberBlockSyntax) -> String? {
        guard let parent = block.parent else { return nil }
        if parent.is(StructDeclSyntax.self) { return "struct" }
        if parent.is(ClassDeclSyntax.self) { return "class" }
        if parent.is(EnumDeclSyntax.self) { return "enum" }
        if parent.is(ActorDeclSyntax.self) { return "actor" }
        if parent.is(ExtensionDeclSyntax.self) { return "extension" }
        if parent.is(ProtocolDeclSyntax.self) { return "protocol" }
        return nil
    }

    /// Spaces, then at most a line comment, then a line break.
    private static func startsOnNewLine(_ bytes: [UInt8]) -> Bool {
        var index = 0
        while index < bytes.count, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") { index += 1 }
        if index + 1 < bytes.count, bytes[index] == UInt8(ascii: "/"), bytes[index + 1] == UInt8(ascii: "/") {
            index = bytes.lineEnd(from: index)
        }
        return index < bytes.count && isLineBreakByte(bytes[index])
    }

    /// A line break, then spaces to the end.
    private static func endsOnNewLine(_ bytes: [UInt8]) -> Bool {
        var index = bytes.count - 1
        while index >= 0, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") { index -= 1 }
        return index >= 0 && isLineBreakByte(bytes[index])
    }

    static func trimmedRange(_ node: some SyntaxProtocol) -> Range<Int> {
        let range = Syntax(node).range
        return range.lowerBound.utf8Offset..<range.upperBound.utf8Offset
    }
}
