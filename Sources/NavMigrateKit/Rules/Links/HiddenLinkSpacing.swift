import SwiftSyntax

/// A hidden link draws nothing, but a `VStack` or `HStack` still puts its spacing beside it:
/// removed, the views around it close up by that much. The layout change is small and often
/// welcome (the gap was an accident of the hidden link), so the link goes all the same, with a
/// note at it that says what moves.
enum HiddenLinkSpacing {
    /// A note for each of `hidden` (links' outermost expressions) that `edits` delete, where it
    /// is a statement of a `VStack` or `HStack` with spacing (written, or the default) that still
    /// shows another view once they go.
    static func notes(for hidden: [ExprSyntax], edits: [SourceEdit], rule: RuleID, context: FileContext) -> [Finding] {
        let deleted = { (node: Syntax) -> Bool in
            let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
            let end = node.endPositionBeforeTrailingTrivia.utf8Offset
            return edits.contains { edit in
                edit.range.lowerBound <= start && end <= edit.range.upperBound && edit.replacement.allSatisfy(\.isWhitespace)
            }
        }
        var notes: [Finding] = []
        for link in hidden where deleted(Syntax(link)) {
            guard let item = link.parent?.as(CodeBlockItemSyntax.self), let list = item.parent?.as(CodeBlockItemListSyntax.self),
                  let closure = list.parent?.as(ClosureExprSyntax.self), let stack = closure.parent?.as(FunctionCallExprSyntax.self),
                  stack.trailingClosure?.id == closure.id, let name = stack.calleeTypeName, ["VStack", "HStack"].contains(name),
                  list.contains(where: { $0.id != item.id && !deleted(Syntax($0)) && !$0.item.is(VariableDeclSyntax.self) })
            else { continue }
            let spacing = stack.arguments.first { $0.label?.text == "spacing" }?.expression.trimmedDescription
            if let spacing, spacing == "0" || spacing == "0.0" { continue }
            let gap = spacing.map { "its spacing (`spacing: \($0)`)" } ?? "its default spacing"
            let at = context.converter.location(for: link.positionAfterSkippingLeadingTrivia)
            notes.append(Finding(rule, severity: .note,
                                 message: "the hidden link drew nothing, but the `\(name)` put \(gap) beside it; without the link that gap closes (add padding by hand where it mattered)",
                                 line: at.line, column: at.column))
        }
        return notes
    }
}
