import SwiftSyntax

/// The rule for `NavigationLink(tag:selection:)`: a view's links move together with its
/// containers (`SelectionHoist`), the selection onto `List(selection:)` and the destinations
/// into the next column, or into `navigationDestination` in one column.
struct HoistSelectionIntoList: LinkRule {
    static let id = RuleID.linkTagSelection
    static let triggers = ["NavigationLink"]
    static let calls: Set<String> = ["NavigationLink", "NavigationView"]

    enum Site {
        /// A view's links, planned with its own container, or with the container of the one
        /// view that shows it in a column (a sidebar split out into a view of its own).
        /// `notOneColumn` says, for links with no container in their view, where the project
        /// shows that view other than in one-column navigation, when the search found a place.
        /// `plainLinksWouldDiffer` says the search met a place where plain links would not do what
        /// these did (a split view's column, where the selection may pick what the next column
        /// shows) or where no link works, or that it did not search.
        case links(LinkAnalysis.Group<TagSelectionLink>, shownIn: ShownIn?, notOneColumn: String? = nil, plainLinksWouldDiffer: Bool = true)
        /// The column after one that shows a view whose links select for it: it shows what
        /// that view's links show.
        case detail(DetailColumn)
        /// A view's links with no container of their own, in a view the project shows only in
        /// one-column navigation: pushed from a link, or the root of a stack (or of a split
        /// view's last column). They plan as in a stack, once those navigation views migrate.
        case oneColumn(LinkAnalysis.Group<TagSelectionLink>, containers: [SiteKey])
        /// A sidebar's `List` whose row is a view with `tag:selection:` links that select for the
        /// split view's next column: the list takes the selection it hands the row view.
        case rowList(FunctionCallExprSyntax, SidebarRows)
    }

    /// The next column of a split view that shows, in an earlier column, a view of the project
    /// whose `tag:selection:` links have no container of their own.
    struct DetailColumn {
        let container: ContainerSite
        let columns: [CodeBlockItemSyntax]
        let column: Int
        /// The use of the sidebar's type in the earlier column.
        let use: FunctionCallExprSyntax
        let sidebar: DeclaredType
    }

    func sites(in file: FileIndex) -> [Site] {
        let containers = ContainerAnalysis.of(file).containers
        var sites: [Site] = LinkAnalysis.of(file).selection.map { found in
            let helpers = found.scope?.helpers
            // A sheet's (or popover's) own navigation view that holds none of the links has
            // nothing to do with them: they work in the navigation around the view.
            var group = found
            group.containers.removeAll { container in
                MigrateIsActiveLinks.isPresented(container.call, in: file)
                    && !found.links.contains { helpers?.showsOnlyIn(container.call, $0.call) ?? Syntax($0.call).isDescendant(of: Syntax(container.call)) }
            }
            let contained = group.links.contains { link in
                containers.contains { helpers?.showsOnlyIn($0.call, link.call) ?? Syntax(link.call).isDescendant(of: Syntax($0.call)) }
            }
            guard !contained, let scope = group.scope else { return .links(group, shownIn: nil) }
            // Where two views share the name (an iOS app's `NotesView` and its Mac app's), only
            // the uses nearer this one's folder show it.
            let showing = file.project.containersShowing(scope.typeName, declaredIn: file.fileID)
            let shown = showing.filter { $0.of > 1 && $0.column + 1 < $0.of }
            if group.containers.isEmpty, showing.isEmpty,
               let column = file.project.sidebarColumn(showingThrough: scope.typeName) {
                // The sidebar's `List` in a view the column's view shows: the selection comes
                // down through each view as a `@Binding` (`remoteSplitPlan` checks).
                return .links(group, shownIn: column)
            }
            if shown.isEmpty, group.containers.isEmpty {
                var search = OneColumnSearch(file: file, asked: scope.typeName,
                                             platforms: file.platformsBuilding(group.links.map { Syntax($0.call) }))
                if search.isInOneColumn(scope.typeName, pushes: false), !search.keys.isEmpty || search.foundStack {
                    // Not a navigation view no build compiles with any of the links.
                    let links = group.links.map { Syntax($0.call) }
                    return .oneColumn(group, containers: search.keys.filter { file.mayBuild($0, withAnyOf: links) })
                }
                return .links(group, shownIn: nil, notOneColumn: search.blocker, plainLinksWouldDiffer: search.plainLinksWouldDiffer)
            }
            if shown.count == 1, let column = shown.first, let other = otherPlace(of: scope.typeName, than: column, in: file) {
                // Shown elsewhere too, its links would select for the split view there as well.
                return .links(group, shownIn: nil, notOneColumn: "in column \(column.column + 1) of \(column.of) of a navigation view at \(file.place(of: column.use, in: column.file)), where their selection picks what the next column shows, \(other)",
                              plainLinksWouldDiffer: true)
            }
            return .links(group, shownIn: shown.count == 1 ? shown.first : nil)
        }
        sites += detailColumns(in: file, among: containers).map(Site.detail)
        for rows in file.project.sidebarRowLists(in: file.fileID) {
            let start = AbsolutePosition(utf8Offset: rows.list)
            var node = file.context.tree.token(at: start).map(Syntax.init)
            while let current = node, !(current.is(FunctionCallExprSyntax.self) && current.positionAfterSkippingLeadingTrivia == start) {
                node = current.parent
            }
            if let list = node?.as(FunctionCallExprSyntax.self) { sites.append(.rowList(list, rows)) }
        }
        return sites
    }

    /// Where the view `name` declared in `file` is shown other than in `column`, in words: a use
    /// of the app outside that column, or a view of the same name declared elsewhere (an iOS
    /// app's and a Mac app's) that the column may show instead, whose links differ.
    private func otherPlace(of name: String, than column: ShownIn, in file: FileIndex) -> String? {
        let inColumn = { (placed: PlacedUse) in
            placed.file == column.file && placed.use.contexts.contains {
                if case .column(column.container, column.column, _) = $0 { true } else { false }
            }
        }
        // Presented with no navigation around it (a sheet's content), the links push nothing,
        // before or after.
        let inert = { (placed: PlacedUse) in
            for context in placed.use.contexts {
                switch context {
                case .presentation: return true
                case .container, .column, .destination: return false
                default: continue
                }
            }
            return false
        }
        if let other = file.project.uses(of: name, declaredIn: file.fileID).first(where: { !inColumn($0) && !inert($0) && !$0.use.inAction }) {
            return "and also at \(file.place(of: other.use, in: other.file))"
        }
        let twins = file.project.types(named: name).filter { $0.file != file.fileID && $0.facts.isView }
        if let twin = twins.first(where: { twin in
            file.project.containersShowing(name, declaredIn: twin.file).contains { $0.file == column.file && $0.container == column.container && $0.column == column.column }
        }) {
            return "but the view of that name declared in \(file.project.shownPath(of: twin.file)), whose links are others, may be the one shown there (each build its own)"
        }
        return nil
    }

    /// Each split view's columns that show a sidebar of the project, with the column after it.
    private func detailColumns(in file: FileIndex, among containers: [ContainerSite]) -> [DetailColumn] {
        var found: [DetailColumn] = []
        for container in containers {
            guard case .success(.split(let columns)) = container.decision else { continue }
            let offset = container.call.positionAfterSkippingLeadingTrivia.utf8Offset
            for (index, column) in columns.enumerated().dropLast() {
                let range = Syntax(column).range
                for use in file.typeCalls where range.contains(use.positionAfterSkippingLeadingTrivia) {
                    guard let name = use.calleeTypeName ?? use.qualifiedCalleeTypePath else { continue }
                    // Of two views of one name (an iOS app's and its Mac app's), the one this use means.
                    if let sidebar = file.project.types(named: name).first(where: { type in
                        type.facts.hasDetachedSelectionLinks && file.project.containersShowing(name, declaredIn: type.file).contains {
                            $0.file == file.fileID && $0.container == offset && $0.column == index
                        }
                    }) {
                        found.append(DetailColumn(container: container, columns: columns, column: index, use: use, sidebar: sidebar))
                    } else if let sidebar = file.project.sidebarsShownThrough(useAt: use.positionAfterSkippingLeadingTrivia.utf8Offset, in: file.fileID).first {
                        // The links are in a view the column's view shows (`sidebarColumn(showingThrough:)`).
                        found.append(DetailColumn(container: container, columns: columns, column: index, use: use, sidebar: sidebar))
                    }
                }
            }
        }
        return found
    }

    func shape(of site: Site, in file: FileIndex) -> SiteShape {
        switch site {
        case .links(let group, let shown, let blocker, let plainLinksWouldDiffer):
            let own = Self.containersShowing(group, in: file)
            var requires = own.map { SiteKey(.navigationView, $0.call) }
            if let shown {
                requires += [SiteKey(file: shown.file, rule: .navigationView, offset: shown.container),
                             SiteKey(file: shown.file, rule: Self.id, offset: shown.use.offset)]
                // A row of the sidebar's list: the list takes the selection.
                if let list = shown.rowList { requires.append(SiteKey(file: list.file, rule: Self.id, offset: list.offset)) }
            } else if group.containers.isEmpty || Self.isShownOutside(group.containers, links: group.links, in: file),
                      let scope = group.scope {
                // Links of a view with no navigation view of its own work in the navigation
                // views around it, which stand or fall with them (as `isActive:` links do); so do
                // those its code shows outside its own as well (a helper shown in a macOS-only one
                // and plainly in the other builds).
                // Not one no build compiles with any of them (macOS-only links, a watchOS screen).
                requires += file.project.navigationViewsAround(scope.typeName, declaredIn: file.fileID)
                    .filter { file.mayBuild($0, withAnyOf: group.links.map { Syntax($0.call) }) }
                    .map { SiteKey(file: $0.file, rule: .navigationView, offset: $0.offset) }
            }
            // The navigation views of the app's own modifiers applied around them in their view's
            // code (`VStack { links }.inOwnNavigation()`) hold them: they go together.
            requires += Self.wrapperNavigationViews(around: group.links, in: file)
            // Links that become plain links (`linksPlan`) push as they did in any navigation view
            // around them: they do not wait for those, which still wait for them.
            if shown == nil, group.containers.isEmpty, !plainLinksWouldDiffer, blocker != nil, becomesPlainLinks(group, in: file) {
                var shape = SiteShape(node: group.links[0].call, members: group.links.map { Syntax($0.call) })
                shape.requiredBy = requires
                return shape
            }
            var shape = SiteShape(node: group.links[0].call, members: group.links.map { Syntax($0.call) },
                                  requires: requires, isMutual: true)
            shape.shownMembers = Self.linksShown(by: own, of: group)
            // Destinations that move into a split view's detail column, whose views keep
            // navigation views of their own: one left as it is (it has columns, say) would sit
            // inside the column's stack, so the links wait for it.
            let split = shown != nil || group.containers.contains { if case .success(.split) = $0.decision { true } else { false } }
            if split {
                for key in Self.destinationNavigationViews(of: group.links, in: file) where !shape.requiresOneWay.contains(key) {
                    shape.requiresOneWay.append(key)
                    shape.keptMessages[key] = "link left as it is: a view these links open has a navigation view of its own (\(SiteShape.culpritMarker)), which stays as it is; shown in the split view's detail column, it would sit inside that column's stack"
                }
            }
            return shape
        case .detail(let detail):
            let sidebarLinks = detail.sidebar.facts.selectionLinks.first.map {
                [SiteKey(file: detail.sidebar.file, rule: Self.id, offset: $0)]
            } ?? []
            return SiteShape(node: detail.use, members: [],
                             requires: [SiteKey(.navigationView, detail.container.call)] + sidebarLinks, isMutual: true,
                             isCompanion: true)
        case .rowList(let list, let rows):
            return SiteShape(node: list, members: [], requires: [SiteKey(file: rows.file, rule: Self.id, offset: rows.link)],
                             isMutual: true, isCompanion: true)
        case .oneColumn(let group, let containers):
            // The links cannot migrate without the navigation views (value links do nothing in a
            // NavigationView), nor the navigation views without the links: old programmatic links
            // inside a `NavigationStack` may not reset their selection on Back. Links that become
            // plain links (their selection only drove them) push as they did in either: only the
            // navigation views wait for them.
            let around = containers + Self.wrapperNavigationViews(around: group.links, in: file)
            if becomesPlainLinks(group, in: file) {
                var shape = SiteShape(node: group.links[0].call, members: group.links.map { Syntax($0.call) })
                shape.requiredBy = around
                return shape
            }
            return SiteShape(node: group.links[0].call, members: group.links.map { Syntax($0.call) },
                             requires: around, isMutual: true)
        }
    }

    /// The view's own containers its links stand or fall with: those that show one of them
    /// (written there or through helpers), or all of them where one shows outside every one.
    /// A navigation view beside theirs (in the other branch of an `if` in the body) shows none
    /// of them, and migrates or stays for reasons of its own, as with `isActive:` links.
    private static func containersShowing(_ group: LinkAnalysis.Group<TagSelectionLink>, in file: FileIndex) -> [ContainerSite] {
        let places = group.links.flatMap { link in group.scope?.helpers.placesShown(of: link.call) ?? [Syntax(link.call)] }
        let shows = { (container: ContainerSite, place: Syntax) in place.isDescendant(of: Syntax(container.call)) }
        guard places.allSatisfy({ place in group.containers.contains { shows($0, place) } }) else { return group.containers }
        return group.containers.filter { container in places.contains { shows(container, $0) } }
    }

    /// The links each of `containers` shows (written there or through helpers), by its site.
    private static func linksShown(by containers: [ContainerSite], of group: LinkAnalysis.Group<TagSelectionLink>) -> [SiteKey: [Syntax]] {
        var shown: [SiteKey: [Syntax]] = [:]
        for container in containers {
            let links = group.links.filter { link in
                (group.scope?.helpers.placesShown(of: link.call) ?? [Syntax(link.call)]).contains { $0.isDescendant(of: Syntax(container.call)) }
            }
            if !links.isEmpty { shown[SiteKey(.navigationView, container.call)] = links.map { Syntax($0.call) } }
        }
        return shown
    }

    /// Whether the view's code shows one of `links` outside every one of its own `containers`:
    /// a helper holding it is shown both inside one and outside (`#if os(macOS)
    /// NavigationView { list } #else list #endif`).
    private static func isShownOutside(_ containers: [ContainerSite], links: [TagSelectionLink], in file: FileIndex) -> Bool {
        links.contains { link in
            let places = file.scope(of: link.call)?.helpers.placesShown(of: link.call) ?? [Syntax(link.call)]
            return places.contains { place in !containers.contains { place.isDescendant(of: Syntax($0.call)) } }
        }
    }

    /// Why a `Color.clear` in place of a hidden link that is all the `body` of the view of
    /// `scope` shows cannot carry its destination, from where the project shows the view: in a
    /// lazy container's rows or a toolbar, where SwiftUI reads no destination, or nowhere.
    private static func bodyCarrierBlocker(of scope: ViewScope?, in file: FileIndex) -> String? {
        guard let scope, scope.primary.is(StructDeclSyntax.self) else { return "it is no view's `body`" }
        let uses = file.project.uses(of: scope.typeName, declaredIn: file.fileID).filter { !$0.use.inPreview }
        guard !uses.isEmpty else { return "the project shows `\(scope.typeName)` nowhere" }
        if let row = file.project.lazyUses(of: scope.typeName, declaredIn: file.fileID).first {
            return "the project shows `\(scope.typeName)` as a row of the `\(row.container)` at \(file.place(line: row.line, column: row.column, in: row.file)), where SwiftUI does not support a destination"
        }
        if let toolbar = uses.first(where: { $0.use.inToolbar }) {
            return "the project shows `\(scope.typeName)` in a toolbar at \(file.place(of: toolbar.use, in: toolbar.file)), where SwiftUI reads no destination"
        }
        return nil
    }

    /// Whether the project hands the view of `scope` an argument of a label (`SelectionHoist.passedByCallers`).
    private static func passedByCallers(of scope: ViewScope?, in file: FileIndex) -> (String) -> Bool {
        guard let scope, scope.primary.is(StructDeclSyntax.self) else { return { _ in true } }
        return { label in file.project.passesArgument(label, to: scope.typeName, declaredIn: file.fileID) }
    }

    /// Whether the links become plain links: their selection is the view's own and only drives
    /// them (`SelectionHoist.plainLinksPlan()`).
    private func becomesPlainLinks(_ group: LinkAnalysis.Group<TagSelectionLink>, in file: FileIndex) -> Bool {
        SelectionHoist(scope: group.scope, site: nil, links: group.links, context: file.context, options: file.options,
                       navigatesType: { file.project.navigates($0) },
                       passedByCallers: Self.passedByCallers(of: group.scope, in: file)).plainLinksPlan() != nil
    }

    /// The site keys of `MigrateIsActiveLinks.navigationViewsApplied(around:in:)` and
    /// `wrapperNavigationViews(around:in:)` for these links (where a helper holds them, around
    /// the places it is shown).
    private static func wrapperNavigationViews(around links: [TagSelectionLink], in file: FileIndex) -> [SiteKey] {
        var keys: [SiteKey] = []
        for link in links {
            let places = file.scope(of: link.call)?.helpers.placesShown(of: link.call) ?? [Syntax(link.call)]
            for ref in MigrateIsActiveLinks.navigationViewsApplied(around: link.call, in: file)
                + places.flatMap({ MigrateIsActiveLinks.wrapperNavigationViews(around: $0, in: file) }) {
                let key = SiteKey(file: ref.file, rule: .navigationView, offset: ref.offset)
                if !keys.contains(key) { keys.append(key) }
            }
        }
        return keys
    }

    func plan(_ site: Site, in file: FileIndex) throws(Refusal) -> Plan {
        switch site {
        case .detail(let detail):
            return try detailPlan(detail, in: file)
        case .rowList(let list, let rows):
            return try rowListPlan(list, rows: rows, in: file)
        case .links(let group, let shown, let blocker, let plainLinksWouldDiffer):
            return try linksPlan(group, shownIn: shown, notOneColumn: blocker, plainLinksWouldDiffer: plainLinksWouldDiffer, in: file)
        case .oneColumn(let group, _):
            try refuseUnavailable(group.links, in: file)
            try refuseMixedLinks(group, split: false, in: file)
            var hoist = SelectionHoist(scope: group.scope, site: nil, links: group.links, context: file.context,
                                       options: file.options, navigatesType: { file.project.navigates($0) },
                                       passedByCallers: Self.passedByCallers(of: group.scope, in: file))
            hoist.bodyCarrierBlocker = { Self.bodyCarrierBlocker(of: group.scope, in: file) }
            var plan = try hoist.plan(shownInOneColumn: true).get()
            if plan.became == nil { plan.became = ("link to navigationDestination", group.links.count) }
            return plan
        }
    }

    /// The navigation views (shown, not presented) of the project's views that the links'
    /// destinations make (`Proxies()` in `NavigationLink(tag:selection:) { Proxies() }`).
    static func destinationNavigationViews(of links: [TagSelectionLink], in file: FileIndex) -> [SiteKey] {
        // Each name with the platforms whose builds compile a link that shows it (nil: any): a
        // navigation view only other platforms build (`#if os(macOS)` in the view, a link under
        // `#if os(iOS)`) never sits in that column.
        var names: [String: Set<ApplePlatform>?] = [:]
        for link in links {
            let platforms = Availability.platforms(of: link.call)
            for token in link.destinationNode.tokens(viewMode: .sourceAccurate) {
                guard case .identifier(let name) = token.tokenKind, name.first?.isUppercase == true else { continue }
                if let known = names[name] {
                    names[name] = known.flatMap { known in platforms.map { known.union($0) } }
                } else {
                    names[name] = platforms
                }
            }
        }
        var keys: [SiteKey] = []
        for (name, platforms) in names.sorted(by: { $0.key < $1.key }) {
            for declared in file.project.types(named: name) where declared.facts.isView {
                // One in a branch of the view's body counts: an instance shown there may take it.
                for container in declared.facts.containers where (container.shown || container.shownInBranch) && !container.inPresentation
                    && Availability.mayBuildTogether(container.platforms, platforms) {
                    keys.append(SiteKey(file: declared.file, rule: .navigationView, offset: container.offset))
                }
            }
        }
        return keys
    }

    /// A view with links navmigrate cannot take apart is refused; so is one with `isActive:`
    /// links too when its selection picks what a split view's next column shows (`split`): a
    /// flag's destination pushed from the sidebar would take that column's place. In one
    /// column each link pushes its own destination, as it did, so the two kinds migrate
    /// together (`MigrateIsActiveLinks` makes them stand or fall as one).
    private func refuseMixedLinks(_ group: LinkAnalysis.Group<TagSelectionLink>, split: Bool, in file: FileIndex) throws(Refusal) {
        if let opaque = OpaqueLinks.of(file).links(inScopeOf: group.scope, in: file).first, let reason = opaque.refusal {
            throw Refusal(Self.id, reason, at: opaque.call)
        }
        guard split else { return }
        // `.isDetailLink(false)` kept the link's destination in the sidebar's own column; the
        // detail column the selection drives would show it there instead.
        if let link = group.links.first(where: { link in
            link.call.modifierChain.contains { $0.modifierName == "isDetailLink" && $0.arguments.first?.expression.trimmedText == "false" }
        }) {
            throw Refusal(Self.id, "the link has `.isDetailLink(false)`, which keeps its destination in the split view's column where the link is; the detail column its selection would drive shows it beside that column instead; migrate it by hand (a `NavigationStack` of that column's own)", at: link.call)
        }
        // In a `View` extension, each function is a modifier of its own.
        let shares = file.sharesModifierFunction(with: group.links.map { Syntax($0.call) }, in: group.scope)
        if let other = LinkAnalysis.of(file).activeLinks(inScopeOf: group.scope).first(where: { shares(Syntax($0.call)) }) {
            let at = file.context.converter.location(for: other.call.positionAfterSkippingLeadingTrivia)
            let holder = group.scope.map(FileIndex.extendsView) == true ? "modifier" : "view"
            throw Refusal(Self.id, "this \(holder) mixes `isActive:` and `tag:selection:` links in a split view's sidebar (an `isActive:` link at \(at.line):\(at.column)), where a flag's destination would take the place of the column the selection drives; migrate one kind by hand first", at: group.links[0].call)
        }
    }

    private func linksPlan(_ group: LinkAnalysis.Group<TagSelectionLink>, shownIn shown: ShownIn?,
                           notOneColumn blocker: String?, plainLinksWouldDiffer: Bool, in file: FileIndex) throws(Refusal) -> Plan {
        let links = group.links
        try refuseUnavailable(links, in: file)
        let passedByCallers = Self.passedByCallers(of: group.scope, in: file)
        let selections = links.compactMap { link -> (String, SyntaxIdentifier)? in
            guard let reference = link.selection.as(DeclReferenceExprSyntax.self), reference.baseName.text.hasPrefix("$") else { return nil }
            return (String(reference.baseName.text.dropFirst()), reference.baseName.id)
        }
        let setOnlyByLinks = selections.count == links.count && Set(selections.map(\.0)).count == 1
            && file.selectionSetOnly(through: Set(selections.map(\.1)), named: selections[0].0, in: group.scope, handedIn: passedByCallers)
        let hoist = { (container: ContainerSite?) in
            SelectionHoist(scope: group.scope, site: container, links: links, context: file.context, options: file.options,
                           navigatesType: { file.project.navigates($0) },
                           passedByCallers: passedByCallers, setOnlyByLinks: setOnlyByLinks)
        }
        let helpers = group.scope?.helpers
        let container = group.containers.first { container in
            links.contains { helpers?.showsOnlyIn(container.call, $0.call) ?? Syntax($0.call).isDescendant(of: Syntax(container.call)) }
        }
        let split = container.map { if case .success(.split) = $0.decision { true } else { false } } ?? false
        try refuseMixedLinks(group, split: shown != nil || split, in: file)
        if shown != nil || split { try refuseEnvironmentWriters(links, shownIn: shown, in: file) }
        if let shown, let scope = group.scope, let container = file.project.container(at: shown.container, in: shown.file) {
            var plan = try hoist(nil).remoteSplitPlan(shownIn: shown, container: container, in: file, scope: scope).get()
            plan.became = ("link onto List(selection:)", links.count)
            return plan
        }
        if container == nil, let scope = group.scope, group.containers.isEmpty {
            // Shown outside one-column navigation (a page of a paged `TabView`, a list's row):
            // links whose selection only drives them become plain links, which push there as
            // they did. Not for a view the run does not see shown (no blocker).
            if !plainLinksWouldDiffer, blocker != nil, var plan = hoist(nil).plainLinksPlan() {
                plan.became = (RuleTally.plainLinkOfSelection, links.count)
                return plan
            }
            throw Refusal(Self.id, showersRefusal(of: scope, notOneColumn: blocker, links: links, in: file), at: links[0].call)
        }
        if container == nil, let helpers, !group.containers.isEmpty,
           let outside = links.lazy.flatMap({ helpers.placesShown(of: $0.call) }).first(where: { place in
               !group.containers.contains { helpers.showsOnlyIn($0.call, place) }
           }) {
            // A helper the view shows both in its navigation view and outside it.
            let location = file.context.converter.location(for: outside.positionAfterSkippingLeadingTrivia)
            let helper = group.links.first.flatMap { helpers.enclosingHelperName(of: Syntax($0.call)) }.map { "`\($0)`, which holds these links, is" } ?? "these links are"
            let alsoInside = links.contains { link in
                helpers.placesShown(of: link.call).contains { place in group.containers.contains { helpers.showsOnlyIn($0.call, place) } }
            }
            let outsideOnly = alsoInside ? "outside the view's navigation view as well as in it" : "outside the view's navigation view"
            throw Refusal(Self.id, "\(helper) shown at \(location.line):\(location.column), \(outsideOnly), where their selection drives no column; migrate them by hand", at: links[0].call)
        }
        var plan = try hoist(container).plan().get()
        if plan.became == nil { plan.became = (split ? "link onto List(selection:)" : "link to navigationDestination", links.count) }
        return plan
    }

    /// Destinations that move into the next column leave the views around their links: one of
    /// those that hands them data through the environment (`.environmentObject(store)` on the
    /// sidebar's `List`, on a view between, or on the sidebar in its column) would no longer
    /// reach them, and a destination that reads it would stop the app.
    private func refuseEnvironmentWriters(_ links: [TagSelectionLink], shownIn shown: ShownIn?, in file: FileIndex) throws(Refusal) {
        func refuse(_ writer: String) -> Refusal {
            Refusal(Self.id, "the links sit inside \(writer), which hands them data through the environment; their destinations, moved into the next column, would no longer get it (a view there that reads it would stop the app); move that modifier onto the navigation view, or onto each destination, then migrate", at: links[0].call)
        }
        for link in links {
            if let writer = file.environmentWriter(around: link.call) {
                throw refuse("`.\(writer.name)(...)` at \(file.context.place(of: writer.at))")
            }
        }
        guard let shown else { return }
        for placed in [PlacedUse(file: shown.file, use: shown.use)] + shown.through.reversed() {
            if let writer = placed.use.environmentWriter {
                let path = placed.file == file.fileID ? "" : file.project.shownPath(of: placed.file) + ":"
                throw refuse(writer.replacingOccurrences(of: "` at ", with: "` at \(path)"))
            }
        }
    }

    private func refuseUnavailable(_ links: [TagSelectionLink], in file: FileIndex) throws(Refusal) {
        for link in links {
            if let reason = Availability.versionRefusal(at: link.call, rule: Self.id, in: file) {
                throw Refusal(Self.id, reason, at: link.call)
            }
        }
    }

    /// Why links with no container of their own view stay: where the project shows the view.
    private func showersRefusal(of scope: ViewScope, notOneColumn blocker: String?, links: [TagSelectionLink],
                                in file: FileIndex) -> String {
        if FileIndex.extendsView(scope) {
            return "`tag:selection:` links in an extension of `View` (the app's own modifier) are not followed to where it is applied, so the column their selection drives cannot be found; migrate them with the views that apply it by hand"
        }
        // Inside the app's own modifier that puts them in a navigation view (`VStack { links }
        // .inOwnNavigation()`): that navigation view is theirs, and navmigrate does not plan
        // `tag:selection:` links with one it reaches through a modifier.
        for link in links {
            guard let ref = MigrateIsActiveLinks.navigationViewsApplied(around: link.call, in: file).first else { continue }
            let at = file.project.container(at: ref.offset, in: ref.file).map { file.place(line: $0.line, column: $0.column, in: ref.file) }
            return "these links sit in the navigation view\(at.map { " at \($0)" } ?? "") that an app's own modifier applied around them adds, and navmigrate plans `tag:selection:` links only with a navigation view written in their view or in a view that shows it; migrate the two together by hand (in one column: `navigationDestination(isPresented:)` bound to the selection)"
        }
        // Shown with the app's own such modifier applied where it is shown (`Other().inNav()`).
        // Or handed to the app's own view that shows it in one (`Shell { Members() }`).
        for placed in file.project.uses(of: scope.typeName) {
            for context in placed.use.contexts {
                guard case .wrapper(let name) = context, let ref = file.project.navigationViews(ofWrapper: name).first else { continue }
                let at = file.project.container(at: ref.offset, in: ref.file).map { file.place(line: $0.line, column: $0.column, in: ref.file) }
                return "`\(scope.typeName)`, which holds these links, is handed at \(file.place(of: placed.use, in: placed.file)) to the app's own `\(name)`, which shows it in the navigation view\(at.map { " at \($0)" } ?? ""); navmigrate plans `tag:selection:` links only with a navigation view written in their view or in a view that shows it; migrate the two together by hand (in one column: `navigationDestination(isPresented:)` bound to the selection)"
            }
        }
        for placed in file.project.uses(of: scope.typeName) {
            for context in placed.use.contexts {
                guard case .modifier(let name) = context, let ref = file.project.navigationViews(appliedBy: name).first else { continue }
                let at = file.project.container(at: ref.offset, in: ref.file).map { file.place(line: $0.line, column: $0.column, in: ref.file) }
                return "`\(scope.typeName)`, which holds these links, is shown at \(file.place(of: placed.use, in: placed.file)) with the app's own `\(name)`, which puts it in the navigation view\(at.map { " at \($0)" } ?? ""); navmigrate plans `tag:selection:` links only with a navigation view written in their view or in a view that shows it; migrate the two together by hand (in one column: `navigationDestination(isPresented:)` bound to the selection)"
            }
        }
        // In an extension in a file of its own, of a view whose own code (in another file)
        // holds a navigation view: the links' container is there.
        if scope.primary.is(ExtensionDeclSyntax.self), let own = file.project.types(named: scope.typeName).first(where: { !$0.facts.containers.isEmpty }),
           let container = own.facts.containers.first {
            let place = file.place(line: container.line, column: container.column, in: own.file)
            return "these links are in an extension of `\(scope.typeName)` in a file of its own, and the navigation view they select for is in `\(scope.typeName)`'s declaration, at \(place); navmigrate plans a view's links with its navigation view only within one file, so move this member into that file, then migrate"
        }
        // Only where a build that compiles the links shows the view (not a watchOS screen's
        // navigation view for links under `#if os(macOS)`).
        let platforms = file.platformsBuilding(links.map { Syntax($0.call) })
        let shown = file.project.containersShowing(scope.typeName).filter { file.mayBuild(PlacedUse(file: $0.file, use: $0.use), on: platforms) }
        func place(_ one: ShownIn) -> String { file.place(of: one.use, in: one.file) }
        let columns = shown.filter { $0.of > 1 && $0.column + 1 < $0.of }
        if columns.count > 1 {
            return "`\(scope.typeName)` is shown before another view in \(columns.count) navigation views (\(columns.prefix(3).map(place).joined(separator: ", "))), each a split view or a stack as its style says, so its links' selection has no one column to drive; migrate them by hand"
        }
        if let one = shown.first, blocker == nil {
            return one.of > 1
                ? "`\(scope.typeName)` is shown in the last column of the navigation view at \(place(one)), so there is no column for its links' selection to drive"
                : "`\(scope.typeName)` is shown in a one-column navigation view at \(place(one)); its links' selection drives no column there, so migrate them to plain links by hand"
        }
        if let blocker {
            return "`\(scope.typeName)`, which holds these links, has no navigation view of its own, and the project shows it \(blocker); migrate them with the views around them by hand"
        }
        let uses = file.project.uses(of: scope.typeName)
        if !uses.isEmpty, let platforms, !uses.contains(where: { file.mayBuild($0, on: platforms) }) {
            let names = platforms.map(\.rawValue).sorted().joined(separator: ", ")
            return "these links are compiled only for \(names), where the project shows `\(scope.typeName)` nowhere, so no navigation view is known for them; migrate them by hand"
        }
        if let use = uses.first(where: { file.mayBuild($0, on: platforms) }) {
            let place = file.place(of: use.use, in: use.file)
            return "`\(scope.typeName)`, which holds these links, sits in no navigation view's column itself (it is shown at \(place)), so navmigrate cannot tell which column their selection drives; migrate it with the views around it by hand"
        }
        return "no navigation view in the files this run read shows `\(scope.typeName)`, which holds these links, so the column their selection drives cannot be found; run navmigrate on the folder that holds the view showing it, or migrate the two by hand"
    }

    /// The sidebar's list takes the selection its row view's links selected through: the
    /// binding the list's view hands the row view. The row view's site (`remoteSplitPlan`)
    /// refuses what is wrong with the links; a list already bound elsewhere is refused here.
    private func rowListPlan(_ list: FunctionCallExprSyntax, rows: SidebarRows, in file: FileIndex) throws(Refusal) -> Plan {
        var plan = Plan()
        // Shown under a condition, the row view's links were there only while it held; the
        // detail column would show their destinations whatever it is.
        if let row = file.typeCalls.first(where: { $0.positionAfterSkippingLeadingTrivia.utf8Offset == rows.row.offset }) {
            var previous = Syntax(row)
            var node = Syntax(row).parent
            while let current = node, current.id != Syntax(list).id {
                let condition = current.as(IfConfigClauseSyntax.self).map { clause in clause.condition.map { "#if " + $0.trimmedText } ?? "#else" }
                    ?? SelectionHoist.branch(current, holding: previous)
                if let condition {
                    throw Refusal(Self.id, "`\(rows.type)`, whose links select for the split view's detail column, is shown in this list only under `\(condition)`, and the detail written for the selection would not keep that condition (a selection set by code, or restored, could show what it hides); migrate it by hand", at: row)
                }
                previous = current
                node = current.parent
            }
        }
        // Rows tagged here (`.tag(...)`) did nothing in a list with no selection; bound to one,
        // they would become selectable.
        if let closure = list.trailingClosure, let tagged = closure.tokens(viewMode: .sourceAccurate).first(where: { token in
            token.text == "tag" && token.previousToken(viewMode: .sourceAccurate)?.tokenKind == .period
                && token.nextToken(viewMode: .sourceAccurate)?.tokenKind == .leftParen
        }) {
            throw Refusal(Self.id, "this list has rows tagged with `.tag(...)` (at \(file.context.place(of: tagged.positionAfterSkippingLeadingTrivia))), which do nothing today; bound to the selection of `\(rows.type)`'s links, the list would make them selectable; migrate it by hand", at: list)
        }
        // Without a binding handed as `$property`, the row view's site says why.
        guard let selection = rows.selection.map({ "$" + $0 }) else { return plan }
        if let own = list.argument(labeled: "selection") {
            guard own.expression.trimmedText == selection else {
                throw Refusal(Self.id, "this list already has a selection, `\(own.expression.trimmedText)`, and its row `\(rows.type)` has links that select through `\(selection)`; a list takes one, so bind both to one selection, then migrate", at: list)
            }
            return plan
        }
        plan.edits.append(SelectionHoist.selectionArgument(selection, on: list))
        plan.became = ("sidebar list bound to its rows' selection", 1)
        return plan
    }

    /// The next column shows what the sidebar's links show (written by the sidebar's site,
    /// `SelectionHoist.remoteSplitPlan`), and, when nothing is selected, what it showed before.
    private func detailPlan(_ detail: DetailColumn, in file: FileIndex) throws(Refusal) -> Plan {
        let context = file.context
        // Two sidebar views in one column would each write the next column.
        if let other = detailColumns(in: file, among: ContainerAnalysis.of(file).containers).first(where: { other in
            other.container.call.id == detail.container.call.id && other.column == detail.column && other.use.id != detail.use.id
        }) {
            let first = other.use.position < detail.use.position ? other : detail
            let second = first.use.id == other.use.id ? detail : other
            if first.sidebar.facts.name == second.sidebar.facts.name, Availability.neverCompiledTogether(first.use, second.use) {
                throw Refusal(Self.id, "`\(first.sidebar.facts.name)` is shown in this column twice, once in each branch of an `#if`; navmigrate writes the next column from one use of a sidebar, so show it once (with the branches inside it or around its modifiers), then migrate, or migrate it by hand", at: detail.use)
            }
            throw Refusal(Self.id, "`\(first.sidebar.facts.name)` and `\(second.sidebar.facts.name)` in this column both have `tag:selection:` links that pick what the next column shows, and a split view's detail column follows one selection; migrate them by hand", at: detail.use)
        }
        try refuseShadowedNames(for: detail, in: file)
        let next = detail.columns[detail.column + 1]
        let start = next.positionAfterSkippingLeadingTrivia
        let indent = context.indentation(ofLineAt: start)
        var plan = Plan()
        if let lift = detail.sidebar.facts.liftableSelection,
           lift.storage != nil || (detail.use.calleeTypeName ?? detail.use.qualifiedCalleeTypePath) == detail.sidebar.facts.name {
            try liftSelection(lift, for: detail, in: file, into: &plan)
        }
        let fallback = plan.carry(start.utf8Offset..<next.endPositionBeforeTrailingTrivia.utf8Offset,
                                  from: indent, to: indent + context.indentStep(after: indent))
        let key = SelectionHoist.detailKey(file: file.fileID, container: detail.container.call.positionAfterSkippingLeadingTrivia.utf8Offset,
                                          column: detail.column)
        plan.imports[key] = fallback
        plan.edits.append(SourceEdit(replacing: start, next.endPositionBeforeTrailingTrivia, with: Plan.importMarker(key)))
        importing(detail.sidebar, in: file, into: &plan)
        plan.became = ("detail column for a sidebar view", 1)
        return plan
    }

    /// The destinations come from the links' file, which may import a module for them
    /// (`import Badges` for `Badge(...)`): this file imports what it imports too, as written
    /// there (`@testable import Seeds`, an `#if canImport(Badges)` block), after its own last
    /// import (or first of all, where it has none), with a note. What SwiftUI brings in needs no
    /// import of its own.
    private func importing(_ sidebar: DeclaredType, in file: FileIndex, into plan: inout Plan) {
        guard sidebar.file != file.fileID else { return }
        let context = file.context
        let here = FileIndex.importFacts(of: context.tree)
        let modules = Set(here.filter { !$0.isBlock }.map(\.module))
        let texts = Set(here.map(\.text))
        let missing = sidebar.facts.selectionLinkImports.filter { fact in
            if texts.contains(fact.text) { return false }
            if fact.isBlock { return true }
            // A plain import of a module this file imports, or SwiftUI brings in, is here.
            return fact.text != "import \(fact.module)" || !(modules.contains(fact.module) || Self.broughtBySwiftUI.contains(fact.module))
        }
        guard !missing.isEmpty else { return }
        let lines = missing.map(\.text).joined(separator: context.lineEnding)
        let at: AbsolutePosition
        if let last = context.tree.statements.last(where: { $0.item.is(ImportDeclSyntax.self) }) {
            at = last.positionAfterSkippingLeadingTrivia
            plan.edits.append(.insert(context.lineEnding + lines, at: last.endPositionBeforeTrailingTrivia))
        } else if let first = context.tree.statements.first {
            at = first.positionAfterSkippingLeadingTrivia
            plan.edits.append(.insert(lines + context.lineEnding + context.lineEnding, at: at))
        } else {
            return
        }
        let location = context.converter.location(for: at)
        let names = missing.map { "`\($0.text.split(whereSeparator: \.isNewline).joined(separator: " "))`" }.joined(separator: ", ")
        plan.findings.append(Finding(.linkTagSelection, severity: .note, message: "the detail column shows the destinations of `\(sidebar.facts.name)`'s links, written in \(file.project.shownPath(of: sidebar.file)), which has \(names); this file has \(missing.count == 1 ? "it" : "them") now too", line: location.line, column: location.column))
    }

    /// Modules SwiftUI brings in with it.
    static let broughtBySwiftUI: Set<String> = ["SwiftUI", "Foundation", "Combine", "CoreGraphics", "CoreFoundation", "Darwin", "Dispatch", "ObjectiveC", "Swift"]
}

extension HoistSelectionIntoList {
    /// The sidebar's destinations move into this view's detail column, where a name they read
    /// (a global `title`, a type `Page`) would mean this view's own declaration of it, if it has
    /// one. Names the split view hands the sidebar, and the sidebar's selection and models,
    /// are meant to be the same there.
    fileprivate func refuseShadowedNames(for detail: DetailColumn, in file: FileIndex) throws(Refusal) {
        let read = Set(detail.sidebar.facts.selectionDestinationNames)
        guard !read.isEmpty, let scope = file.scope(of: detail.use) else { return }
        var declared = SelectionHoist.memberNames(of: scope).union(scope.helpers.declarations.keys)
            .union(scope.decls.flatMap(SelectionHoist.nestedTypeNames))
            .union(FileIndex.namesDeclared(around: Syntax(scope.primary)))
            .union(localNames(around: detail.use, upTo: scope.primary, helpers: scope.helpers))
        if let generics = scope.primary.as(StructDeclSyntax.self)?.genericParameterClause {
            declared.formUnion(generics.parameters.map(\.name.text))
        }
        let shared = referencedNames(in: detail.use.arguments)
            .union(detail.sidebar.facts.objects.map(\.name))
            .union([detail.sidebar.facts.liftableSelection?.name, detail.sidebar.facts.selectionBinding].compactMap { $0 })
        guard let name = read.intersection(declared).subtracting(shared).sorted().first else { return }
        throw Refusal(Self.id, "the destinations of `\(detail.sidebar.facts.name)`'s links would move into this view's detail column, but they use `\(name)`, which `\(scope.typeName)` declares too, so it would mean that declaration here; rename one, then migrate", at: detail.use)
    }

    /// The sidebar's own selection state moves up into this view (`SelectionHoist.liftedSubject`
    /// turns it into a `@Binding` there): declared here after the last stored property, as it
    /// was written there, and handed to the sidebar in the column.
    fileprivate func liftSelection(_ lift: LiftableSelection, for detail: DetailColumn, in file: FileIndex,
                                   into plan: inout Plan) throws(Refusal) {
        let context = file.context
        var ancestor = Syntax(detail.use).parent
        while let node = ancestor, !node.is(StructDeclSyntax.self) { ancestor = node.parent }
        guard let holder = ancestor?.as(StructDeclSyntax.self), let scope = file.scope(of: detail.use) else {
            throw Refusal(Self.id, "the split view is not in a view of its own, so the sidebar's selection `\(lift.name)` has nowhere to move up to; hand it down as a `@Binding` by hand", at: detail.use)
        }
        let inherited = holder.inheritanceClause?.inheritedTypes.map { $0.type.trimmedText } ?? []
        // The type is written again here: a module the sidebar's file imports for it must be
        // imported here too (what SwiftUI brings in needs no import of its own).
        let here = Set(FileIndex.importedModules(of: context.tree))
        let broughtBySwiftUI: Set<String> = here.contains("SwiftUI") ? Self.broughtBySwiftUI : []
        // Not where every name the type is written with is one the project declares, or the
        // standard library's (`Page?`, `Set<Page>`, `String?`).
        let typeNames = lift.type.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" }).map(String.init)
        let standard: Set<String> = ["Optional", "Set", "Array", "Dictionary", "String", "Int", "UUID", "Bool", "Double", "URL", "Date"]
        let declaredHere = typeNames.allSatisfy { standard.contains($0) || !file.project.types(named: $0).isEmpty }
        if detail.sidebar.file != file.fileID, !declaredHere, let module = lift.imports.first(where: { !here.contains($0) && !broughtBySwiftUI.contains($0) }) {
            throw Refusal(Self.id, "the file of `\(detail.sidebar.facts.name)` imports `\(module)`, which this file does not, and the type of its selection `\(lift.name)`, declared here to be read, may come from it; add the import here, then migrate", at: detail.use)
        }
        // A selection stored under a key: the same storage declared here reads the same value,
        // which every window shares already.
        if let storage = lift.storage {
            guard inherited.contains(where: { ["View", "SwiftUI.View", "App", "SwiftUI.App"].contains($0) }) else {
                throw Refusal(Self.id, "the split view is in `\(scope.typeName)`, which does not say it is a `View`, where the sidebar's stored selection `\(lift.name)` would have to be declared again to be read; move the split view into a view of its own first, then migrate", at: detail.use)
            }
            guard !scope.hasName(lift.name),
                  !file.project.extensionMemberNames(of: scope.typeName, outside: file.fileID).contains(lift.name) else {
                throw Refusal(Self.id, "`\(scope.typeName)` already uses the name `\(lift.name)`, which the sidebar's stored selection would take when it is declared here to be read; rename one, then migrate", at: detail.use)
            }
            let declaration = "\(storage) private var \(lift.name): \(lift.type)" + (lift.initial.map { " = \($0)" } ?? "")
            plan.edits.append(SelectionHoist.declaring(declaration, in: holder, context: context))
            let at = context.converter.location(for: detail.use.positionAfterSkippingLeadingTrivia)
            plan.findings.append(Finding(.linkTagSelection, severity: .note, message: "the detail column reads the sidebar's selection from `\(storage) private var \(lift.name)`, declared here under the same key as the sidebar's, which SwiftUI keeps in step with it through the user defaults", line: at.line, column: at.column))
            return
        }
        // An `App` or `Scene` is one for every window: state there would be shared by all of
        // them, where the sidebar's was each window's own.
        if let kind = inherited.first(where: { ["App", "SwiftUI.App", "Scene", "SwiftUI.Scene"].contains($0) }) {
            throw Refusal(Self.id, "the split view is in `\(scope.typeName)`, an `\(kind.replacingOccurrences(of: "SwiftUI.", with: ""))`, where the sidebar's own selection state would be shared by every window, not kept by each as it was; move the split view into a view of its own first, then migrate", at: detail.use)
        }
        // `@State` works only in a view SwiftUI shows (not in a factory that makes one).
        guard inherited.contains(where: { ["View", "SwiftUI.View"].contains($0) }) else {
            throw Refusal(Self.id, "the split view is in `\(scope.typeName)`, which does not say it is a `View`: the sidebar's own selection state moved up there would never be installed, so it would not change; move the split view into a view of its own first, then migrate", at: detail.use)
        }
        if detail.use.arguments.contains(where: { $0.label?.text == lift.name }) {
            throw Refusal(Self.id, "the split view hands `\(detail.sidebar.facts.name)` a starting value for its own selection state `\(lift.name)`, which the state moved up here would not keep; hand the selection down as a `@Binding` by hand", at: detail.use)
        }
        guard !scope.hasName(lift.name),
              !file.project.extensionMemberNames(of: scope.typeName, outside: file.fileID).contains(lift.name) else {
            throw Refusal(Self.id, "`\(scope.typeName)` already uses the name `\(lift.name)`, which the sidebar's own selection state would take when it moves up here; rename one, then migrate", at: detail.use)
        }
        guard let argument = SelectionHoist.addingArgument("$" + lift.name, label: lift.name, to: detail.use, parameters: lift.parameters) else {
            throw Refusal(Self.id, "the sidebar's selection `\(lift.name)` would move up here and be handed down, but `\(detail.sidebar.facts.name)` is made here in a way navmigrate does not add the binding to; hand it down as a `@Binding` by hand", at: detail.use)
        }
        plan.edits.append(argument)
        let declaration = "@State private var \(lift.name): \(lift.type)" + (lift.initial.map { " = \($0)" } ?? "")
        plan.edits.append(SelectionHoist.declaring(declaration, in: holder, context: context))
    }
}

extension SelectionHoist {
    /// The edit that declares a new stored property in a view: after its last stored property,
    /// else first among its members.
    static func declaring(_ declaration: String, in holder: StructDeclSyntax, context: FileContext) -> SourceEdit {
        let members = holder.memberBlock.members
        if let last = lastStoredProperty(in: members) {
            // After a comment that ends its line, which stays with it.
            let at = last.trailingTrivia.contains(where: \.isComment) ? last.endPosition : last.endPositionBeforeTrailingTrivia
            return SourceEdit(replacing: at, at, with: context.lineEnding + context.indentation(ofLineAt: last.positionAfterSkippingLeadingTrivia) + declaration)
        }
        let memberIndent = members.first.map { context.indentation(ofLineAt: $0.positionAfterSkippingLeadingTrivia) }
            ?? context.innerIndentation(ofLineAt: holder.positionAfterSkippingLeadingTrivia)
        let at = holder.memberBlock.leftBrace.endPositionBeforeTrailingTrivia
        return SourceEdit(replacing: at, at, with: context.lineEnding + memberIndent + declaration + (members.isEmpty ? "" : context.lineEnding))
    }
}

/// Whether every place the project shows a view is in one-column navigation: a stack, a
/// one-column navigation view, the last column of a split view, or pushed onto any of these,
/// followed through the views that show or push it. It gathers the navigation views that
/// must migrate for it.
private struct OneColumnSearch {
    let file: FileIndex
    /// The view whose links ask.
    let asked: String
    private(set) var keys: [SiteKey] = []
    /// Whether a way into a `NavigationStack` was found (one with no navigation view to migrate).
    private(set) var foundStack = false
    /// Whether a place was met where plain links would not do what the old links did, or where
    /// no link ever worked: a column of a split view (or of a navigation view that may become
    /// one), whose selection may pick the next column's view; a presentation with no navigation
    /// view; code outside any view.
    private(set) var plainLinksWouldDiffer = false
    /// Where the first use found outside one-column navigation is, in words (`through
    /// `Panel`, in a `sheet` at Root.swift:12:9`).
    private(set) var blocker: String?
    private var known: [String: Bool] = [:]
    /// The views followed from the asked one to the use being read.
    private var through: [String] = []
    /// The builds that compile the links (nil for any): a use no such build compiles (a macOS
    /// link's view shown in an iOS target) is not a place they show.
    let platforms: Set<ApplePlatform>?

    init(file: FileIndex, asked: String, platforms: Set<ApplePlatform>? = nil) {
        self.file = file
        self.asked = asked
        self.platforms = platforms
    }

    /// Whether every use of the type is in one-column navigation. A view pushed from, or shown
    /// by, a view with no navigation view of its own around the use is in the navigation that
    /// view is in. With `pushes`, the type is asked about as a view a link pushes from: a row of
    /// a lazy container pushes as well as anything (the links' own view must not be a row, where
    /// a destination cannot go).
    mutating func isInOneColumn(_ name: String, pushes: Bool) -> Bool {
        // A type met again is answered as before. One met while it is being answered (views
        // that push each other) adds nothing: every answer is a conjunction, so the cycle's
        // views are in navigation exactly when their ways in from outside the cycle are, and
        // `HoistSelectionIntoList.oneColumnContainers` asks that at least one way in was found.
        let key = (pushes ? "push " : "show ") + name
        if let answer = known[key] { return answer }
        known[key] = true
        let answer = usesAreInOneColumn(name, pushes: pushes)
        known[key] = answer
        return answer
    }

    private mutating func usesAreInOneColumn(_ name: String, pushes: Bool) -> Bool {
        // The asked view is the one this file declares: where another shares its name (an iOS
        // app's `NotesView` and its Mac app's), only the uses nearer this file's folder are its.
        // A view a type of the project that is not a view makes (`enum Page { var view: some
        // View { ... } }`) is where that member is read.
        let uses = file.project.shownUses(of: name, declaredIn: name == asked ? file.fileID : nil)
        // A view that shows or pushes the links' view but that the app never shows itself (only
        // its previews do) puts them nowhere; the links' own view must be shown somewhere.
        guard !uses.isEmpty else { return name != asked }
        for placed in uses where file.mayBuild(placed, on: platforms) {
            func place() -> String {
                let path = placed.file == file.fileID ? "" : file.project.shownPath(of: placed.file) + ":"
                return "at \(path)\(placed.use.line):\(placed.use.column)"
            }
            var pushed = false
            var settled = false
            for context in placed.use.contexts {
                switch context {
                case .style, .modifier, .wrapper, .modifierContent:
                    continue
                case .destination:
                    // Pushed: the navigation view it is pushed in decides.
                    pushed = true
                    continue
                case .column(let container, let index, let count):
                    if count > 1 { plainLinksWouldDiffer = true }
                    // A link in a column opens its destination in the next one: a view pushed
                    // from the sidebar of three columns is the middle column, not a stack.
                    guard (pushed ? index + 1 : index) >= count - 1 else {
                        block("\(pushed ? "pushed into" : "in") column \((pushed ? index + 1 : index) + 1) of \(count) of a navigation view \(place()), where their selection picks what the next column shows")
                        return false
                    }
                    guard add(placed, "NavigationView", container) else {
                        block("in a navigation view that is not migrated \(place()), and its links stay with it")
                        return false
                    }
                    settled = true
                case .container(let container, let offset):
                    if container == "NavigationSplitView" { plainLinksWouldDiffer = true }
                    guard add(placed, container, offset) else {
                        block("in a `\(container)` navmigrate does not migrate into a stack \(place()), so no one column is known for their selection to drive")
                        return false
                    }
                    settled = true
                case .lazy(let container, _, _, _, let eager):
                    // A `ForEach` a plain stack builds all at once is no lazy container: its rows
                    // are views of the stack around them, where a destination works.
                    if eager { continue }
                    guard pushed || pushes else {
                        if let holder = placed.use.inType, let (sidebarView, sidebar) = sidebar(holding: holder) {
                            // The row is in a split view's sidebar: no destination is placed,
                            // the selection would move onto that list.
                            let within = sidebarView == holder ? "" : ", within `\(sidebarView)`"
                            // Why the row is not one whose links the sidebar's list can take.
                            let why: String
                            if let other = uses.first(where: { $0 != placed }) {
                                why = "`\(name)` is also shown at \(file.place(of: other.use, in: other.file)), so its links' selection is not the sidebar's alone"
                            } else if placed.use.contexts.contains(where: { if case .lazy("ForEach", _, _, _, _) = $0 { true } else { false } }) {
                                why = "a `ForEach` builds one per element, over data that is no plain property of `\(holder)` (a helper's parameter, a local value, a call) or in a closure that does more than make the row"
                            } else if container != "List" {
                                why = "a `\(container)` takes no selection"
                            } else if sidebarView != holder {
                                why = "the `List` is in `\(holder)`, not in the sidebar view itself"
                            } else {
                                why = "the row is not shown plainly in that list (under a modifier or wrapper of the app's, say)"
                            }
                            block("in a row of a `\(container)` \(place()), in `\(holder)`\(within), the sidebar shown at \(file.place(of: sidebar.use, in: sidebar.file)); navmigrate lifts a row view's `tag:selection:` links into the list's selection only when the list shows that row view once, or repeats it with a `ForEach` over a property of its view (`ForEach(items) { item in Row(item: item) }`), written plainly in it; here \(why)")
                            return false
                        }
                        // A list in a column of a navigation view before its last: the rows'
                        // selection picks what the next column shows.
                        if let column = placed.use.contexts.lazy.compactMap({ context -> (Int, Int)? in
                            if case .column(_, let index, let count) = context, index + 1 < count { (index, count) } else { nil }
                        }).first {
                            block("in a row of a `\(container)` \(place()), in column \(column.0 + 1) of \(column.1) of a navigation view, where their selection picks what the next column shows; navmigrate builds that column from the links written in the view that shows the list, not from a row view's (by hand: `List(selection:)` there, value links in the row, and the next column built from the selection)")
                            return false
                        }
                        block("in a row of a `\(container)` \(place()), where its links' destinations cannot go (SwiftUI reads no `navigationDestination` inside a lazy container), so the selection and the links belong in the view that holds the `\(container)`")
                        return false
                    }
                    continue
                case .presentation(let presentation):
                    plainLinksWouldDiffer = true
                    block("in a `\(presentation)` with no navigation view around it \(place()), where the old links could not push")
                    return false
                }
                if settled { break }
            }
            if !settled {
                // Pushed from a view with no navigation view around the link, or shown in the
                // body of one with none around the use: in whatever navigation that view is in.
                guard let holder = placed.use.inType else {
                    plainLinksWouldDiffer = true
                    block("outside any view \(place()), so navmigrate cannot tell what navigation is around it")
                    return false
                }
                through.append(holder)
                defer { through.removeLast() }
                guard isInOneColumn(holder, pushes: pushes || pushed) else { return false }
            }
        }
        return true
    }

    /// The view, `name` or one that shows it (a few views up), that the project shows as the
    /// sidebar of a navigation view with columns, and where.
    private func sidebar(holding name: String) -> (String, ShownIn)? {
        var names = [name]
        var seen: Set<String> = [name]
        for _ in 0..<4 {
            var next: [String] = []
            for view in names {
                if let shown = file.project.containersShowing(view).first(where: { $0.of > 1 && $0.column + 1 < $0.of }) {
                    return (view, shown)
                }
                next += file.project.uses(of: view).compactMap(\.use.inType).filter { seen.insert($0).inserted }
            }
            names = next
        }
        return nil
    }

    /// Keeps the first place found outside one-column navigation, with the views it was
    /// reached through.
    private mutating func block(_ what: String) {
        guard blocker == nil else { return }
        let views = through.map { "`\($0)`" }.joined(separator: ", then ")
        blocker = views.isEmpty ? what : "through \(views), \(what)"
    }

    private mutating func add(_ placed: PlacedUse, _ container: String, _ offset: Int) -> Bool {
        switch container {
        case "NavigationStack":
            foundStack = true
            return true
        case "NavigationView":
            guard let fact = file.project.container(at: offset, in: placed.file), fact.layout != "refused" else { return false }
            let key = SiteKey(file: placed.file, rule: .navigationView, offset: offset)
            if !keys.contains(key) { keys.append(key) }
            return true
        default:
            return false
        }
    }
}
