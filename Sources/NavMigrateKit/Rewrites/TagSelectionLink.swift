import SwiftSyntax

/// A `NavigationLink` in one of the four deprecated `tag:selection:` forms, taken apart.
///
/// `destination:tag:selection:label:`, `tag:selection:destination:label:`,
/// `_:destination:tag:selection:`, `_:tag:selection:destination:`.
struct TagSelectionLink {
    let call: FunctionCallExprSyntax
    let tag: ExprSyntax
    /// The `selection:` argument, e.g. `$selection`.
    let selection: ExprSyntax
    let title: ExprSyntax?
    let label: ClosureExprSyntax?
    let destination: IsActiveLink.Destination

    init?(_ call: FunctionCallExprSyntax) {
        guard let tag = call.argument(labeled: "tag")?.expression,
              let selection = call.argument(labeled: "selection")?.expression else { return nil }
        self.call = call
        self.tag = tag
        self.selection = selection
        let first = call.arguments.first
        title = first?.label == nil ? first?.expression : nil
        var labelClosure = call.argument(labeled: "label")?.expression.as(ClosureExprSyntax.self)
        if let argument = call.argument(labeled: "destination") {
            destination = argument.expression.as(ClosureExprSyntax.self).map { .closure($0) } ?? .value(argument.expression)
            if labelClosure == nil, title == nil { labelClosure = call.trailingClosure }
        } else if let trailing = call.trailingClosure {
            destination = .closure(trailing)
            if labelClosure == nil {
                labelClosure = call.additionalTrailingClosures.first { $0.label.text == "label" }?.closure
            }
        } else {
            return nil
        }
        label = labelClosure
        guard title != nil || label != nil else { return nil }
    }

    /// `selection` for `$selection`, `model.selection` for `$model.selection`; nil otherwise.
    var selectionValue: String? {
        var text = selection.trimmedDescription
        if text.hasPrefix("self.$") { text = String(text.dropFirst(5)) }
        guard text.hasPrefix("$") else { return nil }
        let path = text.dropFirst()
        let isPath = path.split(separator: ".", omittingEmptySubsequences: false).allSatisfy { part in
            guard let first = part.first, first.isLetter || first == "_" else { return false }
            return part.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
        }
        return isPath ? String(path) : nil
    }

    var destinationNode: Syntax {
        switch destination {
        case .value(let expression): return Syntax(expression)
        case .closure(let closure): return Syntax(closure)
        }
    }

    /// Rewrites the link to `NavigationLink(title, value: tag)` or
    /// `NavigationLink(value: tag) { label }`, keeping the title and label in place.
    func valueLinkEdits(value: String) -> [SourceEdit] {
        let start = call.positionAfterSkippingLeadingTrivia
        let end = call.endPositionBeforeTrailingTrivia
        if let title {
            return [
                SourceEdit(replacing: start, title.positionAfterSkippingLeadingTrivia, with: "NavigationLink("),
                SourceEdit(replacing: title.endPositionBeforeTrailingTrivia, end, with: ", value: \(value))"),
            ]
        }
        guard let label else { return [] }
        let isArgument = call.argument(labeled: "label")?.expression.id == ExprSyntax(label).id
        return [
            SourceEdit(replacing: start, label.positionAfterSkippingLeadingTrivia,
                       with: isArgument ? "NavigationLink(value: \(value), label: " : "NavigationLink(value: \(value)) "),
            SourceEdit(replacing: label.endPositionBeforeTrailingTrivia, end, with: isArgument ? ")" : ""),
        ]
    }
}
