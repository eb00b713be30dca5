import SwiftSyntax

/// The destination of a deprecated `NavigationLink`: a view value, a closure, or a function
/// that makes the view (`destination: makeDetail` where the initializer takes a closure),
/// which is called where the destination moves.
enum LinkDestination {
    case value(ExprSyntax)
    case closure(ClosureExprSyntax)
    case reference(ExprSyntax)

    var node: Syntax {
        switch self {
        case .value(let expression), .reference(let expression): return Syntax(expression)
        case .closure(let closure): return Syntax(closure)
        }
    }
}

/// Whether an expression names a function rather than a value: `EmptyView.init`, `Self.init`,
/// or a name the file declares as a function and not as a property.
func isFunctionReference(_ expression: ExprSyntax, in file: FileIndex?) -> Bool {
    let name: String
    if let member = expression.as(MemberAccessExprSyntax.self) {
        name = member.declName.baseName.text
        if member.declName.baseName.tokenKind == .keyword(.`init`) { return true }
    } else if let reference = expression.as(DeclReferenceExprSyntax.self) {
        name = reference.baseName.text
    } else {
        return false
    }
    if holdsClosure(named: name, around: expression) { return true }
    guard let file else { return false }
    let declared = file.declaredMemberNames
    return declared.functions.contains(name) && !declared.properties.contains(name)
}

/// Whether `name` is, where `node` is, a parameter or a stored property of the type around it
/// declared with a function type (`@ViewBuilder var target: () -> Target`): the destination
/// closure itself, which `NavigationLink(destination:label:)` takes as it is from iOS 16.
private func holdsClosure(named name: String, around node: some SyntaxProtocol) -> Bool {
    func isFunctionType(_ type: TypeSyntax?) -> Bool {
        guard var type else { return false }
        while let attributed = type.as(AttributedTypeSyntax.self) { type = attributed.baseType }
        return type.is(FunctionTypeSyntax.self)
    }
    if let parameter = enclosingParameter(named: name, around: node) { return isFunctionType(parameter.type) }
    var current = Syntax(node).parent
    while let ancestor = current {
        let members = ancestor.as(StructDeclSyntax.self)?.memberBlock ?? ancestor.as(ClassDeclSyntax.self)?.memberBlock
        if let members {
            for member in members.members {
                guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
                for binding in variable.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                    return isFunctionType(binding.typeAnnotation?.type)
                }
            }
            return false
        }
        current = ancestor.parent
    }
    return false
}

/// The title, label and destination of a `NavigationLink` call in any of the deprecated
/// `isActive:` and `tag:selection:` forms: the destination is a `destination:` argument or the
/// first trailing closure; the label a `label:` argument or closure, or the trailing closure
/// after a `destination:` argument.
struct LinkParts {
    let title: ExprSyntax?
    /// A closure, or a function reference (`label: EmptyView.init`).
    let label: ExprSyntax?
    let destination: LinkDestination

    /// With `labelless`, a call with a destination and neither title nor label is taken too:
    /// no initializer of SwiftUI's has that form, so it is the app's own, which shows nothing.
    init?(_ call: FunctionCallExprSyntax, labelless: Bool = false) {
        let first = call.arguments.first
        title = first?.label == nil ? first?.expression : nil
        var labelClosure = call.argument(labeled: "label")?.expression
        if let argument = call.argument(labeled: "destination") {
            if let closure = argument.expression.as(ClosureExprSyntax.self) {
                destination = .closure(closure)
            } else if Self.takesDestinationClosure(call, argument) || isFunctionReference(argument.expression, in: nil) {
                destination = .reference(argument.expression)
            } else {
                destination = .value(argument.expression)
            }
            if labelClosure == nil, title == nil { labelClosure = call.trailingClosure.map(ExprSyntax.init) }
        } else if let trailing = call.trailingClosure {
            destination = .closure(trailing)
            if labelClosure == nil {
                labelClosure = call.additionalTrailingClosures.first { $0.label.text == "label" }.map { ExprSyntax($0.closure) }
            }
        } else {
            return nil
        }
        label = labelClosure
        guard title != nil || label != nil || (labelless && call.argument(labeled: "destination") != nil) else { return nil }
    }

    /// The `isActive:` and `tag:selection:` initializers that take the destination after the
    /// binding take it as a closure (`isActive:destination:label:`), so anything but a closure
    /// written there is a function that makes the view; before the binding it is a view.
    private static func takesDestinationClosure(_ call: FunctionCallExprSyntax, _ destination: LabeledExprSyntax) -> Bool {
        let labels = call.argumentLabels
        guard let index = call.arguments.firstIndex(where: { $0.id == destination.id }) else { return false }
        let position = call.arguments.distance(from: call.arguments.startIndex, to: index)
        let binding = labels.firstIndex { $0 == "isActive" || $0 == "selection" }
        return binding.map { $0 < position } ?? false
    }
}

/// The property path a projected binding writes to: `$a.b` (or `self.$a.b`) → `a.b`; nil for
/// any other binding (`.constant(true)`, `Binding(get:set:)`).
/// `model.mailboxes` for an expression that is a plain path of names (`self.` dropped):
/// text that means the same wherever the names are visible.
func plainPropertyPath(of expression: ExprSyntax) -> String? {
    guard expression.is(DeclReferenceExprSyntax.self) || expression.is(MemberAccessExprSyntax.self) else { return nil }
    var text = expression.trimmedText
    if text.hasPrefix("self.") { text = String(text.dropFirst(5)) }
    let isPath = text.split(separator: ".", omittingEmptySubsequences: false).allSatisfy { part in
        guard let first = part.first, first.isLetter || first == "_" else { return false }
        return part.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }
    return isPath ? text : nil
}

func projectedPropertyPath(of binding: ExprSyntax) -> String? {
    guard binding.is(DeclReferenceExprSyntax.self) || binding.is(MemberAccessExprSyntax.self) else { return nil }
    var text = binding.trimmedText
    if text.hasPrefix("self.$") { text = String(text.dropFirst(5)) }
    guard text.hasPrefix("$") else { return nil }
    let path = text.dropFirst()
    let isPath = path.split(separator: ".", omittingEmptySubsequences: false).allSatisfy { part in
        guard let first = part.first, first.isLetter || first == "_" else { return false }
        return part.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }
    return isPath ? String(path) : nil
}

/// The comments written in the parts of a link's call that `deleting` removes (`tag: 1, /* the
/// backup */`, a line of its own before `isActive:`), outside `keeping` (a destination, which
/// moves with its own): an edit that puts each on a line of its own above the link's line, in
/// order, rather than gone with the arguments. Not for a link that shares its line with code
/// before it.
func liftedComments(of call: FunctionCallExprSyntax, deleting: [Range<Int>], keeping: [Range<Int>],
                    in context: FileContext) -> [SourceEdit] {
    let deleting = deleting.filter { !$0.isEmpty }
    guard !deleting.isEmpty else { return [] }
    var comments: [String] = []
    for token in call.tokens(viewMode: .sourceAccurate) {
        func collect(_ trivia: Trivia, from start: Int) {
            var offset = start
            for piece in trivia {
                defer { offset += piece.sourceLength.utf8Length }
                switch piece {
                case .lineComment(let text), .blockComment(let text), .docLineComment(let text), .docBlockComment(let text):
                    if deleting.contains(where: { $0.contains(offset) }), !keeping.contains(where: { $0.contains(offset) }) {
                        comments.append(text)
                    }
                default:
                    continue
                }
            }
        }
        collect(token.leadingTrivia, from: token.position.utf8Offset)
        collect(token.trailingTrivia, from: token.endPositionBeforeTrailingTrivia.utf8Offset)
    }
    // Only above a link that starts its line: a line it shares with other code may be part of
    // a larger rewrite (a list that takes its `ForEach`'s data), whose text the line's start is in.
    let start = call.positionAfterSkippingLeadingTrivia
    guard !comments.isEmpty, context.isFirstOnLine(start) else { return [] }
    let indent = context.indentation(ofLineAt: start)
    let lineStart = context.lineStart(of: start.utf8Offset)
    return [SourceEdit(range: lineStart..<lineStart, replacement: comments.map { indent + $0 + context.lineEnding }.joined())]
}
