import SwiftSyntax

/// A view type as navmigrate sees it: a struct and the extensions of it in the same file.
/// Flags, uses and names are gathered over all of them, since they share private members.
struct ViewScope {
    /// The struct, or the first extension when the struct lives in another file.
    let primary: DeclSyntax
    let name: String
    /// The struct and its same-file extensions.
    let decls: [DeclSyntax]

    /// A stored property of the struct.
    struct Property {
        let name: String
        let decl: VariableDeclSyntax
        let attributes: [String]
        let type: String?
        let initializer: ExprSyntax?
        var isState: Bool { attributes.contains("State") }
    }

    var members: MemberBlockSyntax? {
        primary.as(StructDeclSyntax.self)?.memberBlock
    }

    /// Stored properties declared directly in the struct.
    var properties: [Property] {
        guard let members else { return [] }
        return members.members.compactMap { item -> Property? in
            guard let variable = item.decl.as(VariableDeclSyntax.self), variable.bindings.count == 1,
                  let binding = variable.bindings.first, binding.accessorBlock == nil,
                  let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return nil }
            let attributes = variable.attributes.compactMap {
                $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription
            }
            return Property(name: name, decl: variable, attributes: attributes,
                            type: binding.typeAnnotation?.type.trimmedDescription,
                            initializer: binding.initializer?.value)
        }
    }

    /// Every identifier written anywhere in the scope: names a new member must not take.
    var identifiersInUse: Set<String> {
        let collector = IdentifierCollector(viewMode: .sourceAccurate)
        for decl in decls { collector.walk(decl) }
        return collector.names
    }

    func contains(_ node: some SyntaxProtocol) -> Bool {
        decls.contains { Syntax(node).isDescendant(of: Syntax($0)) }
    }

    /// Groups a file's types into scopes, keyed by the nearest enclosing type name.
    static func scopes(in tree: SourceFileSyntax, mentions: NavigationMentions? = nil) -> [ViewScope] {
        let collector = TypeCollector(mentions: mentions)
        collector.walk(tree)
        var order: [String] = []
        var grouped: [String: [DeclSyntax]] = [:]
        for (name, decl) in collector.types {
            if grouped[name] == nil { order.append(name) }
            grouped[name, default: []].append(decl)
        }
        return order.map { name in
            let decls = grouped[name]!
            let primary = decls.first { $0.is(StructDeclSyntax.self) } ?? decls[0]
            return ViewScope(primary: primary, name: name, decls: decls)
        }
    }

    /// The scope whose declarations hold `node` most closely.
    static func scope(of node: some SyntaxProtocol, in index: ViewScopeIndex) -> ViewScope? {
        var current = Syntax(node).parent
        while let ancestor = current {
            if ancestor.is(StructDeclSyntax.self) || ancestor.is(ExtensionDeclSyntax.self)
                || ancestor.is(ClassDeclSyntax.self) || ancestor.is(EnumDeclSyntax.self) {
                return index.scope(declaredBy: ancestor.id)
            }
            current = ancestor.parent
        }
        return nil
    }
}

/// A file's scopes, found by declaration or by name without a search through all of them
/// (a file can hold thousands of views).
struct ViewScopeIndex {
    let scopes: [ViewScope]
    private let byDecl: [SyntaxIdentifier: Int]
    private let byName: [String: Int]

    init(_ scopes: [ViewScope]) {
        self.scopes = scopes
        var byDecl: [SyntaxIdentifier: Int] = [:]
        var byName: [String: Int] = [:]
        for (index, scope) in scopes.enumerated() {
            for decl in scope.decls { byDecl[decl.id] = index }
            if byName[scope.name] == nil { byName[scope.name] = index }
        }
        self.byDecl = byDecl
        self.byName = byName
    }

    func scope(declaredBy id: SyntaxIdentifier) -> ViewScope? {
        byDecl[id].map { scopes[$0] }
    }

    func scope(named name: String) -> ViewScope? {
        byName[name].map { scopes[$0] }
    }
}

private final class TypeCollector: SyntaxVisitor {
    var types: [(String, DeclSyntax)] = []
    private let mentions: NavigationMentions?

    init(mentions: NavigationMentions?) {
        self.mentions = mentions
        super.init(viewMode: .sourceAccurate)
    }

    /// A type declared inside a function or closure matters only when it holds a site, so a
    /// statement that does not mention navigation is not searched. File-level declarations
    /// (every extension among them) and members always are.
    override func visit(_ node: CodeBlockItemSyntax) -> SyntaxVisitorContinueKind {
        guard let mentions, node.parent?.parent?.is(SourceFileSyntax.self) == false else { return .visitChildren }
        return mentions.occur(in: node) ? .visitChildren : .skipChildren
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        types.append((qualifiedName(node.name.text, node), DeclSyntax(node)))
        return .visitChildren
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        types.append((qualifiedName(node.name.text, node), DeclSyntax(node)))
        return .visitChildren
    }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        types.append((qualifiedName(node.name.text, node), DeclSyntax(node)))
        return .visitChildren
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        types.append((node.extendedType.trimmedDescription, DeclSyntax(node)))
        return .visitChildren
    }

    private func qualifiedName(_ name: String, _ node: some SyntaxProtocol) -> String {
        var parts = [name]
        var current = node.parent
        while let ancestor = current {
            if let type = ancestor.as(StructDeclSyntax.self) { parts.insert(type.name.text, at: 0) }
            if let type = ancestor.as(ClassDeclSyntax.self) { parts.insert(type.name.text, at: 0) }
            if let type = ancestor.as(EnumDeclSyntax.self) { parts.insert(type.name.text, at: 0) }
            if let type = ancestor.as(ExtensionDeclSyntax.self) { parts.insert(type.extendedType.trimmedDescription, at: 0) }
            current = ancestor.parent
        }
        return parts.joined(separator: ".")
    }
}

private final class IdentifierCollector: SyntaxVisitor {
    var names = Set<String>()

    override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
        if case .identifier(let text) = token.tokenKind { names.insert(text) }
        if case .dollarIdentifier(let text) = token.tokenKind { names.insert(String(text.dropFirst())) }
        return .skipChildren
    }
}
