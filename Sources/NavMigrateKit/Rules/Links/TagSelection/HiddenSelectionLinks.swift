import SwiftSyntax

/// Hidden `tag:selection:` links in one column, which code drives by setting the selection
/// (buttons, a router).
///
/// ## Before
/// ```swift
/// VStack {
///     NavigationLink(destination: NewsPage(), tag: Menu.news, selection: $target) { EmptyView() }
///     Button("News") { target = .news }
/// }
/// ```
/// ## After
/// ```swift
/// VStack {
///     Button("News") { target = .news }
/// }
/// .navigationDestination(isPresented: Binding(
///     get: { target == Menu.news },
///     set: { if !$0, target == Menu.news { target = nil } }
/// )) {
///     NewsPage()
/// }
/// ```
/// The old link pushed while the selection was its tag and set it to `nil` when popped; the
/// binding reads and writes the selection the same way, and a pop clears only its own tag.
/// The destinations go on the view that holds the links: a `VStack`, `HStack`, `ZStack`,
/// `Group` or `ScrollView` that shows other views too, the view beside them in a `body`, or the
/// `List` or `Form` whose rows hold them (beside a row's button). Refuses links anywhere else,
/// inside another lazy container, under an `if` in a list, repeated by a `ForEach`, with a
/// modifier that does more than hide them, or whose destinations use names of where they sit.
extension SelectionHoist {
    /// Nil when these are not such links (one is visible): the caller goes on.
    func hiddenLinksPlan() -> Result<Plan, Refusal>? {
        guard links.allSatisfy(\.isHidden) else { return nil }
        let first = links[0]
        let here = Syntax(first.call)
        guard let selection = first.selectionValue, links.allSatisfy({ $0.selectionValue == selection }) else {
            return .failure(Refusal(.linkTagSelection, "the hidden links' selection `\(first.selection.trimmedText)` is not a property (`$name`), which their destinations' bindings would read and clear; migrate them by hand", at: here))
        }
        let removed = Set(links.map { $0.call.chainTop.id })
        let carrier: ExprSyntax
        if let list = enclosingList(of: first.call, orForm: true) {
            // In a `List` or `Form` (beside a row's button), where no row can carry them: the
            // container does, and a link under a condition there is refused.
            guard links.allSatisfy({ enclosingList(of: $0.call, orForm: true)?.id == list.id }) else {
                return .failure(Refusal(.linkTagSelection, "the hidden links are not rows of one `List` or `Form`, which would carry their destinations; migrate them by hand", at: here))
            }
            for link in links {
                if let condition = branchCondition(around: Syntax(link.call), upTo: Syntax(list)) {
                    return .failure(Refusal(.linkTagSelection, "the hidden link for tag `\(link.tag.trimmedText)` is shown only under `\(condition)` in the `\(list.calleeTypeName ?? "")`, and a destination on it would not keep that condition; migrate it by hand", at: Syntax(link.call)))
                }
                if enclosingForEach(of: link.call) != nil {
                    return .failure(Refusal(.linkTagSelection, "the hidden link for tag `\(link.tag.trimmedText)` is repeated by a `ForEach`; migrate it by hand", at: Syntax(link.call)))
                }
            }
            carrier = list.chainTop
        } else if let holder = Self.holder(of: first), links.allSatisfy({ Self.holder(of: $0)?.id == holder.id }) {
            guard holder.trailingClosure?.statements.contains(where: { !removed.contains($0.item.id) }) == true else {
                return .failure(Refusal(.linkTagSelection, "the hidden links are all their `\(holder.calleeTypeName ?? "")` shows, so nothing would be left to carry their destinations; keep a view beside them, then migrate", at: here))
            }
            carrier = holder.chainTop
        } else if let sibling = Self.siblingView(of: links, removed: removed) {
            // Statements of a `body` (or a helper) beside other views: the first of those carries them.
            carrier = sibling
        } else {
            return .failure(Refusal(.linkTagSelection, "the hidden links do not sit side by side in one `VStack`, `HStack`, `ZStack`, `Group` or `ScrollView`, or beside a view that could carry their destinations; migrate them by hand", at: here))
        }
        if let lazy = lazyContainer(around: Syntax(carrier)) {
            return .failure(Refusal(.linkTagSelection, "the hidden links sit in a `\(lazy)`, where their destinations cannot go; migrate them by hand", at: here))
        }
        for link in links {
            let call = Syntax(link.call)
            if let modifier = link.call.modifierChain.first(where: { !Self.hidingModifiers.contains($0.modifierName ?? "") }) {
                return .failure(Refusal(.linkTagSelection, "hidden link has `.\(modifier.modifierName ?? "")`, which navmigrate cannot tell only hides it; move it off the link, then migrate", at: call))
            }
            let used = referencedNames(in: link.destinationNode).union(referencedNames(in: link.tag))
            let limit = carrier.parent?.parent ?? Syntax(carrier)
            if let name = used.intersection(localNames(around: link.call, upTo: limit, helpers: helpers)).sorted().first {
                return .failure(Refusal(.linkTagSelection, "the link uses `\(name)` from where it sits, so its destination cannot move", at: call))
            }
        }
        var plan = Plan()
        let destinations = presentedDestinations(selection: selection, indent: context.modifierIndent(for: carrier),
                                                 plan: &plan, removingLinks: true)
        plan.edits += context.tidyingBlankLines(destinations.removals)
        plan.edits.append(.insert(destinations.text, at: carrier.endPositionBeforeTrailingTrivia))
        plan.became = ("hidden link to navigationDestination(isPresented:)", links.count)
        return .success(plan)
    }

    /// One `.navigationDestination(isPresented:)` per link, at `indent`, presented while the
    /// selection is the link's tag and clearing it on pop only while it still is. With
    /// `removingLinks`, the deletions of the links too, whose `//` lines just above them (notes
    /// on them) go above their destinations.
    func presentedDestinations(selection: String, indent: String, plan: inout Plan,
                               removingLinks: Bool = false) -> (text: String, removals: [SourceEdit]) {
        var text = ""
        var removals: [SourceEdit] = []
        let step = context.indentStep
        for link in links {
            let tag = value(of: link)
            let body = plan.carry(link.destination, to: indent + step, in: context)
            if removingLinks {
                var removal = context.deletion(keepingCommentsOf: link.call.chainTop)
                if let above = context.commentLines(above: removal.range.lowerBound) {
                    removal = SourceEdit(range: above.start..<removal.range.upperBound, replacement: removal.replacement)
                    text += above.comments.map { context.lineEnding + indent + $0 }.joined()
                }
                removals.append(removal)
            }
            text += [
                ".navigationDestination(isPresented: Binding(",
                step + "get: { \(selection) == \(tag) },",
                step + "set: { if !$0, \(selection) == \(tag) { \(selection) = nil } }",
                ")) {",
            ].map { context.lineEnding + indent + $0 }.joined() + context.lineEnding + body + context.lineEnding + indent + "}"
        }
        return (text, removals)
    }

    /// Modifiers that only hide a link or lay it out: they go with it.
    private static let hidingModifiers: Set<String> = ["hidden", "opacity", "frame", "disabled", "isDetailLink", "accessibilityHidden"]

    /// The stack or `Group` whose content closure has the link as a statement of its own.
    private static func holder(of link: TagSelectionLink) -> FunctionCallExprSyntax? {
        guard let item = link.call.chainTop.parent?.as(CodeBlockItemSyntax.self),
              let closure = item.parent?.parent?.as(ClosureExprSyntax.self),
              let holder = closure.parent?.as(FunctionCallExprSyntax.self), holder.trailingClosure?.id == closure.id,
              ["VStack", "HStack", "ZStack", "Group", "ScrollView"].contains(holder.calleeTypeName ?? "") else { return nil }
        return holder
    }

    /// The first view written as a statement in the same list as every link (not one of the
    /// links, a `ForEach` or another link), when the links are statements of one list.
    private static func siblingView(of links: [TagSelectionLink], removed: Set<SyntaxIdentifier>) -> ExprSyntax? {
        guard let list = links[0].call.chainTop.parent?.parent?.as(CodeBlockItemListSyntax.self),
              links.allSatisfy({ $0.call.chainTop.parent?.parent?.id == list.id }) else { return nil }
        for statement in list where !removed.contains(statement.item.id) {
            guard let expression = statement.item.as(ExprSyntax.self), let call = expression.as(FunctionCallExprSyntax.self),
                  let name = call.chainRoot.calleeTypeName, !["ForEach", "NavigationLink"].contains(name) else { continue }
            return expression
        }
        return nil
    }

    /// The lazy container around `node` in the view's code, by name.
    private func lazyContainer(around node: Syntax) -> String? {
        var current = node.parent
        while let ancestor = current {
            if let call = ancestor.as(FunctionCallExprSyntax.self), let name = call.calleeTypeName, lazyContainerNames.contains(name) {
                return name
            }
            if ancestor.is(DeclSyntax.self), helpers?.isHelper(ancestor) != true { return nil }
            current = helpers?.parent(of: ancestor) ?? ancestor.parent
        }
        return nil
    }
}

extension TagSelectionLink {
    /// A link with no label to show (`EmptyView()`, `""`), or hidden with `.hidden()`.
    var isHidden: Bool {
        IsActiveLink.hasEmptyLabel(title: title, label: label) || call.modifierChain.contains { $0.modifierName == "hidden" }
    }
}
