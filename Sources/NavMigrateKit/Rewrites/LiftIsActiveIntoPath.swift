import SwiftSyntax

/// Lifts a view's `isActive:` Bool flags into a typed navigation path.
///
/// ## Before
/// ```swift
/// @State private var isShowingPurple = false
/// @State private var isShowingPink = false
/// NavigationView {
///     List {
///         NavigationLink("Purple", isActive: $isShowingPurple) { ColorDetail(color: .purple) }
///         NavigationLink("Pink", isActive: $isShowingPink) { ColorDetail(color: .pink) }
///     }
/// }
/// ```
/// ## After
/// ```swift
/// enum Route: Hashable, Codable { case purple, pink }
/// @State private var path: [Route] = []
/// NavigationStack(path: $path) {
///     List {
///         NavigationLink("Purple", value: Route.purple)
///         NavigationLink("Pink", value: Route.pink)
///     }
///     .navigationDestination(for: Route.self) { route in
///         switch route {
///         case .purple: ColorDetail(color: .purple)
///         case .pink: ColorDetail(color: .pink)
///         }
///     }
/// }
/// ```
/// Applies when two or more links in the view that owns a one-column container are driven by
/// that view's own `@State` flags. Every other use of a flag becomes a path operation:
/// `flag = true` → `path.append(.x)`, `flag = false` pops `.x` and what is above it, reads
/// become `path.contains(.x)`, `toggle()` does either, `$flag` becomes `isPresented(.x)`, a
/// `Binding` over the path declared beside it. Names taken in the view are avoided
/// (`NavigationRoute`, `navigationPath`). Hidden links go; their destinations join the switch.
/// Refuses: a flag that starts `true`, a flag shadowed by a local name or used in a way that
/// has no path equivalent, links nested in another link, destinations that use names of the
/// row they sit in, and a stack root made of several views.
struct PathLift {
    let scope: ViewScope
    let container: FunctionCallExprSyntax
    let links: [IsActiveLink]
    let flags: [ViewScope.Property]
    let context: FileContext

    /// Nil when the view does not have the shape for a typed path (use the fallback instead).
    init?(scope: ViewScope, container: FunctionCallExprSyntax, links: [IsActiveLink], context: FileContext) {
        guard scope.primary.is(StructDeclSyntax.self), links.count >= 2 else { return nil }
        let properties = scope.properties
        var flags: [ViewScope.Property] = []
        for link in links {
            guard let name = link.projectedFlagName,
                  let property = properties.first(where: { $0.name == name }), property.isState,
                  property.type == "Bool" || property.initializer?.is(BooleanLiteralExprSyntax.self) == true,
                  !flags.contains(where: { $0.name == name }),
                  Syntax(link.call).isDescendant(of: Syntax(container)) else { return nil }
            flags.append(property)
        }
        self.scope = scope
        self.container = container
        self.links = links
        self.flags = flags
        self.context = context
    }

    /// The plan, or why the view stays as it is. `header` is the container's new name and
    /// arguments; the container plan applies it.
    func plan() -> Result<(plan: Plan, header: String), Refusal> {
        let names = PathOperations(avoiding: scope.identifiersInUse, context: context)
        let routeType = names.routeType
        let pathName = names.path
        let routeVariable = names.routeVariable
        var caseNames: [String] = []
        for flag in flags {
            caseNames.append(freshName(routeCaseName(forFlag: flag.name), avoiding: Set(caseNames)))
        }
        var plan = Plan()

        // The content the destinations attach to: the stack's single root view.
        guard let closure = container.trailingClosure else {
            return .failure(Refusal("navigation view has no content closure", at: Syntax(container)))
        }
        // An array, not `statements.filter`: filtering a syntax collection builds a new tree,
        // which costs as much as the whole file.
        let roots = Array(closure.statements).filter { !($0.item.is(DeclSyntax.self) && !$0.item.is(IfConfigDeclSyntax.self)) }
        guard roots.count == 1, let root = roots.first, !root.item.is(IfConfigDeclSyntax.self) else {
            return .failure(Refusal("the navigation view's root holds \(roots.count) views; wrap them in one view so the destinations have a place", at: Syntax(container)))
        }

        for (link, flag) in zip(links, flags) {
            if let initial = flag.initializer?.as(BooleanLiteralExprSyntax.self), initial.literal.tokenKind == .keyword(.true) {
                return .failure(Refusal("flag `\(flag.name)` starts `true`; set the initial path by hand", at: Syntax(flag.decl)))
            }
            if let outer = links.first(where: link.isNested(in:)) {
                return .failure(Refusal("link for `\(flag.name)` sits inside the link for `\(outer.projectedFlagName ?? "?")`, so the order of the path is unclear", at: Syntax(link.call)))
            }
            let locals = localNames(around: link.call, upTo: closure)
            let needed = referencedNames(in: link.destinationNode).intersection(locals)
            if let name = needed.sorted().first {
                return .failure(Refusal("the destination of the link for `\(flag.name)` uses `\(name)` from where the link sits, so it cannot move to `navigationDestination`", at: Syntax(link.call)))
            }
        }

        // Uses of each flag, all rewritten or the view is refused.
        var needsBinding = false
        for (index, flag) in flags.enumerated() {
            let collector = FlagUseCollector(flag: flag.name, scope: scope)
            if collector.shadowed {
                return .failure(Refusal("a local name shadows the flag `\(flag.name)`; rename it first", at: Syntax(flag.decl)))
            }
            let route = ".\(caseNames[index])"
            for use in collector.uses {
                if case .projected(let node) = use {
                    if links.contains(where: { $0.binding.id == node.id }) { continue }
                    needsBinding = true
                }
                switch names.replacement(for: use, route: route) {
                case .success(let edit): plan.edits.append(edit)
                case .failure(let refusal): return .failure(refusal)
                }
            }
        }

        // The route type and the path replace the flags, set apart from the members above.
        let sortedFlags = flags.sorted { $0.decl.position < $1.decl.position }
        let first = sortedFlags[0].decl
        let memberIndent = context.indentation(ofLineAt: first.positionAfterSkippingLeadingTrivia)
        let declarations = names.declarations(cases: caseNames, needsBinding: needsBinding, indent: memberIndent)
        if let previous = first.previousToken(viewMode: .sourceAccurate), previous.tokenKind != .leftBrace,
           first.leadingTrivia.newlineCount == 1 {
            let lineStart = first.positionAfterSkippingLeadingTrivia.utf8Offset - memberIndent.utf8.count
            plan.edits.append(SourceEdit(range: lineStart..<lineStart, replacement: context.lineEnding))
        }
        plan.edits.append(SourceEdit(replacing: first.positionAfterSkippingLeadingTrivia, first.endPositionBeforeTrailingTrivia, with: declarations))
        for flag in sortedFlags.dropFirst() {
            plan.edits.append(context.deletion(ofMember: flag.decl))
        }

        // Links become value links; hidden ones go.
        for (index, link) in links.enumerated() {
            let value = "\(routeType).\(caseNames[index])"
            if link.isHidden {
                guard let removal = link.removal(in: context, alongside: links.filter(\.isHidden)) else {
                    return .failure(Refusal("hidden link for `\(flags[index].name)` sits where navmigrate cannot remove it", at: Syntax(link.call)))
                }
                if !plan.edits.contains(removal) { plan.edits.append(removal) }
            } else {
                plan.edits += link.reshape(
                    titleHead: "NavigationLink(", titleTail: ", value: \(value))",
                    labelHead: { $0 ? "NavigationLink(value: \(value), label: " : "NavigationLink(value: \(value)) " },
                    in: context)
            }
        }

        // One navigationDestination on the root, with a case per route.
        let rootIndent = context.modifierIndent(for: root.item)
        let step = context.indentStep
        var lines = [".navigationDestination(for: \(routeType).self) { \(routeVariable) in", "\(step)switch \(routeVariable) {"]
        for (index, link) in links.enumerated() {
            let placeholder = "\u{1}navmigrate-destination-\(link.call.position.utf8Offset)\u{1}"
            let (move, text) = context.move(link.destination, indent: rootIndent + step + step, placeholder: placeholder)
            plan.moves.append(move)
            lines.append("\(step)case .\(caseNames[index]):")
            lines.append(String(text.dropFirst(rootIndent.count)))
        }
        lines += ["\(step)}", "}"]
        let modifier = lines.map { context.lineEnding + rootIndent + $0 }.joined()
        plan.edits.append(.insert(modifier, at: root.endPosition))
        return .success((plan, "NavigationStack(path: $\(pathName))"))
    }

}
