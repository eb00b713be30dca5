import SwiftSyntax

/// A view type as navmigrate sees it: a struct and the extensions of it in the same file.
/// Flags, uses and names are gathered over all of them, since they share private members.
struct ViewScope {
    /// The struct, or the first extension when the struct lives in another file.
    let primary: DeclSyntax
    let name: String
    /// The struct and its same-file extensions.
    let decls: [DeclSyntax]
    /// The names the scope refers to and binds, read once when first asked.
    let references: ScopeReferences
    /// `properties`, read once when first asked.
    private let storedProperties = Lazily<[Property]>()

    init(primary: DeclSyntax, name: String, decls: [DeclSyntax]) {
        self.primary = primary
        self.name = name
        self.decls = decls
        references = ScopeReferences(decls: decls)
    }

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
        storedProperties.value { readProperties() }
    }

    private func readProperties() -> [Property] {
        guard let members else { return [] }
        return members.members.compactMap { item -> Property? in
            guard let variable = item.decl.as(VariableDeclSyntax.self), variable.bindings.count == 1,
                  let binding = variable.bindings.first, binding.accessorBlock == nil,
                  let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return nil }
            let attributes = variable.attributes.compactMap {
                $0.as(AttributeSyntax.self)?.attributeName.trimmedText
            }
            return Property(name: name, decl: variable, attributes: attributes,
                            type: binding.typeAnnotation?.type.trimmedText,
                            initializer: binding.initializer?.value)
        }
    }

    /// The type's name as the project's uses name it: `Sidebar`, or `Mail.Sidebar` for a type
    /// nested in `Mail` (two nested types of one name are different views).
    var typeName: String { name }

    /// Every identifier written anywhere in the scope: names a new member must not take.
    var identifiersInUse: Set<String> { references.identifiersInUse }
    var localBindingNames: Set<String> { references.localBindingNames }

    /// Whether a new stored property named `name` (with its `_name` and `$name`) would meet a
    /// name the scope already has: a member, a helper, a nested type, a local, or a bare
    /// reference (`name`, `$name`, `self.name`, `_name`) to something declared elsewhere, which
    /// the property would then shadow. An argument label (`Banner(name: 1)`) or another
    /// value's member (`model.name`) is no such name.
    func hasName(_ name: String) -> Bool {
        localBindingNames.contains(name) || !references.ownReferences(to: name).isEmpty
            || !references.ownReferences(to: "_" + name).isEmpty
            || SelectionHoist.memberNames(of: self).contains(name) || helpers.declarations[name] != nil
            || decls.flatMap(SelectionHoist.nestedTypeNames).contains(name)
    }

    /// The uses of one of the scope's stored properties.
    func uses(of property: String) -> FlagUses { references.uses(of: property) }

    func contains(_ node: some SyntaxProtocol) -> Bool {
        decls.contains { Syntax(node).isDescendant(of: Syntax($0)) }
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
    /// Where each scope's declarations lie, to find a node's scope without its ancestors, in
    /// the order they start (declarations nest, and never overlap otherwise).
    private let spans: [Span]

    private struct Span {
        let range: Range<Int>
        let id: SyntaxIdentifier
        let scope: Int
    }

    init(_ scopes: [ViewScope]) {
        self.scopes = scopes
        var byDecl: [SyntaxIdentifier: Int] = [:]
        var byName: [String: Int] = [:]
        var spans: [Span] = []
        for (index, scope) in scopes.enumerated() {
            for decl in scope.decls {
                byDecl[decl.id] = index
                spans.append(Span(range: decl.position.utf8Offset..<decl.endPosition.utf8Offset, id: decl.id, scope: index))
            }
            if byName[scope.name] == nil { byName[scope.name] = index }
        }
        self.byDecl = byDecl
        self.byName = byName
        self.spans = spans.sorted { $0.range.lowerBound < $1.range.lowerBound }
    }

    /// The scope of `node` told by position, or nil when position cannot tell. It can when
    /// `node` has text and lies in code the index walk read whole (`readRanges`): every type
    /// declaration around it was then read and is some scope's, so the innermost declaration
    /// that holds it is its scope (`.some(nil)` when none does). A declaration holds a node of
    /// the same tree that comes after it in the tree's order and starts inside its text.
    func scopeByPosition(of node: Syntax, readRanges: [Range<Int>]) -> ViewScope?? {
        guard node.totalLength.utf8Length > 0 else { return nil }
        let start = node.position.utf8Offset
        // `readRanges` are the walk's outermost read nodes, in order and apart.
        let read = readRanges.partitioningIndex { $0.lowerBound > start } - 1
        guard read >= 0, readRanges[read].contains(start) else { return nil }
        // The innermost declaration holding `start` is the one that starts last among those
        // that hold it: going back from the last that starts at or before it, the first that
        // holds it (and is not `node` itself, nor after it in the tree).
        var index = spans.partitioningIndex { $0.range.lowerBound > start } - 1
        while index >= 0 {
            let span = spans[index]
            if span.range.contains(start) && span.id < node.id { return .some(scopes[span.scope]) }
            index -= 1
        }
        return .some(nil)
    }

    func scope(declaredBy id: SyntaxIdentifier) -> ViewScope? {
        byDecl[id].map { scopes[$0] }
    }

    func scope(named name: String) -> ViewScope? {
        byName[name].map { scopes[$0] }
    }
}

/// A value computed the first time it is asked for, held by reference so that a struct that
/// owns one keeps a single answer however it is copied (a file's index is read by one thread).
final class Lazily<Value> {
    private var stored: Value?

    func value(_ make: () -> Value) -> Value {
        if let stored { return stored }
        let made = make()
        stored = made
        return made
    }
}
