import SwiftSyntax

/// Names the rules make up (a route enum, a path, a case, a lookup's variable) and how they stay
/// clear of what a view already declares.

/// A name not in `used`: `base`, else `base2`, `base3`, ...
func freshName(_ base: String, avoiding used: Set<String>) -> String {
    if !used.contains(base) { return base }
    var index = 2
    while used.contains("\(base)\(index)") { index += 1 }
    return "\(base)\(index)"
}

/// The first of `candidates` not in `used`, else the first one numbered: `Route2`, `Route3`, ...
func firstFreeName(_ candidates: [String], avoiding used: Set<String>) -> String {
    candidates.first { !used.contains($0) } ?? freshName(candidates[0], avoiding: used)
}

/// Keywords that an identifier must be written in backticks to be: a route case named after a
/// flag (`isShowingDefault` → `` `default` ``). `OutputCheck` keeps a wider list of its own (words
/// that are not plain identifiers in every position), for a different question.
let wordsNeedingBackticks: Set<String> = [
    "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
    "internal", "let", "open", "operator", "private", "protocol", "public", "static", "struct", "subscript",
    "typealias", "var", "break", "case", "continue", "default", "defer", "do", "else", "fallthrough", "for",
    "guard", "if", "in", "repeat", "return", "switch", "where", "while", "as", "catch", "false", "is", "nil",
    "rethrows", "super", "self", "throw", "throws", "true", "try", "some", "any",
]

extension SourceFileSyntax {
    /// The names the file declares at its top level as `private` or `fileprivate` (types,
    /// functions, variables): code in another file cannot use them.
    var filePrivateNames: Set<String> {
        var names = Set<String>()
        for statement in statements {
            guard let decl = statement.item.as(DeclSyntax.self), let modifiers = decl.asProtocol(WithModifiersSyntax.self)?.modifiers,
                  modifiers.contains(where: { [.keyword(.private), .keyword(.fileprivate)].contains($0.name.tokenKind) }) else { continue }
            if let named = decl.asProtocol(NamedDeclSyntax.self) { names.insert(named.name.text) }
            if let variable = decl.as(VariableDeclSyntax.self) {
                for binding in variable.bindings { names.formUnion(patternNames(binding.pattern)) }
            }
        }
        return names
    }
}
