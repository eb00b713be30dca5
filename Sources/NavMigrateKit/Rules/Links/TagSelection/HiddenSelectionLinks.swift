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
/// `List` or `Form` whose rows hold them (beside a row's button); a `Group` or stack of nothing
/// but hidden links goes with them when its modifiers only hide it (`HiddenLinkHolder`), and
/// links that are all a helper shows go where the view uses it (`placement(throughHelperShowing:)`).
/// Refuses links anywhere else,
/// inside another lazy container, under an `if` in a list, repeated by a `ForEach`, with a
/// modifier that does more than hide them, or whose destinations use names of where they sit.
///
/// A visible link whose label is one `Button` that sets the selection to the link's tag
/// (`Button { selection = 0 } label: { ... }`: its tap is what selected the link) goes the same
/// way, its button left in its place (not in a `List` or `Form`, whose rows take the list's
/// selection). Any other visible link there becomes a `Button` that sets the selection to its
/// tag, with its label, as a link outside a list is drawn as a button:
/// `NavigationLink(destination: Backup(), tag: .backup, selection: $step) { Text("Back up") }`
/// → `Button { step = .backup } label: { Text("Back up") }`.
extension SelectionHoist {
    /// Nil when these are not such links (one is visible in a `List` or `Form`): the caller goes on.
    func hiddenLinksPlan() -> Result<Plan, Refusal>? {
        let buttons = selectingButtons()
        let labelled = Set(links.filter { !$0.isHidden && buttons[$0.call.id] == nil }.map(\.call.id))
        guard links.allSatisfy({ $0.isHidden || buttons[$0.call.id] != nil || enclosingList(of: $0.call, orForm: true) == nil }) else { return nil }
        // Links that stay in their place, as the buttons they are or become.
        let stays = { (link: TagSelectionLink) in buttons[link.call.id] != nil || labelled.contains(link.call.id) }
        // Visible links whose selection does nothing but drive them are plain links.
        if labelled.count == links.count, let plain = plainLinksPlan() { return .success(plain) }
        if exclusivePairs.isEmpty, case let pairs = exclusiveBranchPairs(), !pairs.isEmpty {
            var merged = self
            let others = Set(pairs.values.map(\.other.call.id))
            merged.links = links.filter { !others.contains($0.call.id) }
            merged.exclusivePairs = pairs
            var plan = merged.hiddenLinksPlan()
            if case .success(var found)? = plan, let became = found.became {
                found.became = (became.what, links.count)
                plan = .success(found)
            }
            return plan
        }
        let first = links[0]
        let here = Syntax(first.call)
        guard let selection = first.selectionValue, links.allSatisfy({ $0.selectionValue == selection }) else {
            return .failure(Refusal(.linkTagSelection, "the hidden links' selection `\(first.selection.trimmedText)` is not a property (`$name`), which their destinations' bindings would read and clear; migrate them by hand", at: here))
        }
        // Two links of one tag were both active at once; two destinations cannot be.
        var tagged: [String: TagSelectionLink] = [:]
        for link in links {
            let tag = link.tag.trimmedText.filter { !$0.isWhitespace }
            if let other = tagged[tag] {
                let place = context.converter.location(for: other.call.positionAfterSkippingLeadingTrivia)
                return .failure(Refusal(.linkTagSelection, "tag `\(link.tag.trimmedText)` is used by two links (the other at \(place.line):\(place.column)): both were active whenever the selection was that tag, and two destinations cannot be presented at once; give each link its own tag, then migrate", at: Syntax(link.call)))
            }
            tagged[tag] = link
        }
        var placements: [Placement] = []
        for link in links {
            switch placement(of: link, stays: stays) {
            case .failure(let refusal): return .failure(refusal)
            case .success(let found): placements.append(found)
            }
        }
        for (link, placed) in zip(links, placements) {
            let call = Syntax(link.call)
            if let (lazy, helper) = placed.carrier.id == placed.container?.id ? nil : lazyContainer(around: Syntax(placed.carrier)) {
                if let helper {
                    let kind = labelled.contains(link.call.id) ? "link" : "hidden link"
                    return .failure(Refusal(.linkTagSelection, "the \(kind) for tag `\(link.tag.trimmedText)` is in `\(helper)`, which the view also uses inside a `\(lazy)`, and a destination on a view there would be inside it, where SwiftUI does not support one; migrate it by hand: a `Button` in its place that sets the selection, and one `navigationDestination(isPresented:)` outside the `\(lazy)`, shown while the selection is one of the links' tags", at: call))
                }
                if labelled.contains(link.call.id) {
                    return .failure(Refusal(.linkTagSelection, "the link for tag `\(link.tag.trimmedText)` sits in a `\(lazy)`, and the view that would carry its destination is inside it, where SwiftUI does not support one; migrate it by hand: a `Button` in its place that sets the selection, and one `navigationDestination(isPresented:)` outside the `\(lazy)`, shown while the selection is one of the links' tags", at: call))
                }
                return .failure(Refusal(.linkTagSelection, "the hidden link for tag `\(link.tag.trimmedText)` sits in a `\(lazy)`, and the view that would carry its destination is inside it, where SwiftUI does not support one; migrate it by hand: one `navigationDestination(isPresented:)` outside the `\(lazy)`, shown while the selection is one of its links' tags (where the hidden link was what a row's tap pushed, a `Button` in the row that sets the selection)", at: call))
            }
            if labelled.contains(link.call.id),
               link.call.modifierChain.contains(where: { $0.modifierName == "isDetailLink" && $0.isConditionalModifier }) {
                return .failure(Refusal(.linkTagSelection, "the link for tag `\(link.tag.trimmedText)` has `.isDetailLink` inside an `#if`, which the button it becomes cannot take; move it off the link, then migrate", at: call))
            }
            if !stays(link),
               let modifier = link.call.modifierChain.first(where: { !Self.hidingModifiers.contains($0.modifierName ?? "") }) {
                return .failure(Refusal(.linkTagSelection, "hidden link has `.\(modifier.modifierName ?? "")`, which navmigrate cannot tell only hides it; move it off the link, then migrate", at: call))
            }
            let used = referencedNames(in: link.destinationNode).union(referencedNames(in: link.tag))
            let limit = placed.carrier.parent?.parent ?? Syntax(placed.carrier)
            if let name = used.intersection(localNames(around: link.call, upTo: limit, helpers: helpers)).sorted().first {
                return .failure(Refusal(.linkTagSelection, "the link uses `\(name)` from where it sits, so its destination cannot move", at: call))
            }
        }
        var plan = Plan()
        var removals: [SourceEdit] = []
        var carriers: [ExprSyntax] = []
        for placed in placements where !carriers.contains(where: { $0.id == placed.carrier.id }) { carriers.append(placed.carrier) }
        for carrier in carriers {
            let here = zip(links, placements).filter { $0.1.carrier.id == carrier.id }
            let own = here.filter { $0.1.removal == nil && !stays($0.0) }.map(\.0)
            let shared = here.filter { $0.1.removal != nil }.map(\.0)
            let pressed = here.filter { stays($0.0) }.map(\.0)
            let indent = context.modifierIndent(for: carrier)
            // Links that go one by one (statements) take their notes along; those that go with
            // a decoration or wrapper of their own go with it; buttons stay where they are.
            var conditions: [SyntaxIdentifier: [String]] = [:]
            for (link, placed) in here where !placed.conditions.isEmpty { conditions[link.call.id] = placed.conditions }
            let mine = presentedDestinations(for: own, selection: selection, indent: indent, conditions: conditions, plan: &plan,
                                             removingLinks: true)
            let theirs = presentedDestinations(for: shared, selection: selection, indent: indent, conditions: conditions, plan: &plan)
            let theButtons = presentedDestinations(for: pressed, selection: selection, indent: indent, carrier: carrier,
                                                   conditions: conditions, plan: &plan)
            removals += mine.removals
            for case let removal? in here.map(\.1.removal) where !removals.contains(removal) { removals.append(removal) }
            plan.edits.append(context.insertingModifiers(mine.text + theirs.text + theButtons.text,
                                                         at: context.destinationInsertion(on: carrier), indent: indent))
        }
        for link in links where labelled.contains(link.call.id) {
            // `isDetailLink` is a link's own modifier, which a button does not have.
            plan.edits += link.buttonEdits(action: "\(selection) = \(value(of: link))", in: context)
            plan.edits += link.call.modifierChain.filter { $0.modifierName == "isDetailLink" }.compactMap { context.removal(ofModifier: $0) }
        }
        for link in links {
            guard let button = buttons[link.call.id] else { continue }
            let indent = context.indentation(ofLineAt: link.call.positionAfterSkippingLeadingTrivia)
            let range = button.positionAfterSkippingLeadingTrivia.utf8Offset..<button.endPositionBeforeTrailingTrivia.utf8Offset
            plan.edits.append(SourceEdit(replacing: link.call.positionAfterSkippingLeadingTrivia, link.call.endPositionBeforeTrailingTrivia,
                                         with: plan.carry(range, placedAt: indent, in: context)))
        }
        plan.edits += context.tidyingBlankLines(removals)
        plan.findings += emptiedHelperNotes(placements)
        plan.findings += HiddenLinkSpacing.notes(for: links.filter { !stays($0) && $0.isHidden }.map { ExprSyntax($0.call.chainTop) },
                                                 edits: plan.edits, rule: .linkTagSelection, context: context)
        plan.became = buttons.isEmpty && labelled.isEmpty
            ? ("hidden link to navigationDestination(isPresented:)", links.count)
            : ("link to navigationDestination(isPresented:)", links.count)
        return .success(plan)
    }

    /// The visible links whose label is one `Button` that sets the selection to the link's tag,
    /// with that button, by link.
    private func selectingButtons() -> [SyntaxIdentifier: CodeBlockItemSyntax] {
        var found: [SyntaxIdentifier: CodeBlockItemSyntax] = [:]
        // In a `List` or `Form` the row's tap fires the link rather than the button: such rows
        // go the list's way.
        for link in links where !link.isHidden && enclosingList(of: link.call, orForm: true) == nil {
            guard let selection = link.selectionValue,
                  let button = IsActiveLink.labelButton(link.label, setting: selection, to: link.tag.trimmedText, in: scope)
            else { continue }
            found[link.call.id] = button
        }
        return found
    }

    /// Where a hidden link's destination goes, and what goes with the link.
    struct Placement {
        /// The view that carries the destination.
        var carrier: ExprSyntax
        /// What goes instead of the link alone (a `.background` holding only hidden links, a
        /// `Group` of them); nil: the link's own statement.
        var removal: SourceEdit?
        /// The `List` or `Form` carrier, which may be a lazy container itself.
        var container: ExprSyntax?
        /// The plain conditions of the `if`s between a link that stays and the stack that
        /// carries its destination, which the destination's binding tests too.
        var conditions: [String] = []
        /// The helper that showed only hidden links and is left showing `EmptyView()`.
        var emptiedHelper: DeclSyntax?
    }

    /// The stack, `Group` or `ScrollView` around the `if`s a view is written in, when the view
    /// is a statement of an `if`'s body, that `if` a statement of another's, up to a statement
    /// of the stack's content.
    private static func holder(aroundBranchesOf view: ExprSyntax) -> FunctionCallExprSyntax? {
        var node = Syntax(view)
        var passedBranch = false
        while let item = node.parent?.as(CodeBlockItemSyntax.self), let list = item.parent?.as(CodeBlockItemListSyntax.self) {
            if let block = list.parent?.as(CodeBlockSyntax.self), let ifExpr = block.parent?.as(IfExprSyntax.self), ifExpr.body.id == block.id {
                passedBranch = true
                let statement = ifExpr.parent?.as(ExpressionStmtSyntax.self).map(Syntax.init) ?? Syntax(ifExpr)
                node = statement
                continue
            }
            guard passedBranch, let closure = list.parent?.as(ClosureExprSyntax.self),
                  let holder = closure.parent?.as(FunctionCallExprSyntax.self), holder.trailingClosure?.id == closure.id,
                  ["VStack", "HStack", "ZStack", "Group", "ScrollView"].contains(holder.calleeTypeName ?? "") else { return nil }
            return holder
        }
        return nil
    }

    /// The view a hidden link's destination goes on: the view a `.background`/`.overlay` of
    /// hidden links decorates; the `List` or `Form` whose rows hold it; the stack or `Group`
    /// (or `ScrollView`) it is a statement of, or the one around a `Group` of nothing but hidden
    /// links; the view beside it in a `body`; for a link, or such a `Group`, that is all a helper
    /// shows, the same around the one place the view uses the helper.
    private func placement(of link: TagSelectionLink, stays: (TagSelectionLink) -> Bool) -> Result<Placement, Refusal> {
        let here = Syntax(link.call)
        // What goes: the hidden links, and the links of the `else`s paired with them.
        let removed = Set(links.filter { !stays($0) }.map { $0.call.chainTop.id } + exclusivePairs.values.map { $0.other.call.chainTop.id })
        // One of two links of one tag in an `if` and its `else`, in a stack: the stack carries
        // one destination for both, and the `if` goes.
        if let pair = exclusivePairs[link.call.id] {
            guard let holder = Self.holder(aroundBranchesOf: ExprSyntax(link.call.chainTop)),
                  let conditions = plainConditions(around: pair.statement, upTo: Syntax(holder)) else {
                return .failure(Refusal(.linkTagSelection, "the links for tag `\(link.tag.trimmedText)` sit in the two branches of `if \(pair.condition)`, which is not a statement of a stack (or sits under a condition navmigrate cannot copy) that could carry their one destination; migrate them by hand", at: here))
            }
            let used = referencedNames(in: pair.other.destinationNode)
            if let name = used.intersection(localNames(around: pair.other.call, upTo: holder.parent ?? Syntax(holder), helpers: helpers)).sorted().first {
                return .failure(Refusal(.linkTagSelection, "the link uses `\(name)` from where it sits, so its destination cannot move", at: Syntax(pair.other.call)))
            }
            let kept = destinationRanges + [
                pair.other.destinationNode.positionAfterSkippingLeadingTrivia.utf8Offset..<pair.other.destinationNode.endPositionBeforeTrailingTrivia.utf8Offset,
            ]
            switch settled(holder, removed: removed, at: here) {
            case .failure(let refusal): return .failure(refusal)
            case .success(let found):
                let removal = context.deletion(keepingCommentsOf: found.wrapper.map(Syntax.init) ?? pair.statement, except: kept)
                return .success(Placement(carrier: found.carrier, removal: removal, conditions: conditions))
            }
        }
        // SwiftUI reads no destination in a toolbar's items: the view the toolbar is on carries it.
        if let toolbar = ViewHelpers.toolbarModifier(holding: link.call, helpers: helpers) {
            if enclosingForEach(of: link.call) != nil {
                return .failure(Refusal(.linkTagSelection, "the link for tag `\(link.tag.trimmedText)` sits in a toolbar and is repeated by a `ForEach`, one link for each element; migrate it by hand: a `Button` in its place that sets the selection, and one `navigationDestination(isPresented:)` on the view the toolbar is on, built from the selected value", at: here))
            }
            if let condition = branchCondition(around: here, upTo: Syntax(toolbar)) {
                return .failure(Refusal(.linkTagSelection, "the link for tag `\(link.tag.trimmedText)` sits in a toolbar, shown only under `\(condition)`, and a destination on the view the toolbar is on would not keep that condition; migrate it by hand", at: here))
            }
            return .success(Placement(carrier: toolbar.chainTop, removal: nil))
        }
        if stays(link) {
            // It stays where it is, under its `#if` too; its destination takes the condition.
            if let holder = Self.holder(of: ExprSyntax(link.call.chainTop), throughIfConfig: true) {
                return .success(Placement(carrier: holder.chainTop, removal: nil))
            }
            // Under plain `if`s in a stack: the stack carries it, and the binding that presents
            // it tests the conditions, as the link existed only while they held.
            if let holder = Self.holder(aroundBranchesOf: ExprSyntax(link.call.chainTop)) {
                guard let conditions = plainConditions(around: here, upTo: Syntax(holder)), !conditions.isEmpty,
                      let condition = branchCondition(around: here, upTo: Syntax(holder)) else {
                    let condition = branchCondition(around: here, upTo: Syntax(holder)) ?? "a condition"
                    return .failure(Refusal(.linkTagSelection, "the link for tag `\(link.tag.trimmedText)` exists only under `\(condition)`, a condition navmigrate cannot copy into the binding that presents its destination; migrate it by hand, keeping that test", at: here))
                }
                _ = condition
                return .success(Placement(carrier: holder.chainTop, removal: nil, conditions: conditions))
            }
            if let sibling = Self.siblingView(besides: links.map { ExprSyntax($0.call.chainTop) }, removed: removed) {
                return .success(Placement(carrier: sibling, removal: nil))
            }
            // Alone where it is (all a row view's `body` shows): the button it becomes carries
            // its own destination. Not one whose label is already the button (which goes in its
            // place, the link's own call gone).
            if !link.isHidden, selectingButtons()[link.call.id] == nil {
                return .success(Placement(carrier: link.call.chainTop, removal: nil))
            }
            return .failure(Refusal(.linkTagSelection, "the link for tag `\(link.tag.trimmedText)` sits neither in a stack with other views nor beside a view that could carry its destination; migrate it by hand", at: here))
        }
        if let (decoration, whole) = decoration(holding: link, removed: removed) {
            // Beside hidden `isActive:` links, which their own rule removes: the view it
            // decorates carries the destinations, and each link goes on its own.
            guard whole else { return .success(Placement(carrier: decoration.chainTop, removal: nil)) }
            // A `Group` (or stack) of them in it goes too, with its modifiers (`HiddenLinkHolder`).
            if let holder = Self.holder(of: ExprSyntax(link.call.chainTop)), let acting = HiddenLinkHolder.firstActingModifier(of: holder) {
                return .failure(Refusal(.linkTagSelection, HiddenLinkHolder.reason(keeping: acting, of: holder), at: here))
            }
            guard let removal = IsActiveLink.removal(ofDecoration: decoration, in: context) else {
                return .failure(Refusal(.linkTagSelection, "the hidden link's `.\(decoration.modifierName ?? "")` cannot be removed; migrate it by hand", at: here))
            }
            return .success(Placement(carrier: decoration.chainTop, removal: removal))
        }
        if let list = enclosingList(of: link.call, orForm: true) {
            // In a `List` or `Form` (beside a row's button), where no row can carry it: the
            // container does, and a link under a condition there is refused.
            if let condition = branchCondition(around: here, upTo: Syntax(list)) {
                return .failure(Refusal(.linkTagSelection, "the hidden link for tag `\(link.tag.trimmedText)` is shown only under `\(condition)` in the `\(list.calleeTypeName ?? "")`, and a destination on it would not keep that condition; migrate it by hand", at: here))
            }
            if enclosingForEach(of: link.call) != nil {
                return .failure(Refusal(.linkTagSelection, "the hidden link for tag `\(link.tag.trimmedText)` is repeated by a `ForEach`; migrate it by hand", at: here))
            }
            return .success(Placement(carrier: list.chainTop, removal: nil, container: list.chainTop))
        }
        if let holder = Self.holder(of: ExprSyntax(link.call.chainTop)) {
            let holds = holder.trailingClosure?.statements ?? []
            guard holds.allSatisfy({ Self.showsOnly(removed, $0) }) else { return .success(Placement(carrier: holder.chainTop, removal: nil)) }
            // A `Group` (or stack) of nothing but hidden links goes whole, with its modifiers
            // when they only hide it or lay it out (`HiddenLinkHolder`); the view around it, or
            // the one around where the helper it is all of is used, carries them.
            var wrapper = ExprSyntax(holder.chainTop)
            if holder.arguments.isEmpty {
                if let acting = HiddenLinkHolder.firstActingModifier(of: holder) {
                    return .failure(Refusal(.linkTagSelection, HiddenLinkHolder.reason(keeping: acting, of: holder), at: here))
                }
                // A `Group` of such `Group`s shows nothing once they go either: it goes whole.
                while let outer = Self.holder(of: wrapper), outer.arguments.isEmpty, HiddenLinkHolder.firstActingModifier(of: outer) == nil,
                      (outer.trailingClosure?.statements ?? []).allSatisfy({ Self.showsOnly(removed, $0) }) {
                    wrapper = ExprSyntax(outer.chainTop)
                }
                // One that would be left empty but acts (`.onAppear`) or is laid out keeps them back.
                if let outer = Self.holder(of: wrapper), (outer.trailingClosure?.statements ?? []).allSatisfy({ Self.showsOnly(removed, $0) }) {
                    if let acting = HiddenLinkHolder.firstActingModifier(of: outer) {
                        return .failure(Refusal(.linkTagSelection, HiddenLinkHolder.reason(keeping: acting, of: outer), at: here))
                    }
                    return .failure(Refusal(.linkTagSelection, "the hidden links are all the `\(outer.calleeTypeName ?? "")` around them shows, which would be left empty and could carry no destination; keep a view beside them, then migrate", at: here))
                }
                if let outer = Self.holder(of: wrapper) {
                    return .success(Placement(carrier: outer.chainTop, removal: context.deletion(keepingCommentsOf: wrapper, except: destinationRanges)))
                }
                if let placed = placement(throughHelperShowing: wrapper, of: link, removed: removed) { return placed }
            }
            return .failure(Refusal(.linkTagSelection, "the hidden links are all their `\(holder.calleeTypeName ?? "")` shows, and no view around it could carry their destinations; keep a view beside them, then migrate", at: here))
        }
        if let sibling = Self.siblingView(besides: links.map { ExprSyntax($0.call.chainTop) }, removed: removed) {
            // Statements of a `body` (or a helper) beside other views: the first of those carries them.
            return .success(Placement(carrier: sibling, removal: nil))
        }
        // All a helper shows, where the view uses it in one place: as if written there.
        if let placed = placement(throughHelperShowing: ExprSyntax(link.call.chainTop), of: link, removed: removed) {
            return placed
        }
        // Under plain `if`s in a stack: the stack carries its destination, whose binding tests
        // the conditions too, as the link existed only while they held; an `if` left holding
        // nothing goes with it (not one with an `else`, which would be left with an empty branch).
        if let holder = Self.holder(aroundBranchesOf: ExprSyntax(link.call.chainTop)),
           let conditions = plainConditions(around: here, upTo: Syntax(holder)), !conditions.isEmpty {
            if Self.leavesEmptyBranch(of: ExprSyntax(link.call.chainTop), removed: removed) {
                let branch = Self.enclosingBranch(of: ExprSyntax(link.call.chainTop)) ?? "its `if`"
                return .failure(Refusal(.linkTagSelection, "the hidden link for tag `\(link.tag.trimmedText)` is all that `\(branch)` shows, and that `if` has an `else`: without the link the branch would be empty; migrate it by hand (its destination on the stack around the `if`, presented while the condition holds and the selection is its tag)", at: here))
            }
            switch settled(holder, removed: removed, at: here) {
            case .failure(let refusal): return .failure(refusal)
            case .success(let found):
                let emptied = found.wrapper.map(Syntax.init) ?? Self.emptiedBranch(of: ExprSyntax(link.call.chainTop), removed: removed)
                let removal = emptied.map { context.deletion(keepingCommentsOf: $0, except: destinationRanges) }
                return .success(Placement(carrier: found.carrier, removal: removal, conditions: conditions))
            }
        }
        // All the view's `body` shows (the app's own hidden-link view, shown beside other
        // views): a `Color.clear` of no size takes its place and carries its destination.
        if let placed = bodyCarrierPlacement(of: link) { return placed }
        // Under an `if` (or a `switch` case) of its own, the places above do not count: the
        // condition is what stops it.
        if let branch = Self.enclosingBranch(of: ExprSyntax(link.call.chainTop)) {
            return .failure(Refusal(.linkTagSelection, "the hidden link for tag `\(link.tag.trimmedText)` is shown only under `\(branch)`, and a destination on a view around it would not keep that condition; migrate it by hand", at: here))
        }
        // One link for each element of a `ForEach` (written in its closure, or in a function
        // handed to it: `ForEach(books, content: secretLink)`): no one of them has a place.
        if enclosingForEach(of: link.call) != nil || Self.isForEachContent(link.call) {
            return .failure(Refusal(.linkTagSelection, "the hidden link for tag `\(link.tag.trimmedText)` is repeated by a `ForEach`, one link for each element; one destination for all of them, on a view around the `ForEach` and built from the selected value, is not what navmigrate writes; migrate it by hand", at: here))
        }
        return .failure(Refusal(.linkTagSelection, "the hidden link for tag `\(link.tag.trimmedText)` sits neither in a stack with other views, a `List` or `Form`, a `.background`, nor beside a view that could carry its destination; migrate it by hand", at: here))
    }

    /// The outermost `if` statement around `view` that shows nothing once the hidden links of
    /// `removed` go (its body holds only those, or `if`s of only those, and it has no `else`):
    /// it goes with them. Nil where the link's own branch shows something else.
    private static func emptiedBranch(of view: ExprSyntax, removed: Set<SyntaxIdentifier>) -> Syntax? {
        func showsNothing(_ item: CodeBlockItemSyntax) -> Bool {
            if removed.contains(item.item.id) { return true }
            guard let ifExpr = item.item.as(ExpressionStmtSyntax.self)?.expression.as(IfExprSyntax.self) ?? item.item.as(IfExprSyntax.self),
                  ifExpr.elseBody == nil else { return false }
            return ifExpr.body.statements.allSatisfy(showsNothing)
        }
        var found: Syntax?
        var node = Syntax(view)
        while let item = node.parent?.as(CodeBlockItemSyntax.self), let list = item.parent?.as(CodeBlockItemListSyntax.self),
              let block = list.parent?.as(CodeBlockSyntax.self), let ifExpr = block.parent?.as(IfExprSyntax.self),
              ifExpr.body.id == block.id, ifExpr.elseBody == nil, list.allSatisfy(showsNothing) {
            let statement = ifExpr.parent?.as(ExpressionStmtSyntax.self).map(Syntax.init) ?? Syntax(ifExpr)
            found = statement
            node = statement
        }
        return found
    }

    /// A hidden link that is the one statement of its view's `body`: like the link, a
    /// `Color.clear` of no size takes no room but the spacing a stack gives it, and carries the
    /// destination; the views that show this one stay as they are. Nil where the link is not
    /// that, or nobody asked (`bodyCarrierBlocker`); a refusal where the project's uses of the
    /// view forbid it.
    private func bodyCarrierPlacement(of link: TagSelectionLink) -> Result<Placement, Refusal>? {
        let chain = ExprSyntax(link.call.chainTop)
        guard let blocker = bodyCarrierBlocker, let scope, link.isHidden,
              let item = chain.parent?.as(CodeBlockItemSyntax.self), let list = item.parent?.as(CodeBlockItemListSyntax.self),
              list.count == 1, let accessor = list.parent?.as(AccessorBlockSyntax.self),
              let binding = accessor.parent?.as(PatternBindingSyntax.self),
              binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "body",
              binding.parent?.parent?.as(VariableDeclSyntax.self)?.parent?.parent?.parent?.parent?.id == scope.primary.id
        else { return nil }
        if let why = blocker() {
            return .failure(Refusal(.linkTagSelection, "the hidden link for tag `\(link.tag.trimmedText)` is all `\(scope.typeName)` shows, and \(why); migrate it by hand", at: Syntax(link.call)))
        }
        if !IsActiveLink.hasEmptyLabel(title: link.title, label: link.label) {
            return .failure(Refusal(.linkTagSelection, "the hidden link for tag `\(link.tag.trimmedText)` is all `\(scope.typeName)` shows, and its label, hidden, keeps its room, which the `Color.clear` of no size that would carry its destination would not; migrate it by hand", at: Syntax(link.call)))
        }
        let clear = IsPresentedFallback.namesOwnColor(context.tree) ? "SwiftUI.Color.clear" : "Color.clear"
        let indent = context.innerIndentation(ofLineAt: chain.positionAfterSkippingLeadingTrivia)
        let carrier = SourceEdit(replacing: chain.positionAfterSkippingLeadingTrivia, chain.endPositionBeforeTrailingTrivia,
                                 with: clear + context.lineEnding + indent + ".frame(width: 0, height: 0)")
        return .success(Placement(carrier: chain, removal: carrier))
    }

    /// Hidden links of one tag that are each all a branch of one `if`/`else` (a plain condition,
    /// no `else if`): never shown together, they take one destination that shows either view.
    private func exclusiveBranchPairs() -> [SyntaxIdentifier: ExclusivePair] {
        var pairs: [SyntaxIdentifier: ExclusivePair] = [:]
        func branch(of link: TagSelectionLink) -> (ifExpr: IfExprSyntax, inElse: Bool)? {
            guard link.isHidden, let item = link.call.chainTop.parent?.as(CodeBlockItemSyntax.self),
                  let list = item.parent?.as(CodeBlockItemListSyntax.self), list.count == 1,
                  let block = list.parent?.as(CodeBlockSyntax.self), let ifExpr = block.parent?.as(IfExprSyntax.self) else { return nil }
            if ifExpr.body.id == block.id { return (ifExpr, false) }
            if case .codeBlock(let other)? = ifExpr.elseBody, other.id == block.id { return (ifExpr, true) }
            return nil
        }
        for link in links {
            guard let (ifExpr, inElse) = branch(of: link), !inElse,
                  ifExpr.conditions.allSatisfy({ $0.condition.is(ExprSyntax.self) }),
                  !ifExpr.conditions.tokens(viewMode: .sourceAccurate).contains(where: { $0.tokenKind == .leftParen && !($0.parent?.is(TupleExprSyntax.self) ?? false) }),
                  case let tag = link.tag.trimmedText.filter({ !$0.isWhitespace }),
                  let other = links.first(where: { other in
                      other.call.id != link.call.id && other.tag.trimmedText.filter({ !$0.isWhitespace }) == tag
                          && branch(of: other).map { $0.ifExpr.id == ifExpr.id && $0.inElse } == true
                  }) else { continue }
            let statement = ifExpr.parent?.as(ExpressionStmtSyntax.self).map(Syntax.init) ?? Syntax(ifExpr)
            pairs[link.call.id] = ExclusivePair(condition: ifExpr.conditions.map { $0.condition.trimmedText.onOneLine }.joined(separator: ", "),
                                                other: other, statement: statement)
        }
        return pairs
    }

    /// Whether `statement` shows nothing once the links of `removed` go: it is one of them, or a
    /// `Group` or stack, with no arguments, of only such statements.
    private static func showsOnly(_ removed: Set<SyntaxIdentifier>, _ statement: CodeBlockItemSyntax) -> Bool {
        if removed.contains(statement.item.id) { return true }
        // An `if` each of whose branches shows only such statements.
        if let ifExpr = statement.item.as(ExpressionStmtSyntax.self)?.expression.as(IfExprSyntax.self) ?? statement.item.as(IfExprSyntax.self) {
            return showsOnly(removed, ifExpr)
        }
        guard let call = statement.item.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
              ["VStack", "HStack", "ZStack", "Group"].contains(call.calleeTypeName ?? ""),
              let statements = call.trailingClosure?.statements, !statements.isEmpty else { return false }
        return statements.allSatisfy { showsOnly(removed, $0) }
    }

    private static func showsOnly(_ removed: Set<SyntaxIdentifier>, _ ifExpr: IfExprSyntax) -> Bool {
        guard ifExpr.body.statements.allSatisfy({ showsOnly(removed, $0) }) else { return false }
        guard let elseBody = ifExpr.elseBody else { return true }
        if let block = elseBody.as(CodeBlockSyntax.self) { return block.statements.allSatisfy { showsOnly(removed, $0) } }
        if let next = elseBody.as(IfExprSyntax.self) { return showsOnly(removed, next) }
        return false
    }

    /// Where the destinations of links in `holder` (a stack or `Group` around them, or around
    /// the `if`s they are in) go: on `holder` while it still shows something once `removed`
    /// go; else `holder` goes whole, with any `Group`s around it left as empty, and the stack
    /// around them carries them (`wrapper`: what goes). Refused where what would be left empty
    /// acts, is laid out, or has no stack around it.
    private func settled(_ holder: FunctionCallExprSyntax, removed: Set<SyntaxIdentifier>,
                         at here: Syntax) -> Result<(carrier: ExprSyntax, wrapper: ExprSyntax?), Refusal> {
        let emptied = { (stack: FunctionCallExprSyntax) in (stack.trailingClosure?.statements ?? []).allSatisfy { Self.showsOnly(removed, $0) } }
        guard emptied(holder) else { return .success((holder.chainTop, nil)) }
        var wrapper = ExprSyntax(holder.chainTop)
        var current = holder
        while true {
            if let acting = HiddenLinkHolder.firstActingModifier(of: current) {
                return .failure(Refusal(.linkTagSelection, HiddenLinkHolder.reason(keeping: acting, of: current), at: here))
            }
            guard current.arguments.isEmpty, let outer = Self.holder(of: wrapper) else {
                return .failure(Refusal(.linkTagSelection, "the hidden links are all the `\(current.calleeTypeName ?? "")` around them shows, which would be left empty and could carry no destination; keep a view beside them, then migrate", at: here))
            }
            guard emptied(outer) else { return .success((outer.chainTop, wrapper)) }
            wrapper = ExprSyntax(outer.chainTop)
            current = outer
        }
    }

    /// Whether the `if` branch `view` is a statement of would show nothing once the links of
    /// `removed` go while the `if` has an `else`: an empty branch left before it.
    private static func leavesEmptyBranch(of view: ExprSyntax, removed: Set<SyntaxIdentifier>) -> Bool {
        guard let list = view.parent?.parent?.as(CodeBlockItemListSyntax.self),
              let ifExpr = list.parent?.parent?.as(IfExprSyntax.self), ifExpr.elseBody != nil else { return false }
        return list.allSatisfy { removed.contains($0.item.id) }
    }

    /// Whether `call` is in a function of its type that the type hands to a `ForEach` by name
    /// (`ForEach(books, id: \.self, content: secretLink)`).
    private static func isForEachContent(_ call: FunctionCallExprSyntax) -> Bool {
        var current = Syntax(call).parent
        while let node = current, !node.is(FunctionDeclSyntax.self) { current = node.parent }
        guard let function = current?.as(FunctionDeclSyntax.self),
              let members = function.parent?.parent?.as(MemberBlockItemListSyntax.self) else { return false }
        let name = function.name.text
        return members.tokens(viewMode: .sourceAccurate).contains { token in
            guard token.tokenKind == .identifier(name), let reference = token.parent?.as(DeclReferenceExprSyntax.self),
                  let argument = reference.parent?.as(LabeledExprSyntax.self) else { return false }
            return argument.parent?.parent?.as(FunctionCallExprSyntax.self)?.calleeTypeName == "ForEach"
        }
    }

    /// The `if` or `switch` case whose branch the view is a statement of, as written.
    private static func enclosingBranch(of view: ExprSyntax) -> String? {
        guard let item = view.parent?.as(CodeBlockItemSyntax.self) ?? view.parent?.parent?.as(CodeBlockItemSyntax.self),
              let list = item.parent?.as(CodeBlockItemListSyntax.self) else { return nil }
        if let block = list.parent?.as(CodeBlockSyntax.self), let ifExpr = block.parent {
            return branch(ifExpr, holding: Syntax(block))
        }
        return list.parent.flatMap { branch($0, holding: Syntax(list)) }
    }

    /// The `.background`/`.overlay` that holds nothing but the link, or a `Group` (or stack)
    /// of nothing but hidden links of these.
    /// `whole`: the decoration holds nothing but these links, and goes with them; else hidden
    /// `isActive:` links are beside them, which that rule removes on its own.
    private func decoration(holding link: TagSelectionLink, removed: Set<SyntaxIdentifier>) -> (call: FunctionCallExprSyntax, whole: Bool)? {
        var content = ExprSyntax(link.call.chainTop)
        var whole = true
        let isOtherHiddenLink = { (item: CodeBlockItemSyntax) -> Bool in
            guard let call = item.item.as(FunctionCallExprSyntax.self)?.chainRoot ?? item.item.as(ExprSyntax.self)?.as(FunctionCallExprSyntax.self),
                  call.calleeTypeName == "NavigationLink", let other = IsActiveLink(call) else { return false }
            return other.isHidden
        }
        if let holder = Self.holder(of: content), holder.arguments.isEmpty, let statements = holder.trailingClosure?.statements,
           statements.allSatisfy({ removed.contains($0.item.id) || isOtherHiddenLink($0) }) {
            whole = statements.allSatisfy { removed.contains($0.item.id) }
            content = ExprSyntax(holder.chainTop)
        }
        return Self.decoration(of: content).map { ($0, whole) }
    }

    /// The `.background`/`.overlay` whose one view is `content`, as its argument or as the one
    /// statement of its closure.
    static func decoration(of content: ExprSyntax) -> FunctionCallExprSyntax? {
        if let argument = content.parent?.as(LabeledExprSyntax.self), argument.label == nil,
           let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self), call.trailingClosure == nil,
           call.arguments.count == 1, IsActiveLink.isDecoration(call) {
            return call
        }
        if let item = content.parent?.as(CodeBlockItemSyntax.self), let closure = item.parent?.parent?.as(ClosureExprSyntax.self),
           closure.statements.count == 1, let call = closure.parent?.as(FunctionCallExprSyntax.self),
           call.trailingClosure?.id == closure.id, call.arguments.isEmpty, IsActiveLink.isDecoration(call) {
            return call
        }
        return nil
    }

    /// One `.navigationDestination(isPresented:)` per link, at `indent`, presented while the
    /// selection is the link's tag and clearing it on pop only while it still is. With
    /// `removingLinks`, the deletions of the links too, whose `//` lines just above them (notes
    /// on them) go above their destinations.
    /// `carrier`: the view the destinations go on, whose `#if` conditions around a link that
    /// stays (a button) the link's destination keeps.
    /// `conditions`: by link, the plain tests of the `if`s it is shown under, which the
    /// binding's `get` tests too (`get: { isPlus && selection == "devices" }`).
    func presentedDestinations(for subset: [TagSelectionLink]? = nil, selection: String, indent: String, carrier: ExprSyntax? = nil,
                               conditions: [SyntaxIdentifier: [String]] = [:],
                               plan: inout Plan, removingLinks: Bool = false) -> (text: String, removals: [SourceEdit]) {
        var text = ""
        var removals: [SourceEdit] = []
        let step = context.indentStep
        for link in subset ?? links {
            let tag = value(of: link)
            let body: String
            if let pair = exclusivePairs[link.call.id] {
                let inner = indent + step + step
                body = indent + step + "if \(pair.condition) {" + context.lineEnding + plan.carry(link.destination, to: inner, in: context)
                    + context.lineEnding + indent + step + "} else {" + context.lineEnding + plan.carry(pair.other.destination, to: inner, in: context)
                    + context.lineEnding + indent + step + "}"
            } else {
                body = plan.carry(link.destination, to: indent + step, in: context)
            }
            if removingLinks {
                var removal = context.deletion(keepingCommentsOf: link.call.chainTop)
                if let above = context.commentLines(above: removal.range.lowerBound) {
                    removal = SourceEdit(range: above.start..<removal.range.upperBound, replacement: removal.replacement)
                    text += above.comments.map { context.lineEnding + indent + $0 }.joined()
                }
                removals.append(removal)
            }
            let destination = [
                ".navigationDestination(isPresented: Binding(",
                step + "get: { " + (conditions[link.call.id] ?? []).map { Self.grouped($0) + " && " }.joined() + "\(selection) == \(tag) },",
                step + "set: { if !$0, \(selection) == \(tag) { \(selection) = nil } }",
                ")) {",
            ].map { context.lineEnding + indent + $0 }.joined() + context.lineEnding + body + context.lineEnding + indent + "}"
            if let carrier, let condition = Availability.compileCondition(of: link.call, outside: carrier) {
                text += context.compiled(destination, onlyIf: condition, indent: indent)
            } else {
                text += destination
            }
        }
        return (text, removals)
    }

    /// A condition as it can stand before `&&`: in parentheses unless it is one name, member,
    /// negation or group already.
    private static func grouped(_ condition: String) -> String {
        let plain = condition.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." || $0 == "!" }
        if plain { return condition }
        if condition.hasPrefix("("), condition.hasSuffix(")") {
            // `(a) || (b)` is not one group: the first `(` must close at the end.
            var depth = 0
            for (index, character) in condition.enumerated() {
                if character == "(" { depth += 1 }
                if character == ")" { depth -= 1 }
                if depth == 0 { return index == condition.count - 1 ? condition : "(\(condition))" }
            }
        }
        return "(\(condition))"
    }

    /// Modifiers that only hide a link or lay it out: they go with it.
    private static let hidingModifiers: Set<String> = ["hidden", "opacity", "frame", "disabled", "isDetailLink", "accessibilityHidden"]

    /// The stack, `Group` or `ScrollView` whose content closure has `view` as a statement
    /// (`throughIfConfig`: or as a statement of `#if` blocks that are).
    static func holder(of view: ExprSyntax, throughIfConfig: Bool = false) -> FunctionCallExprSyntax? {
        guard var item = view.parent?.as(CodeBlockItemSyntax.self) else { return nil }
        while throughIfConfig, let block = item.parent?.parent?.parent?.parent?.as(IfConfigDeclSyntax.self),
              let outer = block.parent?.as(CodeBlockItemSyntax.self) {
            item = outer
        }
        guard let closure = item.parent?.parent?.as(ClosureExprSyntax.self),
              let holder = closure.parent?.as(FunctionCallExprSyntax.self), holder.trailingClosure?.id == closure.id,
              ["VStack", "HStack", "ZStack", "Group", "ScrollView"].contains(holder.calleeTypeName ?? "") else { return nil }
        return holder
    }

    /// The first view written as a statement in the same list as every one of `views` (not one
    /// of them, a `ForEach` or a link), when they are statements of one list.
    static func siblingView(besides views: [ExprSyntax], removed: Set<SyntaxIdentifier>) -> ExprSyntax? {
        guard let list = views.first?.parent?.parent?.as(CodeBlockItemListSyntax.self),
              views.allSatisfy({ $0.parent?.parent?.id == list.id }) else { return nil }
        let own = Set(views.map(\.id))
        for statement in list where !removed.contains(statement.item.id) && !own.contains(statement.item.id) {
            guard let expression = statement.item.as(ExprSyntax.self), let call = expression.as(FunctionCallExprSyntax.self),
                  let name = call.chainRoot.calleeTypeName, !["ForEach", "NavigationLink"].contains(name) else { continue }
            return expression
        }
        return nil
    }

    /// The outermost lazy container around `node` in the view's code, by name: a destination
    /// must go outside it (a `ForEach` in a `LazyVStack` is inside the stack too). In a helper
    /// used in several places (`row(n) { ... }` in a `List`'s rows and beside it), around any of
    /// them.
    private func lazyContainer(around node: Syntax) -> (name: String, helper: String?)? {
        func outermost(from start: Syntax) -> String? {
            var current = start.parent
            var found: String?
            while let ancestor = current {
                if let call = ancestor.as(FunctionCallExprSyntax.self), let name = call.calleeTypeName, isLazyContainer(call) {
                    found = name
                }
                if ancestor.is(DeclSyntax.self), helpers?.isHelper(ancestor) != true { return found }
                current = helpers?.parent(of: ancestor) ?? ancestor.parent
            }
            return found
        }
        if let found = outermost(from: node) { return (found, nil) }
        guard let lazy = helpers?.placesOnTheWay(of: node).lazy.compactMap({ outermost(from: $0) }).first else { return nil }
        // Named with the helper that takes the link there.
        return (lazy, helpers?.enclosingHelperName(of: node) ?? "its helper")
    }
}

extension TagSelectionLink {
    /// A link with no label to show (`EmptyView()`, `""`), or hidden with `.hidden()`.
    var isHidden: Bool {
        IsActiveLink.hasEmptyLabel(title: title, label: label) || call.modifierChain.contains { $0.modifierName == "hidden" }
            || IsActiveLink.isFlatClearLabel(label, of: call)
    }
}
