import SwiftSyntax

/// One place a view's Bool flag is written or read.
enum FlagUse {
    /// `$flag`, or `self.$flag`: a binding handed somewhere.
    case projected(ExprSyntax)
    /// `flag = true` / `flag = false` as a statement; `expression` is the whole assignment.
    case assignment(ExprSyntax, value: Bool)
    /// `flag.toggle()` as a statement; `expression` is the call.
    case toggle(ExprSyntax)
    /// Any read of the value.
    case read(ExprSyntax)
    /// A use navmigrate cannot rewrite with the same meaning, and why.
    case unsupported(Syntax, String)

    var node: Syntax {
        switch self {
        case .projected(let node), .assignment(let node, _), .toggle(let node), .read(let node): return Syntax(node)
        case .unsupported(let node, _): return node
        }
    }
}

/// Finds every use of one stored property in a view scope, and whether any local name shadows it.
final class FlagUseCollector: SyntaxVisitor {
    let flag: String
    private(set) var uses: [FlagUse] = []
    private(set) var shadowed = false

    init(flag: String, scope: ViewScope) {
        self.flag = flag
        super.init(viewMode: .sourceAccurate)
        for decl in scope.decls {
            if let members = decl.as(StructDeclSyntax.self)?.memberBlock ?? decl.as(ExtensionDeclSyntax.self)?.memberBlock {
                for member in members.members {
                    // Nested types have their own members; skip them.
                    if member.decl.is(StructDeclSyntax.self) || member.decl.is(ClassDeclSyntax.self)
                        || member.decl.is(EnumDeclSyntax.self) { continue }
                    walk(member)
                }
            }
        }
    }

    override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind {
        // The property's own declaration is a member-level pattern; any other binding shadows it.
        if node.identifier.text == flag,
           !(node.parent?.parent?.parent?.parent?.is(MemberBlockItemSyntax.self) ?? false) {
            shadowed = true
        }
        return .visitChildren
    }

    override func visit(_ node: ClosureShorthandParameterSyntax) -> SyntaxVisitorContinueKind {
        if node.name.text == flag { shadowed = true }
        return .visitChildren
    }

    override func visit(_ node: ClosureParameterSyntax) -> SyntaxVisitorContinueKind {
        if (node.secondName ?? node.firstName).text == flag { shadowed = true }
        return .visitChildren
    }

    override func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind {
        if (node.secondName ?? node.firstName).text == flag { shadowed = true }
        return .visitChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        let name = node.baseName.text
        guard name == flag || name == "$" + flag else { return .visitChildren }
        // `self.flag` is the same property; `other.flag` is not.
        var reference = ExprSyntax(node)
        if let member = node.parent?.as(MemberAccessExprSyntax.self), member.declName.id == node.id {
            guard member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) else {
                return .visitChildren
            }
            reference = ExprSyntax(member)
        }
        uses.append(classify(reference, projected: name.hasPrefix("$")))
        return .visitChildren
    }

    private func classify(_ reference: ExprSyntax, projected: Bool) -> FlagUse {
        if projected { return .projected(reference) }
        // `flag = literal` arrives from the parser as an unfolded sequence `flag`, `=`, `literal`.
        if let list = reference.parent?.as(ExprListSyntax.self), let sequence = list.parent?.as(SequenceExprSyntax.self) {
            let elements = Array(list)
            if elements.count >= 3, elements[0].id == reference.id, elements[1].is(AssignmentExprSyntax.self) {
                guard isStatement(sequence) else {
                    return .unsupported(Syntax(sequence), "`\(flag)` is assigned inside an expression")
                }
                if elements.count == 3, let literal = elements[2].as(BooleanLiteralExprSyntax.self) {
                    return .assignment(ExprSyntax(sequence), value: literal.literal.tokenKind == .keyword(.true))
                }
                let value = elements.dropFirst(2).map(\.description).joined().trimmingWhitespace()
                return .unsupported(Syntax(sequence), "`\(flag)` is assigned a computed value (`\(value)`)")
            }
            if elements.count > 1, elements[0].id == reference.id,
               elements[1].as(BinaryOperatorExprSyntax.self).map({ $0.operator.text.hasSuffix("=") && !["==", "!=", "<=", ">="].contains($0.operator.text) }) == true {
                return .unsupported(Syntax(sequence), "`\(flag)` is changed with a compound assignment")
            }
        }
        if reference.parent?.is(InOutExprSyntax.self) == true {
            return .unsupported(Syntax(reference), "`\(flag)` is passed `inout`")
        }
        if let member = reference.parent?.as(MemberAccessExprSyntax.self), member.base?.id == reference.id,
           member.declName.baseName.text == "toggle",
           let call = member.parent?.as(FunctionCallExprSyntax.self), call.arguments.isEmpty {
            guard isStatement(call) else {
                return .unsupported(Syntax(call), "`\(flag).toggle()` is used inside an expression")
            }
            return .toggle(ExprSyntax(call))
        }
        return .read(reference)
    }

    private func isStatement(_ expression: some SyntaxProtocol) -> Bool {
        expression.parent?.is(CodeBlockItemSyntax.self) == true
    }
}
