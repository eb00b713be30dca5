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
/// element up in the same data; static rows with distinct tags become a `switch`. In a
/// one-column container the links become value links with `navigationDestination(for:)` when
/// nothing else uses the selection, or buttons with `navigationDestination(item:)` when iOS 17
/// API is allowed. Refuses: links bound to different selections, a selection that is not a
/// property path, links outside a `List`, in the last column or in a view without its container,
/// destinations that use names other than the row's element, and tags that repeat.
struct SelectionHoist {
    let scope: ViewScope?
    let site: ContainerSite?
    let links: [TagSelectionLink]
    let context: FileContext
    let options: MigrationOptions

    /// How the detail finds the selected element.
    enum Shape {
        /// `ForEach(data, id: \.self) { item in ... tag: item ... }`.
        case rowElement(parameter: String, forEach: FunctionCallExprSyntax)
        /// `ForEach(data) { item in ... tag: item.id ... }`: `template` is the tag with the
        /// element written `$0`.
        case derived(parameter: String, forEach: FunctionCallExprSyntax, data: String, template: String)
        /// Rows with distinct literal tags.
        case staticTags
    }

    func plan() -> Result<Plan, Refusal> {
        let first = links[0]
        let here = Syntax(first.call)
        guard links.allSatisfy({ $0.selection.trimmedDescription == first.selection.trimmedDescription }) else {
            return .failure(Refusal("links in this view are bound to different selections; navmigrate moves one selection onto one list", at: here))
        }
        guard let selection = first.selectionValue else {
            return .failure(Refusal("selection `\(first.selection.trimmedDescription)` is not a property binding that a list can take", at: here))
        }
        guard let site, case .success(let layout) = site.decision else {
            return .failure(Refusal("the navigation view these links select for is not in this view (or is not migrated), so the selection has nowhere to go; migrate it together with its container", at: here))
        }
        let shape: Shape
        switch shapeOfLinks() {
        case .failure(let refusal): return .failure(refusal)
        case .success(let found): shape = found
        }
        switch layout {
        case .split(let columns):
            return splitPlan(columns: columns, selection: selection, shape: shape)
        case .stack:
            return stackPlan(selection: selection, shape: shape)
        }
    }

    private func shapeOfLinks() -> Result<Shape, Refusal> {
        let first = links[0]
        if links.count == 1, let forEach = enclosingForEach(of: first.call),
           let parameter = forEach.trailingClosure.flatMap(singleParameter) {
            let used = referencedNames(in: first.destinationNode)
            let locals = localNames(around: first.call, upTo: forEach).subtracting([parameter])
            if let name = used.intersection(locals).sorted().first {
                return .failure(Refusal("the destination uses `\(name)` from the row, so it cannot move to the detail column", at: Syntax(first.call)))
            }
            if first.tag.trimmedDescription == parameter {
                return .success(.rowElement(parameter: parameter, forEach: forEach))
            }
            guard referencedNames(in: first.tag).contains(parameter), let data = forEach.arguments.first, data.label == nil else {
                return .failure(Refusal("tag `\(first.tag.trimmedDescription)` is not the row's element nor derived from it", at: Syntax(first.call)))
            }
            if !referencedNames(in: data.expression).intersection(localNames(around: forEach, upTo: context.tree)).isEmpty {
                return .failure(Refusal("the list's data `\(data.expression.trimmedDescription)` is local to where it sits, so the detail cannot look the selection up", at: Syntax(forEach)))
            }
            return .success(.derived(parameter: parameter, forEach: forEach, data: data.expression.trimmedDescription,
                                     template: replacing(parameter, with: "$0", in: first.tag)))
        }
        var seen = Set<String>()
        for link in links {
            if enclosingForEach(of: link.call) != nil {
                return .failure(Refusal("several links select inside a `ForEach`; navmigrate handles one link per row", at: Syntax(link.call)))
            }
            let names = referencedNames(in: link.destinationNode).union(referencedNames(in: link.tag))
            let locals = localNames(around: link.call, upTo: context.tree)
            if let name = names.intersection(locals).sorted().first {
                return .failure(Refusal("the link uses `\(name)` from where it sits, so its destination cannot move", at: Syntax(link.call)))
            }
            guard seen.insert(link.tag.trimmedDescription).inserted else {
                return .failure(Refusal("tag `\(link.tag.trimmedDescription)` is used by two links", at: Syntax(link.call)))
            }
        }
        return .success(.staticTags)
    }

    private func enclosingForEach(of call: FunctionCallExprSyntax) -> FunctionCallExprSyntax? {
        var current = Syntax(call).parent
        while let node = current {
            if let candidate = node.as(FunctionCallExprSyntax.self), candidate.calleeTypeName == "ForEach" { return candidate }
            if let candidate = node.as(FunctionCallExprSyntax.self), candidate.calleeTypeName == "List" { return nil }
            current = node.parent
        }
        return nil
    }

    private func singleParameter(_ closure: ClosureExprSyntax) -> String? {
        guard let clause = closure.signature?.parameterClause else { return nil }
        switch clause {
        case .simpleInput(let names): return names.count == 1 ? names.first?.name.text : nil
        case .parameterClause(let parameters):
            return parameters.parameters.count == 1 ? parameters.parameters.first.map { ($0.secondName ?? $0.firstName).text } : nil
        @unknown default: return nil
        }
    }

    private func replacing(_ name: String, with replacement: String, in expression: ExprSyntax) -> String {
        var text = ""
        for token in expression.tokens(viewMode: .sourceAccurate) {
            let isMember = token.parent?.parent?.as(MemberAccessExprSyntax.self).map { $0.declName.baseName.id == token.id } ?? false
            let written = token.text == name && !isMember ? replacement : token.text
            text += token.leadingTrivia.description + written + token.trailingTrivia.description
        }
        return text.trimmingWhitespace()
    }
}
