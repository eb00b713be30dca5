import SwiftSyntax

/// Removes a `.navigationViewStyle(...)` written on a view that holds navigation views (a
/// `TabView` of several) rather than on a container's own chain, once every navigation view it
/// reaches is migrated; the style on a container's own chain goes with the container.
///
/// ## Before
/// ```swift
/// TabView { NavigationView { Inbox() }; NavigationView { Archive() } }
///     .navigationViewStyle(.stack)
/// ```
/// ## After
/// ```swift
/// TabView { NavigationStack { Inbox() }; NavigationStack { Archive() } }
/// ```
/// A style written on a `NavigationStack` or `NavigationSplitView` itself does nothing and goes.
/// Refuses a style that reaches no `NavigationView` in its expression, and keeps one while a
/// navigation view it reaches, or one whose content holds it, stays as it is.
struct RemoveNavigationViewStyle: Rule {
    static let id = RuleID.navigationViewStyle
    static let triggers = ["navigationViewStyle"]
    static let calls: Set<String> = ["navigationViewStyle", "NavigationView"]

    struct Site {
        let style: FunctionCallExprSyntax
        /// The navigation views inside the view it modifies, in source order.
        let reached: [ContainerSite]
        /// What it reaches through the views it shows, in this file or others.
        let beyond: StyleReachDown
        /// The app's own modifier whose code it is (`func phoneStack() -> some View`), if so.
        var ownModifier: String? = nil
        /// The navigation views of the file whose content holds the style: it goes with them,
        /// so a navigation view left as it is keeps what is written inside it.
        var enclosing: [ContainerSite] = []
        /// Written in a postfix `#if` (`#if os(iOS) .navigationViewStyle(.stack) #endif`) on a
        /// view that shows no navigation view nor any view but SwiftUI's, so that it reaches
        /// nothing: true; on one that may (which the project's graph, which reads no style in an
        /// `#if`, cannot follow): false; nil for a style outside an `#if`.
        var conditionalReachesNothing: Bool? = nil
        /// The navigation views of the app's own container wrappers called in the chain under
        /// it (`.inNavigationContainer().navigationViewStyle(.columns)`), with the wrapper's name.
        var wrapped: [(wrapper: String, container: SelectionLinksRef)] = []
    }

    func sites(in file: FileIndex) -> [Site] {
        let containers = ContainerAnalysis.of(file).containers
        // A container's own style is removed with it, unless it styles others too (then it is
        // this rule's, as a style written around navigation views is).
        let attached = Set(containers.filter { !$0.handsStyleOver(in: file) }.flatMap { $0.attachedStyles.map(\.id) })
        // A style in the app's own modifier stays (its uses decide what it styles), and says so.
        let own = file.facts.styleModifiers
        // Each style written in one of them, by the modifier whose code holds it (a modifier
        // that only applies another sets its style too, but writes none).
        var ownOffsets: [Int: String] = [:]
        for style in file.calls(named: "navigationViewStyle") where style.chainRoot.calleeTypeName != "NavigationView" {
            if let owner = FileIndex.ownModifierName(around: style), own[owner] != nil {
                ownOffsets[style.positionAfterSkippingLeadingTrivia.utf8Offset] = owner
            }
        }
        let detached = file.calls(named: "navigationViewStyle").filter {
            $0.modifierName == "navigationViewStyle" && $0.modifierBase != nil && !attached.contains($0.id)
                && ownOffsets[$0.positionAfterSkippingLeadingTrivia.utf8Offset] == nil
        }
        let containerByCall = Dictionary(containers.map { ($0.call.id, $0) }, uniquingKeysWith: { first, _ in first })
        var sites = zip(detached, containersReached(by: detached, among: containers)).map { style, reached in
            let beyond = file.project.reach(ofStyleAt: style.positionAfterSkippingLeadingTrivia.utf8Offset, in: file.fileID)
            var site = Site(style: style, reached: reached, beyond: beyond)
            site.wrapped = Self.wrappedNavigationViews(under: style, in: file)
            var current = Syntax(style).parent
            while let ancestor = current {
                if let container = containerByCall[ancestor.id] { site.enclosing.append(container) }
                current = ancestor.parent
            }
            return site
        }
        for style in file.calls(named: "navigationViewStyle") {
            guard let name = ownOffsets[style.positionAfterSkippingLeadingTrivia.utf8Offset] else { continue }
            sites.append(Site(style: style, reached: [], beyond: StyleReachDown(), ownModifier: name))
        }
        // A style in a postfix `#if`, on the view before the `#if`.
        for style in file.calls(named: "navigationViewStyle") where style.modifierName == "navigationViewStyle"
            && style.modifierBase == nil && !attached.contains(style.id)
            && ownOffsets[style.positionAfterSkippingLeadingTrivia.utf8Offset] == nil {
            guard let base = Self.postfixIfConfigBase(of: style) else { continue }
            let showsOthers = base.tokens(viewMode: .sourceAccurate).contains { token in
                guard let call = token.parent?.as(DeclReferenceExprSyntax.self)?.parent?.as(FunctionCallExprSyntax.self),
                      let type = call.calleeTypeName else { return false }
                return type.hasPrefix("Navigation") || !isBuiltInTypeName(type, shadowedBy: file.options.ownTypesNamedLikeSwiftUI)
            }
            // The project's graph reads the style of each clause as written there (`TypeUses`).
            let beyond = showsOthers ? file.project.reach(ofStyleAt: style.positionAfterSkippingLeadingTrivia.utf8Offset, in: file.fileID)
                : StyleReachDown()
            let inside = containers.filter { Syntax($0.call).isDescendant(of: Syntax(base)) }
            var site = Site(style: style, reached: inside, beyond: beyond, conditionalReachesNothing: !showsOthers)
            var current = Syntax(style).parent
            while let ancestor = current {
                if let container = containerByCall[ancestor.id] { site.enclosing.append(container) }
                current = ancestor.parent
            }
            sites.append(site)
        }
        return sites.sorted { $0.style.positionAfterSkippingLeadingTrivia < $1.style.positionAfterSkippingLeadingTrivia }
    }

    func shape(of site: Site, in file: FileIndex) -> SiteShape {
        let local = (site.reached + site.enclosing).map { SiteKey(.navigationView, $0.call).resolved(in: file.fileID) }
        let remote = site.beyond.containers.map { SiteKey(file: $0.file, rule: .navigationView, offset: $0.fact.offset) }
        let wrapped = site.wrapped.map { SiteKey(file: $0.container.file, rule: .navigationView, offset: $0.container.offset) }
        var keys: [SiteKey] = []
        for key in local + remote + wrapped where !keys.contains(key) { keys.append(key) }
        // A style other than the stack's set through a wrapper is refused (see `plan`), and the
        // wrapper's navigation views stay with it rather than lose it.
        // Named by the modifier's name: the call itself starts where the view it styles does.
        var shape = SiteShape(node: modifierNameNode(site.style), members: [modifierNameNode(site.style)], requires: keys,
                              isMutual: !wrapped.isEmpty && NavigationViewStyleKind(modifier: site.style) != .stack)
        // Reached through nothing but its place inside them, it styles none of them.
        let reachedKeys = Set((site.reached.map { SiteKey(.navigationView, $0.call).resolved(in: file.fileID) }) + remote + wrapped)
        shape.enclosedBy = site.enclosing.map { SiteKey(.navigationView, $0.call).resolved(in: file.fileID) }.filter { !reachedKeys.contains($0) }
        return shape
    }

    /// The navigation views of the app's own container wrappers (`View` extension functions)
    /// called in the chain under `style`.
    private static func wrappedNavigationViews(under style: FunctionCallExprSyntax, in file: FileIndex)
        -> [(wrapper: String, container: SelectionLinksRef)] {
        var found: [(wrapper: String, container: SelectionLinksRef)] = []
        var base = style.modifierBase
        while let call = base?.as(FunctionCallExprSyntax.self) {
            if let name = call.modifierName, !builtInModifierNames.contains(name) {
                found += file.project.navigationViews(wrappedBy: name).map { (name, $0) }
            }
            base = call.modifierBase
        }
        return found
    }

    func plan(_ site: Site, in file: FileIndex) throws(Refusal) -> Plan {
        if site.reached.isEmpty, let (name, held) = StyleThroughName.navigationView(styledBy: site.style, in: file) {
            throw Refusal(Self.id, "`navigationViewStyle` styles the navigation view held in `\(name)` (at \(file.context.place(of: held.positionAfterSkippingLeadingTrivia))), which stays as it is while its style is applied here; write the style on the navigation view itself, then migrate both", at: modifierNameNode(site.style))
        }
        if let reachesNothing = site.conditionalReachesNothing {
            // What it reaches goes with it (`shape`): once they are migrated it styles nothing.
            if !reachesNothing, let unknown = site.beyond.unknownTypes.sorted().first {
                throw Refusal(Self.id, "`navigationViewStyle` is deprecated and styles no `NavigationView` navmigrate can see (it shows `\(unknown)`, which this project does not declare); remove it once the containers it styles are migrated",
                              at: modifierNameNode(site.style))
            }
            var plan = Plan(edits: Self.removal(ofConditional: site.style, in: file.context).map { [$0] } ?? [])
            plan.became = site.reached.isEmpty && site.beyond.containers.isEmpty ? ("style removed (no navigation view left)", 1) : ("style removed", 1)
            return plan
        }
        if let first = site.wrapped.first, NavigationViewStyleKind(modifier: site.style) != .stack {
            let place = file.project.container(at: first.container.offset, in: first.container.file).map { fact in
                (first.container.file == file.fileID ? "" : file.project.shownPath(of: first.container.file) + ":") + "\(fact.line):\(fact.column)"
            }.map { " (\($0))" } ?? ""
            throw Refusal(Self.id, "`navigationViewStyle` styles the navigation view that the app's own `\(first.wrapper)()` wraps this view in\(place), which would become a `NavigationStack` without it; give that navigation view its columns by hand, then migrate",
                          at: modifierNameNode(site.style))
        }
        if let name = site.ownModifier {
            throw Refusal(Self.id, "`navigationViewStyle` is deprecated; it is the style of the app's own modifier `\(name)`, which styles the navigation views it is applied to; once they are all migrated, remove it from `\(name)` by hand (and `\(name)` with its uses, if it does nothing else)",
                          at: modifierNameNode(site.style))
        }
        // On a `NavigationStack` or `NavigationSplitView` itself, a style does nothing, unless
        // it reaches navigation views further in (kept on a new container for them).
        if site.reached.isEmpty, site.beyond.containers.isEmpty, let base = site.style.modifierBase?.as(FunctionCallExprSyntax.self),
           ["NavigationStack", "NavigationSplitView"].contains(base.chainRoot.calleeTypeName ?? ""),
           NavigationViewStyleKind(modifier: site.style) != nil {
            var plan = Plan(edits: Self.removal(of: site.style, in: file.context).map { [$0] } ?? [])
            plan.became = ("style removed (on a stack or split view, where it does nothing)", 1)
            return plan
        }
        if site.reached.isEmpty, site.beyond.containers.isEmpty {
            // Every view it shows is SwiftUI's or the project's own, and none has a
            // `NavigationView` (any more): the style does nothing.
            guard site.beyond.unknownTypes.isEmpty else {
                let unknown = site.beyond.unknownTypes.sorted().first.map { " (it shows `\($0)`, which this project does not declare)" } ?? ""
                throw Refusal(Self.id, "`navigationViewStyle` is deprecated and styles no `NavigationView` navmigrate can see\(unknown); remove it once the containers it styles are migrated",
                              at: modifierNameNode(site.style))
            }
            var plan = Plan(edits: Self.removal(of: site.style, in: file.context).map { [$0] } ?? [])
            plan.became = ("style removed (no navigation view left)", 1)
            return plan
        }
        var plan = Plan(edits: Self.removal(of: site.style, in: file.context).map { [$0] } ?? [])
        plan.became = ("style removed", 1)
        plan.findings += Self.constantNote(for: site.style, in: file)
        return plan
    }

    /// A note where the style removed is the app's own constant (`Look.navigation`): its
    /// declarations hold a deprecated style, which the user removes once nothing reads it.
    /// Where it is a type alias of SwiftUI's style (`PhoneStyle()`), the alias is named the same way.
    static func constantNote(for style: FunctionCallExprSyntax, in file: FileIndex) -> [Finding] {
        guard NavigationViewStyleKind(modifier: style) == nil, style.arguments.count == 1 else { return [] }
        if let made = style.arguments.first?.expression.as(FunctionCallExprSyntax.self), made.arguments.isEmpty,
           let type = made.calleeTypeName {
            let declared = file.project.styleConstant(named: type + "()")
            guard !declared.isEmpty else { return [] }
            let places = declared.sorted { ($0.file, $0.line) < ($1.file, $1.line) }
                .map { file.place(line: $0.line, column: $0.column, in: $0.file) }.joined(separator: ", ")
            let at = file.context.converter.location(for: style.modifierStart ?? style.positionAfterSkippingLeadingTrivia)
            return [Finding(.navigationViewStyle, severity: .note, message: "`\(type)` (\(places)) is a type alias of a navigation view style, deprecated with `NavigationView`; this use of it goes, so remove it by hand once nothing else names it", line: at.line, column: at.column)]
        }
        guard let member = style.arguments.first?.expression.as(MemberAccessExprSyntax.self),
              let owner = member.base?.as(DeclReferenceExprSyntax.self) else { return [] }
        guard let ownerName = owner.baseName.tokenKind == .keyword(.Self) ? FileIndex.typePath(around: Syntax(style)) : owner.baseName.text
        else { return [] }
        let name = ownerName + "." + member.declName.baseName.text
        let declared = file.project.styleConstant(named: name)
        guard !declared.isEmpty else { return [] }
        let places = declared.sorted { ($0.file, $0.line) < ($1.file, $1.line) }
            .map { file.place(line: $0.line, column: $0.column, in: $0.file) }.joined(separator: ", ")
        let at = file.context.converter.location(for: style.modifierStart ?? style.positionAfterSkippingLeadingTrivia)
        return [Finding(.navigationViewStyle, severity: .note, message: "`\(name)` (\(places)) holds a navigation view style, deprecated with `NavigationView`; this use of it goes, so remove it by hand once nothing else reads it", line: at.line, column: at.column)]
    }

    func keptWithOthers(culprit: String, culpritRule: RuleID?) -> String {
        "`navigationViewStyle` is kept because it styles the navigation view at \(culprit), which is not migrated; remove it once that one is"
    }

    /// A style written inside a navigation view's content styles only navigation views further
    /// in; it stays with the one that holds it, as everything written inside that one does.
    func keptInside(culprit: String, culpritRule: RuleID?) -> String? {
        guard culpritRule == .navigationView else { return nil }
        return "`navigationViewStyle` is kept with the navigation view at \(culprit) that holds it, which is not migrated (written inside, it styles only navigation views further in, not that one); remove it once that one is migrated"
    }

    /// Every navigation view it styles that stays: removed once the first is, it would leave
    /// the others unstyled.
    func keptWithOthers(culprits: [String], culpritRule: RuleID?) -> String {
        guard culprits.count > 1, culpritRule == .navigationView else { return keptWithOthers(culprit: culprits[0], culpritRule: culpritRule) }
        let shown = Array(culprits.prefix(4))
        let list = culprits.count > shown.count
            ? shown.joined(separator: ", ") + " and \(culprits.count - shown.count) more"
            : shown.dropLast().joined(separator: ", ") + " and " + shown[shown.count - 1]
        return "`navigationViewStyle` is kept because it styles the navigation views at \(list), which are not migrated; remove it once they all are"
    }

    /// The view a modifier written in a postfix `#if` applies to: what comes before the `#if`.
    static func postfixIfConfigBase(of modifier: FunctionCallExprSyntax) -> ExprSyntax? {
        var current = Syntax(modifier)
        while let parent = current.parent {
            if parent.is(IfConfigClauseSyntax.self) {
                return parent.parent?.parent?.parent?.as(PostfixIfConfigExprSyntax.self)?.base
            }
            guard parent.is(MemberAccessExprSyntax.self) || parent.is(FunctionCallExprSyntax.self) else { return nil }
            current = parent
        }
        return nil
    }

    /// A style in a postfix `#if`: the modifier's lines, or the whole `#if` when the style is
    /// all it holds.
    static func removal(ofConditional style: FunctionCallExprSyntax, in context: FileContext) -> SourceEdit? {
        context.removal(ofIfConfigHoldingOnly: style) ?? context.removal(ofModifier: style)
    }

    /// The style's removal. A style that is all a closure does to its view, handed to a
    /// modifier of the app's own (`.if(isPad) { view in view.navigationViewStyle(.stack) }`),
    /// goes with that modifier: the closure would give back its view as it is.
    private static func removal(of style: FunctionCallExprSyntax, in context: FileContext) -> SourceEdit? {
        if let closure = style.parent?.parent?.parent?.as(ClosureExprSyntax.self), closure.statements.count == 1,
           closure.statements.first?.item.as(ExprSyntax.self)?.id == ExprSyntax(style).id,
           let base = style.modifierBase?.as(DeclReferenceExprSyntax.self)?.baseName.text, (closure.signature?.parameterClause == nil ? ["$0"] : closure.parameterNames) == [base],
           let holder = closure.parent?.as(FunctionCallExprSyntax.self), holder.trailingClosure?.id == closure.id,
           holder.additionalTrailingClosures.isEmpty, let name = holder.modifierName, !builtInModifierNames.contains(name),
           let whole = context.removal(ofModifier: holder) {
            return whole
        }
        return context.removal(ofModifier: style, withCommentsAbout: speaksOfStyle)
    }

    /// Whether a comment by a style modifier speaks of it (`// iPad showed a sidebar without
    /// this`, `// TODO: drop with iOS 15`): it goes with the modifier, where it would otherwise
    /// describe the next one.
    static func speaksOfStyle(_ comment: String) -> Bool {
        let text = comment.lowercased()
        return ["style", "stack", "split", "sidebar", "column", "ipad", "navigation", "ios 13", "ios 14", "ios 15", "ios 16", "deprecat"]
            .contains { text.contains($0) }
    }
}

/// For each style, the containers inside the view it modifies, in source order. Each
/// container walks up its ancestors once, so a file with many styles and containers stays fast.
private func containersReached(by styles: [FunctionCallExprSyntax], among containers: [ContainerSite]) -> [[ContainerSite]] {
    var stylesByBase: [SyntaxIdentifier: [Int]] = [:]
    for (index, style) in styles.enumerated() {
        // A style on a closure's parameter, in a closure the app's own modifier is handed,
        // styles the view that modifier is applied to.
        let base = closureStyleHolder(of: style)?.modifierBase ?? style.modifierBase
        if let base { stylesByBase[base.id, default: []].append(index) }
    }
    var reached = Array(repeating: [ContainerSite](), count: styles.count)
    guard !stylesByBase.isEmpty else { return reached }
    for site in containers {
        // The container a style is written on counts too (a style that also styles others
        // is this rule's, and waits for that container as for them).
        var current: Syntax? = Syntax(site.call)
        while let ancestor = current {
            for index in stylesByBase[ancestor.id] ?? [] { reached[index].append(site) }
            current = ancestor.parent
        }
    }
    return reached
}

/// The modifier of the app's own whose closure a style is written in, on that closure's
/// parameter (`.if(isPhone) { $0.navigationViewStyle(.stack) }`,
/// `.modify { view in view.navigationViewStyle(.columns) }`): the style applies to the view
/// that modifier is applied to, if the modifier applies the closure at all.
func closureStyleHolder(of style: FunctionCallExprSyntax) -> FunctionCallExprSyntax? {
    guard let base = style.modifierBase?.as(DeclReferenceExprSyntax.self)?.baseName.text else { return nil }
    var node = Syntax(style).parent
    while let current = node, !current.is(ClosureExprSyntax.self) {
        if current.is(DeclSyntax.self) { return nil }
        node = current.parent
    }
    guard let closure = node?.as(ClosureExprSyntax.self),
          (closure.signature?.parameterClause == nil ? ["$0"] : closure.parameterNames) == [base] else { return nil }
    // The closure is the modifier's trailing closure or one of its arguments.
    var holder = Syntax(closure).parent
    if holder?.is(LabeledExprSyntax.self) == true { holder = holder?.parent?.parent }
    if holder?.is(MultipleTrailingClosureElementSyntax.self) == true { holder = holder?.parent?.parent }
    guard let call = holder?.as(FunctionCallExprSyntax.self), let name = call.modifierName, call.modifierBase != nil,
          !builtInModifierNames.contains(name) else { return nil }
    return call
}

/// Where a finding about a modifier points: its name, not the start of its chain.
func modifierNameNode(_ call: FunctionCallExprSyntax) -> Syntax {
    call.calledExpression.as(MemberAccessExprSyntax.self).map { Syntax($0.declName) } ?? Syntax(call)
}
