import SwiftSyntax

/// The `let`s written between a destination's carrier and its link (in the statements of the
/// closures around the link, before it) that the destination uses: they go into the new
/// destination, before it, and go from where they were when nothing else there uses them.
///
/// ```swift
/// ScrollView {                                        ScrollView {
///     let chat = ChatView(model: model)                   Messages()
///     NavigationLink(destination: chat,               }
///                    isActive: $isChatOpen) {         .navigationDestination(isPresented: $isChatOpen) {
///         EmptyView()                                     let chat = ChatView(model: model)
///     }                                                   chat
///     Messages()                                      }
/// }
/// ```
/// Only plain `let name = value` declarations whose values use nothing else local to where the
/// link sits (a closure's parameter, a name an `if` binds).
struct CarriedLocals {
    /// In source order.
    private(set) var declarations: [CodeBlockItemSyntax] = []
    /// The names they declare.
    private(set) var names: Set<String> = []
    /// A declaration that cannot go, and the name local to the link's place its value uses.
    private(set) var blocked: (name: String, uses: String)?

    init() {}

    init(link: IsActiveLink, upTo limit: Syntax, helpers: ViewHelpers?, locals: Set<String>) {
        var candidates: [(statement: CodeBlockItemSyntax, name: String, uses: Set<String>)] = []
        var previous = Syntax(link.call)
        var current = ViewHelpers.viewParent(of: previous, helpers: helpers)
        var seen = Set<SyntaxIdentifier>()
        while let node = current, node.id != limit.id, seen.insert(node.id).inserted {
            if let list = node.as(CodeBlockItemListSyntax.self) {
                var found: [(CodeBlockItemSyntax, String, Set<String>)] = []
                for statement in list {
                    if statement.id == previous.id { break }
                    guard let variable = statement.item.as(VariableDeclSyntax.self), variable.bindingSpecifier.tokenKind == .keyword(.let),
                          variable.attributes.isEmpty, variable.bindings.count == 1, let binding = variable.bindings.first,
                          let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                          let value = binding.initializer?.value, binding.accessorBlock == nil
                    else { continue }
                    found.append((statement, name, referencedNames(in: value)))
                }
                candidates.insert(contentsOf: found, at: 0)
            }
            previous = node
            current = ViewHelpers.viewParent(of: node, helpers: helpers)
        }
        // From the destination's names back through what their values use.
        var needed = referencedNames(in: link.destinationNode).intersection(locals)
        var taken = Set<Int>()
        for (index, candidate) in candidates.enumerated().reversed() where needed.contains(candidate.name) {
            taken.insert(index)
            needed.formUnion(candidate.uses.intersection(locals))
        }
        let chosen = candidates.enumerated().filter { taken.contains($0.offset) }.map(\.element)
        let declared = Set(chosen.map(\.name))
        // A value that uses another local cannot go: the whole set stays, and the refusal names it.
        if let stuck = chosen.first(where: { !$0.uses.intersection(locals).isSubset(of: declared) }) {
            blocked = (stuck.name, stuck.uses.intersection(locals).subtracting(declared).sorted()[0])
            return
        }
        declarations = chosen.map(\.statement)
        names = declared
    }

    /// The deletions of the declarations that nothing but the link's destination (and the
    /// other links the plan moves) uses where they were.
    func removals(leaving link: IsActiveLink, among links: [IsActiveLink], in context: FileContext) -> [SourceEdit] {
        let moving = links.map(\.destinationNode)
        return declarations.compactMap { statement in
            guard let list = statement.parent?.as(CodeBlockItemListSyntax.self),
                  let name = statement.item.as(VariableDeclSyntax.self)?.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
            else { return nil }
            let usedElsewhere = list.contains { other in
                other.id != statement.id && other.tokens(viewMode: .sourceAccurate).contains { token in
                    token.tokenKind == .identifier(name) && !moving.contains { Syntax(token).isDescendant(of: $0) }
                }
            }
            return usedElsewhere ? nil : context.deletion(keepingCommentsOf: statement)
        }
    }
}
