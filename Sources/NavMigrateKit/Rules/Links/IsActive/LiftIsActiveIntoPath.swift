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
/// `flag = true` → `if !path.contains(.x) { path.append(.x) }` (a flag set twice pushed once),
/// `flag = false` pops `.x` and what is above it, reads
/// become `path.contains(.x)`, `toggle()` does either, `$flag` becomes `isPresented(.x)`, a
/// `Binding` over the path declared beside it. Names taken in the view are avoided
/// (`NavigationRoute`, `navigationPath`). Hidden links go; their destinations join the switch.
/// Refuses: a flag shadowed by a local name or used in a way that
/// has no path equivalent, destinations that use names of the
/// row they sit in, and a stack root made of several views.
struct PathLift {
    let scope: ViewScope
    let container: FunctionCallExprSyntax
    let links: [IsActiveLink]
    let flags: [ViewScope.Property]
    let context: FileContext
    let file: FileIndex

    /// Nil when the view does not have the shape for a typed path (use the fallback instead).
    init?(scope: ViewScope, container: FunctionCallExprSyntax, links: [IsActiveLink], file: FileIndex) {
        let context = file.context
        self.file = file
        guard scope.primary.is(StructDeclSyntax.self), links.count >= 2 else { return nil }
        let properties = scope.properties
        var flags: [ViewScope.Property] = []
        for link in links {
            guard let name = link.projectedFlagName,
                  let property = properties.first(where: { $0.name == name }), property.isState,
                  property.type == "Bool" || property.initializer?.is(BooleanLiteralExprSyntax.self) == true,
                  !flags.contains(where: { $0.name == name }),
                  scope.helpers.holds(container, link.call) else { return nil }
            flags.append(property)
        }
        self.scope = scope
        self.container = container
        self.links = links
        self.flags = flags
        self.context = context
    }

    /// The plan (the container's `(path: $path)` included), or why the view stays as it is.
    func plan() throws(Refusal) -> Plan {
        let names = PathOperations(avoiding: scope.identifiersInUse, context: context)
        var caseNames: [String] = []
        for flag in flags {
            caseNames.append(freshName(routeCaseName(forFlag: flag.name), avoiding: Set(caseNames)))
        }
        for flag in flags { try file.refuseRemoving(flag, of: scope, rule: .linkIsActive) }
        let root = try stackRoot()
        try refuseLinksThatCannotMove(upTo: root.closure)
        let uses = try flagUseEdits(names: names, caseNames: caseNames)

        var plan = Plan(edits: uses.edits)
        plan.edits += declarationEdits(names: names, caseNames: caseNames, needsBinding: uses.needsBinding)
        let (effects, notes) = try linkEdits(routeType: names.routeType, caseNames: caseNames, root: root.view, into: &plan)
        plan.edits.append(destinationModifier(on: root.view, names: names, caseNames: caseNames, effects: effects, notes: notes,
                                              plan: &plan))
        plan.edits.append(pathArgument(names.path))
        plan.findings += HiddenLinkSpacing.notes(for: links.filter(\.isHidden).map { ExprSyntax($0.call.chainTop) }, edits: plan.edits,
                                                 rule: .linkIsActive, context: context)
        return plan
    }

    // MARK: Analysis

    /// The stack's single root view, which the destinations attach to.
    private func stackRoot() throws(Refusal) -> (view: CodeBlockItemSyntax, closure: ClosureExprSyntax) {
        guard let closure = container.trailingClosure else {
            throw Refusal(.linkIsActive, "navigation view has no content closure", at: container)
        }
        // An array, not `statements.filter`: filtering a syntax collection builds a new tree,
        // which costs as much as the whole file.
        let roots = Array(closure.statements).filter { !($0.item.is(DeclSyntax.self) && !$0.item.is(IfConfigDeclSyntax.self)) }
        guard roots.count == 1, let root = roots.first, !root.item.is(IfConfigDeclSyntax.self) else {
            throw Refusal(.linkIsActive, "the navigation view's root holds \(roots.count) views; wrap them in one view so the destinations have a place", at: container)
        }
        return (root, closure)
    }

    /// A destination that uses names of where the link sits cannot move to the root (a flag
    /// that starts `true` and nested links are refused for both rewrites, in `LinkChecks`).
    private func refuseLinksThatCannotMove(upTo closure: ClosureExprSyntax) throws(Refusal) {
        for (link, flag) in zip(links, flags) {
            let locals = localNames(around: link.call, upTo: closure, helpers: scope.helpers)
            let needed = referencedNames(in: link.destinationNode).intersection(locals)
            if let name = needed.sorted().first {
                throw Refusal(.linkIsActive, "the destination of the link for `\(flag.name)` uses `\(name)` from where the link sits, so it cannot move to `navigationDestination`", at: link.call)
            }
        }
    }

    /// Every other use of each flag as a path operation, all of them or the view is refused;
    /// and whether some `$flag` is handed out, which needs the binding helper.
    private func flagUseEdits(names: PathOperations, caseNames: [String]) throws(Refusal) -> (edits: [SourceEdit], needsBinding: Bool) {
        var edits: [SourceEdit] = []
        var needsBinding = false
        for (index, flag) in flags.enumerated() {
            let uses = scope.uses(of: flag.name)
            if uses.shadowed {
                throw Refusal(.linkIsActive, "a local name shadows the flag `\(flag.name)`; rename it first", at: flag.decl)
            }
            for use in uses.uses {
                if case .projected(let node) = use {
                    if links.contains(where: { $0.binding.id == node.id }) { continue }
                    needsBinding = true
                }
                edits.append(try names.replacement(for: use, route: ".\(caseNames[index])").get())
            }
        }
        return (edits, needsBinding)
    }

    // MARK: Edits

    /// The route type and the path replace the first flag, set apart from the members above;
    /// the other flags go.
    private func declarationEdits(names: PathOperations, caseNames: [String], needsBinding: Bool) -> [SourceEdit] {
        let sortedFlags = flags.sorted { $0.decl.position < $1.decl.position }
        let first = sortedFlags[0].decl
        let memberIndent = context.indentation(ofLineAt: first.positionAfterSkippingLeadingTrivia)
        let declarations = names.declarations(cases: caseNames, needsBinding: needsBinding, indent: memberIndent)
        var edits: [SourceEdit] = []
        if let previous = first.previousToken(viewMode: .sourceAccurate), previous.tokenKind != .leftBrace,
           first.leadingTrivia.newlineCount == 1 {
            let lineStart = first.positionAfterSkippingLeadingTrivia.utf8Offset - memberIndent.utf8.count
            edits.append(SourceEdit(range: lineStart..<lineStart, replacement: context.lineEnding))
        }
        edits.append(SourceEdit(replacing: first.positionAfterSkippingLeadingTrivia, first.endPositionBeforeTrailingTrivia, with: declarations))
        for flag in sortedFlags.dropFirst() {
            edits.append(context.deletion(ofMember: flag.decl))
        }
        return edits
    }

    /// Links become value links; hidden ones go. Returns the modifiers with effects that the
    /// hidden links had, which move to the root, and by link the comments among a hidden one's
    /// arguments that its removal would lose, which go above its case.
    private func linkEdits(routeType: String, caseNames: [String], root: CodeBlockItemSyntax,
                           into plan: inout Plan) throws(Refusal) -> (effects: [FunctionCallExprSyntax], notes: [Int: [String]]) {
        var removals: [SourceEdit] = []
        var effects: [FunctionCallExprSyntax] = []
        var notes: [Int: [String]] = [:]
        for (index, link) in links.enumerated() {
            let value = "\(routeType).\(caseNames[index])"
            if link.isHidden {
                let removal = try link.removal(in: context, alongside: links.filter(\.isHidden)).get()
                let lost = link.commentsLost(by: removal.edit, in: context)
                if !lost.isEmpty { notes[index] = lost }
                // A root that holds nothing but the hidden links goes with them, and with it the
                // place their destination and effects were to go.
                if removal.edit.range.contains(root.item.positionAfterSkippingLeadingTrivia.utf8Offset) {
                    throw Refusal(.linkIsActive, "the hidden links are all the navigation view's root shows, so nothing would be left there to carry their `navigationDestination`\(removal.effects.isEmpty ? "" : " and the modifiers written on the root"); keep a view beside them, then migrate", at: link.call)
                }
                if !removals.contains(removal.edit) { removals.append(removal.edit) }
                effects += removal.effects
            } else {
                plan.edits += link.reshape(
                    titleHead: "NavigationLink(", titleTail: ", value: \(value))",
                    labelHead: { $0 ? "NavigationLink(value: \(value), label: " : "NavigationLink(value: \(value)) " },
                    in: context)
            }
        }
        plan.edits += context.tidyingBlankLines(removals)
        return (effects, notes)
    }

    /// One `navigationDestination` on the root, with a case per route; the destinations move
    /// into it.
    private func destinationModifier(on root: CodeBlockItemSyntax, names: PathOperations, caseNames: [String],
                                     effects: [FunctionCallExprSyntax], notes: [Int: [String]], plan: inout Plan) -> SourceEdit {
        let rootIndent = context.modifierIndent(for: root.item)
        let step = context.indentStep
        var lines = [".navigationDestination(for: \(names.routeType).self) { \(names.routeVariable) in", "\(step)switch \(names.routeVariable) {"]
        for (index, link) in links.enumerated() {
            let text = plan.carry(link.destination, to: rootIndent + step + step, in: context)
            lines += (notes[index] ?? []).map { step + $0 }
            lines.append("\(step)case .\(caseNames[index]):")
            lines.append(String(text.dropFirst(rootIndent.count)))
        }
        lines += ["\(step)}", "}"]
        // What the hidden links did besides navigating goes on with the root.
        lines += effects.map { plan.carry(modifier: $0, placedAt: rootIndent, in: context) }
        // Inside the root's modifiers that set the environment, as the links were.
        let inside = context.destinationInsertion(on: root.item)
        let at = inside == context.modifierInsertion(after: root.item) ? root.endPosition : inside
        return .insert(lines.map { context.lineEnding + rootIndent + $0 }.joined(), at: at)
    }

    /// `(path: $path)` after the container's name, in place of `()` when it has them; the
    /// container's own rule renames it.
    private func pathArgument(_ path: String) -> SourceEdit {
        let argument = "(path: $\(path))"
        if let left = container.leftParen, let right = container.rightParen {
            return SourceEdit(replacing: left.positionAfterSkippingLeadingTrivia, right.endPositionBeforeTrailingTrivia, with: argument)
        }
        return .insert(argument, at: container.calledExpression.endPositionBeforeTrailingTrivia)
    }
}
