import SwiftSyntax

/// The names a file declares as members or at file level, split into functions and
/// properties, to tell `destination: makeDetail` (a function that makes a view) from
/// `destination: detailView` (a view).
struct DeclaredNames {
    var functions = Set<String>()
    var properties = Set<String>()
    /// Each function as `name(label:label:)`, `_` for an unlabelled parameter.
    var signatures = Set<String>()

    /// Reads the declarations only: no function body, closure or accessor is entered.
    init(_ tree: SourceFileSyntax) {
        for item in tree.statements { collect(item.item) }
    }

    private mutating func collect(_ node: some SyntaxProtocol) {
        let node = Syntax(node)
        if let function = node.as(FunctionDeclSyntax.self) {
            functions.insert(function.name.text)
            let labels = function.signature.parameterClause.parameters.map { $0.firstName.text + ":" }.joined()
            signatures.insert("\(function.name.text)(\(labels))")
        } else if let variable = node.as(VariableDeclSyntax.self) {
            for binding in variable.bindings {
                if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text { properties.insert(name) }
            }
        } else if let members = node.asProtocol(DeclGroupSyntax.self)?.memberBlock {
            for member in members.members { collect(member.decl) }
        } else if let ifConfig = node.as(IfConfigDeclSyntax.self) {
            for clause in ifConfig.clauses {
                switch clause.elements {
                case .statements(let items)?: for item in items { collect(item.item) }
                case .decls(let members)?: for member in members { collect(member.decl) }
                default: break
                }
            }
        }
    }
}

extension FileIndex {
    /// The file's declared function and property names, read the first time a rule asks.
    var declaredMemberNames: DeclaredNames {
        shared(DeclaredNames.self) { DeclaredNames($0.tree) }
    }
}
