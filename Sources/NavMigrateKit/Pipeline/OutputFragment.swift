import SwiftParser
import SwiftSyntax

/// A piece of the original file that the parser reads the same alone as in place, so that the
/// edits inside it can be checked by parsing its new text alone (see `OutputCheck`).
struct OutputFragment {
    enum Kind {
        /// A call expression. Its new text must parse as one call that starts and ends with the
        /// same kinds of token, so the code before and after it reads it as it read the old one.
        case call(FunctionCallExprSyntax)
        /// What a modifier call adds to its base: `.name(arguments) { closures }` with the space
        /// before it. Its new text, put after a stand-in base, must parse as a chain on it.
        case modifier(FunctionCallExprSyntax)
        /// What a call with trailing closures has before them: `NavigationView` in
        /// `NavigationView { ... }`. Its new text, followed by stand-in closures with the same
        /// labels, must parse as a call with those closures.
        case head(FunctionCallExprSyntax)
        /// Text put at the end of an expression (`.navigationDestination(...)` after a chain):
        /// empty in the original. The new text, after a stand-in base, must parse as a chain on it.
        case appended(TokenSyntax)
        /// A stretch of a type's member list from the end of one member (or the `{`) to the start
        /// of another (or the `}`): whole members and the space around them. Its new text must
        /// parse as members of the same kind of type, and start and end on a new line where
        /// another member sits before or after it.
        case members(MemberBlockSyntax)
        /// A call with trailing closures, seen without the statements inside them: its head, the
        /// closures' braces, labels and signatures, and the space between statements
        /// (`NavigationView { a; b }` becoming `NavigationSplitView { a } detail: { b }`). Each
        /// statement stands in as one name; edits inside statements belong to other fragments.
        case skeleton(FunctionCallExprSyntax)
    }

    let kind: Kind
    /// Byte range in the original file.
    let span: Range<Int>
    /// For a skeleton, the byte ranges of the statements it stands in for.
    let statements: [Range<Int>]

    init(kind: Kind, span: Range<Int>) {
        self.kind = kind
        self.span = span
        if case .skeleton(let call) = kind {
            statements = Self.statementSpans(of: call)
        } else {
            statements = []
        }
    }

    /// The smallest fragment that holds the edit, or nil when no fragment does.
    static func holding(_ edit: SourceEdit, in tokens: TokenLocator) -> OutputFragment? {
        guard let token = tokens.token(at: edit.range.lowerBound) else { return nil }
        if edit.range.isEmpty, let appended = appendedFragment(at: edit.range.lowerBound, near: token) {
            return appended
        }
        var node: Syntax? = Syntax(token)
        while let current = node {
            if let call = current.as(FunctionCallExprSyntax.self) {
                let whole = OutputFragment(kind: .call(call), span: trimmedRange(call))
                if whole.holds(edit) {
                    guard !isOnOneLine(call) else { return nil }
                    // The part of the call the edit is in, when it is only in one part.
                    let part = [modifierFragment(of: call), headFragment(of: call)].compactMap { $0 }
                        .filter { $0.holds(edit) }.min { $0.span.count < $1.span.count }
                    let skeleton = call.trailingClosure == nil ? nil : OutputFragment(kind: .skeleton(call), span: whole.span)
                    return part ?? (skeleton?.holds(edit) == true ? skeleton : nil) ?? whole
                }
            }
            if let block = current.as(MemberBlockSyntax.self) {
                return membersFragment(holding: edit, in: block)
            }
            node = current.parent
        }
        return nil
    }

    private static func modifierFragment(of call: FunctionCallExprSyntax) -> OutputFragment? {
        guard let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base else { return nil }
        return OutputFragment(kind: .modifier(call),
                              span: base.endPositionBeforeTrailingTrivia.utf8Offset..<call.endPositionBeforeTrailingTrivia.utf8Offset)
    }

    private static func headFragment(of call: FunctionCallExprSyntax) -> OutputFragment? {
        guard let closure = call.trailingClosure else { return nil }
        return OutputFragment(kind: .head(call),
                              span: call.positionAfterSkippingLeadingTrivia.utf8Offset..<closure.positionAfterSkippingLeadingTrivia.utf8Offset)
    }

    /// An insertion right after the last token of a call, closure, member access or name, with
    /// nothing after it on the line that could continue that expression.
    private static func appendedFragment(at offset: Int, near token: TokenSyntax) -> OutputFragment? {
        var last = token
        if last.positionAfterSkippingLeadingTrivia.utf8Offset >= offset {
            guard let previous = last.previousToken(viewMode: .sourceAccurate) else { return nil }
            last = previous
        }
        guard last.endPositionBeforeTrailingTrivia.utf8Offset == offset,
              let expression = last.parent, expression.endPositionBeforeTrailingTrivia.utf8Offset == offset,
              expression.is(FunctionCallExprSyntax.self) || expression.is(ClosureExprSyntax.self)
                || expression.is(MemberAccessExprSyntax.self) || expression.is(DeclReferenceExprSyntax.self),
              !isOnOneLine(last) else { return nil }
        if let next = last.nextToken(viewMode: .sourceAccurate), !next.leadingTrivia.contains(where: \.isNewline) {
            switch next.tokenKind {
            case .rightParen, .rightSquare, .rightBrace, .comma, .period, .endOfFile: break
            default: return nil
            }
        }
        return OutputFragment(kind: .appended(last), span: offset..<offset)
    }

    /// Drops fragments that another holds and joins member stretches of one type that overlap;
    /// nil when two other fragments overlap in part, which no check here can reason about.
    static func outermost(_ fragments: [OutputFragment]) -> [OutputFragment]? {
        // A skeleton leaves the statements inside it to the fragments there: it is kept beside them.
        let skeletons = fragments.filter(\.isSkeleton)
        let sorted = fragments.filter { !$0.isSkeleton }
            .sorted { ($0.span.lowerBound, -$0.span.upperBound) < ($1.span.lowerBound, -$1.span.upperBound) }
        var result: [OutputFragment] = []
        for fragment in sorted {
            guard let last = result.last, fragment.span.lowerBound < last.span.upperBound else {
                result.append(fragment)
                continue
            }
            if fragment.span.upperBound <= last.span.upperBound { continue }
            guard case .members(let block) = last.kind, case .members(let other) = fragment.kind, block.id == other.id else {
                return nil
            }
            result[result.count - 1] = OutputFragment(kind: last.kind, span: last.span.lowerBound..<fragment.span.upperBound)
        }
        var skeletonSpans = Set<Range<Int>>()
        for skeleton in skeletons where skeletonSpans.insert(skeleton.span).inserted {
            result.append(skeleton)
        }
        return result
    }

    /// Whether the edit lies inside the fragment. An insertion is inside a call only strictly
    /// between its ends; a member stretch holds insertions at its ends too.
    private var isSkeleton: Bool {
        if case .skeleton = kind { return true }
        return false
    }

    func holds(_ edit: SourceEdit) -> Bool {
        let range = edit.range
        switch kind {
        case .skeleton:
            let inCall = range.isEmpty
                ? span.lowerBound < range.lowerBound && range.lowerBound < span.upperBound
                : span.lowerBound <= range.lowerBound && range.upperBound <= span.upperBound
            return inCall && !statements.contains { statement in
                range.isEmpty
                    ? statement.lowerBound < range.lowerBound && range.lowerBound < statement.upperBound
                    : range.lowerBound < statement.upperBound && statement.lowerBound < range.upperBound
            }
        case .appended:
            return range == span
        case .call where range.isEmpty, .head where range.isEmpty:
            return span.lowerBound < range.lowerBound && range.lowerBound < span.upperBound
        case .modifier where range.isEmpty:
            return span.lowerBound <= range.lowerBound && range.lowerBound < span.upperBound
        case .call, .modifier, .head, .members:
            return span.lowerBound <= range.lowerBound && range.upperBound <= span.upperBound
        }
    }

    /// Whether the edit reaches into the fragment without lying inside it.
    func overlaps(_ edit: SourceEdit) -> Bool {
        guard !holds(edit) else { return false }
        if case .skeleton = kind {
            // Inside one statement is another fragment's business; across a statement's edge is not.
            let range = edit.range
            if range.isEmpty { return false }
            let withinOne = statements.contains {
                $0.lowerBound <= range.lowerBound && range.upperBound <= $0.upperBound
            }
            return !withinOne && range.lowerBound < span.upperBound && span.lowerBound < range.upperBound
        }
        if edit.range.isEmpty {
            return span.lowerBound < edit.range.lowerBound && edit.range.lowerBound < span.upperBound
        }
        return edit.range.lowerBound < span.upperBound && span.lowerBound < edit.range.upperBound
    }

    /// The fragment's new text: the original with the edits it holds (and, for a skeleton, each
    /// statement as a stand-in name).
    func newText(with edits: [SourceEdit], source bytes: [UInt8]) -> String? {
        let rebased = edits.map {
            SourceEdit(range: ($0.range.lowerBound - span.lowerBound)..<($0.range.upperBound - span.lowerBound),
                       replacement: $0.replacement)
        }
        var standIns: [SourceEdit] = []
        if case .skeleton = kind {
            standIns = statements.map {
                SourceEdit(range: ($0.lowerBound - span.lowerBound)..<($0.upperBound - span.lowerBound), replacement: Self.standInBase)
            }
        }
        guard span.upperBound <= bytes.count else { return nil }
        return SourceEdit.apply(rebased + standIns, to: bytes[span]).map { String(decoding: $0, as: UTF8.self) }
    }

    /// The statements directly inside the call's trailing closures, in order.
    static func closureStatements(of call: FunctionCallExprSyntax) -> [CodeBlockItemSyntax] {
        let closures = [call.trailingClosure].compactMap { $0 } + call.additionalTrailingClosures.map(\.closure)
        return closures.flatMap { Array($0.statements) }
    }

    /// The byte ranges of those statements.
    static func statementSpans(of call: FunctionCallExprSyntax) -> [Range<Int>] {
        closureStatements(of: call).map { trimmedRange($0) }
    }
}
