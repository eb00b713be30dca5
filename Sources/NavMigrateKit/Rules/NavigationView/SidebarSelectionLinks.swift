import SwiftSyntax

/// What the `tag:selection:` links of a one-child navigation view's sidebar list make of it on
/// iOS. On iPad the old view showed the selected link's destination in the detail column
/// beside the list, and on iPhone pushed it: a `NavigationSplitView` of the list and a detail
/// column the selection drives (`SelectionHoist.splitPlan`) does both, collapsed to a stack on
/// iPhone. Plain links there give the detail nothing to show, and links of several selections
/// more than one detail.
enum SidebarSelectionLinks {
    /// Every link of the content is a `tag:selection:` link in the list the sidebar style is
    /// written on, all of one selection (the list's own, where it names one), and no view the
    /// content shows navigates (`onlySelectionLinksInside`).
    case selectDetail
    /// The content has none in that list, or navigates in ways navmigrate does not read here
    /// (a helper holds the list, a view it shows has links).
    case none
    /// It has some, but `reason` keeps them from driving a detail column.
    case blocked(String)

    /// `sidebar` is the `.listStyle(.sidebar)` written in the navigation view's `closure`.
    init(_ sidebar: FunctionCallExprSyntax, in closure: ClosureExprSyntax, asksProject: Bool, file: FileIndex) {
        let list = sidebar.chainRoot
        // Links written in another link's destination or label are that screen's, not the
        // sidebar's (the detail column gets a stack of its own where its content navigates).
        let written = file.calls(named: "NavigationLink", startingIn: Syntax(closure).range)
        let calls = written.filter { call in
            !written.contains { other in other.id != call.id && Syntax(call).isDescendant(of: Syntax(other)) }
        }
        guard list.calleeTypeName == "List", Syntax(list).isDescendant(of: Syntax(closure)),
              let first = calls.lazy.compactMap({ TagSelectionLink($0) }).first(where: { Syntax($0.call).isDescendant(of: Syntax(list)) }) else {
            self = .none
            return
        }
        func place(_ node: some SyntaxProtocol) -> String { file.context.place(of: node.positionAfterSkippingLeadingTrivia) }
        if let plain = calls.first(where: { TagSelectionLink($0) == nil }) {
            self = .blocked("the link at \(place(plain)) is not one of them")
        } else if let other = calls.lazy.compactMap({ TagSelectionLink($0) }).first(where: { $0.selectionKey != first.selectionKey }) {
            self = .blocked("the link at \(place(other.call)) selects through `\(other.selection.trimmedText)`, not `\(first.selection.trimmedText)`, and one detail column follows one selection")
        } else if let bound = list.argument(labeled: "selection")?.expression, Self.key(of: bound) != first.selectionKey {
            self = .blocked("the list at \(place(list)) is bound to `\(bound.trimmedText)`, not to their `\(first.selection.trimmedText)`")
        } else if calls.contains(where: { !Syntax($0).isDescendant(of: Syntax(list)) })
                    || !onlySelectionLinksInside(closure, asksProject: asksProject, in: file) {
            self = .none
        } else {
            self = .selectDetail
        }
    }

    /// A selection binding as `TagSelectionLink.selectionKey` writes it.
    private static func key(of binding: ExprSyntax) -> String {
        projectedPropertyPath(of: binding).map { "$" + $0 } ?? binding.trimmedText.filter { !$0.isWhitespace }
    }
}
