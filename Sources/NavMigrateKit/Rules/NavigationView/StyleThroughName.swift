import SwiftSyntax

/// A navigation view held in a name (a local value, `let view = NavigationView { ... }`, or a
/// helper of the view that is nothing but it, `var content: some View { NavigationView { ... } }`)
/// and a `.navigationViewStyle(...)` applied to that name elsewhere (`view.navigationViewStyle(
/// .columns)`, `content.navigationViewStyle(.stack)`). navmigrate reads a style where it is
/// written on the navigation view, or on a view that shows it: one applied through such a name
/// is neither, so both stay, each with a finding that names the other.
enum StyleThroughName {
    /// The name the navigation view `call` is held in, and the first style applied to it.
    static func style(appliedTo call: FunctionCallExprSyntax, in file: FileIndex) -> (name: String, style: FunctionCallExprSyntax)? {
        guard let (name, region) = holder(of: call, in: file) else { return nil }
        let scopeName = file.scope(of: call)?.name
        for style in file.calls(named: "navigationViewStyle") where style.modifierName == "navigationViewStyle" && baseName(of: style) == name {
            switch region {
            case .block(let block) where Syntax(style).isDescendant(of: block): return (name, style)
            case .members where file.scope(of: style)?.name == scopeName: return (name, style)
            default: continue
            }
        }
        return nil
    }

    /// The navigation view held in the name a style is applied to, if the style's chain starts
    /// at such a name (`view.padding().navigationViewStyle(.stack)`).
    static func navigationView(styledBy style: FunctionCallExprSyntax, in file: FileIndex) -> (name: String, call: FunctionCallExprSyntax)? {
        guard let name = baseName(of: style) else { return nil }
        // A local value declared before the style, in a block around it.
        var current = Syntax(style).parent
        while let node = current, !node.is(MemberBlockItemSyntax.self) {
            if let list = node.as(CodeBlockItemListSyntax.self) {
                for item in list where item.position < style.position {
                    guard let variable = item.item.as(VariableDeclSyntax.self) else { continue }
                    for binding in variable.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                        if let value = binding.initializer?.value, let found = navigationViewCall(in: Syntax(value)) { return (name, found) }
                    }
                }
            }
            current = node.parent
        }
        // A member of the view, computed or a function, whose code makes one.
        guard let scope = file.scope(of: style) else { return nil }
        for decl in scope.decls {
            guard let members = decl.asProtocol(DeclGroupSyntax.self)?.memberBlock.members else { continue }
            for member in members {
                if let variable = member.decl.as(VariableDeclSyntax.self), variable.bindings.count == 1,
                   let binding = variable.bindings.first, binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name,
                   let accessors = binding.accessorBlock, let found = navigationViewCall(in: Syntax(accessors)) {
                    return (name, found)
                }
                if let function = member.decl.as(FunctionDeclSyntax.self), function.name.text == name,
                   let body = function.body, let found = navigationViewCall(in: Syntax(body)) {
                    return (name, found)
                }
            }
        }
        return nil
    }

    /// `view` in `view.navigationViewStyle(...)`, `self.view...`, `view()...`, through the
    /// modifiers before the style.
    private static func baseName(of style: FunctionCallExprSyntax) -> String? {
        var base = style.modifierBase
        while let call = base?.as(FunctionCallExprSyntax.self) {
            if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
                return call.arguments.isEmpty ? reference.baseName.text : nil
            }
            base = call.modifierBase
        }
        if let member = base?.as(MemberAccessExprSyntax.self), member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
            return member.declName.baseName.text
        }
        guard let reference = base?.as(DeclReferenceExprSyntax.self), reference.baseName.tokenKind != .keyword(.self) else { return nil }
        return reference.baseName.text
    }

    /// Where a style applied to the name can be: the block a local value is declared in, or
    /// the code of the view whose member it is.
    private enum Region {
        case block(Syntax)
        case members
    }

    /// Where `call` (through its modifiers) is the value of a local `let`, or all a member of the
    /// view makes: the name, and the code a style applied to that name can be in.
    private static func holder(of call: FunctionCallExprSyntax, in file: FileIndex) -> (String, Region)? {
        let top = Syntax(call.chainTop)
        if let binding = top.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self),
           let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
           let list = binding.parent?.parent?.parent?.parent?.as(CodeBlockItemListSyntax.self) {
            return (name, .block(Syntax(list)))
        }
        // All a member makes: its one statement (or `return`).
        let statement = top.parent?.as(ReturnStmtSyntax.self).map(Syntax.init) ?? top
        guard let item = statement.parent?.as(CodeBlockItemSyntax.self), let list = item.parent?.as(CodeBlockItemListSyntax.self),
              list.count == 1, let scope = file.scope(of: call) else { return nil }
        var node = list.parent
        while let current = node, !current.is(MemberBlockItemSyntax.self) {
            if current.is(ClosureExprSyntax.self) { return nil }
            node = current.parent
        }
        guard let member = node?.as(MemberBlockItemSyntax.self) else { return nil }
        let name: String
        if let variable = member.decl.as(VariableDeclSyntax.self), let identifier = variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self) {
            name = identifier.identifier.text
        } else if let function = member.decl.as(FunctionDeclSyntax.self) {
            name = function.name.text
        } else {
            return nil
        }
        guard name != "body", !scope.decls.isEmpty else { return nil }
        return (name, .members)
    }

    private static func navigationViewCall(in node: Syntax) -> FunctionCallExprSyntax? {
        for token in node.tokens(viewMode: .sourceAccurate) where token.tokenKind == .identifier("NavigationView") {
            if let call = token.parent?.as(DeclReferenceExprSyntax.self)?.parent?.as(FunctionCallExprSyntax.self) { return call }
            if let call = token.parent?.as(DeclReferenceExprSyntax.self)?.parent?.parent?.as(FunctionCallExprSyntax.self),
               call.calledExpression.is(GenericSpecializationExprSyntax.self) { return call }
        }
        return nil
    }
}
