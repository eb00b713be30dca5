import SwiftSyntax

extension SelectionHoist {
    /// Split view: the selection goes onto the list, the destinations into the next column.
    func splitPlan(columns: [CodeBlockItemSyntax], list: FunctionCallExprSyntax, selection: String,
                   arms: [SelectionArm]) -> Result<Plan, Refusal> {
        let here = Syntax(links[0].call)
        guard let index = columns.firstIndex(where: { column in
            Syntax(list).isDescendant(of: Syntax(column)) || helpers?.showsOnlyIn(column, list) == true
        }) else {
            return .failure(Refusal(.linkTagSelection, "the list is not one of the navigation view's columns", at: here))
        }
        var plan = Plan()
        // A navigation view of one child on the Mac, or of a sidebar list on iPad, showed what
        // its links opened beside it: that column is written here, empty until a row is
        // selected, as it was.
        if columns.count == 1, let site, let closure = site.call.trailingClosure {
            switch listEdits(list, arms: arms) {
            case .failure(let refusal): return .failure(refusal)
            case .success(let listPlan): plan.merge(listPlan)
            }
            let brace = closure.rightBrace.positionAfterSkippingLeadingTrivia
            let indent = context.indentation(ofLineAt: brace)
            // A file that mixes tabs and spaces: the new lines step as the brace's line is indented.
            var step = context.indentStep
            if let kind = indent.first, step.first != kind { step = kind == "\t" ? "\t" : "    " }
            var lines = IndentedLines(base: indent + step, step: step)
            switch detail(subject: selection, arms: arms, fallback: "EmptyView()", isLastColumn: true, into: &lines, plan: &plan) {
            case .failure(let refusal): return .failure(refusal)
            case .success: break
            }
            let end = context.lineEnding
            plan.edits.append(.insert("} detail: {" + end + lines.text(lineEnding: end) + end + indent, at: brace))
            return .success(plan)
        }
        guard index + 1 < columns.count else {
            return .failure(Refusal(.linkTagSelection, "the links sit in the last column, so there is no column to show their destination", at: here))
        }
        switch listEdits(list, arms: arms) {
        case .failure(let refusal): return .failure(refusal)
        case .success(let listPlan): plan.merge(listPlan)
        }
        let column = columns[index + 1]
        let start = column.positionAfterSkippingLeadingTrivia
        // An `#if` column (written at the left margin, as Xcode writes `#if`) takes the first
        // column's indentation.
        let present = context.indentation(ofLineAt: start)
        let block = column.item.as(IfConfigDeclSyntax.self)
        let indent = block != nil && index == 0 ? context.indentation(ofLineAt: columns[0].positionAfterSkippingLeadingTrivia) : present
        let placeholder = plan.carry(start.utf8Offset..<column.endPositionBeforeTrailingTrivia.utf8Offset,
                                     from: indent, to: indent + context.indentStep(after: indent))
        // An `#if` column macOS skips (`NavigationViewChildren`) would leave an empty `default:`
        // there, which does not compile: it gets an `#else` that shows nothing, as the old
        // column did.
        if let block, !block.clauses.contains(where: { $0.poundKeyword.tokenKind == .poundElse }),
           case .statements(let inner)? = block.clauses.last?.elements, let first = inner.first {
            let innerIndent = context.indentation(ofLineAt: first.positionAfterSkippingLeadingTrivia)
            let end = context.lineEnding
            plan.edits.append(.insert("#else" + end + innerIndent + "EmptyView()" + end + context.indentation(ofLineAt: block.poundEndif.positionAfterSkippingLeadingTrivia),
                                      at: block.poundEndif.positionAfterSkippingLeadingTrivia))
        }
        var lines = IndentedLines(base: indent, step: context.indentStep)
        switch detail(subject: selection, arms: arms, fallback: placeholder, fallbackAtMargin: block != nil && present.isEmpty,
                      isLastColumn: index + 2 == columns.count,
                      into: &lines, plan: &plan) {
        case .failure(let refusal): return .failure(refusal)
        case .success: break
        }
        // The column's first line keeps the indentation already in front of it.
        let text = String(indent.dropFirst(present.count)) + String(lines.text(lineEnding: context.lineEnding).dropFirst(indent.count))
        plan.edits.append(SourceEdit(replacing: start, column.endPositionBeforeTrailingTrivia, with: text))
        return .success(plan)
    }

    /// One column: value links with `navigationDestination(for:)`, or buttons with
    /// `navigationDestination(item:)` when something else uses the selection.
    /// `unkept`: why a link's condition (`if let`, an `else`) cannot go where the selection
    /// is shown; only plain links, which keep it where it is, go then.
    func stackPlan(list: FunctionCallExprSyntax, selection: String, arms: [SelectionArm], unkept: Refusal? = nil) -> Result<Plan, Refusal> {
        let here = Syntax(links[0].call)
        let owned = scope?.properties.first { $0.name == selection && $0.isState }
        let otherUse = owned.flatMap { property in
            scope.flatMap { $0.uses(of: property.name).uses.first { use in
                !links.contains { $0.selection.id == use.node.id }
            } }
        }
        // A selection that starts with a value pushes its destination when the view appears.
        let initialValue = owned?.initializer.flatMap { $0.is(NilLiteralExprSyntax.self) ? nil : $0 }
        var plan = Plan()
        let header: String
        if owned != nil, initialValue == nil, let plain = plainLinksPlan() {
            return .success(plain)
        }
        if let unkept { return .failure(unkept) }
        let setOutside = owned.map(isSetFromOutside) ?? false
        // A link shown only under a condition (`if isPlus { NavigationLink(...) }`): a plain or
        // value link keeps it where it is; a destination presented from the selection takes it
        // into its binding, or the link stays.
        let conditioned = arms.first { !$0.conditions.isEmpty }
        let conditionRefusal = conditioned.map { arm in
            Refusal(.linkTagSelection, "the link for tag `\(arm.links[0].tag.trimmedText)` is shown only under `if \(arm.conditions.joined(separator: ", "))`, and the destination shown for the selection here would not keep that condition, so a selection set by code could show a view the condition hides; migrate it by hand", at: Syntax(arm.links[0].call))
        }
        if let owned, otherUse == nil, initialValue == nil, !setOutside {
            guard let type = owned.type.map(unwrappedOptional), !type.isEmpty else {
                return .failure(Refusal(.linkTagSelection, "selection `\(selection)` has no written type, so navmigrate cannot name it in `navigationDestination(for:)`", at: Syntax(owned.decl)))
            }
            header = ".navigationDestination(for: \(type).self)"
            for link in links { plan.edits += link.valueLinkEdits(value: linkValue(of: link), in: context) }
            plan.edits.append(context.deletion(ofMember: owned.decl))
        } else if options.allowsIOS17API {
            if let conditionRefusal { return .failure(conditionRefusal) }
            header = ".navigationDestination(item: \(links[0].selection.trimmedText))"
            for link in links { plan.edits += link.buttonEdits(action: "\(selection) = \(value(of: link))", in: context) }
            plan.findings += rowButtonNotes()
        } else if arms.allSatisfy({ if case .fixed = $0.kind { true } else { false } }) {
            // Fixed tags before iOS 17: one destination per tag, presented while the selection
            // is that tag, as its link was; the links become buttons that set it.
            for link in links { plan.edits += link.buttonEdits(action: "\(selection) = \(value(of: link))", in: context) }
            plan.findings += rowButtonNotes()
            let indent = context.modifierIndent(for: list.chainTop)
            var conditions: [SyntaxIdentifier: [String]] = [:]
            for arm in arms { for link in arm.links { conditions[link.call.id] = arm.conditions } }
            plan.edits.append(context.insertingModifiers(presentedDestinations(selection: selection, indent: indent, conditions: conditions, plan: &plan).text,
                                                         at: context.destinationInsertion(on: list.chainTop), indent: indent))
            plan.became = ("link to navigationDestination(isPresented:)", links.count)
            return .success(plan)
        } else if let conditionRefusal {
            return .failure(conditionRefusal)
        } else if let plan16 = presentedSelectionPlan(list: list, selection: selection, arms: arms) {
            // Rows a `ForEach` builds, before iOS 17: one destination presented while something
            // is selected, built from the selected row, as `navigationDestination(item:)` would.
            return plan16
        } else {
            let why: String
            if let initialValue {
                why = "selection `\(selection)` starts as `\(initialValue.trimmedText)`, which shows its destination when the view appears"
            } else if let otherUse {
                let location = context.converter.location(for: otherUse.node.positionAfterSkippingLeadingTrivia)
                why = "selection `\(selection)` is also used at \(location.line):\(location.column)"
            } else if setOutside {
                why = "selection `\(selection)` can be set from outside the view (through its memberwise initializer, or `_\(selection)` in an initializer of its own), which may show a destination when the view appears"
            } else {
                why = "selection `\(selection)` is not this view's own `@State`, so other code may set it"
            }
            let container = site.map { site -> String in
                let location = context.converter.location(for: site.call.positionAfterSkippingLeadingTrivia)
                return "the navigation view at \(location.line):\(location.column) has one child, so it becomes a `NavigationStack`"
            } ?? "the project shows this view only in one-column navigation (pushed, or the root of a stack)"
            let remedy = site == nil ? "raise the deployment target, or migrate by hand" : "raise the deployment target, give the navigation view a detail column, or migrate by hand"
            return .failure(Refusal(.linkTagSelection, "\(why); \(container), where showing the selection needs `navigationDestination(item:)`, which needs \(itemDestinationNeeds(options.deploymentTarget)) (\(remedy))", at: here))
        }
        let indent = context.modifierIndent(for: list.chainTop)
        var lines = IndentedLines(base: indent, step: context.indentStep)
        switch destinationClosure(header: header, arms: arms, into: &lines, plan: &plan) {
        case .failure(let refusal): return .failure(refusal)
        case .success: break
        }
        plan.edits.append(context.insertingModifiers(context.lineEnding + lines.text(lineEnding: context.lineEnding),
                                                     at: context.destinationInsertion(on: list.chainTop), indent: indent))
        return .success(plan)
    }

    /// Before iOS 17, the form `navigationDestination(item:)` stands for: buttons that set the
    /// selection, and one destination presented while it holds a value, which its view is built
    /// from (`if let item = selection { ... }`); popping it clears the selection, as the old
    /// link's did. Nil where the destination closure cannot be written.
    private func presentedSelectionPlan(list: FunctionCallExprSyntax, selection: String, arms: [SelectionArm]) -> Result<Plan, Refusal>? {
        let indent = context.modifierIndent(for: list.chainTop)
        let step = context.indentStep
        var plan = Plan()
        var inner = IndentedLines(base: indent + step, step: step)
        let header = ".navigationDestination(item:)"
        switch destinationClosure(header: header, arms: arms, into: &inner, plan: &plan) {
        case .failure(let refusal): return .failure(refusal)
        case .success: break
        }
        // `.navigationDestination(item:) { value in` ... `}`: the parameter becomes the `if let`'s.
        let opening = indent + step + header + " { "
        guard inner.lines.count >= 2, let first = inner.lines.first, first.hasPrefix(opening), first.hasSuffix(" in") else { return nil }
        let parameter = String(first.dropFirst(opening.count).dropLast(3))
        let usesRow = arms.count != 1 || !{ if case .element = arms[0].kind { true } else { false } }()
            || arms[0].links.contains { referencedNames(in: $0.destinationNode).contains(parameter) }
        for link in links { plan.edits += link.buttonEdits(action: "\(selection) = \(value(of: link))", in: context) }
        plan.findings += rowButtonNotes()
        var lines = [
            indent + ".navigationDestination(isPresented: Binding(",
            indent + step + "get: { \(Self.presentsWhile(selection: selection, arms: arms)) },",
            indent + step + "set: { if !$0 { \(selection) = nil } }",
            indent + ")) {",
            // A destination that does not use the row reads only that something is selected.
            indent + step + (usesRow ? "if let \(parameter) = \(selection) {" : "if \(selection) != nil {"),
        ]
        lines += inner.lines.dropFirst()
        lines.append(indent + "}")
        let end = context.lineEnding
        plan.edits.append(context.insertingModifiers(end + lines.joined(separator: end),
                                                     at: context.destinationInsertion(on: list.chainTop), indent: indent))
        plan.became = ("link to navigationDestination(isPresented:)", links.count)
        return .success(plan)
    }

    /// A note at each link that becomes a `Button` in a `List` or `Form` row: SwiftUI draws
    /// such a row without the disclosure chevron a link's row has, and its label in the tint
    /// colour (as the `isActive:` rule says of its buttons).
    func rowButtonNotes() -> [Finding] {
        links.compactMap { link in
            var current = Syntax(link.call).parent
            while let node = current {
                if let name = node.as(FunctionCallExprSyntax.self)?.calleeTypeName, ["List", "Form"].contains(name) {
                    let at = context.converter.location(for: link.call.positionAfterSkippingLeadingTrivia)
                    return Finding(.linkTagSelection, severity: .note, message: "this link becomes a `Button` in a `\(name)` row, which SwiftUI draws without the disclosure chevron a link's row has and with its label in the tint colour rather than the primary one; add a chevron and `.foregroundStyle(.primary)` to its label if the row should look as it did", line: at.line, column: at.column)
                }
                current = ViewHelpers.viewParent(of: node, helpers: scope?.helpers)
            }
            return nil
        }
    }

    /// When the destination of rows a `ForEach` builds is presented: while the selection names a
    /// row that is there, as the old links pushed only while a link with that tag was shown (a
    /// selection set by code to a row the data does not hold pushed nothing, where `!= nil`
    /// would push an empty destination). Where the rows are not one `ForEach`'s, while anything
    /// is selected.
    private static func presentsWhile(selection: String, arms: [SelectionArm]) -> String {
        // Not through an optional chain, whose `contains` would be optional too. (The data is
        // already in parentheses where an operator in it would bind looser than a call after it.)
        guard arms.count == 1, arms[0].rows.count == 1, case .success(let data) = arms[0].rows[0].data,
              !data.contains("?.") else {
            return "\(selection) != nil"
        }
        switch arms[0].kind {
        case .element: return "\(data).contains(where: { $0 == \(selection) })"
        case .derived(_, let template): return "\(data).contains(where: { \(template) == \(selection) })"
        case .fixed: return "\(selection) != nil"
        }
    }

    /// The links' selection is the view's own `@State`, starts empty and nothing but the links
    /// uses it, but for resets to `nil` (`.onAppear { selection = nil }`, a workaround for rows
    /// left highlighted on return): it only drives them, so they become plain links that show
    /// their destinations, and the selection goes with its resets. A plain link pushes as the
    /// old one did wherever the view is shown (but in a split view's column, where the
    /// selection picked the next column's view: the caller keeps it out of those). Nil when
    /// that is not so.
    func plainLinksPlan() -> Plan? {
        guard let selection = links.first?.selectionValue, links.allSatisfy({ $0.selectionValue == selection }),
              let scope, let owned = scope.properties.first(where: { $0.name == selection && $0.isState }),
              owned.initializer.map({ $0.is(NilLiteralExprSyntax.self) }) ?? true, !isSetFromOutside(owned)
        else { return nil }
        let others = scope.uses(of: owned.name).uses.filter { use in !links.contains { $0.selection.id == use.node.id } }
        guard let resets = nilResetRemovals(uses: others) else { return nil }
        var plan = Plan()
        guard let closureEdits = closureLinks(plan: &plan) else { return nil }
        plan.edits += closureEdits
        plan.edits += resets
        plan.edits.append(context.deletion(ofMember: owned.decl))
        plan.became = (RuleTally.plainLinkOfSelection, links.count)
        return plan
    }

    /// Whether code outside the links may set the view's own `@State` selection: an initializer
    /// of the view's own writes `_selection`, or the memberwise initializer takes it (a property
    /// neither `private` nor `fileprivate`, in a struct that declares no initializer) and a place
    /// of the project passes it (`Menu(page: .inbox)`, which would no longer compile, and whose
    /// destination showed when the view appeared).
    func isSetFromOutside(_ owned: ViewScope.Property) -> Bool {
        guard let scope else { return false }
        if scope.identifiersInUse.contains("_" + owned.name) { return true }
        let isPrivate = owned.decl.modifiers.contains { ["private", "fileprivate"].contains($0.name.text) && $0.detail == nil }
        let declaresInit = scope.decls.contains { decl in
            decl.as(StructDeclSyntax.self)?.memberBlock.members.contains { $0.decl.is(InitializerDeclSyntax.self) } ?? false
        }
        return !isPrivate && !declaresInit && passedByCallers(owned.name)
    }

    /// The removals of the statements that only reset the selection to `nil` (`selection = nil`)
    /// and of the `if`s that run only while something is selected (`if selection != nil { ... }`,
    /// `if let item = selection { ... }`, without an `else`): with plain links nothing is ever
    /// selected, so they never run. Nil when some use is anything else. An `.onAppear`, `.onChange`
    /// or the like left with nothing to run goes whole.
    private func nilResetRemovals(uses: [FlagUse]) -> [SourceEdit]? {
        var statements: [CodeBlockItemSyntax] = []
        let useIDs = Set(uses.map(\.node.id))
        for use in uses {
            guard let statement = Self.enclosingSelectedOnlyIf(of: use.node, testing: useIDs) ?? Self.nilAssignment(use.node)
            else { return nil }
            statements.append(statement)
        }
        // A statement inside another that goes, goes with it.
        statements = statements.filter { inner in
            !statements.contains { outer in outer.id != inner.id && Syntax(inner).isDescendant(of: Syntax(outer)) }
        }
        var edits: [SourceEdit] = []
        var done = Set<SyntaxIdentifier>()
        for statement in statements where done.insert(statement.id).inserted {
            // A closure of `.onAppear { ... }` holding only resets goes with its modifier.
            if let list = statement.parent?.as(CodeBlockItemListSyntax.self), let closure = list.parent?.as(ClosureExprSyntax.self),
               list.allSatisfy({ item in statements.contains { $0.id == item.id } }),
               let call = closure.parent?.as(FunctionCallExprSyntax.self), call.trailingClosure?.id == closure.id,
               call.additionalTrailingClosures.isEmpty, Self.resetModifiers.contains(call.modifierName ?? ""),
               let removal = context.removal(ofModifier: call) {
                if !edits.contains(removal) { edits.append(removal) }
                list.forEach { done.insert($0.id) }
                continue
            }
            edits.append(context.deletion(keepingCommentsOf: statement))
        }
        return context.tidyingBlankLines(edits)
    }

    /// Modifiers that only run their closure: one left with nothing to run goes.
    private static let resetModifiers: Set<String> = ["onAppear", "onDisappear", "onChange", "onReceive", "task"]

    /// The statement `name = nil` that the use `node` is (the assignment, as `FlagUses` gives it).
    private static func nilAssignment(_ node: Syntax) -> CodeBlockItemSyntax? {
        guard let sequence = node.as(SequenceExprSyntax.self), sequence.elements.count == 3,
              sequence.elements.dropFirst().first?.is(AssignmentExprSyntax.self) == true,
              sequence.elements.last?.is(NilLiteralExprSyntax.self) == true else { return nil }
        return sequence.parent?.as(CodeBlockItemSyntax.self)
    }

    /// The statement of the outermost `if` around `node` whose one condition is that the selection
    /// holds a value (`selection != nil`, `let item = selection`), with no `else`; `tests` are the
    /// selection's uses.
    private static func enclosingSelectedOnlyIf(of node: Syntax, testing tests: Set<SyntaxIdentifier>) -> CodeBlockItemSyntax? {
        var found: CodeBlockItemSyntax?
        var current = node.parent
        while let ancestor = current, !ancestor.is(DeclSyntax.self) {
            if let ifExpr = ancestor.as(IfExprSyntax.self), ifExpr.elseBody == nil, ifExpr.conditions.count == 1,
               let statement = ifExpr.parent?.parent?.as(CodeBlockItemSyntax.self), let condition = ifExpr.conditions.first?.condition {
                var tested: ExprSyntax?
                switch condition {
                case .expression(let test): tested = comparedWithNil(test)
                case .optionalBinding(let binding): tested = binding.initializer?.value
                default: break
                }
                if let tested, tests.contains(Syntax(tested).id) { found = statement }
            }
            current = ancestor.parent
        }
        return found
    }

    /// `selection` in `selection != nil`.
    private static func comparedWithNil(_ test: ExprSyntax) -> ExprSyntax? {
        guard let sequence = test.as(SequenceExprSyntax.self), sequence.elements.count == 3,
              sequence.elements.dropFirst().first?.as(BinaryOperatorExprSyntax.self)?.operator.text == "!=",
              sequence.elements.last?.is(NilLiteralExprSyntax.self) == true else { return nil }
        return sequence.elements.first
    }

    /// Every link as a plain link showing its destination, or nil when one has no such form.
    private func closureLinks(plan: inout Plan) -> [SourceEdit]? {
        var edits: [SourceEdit] = []
        var carried = plan
        for link in links {
            guard let linkEdits = link.closureLinkEdits(destination: carried.carry(link.destination, to: nil, in: context), in: context) else { return nil }
            edits += linkEdits
        }
        plan = carried
        return edits
    }

    /// The list edits: collapse `List { ForEach(data) { row in ... } }` into
    /// `List(data, selection:) { row in ... }`, or add `selection:` to the list.
    func listEdits(_ list: FunctionCallExprSyntax, arms: [SelectionArm]) -> Result<Plan, Refusal> {
        let binding = links[0].selection.trimmedText
        var plan = Plan()
        // A link of the sidebar with no tag replaced the detail column too; in a split view's
        // sidebar it would show its view over the detail column's, leaving the selected row
        // highlighted. (Links inside the tagged links' destinations move with them; an
        // `isActive:` link beside them is refused by its own rule.)
        // (Nor do links in a navigation view of their own inside the list, or in a sheet's.)
        let tagged = links.map { Syntax($0.call) }
        let apart = list.tokens(viewMode: .sourceAccurate).flatMap { token -> [Syntax] in
            guard ["NavigationView", "NavigationStack", "NavigationSplitView", "sheet", "fullScreenCover", "popover"].contains(token.text),
                  let call = token.parent?.parent?.as(FunctionCallExprSyntax.self) ?? token.parent?.parent?.parent?.as(FunctionCallExprSyntax.self)
            else { return [] }
            // What a container or a presentation shows, not the view a presentation is on.
            return [Syntax(call.arguments)] + [call.trailingClosure.map(Syntax.init)].compactMap { $0 }
                + call.additionalTrailingClosures.map { Syntax($0) }
        }
        if let other = list.tokens(viewMode: .sourceAccurate).lazy.compactMap({ token -> FunctionCallExprSyntax? in
            guard token.text == "NavigationLink", let name = token.parent, name.is(DeclReferenceExprSyntax.self),
                  let called = name.parent?.as(MemberAccessExprSyntax.self).map(Syntax.init) ?? Syntax(name) as Syntax?,
                  called.as(MemberAccessExprSyntax.self).map({ $0.declName.id == name.id && $0.base?.trimmedText == "SwiftUI" }) ?? true,
                  let call = called.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == called.id,
                  call.argument(labeled: "isActive") == nil,
                  !tagged.contains(where: { Syntax(call).isDescendant(of: $0) || Syntax(call).id == $0.id }),
                  !apart.contains(where: { Syntax(call).isDescendant(of: $0) }) else { return nil }
            return call
        }).first {
            return .failure(Refusal(.linkTagSelection, "the link at \(context.place(of: other.positionAfterSkippingLeadingTrivia)) in this sidebar's list has no tag: in a `NavigationSplitView` its view would show over the detail column's rather than replace it, and the list would keep the selected row highlighted; give its rows a tag of the selection too, or migrate by hand", at: Syntax(links[0].call)))
        }
        if let own = list.argument(labeled: "selection") {
            // Tagged rows already name the list's selection, or the list is bound to the links'
            // own selection: only the links change.
            let same = own.expression.trimmedText == binding
            guard links.allSatisfy({ ($0.tagModifier != nil && $0.selection.id == own.expression.id) || same }) else {
                return .failure(Refusal(.linkTagSelection, "the list already has a selection, `\(own.expression.trimmedText)`, which is not the links' `\(binding)`; a list takes one, so bind both to one selection, then migrate", at: Syntax(list)))
            }
            for link in links { plan.edits += link.valueLinkEdits(value: linkValue(of: link), in: context) }
            return .success(plan)
        }
        for link in links { plan.edits += link.valueLinkEdits(value: linkValue(of: link), in: context) }
        let forEach = arms.count == 1 && arms[0].rows.count == 1 ? arms[0].rows[0].forEach : nil
        if let forEach, list.arguments.isEmpty, let listClosure = list.trailingClosure, listClosure.statements.count == 1,
           listClosure.statements.first?.item.as(FunctionCallExprSyntax.self)?.id == forEach.id,
           let rows = forEach.trailingClosure, let signature = rows.signature, let last = rows.statements.last,
           context.isFirstOnLine(listClosure.rightBrace.positionAfterSkippingLeadingTrivia) {
            let from = context.indentation(ofLineAt: last.positionAfterSkippingLeadingTrivia)
            let to = context.indentation(ofLineAt: forEach.positionAfterSkippingLeadingTrivia)
            // Spaces after the last statement (`{ item in Row(item) }` on one line) stay behind.
            let trailingSpaces = last.trailingTrivia.allSatisfy { if case .spaces = $0 { true } else if case .tabs = $0 { true } else { false } }
            let end = trailingSpaces ? last.endPositionBeforeTrailingTrivia : last.endPosition
            let placeholder = plan.carry(signature.endPositionBeforeTrailingTrivia.utf8Offset..<end.utf8Offset,
                                         from: from, to: to)
            let braceIndent = context.indentation(ofLineAt: listClosure.rightBrace.positionAfterSkippingLeadingTrivia)
            let head = "(\(forEach.arguments.trimmedText), selection: \(binding)) { \(signature.trimmedText)"
            plan.edits.append(SourceEdit(replacing: list.calledExpression.endPositionBeforeTrailingTrivia, list.endPositionBeforeTrailingTrivia,
                                         with: head + placeholder + context.lineEnding + braceIndent + "}"))
            return .success(plan)
        }
        plan.edits.append(Self.selectionArgument(binding, on: list))
        return .success(plan)
    }

    /// The edit that hands a `List` its `selection:` after its other arguments.
    static func selectionArgument(_ binding: String, on list: FunctionCallExprSyntax) -> SourceEdit {
        if let lastArgument = list.arguments.last {
            return .insert(", selection: \(binding)", at: lastArgument.endPositionBeforeTrailingTrivia)
        }
        if let left = list.leftParen, let right = list.rightParen {
            return SourceEdit(replacing: left.positionAfterSkippingLeadingTrivia, right.endPositionBeforeTrailingTrivia, with: "(selection: \(binding))")
        }
        return .insert("(selection: \(binding))", at: list.calledExpression.endPositionBeforeTrailingTrivia)
    }
}

/// Lines of new code, each `step` deeper than `base` per level.
struct IndentedLines {
    let base: String
    let step: String
    private(set) var lines: [String] = []

    init(base: String, step: String) {
        self.base = base
        self.step = step
    }

    mutating func add(_ depth: Int, _ text: String) {
        lines.append(base + String(repeating: step, count: depth) + text)
    }

    /// Text that carries its own indentation, such as a moved block's placeholder.
    mutating func addIndented(_ text: String) {
        lines.append(text)
    }

    func text(lineEnding: String) -> String {
        lines.joined(separator: lineEnding)
    }
}

func unwrappedOptional(_ type: String) -> String {
    if type.hasSuffix("?") { return String(type.dropLast()) }
    if type.hasPrefix("Optional<"), type.hasSuffix(">") { return String(type.dropFirst(9).dropLast()) }
    return type
}

/// What `navigationDestination(item:)` needs, said for the platforms of the deployment target
/// that lack it (`watchOS 10.0, and the deployment target is watchOS 9.0`); for a project
/// whose target is unknown, the versions of the two main platforms.
private func itemDestinationNeeds(_ target: [ApplePlatform: PlatformVersion]?) -> String {
    let short = (target ?? [:]).filter { $0.value < $0.key.iOS17GenerationMinimum }.sorted { $0.key < $1.key }
    guard !short.isEmpty else { return "iOS 17 / macOS 14" }
    let needs = short.map { "\($0.key.rawValue) \($0.key.iOS17GenerationMinimum)" }.joined(separator: ", ")
    let has = short.map { "\($0.key.rawValue) \($0.value)" }.joined(separator: ", ")
    return "\(needs), and the deployment target is \(has)"
}
