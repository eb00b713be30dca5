import SwiftSyntax

/// Every navigation call site in a file, gathered in one walk of the tree.
final class NavigationInventory: SyntaxVisitor {
    private(set) var containers: [FunctionCallExprSyntax] = []
    private(set) var viewStyles: [FunctionCallExprSyntax] = []
    private(set) var links: [FunctionCallExprSyntax] = []
    /// `NavigationStack { }` without a path, which an `isActive` lift can give one.
    private(set) var stacks: [FunctionCallExprSyntax] = []
    /// Byte ranges the user excluded with `// navmigrate:ignore` on the line before.
    private(set) var ignoredRanges: [Range<Int>] = []

    /// Whether the file mentions the ignore marker at all; when it does not, the walk does not
    /// read every token's trivia looking for it.
    private let looksForIgnoreComments: Bool
    private let mentions: NavigationMentions

    init(_ tree: SourceFileSyntax, source bytes: [UInt8], mentions: NavigationMentions) {
        looksForIgnoreComments = bytes.containsBytes(Array(Self.ignoreMarker.utf8))
        self.mentions = mentions
        super.init(viewMode: .sourceAccurate)
        walk(tree)
    }

    // Every site's name mentions navigation; a statement or member whose text does not holds
    // none. (An ignore comment governs the code after it, so with one in the file, all is read.)
    override func visit(_ node: CodeBlockItemSyntax) -> SyntaxVisitorContinueKind {
        looksForIgnoreComments || mentions.occur(in: node) ? .visitChildren : .skipChildren
    }

    override func visit(_ node: MemberBlockItemSyntax) -> SyntaxVisitorContinueKind {
        looksForIgnoreComments || mentions.occur(in: node) ? .visitChildren : .skipChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        switch node.calleeTypeName {
        case "NavigationView": containers.append(node)
        case "NavigationLink": links.append(node)
        case "NavigationStack": if node.arguments.isEmpty { stacks.append(node) }
        default:
            if node.modifierName == "navigationViewStyle" { viewStyles.append(node) }
        }
        return .visitChildren
    }

    /// Code that runs only where the new navigation API may be missing stays as it is, like an
    /// ignored site: the `else` of `if #available(...)` / `guard #available(...)`, and the body of
    /// `if #unavailable(...)`.
    override func visit(_ node: IfExprSyntax) -> SyntaxVisitorContinueKind {
        switch availabilityKeyword(node.conditions) {
        case .poundAvailable?:
            if let legacy = node.elseBody { ignore(Syntax(legacy)) }
        case .poundUnavailable?:
            ignore(Syntax(node.body))
        default:
            break
        }
        return .visitChildren
    }

    override func visit(_ node: GuardStmtSyntax) -> SyntaxVisitorContinueKind {
        if availabilityKeyword(node.conditions) == .poundAvailable { ignore(Syntax(node.body)) }
        return .visitChildren
    }

    private func availabilityKeyword(_ conditions: ConditionElementListSyntax) -> TokenKind? {
        for element in conditions {
            if let availability = element.condition.as(AvailabilityConditionSyntax.self) {
                return availability.availabilityKeyword.tokenKind
            }
        }
        return nil
    }

    private func ignore(_ node: Syntax) {
        ignoredRanges.append(node.positionAfterSkippingLeadingTrivia.utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset)
    }

    override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
        if looksForIgnoreComments, token.leadingTrivia.contains(where: Self.isIgnoreComment) {
            let range = Self.ignoredRange(startingAt: token)
            ignoredRanges.append(range.lowerBound.utf8Offset..<range.upperBound.utf8Offset)
        }
        return .skipChildren
    }

    static let ignoreMarker = "navmigrate:ignore"

    private static func isIgnoreComment(_ piece: TriviaPiece) -> Bool {
        switch piece {
        case .lineComment(let text), .blockComment(let text):
            return text.contains(ignoreMarker)
        default:
            return false
        }
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

extension Syntax {
    /// The node's text span without its outer trivia.
    var range: Range<AbsolutePosition> { positionAfterSkippingLeadingTrivia..<endPositionBeforeTrailingTrivia }
}
