import SwiftSyntax

/// Keeps a link's Bool and moves its destination to `.navigationDestination(isPresented:)`.
///
/// ## Before
/// ```swift
/// List {
///     NavigationLink(destination: Detail(), isActive: $model.showDetail) { Text("Open") }
/// }
/// ```
/// ## After
/// ```swift
/// List {
///     Button { model.showDetail = true } label: { Text("Open") }
/// }
/// .navigationDestination(isPresented: $model.showDetail) {
///     Detail()
/// }
/// ```
/// For a single link, and for flags the view does not own (a view model, a `@Binding`, a child
/// view pushed onto the stack). The destination goes on the view that holds the link, or, when
/// a lazy container holds it, on the outermost lazy container (above a `ForEach`, whose
/// modifiers repeat per row); a hidden link disappears; a visible link becomes a plain link
/// (its flag deleted) when the flag is the view's own `@State` and nothing else uses it, else a
/// `Button` that sets the flag.
/// Refuses: a link that is the navigation view's own child (unless it becomes a plain link), a
/// link inside another link, destinations or bindings that use names of the row the link sits in.
struct IsPresentedFallback {
    let scope: ViewScope?
    let links: [IsActiveLink]
    let context: FileContext

    func plan() -> Result<Plan, Refusal> {
        var plan = Plan()
        var attachments: [(target: ExprSyntax, text: String)] = []
        for link in links {
            let flag = link.projectedFlagName
            let owned = flag.flatMap { name in scope?.properties.first { $0.name == name && $0.isState } }
            let otherUses = owned.map { property -> [FlagUse] in
                guard let scope else { return [] }
                return FlagUseCollector(flag: property.name, scope: scope).uses.filter { use in
                    if case .projected(let node) = use, node.id == link.binding.id { return false }
                    return true
                }
            }
            // A visible link whose own flag nothing else touches is just a link.
            if let owned, otherUses?.isEmpty == true, !link.isHidden,
               owned.initializer?.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind != .keyword(.true) {
                plan.edits.append(context.deletion(ofMember: owned.decl))
                // A destination closure stays as it is; a destination value becomes one.
                if let edit = link.removingIsActiveArgument() {
                    plan.edits.append(edit)
                    continue
                }
                let placeholder = "\u{1}navmigrate-destination-\(link.call.position.utf8Offset)\u{1}"
                let destinationIndent = context.indentation(ofLineAt: link.destinationNode.positionAfterSkippingLeadingTrivia)
                var (move, _) = context.move(link.destination, indent: destinationIndent, placeholder: placeholder)
                move.toIndent = move.fromIndent
                plan.moves.append(move)
                plan.edits += link.reshape(
                    titleHead: "NavigationLink(", titleTail: ") { \(placeholder) }",
                    labelHead: { $0 ? "NavigationLink(destination: { \(placeholder) }, label: " : "NavigationLink { \(placeholder) } label: " },
                    in: context)
                continue
            }
            guard let setter = link.assignableTarget else {
                return .failure(Refusal("link is driven by `\(link.bindingDescription)`, which navmigrate cannot set from a button", at: Syntax(link.call)))
            }
            let target: ExprSyntax
            switch attachmentTarget(for: link) {
            case .failure(let refusal): return .failure(refusal)
            case .success(let found): target = found
            }
            let locals = localNames(around: link.call, upTo: target)
            let needed = referencedNames(in: link.destinationNode).union(referencedNames(in: link.binding)).intersection(locals)
            if let name = needed.sorted().first {
                return .failure(Refusal("the link for `\(link.bindingDescription)` uses `\(name)` from where it sits, so its destination cannot move out of it", at: Syntax(link.call)))
            }
            if link.isHidden {
                guard let removal = link.removal(in: context, alongside: links.filter(\.isHidden)) else {
                    return .failure(Refusal("hidden link for `\(link.bindingDescription)` sits where navmigrate cannot remove it", at: Syntax(link.call)))
                }
                if !plan.edits.contains(removal) { plan.edits.append(removal) }
            } else {
                plan.edits += link.reshape(
                    titleHead: "Button(", titleTail: ") { \(setter) = true }",
                    labelHead: { $0 ? "Button(action: { \(setter) = true }, label: " : "Button { \(setter) = true } label: " },
                    in: context)
            }
            let indent = context.modifierIndent(for: target)
            let step = context.indentStep
            let placeholder = "\u{1}navmigrate-destination-\(link.call.position.utf8Offset)\u{1}"
            let (move, body) = context.move(link.destination, indent: indent + step, placeholder: placeholder)
            plan.moves.append(move)
            let text = [
                ".navigationDestination(isPresented: \(link.binding.trimmedDescription)) {",
                String(body.dropFirst(indent.count)),
                "}",
            ].map { context.lineEnding + indent + $0 }.joined()
            attachments.append((target, text))
        }
        for (target, text) in attachments {
            plan.edits.append(.insert(text, at: target.endPositionBeforeTrailingTrivia))
        }
        return .success(plan)
    }

    /// The view the destination goes on: the nearest view holding the link when no lazy
    /// container holds it; else the outermost lazy container, or the view right above it when
    /// that is a `ForEach`, whose modifiers would repeat per row.
    private func attachmentTarget(for link: IsActiveLink) -> Result<ExprSyntax, Refusal> {
        var views: [FunctionCallExprSyntax] = []
        var reachesContainer = false
        var current = Syntax(link.call).parent
        while let node = current {
            if node.is(DeclSyntax.self) { break }
            if let call = node.as(FunctionCallExprSyntax.self), call.id != link.call.id,
               !Syntax(link.call).isDescendant(of: Syntax(call.calledExpression)) {
                let view = call.chainRoot
                let name = view.calleeTypeName ?? ""
                if name == "NavigationLink" {
                    return .failure(Refusal("link for `\(link.bindingDescription)` sits inside another link; migrate it by hand", at: Syntax(link.call)))
                }
                if navigationContainerNames.contains(name) {
                    reachesContainer = true
                    break
                }
                if view.calleeTypeName != nil, !views.contains(where: { $0.id == view.id }) { views.append(view) }
            }
            current = node.parent
        }
        guard let outermostLazy = views.lastIndex(where: { lazyContainerNames.contains($0.calleeTypeName ?? "") }) else {
            if let nearest = views.first { return .success(nearest.chainTop) }
            let reason = reachesContainer
                ? "link for `\(link.bindingDescription)` is the navigation view's own child; wrap it in a view first"
                : "link for `\(link.bindingDescription)` has no enclosing view to carry its destination"
            return .failure(Refusal(reason, at: Syntax(link.call)))
        }
        let lazy = views[outermostLazy]
        if lazy.calleeTypeName == "ForEach" {
            guard outermostLazy + 1 < views.count else {
                return .failure(Refusal("link for `\(link.bindingDescription)` sits in a `ForEach` with no view around it to carry its destination", at: Syntax(link.call)))
            }
            return .success(views[outermostLazy + 1].chainTop)
        }
        return .success(lazy.chainTop)
    }
}
