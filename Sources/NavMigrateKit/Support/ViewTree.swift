import SwiftSyntax

/// Views that create their rows lazily: a navigation destination attached inside them is
/// lost when the row scrolls away, so destinations go on them or above them.
let lazyContainerNames: Set<String> = ["List", "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid", "ForEach", "Form"]

/// The containers whose own children are navigation roots.
let navigationContainerNames: Set<String> = ["NavigationView", "NavigationStack", "NavigationSplitView"]

extension FunctionCallExprSyntax {
    /// The outermost modifier call applied to this view, or the view itself.
    var chainTop: ExprSyntax {
        modifierChain.last.map(ExprSyntax.init) ?? ExprSyntax(self)
    }

    /// The view a modifier chain starts from: `List { }` in `List { }.a().b()`.
    var chainRoot: FunctionCallExprSyntax {
        var current = self
        while current.modifierName != nil, let base = current.modifierBase?.as(FunctionCallExprSyntax.self) {
            current = base
        }
        return current
    }
}

/// Names bound between `node` and `limit` (closure parameters, `if let`, `for`, local
/// declarations): code that uses them cannot move above `limit`.
func localNames(around node: some SyntaxProtocol, upTo limit: some SyntaxProtocol) -> Set<String> {
    var names = Set<String>()
    var current = Syntax(node).parent
    while let ancestor = current, ancestor.id != Syntax(limit).id {
        if let closure = ancestor.as(ClosureExprSyntax.self) {
            names.insert("$0")
            if let parameters = closure.signature?.parameterClause {
                switch parameters {
                case .simpleInput(let shorthand): shorthand.forEach { names.insert($0.name.text) }
                case .parameterClause(let clause): clause.parameters.forEach { names.insert(($0.secondName ?? $0.firstName).text) }
                @unknown default: break
                }
            }
            for statement in closure.statements {
                names.formUnion(declaredNames(statement))
            }
        }
        if let ifExpr = ancestor.as(IfExprSyntax.self) {
            for condition in ifExpr.conditions {
                if let binding = condition.condition.as(OptionalBindingConditionSyntax.self) {
                    names.formUnion(patternNames(binding.pattern))
                }
            }
        }
        if let forStmt = ancestor.as(ForStmtSyntax.self) { names.formUnion(patternNames(forStmt.pattern)) }
        if let body = ancestor.as(CodeBlockSyntax.self) {
            for statement in body.statements { names.formUnion(declaredNames(statement)) }
        }
        current = ancestor.parent
    }
    return names
}

private func declaredNames(_ statement: CodeBlockItemSyntax) -> Set<String> {
    guard let variable = statement.item.as(VariableDeclSyntax.self) else { return [] }
    return variable.bindings.reduce(into: Set<String>()) { $0.formUnion(patternNames($1.pattern)) }
}

private func patternNames(_ pattern: PatternSyntax) -> Set<String> {
    var names = Set<String>()
    for token in pattern.tokens(viewMode: .sourceAccurate) {
        if case .identifier(let text) = token.tokenKind { names.insert(text) }
    }
    return names
}

/// Bare names an expression refers to (`item` in `Detail(item: item)`, `$0`), not members.
func referencedNames(in node: some SyntaxProtocol) -> Set<String> {
    var names = Set<String>()
    for token in node.tokens(viewMode: .sourceAccurate) {
        switch token.tokenKind {
        case .dollarIdentifier(let text):
            names.insert(text.count <= 3 && text.dropFirst().allSatisfy(\.isNumber) ? "$0" : String(text.dropFirst()))
        case .identifier(let text):
            let isMember = token.parent?.parent?.as(MemberAccessExprSyntax.self).map { $0.declName.baseName.id == token.id } ?? false
            if !isMember { names.insert(text) }
        default:
            break
        }
    }
    return names
}

extension FileContext {
    /// Moves a link's destination: returns the move and the text that stands for it, already
    /// indented to `indent`.
    func move(_ destination: IsActiveLink.Destination, indent: String, placeholder: String) -> (Move, String) {
        let start: AbsolutePosition
        let end: AbsolutePosition
        switch destination {
        case .value(let expression):
            start = expression.positionAfterSkippingLeadingTrivia
            end = expression.endPositionBeforeTrailingTrivia
        case .closure(let closure):
            guard let first = closure.statements.first, let last = closure.statements.last else {
                return (Move(range: 0..<0, fromIndent: "", toIndent: "", placeholder: placeholder), indent + "EmptyView()")
            }
            start = first.positionAfterSkippingLeadingTrivia
            end = last.endPositionBeforeTrailingTrivia
        }
        let original = isFirstOnLine(start) ? indentation(ofLineAt: start) : indentation(ofLineAt: start) + indentStep
        let move = Move(range: start.utf8Offset..<end.utf8Offset, fromIndent: original, toIndent: indent,
                        placeholder: placeholder)
        return (move, indent + placeholder)
    }

    /// Re-indents a multi-line snippet whose lines sit under `from` so they sit under `to`.
    func reindent(_ snippet: String, from: String, to: String) -> String {
        reindentLines(snippet, from: from, to: to)
    }

    /// `\n` + indent, in the file's own line ending.
    func newline(_ indent: String) -> String { lineEnding + indent }
}

extension FileContext {
    /// The indentation a new modifier on `view` takes: that of the modifiers already on their own
    /// lines, else that of a closing brace alone on its line, else one step in from the view.
    func modifierIndent(for view: some SyntaxProtocol) -> String {
        if let call = Syntax(view).as(FunctionCallExprSyntax.self), let start = call.modifierStart, isFirstOnLine(start) {
            return indentation(ofLineAt: start)
        }
        if let last = view.lastToken(viewMode: .sourceAccurate), last.tokenKind == .rightBrace,
           isFirstOnLine(last.positionAfterSkippingLeadingTrivia) {
            return indentation(ofLineAt: last.positionAfterSkippingLeadingTrivia)
        }
        return indentation(ofLineAt: view.positionAfterSkippingLeadingTrivia) + indentStep
    }
}
