import SwiftSyntax

/// Rewrites the soft-deprecated view-value `NavigationLink` forms to pass the destination as a
/// closure.
///
/// ## Before
/// ```swift
/// NavigationLink(destination: Detail()) { Text("Open") }
/// NavigationLink("Open", destination: Detail())
/// ```
/// ## After
/// ```swift
/// NavigationLink { Detail() } label: { Text("Open") }
/// NavigationLink("Open") { Detail() }
/// ```
/// Links with `isActive:` or `tag:selection:` belong to their own rewrites; when those leave a
/// link as it is, this one leaves it too.
enum LinkForm {
    /// `NavigationLink(destination: View) { label }` or `(destination: View, label: { })`.
    case destinationValueWithLabel(destination: ExprSyntax, label: ClosureExprSyntax, labelIsTrailing: Bool)
    /// `NavigationLink("title", destination: View)`.
    case titleWithDestinationValue(title: LabeledExprSyntax, destination: ExprSyntax)
    /// Any form with `isActive:`.
    case isActive
    /// Any form with `tag:` and `selection:`.
    case tagSelection
    /// Already current, or a form navmigrate does not change.
    case current

    init(_ call: FunctionCallExprSyntax) {
        let labels = call.argumentLabels
        if labels.contains("isActive") {
            self = .isActive
            return
        }
        if labels.contains("tag"), labels.contains("selection") {
            self = .tagSelection
            return
        }
        guard call.additionalTrailingClosures.isEmpty, let destination = call.argument(labeled: "destination"),
              !destination.expression.is(ClosureExprSyntax.self) else {
            self = .current
            return
        }
        if labels == ["destination"], let label = call.trailingClosure {
            self = .destinationValueWithLabel(destination: destination.expression, label: label, labelIsTrailing: true)
        } else if labels == ["destination", "label"], call.trailingClosure == nil,
                  let label = call.argument(labeled: "label")?.expression.as(ClosureExprSyntax.self) {
            self = .destinationValueWithLabel(destination: destination.expression, label: label, labelIsTrailing: false)
        } else if labels == [nil, "destination"], call.trailingClosure == nil, let title = call.arguments.first {
            self = .titleWithDestinationValue(title: title, destination: destination.expression)
        } else {
            self = .current
        }
    }
}

/// One plan per view-value link: its destination becomes a closure.
func destinationClosurePlan(_ call: FunctionCallExprSyntax, in context: FileContext) -> Plan? {
    guard let leftParen = call.leftParen, let rightParen = call.rightParen else { return nil }
    let start = leftParen.positionAfterSkippingLeadingTrivia
    let end = rightParen.endPositionBeforeTrailingTrivia
    let linkIndent = context.indentation(ofLineAt: call.positionAfterSkippingLeadingTrivia)
    switch LinkForm(call) {
    case .destinationValueWithLabel(let destination, let label, let labelIsTrailing):
        let head = " \(destinationClosure(destination, linkIndent: linkIndent, in: context)) label:"
        guard !labelIsTrailing else {
            return Plan(edits: [SourceEdit(replacing: start, end, with: head)])
        }
        // A `label:` argument on a line of its own was indented one step deeper than the link.
        let labelSource = context.reindent(
            context.source(label), from: context.indentation(ofLineAt: label.positionAfterSkippingLeadingTrivia),
            to: linkIndent)
        return Plan(edits: [SourceEdit(replacing: start, end, with: "\(head) \(labelSource)")])
    case .titleWithDestinationValue(let title, let destination):
        let replacement = ") \(destinationClosure(destination, linkIndent: linkIndent, in: context))"
        return Plan(edits: [SourceEdit(replacing: title.expression.endPositionBeforeTrailingTrivia, end, with: replacement)])
    case .isActive, .tagSelection, .current:
        return nil
    }
}

/// `{ Detail() }` for a one-line destination; a multi-line one goes on lines of its own, one
/// step deeper than the link, as a closure body is written.
private func destinationClosure(_ destination: ExprSyntax, linkIndent: String, in context: FileContext) -> String {
    let source = context.source(destination)
    guard source.containsLineBreak else { return "{ \(source) }" }
    let bodyIndent = linkIndent + context.indentStep
    let body = context.reindent(
        source, from: context.indentation(ofLineAt: destination.positionAfterSkippingLeadingTrivia), to: bodyIndent)
    return "{\(context.lineEnding)\(bodyIndent)\(body)\(context.lineEnding)\(linkIndent)}"
}
