import SwiftSyntax

/// A view of the app's whose `isActive:` link is bound to an optional binding it keeps, which
/// every place the project makes the view leaves `nil` (`StyledLink("About", destination: ...)`
/// through the initializer that sets `isActive = nil`, never the one that takes `isActive:`):
/// the link is never shown, so it does not hold back the navigation views around the view.
enum UnreachedLinks {
    /// Why `link` is never shown, in words that follow "the link for `x` is never shown: "; nil
    /// when some place may show it, or navmigrate cannot tell.
    static func reason(for link: IsActiveLink, in scope: ViewScope?, file: FileIndex) -> String? {
        guard let scope, let structDecl = scope.primary.as(StructDeclSyntax.self),
              let bound = link.binding.as(DeclReferenceExprSyntax.self)?.baseName.text,
              let property = storedProperty(bound: bound, around: link.call, in: scope),
              property.decl.bindingSpecifier.tokenKind == .keyword(.let),
              property.decl.modifiers.contains(where: { [.keyword(.private), .keyword(.fileprivate)].contains($0.name.tokenKind) }),
              let type = property.type, type.hasSuffix("?"), type.contains("Binding"),
              property.initializer == nil || property.initializer?.is(NilLiteralExprSyntax.self) == true else { return nil }
        // Every initializer sets it to `nil` or to a parameter; the labels of those parameters.
        // Only initializers of the declaration itself: one in an extension (of this file or
        // another) may set it in ways its callers do not show.
        let initializers = structDecl.memberBlock.members.compactMap { $0.decl.as(InitializerDeclSyntax.self) }
        let name = lastName(scope.typeName)
        guard !initializers.isEmpty,
              !scope.decls.contains(where: { decl in
                  decl.id != Syntax(structDecl).id
                      && (decl.asProtocol(DeclGroupSyntax.self)?.memberBlock.members ?? []).contains { $0.decl.is(InitializerDeclSyntax.self) }
              }),
              !file.project.types(named: name).contains(where: { $0.file != file.fileID && $0.facts.declaresInitializer })
        else { return nil }
        var labels = Set<String>()
        for initializer in initializers {
            guard let body = initializer.body else { return nil }
            for assigned in assignments(to: property.name, in: body) {
                if assigned.is(NilLiteralExprSyntax.self) { continue }
                guard let name = assigned.as(DeclReferenceExprSyntax.self)?.baseName.text,
                      let parameter = initializer.signature.parameterClause.parameters.first(where: { ($0.secondName ?? $0.firstName).text == name }),
                      parameter.firstName.tokenKind != .wildcard,
                      // A default that is a binding (`= .constant(true)`) is set by callers that leave it out.
                      parameter.defaultValue.map({ $0.value.is(NilLiteralExprSyntax.self) }) ?? true else { return nil }
                labels.insert(parameter.firstName.text)
            }
        }
        guard !labels.isEmpty else { return nil }
        // The places the project makes the view, none of which passes one of those labels.
        let uses = file.project.uses(of: name)
        guard !uses.isEmpty, !uses.contains(where: { placed in placed.use.arguments.contains { labels.contains($0.label ?? "") } })
        else { return nil }
        let written = labels.sorted().map { "`\($0):`" }.joined(separator: " or ")
        let places = uses.count == 1 ? "the one place the project makes `\(name)` uses"
            : "all \(uses.count) places the project makes `\(name)` use"
        return "\(places) an initializer that leaves `\(property.name)` nil (none passes \(written))"
    }

    /// The stored property the link's binding is: the property itself, or the name an `if let`
    /// around the link binds it to (`if let isActive = isActive`, `if let isActive`).
    private static func storedProperty(bound name: String, around link: FunctionCallExprSyntax, in scope: ViewScope) -> ViewScope.Property? {
        var current = Syntax(link).parent
        while let node = current, !node.is(DeclSyntax.self) {
            if let ifExpr = node.as(IfExprSyntax.self), Syntax(link).isDescendant(of: Syntax(ifExpr.body)) {
                for element in ifExpr.conditions {
                    guard case .optionalBinding(let optional) = element.condition,
                          optional.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name else { continue }
                    let value = optional.initializer?.value
                    let source = value.map { $0.as(DeclReferenceExprSyntax.self)?.baseName.text
                        ?? $0.as(MemberAccessExprSyntax.self).flatMap { member in
                            member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) ? member.declName.baseName.text : nil
                        } } ?? name
                    return source.flatMap { source in scope.properties.first { $0.name == source } }
                }
            }
            current = node.parent
        }
        return nil
    }

    /// The values `self.name = ...` (or `name = ...`) assigns in an initializer's body.
    private static func assignments(to name: String, in body: CodeBlockSyntax) -> [ExprSyntax] {
        var found: [ExprSyntax] = []
        for token in body.tokens(viewMode: .sourceAccurate) where token.tokenKind == .identifier(name) {
            guard let reference = token.parent?.as(DeclReferenceExprSyntax.self) else { continue }
            var target = ExprSyntax(reference)
            if let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id {
                guard member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) else { continue }
                target = ExprSyntax(member)
            }
            guard let sequence = target.parent?.as(ExprListSyntax.self), let index = sequence.firstIndex(where: { $0.id == target.id }),
                  sequence.index(after: index) < sequence.endIndex,
                  sequence[sequence.index(after: index)].is(AssignmentExprSyntax.self) else { continue }
            let valueIndex = sequence.index(sequence.index(after: index), offsetBy: 1)
            if valueIndex < sequence.endIndex { found.append(sequence[valueIndex]) }
        }
        return found
    }
}
