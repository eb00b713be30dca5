import SwiftSyntax

/// Replaces `presentationMode` read from environment values at hand (a representable's
/// `context.environment`, an `EnvironmentValues` parameter) with the environment's `dismiss`
/// action or `isPresented`, as `MigratePresentationMode` does for a view's property.
///
/// ## Before
/// ```swift
/// func makeUIViewController(context: Context) -> UIViewController {
///     UIHostingController(rootView: Button("Close") {
///         context.environment.presentationMode.wrappedValue.dismiss()
///     })
/// }
/// ```
///
/// ## After
/// ```swift
///         context.environment.dismiss()
/// ```
///
/// ## Refuses
/// Any other read of it (`let mode = context.environment.presentationMode`), and a read in a
/// type whose code may run off the main actor, where `dismiss` cannot be called.
struct MigrateEnvironmentValuesPresentationMode: Rule {
    static let id = RuleID.presentationMode
    static let triggers = ["environment.presentationMode"]
    static let calls: Set<String> = []
    private static let trigger = Array("presentationMode".utf8)

    /// `<environment>.presentationMode`.
    struct Site {
        let read: MemberAccessExprSyntax
    }

    func sites(in file: FileIndex) -> [Site] {
        guard file.context.bytes.containsBytes(Self.trigger) else { return [] }
        return file.context.tree.tokens(viewMode: .sourceAccurate).compactMap { token -> Site? in
            guard token.tokenKind == .identifier("presentationMode"),
                  let read = token.parent?.parent?.as(MemberAccessExprSyntax.self), read.declName.baseName.id == token.id,
                  let base = read.base, Self.isEnvironmentValues(base) else { return nil }
            let start = read.positionAfterSkippingLeadingTrivia.utf8Offset
            if file.keptRanges.contains(where: { $0.keeps(Self.id) && $0.range.contains(start) }) { return nil }
            return Site(read: read)
        }
    }

    /// Whether `base` reads `EnvironmentValues`: a representable's `context.environment` (a
    /// `context` its function takes as `Context`), or a name the function or the type declares as
    /// `EnvironmentValues` (a parameter, a property, `@Environment(\.self) var values`).
    static func isEnvironmentValues(_ base: ExprSyntax) -> Bool {
        if let member = base.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "environment",
           let context = member.base?.as(DeclReferenceExprSyntax.self) {
            return declaredType(of: context.baseName.text, around: Syntax(member)) == "Context"
        }
        guard let name = base.as(DeclReferenceExprSyntax.self)?.baseName.text else { return false }
        return declaredType(of: name, around: Syntax(base)) == "EnvironmentValues"
    }

    /// The type written for `name` by the function around `node` (a parameter) or by the type
    /// around it (a stored property; `EnvironmentValues` for `@Environment(\.self)`); nil when
    /// neither declares it so.
    private static func declaredType(of name: String, around node: Syntax) -> String? {
        var current = node.parent
        while let ancestor = current {
            if let function = ancestor.as(FunctionDeclSyntax.self),
               let parameter = function.signature.parameterClause.parameters.first(where: { ($0.secondName ?? $0.firstName).text == name }) {
                return lastName(parameter.type.trimmedDescription)
            }
            if let members = ancestor.as(MemberBlockSyntax.self)?.members {
                for member in members {
                    guard let variable = member.decl.as(VariableDeclSyntax.self),
                          let binding = variable.bindings.first(where: { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name })
                    else { continue }
                    if let type = binding.typeAnnotation?.type { return lastName(type.trimmedDescription) }
                    let environmentSelf = variable.attributes.contains { element in
                        guard let attribute = element.as(AttributeSyntax.self), attribute.attributeName.trimmedDescription == "Environment",
                              case .argumentList(let arguments)? = attribute.arguments else { return false }
                        return arguments.first?.expression.trimmedDescription == "\\.self"
                    }
                    return environmentSelf ? "EnvironmentValues" : nil
                }
                return nil
            }
            current = ancestor.parent
        }
        return nil
    }

    /// What around `node` runs off the main actor: `Task.detached { }`, a `DispatchQueue`'s
    /// `async` other than `main`'s, a `nonisolated` function, a `@Sendable` closure.
    private static func offMainActor(_ node: Syntax) -> String? {
        var current = node.parent
        while let ancestor = current {
            if let closure = ancestor.as(ClosureExprSyntax.self) {
                if closure.signature?.attributes.contains(where: { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "Sendable" }) == true {
                    return "a `@Sendable` closure"
                }
                let call = closure.parent?.as(FunctionCallExprSyntax.self) ?? closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self)
                let callee = call?.calledExpression.trimmedDescription ?? ""
                if callee == "Task.detached" { return "`Task.detached`" }
                if callee.hasPrefix("DispatchQueue."), !callee.hasPrefix("DispatchQueue.main."), callee.hasSuffix("async") || callee.hasSuffix("asyncAfter") {
                    return "`\(callee)`"
                }
            }
            if let function = ancestor.as(FunctionDeclSyntax.self) {
                return function.modifiers.contains { $0.name.tokenKind == .keyword(.nonisolated) } ? "a `nonisolated` function" : nil
            }
            current = ancestor.parent
        }
        return nil
    }

    func shape(of site: Site, in file: FileIndex) -> SiteShape {
        SiteShape(node: Syntax(site.read), members: [])
    }

    func plan(_ site: Site, in file: FileIndex) throws(Refusal) -> Plan {
        let written = site.read.trimmedDescription
        // `.wrappedValue.dismiss()` or `.wrappedValue.isPresented`.
        guard let wrapped = site.read.parent?.as(MemberAccessExprSyntax.self), wrapped.declName.baseName.text == "wrappedValue",
              let member = wrapped.parent?.as(MemberAccessExprSyntax.self) else {
            throw Refusal(Self.id, "`\(written)` is read other than as `.wrappedValue.dismiss()` or `.wrappedValue.isPresented`; read `dismiss` or `isPresented` from the same environment values instead, by hand", at: site.read)
        }
        let replacement: String
        switch member.declName.baseName.text {
        case "dismiss":
            guard let call = member.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == ExprSyntax(member).id,
                  call.arguments.isEmpty, call.trailingClosure == nil else {
                throw Refusal(Self.id, "`\(written).wrappedValue.dismiss` is not called here; read `dismiss` from the same environment values instead, by hand", at: site.read)
            }
            replacement = "dismiss"
        case "isPresented": replacement = "isPresented"
        default:
            throw Refusal(Self.id, "`\(written).wrappedValue.\(member.declName.baseName.text)` has no counterpart among the environment's values; change it by hand", at: site.read)
        }
        // `dismiss` runs on the main actor, as a view's or a representable's code does, but for
        // code sent off it.
        guard let scope = file.scope(of: site.read), runsOnMainActor(scope, project: file.project) else {
            throw Refusal(Self.id, "`\(written)` is read in code that may run off the main actor (its type is not a view, a representable or `@MainActor`), where `dismiss` cannot be called; change it by hand", at: site.read)
        }
        if let away = Self.offMainActor(Syntax(site.read)) {
            throw Refusal(Self.id, "`\(written)` is read in \(away), which runs off the main actor, where `dismiss` cannot be called; change it by hand", at: site.read)
        }
        var plan = Plan(edits: [SourceEdit(replacing: site.read.declName.positionAfterSkippingLeadingTrivia,
                                           member.declName.endPositionBeforeTrailingTrivia, with: replacement)])
        plan.became = ("`\\.\(replacement)` read from environment values", 1)
        return plan
    }
}
