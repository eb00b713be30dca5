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
/// Read through optional chaining (`values?.presentationMode`), it becomes `values?.dismiss()`.
///
/// ## Refuses
/// Any other read of it (`let mode = context.environment.presentationMode`), a read in a type
/// whose code may run off the main actor, where `dismiss` cannot be called, and a read inside an
/// `extension EnvironmentValues` (whose members are not on the main actor).
struct MigrateEnvironmentValuesPresentationMode: Rule {
    static let id = RuleID.presentationMode
    static let triggers = ["environment.presentationMode", "?.presentationMode", "extension EnvironmentValues"]
    static let calls: Set<String> = []
    private static let trigger = Array("presentationMode".utf8)

    /// `<environment>.presentationMode` (or `<environment>?.presentationMode`), or
    /// `presentationMode` read inside an `extension EnvironmentValues`.
    struct Site {
        let read: ExprSyntax
        /// Inside `extension EnvironmentValues`: refused.
        let inExtension: Bool
    }

    func sites(in file: FileIndex) -> [Site] {
        guard file.context.bytes.containsBytes(Self.trigger) else { return [] }
        return file.context.tree.tokens(viewMode: .sourceAccurate).compactMap { token -> Site? in
            guard token.tokenKind == .identifier("presentationMode"), let reference = token.parent?.as(DeclReferenceExprSyntax.self) else { return nil }
            let site: Site
            if let read = reference.parent?.as(MemberAccessExprSyntax.self), read.declName.id == reference.id, let base = read.base {
                if Self.isEnvironmentValues(base) {
                    site = Site(read: ExprSyntax(read), inExtension: false)
                } else if let chained = base.as(OptionalChainingExprSyntax.self), Self.isEnvironmentValues(chained.expression) {
                    site = Site(read: ExprSyntax(read), inExtension: false)
                } else if base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self), Self.isInEnvironmentValuesExtension(read) {
                    site = Site(read: ExprSyntax(read), inExtension: true)
                } else {
                    return nil
                }
            } else if reference.parent?.as(MemberAccessExprSyntax.self)?.declName.id != reference.id, Self.isInEnvironmentValuesExtension(reference) {
                site = Site(read: ExprSyntax(reference), inExtension: true)
            } else {
                return nil
            }
            let start = site.read.positionAfterSkippingLeadingTrivia.utf8Offset
            if file.keptRanges.contains(where: { $0.keeps(Self.id) && $0.range.contains(start) }) { return nil }
            return site
        }
    }

    /// Whether `node` is code of an `extension EnvironmentValues` (not of a type nested in it),
    /// where a bare or `self.` `presentationMode` is the environment's own.
    private static func isInEnvironmentValuesExtension(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let ancestor = current {
            if let extensionDecl = ancestor.as(ExtensionDeclSyntax.self) {
                return lastName(extensionDecl.extendedType.trimmedDescription) == "EnvironmentValues"
            }
            if ancestor.is(StructDeclSyntax.self) || ancestor.is(ClassDeclSyntax.self) || ancestor.is(EnumDeclSyntax.self)
                || ancestor.is(ActorDeclSyntax.self) || ancestor.is(ProtocolDeclSyntax.self) {
                return false
            }
            current = ancestor.parent
        }
        return false
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
        let type = declaredType(of: name, around: Syntax(base))
        return type == "EnvironmentValues" || (base.parent?.is(OptionalChainingExprSyntax.self) == true && type == "EnvironmentValues?")
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

    /// Whether `node` is in the code of a member named `name` (`var isPresented: Bool { ... }`),
    /// where reading `isPresented` would read that member itself.
    private static func isInMember(named name: String, _ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let ancestor = current {
            if let variable = ancestor.as(VariableDeclSyntax.self) {
                return variable.bindings.contains { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name }
            }
            if let function = ancestor.as(FunctionDeclSyntax.self) { return function.name.text == name }
            current = ancestor.parent
        }
        return false
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
        // Inside `extension EnvironmentValues`: `.wrappedValue.isPresented` is the values' own
        // `isPresented`, which any code may read; `dismiss` must be called on the main actor.
        if site.inExtension {
            if let wrapped = site.read.parent?.as(MemberAccessExprSyntax.self), wrapped.declName.baseName.text == "wrappedValue",
               let member = wrapped.parent?.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "isPresented",
               member.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id != ExprSyntax(member).id,
               !Self.isInMember(named: "isPresented", site.read) {
                let start = site.read.as(MemberAccessExprSyntax.self)?.declName.positionAfterSkippingLeadingTrivia ?? site.read.positionAfterSkippingLeadingTrivia
                var plan = Plan(edits: [SourceEdit(replacing: start, member.declName.endPositionBeforeTrailingTrivia, with: "isPresented")])
                plan.became = ("`\\.isPresented` read from environment values", 1)
                return plan
            }
            throw Refusal(Self.id, "`\(written)` is read inside an `extension EnvironmentValues`, whose members are not on the main actor, where `dismiss` cannot be called; read `dismiss` where the values are used instead, by hand", at: site.read)
        }
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
        // (Reading `isPresented` needs no actor.)
        guard replacement == "isPresented" || file.scope(of: site.read).map({ runsOnMainActor($0, project: file.project) }) == true else {
            throw Refusal(Self.id, "`\(written)` is read in code that may run off the main actor (its type is not a view, a representable or `@MainActor`), where `dismiss` cannot be called; change it by hand", at: site.read)
        }
        if replacement != "isPresented", let away = Self.offMainActor(Syntax(site.read)) {
            throw Refusal(Self.id, "`\(written)` is read in \(away), which runs off the main actor, where `dismiss` cannot be called; change it by hand", at: site.read)
        }
        guard let name = site.read.as(MemberAccessExprSyntax.self)?.declName else {
            throw Refusal(Self.id, "`\(written)` is not read from environment values; change it by hand", at: site.read)
        }
        var plan = Plan(edits: [SourceEdit(replacing: name.positionAfterSkippingLeadingTrivia,
                                           member.declName.endPositionBeforeTrailingTrivia, with: replacement)])
        plan.became = ("`\\.\(replacement)` read from environment values", 1)
        return plan
    }
}
