import SwiftSyntax

/// The destination of a deprecated `NavigationLink`: a view value or a closure.
enum LinkDestination {
    case value(ExprSyntax)
    case closure(ClosureExprSyntax)

    var node: Syntax {
        switch self {
        case .value(let expression): return Syntax(expression)
        case .closure(let closure): return Syntax(closure)
        }
    }
}

/// The title, label and destination of a `NavigationLink` call in any of the deprecated
/// `isActive:` and `tag:selection:` forms: the destination is a `destination:` argument or the
/// first trailing closure; the label a `label:` argument or closure, or the trailing closure
/// after a `destination:` argument.
struct LinkParts {
    let title: ExprSyntax?
    let label: ClosureExprSyntax?
    let destination: LinkDestination

    init?(_ call: FunctionCallExprSyntax) {
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
}

/// The property path a projected binding writes to: `$a.b` (or `self.$a.b`) → `a.b`; nil for
/// any other binding (`.constant(true)`, `Binding(get:set:)`).
func projectedPropertyPath(of binding: ExprSyntax) -> String? {
    var text = binding.trimmedDescription
    if text.hasPrefix("self.$") { text = String(text.dropFirst(5)) }
    guard text.hasPrefix("$") else { return nil }
    let path = text.dropFirst()
    let isPath = path.split(separator: ".", omittingEmptySubsequences: false).allSatisfy { part in
        guard let first = part.first, first.isLetter || first == "_" else { return false }
        return part.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }
    return isPath ? String(path) : nil
}
