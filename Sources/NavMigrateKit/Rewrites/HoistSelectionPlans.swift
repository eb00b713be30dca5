import SwiftSyntax

extension SelectionHoist {
    /// Split view: the selection goes onto the list, the destinations into the next column.
    func splitPlan(columns: [CodeBlockItemSyntax], selection: String, shape: Shape) -> Result<Plan, Refusal> {
        let here = Syntax(links[0].call)
        guard let index = columns.firstIndex(where: { column in links.allSatisfy { Syntax($0.call).isDescendant(of: Syntax(column)) } }) else {
            return .failure(Refusal("the links sit in different columns", at: here))
        }
        guard index + 1 < columns.count else {
            return .failure(Refusal("the links sit in the last column, so there is no column to show their destination", at: here))
        }
        var plan = Plan()
        switch listEdits(selection: selection, shape: shape) {
        case .failure(let refusal): return .failure(refusal)
        case .success(let listPlan): plan.merge(listPlan)
        }
        let column = columns[index + 1]
        let start = column.positionAfterSkippingLeadingTrivia
        let indent = context.indentation(ofLineAt: start)
        let step = context.indentStep
        let oldPlaceholder = "\u{1}navmigrate-column-\(start.utf8Offset)\u{1}"
        plan.moves.append(Move(range: start.utf8Offset..<column.endPositionBeforeTrailingTrivia.utf8Offset,
                               fromIndent: indent, toIndent: indent + step, placeholder: oldPlaceholder))
        let old = indent + step + oldPlaceholder
        var lines: [String]
        switch shape {
        case .rowElement(let parameter, _):
            lines = ["if let \(parameter) = \(selection) {", destination(links[0], indent + step, into: &plan), "} else {", old, "}"]
        case .derived(let parameter, _, let data, let template):
            // `if let selectedID = selectedID` reads best when the selection is a plain name.
            let id = selection.contains(".") ? freshName("selectedID", avoiding: scope?.identifiersInUse ?? []) : selection
            lines = ["if let \(id) = \(selection), let \(parameter) = \(data).first(where: { \(template) == \(id) }) {",
                     destination(links[0], indent + step, into: &plan), "} else {", old, "}"]
        case .staticTags:
            lines = ["switch \(selection) {"]
            for link in links {
                lines += ["case \(link.tag.trimmedDescription):", destination(link, indent + step, into: &plan)]
            }
            lines += ["default:", old, "}"]
        }
        let text = lines.enumerated().map { $0.offset == 0 ? $0.element : (
            $0.element.hasPrefix(indent) ? $0.element : indent + $0.element) }
        plan.edits.append(SourceEdit(replacing: start, column.endPositionBeforeTrailingTrivia,
                                     with: text.joined(separator: context.lineEnding)))
        return .success(plan)
    }

    /// One column: value links with `navigationDestination(for:)`, or buttons with
    /// `navigationDestination(item:)` when something else uses the selection.
    func stackPlan(selection: String, shape: Shape) -> Result<Plan, Refusal> {
        let here = Syntax(links[0].call)
        guard let list = enclosingList(of: links[0].call), links.allSatisfy({ enclosingList(of: $0.call)?.id == list.id }) else {
            return .failure(Refusal("the links are not rows of one `List`", at: here))
        }
        let owned = scope?.properties.first { $0.name == selection && $0.isState }
        let otherUses = owned.flatMap { property in
            scope.map { FlagUseCollector(flag: property.name, scope: $0).uses.filter { use in
                !links.contains { $0.selection.id == use.node.id }
            } }
        }
        let indent = context.modifierIndent(for: list.chainTop)
        let step = context.indentStep
        let used = scope?.identifiersInUse ?? []
        var plan = Plan()
        let header: String
        let valueName: String
        switch shape {
        case .rowElement(let parameter, _): valueName = parameter
        case .derived: valueName = freshName("selectedID", avoiding: used)
        case .staticTags: valueName = freshName("value", avoiding: used)
        }
        if let owned, otherUses?.isEmpty == true {
            guard let type = owned.type.map(unwrappedOptional), !type.isEmpty else {
                return .failure(Refusal("selection `\(selection)` has no written type, so navmigrate cannot name it in `navigationDestination(for:)`", at: Syntax(owned.decl)))
            }
            header = ".navigationDestination(for: \(type).self) { \(valueName) in"
            for link in links { plan.edits += link.valueLinkEdits(value: link.tag.trimmedDescription) }
            plan.edits.append(context.deletion(from: owned.decl.positionAfterSkippingLeadingTrivia, to: owned.decl.endPositionBeforeTrailingTrivia))
        } else if options.allowsIOS17API {
            header = ".navigationDestination(item: \(links[0].selection.trimmedDescription)) { \(valueName) in"
            for link in links {
                plan.edits += buttonEdits(link, action: "\(selection) = \(link.tag.trimmedDescription)")
            }
        } else {
            return .failure(Refusal("selection `\(selection)` is also used elsewhere; in a one-column view that needs `navigationDestination(item:)`, which needs iOS 17 / macOS 14 (raise the deployment target or migrate by hand)", at: here))
        }
        var lines = [header]
        let inner = indent + step
        switch shape {
        case .rowElement:
            lines.append(destination(links[0], inner, into: &plan))
        case .derived(let parameter, _, let data, let template):
            lines += ["\(step)if let \(parameter) = \(data).first(where: { \(template) == \(valueName) }) {",
                      destination(links[0], inner + step, into: &plan), "\(step)}"]
        case .staticTags:
            lines.append("\(step)switch \(valueName) {")
            for link in links {
                lines += ["\(step)case \(link.tag.trimmedDescription):", destination(link, inner + step, into: &plan)]
            }
            lines += ["\(step)default:", "\(step)\(step)EmptyView()", "\(step)}"]
        }
        lines.append("}")
        let text = lines.map { $0.hasPrefix(indent) && !$0.isEmpty ? context.lineEnding + $0 : context.lineEnding + indent + $0 }.joined()
        plan.edits.append(.insert(text, at: list.chainTop.endPositionBeforeTrailingTrivia))
        return .success(plan)
    }

    /// The list edits: collapse `List { ForEach(data) { row in ... } }` into
    /// `List(data, selection:) { row in ... }`, or add `selection:` to the list.
    private func listEdits(selection: String, shape: Shape) -> Result<Plan, Refusal> {
        let here = Syntax(links[0].call)
        guard let list = enclosingList(of: links[0].call), links.allSatisfy({ enclosingList(of: $0.call)?.id == list.id }) else {
            return .failure(Refusal("the links are not rows of one `List`, so there is no list to take the selection", at: here))
        }
        if list.argument(labeled: "selection") != nil {
            return .failure(Refusal("the list already has a selection", at: Syntax(list)))
        }
        let binding = links[0].selection.trimmedDescription
        var plan = Plan()
        for link in links { plan.edits += link.valueLinkEdits(value: link.tag.trimmedDescription) }
        let forEach: FunctionCallExprSyntax?
        switch shape {
        case .rowElement(_, let found), .derived(_, let found, _, _): forEach = found
        case .staticTags: forEach = nil
        }
        if let forEach, list.arguments.isEmpty, let listClosure = list.trailingClosure, listClosure.statements.count == 1,
           listClosure.statements.first?.item.as(FunctionCallExprSyntax.self)?.id == forEach.id,
           let rows = forEach.trailingClosure, let signature = rows.signature, let last = rows.statements.last,
           context.isFirstOnLine(listClosure.rightBrace.positionAfterSkippingLeadingTrivia) {
            let placeholder = "\u{1}navmigrate-rows-\(rows.position.utf8Offset)\u{1}"
            let from = context.indentation(ofLineAt: last.positionAfterSkippingLeadingTrivia)
            let to = context.indentation(ofLineAt: forEach.positionAfterSkippingLeadingTrivia)
            plan.moves.append(Move(range: signature.endPositionBeforeTrailingTrivia.utf8Offset..<last.endPosition.utf8Offset,
                                   fromIndent: from, toIndent: to, placeholder: placeholder))
            let braceIndent = context.indentation(ofLineAt: listClosure.rightBrace.positionAfterSkippingLeadingTrivia)
            let head = "(\(forEach.arguments.trimmedDescription), selection: \(binding)) { \(signature.trimmedDescription)"
            plan.edits.append(SourceEdit(replacing: list.calledExpression.endPositionBeforeTrailingTrivia, list.endPositionBeforeTrailingTrivia,
                                         with: head + placeholder + context.lineEnding + braceIndent + "}"))
            return .success(plan)
        }
        if let lastArgument = list.arguments.last {
            plan.edits.append(.insert(", selection: \(binding)", at: lastArgument.endPositionBeforeTrailingTrivia))
        } else if let left = list.leftParen, let right = list.rightParen {
            plan.edits.append(SourceEdit(replacing: left.positionAfterSkippingLeadingTrivia, right.endPositionBeforeTrailingTrivia, with: "(selection: \(binding))"))
        } else {
            plan.edits.append(.insert("(selection: \(binding))", at: list.calledExpression.endPositionBeforeTrailingTrivia))
        }
        return .success(plan)
    }

    private func enclosingList(of call: FunctionCallExprSyntax) -> FunctionCallExprSyntax? {
        var current = Syntax(call).parent
        while let node = current {
            if let candidate = node.as(FunctionCallExprSyntax.self), candidate.calleeTypeName == "List" { return candidate }
            if node.is(DeclSyntax.self) { return nil }
            current = node.parent
        }
        return nil
    }

    private func buttonEdits(_ link: TagSelectionLink, action: String) -> [SourceEdit] {
        let start = link.call.positionAfterSkippingLeadingTrivia
        let end = link.call.endPositionBeforeTrailingTrivia
        if let title = link.title {
            return [SourceEdit(replacing: start, title.positionAfterSkippingLeadingTrivia, with: "Button("),
                    SourceEdit(replacing: title.endPositionBeforeTrailingTrivia, end, with: ") { \(action) }")]
        }
        guard let label = link.label else { return [] }
        let isArgument = link.call.argument(labeled: "label")?.expression.id == ExprSyntax(label).id
        return [SourceEdit(replacing: start, label.positionAfterSkippingLeadingTrivia,
                           with: isArgument ? "Button(action: { \(action) }, label: " : "Button { \(action) } label: "),
                SourceEdit(replacing: label.endPositionBeforeTrailingTrivia, end, with: isArgument ? ")" : "")]
    }

    /// A link's destination, moved to sit at `indent`.
    private func destination(_ link: TagSelectionLink, _ indent: String, into plan: inout Plan) -> String {
        let placeholder = "\u{1}navmigrate-destination-\(link.call.position.utf8Offset)\u{1}"
        let (move, text) = context.move(link.destination, indent: indent, placeholder: placeholder)
        plan.moves.append(move)
        return text
    }
}

private func unwrappedOptional(_ type: String) -> String {
    if type.hasSuffix("?") { return String(type.dropLast()) }
    if type.hasPrefix("Optional<"), type.hasSuffix(">") { return String(type.dropFirst(9).dropLast()) }
    return type
}
