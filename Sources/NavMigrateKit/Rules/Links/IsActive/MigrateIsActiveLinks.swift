import SwiftSyntax

/// The rule for `NavigationLink(isActive:)`: a view's links move together, into a typed path
/// (`LiftIsActiveIntoPath.swift`) when the view owns one stack and drives them with its own
/// flags, else each to `navigationDestination(isPresented:)` (`FallBackToIsPresented.swift`).
/// The view's containers stand or fall with its links.
struct MigrateIsActiveLinks: LinkRule {
    static let id = RuleID.linkIsActive
    static let triggers = ["NavigationLink"]
    static let calls: Set<String> = ["NavigationLink", "NavigationView", "NavigationStack"]

    enum Site {
        /// A view's links.
        case links(LinkAnalysis.Group<IsActiveLink>)
        /// A row of a lazy container whose view's links take their flags from here: their
        /// destinations go on that container (`RowDestinations.swift`).
        case rowDestinations(FunctionCallExprSyntax, RowHandoff)
        /// A row of a lazy container whose view's own flag moves up into this view, with its
        /// link's destination on that container (`LiftedRowDestination.swift`).
        case liftedRow(FunctionCallExprSyntax, RowLift)
        /// Such a row made by a reference to its initializer (`ForEach(items, content:
        /// ItemRow.init)`), which cannot be handed the binding: refused there.
        case liftedRowReference(Syntax, RowLift)
    }

    func sites(in file: FileIndex) -> [Site] {
        var sites = linkGroups(in: file).map(Site.links)
        for handoff in file.project.rowHandoffs(in: file.fileID) {
            guard let call = file.typeCalls.first(where: { $0.positionAfterSkippingLeadingTrivia.utf8Offset == handoff.row.use.offset })
            else { continue }
            sites.append(.rowDestinations(call, handoff))
        }
        for lift in file.project.rowLifts(in: file.fileID) {
            for row in lift.rows where row.file == file.fileID {
                if let call = file.typeCalls.first(where: { $0.positionAfterSkippingLeadingTrivia.utf8Offset == row.use.offset }) {
                    sites.append(.liftedRow(call, lift))
                } else if let token = file.context.tree.token(at: AbsolutePosition(utf8Offset: row.use.offset)) {
                    sites.append(.liftedRowReference(Syntax(token), lift))
                }
            }
        }
        return sites
    }

    private func linkGroups(in file: FileIndex) -> [LinkAnalysis.Group<IsActiveLink>] {
        typealias Site = LinkAnalysis.Group<IsActiveLink>
        let analysis = LinkAnalysis.of(file)
        // The functions of a `View` extension are modifiers of their own, applied in places of
        // their own (`.navigationLink(isActive:destination:)`): each function's links are a site.
        // A view (or function) that also has `tag:selection:` links is refused (`plan`).
        var groups = analysis.active.flatMap { group -> [Site] in
            guard let scope = group.scope, FileIndex.extendsView(scope) else { return [group] }
            return Self.holders(of: group.links, in: scope, file: file).map { Site(scope: scope, links: $0.links, containers: group.containers) }
        }
        // Links it cannot take apart join their view's links, and hold them back.
        let opaque = OpaqueLinks.of(file)
        guard !opaque.links.isEmpty || !opaque.declarations.isEmpty else { return groups }
        groups += opaque.declarations.map { Site(scope: nil, links: [$0], containers: []) }
        var containers: [ContainerSite]?
        for link in opaque.links {
            let scope = file.scope(of: link.call)
            guard analysis.selectionLinks(inScopeOf: scope).isEmpty else { continue }
            if let index = groups.firstIndex(where: { $0.scope?.name == scope?.name }) {
                groups[index].links.append(link)
                groups[index].links.sort { $0.call.position < $1.call.position }
            } else {
                containers = containers ?? ContainerAnalysis.of(file).containers
                let own = (containers ?? []).filter { file.scope(of: $0.call)?.name == scope?.name }
                groups.append(Site(scope: scope, links: [link], containers: own))
            }
        }
        return groups.sorted { $0.links[0].call.position < $1.links[0].call.position }
    }

    func shape(of site: Site, in file: FileIndex) -> SiteShape {
        switch site {
        case .links(let group):
            return shape(of: group, in: file)
        case .rowDestinations(let row, let handoff):
            return SiteShape(node: row, members: [],
                             requires: [SiteKey(file: handoff.file, rule: Self.id, offset: handoff.firstLink)], isMutual: true,
                             isCompanion: true)
        case .liftedRowReference(let node, let lift):
            return SiteShape(node: node, members: [],
                             requires: [SiteKey(file: lift.file, rule: Self.id, offset: lift.link.offset)], isMutual: true,
                             isCompanion: true)
        case .liftedRow(let row, let lift):
            return SiteShape(node: row, members: [],
                             requires: [SiteKey(file: lift.file, rule: Self.id, offset: lift.link.offset)], isMutual: true,
                             isCompanion: true)
        }
    }

    func plan(_ site: Site, in file: FileIndex) throws(Refusal) -> Plan {
        switch site {
        case .links(let group): return try plan(group, in: file)
        case .rowDestinations(let row, let handoff): return try RowDestinations(row: row, handoff: handoff, file: file).plan()
        case .liftedRow(let row, let lift): return try LiftedRowDestination(row: row, lift: lift, file: file).plan()
        case .liftedRowReference(let node, let lift) where !Self.isInitializerReference(node):
            // A value a dependency container made (`Container.resolve(Row.self)`).
            throw Refusal(Self.id, "the row `\(lift.type)` is made here by a call that is not its initializer (a dependency container's), whose arguments navmigrate cannot see, so it cannot hand the row the binding of its link's flag when the flag moves up here; make the row with `\(lift.type)(...)` here, then migrate", at: node)
        case .liftedRowReference(let node, let lift):
            throw Refusal(Self.id, "the rows of `\(lift.type)` are made here by a reference to its initializer, which navmigrate cannot hand the binding of its link's flag to when the flag moves up here; write the rows as a closure (`{ \(lift.type)(...) }`), then migrate", at: node)
        }
    }

    /// Whether the expression that starts at `node` is a reference to an initializer (`Row.init`,
    /// `Row.init(note:)`).
    private static func isInitializerReference(_ node: Syntax) -> Bool {
        var current: Syntax? = node
        while let expression = current, expression.positionAfterSkippingLeadingTrivia == node.positionAfterSkippingLeadingTrivia {
            if expression.as(MemberAccessExprSyntax.self)?.declName.baseName.tokenKind == .keyword(.`init`) { return true }
            current = expression.parent
        }
        return false
    }

    private func shape(of site: LinkAnalysis.Group<IsActiveLink>, in file: FileIndex) -> SiteShape {
        // Links outside any navigation view of their own work in the navigation views the
        // project shows or pushes their view in: under one left as it is, a
        // `navigationDestination` would do nothing, so they wait for it.
        let outside = hasLinksOutsideOwnContainers(site, in: file)
        let around = outside ? Self.holders(of: site.links, in: site.scope, file: file).flatMap { holder in
            file.project.navigationViewsAround(holder.name, declaredIn: holder.name.hasPrefix(".") ? nil : file.fileID)
        }.filter { file.mayBuild($0, withAnyOf: site.links.map { Syntax($0.call) }) } : []
        // A container no build compiles with any of the links (an iOS sheet's navigation view,
        // macOS-only links) does not go with them.
        // Nor does a sheet's own navigation view that holds none of them: the links work in the
        // navigation around the view, not in the sheet's.
        // Links inside a container of the view go with the containers that hold them: a
        // navigation view in the `else` of `if #available(iOS 16, *)` has nothing to do with
        // links inside the `NavigationStack` of the `if`. Links outside every container go with
        // all of the view's.
        let stacks = LinkAnalysis.of(file).stacksByScope[site.scope?.name ?? "<file>"] ?? []
        let holds = { (holder: FunctionCallExprSyntax, link: IsActiveLink) in
            site.scope?.helpers.holds(holder, link.call) ?? Syntax(link.call).isDescendant(of: Syntax(holder))
        }
        let loose = site.links.contains { link in
            !site.containers.contains { holds($0.call, link) } && !stacks.contains { holds($0, link) }
        }
        let candidates = loose ? site.containers : site.containers.filter { container in site.links.contains { holds(container.call, $0) } }
        let tied = candidates.filter { container in
            !site.links.allSatisfy { Availability.neverCompiledTogether($0.call, container.call) }
                && !(Self.isPresented(container.call, in: file)
                    && !site.links.contains { Syntax($0.call).isDescendant(of: Syntax(container.call)) })
        }
        // A row whose links' destinations go on the container of the view that shows it stands
        // or falls with that place.
        var row = site.scope.flatMap { scope in file.project.rowHandoff(of: scope.typeName) }.map { handoff in
            [SiteKey(file: handoff.row.file, rule: Self.id, offset: handoff.row.use.offset)]
        } ?? []
        // So does a row whose own flag moves up into the views that show it, with each of them.
        if let scope = site.scope, scope.primary.is(StructDeclSyntax.self), let lift = file.project.rowLift(of: scope.typeName),
           site.links.contains(where: { link in lift.links.contains { $0.offset == link.call.positionAfterSkippingLeadingTrivia.utf8Offset } }) {
            row += lift.rows.map { SiteKey(file: $0.file, rule: Self.id, offset: $0.use.offset) }
        }
        // `tag:selection:` links beside these migrate with them or not at all.
        let beside = Self.selectionLinkBeside(site.links, in: site.scope, file: file) == nil ? []
            : LinkAnalysis.of(file).selectionLinks(inScopeOf: site.scope).prefix(1).map { SiteKey(.linkTagSelection, $0.call) }
        // The navigation views of the app's own modifiers applied around the links in their
        // view's code (`List { links }.inOwnNavigation()`): the links are in them, and go with them.
        // So do those of the app's own views that show the links in theirs (`Shell { links }`,
        // or a helper that holds them written there).
        let applied = site.links.flatMap { link in
            Self.navigationViewsApplied(around: link.call, in: file)
                + (site.scope?.helpers.placesShown(of: link.call) ?? [Syntax(link.call)]).flatMap { Self.wrapperNavigationViews(around: $0, in: file) }
        }
        var shape = SiteShape(node: site.links[0].call, members: site.links.map { Syntax($0.call) },
                              requires: tied.map { SiteKey(.navigationView, $0.call) } + row + beside
                                + (around + applied).map { SiteKey(file: $0.file, rule: .navigationView, offset: $0.offset) },
                              isMutual: true)
        // Each of the view's navigation views names a link it holds when it stays for theirs.
        for container in tied {
            let held = site.links.filter { holds(container.call, $0) }
            if !held.isEmpty { shape.shownMembers[SiteKey(.navigationView, container.call)] = held.map { Syntax($0.call) } }
        }
        return shape
    }

    /// The navigation views of the app's own views whose content holds `node` (`Shell { ... }`,
    /// a view that shows what it is handed in a navigation view), up to the declaration it is in.
    static func wrapperNavigationViews(around node: Syntax, in file: FileIndex) -> [SelectionLinksRef] {
        var found: [SelectionLinksRef] = []
        var child = node
        while let parent = child.parent, !parent.is(DeclSyntax.self) {
            defer { child = parent }
            // In the call's arguments or closures, not its callee (`Shell { }.padding()` is a modifier's).
            guard let call = parent.as(FunctionCallExprSyntax.self), child.id != Syntax(call.calledExpression).id,
                  let name = call.calleeTypeName else { continue }
            for ref in file.project.navigationViews(ofWrapper: name) where !found.contains(ref) { found.append(ref) }
        }
        return found
    }

    /// The navigation views that the app's own modifiers applied to a view that holds `link`
    /// put it in (`ProjectGraph.navigationViews(appliedBy:)`), up to the declaration it is in.
    static func navigationViewsApplied(around link: FunctionCallExprSyntax, in file: FileIndex) -> [SelectionLinksRef] {
        var found: [SelectionLinksRef] = []
        var child = Syntax(link)
        while let node = child.parent, !node.is(DeclSyntax.self) {
            defer { child = node }
            // The link is in the modified view: in the call's callee (`base.name`), not its arguments.
            guard let call = node.as(FunctionCallExprSyntax.self), call.modifierAccess?.base != nil,
                  child.id == Syntax(call.calledExpression).id, var name = call.modifierName,
                  !builtInModifierNames.contains(name) || name == "modifier" else { continue }
            if name == "modifier" {
                guard let type = call.arguments.first?.expression.as(FunctionCallExprSyntax.self)?.calleeTypeName else { continue }
                name = type
            }
            for ref in file.project.navigationViews(appliedBy: name) where !found.contains(ref) { found.append(ref) }
        }
        return found
    }

    private func plan(_ site: LinkAnalysis.Group<IsActiveLink>, in file: FileIndex) throws(Refusal) -> Plan {
        let links = site.links
        // Beside `tag:selection:` links, in one column only: each link pushes its own
        // destination, as it did. In a split view the selection picks what the next column
        // shows, and a flag's destination pushed from the sidebar would take its place.
        let mixed = Self.selectionLinkBeside(links, in: site.scope, file: file)
        if let other = mixed, site.containers.contains(where: { if case .success(.split) = $0.decision { true } else { false } }) {
            let at = file.context.converter.location(for: other.call.positionAfterSkippingLeadingTrivia)
            let holder = site.scope.map(FileIndex.extendsView) == true ? "modifier" : "view"
            throw Refusal(Self.id, "this \(holder) mixes `isActive:` and `tag:selection:` links in a split view's sidebar (a `tag:selection:` link at \(at.line):\(at.column)), where a flag's destination would take the place of the column the selection drives; migrate one kind by hand first", at: links[0].call)
        }
        // `.isDetailLink(false)` keeps a link's destination in its own column of a split view;
        // a `navigationDestination` there shows in the detail column.
        if let link = links.first(where: { link in
            link.call.modifierChain.contains { $0.modifierName == "isDetailLink" && $0.arguments.first?.expression.trimmedText == "false" }
        }) {
            var split = site.containers.contains { if case .success(.split) = $0.decision { true } else { false } }
            if !split, let scope = site.scope {
                let around = file.project.navigationViewsAround(scope.typeName, declaredIn: file.fileID)
                split = around.contains { file.project.container(at: $0.offset, in: $0.file)?.layout == "split" }
            }
            if split {
                throw Refusal(Self.id, "the link has `.isDetailLink(false)`, which keeps its destination in the split view's column where the link is; a `navigationDestination` there would show it in the detail column instead; migrate it by hand (a `NavigationStack` of that column's own)", at: link.call)
            }
        }
        for link in links {
            if let reason = link.refusal { throw Refusal(Self.id, reason, at: link.call) }
            if let reason = Availability.versionRefusal(at: link.call, rule: Self.id, in: file) {
                throw Refusal(Self.id, reason, at: link.call)
            }
            // The link of the app's modifier that wraps what it is applied to in a navigation
            // view and hides the bar: a view it pushes that has a navigation view of its own
            // keeps it (its bar is the one that shows), and the two stay together.
            if let scope = site.scope, FileIndex.extendsView(scope), let function = FileIndex.extensionFunction(around: link.call),
               file.project.hidesBar(modifier: function.name.text),
               let pushed = file.project.pushedWithOwnNavigation(through: function.name.text).first {
                throw Refusal(Self.id, "the app's `.\(function.name.text)(...)` pushes `\(pushed.use.name)` from this link at \(file.place(of: pushed.use, in: pushed.file)), and `\(pushed.use.name)` keeps its own navigation view, whose bar is the one that shows there (this function hides the bar of the stack it pushes onto); the two stay together: show that view's title and bar items another way, or stop hiding the bar, by hand, then migrate", at: link.call)
            }
            if let container = site.containers.first(where: { site.scope?.helpers.holds($0.call, link.call) ?? Syntax(link.call).isDescendant(of: Syntax($0.call)) }),
               case .failure(let own) = container.decision {
                throw Refusal(Self.id, "link cannot move to `navigationDestination` because its navigation view is not migrated (\(own.message))", at: link.call)
            }
            // In content handed to the app's own view whose navigation view stays (`Shell {
            // ... }`, its style refused): the link stays with it.
            if Self.appContainer(around: link.call, in: site.scope, file: file) == nil,
               let kept = Self.appContainer(around: link.call, in: site.scope, file: file, kept: true), let name = kept.calleeTypeName {
                throw Refusal(Self.id, "link is in the content of the app's `\(name)` at \(file.context.place(of: kept.positionAfterSkippingLeadingTrivia)), whose navigation view stays as it is (an ignore comment, an availability check or a refusal keeps it), where a `navigationDestination` does nothing; migrate the two together", at: link.call)
            }
        }
        let stacks = LinkAnalysis.of(file).stacksByScope[site.scope?.name ?? "<file>"] ?? []
        let outsideNotes = try refuseOutsideNavigation(site, stacks: stacks, in: file)
        try LinkChecks.refuseWhatNoRewriteKeeps(links, scope: site.scope)
        try refuseSharedFlags(links, holders: site.containers.map(\.call) + stacks, helpers: site.scope?.helpers)

        // A typed path when the view owns one stack and drives its links with its own flags.
        let stackContainers = site.containers.filter { if case .success(.stack) = $0.decision { true } else { false } }.map(\.call) + stacks
        // A link shown only under a condition keeps it with a destination beside it, which a
        // path's single destination cannot.
        // Not beside `tag:selection:` links, whose destinations a path would not hold.
        if mixed == nil, let scope = site.scope, site.containers.count + stacks.count == 1, let container = stackContainers.first,
           !links.contains(where: { $0.condition(upTo: Syntax(container)) != nil }),
           let lift = PathLift(scope: scope, container: container, links: links, file: file) {
            var plan = try lift.plan()
            plan.became = ("link into a typed path", links.count)
            plan.findings += outsideNotes
            return plan
        }
        var plan = try IsPresentedFallback(scope: site.scope, links: links, context: file.context, file: file).plan()
        if plan.became == nil { plan.became = ("link to navigationDestination(isPresented:)", links.count) }
        plan.findings += outsideNotes
        return plan
    }

    /// Whether some of the site's links lie outside the view's own navigation views: they work
    /// in the navigation of the views that show or push it.
    private func hasLinksOutsideOwnContainers(_ site: LinkAnalysis.Group<IsActiveLink>, in file: FileIndex) -> Bool {
        let holders = site.containers.map { Syntax($0.call) }
        return site.links.contains { link in
            !(site.scope?.helpers.isEverywhereIn(holders, link.call) ?? holders.contains { Syntax(link.call).isDescendant(of: $0) })
                && Self.appContainer(around: link.call, in: site.scope, file: file) == nil
        }
    }

    /// The call of the app's own view or function that shows what it is handed in a navigation
    /// stack (`NavigationContainer { ... }`, `FileFacts.containerWrappers`) whose content holds
    /// `node`, within its view: the links there are inside navigation the view has itself.
    /// Whether the app's own wrapper `name` keeps its navigation view: where this file declares
    /// it, by what its navigation views become in this run; else as the project says.
    private static func wrapperKeepsItsNavigationView(_ name: String, in file: FileIndex) -> Bool {
        guard let offsets = file.facts.wrapperNavigationViews[name], !offsets.isEmpty else { return file.project.wrapsInKeptContainer(name) }
        let analysis = ContainerAnalysis.of(file)
        return analysis.containers.contains { site in
            offsets.contains(site.call.positionAfterSkippingLeadingTrivia.utf8Offset) && (try? site.decision.get()) == nil
        } || file.keptRanges.contains { range in range.keeps(.navigationView) && offsets.contains { range.range.contains($0) } }
    }

    /// `kept`: one whose navigation view stays as it is instead.
    static func appContainer(around node: some SyntaxProtocol, in scope: ViewScope?, file: FileIndex, kept: Bool = false) -> FunctionCallExprSyntax? {
        var previous = Syntax(node)
        var current = scope?.helpers.parent(of: previous) ?? previous.parent
        while let ancestor = current {
            if ancestor.is(DeclSyntax.self), !ancestor.is(IfConfigDeclSyntax.self), scope?.helpers.isHelper(ancestor) != true { return nil }
            if let call = ancestor.as(FunctionCallExprSyntax.self), previous.id != call.calledExpression.id,
               let name = call.calleeTypeName, name.first?.isUppercase == true, !builtInTypeNames.contains(name),
               kept ? wrapperKeepsItsNavigationView(name, in: file) : file.project.wrapsInContainer(name) {
                return call
            }
            previous = ancestor
            current = scope?.helpers.parent(of: ancestor) ?? ancestor.parent
        }
        return nil
    }

    /// Links outside every navigation container of their view work in the navigation of the
    /// views that show it; a `navigationDestination` works only inside a `NavigationStack`
    /// or a split view's column. Refused where the project shows the view outside them: in a
    /// sheet with no navigation view of its own, or as a hosting controller's root view (on a
    /// UIKit navigation controller, which the old link pushed onto). A public view that nothing
    /// in the project shows gets its navigation from code outside the project, which may still
    /// be a `NavigationView`.
    /// Returns notes on places where neither the old links nor their replacement push.
    private func refuseOutsideNavigation(_ site: LinkAnalysis.Group<IsActiveLink>, stacks: [FunctionCallExprSyntax],
                                         in file: FileIndex) throws(Refusal) -> [Finding] {
        guard let scope = site.scope else { return [] }
        let holders = site.containers.map(\.call) + stacks
        // A link that becomes a plain link pushes as it did, wherever it is.
        let outside = site.links.filter { link in
            !scope.helpers.isEverywhereIn(holders.map(Syntax.init), link.call) && !IsPresentedFallback.becomesPlainLink(link, in: scope)
                && Self.appContainer(around: link.call, in: scope, file: file) == nil
        }
        var notes: [Finding] = []
        for holder in Self.holders(of: outside, in: scope, file: file) {
            notes += try refuseOutsideNavigation(holder.name, link: holder.links[0], scope: scope, hasOwn: !holders.isEmpty,
                                                 allHidden: holder.links.allSatisfy(\.isHidden), in: file)
        }
        return notes
    }

    /// What holds links where the project shows them: the view, or for links in a `View`
    /// extension, each function of it that holds some (`.navigationLink`), which the project
    /// follows through its calls. None for other extensions and classes.
    /// A `tag:selection:` link in the same view as the links, or in the same function of a
    /// `View` extension (each is a modifier of its own).
    static func selectionLinkBeside(_ links: [IsActiveLink], in scope: ViewScope?, file: FileIndex) -> TagSelectionLink? {
        let shares = file.sharesModifierFunction(with: links.map { Syntax($0.call) }, in: scope)
        return LinkAnalysis.of(file).selectionLinks(inScopeOf: scope).first { shares(Syntax($0.call)) }
    }

    static func holders(of links: [IsActiveLink], in scope: ViewScope?, file: FileIndex) -> [(name: String, links: [IsActiveLink])] {
        guard let scope, !links.isEmpty else { return [] }
        if scope.primary.is(StructDeclSyntax.self) { return [(scope.typeName, links)] }
        guard FileIndex.extendsView(scope) else { return [] }
        var found: [(name: String, links: [IsActiveLink])] = []
        for link in links {
            guard let name = file.viewModifierFunction(around: link.call) else { continue }
            if let index = found.firstIndex(where: { $0.name == name }) { found[index].links.append(link) } else { found.append((name, [link])) }
        }
        return found
    }

    /// `hasOwn`: the view has a navigation view of its own, which the link is not always in
    /// (under an `if`, in the other branch).
    /// A place where the project shows the view in a presentation with no navigation view, the
    /// view has none of its own and its links are hidden (`allHidden`), is no reason to refuse:
    /// the old links did not push there and their replacement will not either (a note says so);
    /// the other places decide. A visible link there stays: it looked disabled, and the button
    /// it would become would not.
    private func refuseOutsideNavigation(_ name: String, link: IsActiveLink, scope: ViewScope, hasOwn: Bool = false,
                                         allHidden: Bool, in file: FileIndex) throws(Refusal) -> [Finding] {
        // The app's modifier is applied where it is used; a view is shown.
        let isModifier = name.hasPrefix(".")
        var notes: [Finding] = []
        for found in file.project.allNavigationOutside(name, declaredIn: isModifier ? nil : file.fileID) {
            if !hasOwn, allHidden, case .outside(let use, let at, let presentation) = found, presentation != hostingRootPresentation {
                let shown = use == at ? "" : "\(isModifier ? "applies it" : "shows it") at \(file.place(of: use.use, in: use.file)), and "
                let view = use == at || !file.project.types(named: at.use.name).contains(where: \.facts.isView) ? "the view" : "`\(at.use.name)`"
                notes.append(file.context.finding(Self.id, "the project \(shown)shows \(view) at \(file.place(of: at.use, in: at.file)) in a `\(presentation)` with no navigation view inside it, where these links did not push and the `navigationDestination` that replaces them does not either; give that content a navigation view if they should", at: link.call, severity: .note))
                continue
            }
            try refuseOutsideNavigation(found, name, link: link, scope: scope, hasOwn: hasOwn, in: file)
        }
        return notes
    }

    private func refuseOutsideNavigation(_ found: NavigationOutside, _ name: String, link: IsActiveLink, scope: ViewScope,
                                         hasOwn: Bool, in file: FileIndex) throws(Refusal) {
        let isModifier = name.hasPrefix(".")
        let described = describedHolder(name)
        let showsIt = isModifier ? "applies it" : "shows it"
        let lacking = isModifier ? "holds these links, with no navigation view where it is applied"
            : hasOwn ? "shows this link outside its own navigation view too" : "has these links but no navigation view"
        func place(_ placed: PlacedUse) -> String { file.place(of: placed.use, in: placed.file) }
        // A view of the app's own that holds a stack (a container wrapper such as a
        // `PlatformNavigationStack { ... }` around the body) may be where the links really are.
        var wrapper = ""
        var shownThere: String?
        switch found {
        case .outside(_, let at, _), .untraced(_, let at, _, _), .keptWrapper(_, let at, _): shownThere = at.use.name
        case .unshown: break
        }
        // The view at the place the search ended, by name when it is another view of the app.
        func viewAt(_ use: PlacedUse, _ at: PlacedUse) -> String {
            use == at || !file.project.types(named: at.use.name).contains(where: \.facts.isView) ? "the view" : "`\(at.use.name)`"
        }
        let stack = [name, shownThere].compactMap { $0 }.lazy.compactMap { file.project.stackShown(by: $0) }.first
        if let stack, stack.type != name {
            wrapper = " (it shows `\(stack.type)`, which has a `\(stack.stack.name)` at \(file.place(of: stack)): if that wraps these links, they are in the app's own container, which navmigrate does not follow links into)"
        }
        switch found {
        case .unshown:
            func opens(_ modifiers: DeclModifierListSyntax?) -> Bool {
                modifiers?.contains { ["public", "open"].contains($0.name.text) } ?? false
            }
            // A modifier is public by its own word or its `public extension View`.
            let isPublic = isModifier
                ? opens(FileIndex.extensionFunction(around: link.call)?.modifiers) || opens(scope.primary.as(ExtensionDeclSyntax.self)?.modifiers)
                : opens(scope.primary.as(StructDeclSyntax.self)?.modifiers)
            // An internal view that nothing shows (a file run on its own, a view shown
            // through a type the project does not name) is taken to be shown in navigation.
            guard isPublic else { return }
            throw Refusal(Self.id, "\(described) is public and no view of this project shows it, so its links work in the navigation of code outside the project, which may still be a `NavigationView` (where `navigationDestination` does nothing); migrate it together with that code by hand", at: link.call)
        case .outside(let use, let at, let presentation):
            let shown = use == at ? "" : "\(showsIt) at \(place(use)), and "
            let view = viewAt(use, at)
            let holder = at.use.inType.map { " in `\($0)`" } ?? ""
            // A view with a navigation view in some branches only may take, there, the branch
            // with it: which one its arguments choose is not worked out, so the advice is not
            // to add another.
            let there = hasOwn ? "if the view takes the branch without its own navigation view there (navmigrate does not work out which branch the arguments choose)," : "there"
            if presentation == hostingRootPresentation {
                throw Refusal(Self.id, "\(described) \(lacking), and the project \(shown)hands \(view) at \(place(at))\(holder) to UIKit as a hosting controller's root, with no navigation view around it: \(there) the old links push onto the UIKit navigation controller that holds it, if one does, and a `navigationDestination` does nothing\(wrapper); migrate it by hand", at: link.call)
            }
            if hasOwn {
                throw Refusal(Self.id, "\(described) \(lacking), and the project \(shown)shows \(view) at \(place(at)) in a `\(presentation)` with no navigation view around it: \(there) neither these links nor a `navigationDestination` can push\(wrapper); migrate it by hand", at: link.call)
            }
            // (Hidden links there are noted by the caller instead.)
            throw Refusal(Self.id, "\(described) \(lacking), and the project \(shown)shows \(view) at \(place(at)) in a `\(presentation)` with no navigation view inside it, where these links look disabled and do nothing, and the buttons a `navigationDestination` needs would look enabled and do nothing\(wrapper); give the `\(presentation)`'s content a navigation view, or take the links out of it, then migrate", at: link.call)
        case .keptWrapper(let use, let at, let wrapperName):
            let shown = use == at ? "" : "\(showsIt) at \(place(use)), and "
            let view = viewAt(use, at)
            throw Refusal(Self.id, "\(described) \(lacking), and the project \(shown)shows \(view) at \(place(at)) inside the app's `\(wrapperName)`, whose navigation view stays as it is (an ignore comment, an availability check or a refusal keeps it), where a `navigationDestination` is not sure to push; migrate the two together", at: link.call)
        case .untraced(let use, let at, let holder, let sharing):
            let shown = use == at ? "" : "\(showsIt) at \(place(use)), and "
            let view = viewAt(use, at)
            let cannot: String
            if holder.isEmpty {
                throw Refusal(Self.id, "\(described) \(lacking), and the project \(shown)makes \(view) at \(place(at)), outside any type (in a value of the file's own, such as a global), whose reads navmigrate does not follow, so it cannot tell that a navigation stack is around every place that shows it (a `navigationDestination` does nothing under a navigation view that stays, or a UIKit navigation controller, where the old links pushed)\(wrapper); migrate it by hand", at: link.call)
            }
            if let sharing, let member = at.use.inMember.map(shownMemberName) {
                cannot = "in `\(holder).\(member)`; `\(holder)` is not a view, and `\(sharing)` also makes views in a member named `\(member)`, so navmigrate cannot tell which type's views the reads of `.\(member)` show, nor"
            } else {
                cannot = "in `\(holder)`, which is not a view, so navmigrate cannot follow where it is shown or tell"
            }
            throw Refusal(Self.id, "\(described) \(lacking), and the project \(shown)makes \(view) at \(place(at)) \(cannot) that a navigation stack is around it (a `navigationDestination` does nothing under a UIKit navigation controller, where the old links pushed)\(wrapper); migrate it by hand", at: link.call)
        }
    }

    /// Whether a navigation view is the content of a `sheet`, `fullScreenCover` or `popover`.
    static func isPresented(_ container: FunctionCallExprSyntax, in file: FileIndex) -> Bool {
        file.contexts(of: container).contains { if case .presentation = $0 { true } else { false } }
    }

    /// One flag behind several links (in one container or across several) has no single place
    /// in a path or a single destination to move.
    /// Whether two nodes sit in different branches of one `if`/`else` chain (not an availability
    /// check's), or in different cases of one `switch`, of the same code: never shown together.
    static func areExclusive(_ first: some SyntaxProtocol, _ second: some SyntaxProtocol) -> Bool {
        var ancestors: [SyntaxIdentifier: Syntax] = [:]
        var path: [Syntax] = []
        var current: Syntax? = Syntax(first)
        while let node = current {
            ancestors[node.id] = path.last
            path.append(node)
            current = node.parent
        }
        // The lowest common ancestor, and the child of it on each side.
        var child = Syntax(second)
        var node = child.parent
        while let ancestor = node, ancestors[ancestor.id] == nil {
            child = ancestor
            node = ancestor.parent
        }
        guard let common = node, let firstChild = ancestors[common.id] else { return false }
        // Not an availability check's: its `else` is code for older systems, kept as written.
        if let ifExpr = common.as(IfExprSyntax.self), let elseBody = ifExpr.elseBody,
           !ifExpr.conditions.contains(where: { $0.condition.is(AvailabilityConditionSyntax.self) }) {
            let sides = [Syntax(ifExpr.body).id, Syntax(elseBody).id]
            return sides.contains(firstChild.id) && sides.contains(child.id) && firstChild.id != child.id
        }
        if common.is(SwitchCaseListSyntax.self) {
            return firstChild.is(SwitchCaseSyntax.self) && child.is(SwitchCaseSyntax.self) && firstChild.id != child.id
        }
        return false
    }

    private func refuseSharedFlags(_ links: [IsActiveLink], holders: [FunctionCallExprSyntax],
                                   helpers: ViewHelpers?) throws(Refusal) {
        var linksByFlag: [String: [IsActiveLink]] = [:]
        // A binding is the same flag when its code is, whatever its line breaks; the shortened
        // form a finding shows (`router.flag(for:)`) would take two arguments for one.
        func identity(_ link: IsActiveLink) -> String {
            link.assignableTarget ?? link.binding.tokens(viewMode: .sourceAccurate).map(\.text).joined(separator: " ")
        }
        for link in links { linksByFlag[identity(link), default: []].append(link) }
        for link in links {
            let flag = link.assignableTarget ?? link.bindingDescription
            guard let sharing = linksByFlag[identity(link)], sharing.count > 1, sharing[0].call.id != link.call.id else { continue }
            // Links in different branches of one `if`/`else` chain or `switch` never show
            // together: one flag drives whichever is there.
            if sharing.indices.allSatisfy({ first in sharing.indices.allSatisfy { second in
                first == second || Self.areExclusive(sharing[first].call, sharing[second].call)
            } }) { continue }
            let holding = Set(sharing.compactMap { shared in
                holders.first { holder in helpers?.holds(holder, shared.call) ?? Syntax(shared.call).isDescendant(of: Syntax(holder)) }?.id
            })
            let reason = holding.count > 1
                ? "flag `\(flag)` drives links in \(holding.count) navigation containers of this view; give each container its own flag, then migrate"
                : "flag `\(flag)` drives \(sharing.count) links; give each link its own flag, then migrate"
            throw Refusal(Self.id, reason, at: link.call)
        }
    }
}
