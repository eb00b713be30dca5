import SwiftSyntax

/// The app's own modifiers that hold `isActive:` links: `View` extension functions whose code
/// has such a link (`func navigationLink(isActive:destination:)`), or applies a `ViewModifier`
/// of the same file that has one (`modifier(OpenSettingsOnLongPress(...))`). Where the app
/// applies them is where their links sit, so the project follows their calls as it follows a
/// view's uses: a call `.openSettings(...)` is a use named `.openSettings`, and code inside
/// the function is held by `.openSettings` (`TypeUse.inType`).
extension FileIndex {
    /// Whether `scope` is an extension of `View` itself, whose functions are modifiers any view
    /// can take.
    static func extendsView(_ scope: ViewScope) -> Bool {
        guard let decl = scope.primary.as(ExtensionDeclSyntax.self) else { return false }
        return ["View", "SwiftUI.View"].contains(decl.extendedType.trimmedText)
    }

    /// The `View` extension function whose body holds `node`, as a use of it is named
    /// (`.navigationLink`); nil outside one.
    func viewModifierFunction(around node: some SyntaxProtocol) -> String? {
        guard let scope = scope(of: node), Self.extendsView(scope) else { return nil }
        return Self.extensionFunction(around: node).map { "." + $0.name.text }
    }

    /// A test for nodes in the same function of a `View` extension as one of `nodes` (each
    /// function is a modifier of its own; code outside any function counts as one more); in any
    /// other scope, every node passes.
    func sharesModifierFunction(with nodes: [Syntax], in scope: ViewScope?) -> (Syntax) -> Bool {
        guard let scope, Self.extendsView(scope) else { return { _ in true } }
        let functions = Set(nodes.map { viewModifierFunction(around: $0) })
        return { functions.contains(self.viewModifierFunction(around: $0)) }
    }

    /// The outermost function inside the extension around `node`: a nested function is part
    /// of it.
    static func extensionFunction(around node: some SyntaxProtocol) -> FunctionDeclSyntax? {
        var outermost: FunctionDeclSyntax?
        var current = Syntax(node).parent
        while let ancestor = current, !ancestor.is(ExtensionDeclSyntax.self) {
            if let function = ancestor.as(FunctionDeclSyntax.self) { outermost = function }
            current = ancestor.parent
        }
        return outermost
    }

    /// The type, or the `View` extension function, that holds `node`, as uses name it.
    func holderName(of node: some SyntaxProtocol) -> String? {
        viewModifierFunction(around: node) ?? scope(of: node)?.name
    }

    /// The file's `View` extension functions that hold `isActive:` links or apply a type of the
    /// file that has some, without the leading dot, with the argument labels their declarations
    /// take (`_` for none): a call of the same name with another label is another function
    /// (`router.navigate(to:)` beside the app's `navigate(isActive:destination:)`).
    func linkModifierNames(linkOffsets: [Int], typesWithLinks: Set<String>) -> [String: Set<String>] {
        var names: [String: Set<String>] = [:]
        for (function, body) in viewExtensionFunctions {
            let range = body.position.utf8Offset..<body.endPosition.utf8Offset
            let holdsLink = linkOffsets.contains { range.contains($0) }
            // Read from the tokens: the walk may have skipped a body with no trigger.
            let appliesOne = !holdsLink && !typesWithLinks.isEmpty && body.tokens(viewMode: .sourceAccurate).contains { token in
                guard case .identifier(let name) = token.tokenKind else { return false }
                return typesWithLinks.contains(name)
            }
            if holdsLink || appliesOne {
                names[function.name.text, default: []].formUnion(function.signature.parameterClause.parameters.map(\.firstName.text))
            }
        }
        return names
    }

    /// Each `View` extension function with the labels it takes and the capitalised names its
    /// body writes (`FileFacts.viewFunctionMentions`).
    func viewFunctionMentions() -> [String: ViewFunctionMentions] {
        var found: [String: ViewFunctionMentions] = [:]
        for (function, body) in viewExtensionFunctions {
            var mentions = found[function.name.text] ?? ViewFunctionMentions()
            mentions.labels.formUnion(function.signature.parameterClause.parameters.map(\.firstName.text))
            for token in body.tokens(viewMode: .sourceAccurate) {
                if case .identifier(let name) = token.tokenKind, name.first?.isUppercase == true { mentions.names.insert(name) }
            }
            found[function.name.text] = mentions
        }
        return found
    }

    /// The functions with a body declared in the file's extensions of `View`.
    private var viewExtensionFunctions: [(function: FunctionDeclSyntax, body: CodeBlockSyntax)] {
        scopes.scopes.filter(Self.extendsView).flatMap { scope in
            scope.decls.flatMap { decl in
                (decl.as(ExtensionDeclSyntax.self)?.memberBlock.members ?? []).compactMap { member in
                    member.decl.as(FunctionDeclSyntax.self).flatMap { function in function.body.map { (function, $0) } }
                }
            }
        }
    }

    /// The file's calls of the app's link modifiers (`linkModifierNames`): `.name(...)` applied
    /// to a view, or `name(...)` inside another `View` extension function, with what surrounds
    /// each call.
    /// `name(...)` written bare in a view struct that declares no member of that name: the
    /// modifier applied to `self`, whose result the view shows where the call is (a row of a
    /// `List` built by `choiceRow(...)`).
    private func isAppliedToSelf(_ call: FunctionCallExprSyntax, named name: String) -> Bool {
        guard let scope = scope(of: call), let type = scope.primary.as(StructDeclSyntax.self) else { return false }
        return !type.memberBlock.members.contains { member in
            member.decl.as(FunctionDeclSyntax.self)?.name.text == name
                || member.decl.as(VariableDeclSyntax.self)?.bindings.contains { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name } == true
        }
    }

    /// `labels`: the labels each modifier's declarations take, where known; a call with a label
    /// none of them takes is not one of its uses.
    func linkModifierUses(named names: Set<String>, labels: [String: Set<String>]) -> [TypeUse] {
        var uses: [TypeUse] = []
        for name in names.sorted() {
            for call in calls(named: name) {
                let applied = call.calledExpression.is(MemberAccessExprSyntax.self)
                    || (call.calledExpression.is(DeclReferenceExprSyntax.self)
                        && (viewModifierFunction(around: call) != nil || isAppliedToSelf(call, named: name)))
                guard applied else { continue }
                if let taken = labels[name], !call.arguments.allSatisfy({ taken.contains($0.label?.text ?? "_") }) { continue }
                let at = context.converter.location(for: call.positionAfterSkippingLeadingTrivia)
                uses.append(TypeUse(name: "." + name, offset: call.positionAfterSkippingLeadingTrivia.utf8Offset,
                                    line: at.line, column: at.column, inType: holderName(of: call),
                                    inPreview: isInPreview(call), contexts: contexts(of: call), arguments: []))
            }
        }
        return uses
    }
}

/// How a finding names a type or an app's modifier that a use names: `` `Row` ``, or
/// `` `.openSettings(...)` `` for a `View` extension function.
func describedHolder(_ name: String) -> String {
    name.hasPrefix(".") ? "`\(name)(...)`" : "`\(name)`"
}
