import SwiftSyntax

/// A `Group` or stack (`VStack`, `HStack`, `ZStack`) written with no arguments around hidden
/// links (`ZStack { NavigationLink(...) { EmptyView() } }.opacity(0)`), a way of keeping links
/// fired from code out of sight. When the links are all it holds it shows nothing, so it goes
/// with them, its modifiers too, provided each only changes how it looks: both link rules decide
/// that as the `isActive:` rule does for a hidden link's own modifiers
/// (`IsActiveLink.isOnlyForLooks`).
enum HiddenLinkHolder {
    /// The views that only group what they hold.
    private static let names: Set<String> = ["VStack", "HStack", "ZStack", "Group"]

    /// The holder whose content closure has `view` as a statement, written with no arguments
    /// and no other closure; nil when `view` sits anywhere else.
    static func around(_ view: ExprSyntax) -> FunctionCallExprSyntax? {
        guard let item = view.parent?.as(CodeBlockItemSyntax.self),
              let closure = item.parent?.parent?.as(ClosureExprSyntax.self),
              let holder = closure.parent?.as(FunctionCallExprSyntax.self), holder.trailingClosure?.id == closure.id,
              holder.additionalTrailingClosures.isEmpty, holder.arguments.isEmpty, names.contains(holder.calleeTypeName ?? "")
        else { return nil }
        return holder
    }

    /// The first of the holder's modifiers that does more than change how it looks (an
    /// `.onAppear`, a modifier of the app's own); nil when each only does, so the holder may go.
    static func firstActingModifier(of holder: FunctionCallExprSyntax) -> FunctionCallExprSyntax? {
        holder.modifierChain.first { !IsActiveLink.isOnlyForLooks($0) }
    }

    /// Why the holder's `modifier` (its `firstActingModifier`) keeps it, and the hidden links in
    /// it, where they are: for a finding at one of the links.
    static func reason(keeping modifier: FunctionCallExprSyntax, of holder: FunctionCallExprSyntax) -> String {
        let name = modifier.modifierName ?? ""
        let holderName = holder.calleeTypeName ?? "stack"
        let why = IsActiveLink.effectModifierNames.contains(name)
            ? "which does something besides hiding them and would be lost with them"
            : "which navmigrate cannot tell is only for looks, so removing it with them could lose what it does"
        return "the `\(holderName)` that holds only the hidden links has `.\(name)`, \(why); move it onto a view beside the `\(holderName)`, then migrate"
    }

    /// The note at a helper that showed only hidden links and, their destinations moved out,
    /// now returns `EmptyView()`.
    static func emptiedHelperNote(named name: String) -> String {
        "`\(name)` showed only hidden links, whose destinations moved out, and now shows nothing (`EmptyView()`); remove it, and where it is shown, by hand"
    }
}

extension FileContext {
    /// `node` replaced by `text` (written for where `node` starts), the comments written in it
    /// but inside `moved` (text that goes elsewhere with its own comments) kept on lines of their
    /// own above it. Nil when there are such comments and `node` does not start its line
    /// (`return ZStack { ... }`), where they would have no line of their own.
    func replacing(_ node: some SyntaxProtocol, with text: String, keepingCommentsExcept moved: [Range<Int>]) -> SourceEdit? {
        let start = node.positionAfterSkippingLeadingTrivia
        let kept = deletion(keepingCommentsOf: node, except: moved)
        guard !kept.replacement.isEmpty else { return SourceEdit(replacing: start, node.endPositionBeforeTrailingTrivia, with: text) }
        guard bytes.isLineStart(kept.range.lowerBound) else { return nil }
        return SourceEdit(range: kept.range, replacement: kept.replacement + indentation(ofLineAt: start) + text + lineEnding)
    }
}
