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

/// The uses of one stored property in a view scope, and whether a local name shadows it.
struct FlagUses {
    var uses: [FlagUse]
    var shadowed: Bool
}

/// Every name a view scope refers to and binds, found in one walk of the scope the first time a
/// rule asks, so that the uses of each flag cost a lookup rather than a walk.
final class ScopeReferences: @unchecked Sendable {
    private let decls: [DeclSyntax]
    private var table: Table?

    private struct Table {
        /// References by name, `$` dropped, in source order; nested types left out.
        var references: [String: [DeclReferenceExprSyntax]] = [:]
        /// Names bound by something other than a member: parameters, locals, closure parameters.
        var localBindings = Set<String>()
        /// Every identifier written anywhere in the scope, nested types included.
        var identifiers = Set<String>()
    }

    init(decls: [DeclSyntax]) {
        self.decls = decls
    }

    private func built() -> Table {
        if let table { return table }
        let walk = ReferenceWalk(viewMode: .sourceAccurate)
        for decl in decls { walk.walk(decl) }
        table = walk.table
        return walk.table
    }

    /// Every identifier written in the scope: names a new member must not take.
    var identifiersInUse: Set<String> { built().identifiers }

    /// The names bound in the scope other than as members: parameters, locals, closure
    /// parameters.
    var localBindingNames: Set<String> { built().localBindings }

    /// The references to `name` written bare or as `self.name`, in source order.
    func ownReferences(to name: String) -> [ExprSyntax] {
        (built().references[name] ?? []).compactMap { node in
            guard let member = node.parent?.as(MemberAccessExprSyntax.self), member.declName.id == node.id else {
                return ExprSyntax(node)
            }
            return member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) ? ExprSyntax(member) : nil
        }
    }

    /// The view's helpers, found the first time a rule asks.
    var helpers: ViewHelpers {
        if let found = helperTable { return found }
        let found = ViewHelpers(decls: decls, references: self)
        helperTable = found
        return found
    }

    private var helperTable: ViewHelpers?

    /// The uses of the stored property `flag` (`flag`, `self.flag`, `$flag`; not `other.flag`).
    func uses(of flag: String) -> FlagUses {
        let table = built()
        var uses: [FlagUse] = []
        for node in table.references[flag] ?? [] {
            var reference = ExprSyntax(node)
            if let member = node.parent?.as(MemberAccessExprSyntax.self), member.declName.id == node.id {
                guard member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) else { continue }
                reference = ExprSyntax(member)
            }
            uses.append(Self.classify(reference, projected: node.baseName.text.hasPrefix("$"), flag: flag))
        }
        return FlagUses(uses: uses, shadowed: table.localBindings.contains(flag))
    }

    private final class ReferenceWalk: SyntaxVisitor {
        var table = Table()
        /// Nested types have members of their own: their references and bindings are not the scope's.
        private var nestedTypeDepth = 0
        private var depth = 0

        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { enterType() }
        override func visitPost(_ node: StructDeclSyntax) { leaveType() }
        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { enterType() }
        override func visitPost(_ node: ClassDeclSyntax) { leaveType() }
        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { enterType() }
        override func visitPost(_ node: EnumDeclSyntax) { leaveType() }

        /// The scope's own struct or extension is the first declaration entered.
        private func enterType() -> SyntaxVisitorContinueKind {
            depth += 1
            if depth > 1 { nestedTypeDepth += 1 }
            return .visitChildren
        }

        private func leaveType() {
            if depth > 1 { nestedTypeDepth -= 1 }
            depth -= 1
        }

        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
            depth += 1
            return .visitChildren
        }

        override func visitPost(_ node: ExtensionDeclSyntax) { depth -= 1 }

        override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
            switch token.tokenKind {
            case .identifier(let text): table.identifiers.insert(text)
            case .dollarIdentifier(let text): table.identifiers.insert(String(text.dropFirst()))
            default: break
            }
            return .skipChildren
        }

        override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind {
            // A member's own declaration is a member-level pattern; any other binding shadows it.
            if nestedTypeDepth == 0, !(node.parent?.parent?.parent?.parent?.is(MemberBlockItemSyntax.self) ?? false) {
                table.localBindings.insert(node.identifier.text)
            }
            return .visitChildren
        }

        override func visit(_ node: ClosureShorthandParameterSyntax) -> SyntaxVisitorContinueKind {
            if nestedTypeDepth == 0 { table.localBindings.insert(node.name.text) }
            return .visitChildren
        }

        override func visit(_ node: ClosureParameterSyntax) -> SyntaxVisitorContinueKind {
            if nestedTypeDepth == 0 { table.localBindings.insert((node.secondName ?? node.firstName).text) }
            return .visitChildren
        }

        override func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind {
            if nestedTypeDepth == 0 { table.localBindings.insert((node.secondName ?? node.firstName).text) }
            return .visitChildren
        }

        override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
            if nestedTypeDepth == 0 {
                let name = node.baseName.text
                table.references[name.hasPrefix("$") ? String(name.dropFirst()) : name, default: []].append(node)
            }
            return .visitChildren
        }
    }

    private static func classify(_ reference: ExprSyntax, projected: Bool, flag: String) -> FlagUse {
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

    private static func isStatement(_ expression: some SyntaxProtocol) -> Bool {
        expression.parent?.is(CodeBlockItemSyntax.self) == true
    }
}
