import SwiftSyntax

/// A visible link driven by a `Bool` of an element of the view's own list state, which nothing
/// but such links reads or writes:
///
/// ```swift
/// struct Option: Identifiable { var id = UUID(); var title: String; var active = false }
/// @State var options: [Option] = [...]
/// ForEach($options) { option in
///     NavigationLink(destination: Detail(option.title.wrappedValue), isActive: option.active) { ... }
/// }
/// ```
///
/// Such a flag only mirrors whether its row's view is pushed, so the link becomes a plain link,
/// which pushes the same view from the same row; the member stays, unused, for the app to remove.
/// The element's type and every type on the way from the view's state to it are declared in the
/// view's file (nested in the view, or `private` there), so its file shows every place that could
/// build an element with the flag set: the flag's name is written nowhere else in that file but
/// in its declaration (a stored `var` starting `false`) and in such links, the state is written
/// nowhere but in its declaration and as a `ForEach`'s data, and the types conform to nothing
/// that could read or restore the flag (`Codable`, a protocol of the app's).
struct ElementFlag {
    /// The flag, a member of each element (`active`).
    let member: String
    /// The element's type as written (`Option`).
    let elementType: String
    /// The view's own state the rows come from (`options`).
    let state: ViewScope.Property

    /// What an element type may conform to: none of these reads or restores a stored flag.
    private static let harmlessConformances: Set<String> = ["Identifiable", "Hashable", "Equatable", "Sendable"]

    /// The element flag that drives `link`, if the link may become a plain link for it. Read from
    /// the view's file alone; `refusalFromProject` asks the project the rest.
    static func find(for link: IsActiveLink, in scope: ViewScope) -> ElementFlag? {
        guard case .success(let flag) = examine(link, in: scope) else { return nil }
        return flag
    }

    /// Why a link driven by a flag of its row's element does not become a plain link; nil for
    /// a link that is not driven so, or that becomes one.
    static func whyNot(for link: IsActiveLink, in scope: ViewScope) -> String? {
        guard case .failure(let why) = examine(link, in: scope) else { return nil }
        return why.text
    }

    struct Why: Error {
        let text: String
    }

    /// Nil where the link is not driven by a `Bool` of an element of the view's own state.
    private static func examine(_ link: IsActiveLink, in scope: ViewScope) -> Result<ElementFlag, Why>? {
        guard !link.isHidden, let access = link.binding.as(MemberAccessExprSyntax.self), access.declName.argumentNames == nil,
              let base = access.base?.as(DeclReferenceExprSyntax.self), base.argumentNames == nil else { return nil }
        let member = access.declName.baseName.text
        guard !member.hasPrefix("$"), case .identifier = access.declName.baseName.tokenKind,
              let forEach = forEachBinding(base.baseName.text, around: Syntax(link.call)),
              let root = Syntax(scope.primary).root.as(SourceFileSyntax.self),
              let (state, element) = elementType(of: forEach, in: scope, root: root) else { return nil }
        func why(_ text: String) -> Result<ElementFlag, Why> { .failure(Why(text: text)) }
        guard let declaring = structDeclaration(named: element, in: root, scope: scope, conforming: false) else {
            return why("`\(element)` is not one struct of this file, nested in `\(scope.typeName)` or `private`, so other files could set its `\(member)`")
        }
        if let conformance = declaring.inheritanceClause?.inheritedTypes.map(\.type.trimmedText).first(where: { !harmlessConformances.contains($0) }) {
            return why("`\(element)` conforms to `\(conformance)`, which could read or restore its `\(member)`")
        }
        guard declaresFalseFlag(member, in: declaring) else {
            return why("`\(member)` of `\(element)` is not a stored `var` starting `false`")
        }
        // Every other mention of the flag's name in the file is another such link's, and the
        // state is read as the rows' data and written nowhere.
        for token in root.tokens(viewMode: .sourceAccurate) {
            guard case .identifier(let text) = token.tokenKind else { continue }
            if text == member {
                if isDeclaration(token, in: declaring) || isElementLinkFlag(token) { continue }
                // A link's own argument label (a flag named `isActive`) names no member.
                if let argument = token.parent?.as(LabeledExprSyntax.self), argument.label?.id == token.id,
                   argument.parent?.parent?.as(FunctionCallExprSyntax.self)?.calleeTypeName == "NavigationLink" { continue }
                let at = token.startLocation(converter: SourceLocationConverter(fileName: "", tree: root))
                return why("`\(member)` is also used at \(at.line):\(at.column)")
            }
            guard text == state.name || text == "$" + state.name || text == "_" + state.name else { continue }
            if text == state.name, token.parent?.is(IdentifierPatternSyntax.self) == true,
               token.parent?.parent?.parent?.parent?.id == state.decl.id { continue }
            if text == "$" + state.name, let reference = token.parent?.as(DeclReferenceExprSyntax.self),
               isForEachData(ExprSyntax(reference)) { continue }
            let at = token.startLocation(converter: SourceLocationConverter(fileName: "", tree: root))
            return why("`\(state.name)` is also used at \(at.line):\(at.column), not as the rows' data, and navmigrate does not follow what that does with its elements' `\(member)`")
        }
        // Each row closure over the state reads its element only through stored members that
        // are not the flag: an element handed on whole (to a child view, `onChange(of:)`), written
        // whole, or asked a method could read or set the flag elsewhere.
        for call in root.tokens(viewMode: .sourceAccurate).compactMap({ $0.parent?.parent?.as(FunctionCallExprSyntax.self) })
        where call.calleeTypeName == "ForEach" && call.arguments.first?.expression.trimmedText == "$" + state.name {
            guard let (_, rootElement) = elementType(of: call, in: scope, root: root) else { continue }
            if let refused = refusedRowUse(in: call, element: rootElement, flag: member, scope: scope, root: root) {
                return why(refused)
            }
        }
        return .success(ElementFlag(member: member, elementType: element, state: state))
    }

    /// Why a row closure of `forEach` (over elements of `element`), or of a `ForEach` nested in
    /// it over a member of its row, uses its row in a way the flag could depend on; nil if none.
    private static func refusedRowUse(in forEach: FunctionCallExprSyntax, element: String, flag: String,
                                      scope: ViewScope, root: SourceFileSyntax, depth: Int = 0) -> String? {
        guard depth < 4, let closure = forEach.trailingClosure ?? forEach.arguments.compactMap({ $0.expression.as(ClosureExprSyntax.self) }).last,
              let names = parameterNames(of: closure), names.count == 1, let parameter = names.first,
              let declaring = structDeclaration(named: element, in: root, scope: scope, conforming: false) else {
            return "a row of the `ForEach` at \(place(of: forEach, in: root)) does not name its element"
        }
        let stored = storedProperties(of: declaring)
        let plain = parameter.hasPrefix("$") ? String(parameter.dropFirst()) : parameter
        for token in closure.statements.tokens(viewMode: .sourceAccurate) {
            guard token.tokenKind == .identifier(plain) || token.tokenKind == .identifier("$" + plain),
                  let reference = token.parent?.as(DeclReferenceExprSyntax.self) else { continue }
            var access = reference.parent?.as(MemberAccessExprSyntax.self)
            if access?.declName.baseName.text == "wrappedValue", access?.base?.id == ExprSyntax(reference).id {
                access = access?.parent?.as(MemberAccessExprSyntax.self)
            }
            guard let access, let base = access.base, base.id == ExprSyntax(reference).id || base.as(MemberAccessExprSyntax.self)?.base?.id == ExprSyntax(reference).id else {
                return "the row's `\(token.text)` is used whole at \(place(of: token, in: root)), where its `\(flag)` could be read or set"
            }
            let name = access.declName.baseName.text
            // This link's flag, or another visible row link's (which is examined as this one is).
            if isElementLinkFlag(access.declName.baseName) { continue }
            if let call = access.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == ExprSyntax(access).id {
                return "the row's element is asked `\(name)(...)` at \(place(of: access, in: root)), which could read or set its `\(flag)`"
            }
            guard name != flag, let type = stored[name] else {
                return "the row's `\(name)` at \(place(of: access, in: root)) is not a stored member of `\(element)` other than `\(flag)`"
            }
            // A `ForEach` over a member of the row: its rows are checked the same way.
            if let nested = access.parent?.as(LabeledExprSyntax.self).flatMap({ $0.parent?.parent?.as(FunctionCallExprSyntax.self) }),
               nested.calleeTypeName == "ForEach", let inner = type.flatMap(arrayElement),
               let refused = refusedRowUse(in: nested, element: inner, flag: flag, scope: scope, root: root, depth: depth + 1) {
                return refused
            }
        }
        return nil
    }

    /// The stored properties a struct declares, each with its written type.
    private static func storedProperties(of declaration: StructDeclSyntax) -> [String: TypeSyntax?] {
        var found: [String: TypeSyntax?] = [:]
        for item in declaration.memberBlock.members {
            guard let variable = item.decl.as(VariableDeclSyntax.self),
                  !variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) }) else { continue }
            for binding in variable.bindings where binding.accessorBlock == nil {
                if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text { found[name] = binding.typeAnnotation?.type }
            }
        }
        return found
    }

    private static func place(of node: some SyntaxProtocol, in root: SourceFileSyntax) -> String {
        let at = node.startLocation(converter: SourceLocationConverter(fileName: "", tree: root))
        return "\(at.line):\(at.column)"
    }

    /// Whether `token` is the flag of a visible link bound to a `ForEach` row's element.
    private static func isElementLinkFlag(_ token: TokenSyntax) -> Bool {
        guard let access = token.parent?.parent?.as(MemberAccessExprSyntax.self), access.declName.baseName.id == token.id,
              let argument = access.parent?.as(LabeledExprSyntax.self), argument.label?.text == "isActive",
              let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
              let link = IsActiveLink(call), !link.isHidden,
              let base = access.base?.as(DeclReferenceExprSyntax.self) else { return false }
        return forEachBinding(base.baseName.text, around: Syntax(call)) != nil
    }

    /// The `ForEach` whose row closure binds `name` (`{ option in` or `{ $option in`), the
    /// nearest closure around `node` that declares it.
    private static func forEachBinding(_ name: String, around node: Syntax) -> FunctionCallExprSyntax? {
        var current = node.parent
        while let node = current {
            if let closure = node.as(ClosureExprSyntax.self), let names = parameterNames(of: closure), !names.isEmpty {
                guard names.contains(name) else {
                    current = node.parent
                    continue
                }
                var owner = closure.parent
                if owner?.is(LabeledExprSyntax.self) == true { owner = owner?.parent?.parent }
                guard let call = owner?.as(FunctionCallExprSyntax.self), call.calleeTypeName == "ForEach" else { return nil }
                return call
            }
            current = node.parent
        }
        return nil
    }

    private static func parameterNames(of closure: ClosureExprSyntax) -> [String]? {
        guard let clause = closure.signature?.parameterClause else { return nil }
        if let list = clause.as(ClosureShorthandParameterListSyntax.self) { return list.map(\.name.text) }
        if let parameters = clause.as(ClosureParameterClauseSyntax.self) { return parameters.parameters.map { ($0.secondName ?? $0.firstName).text } }
        return nil
    }

    private static func isForEachData(_ expression: ExprSyntax) -> Bool {
        guard let argument = expression.parent?.as(LabeledExprSyntax.self), argument.label == nil,
              let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self), call.calleeTypeName == "ForEach" else { return false }
        return call.arguments.first?.id == argument.id
    }

    /// The view's own state a `ForEach`'s rows come from, and the type of its elements: `$options`
    /// of an own `@State var options: [Option]`, or `section.options` of a row of such a state,
    /// through types declared in the file.
    private static func elementType(of forEach: FunctionCallExprSyntax, in scope: ViewScope,
                                    root: SourceFileSyntax, depth: Int = 0) -> (ViewScope.Property, String)? {
        guard depth < 4, let data = forEach.arguments.first, data.label == nil else { return nil }
        if let reference = data.expression.as(DeclReferenceExprSyntax.self), reference.baseName.text.hasPrefix("$") {
            let name = String(reference.baseName.text.dropFirst())
            guard let state = scope.properties.first(where: { $0.name == name && $0.isState }),
                  let type = state.decl.bindings.first?.typeAnnotation?.type, let element = arrayElement(type) else { return nil }
            return (state, element)
        }
        guard let access = data.expression.as(MemberAccessExprSyntax.self), access.declName.argumentNames == nil,
              let base = access.base?.as(DeclReferenceExprSyntax.self),
              let outer = forEachBinding(base.baseName.text, around: Syntax(forEach)),
              let (state, outerElement) = elementType(of: outer, in: scope, root: root, depth: depth + 1),
              let holder = structDeclaration(named: outerElement, in: root, scope: scope) else { return nil }
        let name = access.declName.baseName.text
        for item in holder.memberBlock.members {
            guard let variable = item.decl.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                guard binding.accessorBlock == nil, let type = binding.typeAnnotation?.type, let element = arrayElement(type) else { return nil }
                return (state, element)
            }
        }
        return nil
    }

    private static func arrayElement(_ type: TypeSyntax) -> String? {
        guard let array = type.as(ArrayTypeSyntax.self), let element = array.element.as(IdentifierTypeSyntax.self),
              element.genericArgumentClause == nil else { return nil }
        return element.name.text
    }

    /// The one struct of this name in the file, nested in the view or `private` to the file,
    /// that conforms to nothing that could read or restore its members (unless `conforming` is
    /// false).
    private static func structDeclaration(named name: String, in root: SourceFileSyntax, scope: ViewScope,
                                          conforming: Bool = true) -> StructDeclSyntax? {
        let found = root.tokens(viewMode: .sourceAccurate).compactMap { token -> StructDeclSyntax? in
            guard token.tokenKind == .keyword(.struct), let declaration = token.parent?.as(StructDeclSyntax.self),
                  declaration.name.text == name else { return nil }
            return declaration
        }
        guard found.count == 1, let declaration = found.first, declaration.genericParameterClause == nil else { return nil }
        let nested = Syntax(declaration).isDescendant(of: Syntax(scope.primary))
        let isPrivate = declaration.modifiers.contains { ["private", "fileprivate"].contains($0.name.text) }
        guard nested || isPrivate else { return nil }
        let conformances = declaration.inheritanceClause?.inheritedTypes.map(\.type.trimmedText) ?? []
        guard !conforming || conformances.allSatisfy(harmlessConformances.contains) else { return nil }
        return declaration
    }

    /// Whether the struct stores `var name = false` (or `: Bool = false`) of its own.
    private static func declaresFalseFlag(_ name: String, in declaration: StructDeclSyntax) -> Bool {
        declaration.memberBlock.members.contains { item in
            guard let variable = item.decl.as(VariableDeclSyntax.self), variable.bindingSpecifier.tokenKind == .keyword(.var),
                  !variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) }),
                  variable.bindings.count == 1, let binding = variable.bindings.first, binding.accessorBlock == nil,
                  binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name,
                  binding.initializer?.value.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.false) else { return false }
            return binding.typeAnnotation.map { $0.type.trimmedText == "Bool" } ?? true
        }
    }

    private static func isDeclaration(_ token: TokenSyntax, in declaration: StructDeclSyntax) -> Bool {
        guard let pattern = token.parent?.as(IdentifierPatternSyntax.self),
              let variable = pattern.parent?.parent?.parent?.as(VariableDeclSyntax.self) else { return false }
        return variable.parent?.parent?.parent?.parent?.id == declaration.id
    }

    /// What only the project can tell: no caller hands the view its state (its memberwise
    /// initializer's `options:`), and no extension of it in another file names the state or the flag.
    func refusalFromProject(for scope: ViewScope, in file: FileIndex) -> String? {
        let isPrivate = state.decl.modifiers.contains { ["private", "fileprivate"].contains($0.name.text) }
        if !isPrivate, let caller = file.project.callers(of: scope.typeName).first(where: { placed in
            placed.use.arguments.contains { $0.label == state.name }
        }) {
            return "\(file.project.shownPath(of: caller.file)):\(caller.use.line):\(caller.use.column) hands `\(scope.typeName)` its `\(state.name)`, whose elements could start with `\(member)` set"
        }
        for name in [state.name, member] {
            if let mention = file.project.extensionMentions(of: scope.typeName, named: name, outside: file.fileID).first {
                return "an extension of `\(scope.typeName)` in \(file.project.shownPath(of: mention.file)) uses `\(name)`"
            }
        }
        return nil
    }
}
