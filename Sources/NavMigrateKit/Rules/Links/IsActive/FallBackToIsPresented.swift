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
    /// The file, to ask the project where the view is used.
    let file: FileIndex

    func plan() throws(Refusal) -> Plan {
        var plan = Plan()
        var attachments: [(target: ExprSyntax, text: String)] = []
        var removals: [SourceEdit] = []
        var plainLinks = 0
        for link in links {
            if let owned = plainLinkFlag(of: link) {
                try plainLinkEdits(link, flag: owned, into: &plan, removals: &removals)
                plainLinks += 1
                continue
            }
            if let scope, let flag = ElementFlag.find(for: link, in: scope) {
                if let why = flag.refusalFromProject(for: scope, in: file) {
                    throw refusal("the link for `\(link.bindingDescription)` is driven by its row's `\(flag.member)`, and \(why); migrate it by hand", at: link)
                }
                plainLinkShape(link, into: &plan)
                let at = context.converter.location(for: link.binding.positionAfterSkippingLeadingTrivia)
                plan.findings.append(Finding(.linkIsActive, severity: .note, message: "the link is now a plain link, which pushes the same view from its row; `\(flag.member)` of `\(flag.elementType)` only mirrored whether it was pushed, and nothing reads it now, so remove it by hand if nothing else needs it", line: at.line, column: at.column))
                plainLinks += 1
                continue
            }
            if let carrierText = try bodyCarrierText(for: link, plan: &plan) {
                // The carrier stands in the link's place, under the link's own modifiers, which act
                // on it as they did on the link (a title, an `.onAppear`, a sheet, a frame, an
                // accessibility identifier); not `.isDetailLink`, a link's own, nor `.hidden()` or
                // `.opacity(...)`, which only hid the link.
                plan.edits.append(SourceEdit(replacing: link.call.positionAfterSkippingLeadingTrivia, link.call.endPositionBeforeTrailingTrivia,
                                             with: carrierText))
                // (One under `#if` stays: removed, it would leave the `#if` empty.)
                plan.edits += link.call.modifierChain.filter { Self.carrierDrops.contains($0.modifierName ?? "") && !$0.isConditionalModifier }
                    .compactMap { context.removal(ofModifier: $0) }
                continue
            }
            if let carrier = try helperCarrier(for: link, plan: &plan) {
                plan.edits.append(carrier)
                continue
            }
            if let lift = rowLift, let lifted = lift.links.first(where: { $0.offset == link.call.positionAfterSkippingLeadingTrivia.utf8Offset }) {
                try liftFlag(of: link, as: lifted, to: lift, into: &plan, removals: &removals)
                continue
            }
            if let handoff = rowHandoff,
               handoff.links.contains(where: { $0.offset == link.call.positionAfterSkippingLeadingTrivia.utf8Offset }) {
                try handOffDestination(of: link, to: handoff, into: &plan, removals: &removals)
                continue
            }
            // A hidden link's binding is only read, and set back to `false` when its view goes:
            // `navigationDestination(isPresented:)` does the same with any binding. A visible
            // link becomes a button that sets it (`IsActiveLink.refusal` has refused the
            // bindings it cannot set).
            let carrier: Carrier
            switch attachmentTarget(for: link) {
            case .success(let found): carrier = found
            case .failure(let refused):
                // A view the project shows as a row of a lazy container: that is why no carrier
                // in it would do, whatever stands in the way of one here.
                try refuseDestinationInOtherRows(of: link)
                // A binding made from a closure's parameter (a `ForEach` row's `$tool`) cannot
                // leave that closure whatever the condition around the link: say that, not how
                // to carry the condition.
                if let name = closureParameter(usedBy: link) {
                    throw refusal("the link for `\(link.bindingDescription)` uses `\(name)` from where it sits, so its destination cannot move out of it" + notPlain(link) + carrierAdvice(for: link, binding: name), at: link)
                }
                throw refused
            }
            var target = carrier.target
            try refuseDestinationInOtherRows(of: link)
            // A sibling sees what the link sees, but for names declared between the two.
            var holds = scope?.helpers.holds(target, link.call) ?? target.isDescendantOrSelf(ofAncestorOf: link)
            var locals = holds
                ? localNames(around: link.call, upTo: target, helpers: scope?.helpers) : namesDeclared(between: target, and: link)
            var needed = referencedNames(in: link.destinationNode).union(referencedNames(in: link.binding))
            if let hoist = carrier.hoist {
                // The destination keeps the conditions' names and the branches' declarations;
                // the binding and the test are read where the carrier is, outside the `if`s.
                locals = localNames(around: hoist.outermost, upTo: target, helpers: scope?.helpers)
                needed = hoist.carriedReferences(of: link.destinationNode).subtracting(hoist.boundNames)
                    .union(referencedNames(in: link.binding)).union(hoist.testReferences)
            }
            // Values the destination alone takes from `let`s written between the carrier and
            // the link go with it.
            var carried = CarriedLocals()
            if carrier.hoist == nil, holds, needed.intersection(referencedNames(in: link.binding)).isDisjoint(with: locals) {
                carried = CarriedLocals(link: link, upTo: Syntax(target), helpers: scope?.helpers, locals: locals)
                needed.subtract(carried.names)
            }
            // A hidden link's binding or destination that reads a name declared in the code that
            // holds it (`let isActive = Binding(...)` in a `ZStack`'s content): a view beside the
            // link there, after those declarations, sees that name too, and carries the
            // destination instead.
            if carrier.hoist == nil, holds, link.isHidden, !needed.intersection(locals).isEmpty, !isInLazyContainer(link),
               case let reads = needed,
               let beside = siblingCarrier(beside: Syntax(link.call.chainTop), where: { namesDeclared(between: $0, and: link).isDisjoint(with: reads) }) {
                target = beside
                holds = false
                locals = []
                needed = referencedNames(in: link.destinationNode).union(referencedNames(in: link.binding))
                carried = CarriedLocals()
            }
            if let name = needed.intersection(locals).sorted().first {
                let through = carried.blocked.map { $0.name == name ? ", whose value uses `\($0.uses)`," : "" } ?? ""
                throw refusal("the link for `\(link.bindingDescription)` uses `\(name)`\(through) from where it sits, so its destination cannot move out of it" + notPlain(link) + carrierAdvice(for: link, binding: name), at: link)
            }
            for removal in carried.removals(leaving: link, among: links, in: context) where !removals.contains(removal) {
                removals.append(removal)
            }
            let effects = try linkEdits(link, hoisting: carrier.hoist, into: &plan, removals: &removals)
            // The view that carries the destination must outlive the link it replaces (a bare
            // `background(link)` leaves the `self` it decorated, `ZStack { content; link }` the
            // `content` it showed).
            // (A `Group` or stack that holds only hidden links is left empty: `return Group { link }`.)
            if removals.contains(where: { !Self.leavesView($0) && $0.range.lowerBound <= target.positionAfterSkippingLeadingTrivia.utf8Offset
                    && target.endPositionBeforeTrailingTrivia.utf8Offset <= $0.range.upperBound })
                || target.as(FunctionCallExprSyntax.self).map({ mayBeLeftEmpty($0.chainRoot) }) == true {
                throw refusal("the hidden link for `\(link.bindingDescription)` is all its view shows, so nothing would be left to carry its `navigationDestination`; keep a view beside it, then migrate", at: link)
            }
            // A carrier written over as one name takes its modifiers one step in from it.
            let targetRange = target.positionAfterSkippingLeadingTrivia.utf8Offset..<target.endPositionBeforeTrailingTrivia.utf8Offset
            let collapsed = removals.contains { Self.leavesView($0) && $0.range == targetRange }
            let indent = collapsed ? context.innerIndentation(ofLineAt: target.positionAfterSkippingLeadingTrivia) : nil
            attachments.append((target, destinationModifier(for: link, on: target, hoist: carrier.hoist, carried: carried.declarations,
                                                            effects: effects.effects, comments: effects.comments, indent: indent,
                                                            plan: &plan)))
        }
        plan.edits += context.tidyingBlankLines(removals)
        // A helper that showed only hidden links now shows nothing: it and where it is used
        // (`.background(navigationSheet)`) are the app's to remove.
        if let helpers = scope?.helpers {
            for (name, decl) in helpers.declarations.sorted(by: { $0.key < $1.key }) {
                let range = decl.positionAfterSkippingLeadingTrivia.utf8Offset..<decl.endPositionBeforeTrailingTrivia.utf8Offset
                guard removals.contains(where: { $0.replacement.contains("EmptyView()") && range.contains($0.range.lowerBound) }) else { continue }
                let at = context.converter.location(for: decl.positionAfterSkippingLeadingTrivia)
                plan.findings.append(Finding(.linkIsActive, severity: .note, message: HiddenLinkHolder.emptiedHelperNote(named: name), line: at.line, column: at.column))
            }
        }
        for (index, (target, text)) in attachments.enumerated() {
            let at = context.destinationInsertion(on: target)
            // The last of a view's destinations moves what follows on the line to a line of its own.
            if attachments[(index + 1)...].contains(where: { $0.0.id == target.id }) {
                plan.edits.append(.insert(text, at: at))
            } else {
                plan.edits.append(context.insertingModifiers(text, at: at, indent: context.modifierIndent(for: target)))
            }
        }
        if plainLinks == links.count { plan.became = (RuleTally.plainLinkOfFlag, plainLinks) }
        plan.findings += HiddenLinkSpacing.notes(for: links.filter(\.isHidden).map { ExprSyntax($0.call.chainTop) }, edits: plan.edits,
                                                 rule: .linkIsActive, context: context)
        return plan
    }

    /// Where the name a link uses is a parameter of a closure that builds views (a
    /// `WithViewStore { viewStore in ... }`, a `GeometryReader`), not a row of a `ForEach` or a
    /// list: a view beside the link in there, which the link's holder lacks (it holds hidden
    /// links only), could carry the destination.
    private func carrierAdvice(for link: IsActiveLink, binding name: String) -> String {
        var node = Syntax(link.call).parent
        while let current = node, !current.is(MemberBlockItemSyntax.self) {
            // `let adding = Binding { ... }` written in the view's content: say where, and that
            // a property (or the binding it wraps, written in the link) would do.
            if let list = current.as(CodeBlockItemListSyntax.self), referencedNames(in: link.binding).contains(name),
               let declaration = list.lazy.compactMap({ $0.item.as(VariableDeclSyntax.self) }).first(where: { decl in
                   decl.bindings.contains { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name }
               }), declaration.position < link.call.position {
                let at = context.place(of: declaration.positionAfterSkippingLeadingTrivia)
                return "; `\(name)` is a local value declared at \(at), which a `navigationDestination` outside the code it is declared in cannot see: make it a property of the view (or write the binding it holds, such as `$model.flag`, in the link), then migrate"
            }
            if let closure = current.as(ClosureExprSyntax.self), closure.parameterNames.contains(name) {
                let call = closure.parent?.as(FunctionCallExprSyntax.self) ?? closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self)
                let maker = call?.calleeTypeName ?? call?.modifierName ?? ""
                guard !maker.isEmpty, !(call.map(isLazyContainer) ?? false) else { return "" }
                return "; a view beside the link inside the `\(maker)` closure that hands it `\(name)` could carry it there: add one (the views there now are hidden links only), then migrate"
            }
            node = current.parent
        }
        return ""
    }

    /// Whether a removal leaves a view in its place: its last line is a name (`self`,
    /// `content`).
    private static func leavesView(_ removal: SourceEdit) -> Bool {
        let last = removal.replacement.split(whereSeparator: \.isNewline).last.map { $0.drop { $0 == " " || $0 == "\t" } } ?? ""
        return !last.isEmpty && last.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }

    /// The one place that shows this view, when it is a row of a lazy container whose view
    /// hands the links their flags (`ProjectGraph.rowHandoff(of:)`).
    private var rowHandoff: RowHandoff? {
        guard let scope, scope.primary.is(StructDeclSyntax.self) else { return nil }
        return file.project.rowHandoff(of: scope.typeName)
    }

    /// The rows whose own flag moves up into the views that show them (`ProjectGraph.rowLift(of:)`).
    private var rowLift: RowLift? {
        guard let scope, scope.primary.is(StructDeclSyntax.self) else { return nil }
        return file.project.rowLift(of: scope.typeName)
    }

    /// A link of a row whose own `@State` flag moves up into the views that show the row
    /// (`RowLift`): the flag becomes a `@Binding` those views hand down, optional of the type of
    /// the one property the destination reads (`@Binding var openEdit: Machine.ID?`), which the
    /// row's writes of `true` set to that property's value (`openEdit = machine`; a write of
    /// `false` is refused); a visible link becomes a button that sets it, a hidden one goes, and
    /// the destination is written for the lazy containers there, built from the flag's value
    /// (`LiftedRowDestination`).
    private func liftFlag(of link: IsActiveLink, as lifted: OwnFlagLink, to lift: RowLift, into plan: inout Plan,
                          removals: inout [SourceEdit]) throws(Refusal) {
        guard let scope, let flag = scope.properties.first(where: { $0.name == lifted.flag }) else { return }
        let containers = file.project.lazyUses(of: scope.typeName, declaredIn: file.fileID).filter(\.through.isEmpty).map { row in
            "the `\(row.container)` at " + file.place(line: row.line, column: row.column, in: row.file)
        }
        // A row made twice in one `List` names that `List` once.
        var places: [String] = []
        for place in containers.isEmpty ? lift.rows.map({ "a lazy container at " + file.place(of: $0.use, in: $0.file) }) : containers
        where !places.contains(place) {
            places.append(place)
        }
        let shown = "`\(scope.typeName)` is a row of \(places.joined(separator: " and ")), so its flag `\(flag.name)` would move up there with the link's destination"
        if let condition = link.condition(helpers: scope.helpers, upTo: Syntax(scope.primary)) {
            throw refusal("\(shown); but the link is shown only under `\(condition.description)`, which does not hold there; migrate it by hand", at: link)
        }
        // The destination moves to other views: it may use only what is visible everywhere,
        // and the one property it is built from.
        let locals = localNames(around: link.call, upTo: scope.primary, helpers: scope.helpers)
        let needed = Set(lifted.destinationNames)
        if let element = lifted.element, locals.contains(element) {
            throw refusal("\(shown); but the destination's `\(element)` is a name declared where the link sits, not `\(scope.typeName)`'s property; migrate it by hand", at: link)
        }
        if let name = needed.intersection(locals).sorted().first {
            throw refusal("\(shown); but the destination uses `\(name)` from where the link sits; migrate it by hand", at: link)
        }
        if lift.rows.contains(where: { $0.file != file.fileID }), let name = needed.intersection(context.tree.filePrivateNames).sorted().first {
            throw refusal("\(shown), in another file; but the destination uses `\(name)`, which is private to this file; migrate it by hand", at: link)
        }
        let nested = Set(scope.decls.flatMap(SelectionHoist.nestedTypeNames))
        let typeNames = Set((lifted.elementType ?? "").split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" }).map(String.init))
        if let name = needed.union(typeNames).intersection(nested).sorted().first {
            throw refusal("\(shown); but the destination or the flag's type names `\(name)`, a type declared inside `\(scope.typeName)`, which the other view would have to call `\(scope.typeName).\(name)`; write it so here, then migrate", at: link)
        }
        // A row nested in another type finds names in that type's extensions too
        // (`extension Catalog { struct Product }`), which the other view would not.
        let outerTypes = scope.typeName.split(separator: ".").dropLast().reduce(into: [String]()) { paths, part in
            paths.append(paths.last.map { $0 + "." + part } ?? String(part))
        }
        for outer in outerTypes {
            let simple = outer.split(separator: ".").last.map(String.init) ?? outer
            for name in Set(lifted.destinationNames).union(typeNames).subtracting([lifted.element].compactMap { $0 }).sorted()
            where !file.project.filesExtending(outer, writing: name, outside: "").isEmpty
                || !file.project.filesExtending(simple, writing: name, outside: "").isEmpty {
                throw refusal("\(shown); but the destination or the flag's type uses `\(name)`, which an extension of `\(outer)`, the type `\(scope.typeName)` is nested in, may declare, and the other view would not find it; write it in full (`\(outer).\(name)`), then migrate", at: link)
            }
        }
        // Type names the nested row finds neither in SwiftUI nor among the project's top-level
        // types may be its outer type's, declared in a file read only for its names.
        if !outerTypes.isEmpty {
            let standard: Set<String> = ["String", "Int", "Double", "Float", "Bool", "Date", "URL", "UUID", "Data", "Array",
                                         "Dictionary", "Set", "Optional", "Character", "Decimal"]
            let capitalized = Set(lifted.destinationNames).union(typeNames).filter { $0.first?.isUppercase == true }
            if let name = capitalized.sorted().first(where: { name in
                !standard.contains(name) && !builtInTypeNames.contains(name) && file.project.types(named: name).isEmpty
            }) {
                throw refusal("\(shown); but the destination or the flag's type names `\(name)`, which `\(scope.typeName)` may find in the type it is nested in (or an extension of it), and the other view would not; write it in full, then migrate", at: link)
            }
        }
        if lift.rows.contains(where: { $0.file != file.fileID }), let name = typeNames.intersection(context.tree.filePrivateNames).sorted().first {
            throw refusal("\(shown), in another file; but its type names `\(name)`, which is private to this file; migrate it by hand", at: link)
        }
        if link.isHidden, let statements = link.call.chainTop.parent?.parent?.as(CodeBlockItemListSyntax.self),
           statements.allSatisfy({ statement in links.contains { $0.isHidden && $0.call.chainTop.id == statement.item.id } }) {
            throw refusal("\(shown); but the hidden link is all \(Self.holderDescription(of: statements, in: scope.typeName)) shows where it sits, so nothing would be left there; keep a view beside it, then migrate", at: link)
        }
        // The flag is set in the row's own code; anything else reads a Bool.
        let element = lifted.element
        let simpleName = scope.typeName.split(separator: ".").last.map(String.init) ?? scope.typeName
        if let other = Set([scope.typeName, simpleName]).flatMap({ file.project.filesExtending($0, writing: flag.name, outside: file.fileID) }).first {
            throw refusal("\(shown); but an extension of `\(scope.typeName)` in \(file.project.shownPath(of: other)) uses `\(flag.name)`, which would still read and write a `Bool` there; migrate it by hand", at: link)
        }
        if let other = Set([scope.typeName, simpleName]).flatMap({ file.project.filesExtending($0, writing: "init", outside: file.fileID) }).first {
            throw refusal("\(shown); but an extension of `\(scope.typeName)` in \(file.project.shownPath(of: other)) declares an initializer, which would not set the flag's binding; migrate it by hand", at: link)
        }
        let uses = scope.uses(of: flag.name)
        for use in uses.uses {
            switch use {
            case .projected(let node) where node.id == link.binding.id:
                continue
            case .assignment(let node, let value):
                guard let literal = Array(node.tokens(viewMode: .sourceAccurate)).last(where: { token in
                    token.tokenKind == .keyword(.true) || token.tokenKind == .keyword(.false)
                })
                else { continue }
                // Cleared by one row, the one flag of all the rows would close another row's
                // destination.
                if !value {
                    let at = context.converter.location(for: node.positionAfterSkippingLeadingTrivia)
                    throw refusal("\(shown); but `\(scope.typeName)` sets `\(flag.name)` to `false` at \(at.line):\(at.column), which, with one flag for all the rows there, would close whichever row's destination is open; migrate it by hand", at: link)
                }
                if let element {
                    // Where a name bound in the view's code (a parameter, a pattern) is the
                    // element's, `self.` says which.
                    let shadowed = scope.localBindingNames.contains(element) && Self.memberBinds(element, around: Syntax(node))
                    plan.edits.append(SourceEdit(replacing: literal.positionAfterSkippingLeadingTrivia, literal.endPositionBeforeTrailingTrivia,
                                                 with: shadowed ? "self." + element : element))
                }
            default:
                let at = context.converter.location(for: use.node.positionAfterSkippingLeadingTrivia)
                throw refusal("\(shown); but `\(flag.name)` is used at \(at.line):\(at.column) in a way other than being set to `true` or `false`, which navmigrate cannot carry over to the flag there; migrate it by hand", at: link)
            }
        }
        if uses.shadowed {
            throw refusal("\(shown); but a local name shadows `\(flag.name)` in `\(scope.typeName)`; migrate it by hand", at: link)
        }
        let moved = try linkEdits(link, hoisting: nil, into: &plan, removals: &removals, inRow: true, setting: element ?? "true")
        if let effect = moved.effects.first {
            throw refusal("\(shown); but the hidden link has `.\(effect.modifierName ?? "")`, which would have no view to act on; move it, then migrate", at: link)
        }
        // A link's row in a `List` or `Form` shows a disclosure chevron and its label in the
        // primary colour; the button it becomes, neither.
        if !link.isHidden, containers.contains(where: { $0.hasPrefix("the `List`") || $0.hasPrefix("the `Form`") }) {
            let at = context.converter.location(for: link.call.positionAfterSkippingLeadingTrivia)
            plan.findings.append(Finding(.linkIsActive, severity: .note, message: "this link becomes a `Button` in the rows of \(places.joined(separator: " and ")), which SwiftUI draws without the disclosure chevron a link's row has and with its label in the tint colour rather than the primary one; add a chevron and `.foregroundStyle(.primary)` to its label if the row should look as it did", line: at.line, column: at.column))
        }
        let type = lifted.liftedType
        // An identifier (`Machine.ID`, `UUID`) names the same thing however the data changes.
        let last = lifted.elementType?.split(separator: ".").last.map(String.init) ?? ""
        let names = ["ID", "Id", "UUID", "Int", "String", "URL"]
        if let element, let elementType = lifted.elementType, !names.contains(where: { last.hasSuffix($0) }) {
            let at = context.converter.location(for: link.call.positionAfterSkippingLeadingTrivia)
            plan.findings.append(Finding(.linkIsActive, severity: .note, message: "the destination is now built from the `\(elementType)` the flag holds, a copy of `\(element)` taken when the row opens it: where `\(element)` is a value that changes while the destination is shown (not an identifier), the destination no longer follows it, and removing its row no longer closes it", line: at.line, column: at.column))
        }
        plan.edits.append(SourceEdit(replacing: flag.decl.positionAfterSkippingLeadingTrivia, flag.decl.endPositionBeforeTrailingTrivia,
                                     with: "@Binding var \(flag.name): \(type)"))
        // Once for the row: the previews hand the bindings constants, and the view's own
        // initializer takes them.
        if lifted.offset == lift.link.offset {
            try liftedRowEdits(lift, in: scope, shown: shown, at: link, into: &plan)
        }
        // `self.item` in the destination reads the row's own member: where it moves up it is
        // the value the flag carries, written `item`.
        for token in link.destinationNode.tokens(viewMode: .sourceAccurate) where token.tokenKind == .keyword(.self) {
            guard let access = FileIndex.selfMemberBase(token) else { continue }
            plan.edits.append(SourceEdit(replacing: access.positionAfterSkippingLeadingTrivia, access.declName.positionAfterSkippingLeadingTrivia,
                                         with: ""))
        }
        let marker = Plan.indentMarker(lift.key(for: lifted))
        let notes = moved.comments.map { marker + $0 + context.lineEnding }.joined()
        if let element {
            let body: String
            // A view whose argument lines are aligned under it (`Editor(title: ...,` then
            // `author:` under `title:`) keeps them so, against the indentation written there.
            if case .value(let view) = link.destination,
               case let range = view.positionAfterSkippingLeadingTrivia.utf8Offset..<view.endPositionBeforeTrailingTrivia.utf8Offset,
               let aligned = context.alignment(of: range) {
                body = marker + context.indentStep + plan.carry(range, from: String(repeating: " ", count: aligned.least),
                                                                to: marker + context.indentStep + String(repeating: " ", count: aligned.past))
            } else {
                body = plan.carry(link.destination, to: marker + context.indentStep, in: context)
            }
            plan.exports[lift.key(for: lifted)] = notes + marker + "if let \(element) = \(flag.name) {" + context.lineEnding + body
                + context.lineEnding + marker + "}"
        } else {
            plan.exports[lift.key(for: lifted)] = notes + plan.carry(link.destination, to: marker, in: context)
        }
        plan.became = ("link to navigationDestination(isPresented:) moved up out of a row view, with its flag", lift.links.count)
    }

    /// What holds a run of statements, for a finding: "the `VStack { ... }` around it" (a
    /// view's or modifier's closure, an `if`), or the view `type` itself for its `body`.
    static func holderDescription(of statements: CodeBlockItemListSyntax, in type: String) -> String {
        var node = statements.parent
        if let block = node?.as(CodeBlockSyntax.self) { node = block.parent }
        if let closure = node?.as(ClosureExprSyntax.self),
           let call = closure.parent?.as(FunctionCallExprSyntax.self) ?? closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self) {
            if let name = call.calleeTypeName { return "the `\(name) { ... }` around it" }
            if let modifier = call.modifierName { return "the `.\(modifier) { ... }` around it" }
        }
        if let ifExpr = node?.as(IfExprSyntax.self) { return "the `if \(ifExpr.conditions.trimmedText.onOneLine) { ... }` around it" }
        return "`\(type)`"
    }

    /// Whether the member of its type that holds `node` (its `body`, a function) binds `name`
    /// anywhere: a parameter, a local, a closure's parameter. An initializer's parameter does
    /// not reach the `body`.
    static func memberBinds(_ name: String, around node: Syntax) -> Bool {
        var member = node
        while let parent = member.parent, !parent.is(MemberBlockItemSyntax.self) { member = parent }
        return member.tokens(viewMode: .sourceAccurate).contains { token in
            guard token.text == name, let parent = token.parent else { return false }
            if parent.is(IdentifierPatternSyntax.self) || parent.is(ClosureShorthandParameterSyntax.self) { return true }
            if let parameter = parent.as(ClosureParameterSyntax.self) { return (parameter.secondName ?? parameter.firstName).id == token.id }
            if let parameter = parent.as(FunctionParameterSyntax.self) { return (parameter.secondName ?? parameter.firstName).id == token.id }
            if let parameter = parent.as(AccessorParametersSyntax.self) { return parameter.name.id == token.id }
            return false
        }
    }

    /// What a row whose flags move up changes once, whatever its links: each preview in the
    /// row's file hands every binding a constant, and the view's own initializer, where it has
    /// one, takes the bindings last and sets them first, before anything in it may use `self`.
    private func liftedRowEdits(_ lift: RowLift, in scope: ViewScope, shown: String, at link: IsActiveLink,
                                into plan: inout Plan) throws(Refusal) {
        let constants = lift.links.map { ($0.element == nil ? ".constant(false)" : ".constant(nil)", $0.flag) }
        for caller in file.project.callers(of: scope.typeName) where caller.use.inPreview && caller.file == file.fileID {
            guard let call = file.typeCalls.first(where: { $0.positionAfterSkippingLeadingTrivia.utf8Offset == caller.use.offset }),
                  let edits = SelectionHoist.addingArguments(constants, to: call, parameters: lift.link.parameters) else {
                throw refusal("\(shown); but the preview at \(file.place(of: caller.use, in: caller.file)) makes the view in a way navmigrate does not hand the binding to; migrate it by hand", at: link)
            }
            plan.edits += edits
        }
        guard lift.link.extendsInitializer,
              let initializer = scope.members?.members.lazy.compactMap({ $0.decl.as(InitializerDeclSyntax.self) }).first,
              let firstStatement = initializer.body?.statements.first else { return }
        let clause = initializer.signature.parameterClause
        let parameters = lift.links.map { "\($0.flag): Binding<\($0.liftedType)>" }.joined(separator: ", ")
        if let lastParameter = clause.parameters.last {
            plan.edits.append(SourceEdit(replacing: lastParameter.endPositionBeforeTrailingTrivia, lastParameter.endPositionBeforeTrailingTrivia,
                                         with: ", " + parameters))
        } else {
            plan.edits.append(SourceEdit(replacing: clause.rightParen.positionAfterSkippingLeadingTrivia,
                                         clause.rightParen.positionAfterSkippingLeadingTrivia, with: parameters))
        }
        // An initializer written on one line stays on one.
        let oneLine = context.converter.location(for: firstStatement.positionAfterSkippingLeadingTrivia).line
            == context.converter.location(for: initializer.body?.leftBrace.positionAfterSkippingLeadingTrivia ?? firstStatement.position).line
        let indent = context.indentation(ofLineAt: firstStatement.positionAfterSkippingLeadingTrivia)
        let separator = oneLine ? "; " : context.lineEnding + indent
        let sets = lift.links.map { "_\($0.flag) = \($0.flag)" + separator }.joined()
        plan.edits.append(SourceEdit(replacing: firstStatement.positionAfterSkippingLeadingTrivia, firstStatement.positionAfterSkippingLeadingTrivia,
                                     with: sets))
    }

    /// A link of a row whose flag the view showing the row hands it: a visible link becomes a
    /// button that sets the flag, a hidden one goes, and its destination is written for the
    /// container around the row there (`RowDestinations`), where the flag is already.
    private func handOffDestination(of link: IsActiveLink, to handoff: RowHandoff, into plan: inout Plan,
                                    removals: inout [SourceEdit]) throws(Refusal) {
        guard let scope else { return }
        let place = file.place(of: handoff.row.use, in: handoff.row.file)
        let shower = handoff.row.use.inType.map { "`\($0)`" } ?? "the code"
        var container = "a lazy container"
        if case .lazy(let name, _, let line, let column, _) = handoff.row.use.contexts.first {
            container = "the `\(name)` at " + file.place(line: line, column: column, in: handoff.row.file)
        }
        if let condition = link.condition(helpers: scope.helpers, upTo: Syntax(scope.primary)) {
            throw refusal("the link for `\(link.bindingDescription)` is shown only under `\(condition.description)`, and its destination would move out of `\(scope.typeName)` to where \(shower) shows it as a row (\(place)), where that condition does not hold; migrate it by hand", at: link)
        }
        // The destination moves to another view: it may use only what is visible everywhere.
        let own = Set(scope.properties.map(\.name)).union(scope.helpers.declarations.keys)
            .union(localNames(around: link.call, upTo: scope.primary, helpers: scope.helpers)).union(["self"])
        let needed = referencedNames(in: link.destinationNode)
        if let name = needed.intersection(own).sorted().first {
            throw refusal("`\(scope.typeName)` is a row of \(container), so the link's `navigationDestination` has to go on that container, where its flag already is; but the destination uses `\(name)`, which belongs to `\(scope.typeName)`; migrate it by hand", at: link)
        }
        if handoff.row.file != file.fileID, let name = needed.intersection(context.tree.filePrivateNames).sorted().first {
            throw refusal("`\(scope.typeName)` is a row of \(container), so the link's `navigationDestination` has to go on that container, in another file; but the destination uses `\(name)`, which is private to this file; migrate it by hand", at: link)
        }
        if link.isHidden, let statements = link.call.chainTop.parent?.parent?.as(CodeBlockItemListSyntax.self),
           statements.allSatisfy({ statement in links.contains { $0.isHidden && $0.call.chainTop.id == statement.item.id } }) {
            throw refusal("the hidden link for `\(link.bindingDescription)` is all \(Self.holderDescription(of: statements, in: scope.typeName)) shows where it sits, so nothing would be left there once its destination moves out to \(container); keep a view beside it, then migrate", at: link)
        }
        let moved = try linkEdits(link, hoisting: nil, into: &plan, removals: &removals, inRow: true)
        if let effect = moved.effects.first {
            throw refusal("the hidden link for `\(link.bindingDescription)` has `.\(effect.modifierName ?? "")`, which would have no view to act on in `\(scope.typeName)` once its destination moves out to \(container); move it, then migrate", at: link)
        }
        let key = RowHandoff.key(file: handoff.file, link: link.call.positionAfterSkippingLeadingTrivia.utf8Offset)
        // The `//` lines above a hidden link are notes on it: they go with its destination.
        let notes = moved.comments.map { Plan.indentMarker(key) + $0 + context.lineEnding }.joined()
        plan.exports[key] = notes + plan.carry(link.destination, to: Plan.indentMarker(key), in: context)
    }

    /// A hidden link that is all a helper makes, where the view puts the helper behind or over
    /// other views (`.background(settingsLink(for: .wallet))`) in several places, or where its
    /// destination or binding reads the helper's parameters: no view outside the helper could
    /// carry its destination, so the link becomes a `Color.clear` that carries it in the helper.
    /// A background or overlay takes no room of its own, so the layout stays as it was.
    /// A `Group` or stack that holds only the link (`ZStack { link }`) is the link's here: the
    /// carrier takes its place, and its modifiers count as the link's (`HiddenLinkHolder`).
    /// Returns the edit that puts the carrier in place of the link.
    private func helperCarrier(for link: IsActiveLink, plan: inout Plan) throws(Refusal) -> SourceEdit? {
        let chain = ExprSyntax(link.call.chainTop)
        let holder = soleHolder(of: link)
        let shown = holder.map { ExprSyntax($0.chainTop) } ?? chain
        if holder == nil { try refuseCarrierForSharedHolder(of: link) }
        guard link.isHidden, let made = scope?.helpers.helperMadeOnlyOf(shown), !made.places.isEmpty,
              made.places.allSatisfy(Self.isBackgroundOrOverlay) else { return nil }
        let needed = referencedNames(in: link.destinationNode).union(referencedNames(in: link.binding))
        let onTheWay = made.places.map(Syntax.init) + made.places.flatMap { scope?.helpers.placesOnTheWay(of: $0) ?? [] }
        if let lazy = onTheWay.lazy.compactMap({ self.lazyContainer(around: $0) }).first {
            // Shown in several places (branches of an `if`), one of them a row: the destination
            // the helper carries would sit in that row, and no one place outside holds them all.
            if made.places.count > 1 {
                let name = made.decl.as(FunctionDeclSyntax.self)?.name.text
                    ?? made.decl.as(VariableDeclSyntax.self)?.bindings.first?.pattern.trimmedDescription ?? "the helper"
                let places = made.places.map { context.place(of: $0.positionAfterSkippingLeadingTrivia) }.joined(separator: " and ")
                throw refusal("the hidden link for `\(link.bindingDescription)` is what `\(name)` shows, and the view shows `\(name)` at \(places), one of them in a row of the `\(lazy.calleeTypeName ?? "List")` at \(context.place(of: lazy.positionAfterSkippingLeadingTrivia)), where SwiftUI does not support a `navigationDestination`; move the link out of that row, then migrate", at: link)
            }
            // Its destination cannot leave the helper's constants, nor stay in a row.
            guard let constant = needed.intersection(made.locals).sorted().first else { return nil }
            throw refusal("the hidden link for `\(link.bindingDescription)` is in a row of the `\(lazy.calleeTypeName ?? "List")` at \(context.place(of: lazy.positionAfterSkippingLeadingTrivia)), where SwiftUI does not support a `navigationDestination`, and its destination reads `\(constant)`, a constant of the helper that holds it, so it cannot move out of the row; make the destination from values the view holds, then migrate", at: link)
        }
        // Where the destination reads the helper's parameters or constants, it stays in the helper.
        guard made.places.count > 1 || !needed.isDisjoint(with: Self.parameterNames(of: made.decl).union(made.locals)) else { return nil }
        // Shown in several places with one flag: a destination at each would be pushed by it.
        // Or with a flag handed in, where two places hand the same one.
        let handedFlags = made.decl.as(FunctionDeclSyntax.self).map { function -> [String?] in
            let read = referencedNames(in: link.binding)
            let labels = function.signature.parameterClause.parameters.filter { read.contains(($0.secondName ?? $0.firstName).text) }.map(\.firstName.text)
            return made.places.map { place in
                place.as(FunctionCallExprSyntax.self).map { call in
                    call.arguments.filter { labels.contains($0.label?.text ?? "_") }.map(\.expression.trimmedDescription).joined(separator: ", ")
                }
            }
        } ?? []
        let sameFlagHanded = handedFlags.count > 1 && Set(handedFlags).count < handedFlags.count
        // Places in different branches of one `if`/`else` or `switch` never show together: one
        // flag presents whichever destination is there.
        let shownTogether = made.places.indices.contains { first in
            made.places.indices.contains { second in
                first < second && !MigrateIsActiveLinks.areExclusive(made.places[first], made.places[second])
            }
        }
        if made.places.count > 1, shownTogether, sameFlagHanded || referencedNames(in: link.binding).isDisjoint(with: Self.parameterNames(of: made.decl)) {
            let name = made.decl.as(FunctionDeclSyntax.self)?.name.text
                ?? made.decl.as(VariableDeclSyntax.self)?.bindings.first?.pattern.trimmedDescription ?? "the helper"
            let places = made.places.map { context.place(of: $0.positionAfterSkippingLeadingTrivia) }.joined(separator: " and ")
            let remedy = sameFlagHanded ? "hand each place a flag of its own" : "give each place a flag of its own (a parameter of `\(name)`)"
            let shows = sameFlagHanded ? "the view shows `\(name)` with the same flag at \(places)" : "the view shows `\(name)` at \(places)"
            throw refusal("the hidden link for `\(link.bindingDescription)` is what `\(name)` shows, and \(shows): each would become a `navigationDestination` that the one flag presents; \(remedy), then migrate", at: link)
        }
        try refuseDestinationInOtherRows(of: link)
        // The holder's modifiers go with it as the link's do: those that act move to the carrier.
        let effects = try link.effects(of: link.call.modifierChain + (holder?.modifierChain ?? [])).get()
        // `Color.clear` stands on the first line of what it replaces; its modifiers go one step in.
        let indent = context.innerIndentation(ofLineAt: shown.positionAfterSkippingLeadingTrivia)
        let text = clearColor + destinationModifier(for: link, on: chain, hoist: nil, effects: effects, comments: [],
                                                      indent: indent, plan: &plan)
        guard let holder else {
            return SourceEdit(replacing: chain.positionAfterSkippingLeadingTrivia, chain.endPositionBeforeTrailingTrivia, with: text)
        }
        // Comments written in the holder stay above the carrier, but for those the destination
        // and the flag take along.
        let moved = [link.destinationNode, Syntax(link.binding)].map {
            $0.positionAfterSkippingLeadingTrivia.utf8Offset..<$0.endPositionBeforeTrailingTrivia.utf8Offset
        }
        guard let edit = context.replacing(holder.chainTop, with: text, keepingCommentsExcept: moved) else {
            let helper = scope?.helpers.declarations.first { $0.value.id == made.decl.id }?.key ?? "its helper"
            throw refusal("the hidden link for `\(link.bindingDescription)` is alone in a `\(holder.calleeTypeName ?? "")` that is all `\(helper)` shows, and a comment in it would have no line of its own above the `Color.clear` that would take the stack's place and carry the destination; start the stack on a line of its own, then migrate", at: link)
        }
        return edit
    }

    /// Refuses a hidden link that sits with other hidden links (and nothing else) in a `Group` or
    /// stack of no arguments that is all a helper shows behind or over views, when its
    /// destination reads the helper's parameters or constants: it cannot leave the helper, and
    /// the one `Color.clear` that takes such a stack's place carries one link's destination only.
    private func refuseCarrierForSharedHolder(of link: IsActiveLink) throws(Refusal) {
        let hidden = Set(links.filter(\.isHidden).map { $0.call.chainTop.id })
        guard link.isHidden, let holder = HiddenLinkHolder.around(link.call.chainTop),
              holder.trailingClosure?.statements.allSatisfy({ hidden.contains($0.item.id) }) == true,
              let made = scope?.helpers.helperMadeOnlyOf(ExprSyntax(holder.chainTop)), !made.places.isEmpty,
              made.places.allSatisfy(Self.isBackgroundOrOverlay) else { return }
        let needed = referencedNames(in: link.destinationNode).union(referencedNames(in: link.binding))
        guard let name = needed.intersection(Self.parameterNames(of: made.decl).union(made.locals)).sorted().first else { return }
        let helper = scope?.helpers.declarations.first { $0.value.id == made.decl.id }?.key ?? "its helper"
        let stack = holder.calleeTypeName ?? "stack"
        throw refusal("the hidden link for `\(link.bindingDescription)` sits with other hidden links in a `\(stack)` that is all `\(helper)` shows, and reads `\(name)` there, so its destination cannot move out of `\(helper)`; navmigrate puts a `Color.clear` that carries a destination in place of such a `\(stack)` only when it holds one link: give each link a helper of its own, then migrate", at: link)
    }

    /// The `Group` or stack with no arguments that holds only the hidden `link`, if one does.
    private func soleHolder(of link: IsActiveLink) -> FunctionCallExprSyntax? {
        guard link.isHidden, let holder = HiddenLinkHolder.around(link.call.chainTop),
              holder.trailingClosure?.statements.count == 1 else { return nil }
        return holder
    }

    /// A hidden link that is all a view's `body` shows (the app's own hidden-link view,
    /// `HiddenLink(destination: ..., isActive: $flag)`, placed beside other views or behind
    /// them): nothing in the view can carry its destination, so the link becomes a
    /// `Color.clear` of no size that carries it. Like the link, it takes no room but the
    /// spacing a stack puts beside it, and its callers stay as they are. Not where the project
    /// shows the view in a lazy container (`refuseDestinationInOtherRows`), nor where it is
    /// shown nowhere.
    private func bodyCarrierText(for link: IsActiveLink, plan: inout Plan) throws(Refusal) -> String? {
        let chain = ExprSyntax(link.call.chainTop)
        guard link.isHidden, let scope, scope.primary.is(StructDeclSyntax.self), isAllTheBodyShows(link, of: scope),
              case let uses = file.project.uses(of: scope.typeName, declaredIn: file.fileID), !uses.isEmpty else { return nil }
        // SwiftUI reads no destination in a toolbar's content, here or in a view that shows
        // this one in its own content (`ToolbarItem { SendButton() }`).
        var seen: Set<String> = [scope.typeName]
        if let toolbar = toolbarUse(in: uses, seen: &seen) {
            throw refusal("the hidden link for `\(link.bindingDescription)` is all `\(scope.typeName)` shows, and the project shows `\(scope.typeName)` in a toolbar at \(file.place(of: toolbar.use, in: toolbar.file)), where SwiftUI reads no `navigationDestination`; put the destination on the view the toolbar is on by hand", at: link)
        }
        // A row whose destination goes up to the view that holds its list says so there.
        let offset = link.call.positionAfterSkippingLeadingTrivia.utf8Offset
        if rowLift?.links.contains(where: { $0.offset == offset }) == true || rowHandoff?.links.contains(where: { $0.offset == offset }) == true {
            return nil
        }
        try refuseDestinationInOtherRows(of: link)
        // A label hidden with `.hidden()` keeps its room, which a carrier of no size would not.
        if !IsActiveLink.hasEmptyLabel(title: link.title, label: link.label) {
            throw refusal("the hidden link for `\(link.bindingDescription)` is all `\(scope.typeName)` shows, and its label, hidden, keeps its room, which the `Color.clear` of no size that would carry its destination would not; give the label's room to a view of its own (`Color.clear.frame(...)`) beside the link, then migrate", at: link)
        }
        // What fires the link (`.keyboardShortcut`) would fire nothing on the carrier; a link's own
        // modifier under `#if` cannot go without leaving the `#if` empty.
        for modifier in link.call.modifierChain {
            let name = modifier.modifierName ?? ""
            if Self.firingModifiers.contains(name) {
                throw refusal("the hidden link for `\(link.bindingDescription)` has `.\(name)`, which fires the link; the `Color.clear` that would carry its destination has nothing to fire, so it stays; move the shortcut onto a button that sets the flag, then migrate", at: link)
            }
            if name == "isDetailLink", modifier.isConditionalModifier {
                throw refusal("the hidden link for `\(link.bindingDescription)` has `.isDetailLink` inside an `#if`, which the `Color.clear` that would carry its destination cannot take; move it off the link, then migrate", at: link)
            }
        }
        // `Color.clear` stands on the link's first line; its modifiers go one step in, or where
        // the link's own modifiers, which stay after them, are written.
        var indent = context.innerIndentation(ofLineAt: chain.positionAfterSkippingLeadingTrivia)
        let kept = link.call.modifierChain.first { !Self.carrierDrops.contains($0.modifierName ?? "") || $0.isConditionalModifier }
        if let period = kept?.modifierAccess?.period, context.isFirstOnLine(period.positionAfterSkippingLeadingTrivia) {
            indent = context.indentation(ofLineAt: period.positionAfterSkippingLeadingTrivia)
        }
        return clearColor + context.lineEnding + indent + ".frame(width: 0, height: 0)"
            + destinationModifier(for: link, on: chain, hoist: nil, effects: [], comments: [], indent: indent, plan: &plan)
    }

    /// Whether the hidden `link` is, with the other hidden links beside it, all the `body` of
    /// the view `scope` declares shows: the body's statements are hidden links (or
    /// `EmptyView()`), or its one statement, written or returned, is a `Group` or stack whose
    /// content is (`Group { NavigationLink(...) { EmptyView() } }.sheet(...)`), whose modifiers
    /// stay on it.
    private func isAllTheBodyShows(_ link: IsActiveLink, of scope: ViewScope) -> Bool {
        // Up from the link through what may show nothing once the hidden links go: the `Group`s
        // and stacks (with their modifiers), `if`s and `#if`s around it, to the body's statements.
        var node = Syntax(link.call.chainTop)
        while let parent = node.parent {
            if let list = parent.as(CodeBlockItemListSyntax.self) {
                if Self.isBody(list, of: scope) { return list.count == 1 || Self.mayShowNothing(list) }
                guard Self.mayShowNothing(list) else { return false }
            } else if let closure = parent.as(ClosureExprSyntax.self) {
                guard let group = closure.parent?.as(FunctionCallExprSyntax.self), group.trailingClosure?.id == closure.id,
                      mayBeLeftEmpty(group) else { return false }
                node = Syntax(group.chainTop)
                continue
            } else if parent.is(FunctionCallExprSyntax.self) || parent.is(MemberAccessExprSyntax.self) || parent.is(DeclSyntax.self)
                        || parent.is(PatternBindingSyntax.self) || parent.is(PatternBindingListSyntax.self)
                        || parent.is(AccessorBlockSyntax.self) || parent.is(CodeBlockSyntax.self) {
                // A link's own modifiers, or the way out of a nested `if`, or out of a body.
                if parent.is(DeclSyntax.self) && !parent.is(IfConfigDeclSyntax.self) && !parent.is(VariableDeclSyntax.self) { return false }
            } else if !(parent.is(CodeBlockItemSyntax.self) || parent.is(ReturnStmtSyntax.self) || parent.is(ExpressionStmtSyntax.self)
                        || parent.is(IfExprSyntax.self) || parent.is(IfConfigClauseSyntax.self) || parent.is(IfConfigClauseListSyntax.self)
                        || parent.is(SwitchCaseSyntax.self) || parent.is(SwitchCaseListSyntax.self) || parent.is(SwitchExprSyntax.self)) {
                return false
            }
            node = parent
        }
        return false
    }

    /// Whether `view`, a `Group` or stack with no arguments, may show nothing once the hidden
    /// links in it go (`mayShowNothing`), holding one at least: nothing would carry a destination
    /// put on it then, as a modifier on an empty `Group` reaches no view.
    private func mayBeLeftEmpty(_ view: FunctionCallExprSyntax) -> Bool {
        guard ["Group", "VStack", "HStack", "ZStack"].contains(view.calleeTypeName ?? ""), view.arguments.isEmpty,
              view.additionalTrailingClosures.isEmpty, let statements = view.trailingClosure?.statements, !statements.isEmpty
        else { return false }
        return Self.mayShowNothing(statements)
            && statements.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .identifier("NavigationLink") }
    }

    /// Whether `view` is a `Group` whose content, without the hidden links among `links`, is not
    /// one plain view: a modifier on it goes to each view it shows.
    private static func handsModifiersToSeveral(_ view: FunctionCallExprSyntax, removing links: [IsActiveLink]) -> Bool {
        guard view.calleeTypeName == "Group", let statements = view.trailingClosure?.statements else { return false }
        let gone = Set(links.filter(\.isHidden).map { $0.call.chainTop.id })
        let left = statements.filter { !gone.contains($0.item.id) }
        guard left.count == 1, let only = left.first else { return true }
        return only.item.as(FunctionCallExprSyntax.self).map { $0.chainRoot.calleeTypeName == "ForEach" } ?? true
    }

    /// Whether statements of a view's content may show nothing once its hidden `isActive:` links
    /// go: each is such a link, an `EmptyView()`, a `Group` or stack that may show nothing, or an
    /// `if`, `switch` or `#if` one of whose ways (a missing `else` too) may show nothing; a
    /// declaration shows nothing.
    private static func mayShowNothing(_ statements: CodeBlockItemListSyntax) -> Bool {
        statements.allSatisfy { statement in
            switch statement.item {
            case .decl(let decl):
                guard let block = decl.as(IfConfigDeclSyntax.self) else { return true }
                let hasElse = block.clauses.contains { $0.poundKeyword.tokenKind == .poundElse }
                return !hasElse || block.clauses.contains { clause in
                    if case .statements(let inner)? = clause.elements { return mayShowNothing(inner) }
                    return false
                }
            case .stmt(let stmt):
                return stmt.as(ExpressionStmtSyntax.self).map { mayShowNothing($0.expression) } ?? false
            case .expr(let expression):
                return mayShowNothing(expression)
            @unknown default:
                return false
            }
        }
    }

    private static func mayShowNothing(_ expression: ExprSyntax) -> Bool {
        if let ifExpr = expression.as(IfExprSyntax.self) {
            guard let elseBody = ifExpr.elseBody else { return true }
            if mayShowNothing(ifExpr.body.statements) { return true }
            switch elseBody {
            case .ifExpr(let next): return mayShowNothing(ExprSyntax(next))
            case .codeBlock(let block): return mayShowNothing(block.statements)
            @unknown default: return false
            }
        }
        if let switchExpr = expression.as(SwitchExprSyntax.self) {
            return switchExpr.cases.contains { item in
                item.as(SwitchCaseSyntax.self).map { mayShowNothing($0.statements) } ?? true
            }
        }
        guard let call = expression.as(FunctionCallExprSyntax.self)?.chainRoot else { return false }
        if call.calleeTypeName == "EmptyView", call.arguments.isEmpty, call.trailingClosure == nil { return true }
        if let link = IsActiveLink(call) { return link.isHidden }
        guard ["Group", "VStack", "HStack", "ZStack"].contains(call.calleeTypeName ?? ""), call.arguments.isEmpty,
              call.additionalTrailingClosures.isEmpty, let inner = call.trailingClosure?.statements else { return false }
        return mayShowNothing(inner)
    }

    /// `Color.clear`, written `SwiftUI.Color.clear` where the project declares a `Color` of its
    /// own, which would shadow SwiftUI's.
    private var clearColor: String {
        file.project.declaresType("Color") || Self.namesOwnColor(context.tree) ? "SwiftUI.Color.clear" : "Color.clear"
    }

    /// Whether the file declares a `Color` of its own anywhere (a nested type, a `typealias`, a
    /// generic parameter), which may shadow SwiftUI's where the carrier is written.
    static func namesOwnColor(_ tree: SourceFileSyntax) -> Bool {
        tree.tokens(viewMode: .sourceAccurate).contains { token in
            guard token.tokenKind == .identifier("Color") else { return false }
            return token.parent?.is(GenericParameterSyntax.self) == true || token.parent?.is(TypeAliasDeclSyntax.self) == true
                || token.parent?.is(StructDeclSyntax.self) == true || token.parent?.is(EnumDeclSyntax.self) == true
                || token.parent?.is(ClassDeclSyntax.self) == true || token.parent?.is(ActorDeclSyntax.self) == true
                || token.parent?.is(ProtocolDeclSyntax.self) == true || token.parent?.is(AssociatedTypeDeclSyntax.self) == true
        }
    }

    /// The modifiers of a hidden link that its `Color.clear` carrier does not keep.
    private static let carrierDrops: Set<String> = ["isDetailLink", "hidden", "opacity"]

    /// Modifiers by which the user fires a link.
    private static let firingModifiers: Set<String> = ["keyboardShortcut"]

    /// The first of `uses` in a toolbar's content, or, for a use shown plainly in another view's
    /// content (no navigation view, destination or presentation around it there), a use of that
    /// view in one; a few views up.
    private func toolbarUse(in uses: [PlacedUse], seen: inout Set<String>, depth: Int = 0) -> PlacedUse? {
        for placed in uses where !placed.use.inPreview {
            if placed.use.inToolbar { return placed }
            let settled = placed.use.contexts.contains { context in
                switch context {
                case .container, .column, .destination, .presentation: true
                default: false
                }
            }
            guard !settled, depth < 4, let holder = placed.use.inType, seen.insert(holder).inserted else { continue }
            if let found = toolbarUse(in: file.project.uses(of: holder, declaredIn: placed.file), seen: &seen, depth: depth + 1) {
                return found
            }
        }
        return nil
    }

    /// Whether `statements` are those of the `body` property of the view `scope` declares.
    private static func isBody(_ statements: CodeBlockItemListSyntax, of scope: ViewScope) -> Bool {
        var node = statements.parent
        while let current = node, !current.is(MemberBlockItemSyntax.self) {
            if let binding = current.as(PatternBindingSyntax.self) {
                guard binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "body" else { return false }
            }
            if current.is(FunctionDeclSyntax.self) || current.is(ClosureExprSyntax.self) { return false }
            node = current.parent
        }
        guard let member = node?.as(MemberBlockItemSyntax.self), member.decl.is(VariableDeclSyntax.self),
              let declaring = member.parent?.parent?.parent?.id else { return false }
        // In the struct, or in an extension of it in this file (`extension HiddenLink: View`).
        return scope.decls.contains { $0.id == declaring }
    }

    /// Whether `place` is the view of a `.background(...)` or `.overlay(...)` modifier.
    private static func isBackgroundOrOverlay(_ place: ExprSyntax) -> Bool {
        var node = Syntax(place)
        if let member = node.parent?.as(MemberAccessExprSyntax.self), member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" {
            node = Syntax(member)
        }
        guard let argument = node.parent?.as(LabeledExprSyntax.self), argument.label == nil,
              let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
              call.arguments.first?.id == argument.id else { return false }
        return ["background", "overlay"].contains(call.modifierName ?? "")
    }

    /// The names a helper function's body knows its parameters by.
    private static func parameterNames(of decl: DeclSyntax) -> Set<String> {
        guard let function = decl.as(FunctionDeclSyntax.self) else { return [] }
        return Set(function.signature.parameterClause.parameters.map { ($0.secondName ?? $0.firstName).text })
    }

    /// The variables declared by the statements between a sibling carrier and the link, which
    /// the carrier, written before them, cannot see.
    private func namesDeclared(between sibling: ExprSyntax, and link: IsActiveLink) -> Set<String> {
        guard let list = link.call.chainTop.parent?.parent?.as(CodeBlockItemListSyntax.self) else { return [] }
        let start = sibling.position
        let end = link.call.position
        guard start < end else { return [] }
        var names = Set<String>()
        for statement in list where statement.position > start && statement.position < end {
            names.formUnion(declaredNames(statement))
        }
        return names
    }

    // MARK: Decision

    /// The flag of a visible link that the view owns and nothing else touches: such a link is
    /// just a link.
    /// Why a link driven by its row's element flag did not become a plain link instead.
    private func notPlain(_ link: IsActiveLink) -> String {
        guard let scope, let why = ElementFlag.whyNot(for: link, in: scope) else { return "" }
        return "; nor does it become a plain link, as it would if nothing but such links used its row's flag: \(why)"
    }

    private func plainLinkFlag(of link: IsActiveLink) -> ViewScope.Property? {
        Self.plainLinkFlag(of: link, in: scope)
    }

    /// Whether the link becomes a plain link, which pushes as the old one did, in a SwiftUI
    /// stack or a UIKit navigation controller alike.
    static func becomesPlainLink(_ link: IsActiveLink, in scope: ViewScope?) -> Bool {
        plainLinkFlag(of: link, in: scope) != nil || scope.flatMap { ElementFlag.find(for: link, in: $0) } != nil
    }

    private static func plainLinkFlag(of link: IsActiveLink, in scope: ViewScope?) -> ViewScope.Property? {
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
    private func plainLinkEdits(_ link: IsActiveLink, flag: ViewScope.Property, into plan: inout Plan,
                                removals: inout [SourceEdit]) throws(Refusal) {
        if let scope { try file.refuseRemoving(flag, of: scope, rule: .linkIsActive) }
        // Tidied with the plan's other deletions: flags declared one after another go as one.
        removals.append(context.deletion(ofMember: flag.decl))
        plainLinkShape(link, into: &plan)
    }

    /// The link without its `isActive:`: a destination closure stays as it is, a destination
    /// value becomes one.
    private func plainLinkShape(_ link: IsActiveLink, into plan: inout Plan) {
        if let edit = link.removingIsActiveArgument() {
            plan.edits.append(edit)
            return
        }
        // A destination of several lines takes lines of its own inside the closure.
        let indent = context.indentation(ofLineAt: link.call.positionAfterSkippingLeadingTrivia)
        let spansLines = link.destination.carriedSpan.map { span in
            context.bytes[span.lowerBound.utf8Offset..<span.upperBound.utf8Offset].contains(where: isLineBreakByte)
        } ?? false
        let closure: String
        if spansLines {
            let body = plan.carry(link.destination, to: indent + context.indentStep(after: indent), in: context)
            closure = "{" + context.lineEnding + body + context.lineEnding + indent + "}"
        } else {
            closure = "{ \(plan.carry(link.destination, to: nil, in: context)) }"
        }
        plan.edits += link.reshape(
            titleHead: "NavigationLink(", titleTail: ") \(closure)",
            labelHead: { $0 ? "NavigationLink(destination: \(closure), label: " : "NavigationLink \(closure) label: " },
            in: context)
    }

    /// A hidden link goes; a visible one becomes a `Button` that sets the flag. Returns the
    /// modifiers with effects that a hidden link had, which move to the carrier, and the
    /// comment lines written above it, which go above its destination.
    /// `inRow` says the link's view is a row of another view's lazy container.
    private func linkEdits(_ link: IsActiveLink, hoisting hoist: ConditionHoist?, into plan: inout Plan,
                           removals: inout [SourceEdit], inRow: Bool = false,
                           setting value: String = "true") throws(Refusal) -> (effects: [FunctionCallExprSyntax], comments: [String]) {
        // A visible link whose condition goes with its destination (in a toolbar) becomes its
        // button in place, as any visible link does, inside the `if`s that stay.
        if let hoist, link.isHidden {
            // The `if`s go whole, or, where they hold other views too, stay with those and only
            // the link goes; either way, what the link did besides navigating would lose its
            // condition on the carrier.
            let hidden = links.filter(\.isHidden)
            let removal = link.takingCommentsAbove(try (hoist.keepsBranches
                ? link.removal(in: context, alongside: hidden)
                : link.removal(hoisting: hoist, in: context, alongside: hidden)).get(), in: context)
            // Under `#available` checks the deployment target makes always true there is no
            // condition to lose: what the link did moves as it does from a link in no `if`.
            if !removal.effects.isEmpty, hoist.test.isEmpty,
               removal.effects.allSatisfy({ referencedNames(in: ExprSyntax($0)).isDisjoint(with: hoist.boundNames) }) {
                if !removals.contains(removal.edit) { removals.append(removal.edit) }
                return (removal.effects, removal.commentsAbove)
            }
            if let effect = removal.effects.first, let condition = link.condition(helpers: scope?.helpers, upTo: Syntax(context.tree)) {
                throw refusal("the hidden link for `\(link.bindingDescription)` is shown only under `\(condition.description)` and has `.\(effect.modifierName ?? "")`, which would lose that condition on the view that carries its destination; move it, then migrate", at: link)
            }
            // Links that share the `if`s share its removal.
            if !removals.contains(removal.edit) { removals.append(removal.edit) }
            return ([], removal.commentsAbove)
        }
        if link.isHidden {
            let removal = link.takingCommentsAbove(try link.removal(in: context, alongside: links.filter(\.isHidden)).get(), in: context)
            if !removals.contains(removal.edit) { removals.append(removal.edit) }
            return (removal.effects, removal.commentsAbove)
        }
        // `isDetailLink` is a link's own modifier: a button does not have it, and a destination
        // pushed by `navigationDestination` goes where the stack is, as a non-detail link's did.
        let detailLinkModifiers = link.call.modifierChain.filter { $0.modifierName == "isDetailLink" }
        if detailLinkModifiers.contains(where: \.isConditionalModifier) {
            throw refusal("link for `\(link.bindingDescription)` has `.isDetailLink` inside an `#if`, which the button it becomes cannot take; move it off the link, then migrate", at: link)
        }
        let detailLinkRemovals = detailLinkModifiers.compactMap { context.removal(ofModifier: $0) }
        if let button = link.flagSettingLabel(in: scope), !inRow, !isInLazyContainer(link) {
            // The label is a button that sets the flag: it stands in the link's place. (In a
            // list's row the row's tap fires the link and not the button; there it stays inside
            // the button the link becomes.)
            let indent = context.indentation(ofLineAt: link.call.positionAfterSkippingLeadingTrivia)
            let range = button.positionAfterSkippingLeadingTrivia.utf8Offset..<button.endPositionBeforeTrailingTrivia.utf8Offset
            plan.edits.append(SourceEdit(replacing: link.call.positionAfterSkippingLeadingTrivia, link.call.endPositionBeforeTrailingTrivia,
                                         with: plan.carry(range, placedAt: indent, in: context)))
            plan.edits += detailLinkRemovals
            return ([], [])
        }
        let reshaped = link.reshape(
            titleHead: "Button(", titleTail: ") \(buttonAction(for: link, setting: value))",
            labelHead: { $0 ? "Button(action: \(buttonAction(for: link, setting: value)), label: " : "Button \(buttonAction(for: link, setting: value)) label: " },
            in: context)
        // A link's row in a `List` or `Form` shows a disclosure chevron and its label in the
        // primary colour; a button's shows no chevron and its label in the tint colour.
        if let list = listOrForm(around: link) {
            let at = context.converter.location(for: link.call.positionAfterSkippingLeadingTrivia)
            plan.findings.append(Finding(.linkIsActive, severity: .note, message: "this link becomes a `Button` in a `\(list)` row, which SwiftUI draws without the disclosure chevron a link's row has and with its label in the tint colour rather than the primary one; add a chevron and `.foregroundStyle(.primary)` to its label if the row should look as it did", line: at.line, column: at.column))
        }
        // Lines that go take no new indentation.
        plan.edits += reshaped.filter { edit in
            !(edit.range.isEmpty && detailLinkRemovals.contains { $0.range.contains(edit.range.lowerBound) })
        }
        plan.edits += detailLinkRemovals
        return ([], [])
    }

    /// The closure of the button a visible link becomes: `{ flag = true }`, or for a binding
    /// written over several lines, that binding's `wrappedValue` set on lines of its own.
    private func buttonAction(for link: IsActiveLink, setting value: String = "true") -> String {
        let indent = context.indentation(ofLineAt: link.call.positionAfterSkippingLeadingTrivia)
        let start = link.binding.positionAfterSkippingLeadingTrivia.utf8Offset
        let shift = context.reindentation(of: start..<link.binding.endPositionBeforeTrailingTrivia.utf8Offset,
                                          placedAt: indent + context.indentStep(after: indent))
        let setter = link.buttonSetter(reindentedFrom: shift.from, to: shift.to)
        guard setter.containsLineBreak else { return "{ \(setter) = \(value) }" }
        let lineEnding = context.lineEnding
        return "{" + lineEnding + indent + context.indentStep(after: indent) + setter + " = \(value)" + lineEnding + indent + "}"
    }

    /// `.navigationDestination(isPresented:) { destination }` for the view that carries it,
    /// then the modifiers with effects the hidden link had.
    private func destinationModifier(for link: IsActiveLink, on target: ExprSyntax, hoist: ConditionHoist?,
                                     carried: [CodeBlockItemSyntax] = [], effects: [FunctionCallExprSyntax], comments: [String],
                                     indent givenIndent: String? = nil, plan: inout Plan) -> String {
        let indent = givenIndent ?? carrierModifierIndent(for: link, on: target)
        let step = context.indentStep
        let kept = hoist?.keptLevels(for: link.destinationNode) ?? []
        let depth = kept.count
        let bodyIndent = indent + String(repeating: step, count: depth + 1)
        var carried = carried
        let body: String
        var inlinedStatement: SyntaxIdentifier?
        if let inlined = Self.inlinedValue(of: link.destination, from: carried + (kept.last?.declarations ?? [])) {
            // `let chat = ChatView(); NavigationLink(destination: chat, ...)`: the value itself.
            carried.removeAll { $0.id == inlined.statement.id }
            inlinedStatement = inlined.statement.id
            let range = inlined.value.positionAfterSkippingLeadingTrivia.utf8Offset..<inlined.value.endPositionBeforeTrailingTrivia.utf8Offset
            body = bodyIndent + plan.carry(range, placedAt: bodyIndent, in: context)
        } else {
            body = plan.carry(link.destination, to: bodyIndent, in: context)
        }
        let bindingStart = link.binding.positionAfterSkippingLeadingTrivia
        // Lines of a binding aligned under its start stay so, after `.navigationDestination(isPresented: `.
        let column = hoist == nil ? indent.count + ".navigationDestination(isPresented: ".count : nil
        var binding = plan.carry(bindingStart.utf8Offset..<link.binding.endPositionBeforeTrailingTrivia.utf8Offset,
                                 placedAt: indent, column: column, in: context)
        var opening: [String] = []
        var closing: [String] = []
        if let hoist {
            // Presented only while the conditions hold, as the link existed only then (an
            // `#available` check the deployment target makes always true is no condition).
            if !hoist.test.isEmpty { binding = "\(hoist.test) ? \(binding) : .constant(false)" }
            for (index, level) in kept.enumerated() {
                let levelIndent = String(repeating: step, count: index + 1)
                let conditions = level.ifExpr.conditions
                let text = plan.carry(conditions.positionAfterSkippingLeadingTrivia.utf8Offset..<conditions.endPositionBeforeTrailingTrivia.utf8Offset,
                                      placedAt: indent + levelIndent, in: context)
                opening.append(levelIndent + "if " + text + " {")
                for declaration in level.declarations where declaration.id != inlinedStatement {
                    let range = declaration.positionAfterSkippingLeadingTrivia.utf8Offset..<declaration.endPositionBeforeTrailingTrivia.utf8Offset
                    opening.append(levelIndent + step + plan.carry(range, placedAt: indent + levelIndent + step, in: context))
                }
                closing.insert(levelIndent + "}", at: 0)
            }
        }
        for declaration in carried {
            let range = declaration.positionAfterSkippingLeadingTrivia.utf8Offset..<declaration.endPositionBeforeTrailingTrivia.utf8Offset
            opening.append(step + plan.carry(range, placedAt: indent + step, in: context))
        }
        var header = [".navigationDestination(isPresented: \(binding)) {"]
        // A guard too long for one line (SwiftLint's default limit) takes lines of its own;
        // measured on the binding as written (`binding` holds a placeholder for its text).
        if let hoist, !hoist.test.isEmpty, case let written = link.binding.trimmedDescription, !written.contains("\n"),
           Self.columns(of: indent) + header[0].count - binding.count + "\(hoist.test) ? \(written) : .constant(false)".count > Self.longLine {
            header = [".navigationDestination(", step + "isPresented: \(hoist.test)",
                      step + step + "? \(binding.dropFirst(hoist.test.count + 3))", ") {"]
        }
        var lines = comments + header + opening
        lines += [String(body.dropFirst(indent.count))] + closing + ["}"]
        lines += effects.map { plan.carry(modifier: $0, placedAt: indent, in: context) }
        let text = lines.map { context.lineEnding + indent + $0 }.joined()
        // A link compiled only under `#if` keeps that condition on the destination it leaves.
        guard hoist == nil, let condition = Availability.compileCondition(of: link.call, outside: target) else { return text }
        return context.compiled(text, onlyIf: condition, indent: indent)
    }

    /// The width past which a moved link's guarded binding is wrapped (SwiftLint's default
    /// `line_length` warning).
    private static let longLine = 120

    /// How wide an indentation shows, a tab as four columns (Xcode's default), so that tabs
    /// and spaces wrap alike.
    private static func columns(of indent: String) -> Int {
        indent.reduce(0) { $0 + ($1 == "\t" ? 4 : 1) }
    }

    /// The carried declaration a destination written as its bare name stands for, when no other
    /// carried declaration uses that name.
    private static func inlinedValue(of destination: LinkDestination,
                                     from carried: [CodeBlockItemSyntax]) -> (statement: CodeBlockItemSyntax, value: ExprSyntax)? {
        guard case .value(let expression) = destination,
              let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.text else { return nil }
        for statement in carried {
            guard let binding = statement.item.as(VariableDeclSyntax.self)?.bindings.first,
                  binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name,
                  let value = binding.initializer?.value else { continue }
            let usedByOthers = carried.contains { $0.id != statement.id && referencedNames(in: $0).contains(name) }
            return usedByOthers ? nil : (statement, value)
        }
        return nil
    }

    /// The `.toolbar { }` (or `navigationBarItems(...)`) modifier whose items hold the link.
    private func toolbarHolding(_ link: IsActiveLink) -> FunctionCallExprSyntax? {
        ViewHelpers.toolbarModifier(holding: link.call, helpers: scope?.helpers)
    }

    /// Whether a lazy container of the view holds the link (a `List`, `Form`, `ForEach`, ...),
    /// through the view's helpers used in one place.
    /// The `List` or `Form` of the view's own code whose row the link is, if any.
    private func listOrForm(around link: IsActiveLink) -> String? {
        var current = Syntax(link.call).parent
        while let node = current {
            if let name = node.as(FunctionCallExprSyntax.self)?.calleeTypeName, ["List", "Form"].contains(name) { return name }
            current = viewParent(of: node)
        }
        return nil
    }

    private func isInLazyContainer(_ link: IsActiveLink) -> Bool {
        var current = Syntax(link.call).parent
        while let node = current {
            if let call = node.as(FunctionCallExprSyntax.self), isLazyContainer(call) {
                return true
            }
            current = viewParent(of: node)
        }
        return false
    }

    /// The lazy container of the view's own code around `place`, up to its declaration.
    private func lazyContainer(around place: Syntax) -> FunctionCallExprSyntax? {
        var current = place.parent
        while let node = current, !node.is(DeclSyntax.self) || node.is(IfConfigDeclSyntax.self) {
            if let call = node.as(FunctionCallExprSyntax.self), isLazyContainer(call) { return call }
            current = node.parent
        }
        return nil
    }

    private func viewParent(of node: Syntax) -> Syntax? {
        ViewHelpers.viewParent(of: node, helpers: scope?.helpers)
    }

    /// Where a modifier on the carrier starts its line. A label button standing in for its link
    /// takes the link's indentation: under its own closing brace or modifiers, which move there,
    /// or one step in when it is one line.
    private func carrierModifierIndent(for link: IsActiveLink, on target: ExprSyntax) -> String {
        // A titled link shrinks onto its title's line (`Button("Go") { flag = true }`) and the
        // modifiers below it go one step in (`IsActiveLink.reshape`): its destination too.
        if target.id == ExprSyntax(link.call.chainTop).id, link.flagSettingLabel(in: scope) == nil, let title = link.title,
           context.line(of: title.endPositionBeforeTrailingTrivia) < context.line(of: link.call.endPositionBeforeTrailingTrivia) {
            return context.innerIndentation(ofLineAt: link.call.positionAfterSkippingLeadingTrivia)
        }
        guard target.id == ExprSyntax(link.call).id, let button = link.flagSettingLabel(in: scope),
              let last = button.lastToken(viewMode: .sourceAccurate) else { return context.modifierIndent(for: target) }
        let linkIndent = context.indentation(ofLineAt: link.call.positionAfterSkippingLeadingTrivia)
        let endsOwnLine = context.isFirstOnLine(last.positionAfterSkippingLeadingTrivia)
            || button.item.as(FunctionCallExprSyntax.self)?.modifierStart.map(context.isFirstOnLine) == true
        return endsOwnLine ? linkIndent : linkIndent + context.indentStep(after: linkIndent)
    }

    /// A destination in a view that the project uses as a row of a lazy container (a `List` in
    /// another view, a `ForEach`) would sit in that row: SwiftUI does not support that.
    /// A `ForEach` that a plain stack builds all at once is no lazy container for a link whose
    /// flag is the view's own `@State`: each row keeps its flag and its destination while the
    /// stack is shown (one shared flag handed to every row would drive every row's destination).
    private func refuseDestinationInOtherRows(of link: IsActiveLink) throws(Refusal) {
        guard let scope, let holder = MigrateIsActiveLinks.holders(of: [link], in: scope, file: file).first?.name else { return }
        let ownState = !holder.hasPrefix(".") && link.projectedFlagName.flatMap { name in
            scope.properties.first { $0.name == name }
        }?.attributes.contains("State") == true
        guard let row = file.project.lazyUses(of: holder, declaredIn: holder.hasPrefix(".") ? nil : file.fileID,
                                              passingEagerRows: ownState).first,
              !isInOwnNavigation(link) else { return }
        let place = (row.file == file.fileID ? "" : file.project.shownPath(of: row.file) + ":") + "\(row.line):\(row.column)"
        // A modifier of the app's own is applied in a view, or applies a modifier type; a view
        // is shown by another, and as a row.
        var steps: [String] = []
        for (inner, outer) in zip([holder] + row.through, row.through) {
            // A `ViewModifier` is applied by the app's modifier function; a view is made by it.
            let isModifierType = file.project.types(named: inner).contains { $0.facts.isViewModifier }
            let relation = inner.hasPrefix(".") ? "applied in" : outer.hasPrefix(".") ? (isModifierType ? "applied by" : "made by") : "shown by"
            steps.append("\(relation) \(describedHolder(outer))")
        }
        let last = row.through.last ?? holder
        let at = last.hasPrefix(".") ? "applied inside" : "a row of"
        let shown = (steps.isEmpty ? "is" : "is " + steps.joined(separator: ", ") + ", which is") + " \(at)"
        // A flag the row is handed (`@Binding`) already lives outside it: only the link moves.
        // Only a row shown directly by the view with the container takes the flag from it; through
        // other views (a modifier applied in a header), the flag may be any of theirs.
        let handed = row.through.isEmpty && link.projectedFlagName.flatMap { name in scope.properties.first { $0.name == name } }?.attributes.contains("Binding") ?? false
        if row.eager {
            let flag = link.binding.trimmedText
            if let around = row.unknownAround {
                let named = around.hasPrefix(".") ? "the app's modifier `\(around)`" : "`\(around)`, a view or modifier of the app's own,"
                throw refusal("\(describedHolder(holder)) \(shown) the `ForEach` at \(place), which a stack builds all at once, but \(named) is around that stack and may put it in a `List` or a lazy stack, where the link's `navigationDestination` would sit in a row SwiftUI builds only as it scrolls into view, which it does not support; migrate it by hand", at: link)
            }
            throw refusal("\(describedHolder(holder)) \(shown) the `ForEach` at \(place), which a stack builds all at once, but the link's flag `\(flag)` is not \(describedHolder(holder))'s own `@State`: a flag from outside may be the same for every row, and every row's `navigationDestination` would follow it; migrate it by hand", at: link)
        }
        let remedy = holder.hasPrefix(".")
            ? "apply it outside the `\(row.container)`, or put a `navigationDestination(isPresented:)` on the view that holds the `\(row.container)` instead, by hand"
            : handed
            ? "move the link's destination out, onto a `navigationDestination(isPresented:)` of the view that holds the `\(row.container)`, which already has its flag, by hand"
            : (row.through.isEmpty ? file.project.rowLiftObstacle(of: holder) : nil).map { obstacle in
                // With its file's path where the finding has named the rows' file in another
                // before it: a bare `line:column` would read as that file's.
                let why = obstacle.place.map { placed in
                    let place = row.file != file.fileID && placed.file == file.fileID
                        ? "\(file.project.shownPath(of: placed.file)):\(placed.use.line):\(placed.use.column)"
                        : file.place(of: placed.use, in: placed.file)
                    return obstacle.text.replacingOccurrences(of: RowLiftObstacle.placeMark, with: place)
                } ?? obstacle.text
                return "its flag cannot move up into the view that holds the `\(row.container)`: \(why); migrate it by hand"
            } ?? "move the link and its flag out to the view that holds the `\(row.container)` by hand"
        // A `ForEach` is lazy in a `List` or a lazy stack; where what builds its rows is not
        // known (the top of a body, a modifier's content), it counts as one.
        let sits = row.inLazyContainer
            ? "would sit inside that lazy container, which SwiftUI does not support"
            : "would sit in one of its rows, which SwiftUI does not support where a `List` or a lazy stack builds them, and navmigrate cannot tell what builds them there"
        throw refusal("\(describedHolder(holder)) \(shown) the `\(row.container)` at \(place), so the link's `navigationDestination` \(sits); \(remedy)", at: link)
    }

    /// Whether the view or modifier holding the link shows it inside a navigation view of its
    /// own (a modifier that wraps `self` in one): its destination goes in that stack, wherever
    /// the view is shown.
    private func isInOwnNavigation(_ link: IsActiveLink) -> Bool {
        var current = viewParent(of: Syntax(link.call))
        while let node = current {
            if let call = node.as(FunctionCallExprSyntax.self), call.id != link.call.id,
               ["NavigationView", "NavigationStack"].contains(call.calleeTypeName ?? ""),
               !Syntax(link.call).isDescendant(of: Syntax(call.calledExpression)) {
                return true
            }
            current = viewParent(of: node)
        }
        return false
    }

    /// A link under a condition with no view inside that branch to carry its destination.
    /// `reason` says why the condition cannot go with the destination.
    /// `lazy` names the lazy container the destination would have to go on, where a view
    /// beside the link would not help.
    private func conditionRefusal(_ link: IsActiveLink, _ condition: LinkCondition, because reason: String? = nil,
                                  lazy: String? = nil) -> Refusal {
        let cannotGo = reason.map { ", and the condition cannot go with it: \($0)" } ?? ""
        // `if let isOpen` around `NavigationLink(isActive: isOpen)`: the binding itself is optional.
        let name = link.bindingDescription
        let unwrapsBinding = condition.description.range(of: "let \(name)\\b", options: .regularExpression) != nil
        if unwrapsBinding, reason == nil, lazy == nil {
            return refusal("the link's binding `\(name)` is optional (the link is shown only under `\(condition.description)`), and a `navigationDestination(isPresented:)` outside the condition needs one that is not (`\(name) ?? .constant(false)`, with the destination unwrapped inside it); migrate it by hand", at: link)
        }
        let advice = lazy.map { "a view beside the link would sit in the `\($0)`, where a destination cannot go, so migrate it by hand" }
            ?? "put a view of its own beside the link, in the same branch, to carry its `navigationDestination` (`Color.clear` will do; an `EmptyView()` will not, as SwiftUI leaves it out with its modifiers), or migrate by hand"
        return refusal("the link for `\(link.bindingDescription)` is shown only under `\(condition.description)`, and a `navigationDestination` outside it would navigate whatever the condition says\(cannotGo); \(advice)", at: link)
    }

    /// A parameter of a closure around the link (`{ $tool in ... }`) that its binding names.
    private func closureParameter(usedBy link: IsActiveLink) -> String? {
        let used = referencedNames(in: link.binding)
        var current = Syntax(link.call).parent
        while let node = current, !node.is(DeclSyntax.self) {
            if let closure = node.as(ClosureExprSyntax.self), let name = closure.parameterNames.first(where: used.contains) {
                return name
            }
            current = node.parent
        }
        return nil
    }

    private func refusal(_ message: String, at link: IsActiveLink) -> Refusal {
        Refusal(.linkIsActive, message, at: link.call)
    }

    /// The view the destination goes on: the nearest view holding the link when no lazy
    /// container holds it; else the outermost lazy container, or the view right above it when
    /// that is a `ForEach`, whose modifiers would repeat per row. A link written as a statement
    /// beside other views (in a `body`, or an `if` branch) with no view of its own around it in
    /// reach goes on a sibling. The carrier never lies outside an `if` or `switch` case that
    /// holds the link, or the destination would navigate whatever the condition says.
    private func attachmentTarget(for link: IsActiveLink) -> Result<Carrier, Refusal> {
        // Toolbar items are not part of the stack's content, where SwiftUI looks for
        // destinations: the view the toolbar is on carries it.
        if let toolbar = toolbarHolding(link) {
            if let condition = link.condition(helpers: scope?.helpers, upTo: Syntax(toolbar)) {
                // The link existed only while the condition held: the `if` stays in the toolbar
                // with what the link leaves there, and the destination takes the condition along.
                let removable = Set(links.filter(\.isHidden).map { $0.call.chainTop.id })
                switch ConditionHoist.make(link: link, upTo: Syntax(toolbar), helpers: scope?.helpers, removable: removable,
                                           keepingBranches: true, target: file.options.deploymentTarget) {
                case .success(let hoist):
                    // A name the `if` binds for the link would be left unused in the toolbar (a
                    // warning) once the destination has gone.
                    if let bound = hoist.levels.flatMap(\.bound).sorted().first {
                        return .failure(refusal("the link for `\(link.bindingDescription)` sits in a toolbar, shown only under `\(condition.description)`, which binds `\(bound)`: with the destination gone, the toolbar would bind it for nothing; test it with `!= nil` (or move the link), then migrate", at: link))
                    }
                    return .success(Carrier(target: toolbar.chainTop, hoist: hoist))
                case .failure(let failure):
                    return .failure(refusal("the link for `\(link.bindingDescription)` sits in a toolbar, shown only under `\(condition.description)`, and the condition cannot go with its destination: \(failure.reason); a `navigationDestination` on the view the toolbar is on would navigate whatever the condition says, so migrate it by hand", at: link))
                }
            }
            return .success(Carrier(target: toolbar.chainTop))
        }
        // A helper the view uses in several places carries the destination wherever it shows:
        // not where one of those places is in a lazy container.
        if let helpers = scope?.helpers, case let places = helpers.placesShown(of: link.call), places.count > 1,
           let lazy = helpers.placesOnTheWay(of: link.call).lazy.compactMap(lazyContainer(around:)).first {
            let at = context.converter.location(for: lazy.positionAfterSkippingLeadingTrivia)
            return .failure(refusal("the link for `\(link.bindingDescription)` is in a helper this view shows in \(places.count) places, one inside the `\(lazy.calleeTypeName ?? "")` at \(at.line):\(at.column), so its `navigationDestination` would sit inside that lazy container, which SwiftUI does not support; move the link out of the helper by hand", at: link))
        }
        var views: [FunctionCallExprSyntax] = []
        var reachesContainer = false
        // The app's own view or function that shows what it is handed in a navigation stack
        // (`StackShell { ... }`), when the link is its direct content.
        var wrapper: String?
        var current = Syntax(link.call).parent
        while let node = current {
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
                // A destination on the wrapper's call would sit outside the stack it shows
                // its content in.
                if !name.isEmpty, view.id == call.id, file.project.wrapsInContainer(name) {
                    reachesContainer = true
                    wrapper = name
                    break
                }
                // A view type's call, or modifiers on a view the code names (`content.padding()`,
                // a helper property's `rows.background(...)`).
                // `background(link)` in a `View` extension decorates `self`, which carries it.
                let isView = view.calleeTypeName != nil || (view.modifierName != nil && rootReference(of: view) != nil)
                    || IsActiveLink.isBareDecoration(view)
                if isView, !views.contains(where: { $0.id == view.id }) { views.append(view) }
            }
            current = viewParent(of: node)
        }
        // A `Group { }` (or stack) that holds nothing but hidden links goes with them
        // (`.background(Group { NavigationLink(...) { EmptyView() } })`): the view it decorates
        // carries their destinations, when there is one.
        // Nor does a `Group` that shows several views, which hands a modifier to each of them
        // (the destination would be registered once per view): a view around it, or beside the
        // link, does.
        let severalShown = views.first { Self.handsModifiersToSeveral($0, removing: links) }
        views.removeAll { Self.handsModifiersToSeveral($0, removing: links) }
        let carriers = views.filter { !mayBeLeftEmpty($0) }
        if !carriers.isEmpty { views = carriers }
        // The app's wrapper that shows its content in a stack: a view beside the link inside
        // that content carries the destination, or the button a visible link becomes.
        if let wrapper, views.isEmpty { return carrierInContent(of: link, shownBy: wrapper, showsStack: true) }
        let target: ExprSyntax
        if let outermostLazy = views.lastIndex(where: isLazyContainer) {
            let lazy = views[outermostLazy]
            if lazy.calleeTypeName == "ForEach" {
                guard outermostLazy + 1 < views.count else {
                    return .failure(refusal("link for `\(link.bindingDescription)` sits in a `ForEach` with no view around it to carry its destination", at: link))
                }
                target = views[outermostLazy + 1].chainTop
            } else {
                target = lazy.chainTop
            }
        } else if let nearest = views.first, link.condition(helpers: scope?.helpers, upTo: Syntax(nearest)) == nil {
            // The link is the direct content of a view or function of the app's own
            // (`Shell { ... }`), which may show it in a navigation stack of its own: a view beside
            // the link, inside that content, carries the destination, not the call around it.
            if let name = nearest.calleeTypeName, name.first?.isUppercase == true, !builtInTypeNames.contains(name),
               link.call.chainTop.parent?.parent?.parent?.as(ClosureExprSyntax.self)?.parent?.id == Syntax(nearest).id {
                return carrierInContent(of: link, shownBy: name, showsStack: false)
            }
            target = nearest.chainTop
        } else if !(views.isEmpty && reachesContainer), let sibling = siblingCarrier(of: link) {
            return .success(Carrier(target: sibling))
        } else if let nearest = views.first {
            target = nearest.chainTop
        } else if !link.isHidden {
            // Nothing around or beside it: the button the link becomes carries its destination.
            target = link.call.chainTop
        } else if let condition = link.condition(helpers: scope?.helpers, upTo: Syntax(context.tree)) {
            // Nothing in the branch can carry it, and a view outside the branch would not keep
            // its condition.
            return .failure(conditionRefusal(link, condition))
        } else if let places = scope?.helpers.placesShown(of: link.call), places.count > 1 {
            return .failure(refusal("hidden link for `\(link.bindingDescription)` is in a helper this view shows in \(places.count) places, with no view in the helper to carry its destination; give the helper a view around the link, or move the link to each place by hand", at: link))
        } else {
            let alone = link.call.chainTop.parent?.parent?.as(CodeBlockItemListSyntax.self).map { list in
                list.allSatisfy { statement in links.contains { $0.call.chainTop.id == statement.item.id } }
            } ?? false
            // Beside it, only statements that take no modifier: an `if` or a `switch`.
            let branching = link.call.chainTop.parent?.parent?.as(CodeBlockItemListSyntax.self).flatMap { list -> String? in
                let others = list.filter { statement in !links.contains { $0.call.chainTop.id == statement.item.id } }
                let keywords = others.map { statement -> String? in
                    let expression = statement.item.as(ExpressionStmtSyntax.self)?.expression ?? statement.item.as(ExprSyntax.self)
                    if expression?.is(IfExprSyntax.self) == true { return "if" }
                    if expression?.is(SwitchExprSyntax.self) == true { return "switch" }
                    return nil
                }
                guard !keywords.isEmpty, keywords.allSatisfy({ $0 != nil }) else { return nil }
                return keywords[0]
            }
            // (The app's own stack wrappers returned above.)
            // All a `View` extension function makes (`func pushed(when:) -> some View {
            // NavigationLink(destination: self, isActive: flag) { EmptyView() } }`): where it is
            // applied is where a destination could go.
            if !reachesContainer, alone, let function = FileIndex.extensionFunction(around: link.call),
               !function.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) }),
               function.parent?.parent?.parent?.parent?.as(ExtensionDeclSyntax.self)?.extendedType.trimmedText == "View" {
                let name = function.name.text
                let applied = file.project.uses(of: "." + name)
                let places = applied.prefix(3).map { file.place(of: $0.use, in: $0.file) }.joined(separator: ", ")
                let at = applied.isEmpty ? "" : " (applied at \(places)\(applied.count > 3 ? " and \(applied.count - 3) more" : ""))"
                return .failure(refusal("link for `\(link.bindingDescription)` is all the app's `.\(name)(...)` makes\(at), with no view in it to carry its destination; by hand, put a `.navigationDestination(isPresented:)` on a view around each place it is applied, or have `\(name)` return a view that carries one (`Color.clear.navigationDestination(isPresented: ...) { ... }`) where every place is inside a stack, then migrate", at: link))
            }
            let reason = reachesContainer
                ? "link for `\(link.bindingDescription)` is the navigation view's own child; wrap it in a view first"
                : alone
                ? "link for `\(link.bindingDescription)` is all this code shows, with no view around it or beside it to carry its destination (where it is all a view's `body` shows, a `Color.clear` of no size carries it, but this code is no view's `body`, or the project shows that view nowhere); migrate it with the places that use it by hand"
                : branching.map { keyword in
                    "link for `\(link.bindingDescription)` has no view around it, and beside it only an `\(keyword)`, which cannot carry its destination (a modifier needs a view); wrap that `\(keyword)` in a `Group`, then migrate"
                }
                ?? severalShown.map { group in
                    "link for `\(link.bindingDescription)` is in a `Group` at \(context.place(of: group.positionAfterSkippingLeadingTrivia)) that shows several views (or a `ForEach`), to each of which a modifier on it would go, and no view beside the link can carry its destination; put the link in a `VStack` or `ZStack` with those views, then migrate"
                }
                ?? "link for `\(link.bindingDescription)` has no view around it or beside it to carry its destination; wrap it and the views beside it in a `Group`, then migrate"
            return .failure(refusal(reason, at: link))
        }
        if let condition = link.condition(helpers: scope?.helpers, upTo: Syntax(target)) {
            // The button a visible link becomes carries its destination inside the condition,
            // unless a lazy container holds it.
            if !link.isHidden, !isInLazyContainer(link) { return .success(Carrier(target: link.call.chainTop)) }
            guard link.isHidden else { return .failure(conditionRefusal(link, condition)) }
            let removable = Set(links.filter(\.isHidden).map { $0.call.chainTop.id })
            // Around a lazy container, no view in the branch could carry it: the branch's other
            // views stay, and only the link goes.
            let lazy = target.as(FunctionCallExprSyntax.self).map(\.chainRoot).flatMap { isLazyContainer($0) ? $0.calleeTypeName : nil }
            switch ConditionHoist.make(link: link, upTo: Syntax(target), helpers: scope?.helpers, removable: removable,
                                       keepingBranches: lazy != nil, target: file.options.deploymentTarget) {
            case .success(let hoist): return .success(Carrier(target: target, hoist: hoist))
            case .failure(let failure):
                if let instead = failure.instead { return .failure(refusal(instead, at: link)) }
                return .failure(conditionRefusal(link, condition, because: failure.reason, lazy: lazy))
            }
        }
        return .success(Carrier(target: target))
    }

    /// The view that carries a link's destination, and the conditions that go with it.
    private struct Carrier {
        let target: ExprSyntax
        var hoist: ConditionHoist?
    }

    /// What carries the destination of a link that is the direct content of the app's own view
    /// `name` (`showsStack`: the project knows it shows its content in a navigation stack): a
    /// view beside the link in that content, or the button a visible link becomes; a hidden link
    /// with nothing beside it is refused.
    private func carrierInContent(of link: IsActiveLink, shownBy name: String, showsStack: Bool) -> Result<Carrier, Refusal> {
        if let sibling = siblingCarrier(of: link) ?? siblingCarrier(ofHelperHolding: link) { return .success(Carrier(target: sibling)) }
        if !link.isHidden { return .success(Carrier(target: link.call.chainTop)) }
        let shows = showsStack ? "the app's own view that shows its content in a navigation stack, so a `navigationDestination` on it would sit"
            : "the app's own view, which may show its content in a navigation stack of its own, so a `navigationDestination` on it could sit"
        return .failure(refusal("link for `\(link.bindingDescription)` is the direct content of `\(name)`, \(shows) outside that stack; put the link beside a view in that content (the one its flag is set from), then migrate", at: link))
    }

    /// A view written as a statement beside the link, in the same list of statements, that
    /// can carry a modifier for it: the nearest one before the link, else after it. Not a
    /// `ForEach` (its modifiers repeat per row), a link, or a hidden link this plan removes.
    private func siblingCarrier(of link: IsActiveLink) -> ExprSyntax? {
        siblingCarrier(beside: Syntax(link.call.chainTop))
    }

    /// For a link that is all a helper shows (`private var nextLink: some View {
    /// NavigationLink(...) }`, under no condition there), shown in one place: a view beside that
    /// place.
    private func siblingCarrier(ofHelperHolding link: IsActiveLink) -> ExprSyntax? {
        guard let places = scope?.helpers.placesShown(of: link.call), places.count == 1, places[0].id != Syntax(link.call).id,
              link.condition(helpers: scope?.helpers, upTo: places[0]) == nil
        else { return nil }
        return siblingCarrier(beside: places[0])
    }

    /// `accepting`: which of the views beside it may carry it (one that sees what it needs).
    private func siblingCarrier(beside node: Syntax, where accepting: (ExprSyntax) -> Bool = { _ in true }) -> ExprSyntax? {
        guard let item = node.parent?.as(CodeBlockItemSyntax.self),
              let list = item.parent?.as(CodeBlockItemListSyntax.self) else { return nil }
        let statements = Array(list)
        guard let index = statements.firstIndex(where: { $0.id == item.id }) else { return nil }
        let removed = Set(links.filter(\.isHidden).map { $0.call.chainTop.id })
        func carrier(_ statement: CodeBlockItemSyntax) -> ExprSyntax? {
            guard let expression = statement.item.as(ExprSyntax.self), !removed.contains(expression.id) else { return nil }
            // A view named (`content`, `self.content`), or a type's static view (`Color.clear`).
            if expression.is(DeclReferenceExprSyntax.self) || Self.selfMember(expression) != nil || staticViewName(expression) != nil {
                return expression
            }
            let call = expression.as(FunctionCallExprSyntax.self) ?? expression.as(PostfixIfConfigExprSyntax.self)?.base?.as(FunctionCallExprSyntax.self)
            // Not an `EmptyView()`, which SwiftUI leaves out with its modifiers.
            guard let root = call?.chainRoot,
                  let name = root.calleeTypeName ?? rootReference(of: root) ?? root.modifierBase.flatMap(staticViewName),
                  name != "ForEach", name != "NavigationLink", name != "EmptyView" else { return nil }
            return expression
        }
        let before = statements[..<index].reversed().lazy.compactMap(carrier).first(where: accepting)
        return before ?? statements[(index + 1)...].lazy.compactMap(carrier).first(where: accepting)
    }

    /// `Color` in `Color.clear`: one of SwiftUI's colors, a view that draws (an app's own
    /// static view may be an `EmptyView`, which would drop the modifier).
    private func staticViewName(_ expression: ExprSyntax) -> String? {
        guard let member = expression.as(MemberAccessExprSyntax.self),
              let base = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text, base == "Color"
        else { return nil }
        return base
    }

    /// `content` in `content.padding()`: a view passed in, as a view modifier's body has it.
    private func rootReference(of call: FunctionCallExprSyntax) -> String? {
        var base = call.modifierBase
        while let inner = base?.as(FunctionCallExprSyntax.self) { base = inner.modifierBase }
        return base?.as(DeclReferenceExprSyntax.self)?.baseName.text ?? base.flatMap(Self.selfMember)
    }

    /// `name` in `self.name`.
    private static func selfMember(_ expression: ExprSyntax) -> String? {
        guard let member = expression.as(MemberAccessExprSyntax.self),
              member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) else { return nil }
        return member.declName.baseName.text
    }
}
