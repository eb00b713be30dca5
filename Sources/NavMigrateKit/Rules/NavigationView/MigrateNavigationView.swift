import SwiftSyntax

/// Replaces the deprecated `NavigationView` container.
///
/// ## Before
/// ```swift
/// NavigationView { List { ... } }.navigationViewStyle(.stack)
/// NavigationView { Sidebar(); Detail() }
/// ```
/// ## After
/// ```swift
/// NavigationStack { List { ... } }
/// NavigationSplitView { Sidebar() } detail: { Detail() }
/// ```
/// One child (or a stack style) gives a stack; two or three children give a split view with
/// `content:`/`detail:` columns. Refuses, leaving the code as it is: a child count it cannot
/// know for sure (`#if` branches that differ, statements other than views), more than three
/// children, a style chosen at runtime or not a `NavigationViewStyle` literal, one child with a
/// column style, several style modifiers on one container, and forms other than a trailing closure.
struct ContainerSite {
    enum Layout {
        case stack
        /// A stack whose content is a `content:` argument (`NavigationView(content: content)`),
        /// which becomes `NavigationStack(root: content)`.
        case stackWithRootArgument(LabeledExprSyntax)
        /// The statements of each column, in order (two or three columns).
        case split([CodeBlockItemSyntax])
        /// No container at all: the view is only ever pushed onto another navigation stack, and
        /// a stack inside a stack misbehaves, so its content stands where the container was.
        case unwrapped
    }

    let call: FunctionCallExprSyntax
    /// `.navigationViewStyle(...)` modifiers on the container's own chain.
    let attachedStyles: [FunctionCallExprSyntax]
    let decision: Result<Layout, Refusal>
    /// A stack made of a one-child navigation view of the default style, which on iPad showed
    /// that child as a sidebar beside an empty detail (`iPadColumnsNote`).
    var hadColumnsOnIPad = false

    var isMigrated: Bool {
        if case .success = decision { return true }
        return false
    }

    /// Whether the container's own style (one, outside any `#if`) also styles other navigation
    /// views (in sheets it presents, in views they show): then the style rule removes it once
    /// they are all migrated (`RemoveNavigationViewStyle`), and it stays on the new container
    /// while one of them stays as it is, rather than this container waiting for them.
    /// Only where each of those is in a presentation (a sheet) the container's content makes:
    /// one pushed or shown in its own navigation would sit, kept, inside the new container.
    func handsStyleOver(in file: FileIndex) -> Bool {
        guard attachedStyles.count == 1, !attachedStyles[0].isConditionalModifier, case .success = decision,
              !MigrateNavigationView.containersStyled(by: self, in: file).isEmpty
        else { return false }
        let reach = file.project.reach(ofStyleAt: attachedStyles[0].positionAfterSkippingLeadingTrivia.utf8Offset, in: file.fileID)
        guard reach.inStack.isEmpty else { return false }
        return file.calls(named: "NavigationView", startingIn: Syntax(call).range).allSatisfy { inner in
            inner.id == call.id || inner.calleeTypeName != "NavigationView" || isPresented(inner, in: file)
        }
    }

    /// Whether a navigation view inside this one's text is in a presentation inside it: a
    /// presentation among its contexts before this container's.
    private func isPresented(_ inner: FunctionCallExprSyntax, in file: FileIndex) -> Bool {
        let own = call.positionAfterSkippingLeadingTrivia.utf8Offset
        for context in file.contexts(of: inner) {
            switch context {
            case .presentation: return true
            case .container(_, let offset) where offset == own, .column(let offset, _, _) where offset == own: return false
            default: continue
            }
        }
        return false
    }

    func refused(_ refusal: Refusal) -> ContainerSite {
        ContainerSite(call: call, attachedStyles: attachedStyles, decision: .failure(refusal))
    }
}

/// Every `NavigationView` of a file and what it becomes; the link rules read it too, since a
/// view's links move with their container.
struct ContainerAnalysis {
    let containers: [ContainerSite]
    /// Where each container's call is in `containers`.
    private let positions: [SyntaxIdentifier: Int]

    /// The site of the container `call` makes, nil when it makes none.
    func site(of call: FunctionCallExprSyntax) -> ContainerSite? {
        positions[call.id].map { containers[$0] }
    }

    /// With `project`, a style the rest of the project applies where the container's view is
    /// used decides too; without, only the file's own code does (what the file tells others).
    init(_ file: FileIndex, project: Bool) {
        let sites = file.calls(named: "NavigationView").filter { $0.calleeTypeName == "NavigationView" }.map { call in
            let styles = call.modifierChain.filter { $0.modifierName == "navigationViewStyle" }
            let remote = project ? Self.remoteStyles(reaching: call, in: file) : []
            var hadColumnsOnIPad = false
            var decision = decideLayout(call, attachedStyles: styles, remote: remote, asksProject: project,
                                        hadColumnsOnIPad: &hadColumnsOnIPad, in: file)
            if case .success = decision, let comment = KeptByComment.comment(above: call, in: file.context) {
                decision = .failure(KeptByComment.refusal(comment, at: call, in: file.context))
            }
            if project { decision = Self.unwrappingPushedViews(decision, call, in: file) }
            decision = Self.refusingInlineStacks(decision, call, in: file)
            if project { decision = Self.refusingNestedStacks(decision, call, in: file) }
            if project { decision = Self.refusingSelectionDrivenSidebars(decision, call, in: file) }
            if project { decision = Self.refusingWrappedContainers(decision, call, in: file) }
            if project { decision = Self.refusingPushedWrappers(decision, call, in: file) }
            return ContainerSite(call: call, attachedStyles: styles, decision: decision, hadColumnsOnIPad: hadColumnsOnIPad)
        }
        containers = project ? Self.unwrappingInlineDestinations(Self.refusingNestedContainers(sites, in: file), in: file)
            : Self.refusingNestedContainers(sites, in: file)
        positions = Dictionary(uniqueKeysWithValues: containers.enumerated().map { ($0.element.call.id, $0.offset) })
    }

    /// Each site's index by the offset of its call, where one container may sit in another
    /// (several navigation views, or one beside the newer containers); nil where none can.
    private static func nestingIndex(of sites: [ContainerSite], in file: FileIndex) -> [Int: Int]? {
        guard sites.count > 1 || file.calls(named: "NavigationStack").count + file.calls(named: "NavigationSplitView").count > 0
        else { return nil }
        return Dictionary(sites.indices.map { (sites[$0].call.positionAfterSkippingLeadingTrivia.utf8Offset, $0) },
                          uniquingKeysWith: { first, _ in first })
    }

    /// A navigation view written inside another container's content (its column, not a sheet
    /// or a destination) stays with that container: a split view inside another's column, a
    /// stack inside a stack, or a new container inside an old `NavigationView` the rule leaves,
    /// is not what SwiftUI supports. Both are refused together; a stack in a split view's
    /// column is what Apple's guide asks for, and goes ahead.
    private static func refusingNestedContainers(_ sites: [ContainerSite], in file: FileIndex) -> [ContainerSite] {
        guard let byOffset = nestingIndex(of: sites, in: file) else { return sites }
        var sites = sites
        func place(_ offset: Int) -> String { file.context.place(of: AbsolutePosition(utf8Offset: offset)) }
        for index in sites.indices {
            guard case .success(let inner) = sites[index].decision else { continue }
            let call = sites[index].call
            let enclosing = file.contexts(of: call).prefix { context in
                switch context {
                case .destination, .presentation: false
                default: true
                }
            }.lazy.compactMap { context -> (name: String, offset: Int)? in
                if case .container(let name, let offset) = context { (name, offset) } else { nil }
            }.first
            guard let enclosing, isInViewTree(call, upTo: enclosing.offset, in: file) else { continue }
            let outerIndex = enclosing.name == "NavigationView" ? byOffset[enclosing.offset] : nil
            let outerIsSplit: Bool
            if let outerIndex {
                switch sites[outerIndex].decision {
                case .success(.split): outerIsSplit = true
                case .success(.unwrapped): continue
                case .success: outerIsSplit = false
                case .failure:
                    sites[index] = sites[index].refused(Refusal(.navigationView, "navigation view sits inside the navigation view at \(place(enclosing.offset)), which is left as it is; migrate the two together by hand", at: Syntax(call)))
                    continue
                }
            } else {
                outerIsSplit = enclosing.name == "NavigationSplitView"
            }
            let innerIsSplit = if case .split = inner { true } else { false }
            guard innerIsSplit || !outerIsSplit else { continue }
            let what = innerIsSplit ? "a split view inside another container's column" : "a stack inside a stack"
            sites[index] = sites[index].refused(Refusal(.navigationView, "navigation view sits inside the `\(enclosing.name)` at \(place(enclosing.offset)), and would become \(what), which SwiftUI does not support; make them one container by hand (a split view's `content:` column, or no inner container)", at: Syntax(call)))
            if let outerIndex, sites[outerIndex].isMigrated {
                sites[outerIndex] = sites[outerIndex].refused(Refusal(.navigationView, "navigation view holds another at \(place(call.positionAfterSkippingLeadingTrivia.utf8Offset)) that cannot be migrated inside it, so it is left as it is too", at: Syntax(sites[outerIndex].call)))
            }
        }
        return sites
    }

    /// A navigation view written in a link's destination, inside another container's content
    /// (`NavigationLink("Spices") { NavigationView { ... } }` in a stack), is pushed onto that
    /// container's stack: as a pushed view's, it goes and its content stands in its place (a
    /// stack inside a stack misbehaves); one with columns, or one whose content hides its bar,
    /// is refused, and so is one pushed onto a navigation view left as it is. A destination a
    /// split view opens in its next column starts that column, where a stack is what Apple's
    /// guide asks for: it stays.
    private static func unwrappingInlineDestinations(_ sites: [ContainerSite], in file: FileIndex) -> [ContainerSite] {
        guard let byOffset = nestingIndex(of: sites, in: file) else { return sites }
        var sites = sites
        func place(_ offset: Int) -> String { file.context.place(of: AbsolutePosition(utf8Offset: offset)) }
        for index in sites.indices {
            guard case .success(let layout) = sites[index].decision else { continue }
            let call = sites[index].call
            guard let outer = TypeUse.container(pushingOnto: file.contexts(of: call)) else { continue }
            let here = Syntax(call)
            // (A link in a split view's last column pushes in that column's stack, as in a stack.)
            if outer.name == "NavigationView", let outerIndex = byOffset[outer.offset], case .failure = sites[outerIndex].decision {
                sites[index] = sites[index].refused(Refusal(.navigationView, "navigation view is a link's destination inside the navigation view at \(place(outer.offset)), which is left as it is, so it is pushed onto that one; migrate the two together by hand", at: here))
                continue
            }
            guard case .stack = layout, let closure = call.trailingClosure, !closure.statements.isEmpty else {
                sites[index] = sites[index].refused(Refusal(.navigationView, "navigation view is a link's destination inside the `\(outer.name)` at \(place(outer.offset)), so it is pushed onto that one's stack, and it has columns, which cannot sit inside a stack; migrate it by hand", at: here))
                continue
            }
            if let hiding = barHiding(inside: closure, of: call, in: file) {
                sites[index] = sites[index].refused(Refusal(.navigationView, "navigation view is a link's destination inside the `\(outer.name)` at \(place(outer.offset)), so it should go (a stack inside a stack misbehaves), but its content's `.\(hiding.text)` at \(file.context.place(of: hiding.positionAfterSkippingLeadingTrivia)) hides this navigation view's own bar: without it, that would hide the bar of the stack it is pushed onto, with its back button; write it on the navigation view or remove it, then migrate", at: here))
                continue
            }
            sites[index] = ContainerSite(call: call, attachedStyles: sites[index].attachedStyles, decision: .success(.unwrapped))
        }
        return sites
    }

    /// The navigation view of the app's own wrapper (a `ViewModifier` whose body holds its
    /// content in one, or a `View` extension function that does) is where the wrapper is
    /// applied: applied to a link's destination inside another container, it is pushed onto that
    /// container's stack, where a stack would sit inside a stack. It cannot go for that place
    /// alone (other places may need it), so it stays, with a finding that names the place.
    private static func refusingPushedWrappers(_ decision: Result<ContainerSite.Layout, Refusal>, _ call: FunctionCallExprSyntax,
                                               in file: FileIndex) -> Result<ContainerSite.Layout, Refusal> {
        guard case .success = decision else { return decision }
        let offset = call.positionAfterSkippingLeadingTrivia.utf8Offset
        for (name, offsets) in file.facts.wrapperNavigationViews.sorted(by: { $0.key < $1.key })
        where offsets.contains(offset) && MigrateNavigationView.isModifierWrapper(name, in: file) {
            guard let pushed = file.project.pushedApplication(ofWrapper: name),
                  let outer = TypeUse.container(pushingOnto: pushed.contexts) else { continue }
            let around = outer.name == "NavigationView" ? "a navigation view" : "a `\(outer.name)`"
            return .failure(Refusal(.navigationView, "navigation view is what `\(name)` wraps its content in, and the project applies `\(name)` at \(file.place(of: pushed.use, in: pushed.file)) to a link's destination inside \(around), so there it is pushed onto that one's stack, and a stack here would sit inside it, which SwiftUI does not support; stop applying `\(name)` there by hand, then migrate", at: Syntax(call)))
        }
        return decision
    }

    static func of(_ file: FileIndex) -> ContainerAnalysis {
        file.shared(ContainerAnalysis.self) { ContainerAnalysis($0, project: true) }
    }

    /// The containers as the file's own code decides them.
    static func local(_ file: FileIndex) -> ContainerAnalysis {
        file.shared(LocalContainers.self) { LocalContainers(analysis: ContainerAnalysis($0, project: false)) }.analysis
    }

    private struct LocalContainers { let analysis: ContainerAnalysis }

    /// A navigation view in a view that the project only ever pushes onto another navigation
    /// stack (a link's destination there) goes: its content stands in its place. A view that
    /// is pushed in one place and shown as a root in another is refused.
    private static func unwrappingPushedViews(_ decision: Result<ContainerSite.Layout, Refusal>, _ call: FunctionCallExprSyntax,
                                              in file: FileIndex) -> Result<ContainerSite.Layout, Refusal> {
        guard case .success(let layout) = decision, let scope = file.scope(of: call), scope.primary.is(StructDeclSyntax.self)
        else { return decision }
        // Only the navigation view the view's `body` shows is the one a push duplicates: one
        // a function builds (a snapshot to share) is not where the view is shown.
        guard isShownByBody(call, in: scope) else { return decision }
        // A navigation view in a sheet or a destination the view presents starts navigation of
        // its own, wherever the view itself is shown.
        guard !file.startsOwnNavigation(call) else { return decision }
        if case .split = layout, let outer = file.project.containersShowing(scope.typeName, declaredIn: file.fileID).first {
            let place = file.place(of: outer.use, in: outer.file)
            return .failure(Refusal(.navigationView, "`\(scope.typeName)` is shown at \(place), inside a navigation view, and a split view cannot sit inside another's column; make its columns part of that one by hand", at: Syntax(call)))
        }
        // Shown in the content of another container (not pushed): this one would nest in it,
        // unless it is one of a split view's columns. One under an `if` is the view's own
        // choice of where it has one.
        if case .stack = layout, !isInPerInstanceBranch(call, in: scope),
           let found = file.project.containersShowingThroughViews(scope.typeName, declaredIn: file.fileID).first(where: {
               holdsStack($0.shown, in: file) && $0.shown.use.inType != scope.typeName
                   && Availability.mayBuildTogether(Availability.platforms(of: call), $0.shown.use.platforms)
           }) {
            let outer = found.shown
            let place = file.place(of: outer.use, in: outer.file)
            let around = outer.name == "NavigationView" ? "a navigation view" : "a `\(outer.name)`"
            let through = found.through.isEmpty ? "" : ", through `" + found.through.joined(separator: "`, `") + "`,"
            return .failure(Refusal(.navigationView, "`\(scope.typeName)` is shown\(through) at \(place), inside \(around); a stack here would sit inside that one, which SwiftUI does not support, so both stay as they are: keep one of the two by hand", at: Syntax(call)))
        }
        var uses = file.project.navigationUses(of: scope.typeName, declaredIn: file.fileID)
        // Pushed through a view that shows it (`Drawer`, pushed, shows this one): counted for a
        // stack, which would nest in the one it is pushed onto; what else a navigation view with
        // columns meets is said where it is met.
        let throughView = { (placed: PlacedUse) in
            placed.use.name != scope.typeName && file.project.types(named: placed.use.name).contains(where: \.facts.isView)
        }
        if case .split = layout, uses.pushes.contains(where: throughView) {
            uses = NavigationUses(pushes: uses.pushes.filter { !throughView($0) }, others: uses.others.filter { !throughView($0) })
        }
        guard let push = uses.pushes.first else { return decision }
        func place(_ placed: PlacedUse) -> String { file.place(of: placed.use, in: placed.file) }
        // A link in a split view's column before the last opens it in the next column.
        let pushed: String
        if let index = push.use.contexts.firstIndex(where: { if case .destination = $0 { true } else { false } }),
           push.use.contexts[index...].contains(where: { if case .column(_, let column, let count) = $0 { column + 1 < count } else { false } }) {
            pushed = "opened in the next column of a split view by the link at \(place(push))"
        } else if throughView(push) {
            // Shown in the body of a view that is pushed (`Drawer` shows `BarBox`); not made by
            // a router (`Route.profile.view()`), whose place is the view's own.
            pushed = "shown by `\(push.use.name)`, which is pushed onto a navigation stack at \(place(push))"
        } else {
            pushed = "pushed onto a navigation stack at \(place(push))"
        }
        let here = Syntax(call)
        // A tab's navigation view pushes inside its tab, under the tab bar; without it the tab's
        // links would push over the whole `TabView`, and with a stack two would nest.
        if let tabs = enclosingTabView(of: call, in: scope) {
            return .failure(Refusal(.navigationView, "`\(scope.typeName)` is \(pushed), and this navigation view is a tab of the `TabView` at \(file.context.place(of: tabs.positionAfterSkippingLeadingTrivia)): its links push inside the tab, under the tab bar, which they would not do without it, and a stack here would sit inside the other; show the `TabView` as a root (not pushed) by hand, then migrate", at: here))
        }
        // Under an `if` or a `switch` case, the navigation view is what some instances show: the
        // view already says where it has one (none in `mode: .flow`, which its pushes take), so
        // it becomes a stack where it is, as in a view that is only shown. Wherever an instance
        // takes the branch, it had a navigation view and has a stack.
        if isInPerInstanceBranch(call, in: scope) { return decision }
        if let other = uses.others.first {
            // What else the split meets: the content's own bar hiding, which in the copy that
            // loses its navigation view would act on the bar it is shown under.
            let hiding = call.trailingClosure.flatMap { barHiding(inside: $0, of: call, in: file) }.map { token in
                "; its content's `.\(token.text)` at \(file.context.place(of: token.positionAfterSkippingLeadingTrivia)) acts on this navigation view's own bar, and in the copy without it would act on the bar that copy is shown under, so that goes too"
            } ?? ""
            if pushed.hasPrefix("opened in the next column") {
                return .failure(Refusal(.navigationView, "`\(scope.typeName)` is \(pushed) and shown at \(place(other)) as well; in that column it takes the split view's bar and needs no navigation view of its own, and where it is shown it needs one, so split the view by hand (its navigation view dropped, a `NavigationStack` around it at \(place(other)))\(hiding)", at: here))
            }
            return .failure(Refusal(.navigationView, "`\(scope.typeName)` is \(pushed) and shown at \(place(other)) as well; its navigation view must go where it is pushed (a stack inside a stack misbehaves) and stay where it is shown, so split the view by hand\(hiding)", at: here))
        }
        guard case .stack = layout, let closure = call.trailingClosure, !closure.statements.isEmpty else {
            return .failure(Refusal(.navigationView, "`\(scope.typeName)` is \(pushed), and this navigation view has columns, which cannot sit inside a stack; migrate it by hand", at: here))
        }
        // Pushed with the stack's bar hidden, the bar that shows is this navigation view's own
        // (the usual way to nest one): its title and bar items would go to the hidden bar.
        // Pushed by the app's link modifier that hides the bar (in what it pushes, or around it).
        if let (hidden, wrapper) = uses.pushes.lazy.compactMap({ push in
            file.project.pushingWrapper(of: push).flatMap { file.project.hidesBar(modifier: $0) ? (push, $0) : nil }
        }).first {
            return .failure(Refusal(.navigationView, "`\(scope.typeName)` is pushed at \(place(hidden)) by the app's `.\(wrapper)(...)`, which hides a navigation bar, so the bar that shows may be this navigation view's own; without it, its title and bar items would go to a hidden bar; show them another way, or stop hiding that bar, by hand, then migrate", at: here))
        }
        if let hidden = uses.pushes.first(where: { $0.use.hidesBar }) {
            let by = throughView(hidden) ? " (the `\(hidden.use.name)` that shows it)" : ""
            return .failure(Refusal(.navigationView, "`\(scope.typeName)` is pushed\(by) at \(place(hidden)) with the bar of that stack hidden, so the bar that shows is this navigation view's own; without it, its title and bar items would go to the hidden bar; show them another way, or stop hiding that bar, by hand, then migrate", at: here))
        }
        if let hiding = barHiding(inside: closure, of: call, in: file) {
            // `.modifier(NoBar())` is named by the modifier it applies.
            let written = hiding.text == "modifier" ? hiding.parent?.parent?.parent?.as(FunctionCallExprSyntax.self)
                .flatMap { $0.arguments.first?.expression.trimmedDescription }
                .map { "modifier(\($0))" } ?? hiding.text : hiding.text
            let at = file.context.place(of: hiding.positionAfterSkippingLeadingTrivia)
            if written == "navigationBarBackButtonHidden" {
                // At the root of its own navigation view there is no back button to hide.
                return .failure(Refusal(.navigationView, "`\(scope.typeName)` is \(pushed), so this navigation view should go, but its content's `.navigationBarBackButtonHidden` at \(at) hides nothing at the root of this navigation view, where there is no back button: without it, it would hide the back button of the bar `\(scope.typeName)` is pushed under; remove it if that button should stay, then migrate", at: here))
            }
            return .failure(Refusal(.navigationView, "`\(scope.typeName)` is \(pushed), so this navigation view should go, but its content's `.\(written)` at \(at) hides this navigation view's own bar: without it, that would hide the bar `\(scope.typeName)` is shown under, with its title and back button; remove it, then migrate (written on the navigation view instead, it would hide that outer bar already)", at: here))
        }
        return .success(.unwrapped)
    }

    /// A modifier in a navigation view's content that hides its bar or its back button
    /// (`navigationBarHidden(true)`, `navigationBarBackButtonHidden(true)`,
    /// `toolbar(.hidden, for: .navigationBar)`), which the navigation view itself does not
    /// repeat: it acts on that navigation view's own bar, and would act on the bar of the stack
    /// the view is pushed onto once the navigation view goes. Not in a sheet or a destination.
    /// The modifier's name, where it is written.
    private static func barHiding(inside closure: ClosureExprSyntax, of call: FunctionCallExprSyntax,
                                  in file: FileIndex) -> TokenSyntax? {
        let names: Set<String> = ["navigationBarHidden", "navigationBarBackButtonHidden", "toolbar"]
        let outer = Set(call.modifierChain.map(barHidingKey))
        // Or the app's own modifier that does it (`.barless()`, `.modifier(Barless())`).
        let outerNames = Set(call.modifierChain.compactMap(Self.ownModifierName))
        for token in closure.tokens(viewMode: .sourceAccurate) {
            guard case .identifier(let name) = token.tokenKind,
                  let modifier = token.parent?.parent?.parent?.as(FunctionCallExprSyntax.self), modifier.modifierName == name else { continue }
            let hides = names.contains(name)
                ? FileIndex.hidesBar(modifier) && !outer.contains(barHidingKey(modifier))
                : Self.ownModifierName(modifier).map { file.project.hidesBar(modifier: $0) && !outerNames.contains($0) } ?? false
            if hides, !startsOwnNavigation(modifier) { return token }
        }
        return nil

        // Inside a sheet or a destination within the navigation view's content (not one the
        // navigation view itself sits in: a link's destination that holds it).
        func startsOwnNavigation(_ modifier: FunctionCallExprSyntax) -> Bool {
            let own = call.positionAfterSkippingLeadingTrivia.utf8Offset
            for context in file.contexts(of: modifier) {
                switch context {
                case .container(_, let offset) where offset == own: return false
                case .presentation, .destination: return true
                default: continue
                }
            }
            return file.startsOwnNavigation(modifier)
        }
    }

    /// A modifier as compared with the navigation view's own: its name and arguments, spaces
    /// aside, the bar hiding that `bar-hidden` writes (`.toolbar(.hidden, for: .navigationBar)`)
    /// as the one it rewrites (`.navigationBarHidden(true)`), so that a run over its own output
    /// reads the same navigation view.
    static func barHidingKey(_ modifier: FunctionCallExprSyntax) -> String {
        let arguments = modifier.arguments.trimmedDescription.filter { !$0.isWhitespace }
        if modifier.modifierName == "toolbar", arguments == ".hidden,for:.navigationBar" { return "navigationBarHidden(true)" }
        return (modifier.modifierName ?? "") + "(" + arguments + ")"
    }

    /// The name of the app's own modifier a call applies: `.barless()`, or the type of
    /// `.modifier(Barless())`; nil for SwiftUI's.
    fileprivate static func ownModifierName(_ call: FunctionCallExprSyntax) -> String? {
        guard let name = call.modifierName else { return nil }
        if name == "modifier" { return call.arguments.first?.expression.as(FunctionCallExprSyntax.self)?.calleeTypeName }
        return builtInModifierNames.contains(name) ? nil : name
    }

    /// A navigation view whose content writes a `NavigationStack` or `NavigationSplitView`
    /// itself (`NavigationView { NavigationStack { ... } }`), shown there rather than pushed or
    /// presented: a stack around it would nest two.
    private static func refusingInlineStacks(_ decision: Result<ContainerSite.Layout, Refusal>, _ call: FunctionCallExprSyntax,
                                             in file: FileIndex) -> Result<ContainerSite.Layout, Refusal> {
        guard case .success = decision, !isSplit(decision) else { return decision }
        func stacks(in node: some SyntaxProtocol, orOld: Bool = false) -> [FunctionCallExprSyntax] {
            node.tokens(viewMode: .sourceAccurate)
                .filter { $0.tokenKind == .identifier("NavigationStack") || $0.tokenKind == .identifier("NavigationSplitView")
                    || (orOld && $0.tokenKind == .identifier("NavigationView")) }
                .compactMap { $0.parent?.parent?.as(FunctionCallExprSyntax.self) }
                .filter { $0.calledExpression.is(DeclReferenceExprSyntax.self) }
        }
        // A navigation view a helper holds, shown in another's content: the two nest whatever
        // each becomes, so both stay (the outer one below, this one here).
        var helper = Syntax(call).parent
        while let current = helper, !current.is(DeclSyntax.self) || current.is(IfConfigDeclSyntax.self) { helper = current.parent }
        // Drawn in its helper's content, not presented from it (a sheet's navigation view).
        if let helpers = file.scope(of: call)?.helpers, let helper, helpers.isHelper(helper), isShownInline(call, in: helper),
           !file.isInAction(call) {
            for place in helpers.placesShown(of: call) where place.id != Syntax(call).id {
                var node = place.parent
                while let current = node, !current.is(DeclSyntax.self) || current.is(IfConfigDeclSyntax.self) {
                    if let outer = current.as(FunctionCallExprSyntax.self), outer.calleeTypeName == "NavigationView",
                       outer.calledExpression.is(DeclReferenceExprSyntax.self), isShownInline(place, in: outer) {
                        let at = file.context.converter.location(for: outer.positionAfterSkippingLeadingTrivia)
                        return .failure(Refusal(.navigationView, "navigation view is shown, through a helper of the view, inside the navigation view at \(at.line):\(at.column): whatever each becomes, the two nest, which SwiftUI does not support; keep one of them by hand", at: Syntax(call)))
                    }
                    node = current.parent
                }
            }
        }
        var inner = stacks(in: call).first { isShownInline($0, in: call) }
        var through = ""
        // Or in what the content shows: a helper of the view (`NavigationView { content }`), a
        // helper that one shows, or a local constant read there (`let inner = NavigationStack
        // { ... }; return NavigationView { inner }`).
        if inner == nil {
            var shown: [(name: String, node: Syntax)] = localValues(shownIn: call)
            if let helpers = file.scope(of: call)?.helpers {
                var reached: Set<SyntaxIdentifier> = [Syntax(call).id]
                var holders: [Syntax] = [Syntax(call)]
                while let holder = holders.popLast(), reached.count < 16 {
                    for (helperName, decl) in helpers.declarations.sorted(by: { $0.key < $1.key })
                    where !reached.contains(Syntax(decl).id) && helpers.places(of: Syntax(decl)).contains(where: {
                        Syntax($0).isDescendant(of: holder) && isShownInline($0, in: holder)
                    }) {
                        reached.insert(Syntax(decl).id)
                        holders.append(Syntax(decl))
                        shown.append((helperName, Syntax(decl)))
                    }
                }
            }
            for (name, node) in shown {
                // Not one made as a value in an action (a snapshot to share).
                if let found = stacks(in: node, orOld: true).first(where: {
                    isShownInline($0, in: node) && !file.isInAction($0) && !isLocalReadOnlyAway($0, in: node)
                }) {
                    inner = found
                    through = ", through `\(name)`,"
                    break
                }
            }
        }
        guard let inner, let name = inner.calleeTypeName else { return decision }
        let at = file.context.converter.location(for: inner.positionAfterSkippingLeadingTrivia)
        let nests = name == "NavigationSplitView" ? "would hold a split view, which SwiftUI does not support"
            : name == "NavigationView" ? "would hold another navigation container, which SwiftUI does not support"
            : "would nest two stacks, which SwiftUI does not support"
        // An inner one under a condition is there only in some of the view's states (loaded, not
        // loading): removing the outer one would take its bar from the others.
        func isUnderCondition(_ start: Syntax) -> Bool {
            var node = start.parent
            while let ancestor = node, ancestor.id != Syntax(call).id, !ancestor.is(MemberBlockItemSyntax.self) {
                if ancestor.is(IfExprSyntax.self) || ancestor.is(SwitchCaseSyntax.self) || ancestor.is(TernaryExprSyntax.self) { return true }
                node = ancestor.parent
            }
            return false
        }
        // Or a helper that holds it read under one (`if loading { ProgressView() } else { loaded }`).
        let helpers = file.scope(of: call)?.helpers
        let conditional = isUnderCondition(Syntax(inner)) || (helpers?.declarations.values.contains { decl in
            Syntax(inner).isDescendant(of: Syntax(decl))
                && helpers?.places(of: Syntax(decl)).contains { Syntax($0).isDescendant(of: Syntax(call)) && isUnderCondition(Syntax($0)) } == true
        } ?? false)
        let advice = conditional
            ? "keep one of the two by hand: the inner one is shown only under a condition, so removing this one would take its bar from the view's other states; remove the inner one instead, or give each state its own"
            : "remove this `NavigationView` by hand, keeping the inner one (with the modifiers this one has that still apply)"
        return .failure(Refusal(.navigationView, "navigation view holds\(through) a `\(name)` of its own at \(at.line):\(at.column); a `NavigationStack` around it \(nests), so \(advice)", at: Syntax(call)))
    }

    /// The local constants declared before `call` in its block of statements (`let inner = ...`)
    /// that its content reads as a whole (or with modifiers), with their initial values.
    private static func localValues(shownIn call: FunctionCallExprSyntax) -> [(name: String, node: Syntax)] {
        var item = Syntax(call)
        while let parent = item.parent, !parent.is(CodeBlockItemListSyntax.self) {
            if parent.is(DeclSyntax.self) { return [] }
            item = parent
        }
        guard let statements = item.parent?.as(CodeBlockItemListSyntax.self) else { return [] }
        var found: [(name: String, node: Syntax)] = []
        for statement in statements {
            if statement.id == item.id { break }
            guard let variable = statement.item.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                      let value = binding.initializer?.value else { continue }
                let read = call.tokens(viewMode: .sourceAccurate).contains { token in
                    guard token.tokenKind == .identifier(name), let reference = token.parent?.as(DeclReferenceExprSyntax.self) else { return false }
                    return isShownInline(reference, in: call)
                }
                if read { found.append((name, Syntax(value))) }
            }
        }
        return found
    }

    /// Whether `inner`, inside `container` (a call's arguments, or a helper's body), is drawn in
    /// its content: not pushed by a link, nor presented, nor in a menu or the toolbar.
    private static func isShownInline(_ inner: some SyntaxProtocol, in container: some SyntaxProtocol) -> Bool {
        let outer = Syntax(container)
        var current = Syntax(inner)
        // A local value that is itself the stack (`let inner = NavigationStack { ... }`).
        if current.id == outer.id { return true }
        while let parent = current.parent, parent.id != outer.id {
            if let call = parent.as(FunctionCallExprSyntax.self), call.calledExpression.id != current.id,
               let name = call.calleeLastName, awayFromContentNames.contains(name) {
                return false
            }
            current = parent
        }
        guard current.parent?.id == outer.id else { return false }
        return container.as(FunctionCallExprSyntax.self).map { Syntax($0.calledExpression).id != current.id } ?? true
    }

    /// Whether `inner` is the value of a local constant (`let chooser = NavigationView { ... }`)
    /// that the statements after it in `node` read only away from the content (in a sheet, a
    /// link's destination): it is not drawn there.
    private static func isLocalReadOnlyAway(_ inner: FunctionCallExprSyntax, in node: Syntax) -> Bool {
        guard let binding = Syntax(inner.chainTop).parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self),
              let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
              let declaration = binding.parent?.parent?.as(VariableDeclSyntax.self),
              let item = declaration.parent?.as(CodeBlockItemSyntax.self),
              let block = item.parent?.as(CodeBlockItemListSyntax.self), Syntax(block).isDescendant(of: node) else { return false }
        let reads = block.filter { $0.position > item.position }.flatMap { statement in
            statement.tokens(viewMode: .sourceAccurate).filter {
                $0.tokenKind == .identifier(name) && $0.parent?.is(DeclReferenceExprSyntax.self) == true
            }
        }
        return !reads.isEmpty && !reads.contains { isShownInline($0, in: node) }
    }

    /// Calls whose view arguments are not drawn where they are written.
    private static let awayFromContentNames: Set<String> = [
        "NavigationLink", "sheet", "fullScreenCover", "popover", "navigationDestination", "alert", "confirmationDialog",
        "contextMenu", "toolbar", "swipeActions",
    ]

    /// A navigation view around a view that shows a `NavigationStack` or `NavigationSplitView`
    /// of its own (the app's newer code): the old view held the stack; a new container around
    /// it would nest two, which SwiftUI does not support.
    private static func refusingNestedStacks(_ decision: Result<ContainerSite.Layout, Refusal>, _ call: FunctionCallExprSyntax,
                                             in file: FileIndex) -> Result<ContainerSite.Layout, Refusal> {
        guard case .success = decision else { return decision }
        let range = call.positionAfterSkippingLeadingTrivia.utf8Offset..<call.endPositionBeforeTrailingTrivia.utf8Offset
        // The uses the file's facts already placed, with where each sits: in the content, or in
        // a helper member the content shows (`NavigationView { inner }`), which the contexts say.
        let offset = range.lowerBound
        for use in file.facts.uses where range.contains(use.offset) || use.contexts.contains(where: { context in
            if case .container(_, let at) = context { at == offset } else { false }
        }) {
            let name = use.name
            // Shown in the container's content, not pushed or presented from it.
            guard isShownInContent(use.contexts, of: call) else { continue }
            // A preview that wraps a view whose own navigation view becomes a split view
            // would put that split view inside a stack.
            if use.inPreview, let split = file.project.types(named: name).lazy.compactMap({ declared in
                declared.facts.containers.first { $0.layout == "split" }.map { (declared.file, $0) }
            }).first {
                return .failure(Refusal(.navigationView, "this preview shows `\(name)`, whose navigation view at \(file.place(line: split.1.line, column: split.1.column, in: split.0)) has two columns (a `NavigationSplitView` once migrated), which cannot sit inside a `NavigationStack`; take this `NavigationView` out of the preview by hand", at: Syntax(call)))
            }
            // A view that shows a navigation view of its own, where it is shown (not in a sheet,
            // not under an `if` of its own): a stack around it would hold that one. A view the
            // app pushes loses its navigation view instead (or is refused where it is shown).
            // Not one that no build compiles together with this one (`#if os(macOS)` there,
            // `#if os(iOS)` here).
            if !isSplit(decision), name != file.scope(of: call)?.typeName, let inner = file.project.navigationViewShown(by: name, usedIn: file.fileID),
               Availability.mayBuildTogether(Availability.platforms(of: call), inner.stack.platforms),
               Availability.mayBuildTogether(use.platforms, inner.stack.platforms) {
                let through = inner.type == name ? "" : ", through `\(inner.type)`,"
                return .failure(Refusal(.navigationView, "navigation view shows `\(name)`, which\(through) has a navigation view of its own at \(file.place(of: inner)); a stack around it would hold another, which SwiftUI does not support, so keep one of the two by hand", at: Syntax(call)))
            }
            guard let found = file.project.stackShown(by: name, usedIn: file.fileID) else { continue }
            let through = found.type == name ? "" : ", through `\(found.type)`,"
            return .failure(Refusal(.navigationView, "navigation view shows `\(name)`, which\(through) has a `\(found.stack.name)` of its own at \(file.place(of: found)); a `NavigationStack` around it would nest two stacks, which SwiftUI does not support, so migrate the two together by hand: keep one stack, this one or the inner one (a view the app pushes from here must not bring a stack of its own)", at: Syntax(call)))
        }
        return decision
    }

    /// Whether a place a view is shown in a container holds it in a stack: not a split view's
    /// column.
    static func holdsStack(_ shown: ShownIn, in file: FileIndex) -> Bool {
        switch shown.name {
        case "NavigationSplitView": return false
        case "NavigationView": return !(shown.of > 1 && file.project.container(at: shown.container, in: shown.file)?.layout == "split")
        default: return true
        }
    }

    /// The `TabView` whose content holds `call`, within the view's own code (through its helpers).
    private static func enclosingTabView(of call: FunctionCallExprSyntax, in scope: ViewScope) -> FunctionCallExprSyntax? {
        var current = scope.helpers.parent(of: Syntax(call)) ?? Syntax(call).parent
        while let node = current, !node.is(MemberBlockItemSyntax.self) {
            if let outer = node.as(FunctionCallExprSyntax.self), outer.calleeTypeName == "TabView" { return outer }
            current = scope.helpers.parent(of: node) ?? node.parent
        }
        return nil
    }

    /// A navigation view handed to a view or modifier of the app's own that shows what it is
    /// handed inside a navigation container of its own (`FlowShell { NavigationView { ... } }`):
    /// two stacks would nest.
    private static func refusingWrappedContainers(_ decision: Result<ContainerSite.Layout, Refusal>, _ call: FunctionCallExprSyntax,
                                                  in file: FileIndex) -> Result<ContainerSite.Layout, Refusal> {
        guard case .success = decision else { return decision }
        for context in file.contexts(of: call) {
            switch context {
            case .destination, .presentation, .container, .column:
                return decision
            case .wrapper(let name), .modifier(let name):
                if file.project.wrapsInContainer(name) {
                    return .failure(Refusal(.navigationView, "navigation view is shown by the app's `\(name)`, which puts what it is handed inside a navigation container of its own; a stack here would sit inside that one, so keep one of the two by hand", at: Syntax(call)))
                }
            case .lazy, .style, .modifierContent:
                continue
            }
        }
        // The view whose `body` shows it, handed to such a wrapper elsewhere (`Home().navigation()`).
        if let scope = file.scope(of: call), scope.primary.is(StructDeclSyntax.self), isShownByBody(call, in: scope),
           let shown = file.project.wrapperShowing(scope.typeName, declaredIn: file.fileID) {
            let place = file.place(of: shown.placed.use, in: shown.placed.file)
            let through = shown.through.map { ", shown by `\($0)`" }.joined()
            return .failure(Refusal(.navigationView, "navigation view is in the body of `\(scope.typeName)`\(through), which is handed at \(place) to the app's `\(shown.wrapper)`, which puts what it is handed inside a navigation container of its own; a stack here would sit inside that one, so keep one of the two by hand", at: Syntax(call)))
        }
        return decision
    }

    /// Whether `call` is part of what the container at `offset` shows, not a value made in its
    /// code: `let image = NavigationView { ... }.asImage()` in a button's action is a snapshot.
    private static func isInViewTree(_ call: FunctionCallExprSyntax, upTo offset: Int, in file: FileIndex) -> Bool {
        let helpers = file.scope(of: call)?.helpers
        var current = helpers?.parent(of: Syntax(call)) ?? Syntax(call).parent
        while let node = current {
            if let outer = node.as(FunctionCallExprSyntax.self), outer.positionAfterSkippingLeadingTrivia.utf8Offset == offset { return true }
            if node.is(PatternBindingSyntax.self) || node.as(LabeledExprSyntax.self)?.label?.text == "action" { return false }
            if let sequence = node.as(SequenceExprSyntax.self), sequence.elements.contains(where: { $0.is(AssignmentExprSyntax.self) }) {
                return false
            }
            current = helpers?.parent(of: node) ?? node.parent
        }
        return true
    }

    /// A split view whose sidebar is a `List(selection:)` of links that carry `.tag`s: in a
    /// `NavigationView` the selection activates the tagged link (an initial selection, a row
    /// selected in code), while in a `NavigationSplitView` a destination link shows its view
    /// only when it is clicked. Its rows need value links or a detail column the selection
    /// drives, which navmigrate does not write for these links.
    private static func refusingSelectionDrivenSidebars(_ decision: Result<ContainerSite.Layout, Refusal>,
                                                        _ call: FunctionCallExprSyntax,
                                                        in file: FileIndex) -> Result<ContainerSite.Layout, Refusal> {
        guard case .success(.split(let columns)) = decision, let sidebar = columns.first else { return decision }
        let sidebarRange = sidebar.positionAfterSkippingLeadingTrivia..<sidebar.endPositionBeforeTrailingTrivia
        let range = sidebarRange.lowerBound.utf8Offset..<sidebarRange.upperBound.utf8Offset
        func refusal(_ place: String, _ through: String) -> Result<ContainerSite.Layout, Refusal> {
            .failure(Refusal(.navigationView, "the sidebar\(through) is the `List(selection:)` at \(place), whose tagged links its selection activates; a `NavigationSplitView` shows a link's destination only when the link is clicked, not when the selection is set in code, so give the rows value links or let the selection drive the detail column by hand", at: Syntax(call)))
        }
        for link in file.calls(named: "NavigationLink", startingIn: sidebarRange) {
            // Rows the selection rule migrates with this view (value links, the detail chosen by
            // the selection) are not in the way.
            guard TaggedSidebarRow(link, in: file) == nil else { continue }
            guard link.modifierChain.contains(where: { $0.modifierName == "tag" }),
                  let list = selectionList(around: link, helpers: file.scope(of: link)?.helpers) else { continue }
            // A `tag:selection:` link whose `.tag` repeats its tag, on the list's own selection,
            // becomes a value link of that tag, which the selection follows.
            if let selecting = TagSelectionLink(link), selecting.echoedTag != nil {
                let listSelection = list.argument(labeled: "selection")?.expression.trimmedText ?? ""
                if listSelection == selecting.selection.trimmedText { continue }
                return .failure(Refusal(.navigationView, "the `tag:selection:` link at \(file.context.place(of: link.positionAfterSkippingLeadingTrivia)) repeats its tag with `.tag(...)` in the `List(selection: \(listSelection))` at \(file.context.place(of: list.positionAfterSkippingLeadingTrivia)), but selects through `\(selecting.selection.trimmedText)`: the list and the link hold two selections, which one `NavigationSplitView` detail cannot follow; bind both to one, then migrate", at: Syntax(call)))
            }
            // A plain link whose tag a selection only the list sets picks: nothing activates it
            // but a click, as in a split view.
            if TagSelectionLink(link) == nil, file.selectionSetOnlyByList(list, in: file.scope(of: link)) { continue }
            return refusal(file.context.place(of: list.positionAfterSkippingLeadingTrivia), "")
        }
        for use in file.facts.uses where range.contains(use.offset) {
            guard let found = file.project.selectionListShown(by: use.name, usedIn: file.fileID) else { continue }
            return refusal(file.place(of: found), ", `\(found.type)`,")
        }
        return decision
    }

    /// The name of the first `.navigationViewStyle(.stack)` written inside a navigation view's
    /// content.
    fileprivate static func innerStackStyle(in closure: ClosureExprSyntax) -> TokenSyntax? {
        for token in closure.statements.tokens(viewMode: .sourceAccurate) where token.text == "navigationViewStyle" {
            var node = token.parent
            while let current = node, !current.is(FunctionCallExprSyntax.self), !current.is(CodeBlockItemSyntax.self) {
                node = current.parent
            }
            if let call = node?.as(FunctionCallExprSyntax.self), call.modifierName == "navigationViewStyle",
               NavigationViewStyleKind(modifier: call) == .stack {
                return token
            }
        }
        return nil
    }

    /// Whether `call` is under an `if`, a `switch` case or a ternary of the view's `body`
    /// (through its helpers) that each instance may take its own way: not `if #available`,
    /// which every instance takes alike.
    static func isInPerInstanceBranch(_ call: FunctionCallExprSyntax, in scope: ViewScope) -> Bool {
        let helpers = scope.helpers
        var current = helpers.parent(of: Syntax(call))
        while let node = current {
            if let variable = node.as(VariableDeclSyntax.self),
               variable.bindings.contains(where: { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "body" }) {
                return false
            }
            if node.is(SwitchCaseSyntax.self) || node.is(TernaryExprSyntax.self) || node.is(UnresolvedTernaryExprSyntax.self) { return true }
            if let conditional = node.as(IfExprSyntax.self),
               !conditional.conditions.contains(where: { $0.condition.is(AvailabilityConditionSyntax.self) }) {
                return true
            }
            current = helpers.parent(of: node)
        }
        return false
    }

    /// What the innermost `if` or `switch` around `call` in the view's body tests (its
    /// conditions, or a `switch`'s subject); nil for a ternary or none.
    static func branchCondition(around call: FunctionCallExprSyntax, in scope: ViewScope) -> Syntax? {
        let helpers = scope.helpers
        var child = Syntax(call)
        var current = helpers.parent(of: child)
        while let node = current {
            if let switchCase = node.as(SwitchCaseSyntax.self), let switchExpr = switchCase.parent?.parent?.as(SwitchExprSyntax.self) {
                return Syntax(switchExpr.subject)
            }
            if let conditional = node.as(IfExprSyntax.self), child.id != Syntax(conditional.conditions).id,
               !conditional.conditions.allSatisfy({ $0.condition.is(AvailabilityConditionSyntax.self) }) {
                return Syntax(conditional.conditions)
            }
            if node.is(TernaryExprSyntax.self) || node.is(UnresolvedTernaryExprSyntax.self) { return nil }
            child = node
            current = helpers.parent(of: node)
        }
        return nil
    }

    /// Whether an instance made with `arguments` takes the branch of the view's body that holds
    /// `call`: each `switch` or `if` around it tests a stored property that an argument of the
    /// same label gives as a literal (`PermissionsView(mode: .flow)` against `switch mode { case
    /// .topLevel: NavigationView { ... } }`). False when one of them is not taken; nil when one
    /// cannot be told, or none tests anything.
    static func takesBranch(of call: FunctionCallExprSyntax, in scope: ViewScope, given arguments: [TypeUse.Argument]) -> Bool? {
        let helpers = scope.helpers
        func literal(for subject: ExprSyntax) -> String? {
            // `mode`, or `self.mode`.
            var reference = subject.as(DeclReferenceExprSyntax.self)
            if let member = subject.as(MemberAccessExprSyntax.self), member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" {
                reference = member.declName
            }
            guard let name = reference?.baseName.text, reference?.argumentNames == nil else { return nil }
            return arguments.first { $0.label == name }?.literal
        }
        func switchTaken(_ switchCase: SwitchCaseSyntax, of switchExpr: SwitchExprSyntax) -> Bool? {
            guard let given = literal(for: switchExpr.subject) else { return nil }
            func names(_ item: SwitchCaseSyntax) -> [String]? {
                guard case .case(let label) = item.label else { return nil }
                let found = label.caseItems.compactMap { item -> String? in
                    guard item.whereClause == nil, let pattern = item.pattern.as(ExpressionPatternSyntax.self) else { return nil }
                    return branchLiteral(pattern.expression)
                }
                return found.count == label.caseItems.count ? found : nil
            }
            if let own = names(switchCase) { return own.contains(given) }
            // `default:` is taken when no other case names the literal.
            guard case .default = switchCase.label else { return nil }
            var named: [String] = []
            for other in switchExpr.cases.compactMap({ $0.as(SwitchCaseSyntax.self) }) where other.id != switchCase.id {
                guard let found = names(other) else { return nil }
                named += found
            }
            return !named.contains(given)
        }
        func ifTaken(_ conditional: IfExprSyntax, inBody: Bool) -> Bool? {
            guard conditional.conditions.count == 1, case .expression(let condition) = conditional.conditions.first!.condition
            else { return nil }
            let holds: Bool?
            if let given = literal(for: condition) {
                holds = given == "true" ? true : given == "false" ? false : nil
            } else if let prefix = condition.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!",
                      let given = literal(for: prefix.expression) {
                holds = given == "true" ? false : given == "false" ? true : nil
            } else if let sequence = condition.as(SequenceExprSyntax.self), sequence.elements.count == 3,
                      case let elements = Array(sequence.elements), elements[2].is(NilLiteralExprSyntax.self),
                      let op = elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text, op == "==" || op == "!=",
                      literal(for: elements[0]) == "nil" {
                // `x == nil` / `x != nil`, unfolded as the parser leaves it; only a `nil`
                // argument tells (any other may still be nil).
                holds = op == "=="
            } else {
                holds = nil
            }
            return holds.map { inBody ? $0 : !$0 }
        }

        // Every branch around the call must be taken: one that is not settles it; one that
        // cannot be told leaves it unknown.
        var known = true
        var tested = false
        var child = Syntax(call)
        var current = helpers.parent(of: child)
        while let node = current {
            var taken: Bool??
            if let switchCase = node.as(SwitchCaseSyntax.self), let switchExpr = switchCase.parent?.parent?.as(SwitchExprSyntax.self) {
                taken = .some(switchTaken(switchCase, of: switchExpr))
            } else if let conditional = node.as(IfExprSyntax.self), child.id != Syntax(conditional.conditions).id {
                // `if #available` is taken alike by every instance: not the arguments' choice.
                if !conditional.conditions.allSatisfy({ $0.condition.is(AvailabilityConditionSyntax.self) }) {
                    taken = .some(ifTaken(conditional, inBody: conditional.body.id == child.id))
                }
            } else if node.is(TernaryExprSyntax.self) || node.is(UnresolvedTernaryExprSyntax.self) {
                taken = .some(nil)
            }
            if let taken {
                tested = true
                if taken == false { return false }
                if taken == nil { known = false }
            }
            child = node
            current = helpers.parent(of: node)
        }
        return tested && known ? true : nil
    }

    /// Whether `call` is in the view's `body`, or in a helper member that the body uses in one
    /// place (through any number of them).
    static func isShownByBody(_ call: FunctionCallExprSyntax, in scope: ViewScope) -> Bool {
        let helpers = scope.helpers
        var current: Syntax? = Syntax(call)
        var seen = Set<SyntaxIdentifier>()
        while let node = current, seen.insert(node.id).inserted {
            // `body`, or a helper property it shows (`var content: some View`), followed to
            // where it is shown.
            if let variable = node.as(VariableDeclSyntax.self), !helpers.isHelper(node) {
                return variable.bindings.contains { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "body" }
            }
            // `func body(props: Props) -> some View`, as a library's view protocol asks.
            if let function = node.as(FunctionDeclSyntax.self), FileIndex.isViewBody(function) { return true }
            if node.is(DeclSyntax.self), !node.is(IfConfigDeclSyntax.self), !helpers.isHelper(node) { return false }
            current = helpers.parent(of: node)
        }
        return false
    }

    /// The styles that reach a container's view from where it is used in the project (the
    /// `App` that styles `ContentView()`), when the container's own code sets none.
    private static func remoteStyles(reaching call: FunctionCallExprSyntax, in file: FileIndex) -> [StyleReach] {
        // The app's own modifier written on the navigation view itself (`.phoneStack()`, or
        // `.modifier(PhoneStack())`) sets its style as a style modifier there would.
        let own = call.modifierChain.compactMap { ownModifierName($0).flatMap(file.project.styleModifier(named:)) }
        if !own.isEmpty { return own }
        // The view's, or the top-level function's called as a view (`NavShell { ... }`).
        let name: String
        if let scope = file.scope(of: call) {
            guard scope.primary.is(StructDeclSyntax.self) else { return [] }
            name = scope.typeName
        } else if let function = FileIndex.topLevelFunction(around: call) {
            name = function.name.text
        } else {
            return []
        }
        // Only where a build that compiles this navigation view could show it.
        let here = Availability.platforms(of: call)
        let built = file.builtPlatforms
        let platforms = here.map { ours in built.map { ours.intersection($0) } ?? ours } ?? built
        return file.project.styles(reaching: name, on: platforms)
    }

    /// The one view a navigation view that goes holds, as it is carried to its place: from its
    /// first token to its last, with a comment after it on its line (`} // Form`); and the
    /// comments between the navigation view's braces and it, before and after, which go on
    /// lines of their own around it. Whether what it all ends with is a line comment, which
    /// code after it on the same line would fall into.
    static func unwrappedContent(of closure: ClosureExprSyntax, in context: FileContext)
        -> (range: Range<Int>, before: [String], after: [String], endsInLineComment: Bool)? {
        guard let first = closure.statements.first, let last = closure.statements.last,
              let firstToken = first.firstToken(viewMode: .sourceAccurate),
              let lastToken = last.lastToken(viewMode: .sourceAccurate) else { return nil }
        func texts(_ trivia: Trivia) -> [String] { trivia.compactMap(\.commentText) }
        let before = texts(closure.leftBrace.trailingTrivia) + texts(firstToken.leadingTrivia)
        let after = texts(closure.rightBrace.leadingTrivia)
        let bytes = context.bytes
        let plainEnd = last.endPositionBeforeTrailingTrivia.utf8Offset
        var end = lastToken.trailingTrivia.contains(where: \.isComment) ? last.endPosition.utf8Offset : plainEnd
        while end > plainEnd, bytes[end - 1] == UInt8(ascii: " ") || bytes[end - 1] == UInt8(ascii: "\t") { end -= 1 }
        let lastComment = after.last ?? texts(lastToken.trailingTrivia).last
        let endsInLineComment = lastComment.map { $0.hasPrefix("//") } ?? false
        return (first.positionAfterSkippingLeadingTrivia.utf8Offset..<end, before, after, endsInLineComment)
    }

    /// The end of a comment after a closing brace that only names what the brace closes
    /// (`} // NavigationView`, `} // end NavigationView`, `} // END of Navigation View`), which
    /// goes with it.
    static func closingLabelEnd(of closure: ClosureExprSyntax, named name: String) -> AbsolutePosition? {
        var offset = closure.rightBrace.endPositionBeforeTrailingTrivia.utf8Offset
        for piece in closure.rightBrace.trailingTrivia {
            switch piece {
            case .spaces, .tabs:
                break
            case .lineComment(let text):
                let words = text.dropFirst(2).split(whereSeparator: { $0 == " " || $0 == "\t" }).map { $0.lowercased() }
                // `// NavigationView`, `// end NavigationView`, `// END of Navigation View`.
                var label = words.first == "end" ? Array(words.dropFirst()) : words
                if words.first == "end", label.first == "of" { label.removeFirst() }
                guard !label.isEmpty, label.joined() == name.lowercased() else { return nil }
                return AbsolutePosition(utf8Offset: offset + piece.sourceLength.utf8Length)
            default:
                return nil
            }
            offset += piece.sourceLength.utf8Length
        }
        return nil
    }

    /// The containers declared in one view type.
    func containers(in scope: ViewScope?, of file: FileIndex) -> [ContainerSite] {
        containers.filter { file.scope(of: $0.call)?.name == scope?.name }
    }
}

/// The rule: each `NavigationView` becomes a stack or a split view, on its own unless links
/// of its view tie it to them.
struct MigrateNavigationView: Rule {
    static let id = RuleID.navigationView
    static let triggers = ["NavigationView"]
    static let calls = Set(["NavigationView", "NavigationStack", "NavigationSplitView", "NavigationLink", "listStyle"]
        + NavigationViewStyleKind.literalTypeNames)

    func sites(in file: FileIndex) -> [ContainerSite] {
        ContainerAnalysis.of(file).containers
    }

    func shape(of site: ContainerSite, in file: FileIndex) -> SiteShape {
        // A split view's columns are driven by the `tag:selection:` links of the views they
        // show, however deep: it migrates with them or not at all.
        // A style that styles other navigation views is the style rule's to remove (it stays on
        // the new container while one of them stays); the container does not wait for them.
        var styled = site.handsStyleOver(in: file) ? [] : Self.containersStyled(by: site, in: file)
        let own = site.call.positionAfterSkippingLeadingTrivia.utf8Offset
        // A preview's navigation view waits for the links of the views it shows, as the app's
        // navigation views do (those links need it, so they wait both ways), without holding
        // the app's links back: a preview decides nothing about the app.
        if file.isInPreview(site.call) {
            styled += file.project.programmaticLinks(reachedFromContainerAt: own, in: file.fileID).map { ref in
                SiteKey(file: ref.file, rule: ref.rule, offset: ref.offset)
            }
        }
        // The app's own wrappers applied to its links' destinations push their navigation views
        // onto this one (`refusingPushedWrappers`): left as they are, this one stays too, as a
        // navigation view left inside another keeps that one.
        var messages: [SiteKey: String] = [:]
        var pushedOnto: [SiteKey] = []
        for (wrapper, key) in Self.wrapperNavigationViews(pushedOnto: own, in: file) where !styled.contains(key) {
            styled.append(key)
            messages[key] = "navigation view left as it is: the app's own `\(wrapper)`, applied to a link's destination in it, wraps that destination in the navigation view at \(SiteShape.culpritMarker), which stays as it is and is pushed onto this one; migrate the two together by hand"
        }
        // One written in a link's destination goes with the navigation view it is pushed onto
        // (`unwrappingInlineDestinations`): its content alone in an old one is no migration.
        if case .success(.unwrapped) = site.decision, let outer = TypeUse.container(pushingOnto: file.contexts(of: site.call)),
           outer.name == "NavigationView" {
            let key = SiteKey(file: nil, rule: .navigationView, offset: outer.offset)
            styled.append(key)
            messages[key] = "navigation view left as it is with the navigation view at \(SiteShape.culpritMarker), which it is pushed onto and which stays as it is"
        }
        // A view's own navigation view that goes because the view is pushed from other views
        // (`unwrappingPushedViews`) goes with the old navigation views it is pushed onto: under
        // one that stays, its links, become `navigationDestination`s, would do nothing.
        if case .success(.unwrapped) = site.decision, let scope = file.scope(of: site.call),
           TypeUse.container(pushingOnto: file.contexts(of: site.call)) == nil {
            for push in file.project.navigationUses(of: scope.typeName, declaredIn: file.fileID).pushes {
                var refs: [SelectionLinksRef] = []
                if let outer = TypeUse.container(pushingOnto: push.use.contexts) {
                    if outer.name == "NavigationView" { refs.append(SelectionLinksRef(file: push.file, offset: outer.offset)) }
                } else if let holder = push.use.inType {
                    refs = file.project.navigationViewsAround(holder, declaredIn: push.file)
                }
                for ref in refs {
                    let key = SiteKey(file: ref.file, rule: .navigationView, offset: ref.offset)
                    if !pushedOnto.contains(key) { pushedOnto.append(key) }
                    guard !styled.contains(key) else { continue }
                    styled.append(key)
                    messages[key] = "navigation view left as it is with the navigation view at \(SiteShape.culpritMarker), which it is pushed onto and which stays as it is"
                }
            }
        }
        // A view held in a value (`item.content`, an `AnyView` a model made) may be one of the
        // views the app makes in types that are not views, which navmigrate cannot follow to
        // where they are shown: their links, which it refuses, may be in this one, which waits.
        if !file.isInPreview(site.call), let held = Self.viewHeldInValue(in: site.call, of: file) {
            for ref in file.project.untracedViewLinks() {
                let key = SiteKey(file: ref.file, rule: ref.rule, offset: ref.offset)
                guard !styled.contains(key) else { continue }
                styled.append(key)
                messages[key] = "navigation view left as it is: it shows `\(held.trimmedDescription)`, a view held in a value, which may be a view the app makes in a type that is not a view (navmigrate cannot follow where those are shown), and the links of such a view at \(SiteShape.culpritMarker) cannot be migrated; an old link inside a new container may not reset its flag on Back"
            }
        }
        // Links in extensions of the container's own view in other files (its `sidebar` helper
        // declared apart) are links of this screen: they migrate together or not at all.
        let extensionLinks = file.scope(of: site.call).map { scope in
            file.project.extensionLinkSites(of: scope.typeName, outside: file.fileID).map { ref in
                SiteKey(file: ref.file, rule: ref.rule, offset: ref.offset)
            }
        } ?? []
        guard case .success(.split) = site.decision else {
            var shape = SiteShape(node: site.call, requires: extensionLinks, requiresOneWay: styled)
            shape.keptMessages = messages
            shape.pushedOnto = pushedOnto
            return shape
        }
        let links = file.project.selectionLinks(shownByContainerAt: own, in: file.fileID).map { ref in
            SiteKey(file: ref.file, rule: .linkTagSelection, offset: ref.offset)
        }
        var shape = SiteShape(node: site.call, requires: links + extensionLinks, requiresOneWay: styled)
        shape.keptMessages = messages
        return shape
    }

    /// A view the navigation view shows that is held in a value (`item.content`,
    /// `model.screen`, `screens.all[index]`): a member of a value written as a view where views
    /// are listed, not a type's static view (`Color.clear`) or the view's own property
    /// (`self.content`), unless that property is an `AnyView` (handed in by whoever makes the
    /// view).
    static func viewHeldInValue(in call: FunctionCallExprSyntax, of file: FileIndex) -> ExprSyntax? {
        final class Finder: SyntaxVisitor {
            let file: FileIndex
            let scope: ViewScope?
            var found: ExprSyntax?
            init(_ file: FileIndex, scope: ViewScope?) {
                self.file = file
                self.scope = scope
                super.init(viewMode: .sourceAccurate)
            }
            override func visit(_ node: CodeBlockItemSyntax) -> SyntaxVisitorContinueKind {
                // Code that runs (a button's action) shows nothing.
                guard found == nil, !file.isInAction(node) else { return .skipChildren }
                // (A read of a member some type that is not a view makes views in, `r.screen`,
                // shows that view even there: the app's own `.panel(item:) { r in r.screen }`.)
                guard !Self.isDataClosure(around: node) || Self.readsViewMember(node, in: file) else { return .skipChildren }
                look(at: node.item.as(ExprSyntax.self))
                return .visitChildren
            }
            /// Whether the statement reads a member in which a type of the project that is not
            /// a view makes views (`r.screen`).
            static func readsViewMember(_ node: CodeBlockItemSyntax, in file: FileIndex) -> Bool {
                node.item.tokens(viewMode: .sourceAccurate).contains { token in
                    guard case .identifier(let name) = token.tokenKind, let member = token.parent?.parent?.as(MemberAccessExprSyntax.self),
                          member.declName.baseName.id == token.id else { return false }
                    return file.project.nonViewMakesViews(named: name)
                }
            }
            /// SwiftUI's modifiers whose closure with a parameter makes a view of it.
            static let viewClosureModifiers: Set<String> = [
                "sheet", "fullScreenCover", "popover", "navigationDestination", "overlay", "background", "contextMenu",
                "toolbar", "safeAreaInset", "mask",
            ]
            /// Whether `node` is a statement of a closure that takes parameters, handed to a
            /// function or modifier of no view's (`.filter { card in card.isLocal }`): it
            /// computes a value of them, it shows no view.
            static func isDataClosure(around node: CodeBlockItemSyntax) -> Bool {
                guard let closure = node.parent?.parent?.as(ClosureExprSyntax.self), closure.signature?.parameterClause != nil else { return false }
                let call = closure.parent?.as(FunctionCallExprSyntax.self) ?? closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self)
                guard let call else { return false }
                if let name = call.calleeTypeName, name.first?.isUppercase == true { return false }
                let name = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
                    ?? call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text ?? ""
                return !viewClosureModifiers.contains(name)
            }
            /// A value's call of a member in which a type that is not a view makes views, anywhere
            /// the content shows it (`LazyView(tab.view(with: model))`, a trailing closure).
            override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                guard found == nil else { return .skipChildren }
                if isMakerCall(node), !file.isInAction(node) { found = ExprSyntax(node) }
                return .visitChildren
            }
            private func isMakerCall(_ call: FunctionCallExprSyntax) -> Bool {
                guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                      let base = valueReference(member.base), base.baseName.text.first?.isLowercase == true else { return false }
                // One the project follows (a read where a view is shown, of a member of this
                // signature one type makes views in) shows the views it knows, whose links it
                // plans with this navigation view.
                let signature = memberSignature(member.declName.baseName.text, labels: call.arguments.map { $0.label?.text ?? "_" })
                let offset = call.positionAfterSkippingLeadingTrivia.utf8Offset
                if file.facts.memberReads.contains(where: { $0.offset == offset }), file.project.tracesMemberCall(signature) { return false }
                return file.project.nonViewMakesViews(inMember: signature) || file.project.nonViewMakesViews(named: member.declName.baseName.text)
            }
            /// A link's destination written as an argument (`NavigationLink(destination:
            /// tab.view(with: model))`) is shown too.
            override func visit(_ node: LabeledExprSyntax) -> SyntaxVisitorContinueKind {
                guard found == nil else { return .skipChildren }
                if node.label?.text == "destination" { look(at: node.expression) }
                return .visitChildren
            }
            private func look(at shown: ExprSyntax?) {
                var expression = shown
                // Whether every call taken off is one of SwiftUI's modifiers (`.padding()`), not
                // a method of the value (`Analytics.shared.log(...)`).
                var onlySwiftUIModifiers = true
                // Modifiers on it (`item.content.navigationTitle(...)`, some under `#if`): the
                // value is at the root.
                while true {
                    // A value's call of a member in which a type that is not a view makes views
                    // (`tab.view(with: model)`) is no modifier: it makes the view.
                    if let call = expression?.as(FunctionCallExprSyntax.self), isMakerCall(call) {
                        found = expression
                        return
                    }
                    if let call = expression?.as(FunctionCallExprSyntax.self), let base = call.modifierBase {
                        if !builtInModifierNames.contains(call.modifierName ?? "") { onlySwiftUIModifiers = false }
                        expression = base
                    } else if let postfix = expression?.as(PostfixIfConfigExprSyntax.self), let base = postfix.base {
                        expression = base
                    } else {
                        break
                    }
                }
                guard let written = expression else { return }
                // An element of a value's collection (`screens.all[index]`) is held there too.
                let value = written.as(SubscriptCallExprSyntax.self)?.calledExpression ?? written
                if let member = value.as(MemberAccessExprSyntax.self), let base = member.base,
                   !base.is(SuperExprSyntax.self),
                   base.as(DeclReferenceExprSyntax.self).map({ $0.baseName.tokenKind != .keyword(.self) && $0.baseName.text.first?.isUppercase != true }) ?? true {
                    found = written
                } else if let reference = value.as(DeclReferenceExprSyntax.self), let scope,
                          let property = scope.properties.first(where: { $0.name == reference.baseName.text }),
                          let type = property.type, ["AnyView", "AnyView?"].contains(type) {
                    // The view's own `AnyView` property, handed in by whoever makes the view
                    // (`TabRoot(screen: section.screen)`).
                    found = written
                } else if onlySwiftUIModifiers, let member = value.as(MemberAccessExprSyntax.self), let base = member.base?.as(DeclReferenceExprSyntax.self),
                          base.baseName.text.first?.isUppercase == true, member.declName.baseName.text.first?.isLowercase == true,
                          member.declName.argumentNames == nil, !builtInTypeNames.contains(base.baseName.text),
                          case let declared = file.project.types(named: base.baseName.text), !declared.isEmpty,
                          !declared.contains(where: \.facts.isView) {
                    // A static value of the app's own type that is not a view (`Screens.profile`),
                    // not a system type's (`NotificationCenter.default`).
                    found = written
                } else if onlySwiftUIModifiers, let reference = value.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil,
                          case .identifier(let name) = reference.baseName.tokenKind, name.first?.isLowercase == true,
                          !(scope?.properties.contains(where: { $0.name == name }) ?? false),
                          !(scope?.helpers.declares(name) ?? false), !MigrateNavigationView.isLocal(name, at: Syntax(reference)) {
                    // A name neither the view nor the code around declares: a value of the
                    // file's top level (`let profileScreen = AnyView(Profile())`).
                    found = written
                }
            }
        }
        let finder = Finder(file, scope: file.scope(of: call))
        finder.walk(call)
        return finder.found
    }

    /// Whether `name` is bound by the code around `node` within its declaration: a `let`/`var`
    /// of a statement list before it, a closure's or function's parameter, an `if let`/`guard
    /// let`, a `for` pattern.
    static func isLocal(_ name: String, at node: Syntax) -> Bool {
        var current = node.parent
        while let ancestor = current {
            if let list = ancestor.as(CodeBlockItemListSyntax.self) {
                for item in list {
                    guard item.position < node.position else { break }
                    if let variable = item.item.as(VariableDeclSyntax.self),
                       variable.bindings.contains(where: { $0.pattern.tokens(viewMode: .sourceAccurate).contains { $0.text == name } }) {
                        return true
                    }
                }
            }
            if let closure = ancestor.as(ClosureExprSyntax.self), let signature = closure.signature,
               signature.tokens(viewMode: .sourceAccurate).contains(where: { $0.text == name }) {
                return true
            }
            if let conditions = ancestor.as(IfExprSyntax.self)?.conditions ?? ancestor.as(GuardStmtSyntax.self)?.conditions,
               conditions.tokens(viewMode: .sourceAccurate).contains(where: { $0.text == name }) {
                return true
            }
            if let loop = ancestor.as(ForStmtSyntax.self), loop.pattern.tokens(viewMode: .sourceAccurate).contains(where: { $0.text == name }) {
                return true
            }
            if let function = ancestor.as(FunctionDeclSyntax.self) {
                return function.signature.parameterClause.parameters.contains { ($0.secondName ?? $0.firstName).text == name }
            }
            if ancestor.is(DeclSyntax.self), !ancestor.is(IfConfigDeclSyntax.self), !ancestor.is(VariableDeclSyntax.self) { return false }
            current = ancestor.parent
        }
        return false
    }

    /// Whether the app's own wrapper `name` is a modifier (a `ViewModifier`, or a function of
    /// no type): a view that shows what it is handed in a navigation view is a view, whose
    /// pushes `unwrappingPushedViews` reads.
    static func isModifierWrapper(_ name: String, in file: FileIndex) -> Bool {
        file.project.types(named: name).allSatisfy(\.facts.isViewModifier)
    }

    /// The navigation views of the app's own wrappers that this file applies to a link's
    /// destination pushed onto the container at `offset`.
    private static func wrapperNavigationViews(pushedOnto offset: Int, in file: FileIndex) -> [(wrapper: String, key: SiteKey)] {
        var keys: [(wrapper: String, key: SiteKey)] = []
        for use in file.facts.uses where !use.inPreview {
            for (name, outside) in use.applications where TypeUse.container(pushingOnto: outside)?.offset == offset && isModifierWrapper(name, in: file) {
                for ref in file.project.navigationViews(wrappedBy: name) {
                    let key = SiteKey(file: ref.file, rule: .navigationView, offset: ref.offset)
                    if !keys.contains(where: { $0.key == key }) { keys.append((name, key)) }
                }
            }
        }
        return keys
    }

    /// The other navigation views the container's own style modifier styles: those in sheets
    /// it presents, and those in the views it shows, in any file. Its style goes with it, so it
    /// waits for them: one left as it is would lose the style it was shown with.
    static func containersStyled(by site: ContainerSite, in file: FileIndex) -> [SiteKey] {
        guard !site.attachedStyles.isEmpty else { return [] }
        var keys: [SiteKey] = []
        // Containers inside this one's text are inside it (a tree's nodes nest as their text does).
        let range = Syntax(site.call).range
        // The containers are the file's `NavigationView` calls (`ContainerAnalysis`).
        for call in file.calls(named: "NavigationView", startingIn: range)
        where call.calleeTypeName == "NavigationView" && call.id != site.call.id {
            keys.append(SiteKey(.navigationView, call))
        }
        for style in site.attachedStyles {
            let reach = file.project.reach(ofStyleAt: style.positionAfterSkippingLeadingTrivia.utf8Offset, in: file.fileID)
            keys += reach.containers.map { SiteKey(file: $0.file, rule: .navigationView, offset: $0.fact.offset) }
        }
        return keys
    }

    func plan(_ site: ContainerSite, in file: FileIndex) throws(Refusal) -> Plan {
        if let reason = Availability.versionRefusal(at: site.call, rule: Self.id, in: file) {
            throw Refusal(Self.id, reason, at: site.call)
        }
        if let (name, style) = StyleThroughName.style(appliedTo: site.call, in: file) {
            throw Refusal(Self.id, "this navigation view is held in `\(name)`, and `.navigationViewStyle(...)` is applied to `\(name)` at \(file.context.place(of: modifierNameNode(style).positionAfterSkippingLeadingTrivia)), where navmigrate does not read it as this navigation view's style (stack or columns); write the style on the navigation view itself, the same in every branch, then migrate", at: site.call)
        }
        return try containerPlan(site, in: file)
    }

    /// One of its view's links that it holds stays because the view's links are refused at a
    /// place it does not show (a link in the navigation view beside it): it names its own.
    func keptWithOthers(culprit: String, shownMember: String, culpritRule: RuleID?) -> String? {
        guard culpritRule == .linkIsActive || culpritRule == .linkTagSelection else { return nil }
        return "navigation view left as it is so the view is not half-migrated: its link at \(shownMember) cannot be migrated (see \(culprit))"
    }

    func keptWithOthers(culprit: String, culpritRule: RuleID?) -> String {
        switch culpritRule {
        case .linkIsActive? where culprit.contains(".swift:"):
            // A link of a view it shows or pushes, in another file: old `isActive:` links in a
            // `NavigationStack` do not reliably reset their flags on Back (iOS 16).
            "navigation view left as it is so the screen is not half-migrated: the `isActive:` link at \(culprit), in a view it shows, cannot be migrated, and an old link inside the new container may not reset its flag on Back"
        case .linkTagSelection? where culprit.contains(".swift:"):
            "navigation view left as it is so the screen is not half-migrated: the `tag:selection:` link at \(culprit), in a view it shows, cannot be migrated"
        case .linkIsActive?, .linkTagSelection?:
            "navigation view left as it is so the view is not half-migrated: its link at \(culprit) cannot be migrated"
        case .navigationView?:
            "navigation view left as it is: its style also styles the navigation view at \(culprit), which stays as it is and would lose that style; migrate the two together by hand"
        default:
            "navigation view left as it is so the view is not half-migrated: what it goes with cannot be migrated (see \(culprit))"
        }
    }
}

/// The view type a navigation view's child makes, past the modifiers on it (`Shell()` in
/// `Shell().environmentObject(store)`); nil for anything else.
func columnViewName(_ child: CodeBlockItemSyntax) -> String? {
    var expression = child.item.as(ExprSyntax.self) ?? child.item.as(ExpressionStmtSyntax.self)?.expression
    while let call = expression?.as(FunctionCallExprSyntax.self), let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base {
        expression = base
    }
    guard let call = expression?.as(FunctionCallExprSyntax.self), let name = call.calleeTypeName,
          name.first?.isUppercase == true, !builtInTypeNames.contains(name) else { return nil }
    return name
}

/// The name the project gives the type `name` names where `node` is: a type nested in the view
/// around it (`Content` in `SettingsView`, declared there) is `SettingsView.Content`.
private func nestedName(_ name: String, around node: some SyntaxProtocol, in file: FileIndex) -> String {
    guard let scope = file.scope(of: node)?.name, file.facts.types.contains(where: { $0.name == scope + "." + name }) else { return name }
    return scope + "." + name
}

private func decideLayout(_ call: FunctionCallExprSyntax, attachedStyles: [FunctionCallExprSyntax],
                          remote: [StyleReach], asksProject: Bool, hadColumnsOnIPad: inout Bool,
                          in file: FileIndex) -> Result<ContainerSite.Layout, Refusal> {
    let here = Syntax(call)
    // A function of the app's own declared in an extension of `NavigationView`, called on it:
    // the new container is no `NavigationView`, so the call would not compile on it.
    if asksProject, let (name, place) = call.modifierChain.lazy.compactMap({ modifier -> (String, String)? in
        guard let name = modifier.modifierName, name != "modifier", !builtInModifierNames.contains(name) else { return nil }
        if file.facts.extensionIdentifiers["NavigationView"]?.contains(name) == true { return (name, "in this file") }
        return file.project.filesExtending("NavigationView", writing: name, outside: file.fileID).first
            .map { (name, "in " + file.project.shownPath(of: $0)) }
    }).first {
        return .failure(Refusal(.navigationView, "navigation view calls `.\(name)`, which an extension of `NavigationView` \(place) declares: the new container is no `NavigationView`, so the call would not compile on it; migrate it by hand, doing what that function does another way (where it picks a style, the container that style gives: a `NavigationStack`, or a `NavigationSplitView` for columns)", at: here))
    }
    if let (name, type) = declaredType(around: call, naming: "NavigationView") {
        return .failure(Refusal(.navigationView, "`\(name)` says it is `\(type)`, which the new container is not; declare it `some View`, then migrate", at: here))
    }
    // A style under an `#if` that holds wherever the navigation view builds (`#if os(iOS)` in
    // a file only iOS builds) is not conditional.
    if let conditional = attachedStyles.first(where: { $0.isConditionalModifier && !Availability.isAlwaysTaken($0, within: call) }) {
        return .failure(Refusal(.navigationView, "navigation view's style `\(conditional.arguments.trimmedText)` is set inside an `#if` block, so its column count differs by platform or configuration; migrate it by hand", at: here))
    }
    if attachedStyles.count > 1 {
        return .failure(Refusal(.navigationView, "navigation view has \(attachedStyles.count) `navigationViewStyle` modifiers; keep one", at: here))
    }
    // A style of its own written after the app's modifier that sets one (`.phoneStack()
    // .navigationViewStyle(.columns)`): SwiftUI takes the one nearer the navigation view, the
    // app's, which this style then does not say.
    if asksProject, let attached = attachedStyles.first,
       let own = call.modifierChain.first(where: { modifier in
           guard (modifier.modifierStart ?? modifier.position) < (attached.modifierStart ?? attached.position),
                 let reach = ContainerAnalysis.ownModifierName(modifier).flatMap(file.project.styleModifier(named:)) else { return false }
           // One that sets this same style or none: this one applies wherever it sets none.
           return reach.style.aloneUnderCondition == nil || reach.style.aloneUnderCondition != NavigationViewStyleKind(modifier: attached)?.factName
       }),
       let name = ContainerAnalysis.ownModifierName(own) {
        return .failure(Refusal(.navigationView, "navigation view has a `.navigationViewStyle\(attached.arguments.trimmedText.isEmpty ? "" : "(" + attached.arguments.trimmedText + ")")` after the app's `\(name)`, which is nearer the navigation view: where `\(name)` sets a style, SwiftUI takes that one, not this; keep one and run again", at: here))
    }
    let styleCall = attachedStyles.first ?? enclosingStyle(of: call)
    var style = NavigationViewStyleKind.automatic
    /// Where a style set elsewhere comes from, for the messages that name it.
    var styleSource = ""
    /// Where a style chosen by a condition between the stack and the default one comes from:
    /// one child becomes a stack under either, as with no style (on iPad the default style showed
    /// it beside an empty detail: README, "iPad and one child"); several are columns under the
    /// default style only.
    var stackOrAutomatic: String?
    if let styleCall {
        switch NavigationViewStyleKind(modifier: styleCall).map({ Result<NavigationViewStyleKind, Refusal>.success($0) })
            ?? styleConstantKind(styleCall, for: call, in: file, asksProject: asksProject, at: here) {
        case .success(let kind): style = kind
        case .failure(let refusal): return .failure(refusal)
        }
    } else if !remote.isEmpty {
        // Styles applied where the view is used, in this file or others: they must agree.
        // A top-level function called as a view (`NavShell { ... }`) is named as its type would be.
        let typeName = file.scope(of: call)?.typeName ?? FileIndex.topLevelFunction(around: call)?.name.text
        func place(_ reach: StyleReach) -> String {
            let shown = reach.file == file.fileID ? "" : file.project.shownPath(of: reach.file) + ":"
            return "\(shown)\(reach.style.line):\(reach.style.column)"
        }
        // A style the app's own modifier on the navigation view sets, or one set where its view is used.
        func way(of reach: StyleReach) -> String {
            if reach.through.count == 1, reach.through[0] != typeName { return "by the app's `\(reach.through[0])` written on it" }
            // `through` runs from this view up to the one that applies the style.
            guard reach.through.count >= 2, let outer = reach.through.last else {
                return file.scope(of: call) == nil && typeName != nil ? "where `\(typeName!)` is called" : "around where this view is shown"
            }
            let between = reach.through.dropFirst().dropLast()
            return "around `\(outer)`, which shows this view" + (between.isEmpty ? "" : " through `" + between.reversed().joined(separator: "`, `") + "`")
        }
        let origin = remote.first.map(way(of:)) ?? "around where this view is shown"
        if let runtime = remote.first(where: { $0.style.kind == "runtime" }) {
            return .failure(Refusal(.navigationView, "navigation view is styled at \(place(runtime)), \(origin), with a style chosen at runtime or not a SwiftUI style literal, so the column count is unknown", at: here))
        }
        let kinds = Set(remote.map(\.style.kind))
        if kinds.count > 1, let first = remote.first, let other = remote.first(where: { $0.style.kind != first.style.kind }) {
            // Each style with the way it comes: the two may reach the view along different paths.
            let firstOrigin = way(of: first), otherOrigin = way(of: other)
            let ways = firstOrigin == otherOrigin
                ? "\(first.style.describedKind) at \(place(first)) and \(other.style.describedKind) at \(place(other)), \(firstOrigin)"
                : "\(first.style.describedKind) at \(place(first)), \(firstOrigin), and \(other.style.describedKind) at \(place(other)), \(otherOrigin)"
            return .failure(Refusal(.navigationView, "navigation view is styled \(ways), so its column count differs by place; give it one style, then migrate", at: here))
        }
        switch remote[0].style.kind {
        case "stack": style = .stack
        case "columns": style = .columns
        case StyleFact.stackOrAutomatic:
            style = .automatic
            stackOrAutomatic = "navigation view is styled at \(place(remote[0])), \(origin), with `.stack` or `.automatic` as a condition there picks"
        default: style = .automatic
        }
        styleSource = " (set at \(place(remote[0])), \(origin))"
    }
    // A style set in a closure the app's own modifier is handed (`.if(isPhone) {
    // $0.navigationViewStyle(.stack) }`): that modifier decides whether it applies.
    if let (holder, inner) = closureStyle(on: call) {
        let name = holder.modifierName ?? ""
        let at = file.context.place(of: modifierNameNode(holder).positionAfterSkippingLeadingTrivia)
        let written = "`.navigationViewStyle(\(inner.arguments.trimmedText))`"
        guard NavigationViewStyleKind(modifier: inner) == .stack, styleCall == nil, remote.isEmpty else {
            return .failure(Refusal(.navigationView, "navigation view is styled \(written) in the closure handed to the app's `\(name)` at \(at), which applies it or not as its code decides, so its column count is unknown; migrate it by hand", at: here))
        }
        stackOrAutomatic = "navigation view is styled \(written) in the closure handed to the app's `\(name)` at \(at), which applies it or not as its code decides"
    }
    if call.trailingClosure == nil, call.arguments.count == 1, let content = call.argument(labeled: "content") {
        return argumentLayout(content, of: call, style: style, asksProject: asksProject, hadColumnsOnIPad: &hadColumnsOnIPad, in: file)
    }
    guard let closure = call.trailingClosure, call.arguments.isEmpty, call.additionalTrailingClosures.isEmpty else {
        return .failure(Refusal(.navigationView, "navigation view is not written with a trailing content closure; rewrite it as `NavigationView { ... }` first", at: here))
    }
    let children: NavigationViewChildren
    // The builds that compile the navigation view: the project's, where its own `#if`s let them.
    let compiling = Set(ApplePlatform.allCases.filter { Availability.compiles(call, on: $0) })
    let built = compiling.isEmpty || compiling.count == ApplePlatform.allCases.count
        ? file.builtPlatforms : (file.builtPlatforms.map { $0.intersection(compiling) } ?? compiling)
    switch NavigationViewChildren.count(closure.statements, lines: file.context.converter, built: built?.isEmpty == true ? file.builtPlatforms : built) {
    case .failure(let refusal): return .failure(refusal.moved(to: here))
    case .success(let counted): children = counted
    }
    if let stackOrAutomatic, children.count > 1 {
        return .failure(Refusal(.navigationView, "\(stackOrAutomatic), so its \(children.count) children are columns where it picks `.automatic` (iPad, Mac) and one stack where it picks `.stack`; migrate it by hand", at: here))
    }
    // macOS has no stack style (a stack style reaching macOS-only code comes from other
    // platforms' code): there a navigation view always has columns.
    // Its `tag:selection:` links picked what that column shows: it becomes a split view of
    // their list and a detail column the selection drives (`SelectionHoist.splitPlan`). The
    // column style says the same as the default one there.
    if children.count == 1, children.widths == [1], !children.hasDeclarations, style != .stack, isMacOnly(call, asksProject: asksProject, in: file),
       file.context.isFirstOnLine(closure.rightBrace.positionAfterSkippingLeadingTrivia),
       onlySelectionLinksInside(closure, asksProject: asksProject, in: file) {
        return .success(.split(children.items))
    }
    if children.count <= 1, style != .columns, isMacOnly(call, asksProject: asksProject, in: file), navigatesInside(closure, asksProject: asksProject, in: file) {
        // Selection links beside others: say which one keeps the view from its detail column.
        let inside = file.calls(named: "NavigationLink", startingIn: Syntax(closure).range)
        if inside.contains(where: { TagSelectionLink($0) != nil }), let other = inside.first(where: { TagSelectionLink($0) == nil }) {
            return .failure(Refusal(.navigationView, "on macOS, where this code runs, a navigation view shows what its links open in a column beside its content; its `tag:selection:` links alone would make a split view whose detail their selection drives, but the link at \(file.context.place(of: other.positionAfterSkippingLeadingTrivia)) is not one of them, and a `NavigationStack` would push over the content instead; give it its columns (`NavigationSplitView` with a detail) by hand", at: here))
        }
        return .failure(Refusal(.navigationView, "on macOS, where this code runs, a navigation view shows what its links open in a column beside its content, and a `NavigationStack` would push it over the content instead; give it its columns (`NavigationSplitView` with a detail) by hand", at: here))
    }
    // Mac Catalyst lays a navigation view of the default style out as a wide iPad does, in
    // columns; code only Catalyst builds is not the phone's.
    if children.count <= 1, style == .automatic, Availability.compilesOnly(call, on: .macCatalyst),
       navigatesInside(closure, asksProject: asksProject, in: file) {
        return .failure(Refusal(.navigationView, "on Mac Catalyst, where this code runs, a navigation view of the default style shows what its links open in a column beside its content, and a `NavigationStack` would push it over the content instead; give it its columns (`NavigationSplitView` with a detail) by hand, or add `.navigationViewStyle(.stack)` if one column is meant", at: here))
    }
    if style == .stack {
        // A stack's root shows every child at once, which a stack-style navigation view with
        // several children did not; which one is the root is for a person to decide.
        guard children.count <= 1 else {
            return .failure(Refusal(.navigationView, "navigation view has \(children.count) children and a stack style\(styleSource); a `NavigationStack` root would show them all at once, so keep one root view by hand", at: here))
        }
        if asksProject, let child = children.items.first, let name = columnViewName(child).map({ nestedName($0, around: call, in: file) }),
           let placed = file.project.bodyColumns(of: name, usedIn: file.fileID) {
            let body = file.place(line: placed.columns.line, column: placed.columns.column, in: placed.file)
            return .failure(Refusal(.navigationView, "this navigation view's one child, `\(name)`, builds \(placed.columns.count) views in its `body` (\(body)), which the navigation view takes as \(placed.columns.count) children, and it has a stack style\(styleSource); a `NavigationStack` root would show them all at once, so keep one root view by hand", at: here))
        }
        return .success(.stack)
    }
    switch children.count {
    case 0, 1:
        // `NavigationView { Shell() }` where `Shell`'s body builds a list and a placeholder:
        // the navigation view shows them as columns, as if written as its children.
        if style == .automatic, asksProject, children.count == 1, let child = children.items.first,
           let name = columnViewName(child).map({ nestedName($0, around: call, in: file) }),
           let placed = file.project.bodyColumns(of: name, usedIn: file.fileID) {
            let body = file.place(line: placed.columns.line, column: placed.columns.column, in: placed.file)
            return .failure(Refusal(.navigationView, "this navigation view's one child, `\(name)`, builds \(placed.columns.count) views in its `body` (\(body)), which the navigation view shows as \(placed.columns.count) columns on iPad; a `NavigationStack` would show them all at once, so write them as the navigation view's children, one per column, and run again", at: here))
        }
        // On iPad its `tag:selection:` links showed the selected one's destination in the detail
        // column beside the list, and on iPhone pushed it: a split view of the list and a
        // detail column the selection drives (`SelectionHoist.splitPlan`) does both, collapsed
        // to a stack on iPhone. So with the default style or an explicit column style.
        let sidebar = style == .stack || !Availability.compiles(call, on: .iOS)
            || !(file.options.deploymentTarget.map({ $0[.iOS] != nil }) ?? true)
            ? nil : sidebarListStyle(in: closure, container: call, in: file)
        let sidebarLinks = sidebar.map { SidebarSelectionLinks($0, in: closure, asksProject: asksProject, file: file) }
        if sidebar != nil, children.count == 1, children.widths == [1], !children.hasDeclarations,
           file.context.isFirstOnLine(closure.rightBrace.positionAfterSkippingLeadingTrivia), case .selectDetail? = sidebarLinks {
            return .success(.split(children.items))
        }
        if style == .columns {
            // A stack style written inside the content styles only navigation views further in,
            // but says what the author meant.
            let remedy = ContainerAnalysis.innerStackStyle(in: closure).map { style in
                "the `.navigationViewStyle(.stack)` at \(file.context.place(of: style.positionAfterSkippingLeadingTrivia)) is inside it, where it styles only navigation views further in: move it onto this navigation view if one column is meant, or say which columns it should have"
            } ?? "a `NavigationStack` would drop those columns: say which columns it should have, or give it `.navigationViewStyle(.stack)` if one column is meant"
            return .failure(Refusal(.navigationView, "navigation view has one child but a column style\(styleSource); \(remedy)", at: here))
        }
        if style == .automatic, let sidebar, let links = sidebarLinks {
            let name = sidebar.modifierAccess.map { Syntax($0.declName) } ?? Syntax(sidebar)
            var why = ""
            if case .blocked(let reason) = links {
                why = "; its `tag:selection:` links would make a split view whose detail their selection drives, but \(reason)"
            }
            return .failure(Refusal(.navigationView, "this navigation view's one child is a sidebar list (the `.listStyle(\(sidebar.arguments.trimmedText))` at \(file.context.place(of: name.positionAfterSkippingLeadingTrivia))), which on iPad shows as a column beside an empty detail\(why); a `NavigationStack` would show it full width instead, and push over it what it opens, so give it its columns (`NavigationSplitView` with a detail) by hand, or add `.navigationViewStyle(.stack)` if one column is meant and run again", at: here))
        }
        if style == .automatic, asksProject, Availability.compiles(call, on: .iOS),
           file.options.deploymentTarget.map({ $0[.iOS] != nil }) ?? true,
           let (name, listed) = viewsShown(in: closure, of: call, in: file).lazy.compactMap({ use -> (String, String)? in
               guard let name = use.calleeTypeName, isShownInContent(file.contexts(of: use), of: call),
                     let listed = file.project.sidebarListShown(by: name) else { return nil }
               return (name, listed)
           }).first {
            let whose = listed == name ? "`\(name)`, whose list has the sidebar style" : "`\(name)`, which shows `\(listed)` (itself or through views between), whose list has the sidebar style"
            return .failure(Refusal(.navigationView, "this navigation view's one child shows \(whose), which on iPad shows as a column beside an empty detail; a `NavigationStack` would show it full width instead, and push over it what it opens, so give it its columns (`NavigationSplitView` with a detail) by hand, or add `.navigationViewStyle(.stack)` if one column is meant and run again", at: here))
        }
        if style == .automatic, let filling = fillsDetailOnIPad(call, in: file) {
            let name = filling.modifierAccess.map { Syntax($0.declName) } ?? Syntax(filling)
            return .failure(Refusal(.navigationView, "on iPad this navigation view shows its content as a sidebar beside an empty detail, and the `.\(filling.modifierName ?? "onAppear")` at \(file.context.place(of: name.positionAfterSkippingLeadingTrivia)) fills that detail for iPad only (it reads the device's idiom or size class); a `NavigationStack` would push over the content instead, so give it its columns (`NavigationSplitView` with a detail) by hand", at: here))
        }
        hadColumnsOnIPad = true
        return .success(.stack)
    case 2, 3:
        if let index = children.widths.firstIndex(where: { $0 > 1 }) {
            let item = children.items[index]
            let what = NavigationViewChildren.describe(item)
            let at = file.context.place(of: item.positionAfterSkippingLeadingTrivia)
            return .failure(Refusal(.navigationView, "\(what) at \(at) in the navigation view holds several columns (\(children.widths[index])); write them as its children, one per column, and run again", at: here))
        }
        // Values declared before the first column and used only there stay in the sidebar.
        if children.hasDeclarations, !children.declarationsStayInFirstColumn {
            return .failure(Refusal(.navigationView, "navigation view declares local values that its later columns use, or between its columns; move them out of the container", at: here))
        }
        return .success(.split(children.items))
    default:
        return .failure(Refusal(.navigationView, "navigation view has \(children.count) children; a split view has at most three columns", at: here))
    }
}

/// The first style written in a closure the app's own modifier on the navigation view is
/// handed (`closureStyleHolder`), with that modifier.
private func closureStyle(on call: FunctionCallExprSyntax) -> (holder: FunctionCallExprSyntax, style: FunctionCallExprSyntax)? {
    // On its own chain, or on a view around it in the same body (`TabView { ... }.if(isPhone) { ... }`).
    var modifiers: [FunctionCallExprSyntax] = []
    var current = call.parent
    while let node = current {
        if node.is(DeclSyntax.self) || node.is(CodeBlockSyntax.self) { break }
        if let modifier = node.as(FunctionCallExprSyntax.self), let base = modifier.modifierBase,
           Syntax(call).isDescendant(of: Syntax(base)) || base.id == ExprSyntax(call).id {
            modifiers.append(modifier)
        }
        current = node.parent
    }
    for modifier in modifiers where modifier.modifierName != "navigationViewStyle" {
        if let style = FileIndex.closureStyle(handedTo: modifier) { return (modifier, style) }
    }
    return nil
}

private let idiomName = Array("userInterfaceIdiom".utf8)

/// Whether a file writes `userInterfaceIdiom` or `horizontalSizeClass`, searched once a file.
private struct DeviceChecks { let written: Bool }
private let sizeClassName = Array("horizontalSizeClass".utf8)

/// The `onAppear`/`task` inside a one-child navigation view (or on it) that sets a flag to
/// `true` under a check of the device's idiom or size class: an app that pushes a default screen
/// into the detail column the old view showed on iPad.
private func fillsDetailOnIPad(_ call: FunctionCallExprSyntax, in file: FileIndex) -> FunctionCallExprSyntax? {
    guard file.shared(DeviceChecks.self, { file in
        DeviceChecks(written: file.context.bytes.containsBytes(idiomName) || file.context.bytes.containsBytes(sizeClassName))
    }).written else { return nil }
    let top = Syntax(call.chainTop)
    for token in top.tokens(viewMode: .sourceAccurate) {
        guard token.text == "userInterfaceIdiom" || token.text == "horizontalSizeClass" else { continue }
        var current = token.parent
        while let node = current, node.id != top.parent?.id {
            if let closure = node.as(ClosureExprSyntax.self),
               let modifier = closure.parent?.as(FunctionCallExprSyntax.self) ?? closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self),
               ["onAppear", "task"].contains(modifier.modifierName ?? ""),
               closure.tokens(viewMode: .sourceAccurate).contains(where: { $0.tokenKind == .keyword(.true) && $0.previousToken(viewMode: .sourceAccurate)?.tokenKind == .equal }) {
                return modifier
            }
            current = node.parent
        }
    }
    return nil
}

/// Whether only macOS builds the code: an `#if os(macOS)` around it or around every use of the
/// helper member that holds it, a file that imports AppKit outside any `#if` (no other platform
/// has it), or a file every target of which builds for macOS alone. There a navigation view always has columns, whatever its children.
/// With `asksProject` (not while the file's own facts are being read), a view the app shows
/// only from macOS code counts too.
private func isMacOnly(_ node: some SyntaxProtocol, asksProject: Bool = false, in file: FileIndex) -> Bool {
    guard Availability.compiles(node, on: .macOS) else { return false }
    // A file its targets build for other platforms only (an iOS app's target).
    if let built = file.builtPlatforms, !built.contains(.macOS) { return false }
    if let platforms = file.options.deploymentTarget?.keys, platforms.count == 1, platforms.first == .macOS { return true }
    if importsAppKit(file) || Availability.compilesOnlyOnMacOS(node) { return true }
    // Of the platforms the file is built for, only macOS compiles it (the `#else` of an
    // `#if os(iOS)` in a file built for iOS and macOS).
    if let built = file.builtPlatforms, built.filter({ Availability.compiles(node, on: $0) }) == [.macOS] { return true }
    // In a helper the view uses only in code only macOS builds (`#if os(macOS)` around `macBody`).
    if let scope = file.scope(of: node),
       scope.helpers.usedOnlyWhere(Syntax(node), { Availability.compilesOnlyOnMacOS($0) }) { return true }
    // Shown only from code only macOS builds (a Mac window's hosting controller).
    guard asksProject, let scope = file.scope(of: node), scope.primary.is(StructDeclSyntax.self) else { return false }
    return file.project.shownOnlyOnMacOS(scope.typeName, declaredIn: file.fileID)
}

private let appKitName = Array("AppKit".utf8)
private let cocoaName = Array("Cocoa".utf8)

/// Whether the file imports AppKit (or Cocoa) at its top level, outside any `#if`; read once
/// a file.
func importsAppKit(_ file: FileIndex) -> Bool {
    file.shared(AppKitImport.self) { file in
        let bytes = file.context.bytes
        guard bytes.containsBytes(appKitName) || bytes.containsBytes(cocoaName) else { return AppKitImport(found: false) }
        return AppKitImport(found: file.tree.statements.contains { item in
            guard let decl = item.item.as(ImportDeclSyntax.self), let module = decl.path.first?.name.text else { return false }
            return module == "AppKit" || module == "Cocoa"
        })
    }.found
}

private struct AppKitImport { let found: Bool }

/// The `.listStyle(.sidebar)` (or `SidebarListStyle()`) on a list the navigation view shows as
/// its content, not in a destination or a presentation inside it: the author laid the view out
/// as a sidebar, which the old view showed as a column on iPad.
private func sidebarListStyle(in closure: ClosureExprSyntax, container: FunctionCallExprSyntax,
                              in file: FileIndex) -> FunctionCallExprSyntax? {
    inContent(of: closure, container: container, in: file) { file.calls(named: "listStyle", startingIn: $0) }.first { call in
        isModifierCall(call) && FileIndex.isSidebarListStyle(call) && isShownInContent(file.contexts(of: call), of: container)
    }
}

/// The views a navigation view's content makes (`inContent`).
private func viewsShown(in closure: ClosureExprSyntax, of call: FunctionCallExprSyntax,
                        in file: FileIndex) -> [FunctionCallExprSyntax] {
    inContent(of: closure, container: call, in: file) { file.typeCalls(startingIn: $0) }
}

/// The calls `starting(in:)` finds in a navigation view's content: in the closure, and in the
/// helper members of its view that the closure shows (`NavigationView { menu }` with `private
/// var menu: some View { Menu() }`).
private func inContent(of closure: ClosureExprSyntax, container: FunctionCallExprSyntax, in file: FileIndex,
                       _ starting: (Range<AbsolutePosition>) -> ArraySlice<FunctionCallExprSyntax>) -> [FunctionCallExprSyntax] {
    let range = Syntax(closure).range
    var found = Array(starting(range))
    guard let scope = file.scope(of: container), let members = scope.members else { return found }
    found += starting(Syntax(members).range).filter { call in
        !range.contains(call.positionAfterSkippingLeadingTrivia) && scope.helpers.holds(closure, call)
    }
    return found
}

/// Whether a container's decision is a split view.
/// The style a `.navigationViewStyle(Look.navigation)` applies when `Look.navigation` is a static
/// constant of the project's that holds a style literal: the one its declarations that some
/// build compiles with the navigation view agree on (`#if os(macOS)` may declare another).
/// Refused, saying why, when they differ, or when it is no such constant.
/// Without `asksProject` (the file's facts, which the project is made of), only the file's own
/// constants are read.
private func styleConstantKind(_ style: FunctionCallExprSyntax, for call: FunctionCallExprSyntax, in file: FileIndex,
                               asksProject: Bool, at here: Syntax) -> Result<NavigationViewStyleKind, Refusal> {
    let written = style.arguments.trimmedText
    var unknown = Refusal(.navigationView, "navigation view style `\(written)` is chosen at runtime or is not a SwiftUI style literal, so the column count is unknown", at: here)
    // The builds that compile the navigation view: its `#if`, within the file's targets.
    let compiledBy = Availability.platforms(of: call)
    let platforms = compiledBy.map { ours in file.builtPlatforms.map { ours.intersection($0) } ?? ours } ?? file.builtPlatforms
    let name: String
    // `PhoneStyle()`: a name of the app's own, a type alias of one of SwiftUI's styles
    // (`typealias PhoneStyle = StackNavigationViewStyle`) or a style of its own.
    if style.arguments.count == 1, let made = style.arguments.first?.expression.as(FunctionCallExprSyntax.self),
       made.arguments.isEmpty, made.trailingClosure == nil, let type = made.calleeTypeName, type.first?.isUppercase == true,
       !builtInTypeNames.contains(type) {
        unknown = Refusal(.navigationView, "navigation view style `\(written)` names a type of the app's own that navmigrate finds no type alias of a SwiftUI style for (a style of its own, say), so the column count is unknown; write SwiftUI's style there (`.stack`, `.columns`), then migrate", at: here)
        name = type + "()"
    } else {
        guard style.arguments.count == 1, let member = style.arguments.first?.expression.as(MemberAccessExprSyntax.self),
              let owner = member.base?.as(DeclReferenceExprSyntax.self) else { return .failure(unknown) }
        // `Self.navigation` in the type that declares it.
        let ownerName = owner.baseName.tokenKind == .keyword(.Self) ? FileIndex.typePath(around: Syntax(style)) : owner.baseName.text
        guard let ownerName else { return .failure(unknown) }
        name = ownerName + "." + member.declName.baseName.text
    }
    let declared = (asksProject ? file.project.styleConstant(named: name) : file.styleConstants()[name] ?? [])
        .filter { Availability.mayBuildTogether($0.platforms, platforms) }
    let kinds = Set(declared.map(\.kind))
    guard let only = kinds.first else { return .failure(unknown) }
    guard kinds.count == 1, let kind = NavigationViewStyleKind(factName: only) else {
        // The platforms each declaration is for, among those that build the navigation view.
        let byPlatform = declared.contains { $0.platforms != nil }
        let each = declared.map { constant in
            let shown = constant.platforms.map { own in platforms.map { own.intersection($0) } ?? own }
            let on = shown.map { " on " + $0.map(\.rawValue).sorted().joined(separator: ", ") } ?? ""
            let place = constant.file.isEmpty ? "\(constant.line):\(constant.column)"
                : file.place(line: constant.line, column: constant.column, in: constant.file)
            return "`\(constant.kind)`\(on) (at \(place))"
        }
        let what = name.hasSuffix("()") ? "names a type alias of the project's" : "is a constant of the project's"
        guard byPlatform else {
            // Not `#if` branches: declarations of one name in several places (a nested one, a
            // `fileprivate` one per file), which navmigrate matches by name alone.
            return .failure(Refusal(.navigationView, "navigation view style `\(written)` \(what) that is declared more than once with different styles: \(each.joined(separator: ", ")); navmigrate matches these by name, not by scope, so it cannot tell which one this is; migrate it by hand", at: here))
        }
        return .failure(Refusal(.navigationView, "navigation view style `\(written)` \(what) whose declarations differ between the builds that compile this navigation view (under `#if`): \(each.joined(separator: ", ")); give each platform its own navigation view, or migrate by hand", at: here))
    }
    return .success(kind)
}

private func isSplit(_ decision: Result<ContainerSite.Layout, Refusal>) -> Bool {
    if case .success(.split) = decision { true } else { false }
}

/// Whether what sits in `contexts` is part of `container`'s content, up to it: not pushed
/// (a link's destination) or presented (a sheet) from inside it.
private func isShownInContent(_ contexts: [TypeUse.Context], of container: FunctionCallExprSyntax) -> Bool {
    let offset = container.positionAfterSkippingLeadingTrivia.utf8Offset
    return contexts.prefix { context in
        if case .container(_, let at) = context { at != offset } else { true }
    }.allSatisfy { context in
        switch context {
        case .destination, .presentation: false
        default: true
        }
    }
}

/// Whether the content opens anything: a link in it, or (with `asksProject`; a file's own facts
/// cannot ask the project they make) a view of the project it shows that has links.
/// Whether what a navigation view's content navigates with is `tag:selection:` links written in
/// it, and nothing else: no other link, and no view it shows (outside those links'
/// destinations) that navigates.
func onlySelectionLinksInside(_ closure: ClosureExprSyntax, asksProject: Bool, in file: FileIndex) -> Bool {
    let range = Syntax(closure).range
    // Links written in another link's destination or label navigate from that screen.
    let written = file.calls(named: "NavigationLink", startingIn: range)
    let links = written.filter { call in
        !written.contains { other in other.id != call.id && Syntax(call).isDescendant(of: Syntax(other)) }
    }
    guard !links.isEmpty, links.allSatisfy({ TagSelectionLink($0) != nil }) else { return false }
    guard asksProject else { return true }
    let linkRanges = links.map { Syntax($0).range }
    return !file.typeCalls(startingIn: range).contains { use in
        !linkRanges.contains { $0.contains(use.positionAfterSkippingLeadingTrivia) }
            && use.calleeTypeName.map { file.project.navigates($0) } == true
    }
}

private func navigatesInside(_ closure: ClosureExprSyntax, asksProject: Bool, in file: FileIndex) -> Bool {
    // The view's own helpers the content names (`bodyContent`, which shows `content`, whose
    // rows are links), through up to four.
    var ranges = [Syntax(closure).range]
    if let helpers = file.scope(of: closure)?.helpers {
        var seen = Set<String>()
        var pending = [Syntax(closure)]
        for _ in 0..<4 {
            var next: [Syntax] = []
            for node in pending {
                for token in node.tokens(viewMode: .sourceAccurate) {
                    guard case .identifier(let name) = token.tokenKind, let decl = helpers.declarations[name],
                          seen.insert(name).inserted else { continue }
                    ranges.append(Syntax(decl).range)
                    next.append(Syntax(decl))
                }
            }
            pending = next
        }
    }
    for range in ranges where !file.calls(named: "NavigationLink", startingIn: range).isEmpty { return true }
    guard asksProject else { return false }
    return ranges.contains { range in
        file.typeCalls(startingIn: range).contains { use in use.calleeTypeName.map { file.project.navigates($0) } == true }
    }
}

/// `NavigationView(content: ...)`: a stack when its style says so or its content is a closure
/// of one view; a function or property passed as content holds a number of views that cannot
/// be seen from here.
private func argumentLayout(_ content: LabeledExprSyntax, of call: FunctionCallExprSyntax, style: NavigationViewStyleKind,
                            asksProject: Bool, hadColumnsOnIPad: inout Bool, in file: FileIndex)
    -> Result<ContainerSite.Layout, Refusal> {
    let here = Syntax(call)
    if style == .columns {
        return .failure(Refusal(.navigationView, "navigation view takes its content as an argument and has a column style; write its columns in a trailing closure first", at: here))
    }
    if let closure = content.expression.as(ClosureExprSyntax.self) {
        switch NavigationViewChildren.count(closure.statements, lines: file.context.converter) {
        case .failure(let refusal):
            return .failure(refusal.moved(to: here))
        case .success(let children) where children.count <= 1:
            // As for content in a trailing closure: on macOS the one child is a sidebar whose
            // links open beside it, and on iPad it was, where the default style reaches.
            if style != .stack, isMacOnly(call, asksProject: asksProject, in: file), navigatesInside(closure, asksProject: asksProject, in: file) {
                return .failure(Refusal(.navigationView, "on macOS, where this code runs, a navigation view shows what its links open in a column beside its content, and a `NavigationStack` would push it over the content instead; give it its columns (`NavigationSplitView` with a detail) by hand", at: here))
            }
            if style == .automatic { hadColumnsOnIPad = true }
            return .success(.stackWithRootArgument(content))
        case .success(let children):
            return .failure(Refusal(.navigationView, "navigation view takes \(children.count) views as a `content:` argument; write them in a trailing closure first", at: here))
        }
    }
    guard style == .stack else {
        return .failure(Refusal(.navigationView, "navigation view shows `\(content.expression.trimmedText)`, whose number of views navmigrate cannot see from here; add `.navigationViewStyle(.stack)` if it shows one, or write its columns in a trailing closure", at: here))
    }
    return .success(.stackWithRootArgument(content))
}

/// The nearest `.navigationViewStyle(...)` applied to an expression that contains `call`.
private func enclosingStyle(of call: FunctionCallExprSyntax) -> FunctionCallExprSyntax? {
    let container = Syntax(call)
    var current = call.parent
    while let node = current {
        if node.is(DeclSyntax.self) || node.is(CodeBlockSyntax.self) { return nil }
        // The walk reaches a modifier through its called member access, so test the container
        // itself against the modified expression.
        if let modifier = node.as(FunctionCallExprSyntax.self), modifier.modifierName == "navigationViewStyle",
           let base = modifier.modifierBase, container.isDescendant(of: Syntax(base)) {
            return modifier
        }
        current = node.parent
    }
    return nil
}

/// The app's own sidebar buttons in a navigation view that becomes a split view: code that
/// sends `toggleSidebar` (AppKit's `NSSplitViewController.toggleSidebar(_:)`), which apps add
/// because a `NavigationView` has no such button on macOS. A `NavigationSplitView` shows one of
/// its own, so theirs would stand beside it: a warning at each, the migration goes on.
private func ownSidebarToggles(in call: FunctionCallExprSyntax, context: FileContext) -> [Finding] {
    // The navigation view with its modifiers: a `.toolbar` on it holds the app's button as well.
    call.chainTop.tokens(viewMode: .sourceAccurate).filter { $0.tokenKind == .identifier("toggleSidebar") }.map { token in
        let at = context.converter.location(for: token.positionAfterSkippingLeadingTrivia)
        return Finding(.navigationView, message: "`NavigationSplitView` shows a sidebar button of its own, so this one, which toggles the sidebar through `toggleSidebar`, would stand beside it: remove it (the built-in one can be hidden only from macOS 14, with `.toolbar(removing: .sidebarToggle)`)", line: at.line, column: at.column)
    }
}

/// A navigation view that a type of the project that is not a view makes in a member of its own
/// (`DetailComponent.makeView()`, a factory's or coordinator's): the index does not follow where
/// that member's result is shown, so nothing checks that it is not pushed onto another stack.
/// It migrates, with a note that says so (none where it is handed to UIKit as a hosting
/// controller's root, or presented, pushed or contained where it is made).
private func nonViewMakerNote(_ site: ContainerSite, in file: FileIndex) -> Finding? {
    guard let scope = file.scope(of: site.call), !scope.primary.is(ProtocolDeclSyntax.self), !file.isInPreview(site.call),
          !file.project.types(named: scope.typeName).isEmpty, !file.project.isViewOrScene(scope.typeName),
          !file.contexts(of: site.call).contains(where: { context in
              switch context {
              case .presentation, .destination, .container, .column, .wrapper, .modifierContent: true
              case .lazy, .style, .modifier: false
              }
          }),
          // A `body` is a view's, whatever conformance navmigrate cannot see (`extension Screen: View`).
          let member = enclosingMemberName(of: site.call), member != "body" else { return nil }
    return file.context.finding(.navigationView, "this navigation view is made in `\(scope.typeName).\(member)`, and `\(scope.typeName)` is not a view, so navmigrate does not check where it is shown: where the app pushes what it makes onto another navigation stack, remove this stack by hand (a stack inside a stack misbehaves)", at: site.call, severity: .note)
}

/// The name of the function or property of a type whose body holds `node`.
private func enclosingMemberName(of node: some SyntaxProtocol) -> String? {
    var current = node.parent
    while let ancestor = current {
        if ancestor.parent?.is(MemberBlockItemSyntax.self) == true {
            if let function = ancestor.as(FunctionDeclSyntax.self) { return function.name.text + "()" }
            if let variable = ancestor.as(VariableDeclSyntax.self) { return variable.bindings.first?.pattern.trimmedDescription }
            return nil
        }
        current = ancestor.parent
    }
    return nil
}

/// A navigation view in a view that the app's own `View` extension function shows (an
/// overlay's `func intro(_:) -> some View { modifier(IntroOverlay(...)) }`), where the index
/// does not follow that function's applications: one in a pushed view would nest the new
/// container in the stack it is pushed onto. It stays, with a finding that names the function.
private func untracedModifierRefusal(_ site: ContainerSite, in file: FileIndex, becoming container: String) -> Refusal? {
    guard let scope = file.scope(of: site.call), scope.primary.is(StructDeclSyntax.self),
          ContainerAnalysis.isShownByBody(site.call, in: scope), !file.startsOwnNavigation(site.call),
          let shown = file.project.untracedModifierShowing(scope.typeName, declaredIn: file.fileID) else { return nil }
    let place = file.place(of: shown.placed.use, in: shown.placed.file)
    if shown.function == "modifier" {
        let shows = shown.placed.use.name == scope.typeName ? "`\(scope.typeName)` is" : "`\(scope.typeName)` is shown by `\(shown.placed.use.name)`, which is"
        return Refusal(.navigationView, "\(shows) handed at \(place) to the `ViewModifier` that `.modifier(...)` applies there, which may show it in place or present it, and navmigrate does not follow which: if it shows it in a view the app pushes onto a navigation stack, a `\(container)` here would sit inside that one, which SwiftUI does not support; check that modifier, then migrate this one by hand", at: site.call)
    }
    let through = shown.placed.use.name == scope.typeName ? "" : " (through `\(shown.placed.use.name)`, made at \(place))"
    let at = shown.placed.use.name == scope.typeName ? " at \(place)" : ""
    return Refusal(.navigationView, "`\(scope.typeName)` is shown by the app's modifier `\(shown.function)(...)`\(at)\(through), and navmigrate does not follow where that modifier is applied: if it is applied in a view the app pushes onto a navigation stack, a `\(container)` here would sit inside that one, which SwiftUI does not support; check where `\(shown.function)(...)` is applied, then migrate this one by hand", at: site.call)
}

/// A stack in a view that only a type of the project that is not a view makes (a router's
/// `switch`, a coordinator's function) may be pushed where navmigrate cannot see: then it would
/// sit inside the stack it is pushed onto. The navigation view stays, with a finding that says
/// what to do by hand either way.
private func untracedMakerRefusal(_ site: ContainerSite, in file: FileIndex, becoming container: String = "NavigationStack") -> Refusal? {
    guard let scope = file.scope(of: site.call), scope.primary.is(StructDeclSyntax.self),
          ContainerAnalysis.isShownByBody(site.call, in: scope),
          !file.startsOwnNavigation(site.call),
          // Each place that makes the view, not only the first met (in the files' order).
          case let untraced = file.project.allNavigationOutside(scope.typeName, declaredIn: file.fileID).compactMap({ found -> (PlacedUse, PlacedUse, String)? in
              // (An app's scene, `WindowGroup { ContentView() }`, shows its views as windows'
              // roots: `ProjectGraph.isScene`, never untraced.)
              guard case .untraced(let use, let at, let holder, _) = found else { return nil }
              // Made by code that is not a view, and followed from there to more such code
              // through a read of the member that makes it (a route's `screen()`, read in a
              // router's function), not a call of some static function of its type.
              guard use == at || at.use.name.first?.isLowercase == true && use.use.inType.map({ made in
                  let declared = file.project.types(named: made)
                  return !declared.isEmpty && !declared.contains { $0.facts.isView }
              }) == true else { return nil }
              return (use, at, holder)
          }),
          let (made, at, holder) = untraced.first
    else { return nil }
    let place = file.place(of: at.use, in: at.file)
    let start = made == at ? "is made at \(place) in `\(holder)`"
        : "is made at \(file.place(of: made.use, in: made.file)) in `\(made.use.inType ?? "")`, and what makes it is read at \(place) in `\(holder)`"
    return Refusal(.navigationView, "`\(scope.typeName)` \(start), which is not a view, so navmigrate cannot follow where it is shown: if the app pushes it onto another navigation stack, a `\(container)` here would sit inside that one, which SwiftUI does not support; remove it by hand where the app pushes the view, or make it a `\(container)` where the app shows the view on its own (a sheet, a window, a hosting controller's root)", at: site.call)
}

/// A stack under an `if` or a `switch` case of a view the project pushes onto another stack
/// stays (the view says where it has one, and a pushed instance may take the other branch), but
/// one pushed instance that takes this branch puts a stack inside the stack, as its navigation
/// view did: a note names the push, so the reviewer can check which branch it takes. So does
/// one of a view the project shows inside another navigation view's content.
private func pushedBranchNote(_ site: ContainerSite, in file: FileIndex) -> Finding? {
    guard let scope = file.scope(of: site.call), scope.primary.is(StructDeclSyntax.self),
          ContainerAnalysis.isShownByBody(site.call, in: scope), ContainerAnalysis.isInPerInstanceBranch(site.call, in: scope),
          !file.startsOwnNavigation(site.call) else { return nil }
    let pushes = file.project.navigationUses(of: scope.typeName, declaredIn: file.fileID).pushes.map {
        (push: $0, takes: ContainerAnalysis.takesBranch(of: site.call, in: scope, given: $0.use.arguments))
    }
    guard let push = pushes.first(where: { $0.takes == true }) ?? pushes.first(where: { $0.takes == nil }) else {
        return shownBranchNote(site, scope: scope, in: file)
    }
    let place = file.place(of: push.push.use, in: push.push.file)
    let nested = "a stack inside that stack (as the navigation view nested there before), which SwiftUI does not support"
    if push.takes == true {
        return file.context.finding(.navigationView, "`\(scope.typeName)` is pushed onto a navigation stack at \(place), and the arguments there take the branch of its body that holds this `NavigationStack`, so it shows \(nested); remove that branch's stack by hand", at: site.call, severity: .warning)
    }
    // A branch that no stored property of the view decides (`if Current.isCatalyst`) is not the
    // arguments' choice: the note names what it reads.
    let chooser = ContainerAnalysis.branchCondition(around: site.call, in: scope).flatMap { condition -> String? in
        let stored = Set(scope.properties.map(\.name))
        let reads = condition.tokens(viewMode: .sourceAccurate).contains { token in
            if case .identifier(let name) = token.tokenKind { stored.contains(name) } else { false }
        }
        return reads ? nil : condition.trimmedDescription
    }
    let undecided = chooser.map { "the branch depends on `\($0)`, which navmigrate does not evaluate" }
        ?? "navmigrate does not work out which branch the arguments there choose"
    return file.context.finding(.navigationView, "`\(scope.typeName)` is pushed onto a navigation stack at \(place); this `NavigationStack` is in one branch of its body, so an instance pushed there that takes this branch shows \(nested); \(undecided): check it", at: site.call, severity: .note)
}

/// A stack under an `if` of a view the project shows in another navigation view's content
/// (not pushed): where an instance shown there takes this branch, the stacks nest, as the
/// navigation views did. The view may well show this branch only where it is not inside the
/// other (the reason for the `if`), so it migrates, with a note that names the place.
private func shownBranchNote(_ site: ContainerSite, scope: ViewScope, in file: FileIndex) -> Finding? {
    guard let found = file.project.containersShowingThroughViews(scope.typeName, declaredIn: file.fileID).first(where: {
        ContainerAnalysis.holdsStack($0.shown, in: file) && $0.shown.use.inType != scope.typeName
            && Availability.mayBuildTogether(Availability.platforms(of: site.call), $0.shown.use.platforms)
            // Shown there with arguments that take the other branch (`isEmbedded: true`): nothing nests.
            && !($0.through.isEmpty && ContainerAnalysis.takesBranch(of: site.call, in: scope, given: $0.shown.use.arguments) == false)
    }) else { return nil }
    let outer = found.shown
    let place = file.place(of: outer.use, in: outer.file)
    let around = outer.name == "NavigationView" ? "a navigation view" : "a `\(outer.name)`"
    return file.context.finding(.navigationView, "`\(scope.typeName)` is shown at \(place), inside \(around); this `NavigationStack` is in one branch of its body, so an instance shown there that takes this branch puts a stack inside that one (as the navigation views nested there before), which SwiftUI does not support; navmigrate does not work out which branch it takes there: check it", at: site.call, severity: .note)
}

/// A one-child navigation view of the default style, in code an iPad build runs (its project
/// says so), whose content links on: on iPad it showed that content as a sidebar beside an
/// empty detail, where its links opened, and the stack pushes them over it as on iPhone. Most
/// apps meant the stack (the empty column was what `.navigationViewStyle(.stack)` fixed); a note
/// says so, for the screens meant to keep their columns.
/// Code macOS builds too (a file of a target built for iOS and macOS) says so the same way: there
/// a navigation view always has columns (code only macOS builds is refused, `isMacOnly`).
private func iPadColumnsNote(_ site: ContainerSite, in file: FileIndex) -> Finding? {
    guard site.hadColumnsOnIPad, !Availability.compilesOnly(site.call, on: .macCatalyst) else { return nil }
    let content: ClosureExprSyntax?
    switch site.decision {
    case .success(.stack): content = site.call.trailingClosure
    case .success(.stackWithRootArgument(let argument)): content = argument.expression.as(ClosureExprSyntax.self)
    default: return nil
    }
    // A popover is compact on iPad, where the navigation view in it was a stack already.
    let nearestPresentation = file.contexts(of: site.call).lazy.compactMap { context -> String? in
        if case .presentation(let name) = context { name } else { nil }
    }.first
    let iOS = Availability.compiles(site.call, on: .iOS) && (file.options.deploymentTarget.map { $0[.iOS] != nil } ?? true)
        && nearestPresentation != "popover"
    // A Mac Catalyst build lays it out as a wide iPad does.
    let catalyst = file.options.buildsForMacCatalyst && Availability.compiles(site.call, on: .macCatalyst)
    let wide = [file.options.buildsForIPad ? "on iPad" : nil, catalyst ? "in the Mac Catalyst build" : nil]
        .compactMap { iOS ? $0 : nil }.joined(separator: " and ")
    let mac = file.builtPlatforms?.contains(.macOS) == true && Availability.compiles(site.call, on: .macOS)
    guard !wide.isEmpty || mac, let closure = content, navigatesInside(closure, asksProject: true, in: file) else { return nil }
    let stack = "the `NavigationStack` shows the content full width and pushes what they open over it, as on iPhone"
    guard mac else {
        return file.context.finding(.navigationView, "\(wide), which the project builds this code for, this one-child navigation view of the default style showed its content as a sidebar beside an empty detail column, and its links opened in that column; \(stack) (as `.navigationViewStyle(.stack)` did); if this screen should keep its columns there, make it a `NavigationSplitView` with a detail column by hand", at: site.call, severity: .note)
    }
    let pad = wide.isEmpty ? "" : " (\(wide) too, beside an empty detail column)"
    let also = file.builtPlatforms?.contains(.iOS) == true && Availability.compiles(site.call, on: .iOS) ? " as well as iOS" : ""
    return file.context.finding(.navigationView, "on macOS, which the project builds this code for\(also), a navigation view shows its content as a sidebar and what its links open in a column beside it\(pad); \(stack); if the Mac should keep those columns, make it a `NavigationSplitView` with a detail column by hand (under `#if os(macOS)` where iOS should keep the stack)", at: site.call, severity: .note)
}

/// SwiftUIIntrospect's `.introspect(.navigationView(style:), on: ...)` written on a navigation
/// view that goes: it names the old container, which its package may stop matching to the new
/// one; a note says which selector names that one.
private func introspectNotes(_ site: ContainerSite, in file: FileIndex) -> [Finding] {
    let container: String
    switch site.decision {
    case .success(.split): container = "NavigationSplitView` (SwiftUIIntrospect's `.navigationSplitView"
    case .success(.stack), .success(.stackWithRootArgument): container = "NavigationStack` (SwiftUIIntrospect's `.navigationStack"
    default: return []
    }
    return site.call.modifierChain.compactMap { modifier -> Finding? in
        guard modifier.modifierName == "introspect", let selector = modifier.arguments.first?.expression.as(FunctionCallExprSyntax.self),
              selector.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "navigationView" else { return nil }
        return file.context.finding(.navigationView, "`.introspect(\(selector.trimmedDescription), ...)` looks for a navigation view, and the container is now a `\(container)`); it finds the same UIKit controller today, but a release of that package may tell the two apart: select the new container there", at: modifierNameNode(modifier), severity: .note)
    }
}

/// The edits for one migrated container. A typed path's `(path: $path)` is the link rule's
/// own edit, after the name.
private func containerPlan(_ site: ContainerSite, in file: FileIndex) throws(Refusal) -> Plan {
    let context = file.context
    var plan = Plan()
    let layout = try site.decision.get()
    switch layout {
    case .split(let columns):
        // A split view pushed onto a stack is no more supported than a stack in one.
        if let refusal = untracedMakerRefusal(site, in: file, becoming: "NavigationSplitView") { throw refusal }
        if let refusal = untracedModifierRefusal(site, in: file, becoming: "NavigationSplitView") { throw refusal }
        // One column written: the detail column its links' selection drives is the link rule's.
        plan.became = ("split view (\(max(columns.count, 2)) columns)", 1)
        let toggles = ownSidebarToggles(in: site.call, context: context)
        plan.findings += toggles
        // On the Mac the new split view brings a sidebar button into the window's toolbar
        // (a settings window shows it too), which the navigation view did not.
        if toggles.isEmpty, isMacOnly(site.call, in: file) {
            plan.findings.append(context.finding(.navigationView, "on macOS a `NavigationSplitView` shows a button that collapses its sidebar in the window's toolbar, which this navigation view did not; from macOS 14, `.toolbar(removing: .sidebarToggle)` on the sidebar's content hides it, if the window should not have one", at: site.call, severity: .note))
        }
    case .unwrapped: plan.became = (RuleTally.unwrappedNavigationView, 1)
    default:
        plan.became = ("stack", 1)
        if let refusal = untracedMakerRefusal(site, in: file) { throw refusal }
        if let refusal = untracedModifierRefusal(site, in: file, becoming: "NavigationStack") { throw refusal }
        plan.findings += nonViewMakerNote(site, in: file).map { [$0] } ?? []
        plan.findings += pushedBranchNote(site, in: file).map { [$0] } ?? []
        plan.findings += iPadColumnsNote(site, in: file).map { [$0] } ?? []
    }
    plan.findings += introspectNotes(site, in: file)
    guard let name = site.call.calleeNameToken else { return plan }
    let nameRange = (name.positionAfterSkippingLeadingTrivia, name.endPositionBeforeTrailingTrivia)
    // `} // NavigationView` labels the closing brace: the label follows the new name.
    func relabel(_ newName: String) {
        guard let closure = site.call.trailingClosure,
              let end = ContainerAnalysis.closingLabelEnd(of: closure, named: "NavigationView") else { return }
        // The label's last `NavigationView`, in any case, written as one word or two
        // (`Navigation View`).
        let lower = { (byte: UInt8) in byte >= 65 && byte <= 90 ? byte + 32 : byte }
        let navigation = Array("navigation".utf8)
        let view = Array("view".utf8)
        var start = end.utf8Offset - navigation.count - view.count
        while start >= closure.rightBrace.endPositionBeforeTrailingTrivia.utf8Offset {
            if context.bytes[start..<(start + navigation.count)].map(lower).elementsEqual(navigation) {
                var after = start + navigation.count
                while after < end.utf8Offset, context.bytes[after] == UInt8(ascii: " ") || context.bytes[after] == UInt8(ascii: "\t") {
                    after += 1
                }
                if after + view.count <= end.utf8Offset, context.bytes[after..<(after + view.count)].map(lower).elementsEqual(view) {
                    plan.edits.append(SourceEdit(range: start..<(after + view.count), replacement: newName))
                    return
                }
            }
            start -= 1
        }
    }
    switch layout {
    case .stack:
        plan.edits.append(SourceEdit(replacing: nameRange.0, nameRange.1, with: "NavigationStack"))
        relabel("NavigationStack")
    case .stackWithRootArgument(let content):
        plan.edits.append(SourceEdit(replacing: nameRange.0, nameRange.1, with: "NavigationStack"))
        if let label = content.label {
            plan.edits.append(SourceEdit(replacing: label.positionAfterSkippingLeadingTrivia, label.endPositionBeforeTrailingTrivia, with: "root"))
        }
    case .unwrapped:
        guard let closure = site.call.trailingClosure, let first = closure.statements.first else { return plan }
        // Content that is not one view expression (an `if`, a `switch`, several views) keeps
        // its braces in a `Group`, so the modifiers after it still apply to all of it.
        guard closure.statements.count == 1, case .expr = first.item else {
            plan.edits.append(SourceEdit(replacing: nameRange.0, nameRange.1, with: "Group"))
            break
        }
        let start = site.call.positionAfterSkippingLeadingTrivia
        let indent = context.isFirstOnLine(start) ? context.indentation(ofLineAt: start) : context.indentation(ofLineAt: first.positionAfterSkippingLeadingTrivia)
        guard let unwrapped = ContainerAnalysis.unwrappedContent(of: closure, in: context) else { return plan }
        let lineEnding = context.lineEnding
        let content = unwrapped.before.map { $0 + lineEnding + indent }.joined()
            + plan.carry(unwrapped.range, placedAt: indent, in: context)
            + unwrapped.after.map { lineEnding + indent + $0 }.joined()
        // Code that went on after the closing brace on its line goes on the next one when the
        // content now ends with a line comment.
        func breakAfterComment(from offset: Int, indent: String) -> String {
            guard unwrapped.endsInLineComment else { return "" }
            var next = offset
            while next < context.bytes.count, context.bytes[next] == UInt8(ascii: " ") || context.bytes[next] == UInt8(ascii: "\t") { next += 1 }
            guard next < context.bytes.count, !isLineBreakByte(context.bytes[next]) else { return "" }
            return lineEnding + indent
        }
        // Modifiers written on their own lines after the navigation view's brace now continue
        // the content's chain: they go one step in, as modifiers of a view do.
        let top = site.call.chainTop
        // A comment that labels the closing brace as the navigation view's goes with it.
        let end = ContainerAnalysis.closingLabelEnd(of: closure, named: "NavigationView") ?? closure.endPositionBeforeTrailingTrivia
        if top.id != ExprSyntax(site.call).id, top.endPositionBeforeTrailingTrivia > end {
            // In line with the content's own modifiers where they start lines, else one step in.
            var modifiersIndent = indent + context.indentStep(after: indent)
            let contentStart = first.positionAfterSkippingLeadingTrivia
            if context.isFirstOnLine(contentStart), let own = ownLineModifierIndent(of: first.item, in: context) {
                let contentIndent = context.indentation(ofLineAt: contentStart)
                if own.hasPrefix(contentIndent) { modifiersIndent = indent + own.dropFirst(contentIndent.count) }
            } else if let brace = first.item.lastToken(viewMode: .sourceAccurate), brace.tokenKind == .rightBrace,
                      context.isFirstOnLine(brace.positionAfterSkippingLeadingTrivia), context.isFirstOnLine(contentStart) {
                // `List { ... }` ending on a brace of its own line: under the brace, as modifiers
                // after a closing brace are written.
                modifiersIndent = indent
            }
            // A bar modifier its content already has the same way is left out
            // (`MigrateBarHidden.goneContainerRepeating`).
            var rest = ""
            var from = end.utf8Offset
            for repeated in site.call.modifierChain where MigrateBarHidden.goneContainerRepeating(repeated, in: file) != nil {
                guard let modifierStart = repeated.modifierStart else { continue }
                var holeStart = modifierStart.utf8Offset
                if context.isFirstOnLine(modifierStart) {
                    holeStart = context.lineStart(of: holeStart)
                    if holeStart > from, context.bytes[holeStart - 1] == UInt8(ascii: "\n") { holeStart -= 1 }
                    if holeStart > from, context.bytes[holeStart - 1] == UInt8(ascii: "\r") { holeStart -= 1 }
                }
                rest += plan.carry(from..<holeStart, from: indent, to: modifiersIndent)
                from = repeated.endPositionBeforeTrailingTrivia.utf8Offset
            }
            rest += plan.carry(from..<top.endPositionBeforeTrailingTrivia.utf8Offset, from: indent, to: modifiersIndent)
            let gap = breakAfterComment(from: end.utf8Offset, indent: modifiersIndent)
            plan.edits.append(SourceEdit(replacing: start, top.endPositionBeforeTrailingTrivia, with: content + gap + rest))
        } else {
            // What followed the brace stays as deep as the brace's line.
            let braceIndent = context.indentation(ofLineAt: closure.rightBrace.positionAfterSkippingLeadingTrivia)
            plan.edits.append(SourceEdit(replacing: start, end, with: content + breakAfterComment(from: end.utf8Offset, indent: braceIndent)))
        }
    case .split(let columns):
        guard let closure = site.call.trailingClosure else { return plan }
        plan.edits.append(SourceEdit(replacing: nameRange.0, nameRange.1, with: "NavigationSplitView"))
        relabel("NavigationSplitView")
        if columns.count > 1, let last = columns.last, !columnHasOwnStack(last, of: site, in: file),
           columnNavigates(last, of: site, in: file) || linkedViewsNavigate(from: columns[columns.count - 2], of: site, in: file) {
            plan.edits.append(stackAround(last, in: context, plan: &plan))
        }
        let labels = columns.count == 3 ? ["content", "detail"] : columns.count == 2 ? ["detail"] : []
        let brace = closure.rightBrace.positionAfterSkippingLeadingTrivia
        let indent = context.isFirstOnLine(brace)
            ? context.indentation(ofLineAt: brace)
            : context.indentation(ofLineAt: site.call.positionAfterSkippingLeadingTrivia)
        for (index, label) in labels.enumerated() {
            plan.edits.append(columnBreak(after: columns[index], before: columns[index + 1], label: label,
                                          indent: indent, in: context))
        }
    }
    let handsStyleOver = site.handsStyleOver(in: file)
    for style in site.attachedStyles where !handsStyleOver {
        // In an `#if` it was all of (one whose condition always holds here), the `#if` goes too.
        let removal = style.isConditionalModifier ? RemoveNavigationViewStyle.removal(ofConditional: style, in: context)
            : context.removal(ofModifier: style, withCommentsAbout: RemoveNavigationViewStyle.speaksOfStyle)
        if let removal {
            plan.edits.append(removal)
            plan.alsoBecame[.navigationViewStyle, default: ("removed with its navigation view", 0)].count += 1
        }
        plan.findings += undeclaredScreensNote(style, in: file).map { [$0] } ?? []
        if removal != nil { plan.findings += RemoveNavigationViewStyle.constantNote(for: style, in: file) }
    }
    return plan
}

/// A style that goes with its navigation view also styled the navigation views of what that one
/// presents or pushes: a screen of another module (a package's settings sheet) may have one
/// navmigrate cannot see, which loses the style. A note names the first such screen (one note
/// per style: the others are found by reading the same code).
private func undeclaredScreensNote(_ style: FunctionCallExprSyntax, in file: FileIndex) -> Finding? {
    guard let kind = NavigationViewStyleKind(modifier: style), kind == .stack || kind == .columns,
          let name = style.modifierAccess?.declName else { return nil }
    let screens = file.project.undeclaredScreens(styledAt: style.positionAfterSkippingLeadingTrivia.utf8Offset, in: file.fileID)
    // The first in the source is the outermost (a view's arguments, such as its model, come
    // after its name).
    guard let first = screens.min(by: { ($0.line, $0.column) < ($1.line, $1.column) }) else { return nil }
    return file.context.finding(.navigationView, "this `.navigationViewStyle(...)` goes with the navigation view, but it also styled `\(first.name)`, shown at \(first.line):\(first.column) \(first.how), which this project does not declare: if that view has a navigation view of its own, it no longer gets this style; write the style on it there if it needs it", at: name, severity: .note)
}

/// The indentation of the last modifier of `item`'s chain that starts a line of its own.
private func ownLineModifierIndent(of item: CodeBlockItemSyntax.Item, in context: FileContext) -> String? {
    guard case .expr(let expression) = item else { return nil }
    var current = expression.as(FunctionCallExprSyntax.self)
    while let call = current, call.modifierName != nil {
        if let start = call.modifierStart, context.isFirstOnLine(start) { return context.indentation(ofLineAt: start) }
        current = call.modifierBase?.as(FunctionCallExprSyntax.self)
    }
    return nil
}

/// Whether the last column's content pushes further: links in it, or in the views it shows.
/// In a split view such a column needs its own `NavigationStack` (the old navigation view gave
/// it one). A view whose `tag:selection:` links fill that column is left to that rule.
private func columnNavigates(_ column: CodeBlockItemSyntax, of site: ContainerSite, in file: FileIndex) -> Bool {
    guard LinkAnalysis.of(file).selectionLinks(inScopeOf: file.scope(of: site.call)).isEmpty else { return false }
    let range = Syntax(column).range
    // Code only macOS builds navigates only through the links macOS builds.
    let onMacOS = isMacOnly(site.call, in: file)
    if linksOfColumn(column, of: site, in: file).contains(where: { link in !onMacOS || Availability.compiles(link, on: .macOS) }) {
        return true
    }
    if showsUnseenView([column]) { return true }
    return file.typeCalls(startingIn: range).contains { use in
        use.calleeTypeName.map { onMacOS ? file.project.navigatesOnMacOS($0) : file.project.navigates($0) } == true
    }
}

/// Whether a column holds a navigation container of its own (it has a stack already), or shows
/// a view with one (it becomes a stack there, or is one): a stack around it would nest two.
private func columnHasOwnStack(_ column: CodeBlockItemSyntax, of site: ContainerSite, in file: FileIndex) -> Bool {
    let range = Syntax(column).range
    guard ["NavigationView", "NavigationStack", "NavigationSplitView"].allSatisfy({ file.calls(named: $0, startingIn: range).isEmpty })
    else { return true }
    return file.typeCalls(startingIn: range).contains { use in
        use.calleeTypeName.map { name in
            file.project.types(named: name).contains { $0.facts.containers.contains(where: \.shown) || !$0.facts.shownStacks.isEmpty }
                // Or further in, through the views it shows.
                || file.project.navigationViewShown(by: name, usedIn: file.fileID) != nil
                || file.project.stackShown(by: name, usedIn: file.fileID) != nil
        } == true
    }
}

/// Whether the links of the column before the last open views that push further: links in
/// their destinations, views of the project that link on, or views navmigrate cannot look into.
/// Such a link shows its view in the last column, whose pushes then need that column's own
/// `NavigationStack`, as its old stack gave them.
private func linkedViewsNavigate(from column: CodeBlockItemSyntax, of site: ContainerSite, in file: FileIndex) -> Bool {
    guard LinkAnalysis.of(file).selectionLinks(inScopeOf: file.scope(of: site.call)).isEmpty else { return false }
    let links = linksOfColumn(column, of: site, in: file)
    return links.contains { link in
        guard let parts = LinkParts(link) else { return false }
        let shown: Range<AbsolutePosition>
        switch parts.destination {
        case .reference:
            return true
        case .value(let view):
            if isUnseenView(view) { return true }
            shown = Syntax(view).range
        case .closure(let closure):
            if showsUnseenView(closure.statements) { return true }
            shown = Syntax(closure).range
        }
        if links.contains(where: { $0.id != link.id && shown.contains($0.positionAfterSkippingLeadingTrivia) }) { return true }
        return file.typeCalls(startingIn: shown).contains { use in use.calleeTypeName.map(file.project.navigates) == true }
    } || opensNavigatingViewsInto(column, of: site, in: file)
        // A view of the project the column shows whose links open such views (`Folders()`, whose
        // rows open a `Folder` that links on); not one whose `tag:selection:` links fill the last
        // column, which that rule writes.
        || file.typeCalls(startingIn: Syntax(column).range).contains { use in
            guard let name = use.calleeTypeName, !file.project.types(named: name).contains(where: { !$0.facts.selectionLinks.isEmpty })
            else { return false }
            return file.project.opensNavigatingViews(name, usedIn: file.fileID)
        }
}

/// Whether, in three columns, the sidebar's links open views in the middle `column` whose own
/// links open views that push further (a sidebar's `Folders`, whose rows open a `Folder` that
/// links on): those views show in the last column, whose pushes then need its own stack.
private func opensNavigatingViewsInto(_ column: CodeBlockItemSyntax, of site: ContainerSite, in file: FileIndex) -> Bool {
    guard let closure = site.call.trailingClosure, closure.statements.count == 3,
          closure.statements.dropFirst().first?.id == column.id, let sidebar = closure.statements.first else { return false }
    // A sidebar that is a view of the project (`Sidebar()`), whose links open such views.
    let shownBySidebar = file.typeCalls(startingIn: Syntax(sidebar).range).contains { use in
        guard let name = use.calleeTypeName, !file.project.types(named: name).contains(where: { !$0.facts.selectionLinks.isEmpty })
        else { return false }
        return file.project.opensNavigatingViews(name, usedIn: file.fileID, steps: 2)
    }
    if shownBySidebar { return true }
    return linksOfColumn(sidebar, of: site, in: file).contains { link in
        guard let parts = LinkParts(link) else { return false }
        let shown: Range<AbsolutePosition>
        switch parts.destination {
        case .reference: return false
        case .value(let view): shown = Syntax(view).range
        case .closure(let closure): shown = Syntax(closure).range
        }
        return file.typeCalls(startingIn: shown).contains { use in
            use.calleeTypeName.map { file.project.opensNavigatingViews($0, usedIn: file.fileID) } == true
        }
    }
}

/// The links a column shows: written in it, or in a helper of its view it uses (`sidebar`, a
/// `some View` property used once). Only the view's own declarations can hold a helper's links,
/// so only those are looked at (a file can hold thousands of views).
private func linksOfColumn(_ column: CodeBlockItemSyntax, of site: ContainerSite, in file: FileIndex) -> [FunctionCallExprSyntax] {
    let range = Syntax(column).range
    var links = Array(file.calls(named: "NavigationLink", startingIn: range))
    guard let scope = file.scope(of: site.call) else { return links }
    let helpers = scope.helpers
    for decl in scope.decls {
        for link in file.calls(named: "NavigationLink", startingIn: Syntax(decl).range)
        where !range.contains(link.positionAfterSkippingLeadingTrivia) && helpers.holds(column, link) {
            links.append(link)
        }
    }
    return links.sorted { $0.positionAfterSkippingLeadingTrivia < $1.positionAfterSkippingLeadingTrivia }
}

/// Whether the statements show a view navmigrate cannot look into, as themselves or in the
/// branches of an `if`, `switch` or `#if` among them: a value's member (`item.destinationView`),
/// a function's result (`router.view(for: item)`), a name (`detail`). It may navigate, and the
/// old column's stack let it: the new column keeps one. Views made by calling a type
/// (`Detail(item: item)`, `Text("Pick")`) are looked into by their type.
private func showsUnseenView(_ statements: some Sequence<CodeBlockItemSyntax>) -> Bool {
    statements.contains { statement in
        switch statement.item {
        case .expr(let expression): return isUnseenView(expression)
        case .stmt(let stmt):
            return stmt.as(ExpressionStmtSyntax.self).map { isUnseenView($0.expression) } ?? false
        case .decl(let decl):
            guard let block = decl.as(IfConfigDeclSyntax.self) else { return false }
            return block.clauses.contains { clause in
                if case .statements(let inner) = clause.elements { return showsUnseenView(inner) }
                return false
            }
        @unknown default: return false
        }
    }
}

private func isUnseenView(_ expression: ExprSyntax) -> Bool {
    if let ifExpr = expression.as(IfExprSyntax.self) {
        if showsUnseenView(ifExpr.body.statements) { return true }
        switch ifExpr.elseBody {
        case .ifExpr(let next): return isUnseenView(ExprSyntax(next))
        case .codeBlock(let block): return showsUnseenView(block.statements)
        case nil: return false
        @unknown default: return false
        }
    }
    if let switchExpr = expression.as(SwitchExprSyntax.self) {
        return switchExpr.cases.contains { item in
            item.as(SwitchCaseSyntax.self).map { showsUnseenView($0.statements) } ?? false
        }
    }
    // The view under its modifiers: `item.page` in `item.page.padding()`.
    var root = expression
    while let call = root.as(FunctionCallExprSyntax.self), call.modifierName != nil, let base = call.modifierBase { root = base }
    if let call = root.as(FunctionCallExprSyntax.self) {
        // `Detail(...)`, `SwiftUI.Text(...)`: a type, read by its name.
        if let name = call.calleeTypeName { return name.first?.isLowercase ?? true }
        return true
    }
    if let member = root.as(MemberAccessExprSyntax.self) {
        // `Color.red`, `.red`: a value SwiftUI names.
        guard let base = member.base else { return false }
        return !(base.as(DeclReferenceExprSyntax.self)?.baseName.text.first?.isUppercase ?? false)
    }
    return root.is(DeclReferenceExprSyntax.self)
}

/// `NavigationStack { column }`, the column one step in.
private func stackAround(_ column: CodeBlockItemSyntax, in context: FileContext, plan: inout Plan) -> SourceEdit {
    let start = column.positionAfterSkippingLeadingTrivia
    let indent = context.indentation(ofLineAt: start)
    let content = plan.carry(start.utf8Offset..<column.endPositionBeforeTrailingTrivia.utf8Offset,
                             from: indent, to: indent + context.indentStep(after: indent))
    let text = "NavigationStack {" + context.newline(indent + context.indentStep(after: indent)) + content + context.newline(indent) + "}"
    return SourceEdit(replacing: start, column.endPositionBeforeTrailingTrivia, with: text)
}

/// The edit that closes one column and opens the next (`} detail: {`). Columns on separate lines
/// get the break on a line of its own, and blank lines that would open the new column are dropped;
/// columns on one line (`A(); B()`) get it inline, without the semicolon. Comments stay.
private func columnBreak(after column: CodeBlockItemSyntax, before next: CodeBlockItemSyntax, label: String,
                         indent: String, in context: FileContext) -> SourceEdit {
    // A newline after a column is leading trivia of the next one.
    var offset = next.position.utf8Offset
    var lineBreak: Int?
    var nextLineStart = offset
    scan: for piece in next.leadingTrivia {
        let length = piece.sourceLength.utf8Length
        switch piece {
        case .newlines, .carriageReturns, .carriageReturnLineFeeds:
            if lineBreak == nil { lineBreak = offset }
            nextLineStart = offset + length
        case .spaces, .tabs:
            break
        default:
            if lineBreak != nil { break scan }
        }
        offset += length
    }
    if let lineBreak {
        let separator = "\(context.lineEnding)\(indent)} \(label): {\(context.lineEnding)"
        return SourceEdit(range: lineBreak..<nextLineStart, replacement: separator)
    }
    let columnEnd = column.item.endPositionBeforeTrailingTrivia
    let commentsStart = column.semicolon?.endPositionBeforeTrailingTrivia ?? columnEnd
    let comments = context.slice(commentsStart, next.positionAfterSkippingLeadingTrivia)
        .trimmingSpacesAndTabs()
    let replacement = " } \(label): { " + (comments.isEmpty ? "" : comments + " ")
    return SourceEdit(replacing: columnEnd, next.positionAfterSkippingLeadingTrivia, with: replacement)
}

private extension String {
    func trimmingSpacesAndTabs() -> String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        return String(drop(while: isSpace).reversed().drop(while: isSpace).reversed())
    }
}

extension Refusal {
    /// The refusal given at `node` instead (the navigation view, where a reader looks for it
    /// and where the findings that name the navigation view point); its message says where
    /// what it is about is.
    func moved(to node: Syntax) -> Refusal { Refusal(rule, message, at: node) }
}
