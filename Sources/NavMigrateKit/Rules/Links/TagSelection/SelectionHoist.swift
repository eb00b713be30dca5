import SwiftSyntax

/// Moves `NavigationLink(tag:selection:)` selection onto `List(selection:)` and the
/// destinations into the next column of the split view.
///
/// ## Before
/// ```swift
/// NavigationView {
///     List {
///         ForEach(colors, id: \.self) { color in
///             NavigationLink(color.description, tag: color, selection: $selection) { ColorDetail(color: color) }
///         }
///     }
///     Text("Pick a color")
/// }
/// ```
/// ## After
/// ```swift
/// NavigationSplitView {
///     List(colors, id: \.self, selection: $selection) { color in
///         NavigationLink(color.description, value: color)
///     }
/// } detail: {
///     if let color = selection { ColorDetail(color: color) } else { Text("Pick a color") }
/// }
/// ```
/// Tags that are the row element bind it directly; tags derived from it (`item.id`) look the
/// element up in the same data; static rows with distinct tags become a `switch`. Lists that
/// mix these (several `ForEach`, in sections, beside static rows) get an `if`/`else if` chain,
/// one branch per kind of row; rows of several `ForEach` that show the same destination share
/// one branch. In a one-column container the links become value links with
/// `navigationDestination(for:)` when nothing else uses the selection, or buttons with
/// `navigationDestination(item:)` when iOS 17 API is allowed. Refuses: links bound to
/// different selections, a computed selection binding (unless a split view's rows are static), links outside a `List`, in
/// the last column or in a view without its container, destinations that use names bound
/// between the link and the container other than the row's element, several links in one row,
/// and tags that repeat.
struct SelectionHoist {
    let scope: ViewScope?
    let site: ContainerSite?
    var links: [TagSelectionLink]
    let context: FileContext
    let options: MigrationOptions
    /// Whether the project's views of a type navigate further (have links, or show views that do).
    var navigatesType: (String) -> Bool = { _ in false }
    /// Whether the project makes the view handing it an argument of this label (its memberwise
    /// initializer's); taken to be so where nobody asks the project.
    var passedByCallers: (String) -> Bool = { _ in true }
    /// Whether nothing but the links sets the selection (`FileIndex.selectionSetOnly(through:named:in:handedIn:)`):
    /// then it only ever holds a tag a shown link has, and the detail need not check that a row
    /// holds it.
    var setOnlyByLinks = false
    /// Where a hidden link is all the view's `body` shows: why the project's uses of the view
    /// forbid a `Color.clear` that carries its destination in its place (a row of a lazy
    /// container, a toolbar, shown nowhere), or nil where they allow one. Nil: not asked.
    var bodyCarrierBlocker: (() -> String?)?
    /// Hidden links of one tag in the two branches of an `if` (never there together), by the
    /// link in its body: the condition, the link in its `else` (left out of `links`), and the
    /// `if` statement, which goes whole. One destination shows either one's view.
    var exclusivePairs: [SyntaxIdentifier: ExclusivePair] = [:]

    struct ExclusivePair {
        let condition: String
        let other: TagSelectionLink
        let statement: Syntax
    }

    /// Links bound to different selections in one column (a list's rows on one, hidden links
    /// that buttons drive on another): each selection's links plan on their own, as they would
    /// alone, and the view migrates when every group does and their edits do not meet. Nil
    /// otherwise (in columns one selection moves onto one list), or where one group's plan
    /// needs another's edits; a refusal of one group is the view's.
    private func planEachSelection(shownInOneColumn: Bool) -> Result<Plan, Refusal>? {
        let decided: ContainerSite.Layout? = shownInOneColumn ? .stack : site.flatMap { try? $0.decision.get() }
        guard let decided else { return nil }
        if case .split = decided { return nil }
        // Every link in that one container (not one of the view's other navigation views,
        // which may have columns).
        if !shownInOneColumn {
            guard let site else { return nil }
            let inSite = { (link: TagSelectionLink) -> Bool in
                var current = Syntax(link.call).parent
                while let node = current {
                    if let call = node.as(FunctionCallExprSyntax.self), call.calleeTypeName == "NavigationView" { return call.id == site.call.id }
                    current = node.parent
                }
                return false
            }
            guard links.allSatisfy(inSite) else { return nil }
        }
        var groups: [[TagSelectionLink]] = []
        for link in links {
            if let index = groups.firstIndex(where: { $0[0].selectionKey == link.selectionKey }) {
                groups[index].append(link)
            } else {
                groups.append([link])
            }
        }
        var merged = Plan()
        var tallies: [(what: String, count: Int)] = []
        for group in groups {
            var part = self
            part.links = group
            switch part.plan(shownInOneColumn: shownInOneColumn) {
            case .failure(let refusal): return .failure(refusal)
            case .success(let plan):
                merged.merge(plan)
                if let became = plan.became { tallies.append(became) }
            }
        }
        // Two groups' destinations on one view would be inserted at one place.
        guard SourceEdit.firstOverlap(in: SourceEdit.sorted(merged.edits)) == nil,
              Set(merged.edits.filter { $0.range.isEmpty }.map(\.range.lowerBound)).count == merged.edits.filter({ $0.range.isEmpty }).count
        else {
            let names = groups.map { "`\($0[0].selection.trimmedText)`" }.joined(separator: ", ")
            return .failure(Refusal(.linkTagSelection, "links in this view are bound to different selections (\(names)), and each selection's links would migrate on their own, but their changes meet (their destinations on one view, say), which navmigrate does not combine; put one selection's links in a stack of their own beside the other's, then migrate", at: Syntax(links[0].call)))
        }
        let kinds = Set(tallies.map(\.what))
        merged.became = kinds.count == 1 ? (tallies[0].what, links.count) : ("link of several selections, each group migrated as it would be alone", links.count)
        return .success(merged)
    }

    /// With `shownInOneColumn`, the view has no container of its own and the project shows it
    /// only in one-column navigation (pushed, or the root of a stack): its links plan as in a
    /// stack.
    func plan(shownInOneColumn: Bool = false) -> Result<Plan, Refusal> {
        let first = links[0]
        let here = Syntax(first.call)
        guard links.allSatisfy({ $0.selectionKey == first.selectionKey }) else {
            if let each = planEachSelection(shownInOneColumn: shownInOneColumn) { return each }
            let other = links.first { $0.selectionKey != first.selectionKey }!
            return .failure(Refusal(.linkTagSelection, "links in this view are bound to different selections (`\(first.selection.trimmedText)`, `\(other.selection.trimmedText)`); navmigrate moves one selection onto one list", at: here))
        }
        let decided: ContainerSite.Layout? = shownInOneColumn ? .stack : site.flatMap { try? $0.decision.get() }
        guard let layout = decided else {
            let view = scope.map { "`\($0.name)`" } ?? "this file's top level"
            let apart = enclosingList(of: first.call) == nil ? enclosingMemberName(of: first.call).map { " (the links are written in `\($0)`, apart from any `List` that shows them)" } ?? "" : ""
            let reason = site == nil
                ? "there is no `NavigationView` in \(view), which holds these links\(apart), so the column their selection drives is in another view; migrate that view and this one together by hand"
                : "the navigation view these links select for is not migrated" + (site.map { " (see \(context.place(of: $0.call.positionAfterSkippingLeadingTrivia)))" } ?? "") + ", so the selection has nowhere to go"
            return .failure(Refusal(.linkTagSelection, reason, at: here))
        }
        // Tagged rows are a sidebar's: in any other layout (a stack style reaching them from
        // elsewhere) they are plain links, which the selection does not drive.
        if links.contains(where: { $0.tagModifier != nil }) {
            guard case .split = layout, links.allSatisfy({ $0.tagModifier != nil }) else {
                return .failure(Refusal(.linkTagSelection, "these links mix `tag:selection:` links and rows tagged with `.tag(...)` in a `List(selection:)`, or the navigation view around them has one column; migrate them by hand", at: here))
            }
            // `List(selection:)` also takes a `Set` (several rows) or a plain value; the detail
            // written here reads an optional one.
            let declared = first.selectionValue.flatMap { name in scope?.properties.first(where: { $0.name == name })?.type }
            // A selection that is no property of this view declared with its type (a model's,
            // `$state.selectedPane`) may well be an optional: navmigrate cannot tell.
            guard declared != nil || first.selectionValue.map({ name in scope?.properties.contains { $0.name == name } == true }) == true else {
                return .failure(Refusal(.linkTagSelection, "the list's selection `\(first.selection.trimmedText)` is not a property of this view written with its type, so navmigrate cannot tell whether it is an optional, which the detail column would show the selected row's view by; migrate these rows by hand", at: here))
            }
            guard let declared else {
                return .failure(Refusal(.linkTagSelection, "the list's selection `\(first.selection.trimmedText)` is declared without a written type, so navmigrate cannot tell whether it is an optional, which the detail column would show the selected row's view by; write its type (`Pane?`), then migrate", at: here))
            }
            guard declared.hasSuffix("?") || declared.hasPrefix("Optional<") else {
                return .failure(Refusal(.linkTagSelection, "the list's selection `\(first.selection.trimmedText)` is declared as `\(declared)`, not written as an optional (`T?`), which the detail column would show the selected row's view by; migrate these rows by hand", at: here))
            }
        }
        // Hidden links that code drives, in one column: one destination each.
        // In one column a `Form` holds the links as a list does: no selection moves onto it.
        var oneColumn = true
        if case .split = layout { oneColumn = false }
        if oneColumn, let hidden = hiddenLinksPlan() { return hidden }
        guard let list = enclosingList(of: first.call, orForm: oneColumn),
              links.allSatisfy({ enclosingList(of: $0.call, orForm: oneColumn)?.id == list.id }) else {
            let stray = links.first { enclosingList(of: $0.call, orForm: oneColumn) == nil } ?? first
            let reason: String
            if oneColumn {
                reason = "the links are neither all rows of one `List` or `Form` in this view, whose rows could become plain or value links, nor all outside one, where they could become buttons; migrate them by hand"
            } else if links.allSatisfy({ enclosingList(of: $0.call, orForm: false) == nil }) {
                // Hidden links that code drives, as a stack would take them, but in columns.
                reason = "these links are not rows of a `List` but links that code drives through `\(first.selection.trimmedText)`, in a navigation view with columns: navmigrate moves a selection onto the sidebar's `List(selection:)`, and there is none to move it onto; migrate by hand to a `NavigationSplitView` whose `detail:` shows the view for the selection (and check on iPhone that setting it shows that column), or give the navigation view the stack style, where these links migrate"
            } else {
                reason = "the links are not rows of one `List` in this view, so there is no list to take the selection"
            }
            return .failure(Refusal(.linkTagSelection, reason, at: Syntax(stray.call)))
        }
        // `List(selection:)` takes any binding; the detail reads a computed one's value. Rows of
        // a `ForEach` would need its data looked up through it, which stays by hand.
        let selection: String
        if let path = first.selectionValue {
            selection = path
        } else if case .split = layout, links.allSatisfy({ enclosingForEach(of: $0.call) == nil }) {
            // `state.$selection` reads back as `state.selection`, the property it projects, where
            // that is known to be a binding's own value: a store's (`viewStore.$selection`), or a
            // property this file declares `@Binding` (or `@State`) under that name. A wrapper of the
            // app's own may project a binding of something else.
            if let member = first.selection.as(MemberAccessExprSyntax.self), let base = member.base,
               let path = plainPropertyPath(of: base), case let name = member.declName.baseName.text,
               name.hasPrefix("$"), name.count > 1, member.declName.argumentNames == nil,
               path.split(separator: ".").last == "viewStore" || Self.declaresBinding(named: String(name.dropFirst()), in: context.tree) {
                selection = "\(base.trimmedText).\(name.dropFirst())"
            } else {
                selection = "\(first.selection.trimmedText).wrappedValue"
            }
        } else {
            // In a split view the rows' data is what the detail would read the selection
            // through; in one column the links become buttons that set the selection and a
            // destination presented from it, written only for a property.
            let why = oneColumn
                ? "in one column its links would become buttons that set it, with a destination presented from it, which navmigrate writes only for a selection that is a property (`$model.selection`)"
                : "its rows are built from data, which the detail would have to look the selection up in through it"
            return .failure(Refusal(.linkTagSelection, "selection `\(first.selection.trimmedText)` is a computed binding, not a property, and \(why); migrate it by hand", at: here))
        }
        if selectionType == nil, let implicit = links.first(where: \.tagIsImplicitMember) {
            return .failure(Refusal(.linkTagSelection, "tag `\(implicit.tag.trimmedText)` does not name its type, which `NavigationLink(value:)` needs, and navmigrate cannot tell the type of `\(selection)`; write the type (`Type\(implicit.tag.trimmedText)`) first", at: Syntax(implicit.call)))
        }
        let limit: Syntax
        switch layout {
        case .split: limit = site.map { Syntax($0.call) } ?? Syntax(list)
        case .stack, .stackWithRootArgument, .unwrapped: limit = Syntax(list)
        }
        let arms: [SelectionArm]
        var isSplit = false
        if case .split = layout { isSplit = true }
        // In one column, a plain condition goes into the binding that presents the destination
        // (`stackPlan`); the forms that cannot take one refuse there.
        // A condition that cannot be kept (`if let`, an `else`) matters only where a destination
        // moves out of it: plain links in one column keep it where it is (`stackPlan`).
        var unkept: Refusal?
        switch selectionArms(limit: limit, keepingConditions: true, unkept: &unkept, deferring: !isSplit) {
        case .failure(let refusal): return .failure(refusal)
        case .success(let found): arms = found
        }
        switch layout {
        case .split(let columns):
            return splitPlan(columns: columns, list: list, selection: selection, arms: arms)
        case .stack, .stackWithRootArgument, .unwrapped:
            return stackPlan(list: list, selection: selection, arms: arms, unkept: unkept)
        }
    }

    /// The selection's type without the optional, when the view declares it.
    var selectionType: String? {
        guard let selection = links.first?.selectionValue,
              let type = scope?.properties.first(where: { $0.name == selection })?.type else { return nil }
        let unwrapped = unwrappedOptional(type)
        return unwrapped.isEmpty ? nil : unwrapped
    }

    func value(of link: TagSelectionLink) -> String {
        link.value(selectionType: selectionType)
    }

    /// What a link's value becomes in a value link (`NavigationLink(value:)`).
    func linkValue(of link: TagSelectionLink) -> String {
        link.linkValue(selectionType: selectionType)
    }

    /// The innermost `if`, `switch` case or ternary between `node` and `limit` (through helpers
    /// used in one place), as written; `if #available` checks, which every instance takes
    /// alike, do not count.
    func branchCondition(around node: Syntax, upTo limit: Syntax) -> String? {
        var previous = node
        var current = ViewHelpers.viewParent(of: node, helpers: helpers)
        while let ancestor = current, ancestor.id != limit.id {
            if let branch = Self.branch(ancestor, holding: previous) { return branch }
            previous = ancestor
            current = ViewHelpers.viewParent(of: ancestor, helpers: helpers)
        }
        return nil
    }

    /// The conditions of every `if` between `node` and `limit`, outermost first, where each is
    /// a plain test (no `let`, `case` or availability), `node` is in its body (not its `else`),
    /// and no name it reads is bound between it and `limit`: what the detail column of a
    /// split view in this view can test too. Nil where any branch is otherwise (a `switch`
    /// case, a ternary, an `else`).
    func plainConditions(around node: Syntax, upTo limit: Syntax) -> [String]? {
        var found: [String] = []
        var previous = node
        var current = ViewHelpers.viewParent(of: node, helpers: helpers)
        while let ancestor = current, ancestor.id != limit.id {
            if Self.branch(ancestor, holding: previous) != nil {
                // No calls: the detail column tests the condition again, and a call may do more
                // than read.
                guard let ifExpr = ancestor.as(IfExprSyntax.self), ifExpr.body.id == previous.id,
                      ifExpr.conditions.allSatisfy({ $0.condition.is(ExprSyntax.self) }),
                      !ifExpr.conditions.tokens(viewMode: .sourceAccurate).contains(where: {
                          // Parentheses that only group (`if (model.kind == .plus)`) read nothing more.
                          $0.tokenKind == .leftParen && !($0.parent?.is(TupleExprSyntax.self) ?? false)
                      }) else { return nil }
                let bound = localNames(around: ifExpr, upTo: limit, helpers: helpers)
                guard referencedNames(in: ifExpr.conditions).isDisjoint(with: bound) else { return nil }
                found.insert(contentsOf: ifExpr.conditions.map { $0.condition.trimmedText.onOneLine }, at: 0)
            }
            previous = ancestor
            current = ViewHelpers.viewParent(of: ancestor, helpers: helpers)
        }
        return found
    }

    /// The arguments of an `if #available` between `node` and `limit` whose body holds `node`
    /// and that names, for some platform, a release after the one that brought
    /// `NavigationStack` there (`iOS 17, *`).
    func newerAvailabilityCheck(around node: Syntax, upTo limit: Syntax) -> String? {
        var previous = node
        var current = ViewHelpers.viewParent(of: node, helpers: helpers)
        while let ancestor = current, ancestor.id != limit.id {
            if let ifExpr = ancestor.as(IfExprSyntax.self), ifExpr.body.id == previous.id {
                for element in ifExpr.conditions {
                    guard let check = element.condition.as(AvailabilityConditionSyntax.self) else { continue }
                    let versions = Availability.platformVersions(check.availabilityArguments)
                    if versions.contains(where: { $0.value > $0.key.navigationStackMinimum }) {
                        return check.availabilityArguments.trimmedText
                    }
                }
            }
            previous = ancestor
            current = ViewHelpers.viewParent(of: ancestor, helpers: helpers)
        }
        return nil
    }

    /// The branch `node` makes of its child `child`, as written, when it is one: an `if` (`else
    /// of if x` for its `else` or an `else if`), a `switch` case, or a ternary. `if #available`
    /// checks, which every instance takes alike, are none.
    static func branch(_ node: Syntax, holding child: Syntax) -> String? {
        if let ifExpr = node.as(IfExprSyntax.self), child.id != ifExpr.conditions.id,
           !ifExpr.conditions.allSatisfy({ $0.condition.is(AvailabilityConditionSyntax.self) }) {
            // In the `else` (or an `else if`), the link shows when the condition fails.
            let inElse = ifExpr.elseBody.map { $0.id == child.id } ?? false
            return (inElse ? "else of if " : "if ") + ifExpr.conditions.trimmedText.onOneLine
        }
        if let switchCase = node.as(SwitchCaseSyntax.self) {
            let label = switchCase.label.trimmedText
            return label.hasSuffix(":") ? String(label.dropLast()) : label
        }
        if let ternary = node.as(TernaryExprSyntax.self), child.id != ternary.condition.id {
            return ternary.condition.trimmedText + " ? ... : ..."
        }
        return nil
    }

    /// Sorts the links into arms, merging rows of several `ForEach` that lead to the same view.
    /// With `keepingConditions` (the detail column of a split view in this view), a link under
    /// plain `if` conditions of the view's own gives an arm that keeps them.
    func selectionArms(limit: Syntax, keepingConditions: Bool = false) -> Result<[SelectionArm], Refusal> {
        var unkept: Refusal?
        return selectionArms(limit: limit, keepingConditions: keepingConditions, unkept: &unkept, deferring: false)
    }

    /// With `deferring`, a condition that cannot be kept does not refuse: its refusal goes to
    /// `unkept` (the first one), for the caller to throw where the condition would be lost.
    func selectionArms(limit: Syntax, keepingConditions: Bool, unkept: inout Refusal?, deferring: Bool) -> Result<[SelectionArm], Refusal> {
        var arms: [SelectionArm] = []
        var seenTags: [String: [FunctionCallExprSyntax]] = [:]
        var seenRows = Set<SyntaxIdentifier>()
        for link in links {
            let here = Syntax(link.call)
            // The column shows a tag's destination whenever the selection is that tag; the row
            // existed only while its condition held (code that sets the selection, a restored
            // state, a deep link could pick a row the condition hides). The detail column of
            // this view can test the same condition.
            var kept: [String] = []
            // A check for a release newer than the new API's keeps code the destination, moved
            // out of it, would run everywhere.
            if let check = newerAvailabilityCheck(around: here, upTo: limit) {
                return .failure(Refusal(.linkTagSelection, "the link for tag `\(link.tag.trimmedText)` is shown only under `if #available(\(check))`, and its destination, moved out of that check to where the selection is shown, would run on the releases it leaves out; migrate it by hand", at: here))
            }
            if let condition = branchCondition(around: here, upTo: limit) {
                guard keepingConditions, let conditions = plainConditions(around: here, upTo: limit) else {
                    // navmigrate copies a condition into the destination's binding only where it
                    // is a plain test (no `let`, `case`, `else`, call or bound name on the way).
                    let kept = keepingConditions ? ", a condition navmigrate cannot copy into the destination's test" : ""
                    let refusal = Refusal(.linkTagSelection, "the link for tag `\(link.tag.trimmedText)` exists only under `\(condition)`\(kept); one destination for the selection, outside the rows, would open its view whenever the selection is `\(link.tag.trimmedText)` (set by code, restored, or left from before), even where no such link is shown; migrate it by hand, keeping that test", at: here)
                    guard deferring else { return .failure(refusal) }
                    if unkept == nil { unkept = refusal }
                    continue
                }
                kept = conditions
            }
            // A link compiled only under `#if` (`#if os(iOS)` around a scanner's row) keeps that
            // condition around its case of the detail's `switch`.
            let compiled = enclosingList(of: link.call).flatMap { Availability.compileCondition(of: link.call, outside: $0) }
            // Written at the left margin (as Xcode writes `#if`), the new directives are too.
            var clause: IfConfigClauseSyntax?
            var above = Syntax(link.call).parent
            while let node = above, clause == nil, !node.is(MemberBlockItemSyntax.self) {
                clause = node.as(IfConfigClauseSyntax.self)
                above = node.parent
            }
            let atMargin = clause.map { context.converter.location(for: $0.poundKeyword.positionAfterSkippingLeadingTrivia).column == 1 } ?? false
            guard let forEach = enclosingForEach(of: link.call) else {
                let names = referencedNames(in: link.destinationNode).union(referencedNames(in: link.tag))
                if let name = names.intersection(localNames(around: link.call, upTo: limit, helpers: helpers)).sorted().first {
                    return .failure(Refusal(.linkTagSelection, "the link uses `\(name)` from where it sits, so its destination cannot move", at: here))
                }
                // Two links of one tag that no build compiles together (`#if os(iOS)` and its
                // `#else`) are one row each build.
                let tag = value(of: link)
                if seenTags[tag]?.contains(where: { !Availability.neverCompiledTogether($0, link.call) }) == true {
                    return .failure(Refusal(.linkTagSelection, "tag `\(link.tag.trimmedText)` is used by two links", at: here))
                }
                seenTags[tag, default: []].append(link.call)
                arms.append(SelectionArm(kind: .fixed(tag: value(of: link)), links: [link], rows: [], conditions: kept, compileCondition: compiled, compiledAtMargin: atMargin))
                continue
            }
            if let compiled {
                return .failure(Refusal(.linkTagSelection, "the `ForEach` row's link is compiled only under `#if \(compiled)`, which the detail column's lookup of the selected row cannot keep; migrate it by hand", at: here))
            }
            guard seenRows.insert(forEach.id).inserted else {
                return .failure(Refusal(.linkTagSelection, "a `ForEach` row holds several links bound to the selection; navmigrate handles one link per row", at: here))
            }
            guard let parameter = forEach.trailingClosure.flatMap(singleParameter) else {
                // `{ index, item in ... }` over `enumerated()`: each row is a pair.
                if let names = forEach.trailingClosure?.parameterNames, names.count > 1 {
                    return .failure(Refusal(.linkTagSelection, "the `ForEach` row takes its element as \(names.count) values (`\(names.joined(separator: ", ")) in`), which the lookup of the selected row outside the rows cannot name as one; migrate it by hand", at: Syntax(forEach)))
                }
                return .failure(Refusal(.linkTagSelection, "the `ForEach` row does not name its element (`{ item in ... }`), so the detail cannot refer to it", at: Syntax(forEach)))
            }
            // `ForEach($items) { $item in ... }`: each row is handed a binding, which a
            // destination outside the rows cannot get back from the selection.
            if parameter.hasPrefix("$") {
                return .failure(Refusal(.linkTagSelection, "the `ForEach` hands each row a binding (`\(parameter) in`), which the destination that moves out of the rows cannot get back from the selection; migrate it by hand (a `navigationDestination(for:)` that finds the element's binding in the data)", at: here))
            }
            let used = referencedNames(in: link.destinationNode)
            let rowLocals = localNames(around: link.call, upTo: forEach, helpers: helpers).subtracting([parameter])
            let outerLocals = localNames(around: forEach, upTo: limit, helpers: helpers)
            if let name = used.intersection(rowLocals.union(outerLocals)).sorted().first {
                return .failure(Refusal(.linkTagSelection, "the destination uses `\(name)` from the row, so it cannot move to where the selection is shown", at: here))
            }
            let kind: SelectionArm.Kind
            if link.tag.trimmedText == parameter {
                kind = .element(parameter: parameter)
            } else if referencedNames(in: link.tag).contains(parameter),
                      referencedNames(in: link.tag).intersection(rowLocals.union(outerLocals)).isEmpty {
                let template = replacing(parameter, with: "$0", in: link.tag)
                kind = .derived(parameter: parameter, template: link.tagIsImplicitMember ? (selectionType ?? "") + template : template)
            } else {
                return .failure(Refusal(.linkTagSelection, "tag `\(link.tag.trimmedText)` is not the row's element nor derived from it", at: here))
            }
            let data = lookupData(of: forEach, limit: limit)
            let row = SelectionArm.Row(forEach: forEach, data: data)
            if let index = arms.firstIndex(where: { $0.kind == kind && $0.links[0].destinationTokens == link.destinationTokens }) {
                guard arms[index].conditions == kept else {
                    return .failure(Refusal(.linkTagSelection, "the rows of this `ForEach` and of another that show the same view are shown under different conditions, which one arm of the detail column cannot keep; migrate them by hand", at: here))
                }
                arms[index].links.append(link)
                arms[index].rows.append(row)
            } else {
                arms.append(SelectionArm(kind: kind, links: [link], rows: [row], conditions: kept))
            }
        }
        return .success(arms)
    }

    /// The function or property whose body holds `call`, unless it is `body`.
    private func enclosingMemberName(of call: FunctionCallExprSyntax) -> String? {
        var current = Syntax(call).parent
        while let node = current {
            if let function = node.as(FunctionDeclSyntax.self) { return function.name.text }
            if let variable = node.as(VariableDeclSyntax.self),
               let name = variable.bindings.first?.pattern.trimmedText {
                return name == "body" ? nil : name
            }
            current = node.parent
        }
        return nil
    }

    /// The view's helpers: a link written in `var rows: some View` used once in the `List`
    /// is a row of that list.
    var helpers: ViewHelpers? { scope?.helpers }

    /// The node above `node` in the view, through helpers used in one place.
    private func parent(of node: Syntax) -> Syntax? {
        helpers?.parent(of: node) ?? node.parent
    }

    /// With `orForm`, a `Form` counts too.
    func enclosingList(of call: FunctionCallExprSyntax, orForm: Bool = false) -> FunctionCallExprSyntax? {
        var current = parent(of: Syntax(call))
        while let node = current {
            if let candidate = node.as(FunctionCallExprSyntax.self),
               candidate.calleeTypeName == "List" || (orForm && candidate.calleeTypeName == "Form") { return candidate }
            // A row under `#if` is still the list's (`SelectionArm.compileCondition`).
            if node.is(DeclSyntax.self), !node.is(IfConfigDeclSyntax.self), helpers?.isHelper(node) != true { return nil }
            current = parent(of: node)
        }
        return nil
    }

    /// The `ForEach`, or `List(data) { row in ... }`, that repeats the row holding `node`.
    func enclosingForEach(of node: some SyntaxProtocol) -> FunctionCallExprSyntax? {
        var current = parent(of: Syntax(node))
        while let node = current {
            if let candidate = node.as(FunctionCallExprSyntax.self), candidate.calleeTypeName == "ForEach" { return candidate }
            if let candidate = node.as(FunctionCallExprSyntax.self), candidate.calleeTypeName == "List" {
                let hasData = candidate.arguments.first.map { $0.label == nil } ?? false
                return hasData && candidate.trailingClosure?.signature != nil ? candidate : nil
            }
            if node.is(DeclSyntax.self), !node.is(IfConfigDeclSyntax.self), helpers?.isHelper(node) != true { return nil }
            current = parent(of: node)
        }
        return nil
    }

    /// The expression as the receiver of a call written after it (`.first(where:)`): in
    /// parentheses where an operator in it would bind looser than the call (`a ?? []`, `0..<n`).
    static func callable(_ expression: ExprSyntax) -> String {
        let text = expression.trimmedText
        let bare = expression.is(DeclReferenceExprSyntax.self) || expression.is(MemberAccessExprSyntax.self)
            || expression.is(FunctionCallExprSyntax.self) || expression.is(SubscriptCallExprSyntax.self)
            || expression.is(ArrayExprSyntax.self) || expression.is(TupleExprSyntax.self)
            || expression.is(OptionalChainingExprSyntax.self) || expression.is(ForceUnwrapExprSyntax.self)
        return bare ? text : "(\(text))"
    }

    /// The data the detail can look a selected row up in: the `ForEach`'s data, or for rows of a
    /// `ForEach` nested in another (`ForEach(group.items)` in `ForEach(groups) { group in ... }`)
    /// the outer data flattened: `groups.flatMap { group in group.items }`.
    private func lookupData(of forEach: FunctionCallExprSyntax, limit: Syntax) -> Result<String, Refusal> {
        guard let data = forEach.arguments.first, data.label == nil else {
            return .failure(Refusal(.linkTagSelection, "the `ForEach` has no data argument the detail could look the selection up in", at: Syntax(forEach)))
        }
        let used = referencedNames(in: data.expression).intersection(localNames(around: forEach, upTo: limit, helpers: helpers))
        if used.isEmpty { return .success(Self.callable(data.expression)) }
        if let outer = enclosingForEach(of: forEach), let closure = outer.trailingClosure,
           let parameter = singleParameter(closure), used == [parameter],
           localNames(around: forEach, upTo: closure, helpers: helpers).intersection(used).isEmpty {
            // A trailing closure in an `if` condition is ambiguous, so the closure is an argument.
            let inner = data.expression.trimmedText
            let isMemberPath = inner.hasPrefix(parameter + ".") && data.expression.tokens(viewMode: .sourceAccurate).allSatisfy {
                $0.tokenKind == .period || $0.tokenKind == .identifier($0.text)
            }
            let flattened = isMemberPath ? "\\" + inner.dropFirst(parameter.count) : "{ \(parameter) in \(inner) }"
            return lookupData(of: outer, limit: limit).map { "\($0).flatMap(\(flattened))" }
        }
        let name = used.sorted().first ?? ""
        let expression = data.expression.trimmedText
        let what = expression == name ? "the rows' data `\(name)` is a value" : "the rows' data `\(expression)` reads `\(name)`, a value"
        return .failure(Refusal(.linkTagSelection, "\(what) declared in the code around the rows, which the destination that looks the selection up in it cannot see from where it goes; make it a property of the view (a computed one), or migrate by hand", at: Syntax(forEach)))
    }

    private func singleParameter(_ closure: ClosureExprSyntax) -> String? {
        let names = closure.parameterNames
        return names.count == 1 ? names[0] : nil
    }

    func replacing(_ name: String, with replacement: String, in expression: ExprSyntax) -> String {
        replacing([name: replacement], in: expression)
    }

    /// The expression's text with each name in `replacements` (not a member after a `.`)
    /// written as its replacement.
    func replacing(_ replacements: [String: String], in expression: ExprSyntax) -> String {
        var text = ""
        for token in expression.tokens(viewMode: .sourceAccurate) {
            let isMember = token.parent?.parent?.as(MemberAccessExprSyntax.self).map { $0.declName.baseName.id == token.id } ?? false
            let written = isMember ? token.text : replacements[token.text] ?? token.text
            text += token.leadingTrivia.description + written + token.trailingTrivia.description
        }
        return text.trimmingWhitespace()
    }
}

/// Links whose destinations the detail reaches the same way.
struct SelectionArm {
    enum Kind: Equatable {
        /// Rows whose tag is the row's element: `ForEach(data, id: \.self) { item in ... tag: item }`.
        case element(parameter: String)
        /// Rows whose tag is computed from the element (`item.id`); `template` is the tag with
        /// the element written `$0`.
        case derived(parameter: String, template: String)
        /// One link whose tag does not depend on a row.
        case fixed(tag: String)
    }

    /// A `ForEach` whose rows belong to the arm, and the data the detail can look them up in.
    struct Row {
        /// Nil where the `ForEach` is in another view, which builds this view as its row
        /// (`SelectionHoist.rowElementArm`): `data` is then already the split view's.
        let forEach: FunctionCallExprSyntax?
        let data: Result<String, Refusal>
    }

    let kind: Kind
    /// The first link's destination is shown; the others show the same view.
    var links: [TagSelectionLink]
    var rows: [Row]
    /// The plain `if` conditions the links are shown under, outermost first
    /// (`SelectionHoist.plainConditions`): the detail shows the arm only while they hold.
    var conditions: [String] = []
    /// The `#if` condition the arm's one link is compiled under, inside the list; its case of
    /// the detail's `switch` is compiled under it too.
    var compileCondition: String? = nil
    /// Whether that `#if` is written at the left margin.
    var compiledAtMargin = false

    /// The conditions as one clause of a `switch` case (`where a && (b || c)`); empty for none.
    var whereClause: String {
        guard !conditions.isEmpty else { return "" }
        let parts = conditions.map { condition in
            condition.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }) ? condition : "(\(condition))"
        }
        return " where " + (conditions.count == 1 ? conditions[0] : parts.joined(separator: " && "))
    }
}

extension SelectionHoist {
    /// Whether `tree` declares a stored property `name` wrapped in `@Binding` or `@State` (whose
    /// projected value is a binding of the property's own value).
    static func declaresBinding(named name: String, in tree: SourceFileSyntax) -> Bool {
        for token in tree.tokens(viewMode: .sourceAccurate) where token.tokenKind == .identifier(name) {
            guard let pattern = token.parent?.as(IdentifierPatternSyntax.self),
                  let variable = pattern.parent?.parent?.parent?.as(VariableDeclSyntax.self) else { continue }
            let attributes = variable.attributes.compactMap { $0.as(AttributeSyntax.self)?.attributeName.trimmedText }
            if attributes.contains(where: { ["Binding", "State", "SwiftUI.Binding", "SwiftUI.State"].contains($0) }) { return true }
        }
        return false
    }
}
