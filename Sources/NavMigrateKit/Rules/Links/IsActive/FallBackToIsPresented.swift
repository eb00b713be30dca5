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

    func plan() throws(Refusal) -> Plan {
        var plan = Plan()
        var attachments: [(target: ExprSyntax, text: String)] = []
        for link in links {
            if let owned = plainLinkFlag(of: link) {
                plainLinkEdits(link, flag: owned, into: &plan)
                continue
            }
            guard let setter = link.assignableTarget else {
                throw refusal("link is driven by `\(link.bindingDescription)`, which navmigrate cannot set from a button", at: link)
            }
            let target = try attachmentTarget(for: link).get()
            let locals = localNames(around: link.call, upTo: target)
            let needed = referencedNames(in: link.destinationNode).union(referencedNames(in: link.binding)).intersection(locals)
            if let name = needed.sorted().first {
                throw refusal("the link for `\(link.bindingDescription)` uses `\(name)` from where it sits, so its destination cannot move out of it", at: link)
            }
            try linkEdits(link, setter: setter, into: &plan)
            attachments.append((target, destinationModifier(for: link, on: target, plan: &plan)))
        }
        for (target, text) in attachments {
            plan.edits.append(.insert(text, at: target.endPositionBeforeTrailingTrivia))
        }
        return plan
    }

    // MARK: Decision

    /// The flag of a visible link that the view owns and nothing else touches: such a link is
    /// just a link.
    private func plainLinkFlag(of link: IsActiveLink) -> ViewScope.Property? {
        guard !link.isHidden, let scope, let name = link.projectedFlagName,
              let owned = scope.properties.first(where: { $0.name == name && $0.isState }),
              owned.initializer?.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind != .keyword(.true) else { return nil }
        let otherUses = scope.uses(of: owned.name).uses.filter { use in
            if case .projected(let node) = use, node.id == link.binding.id { return false }
            return true
        }
        return otherUses.isEmpty ? owned : nil
    }

    // MARK: Edits

    /// The flag goes; a destination closure stays as it is, a destination value becomes one.
    private func plainLinkEdits(_ link: IsActiveLink, flag: ViewScope.Property, into plan: inout Plan) {
        plan.edits.append(context.deletion(ofMember: flag.decl))
        if let edit = link.removingIsActiveArgument() {
            plan.edits.append(edit)
            return
        }
        let destination = plan.carry(link.destination, to: nil, in: context)
        plan.edits += link.reshape(
            titleHead: "NavigationLink(", titleTail: ") { \(destination) }",
            labelHead: { $0 ? "NavigationLink(destination: { \(destination) }, label: " : "NavigationLink { \(destination) } label: " },
            in: context)
    }

    /// A hidden link goes; a visible one becomes a `Button` that sets the flag.
    private func linkEdits(_ link: IsActiveLink, setter: String, into plan: inout Plan) throws(Refusal) {
        if link.isHidden {
            guard let removal = link.removal(in: context, alongside: links.filter(\.isHidden)) else {
                throw refusal("hidden link for `\(link.bindingDescription)` sits where navmigrate cannot remove it", at: link)
            }
            if !plan.edits.contains(removal) { plan.edits.append(removal) }
        } else {
            plan.edits += link.reshape(
                titleHead: "Button(", titleTail: ") { \(setter) = true }",
                labelHead: { $0 ? "Button(action: { \(setter) = true }, label: " : "Button { \(setter) = true } label: " },
                in: context)
        }
    }

    /// `.navigationDestination(isPresented:) { destination }` for the view that carries it.
    private func destinationModifier(for link: IsActiveLink, on target: ExprSyntax, plan: inout Plan) -> String {
        let indent = context.modifierIndent(for: target)
        let body = plan.carry(link.destination, to: indent + context.indentStep, in: context)
        return [
            ".navigationDestination(isPresented: \(link.binding.trimmedDescription)) {",
            String(body.dropFirst(indent.count)),
            "}",
        ].map { context.lineEnding + indent + $0 }.joined()
    }

    private func refusal(_ message: String, at link: IsActiveLink) -> Refusal {
        Refusal(.linkIsActive, message, at: link.call)
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
                    return .failure(refusal("link for `\(link.bindingDescription)` sits inside another link; migrate it by hand", at: link))
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
            return .failure(refusal(reason, at: link))
        }
        let lazy = views[outermostLazy]
        if lazy.calleeTypeName == "ForEach" {
            guard outermostLazy + 1 < views.count else {
                return .failure(refusal("link for `\(link.bindingDescription)` sits in a `ForEach` with no view around it to carry its destination", at: link))
            }
            return .success(views[outermostLazy + 1].chainTop)
        }
        return .success(lazy.chainTop)
    }
}
