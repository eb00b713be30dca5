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

/// The rule: each view-value link gets its destination as a closure; the destination and the
/// label move with the edits other rules make inside them (a title renamed in the destination).
struct PassDestinationAsClosure: Rule {
    static let id = RuleID.linkDestination
    static let triggers = ["NavigationLink"]
    static let calls: Set<String> = ["NavigationLink"]

    struct Site {
        let call: FunctionCallExprSyntax
        let form: LinkForm
    }

    func sites(in file: FileIndex) -> [Site] {
        file.calls(named: "NavigationLink").compactMap { call in
            guard call.calleeTypeName == "NavigationLink", call.leftParen != nil, call.rightParen != nil else { return nil }
            let form = LinkForm(call)
            switch form {
            case .destinationValueWithLabel, .titleWithDestinationValue: return Site(call: call, form: form)
            case .isActive, .tagSelection, .current: return nil
            }
        }
    }

    func shape(of site: Site, in file: FileIndex) -> SiteShape {
        SiteShape(node: site.call)
    }

    func plan(_ site: Site, in file: FileIndex) throws(Refusal) -> Plan {
        let context = file.context
        let call = site.call
        guard let leftParen = call.leftParen, let rightParen = call.rightParen else { return Plan() }
        let start = leftParen.positionAfterSkippingLeadingTrivia
        let end = rightParen.endPositionBeforeTrailingTrivia
        let linkIndent = context.indentation(ofLineAt: call.positionAfterSkippingLeadingTrivia)
        var plan = Plan()
        switch site.form {
        case .destinationValueWithLabel(let destination, let label, let labelIsTrailing):
            let head = " \(destinationClosure(destination, linkIndent: linkIndent, in: context, plan: &plan)) label:"
            guard !labelIsTrailing else {
                plan.edits.append(SourceEdit(replacing: start, end, with: head))
                return plan
            }
            // A `label:` argument on a line of its own was indented one step deeper than the link.
            let labelStart = label.positionAfterSkippingLeadingTrivia
            let labelText = plan.carry(labelStart.utf8Offset..<label.endPositionBeforeTrailingTrivia.utf8Offset,
                                       from: context.indentation(ofLineAt: labelStart), to: linkIndent)
            plan.edits.append(SourceEdit(replacing: start, end, with: "\(head) \(labelText)"))
        case .titleWithDestinationValue(let title, let destination):
            let replacement = ") \(destinationClosure(destination, linkIndent: linkIndent, in: context, plan: &plan))"
            plan.edits.append(SourceEdit(replacing: title.expression.endPositionBeforeTrailingTrivia, end, with: replacement))
        case .isActive, .tagSelection, .current:
            break
        }
        return plan
    }
}

/// `{ Detail() }` for a one-line destination; a multi-line one goes on lines of its own, one
/// step deeper than the link, as a closure body is written.
private func destinationClosure(_ destination: ExprSyntax, linkIndent: String, in context: FileContext,
                                plan: inout Plan) -> String {
    let start = destination.positionAfterSkippingLeadingTrivia
    let range = start.utf8Offset..<destination.endPositionBeforeTrailingTrivia.utf8Offset
    guard context.bytes[range].contains(where: isLineBreakByte) else {
        return "{ \(plan.carry(range, from: "", to: "")) }"
    }
    let bodyIndent = linkIndent + context.indentStep
    let body = plan.carry(range, from: context.indentation(ofLineAt: start), to: bodyIndent)
    return "{\(context.lineEnding)\(bodyIndent)\(body)\(context.lineEnding)\(linkIndent)}"
}
