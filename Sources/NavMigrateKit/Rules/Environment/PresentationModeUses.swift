import SwiftSyntax

/// Every use of a view's `presentationMode` property, each one a call of `dismiss()` or a read
/// of `isPresented`; anything else refuses the view.
struct PresentationModeUses {
    /// One use and the text it becomes: the new property's name.
    struct Use {
        let key: EnvironmentReplacement
        /// From the property's name to the end of `.dismiss` / `.isPresented`; a `self.` before
        /// it stays.
        let range: Range<Int>
    }

    let uses: [Use]

    var dismissals: Int { uses.count { $0.key == .dismiss } }
    var presentedReads: Int { uses.count { $0.key == .isPresented } }

    init(of declaration: PresentationModeDeclaration, in scope: ViewScope, file: FileIndex) throws(Refusal) {
        let name = declaration.name.text
        let found = scope.uses(of: name)
        if found.shadowed {
            throw Refusal(.presentationMode, PresentationModeMessage.shadowed(name),
                          at: Self.shadowingBinding(of: declaration, in: scope) ?? Syntax(declaration.decl))
        }
        if let storage = scope.uses(of: "_" + name).uses.first {
            throw Refusal(.presentationMode, PresentationModeMessage.backingStorage(name), at: storage.node)
        }
        // `parent.presentationMode` in a type whose `parent` is declared as this view (a
        // representable's coordinator) is a use like the view's own, where that type runs on
        // the main actor; any other read of some value's `presentationMode` may be this view's.
        // `mode.dismiss()` on the binding is the app's own function where it declares one that
        // may do more than `wrappedValue.dismiss()` (`extension Binding where Value ==
        // PresentationMode { func dismiss(animation:) }`): its extensions of
        // `Binding<PresentationMode>` write more names than that.
        let forwarding: Set<String> = ["dismiss", "wrappedValue"]
        let extended = "Binding<PresentationMode>"
        let ownDismiss: String? =
            if let here = file.facts.extensionIdentifiers[extended], here.contains("dismiss"), !here.isSubset(of: forwarding) {
                "in this file"
            } else {
                file.project.extensionIdentifiers(of: extended, writing: "dismiss", outside: file.fileID)
                    .filter { !$0.value.isSubset(of: forwarding) }.keys.sorted().first
                    .map { "in " + file.project.shownPath(of: $0) }
            }
        var uses: [Use] = []
        var unknown: [MemberAccessExprSyntax] = []
        for access in outsideAccesses(named: name, in: file) {
            switch viewHolder(of: access, declaredAs: scope.typeName) {
            case .mainActor:
                uses.append(try Self.classify(ExprSyntax(access), name: name, composed: declaration.isComposed,
                                              ownDismiss: ownDismiss, in: file.context))
            case .notMainActor(let holder):
                throw Refusal(.presentationMode, PresentationModeMessage.holderNotMainActor(access.trimmedText, holder), at: access)
            case nil:
                unknown.append(access)
            }
        }
        if let first = unknown.first {
            let others = unknown.dropFirst().map { file.context.place(of: $0.positionAfterSkippingLeadingTrivia) }
            throw Refusal(.presentationMode, PresentationModeMessage.usedFromOutside(first.trimmedText, others: others), at: first)
        }
        for use in found.uses {
            switch use {
            case .read(let expression):
                // `\.presentationMode` in a key path names the environment value, not the property.
                if expression.parent?.is(KeyPathPropertyComponentSyntax.self) == true { continue }
                uses.append(try Self.classify(expression, name: name, composed: declaration.isComposed, ownDismiss: ownDismiss,
                                              in: file.context))
            case .projected(let expression):
                throw Refusal(.presentationMode, PresentationModeMessage.projected(name), at: expression)
            case .assignment(let expression, _), .toggle(let expression):
                throw Refusal(.presentationMode, PresentationModeMessage.assigned(name), at: expression)
            case .unsupported(let node, _):
                throw Refusal(.presentationMode, PresentationModeMessage.assigned(name), at: node)
            }
        }
        self.uses = uses
    }

    /// The first local name, closure or function parameter in the scope spelt like the property.
    private static func shadowingBinding(of declaration: PresentationModeDeclaration, in scope: ViewScope) -> Syntax? {
        for decl in scope.decls {
            for token in decl.tokens(viewMode: .sourceAccurate)
            where token.tokenKind == declaration.name.tokenKind && token.id != declaration.name.id {
                guard let parent = token.parent else { continue }
                if parent.is(IdentifierPatternSyntax.self) || parent.is(ClosureShorthandParameterSyntax.self)
                    || parent.is(ClosureParameterSyntax.self) || parent.is(FunctionParameterSyntax.self) {
                    return Syntax(token)
                }
            }
        }
        return nil
    }

    /// The function or initializer an argument hands the binding to, as it is called with its
    /// labels (`themeCloseItem(presentationMode:)`); nil for any other use.
    private static func receiver(of expression: ExprSyntax) -> String? {
        guard let argument = expression.parent?.as(LabeledExprSyntax.self),
              let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self) else { return nil }
        let called: String
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            called = member.declName.baseName.text
        } else if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            called = reference.baseName.text
        } else {
            return nil
        }
        let labels = call.arguments.map { ($0.label?.text ?? "_") + ":" }.joined()
        return "\(called)(\(labels))"
    }

    /// The view type and parameter an argument `expression` is passed to, when the file declares
    /// that type and its code never reads that property (`Actions(presentation: presentation)`,
    /// `struct Actions { @Binding var presentation: PresentationMode }` and no other mention).
    private static func unreadParameter(of expression: ExprSyntax, in context: FileContext) -> (type: String, parameter: String)? {
        guard let argument = expression.parent?.as(LabeledExprSyntax.self), let label = argument.label?.text,
              let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self), let type = call.calleeTypeName else { return nil }
        let declarations = context.tree.tokens(viewMode: .sourceAccurate).compactMap { token -> StructDeclSyntax? in
            guard token.tokenKind == .identifier(type), let declared = token.parent?.as(StructDeclSyntax.self),
                  declared.name.id == token.id else { return nil }
            return declared
        }
        guard declarations.count == 1, let declared = declarations.first else { return nil }
        let mentions = declared.memberBlock.tokens(viewMode: .sourceAccurate).filter { token in
            token.tokenKind == .identifier(label) || token.tokenKind == .identifier("_" + label) || token.tokenKind == .dollarIdentifier("$" + label)
        }
        // Its own declaration only: no read, no initializer of its own that sets it.
        guard mentions.count == 1, let only = mentions.first, only.parent?.is(IdentifierPatternSyntax.self) == true,
              declared.memberBlock.members.allSatisfy({ !$0.decl.is(InitializerDeclSyntax.self) }) else { return nil }
        return (type, label)
    }

    /// `mode.wrappedValue.dismiss()` and `mode.wrappedValue.isPresented` (`mode.dismiss()` and
    /// `mode.isPresented` when composed with `@Binding`, and `mode.dismiss()` on the binding, a
    /// package's helper), with or without `self.`.
    private static func classify(_ expression: ExprSyntax, name: String, composed: Bool, ownDismiss: String?,
                                 in context: FileContext) throws(Refusal) -> Use {
        var value = expression
        // `mode.dismiss()` on the binding itself: the helper SwiftUIX (or the app) adds to
        // `Binding<PresentationMode>`, which dismisses as `mode.wrappedValue.dismiss()` does.
        let bindingDismiss = expression.parent?.as(MemberAccessExprSyntax.self).map { member in
            member.base?.id == expression.id && member.declName.baseName.text == "dismiss"
                && member.parent?.as(FunctionCallExprSyntax.self).map { $0.arguments.isEmpty && $0.trailingClosure == nil } == true
        } ?? false
        if bindingDismiss, let place = ownDismiss {
            throw Refusal(.presentationMode, PresentationModeMessage.ownBindingDismiss(name, declaredIn: place), at: expression)
        }
        if !composed && !bindingDismiss {
            guard let wrapped = value.parent?.as(MemberAccessExprSyntax.self), wrapped.base?.id == value.id,
                  wrapped.declName.baseName.text == "wrappedValue", wrapped.declName.argumentNames == nil else {
                throw Refusal(.presentationMode, PresentationModeMessage.passedOn(name, to: receiver(of: expression),
                                                                                  unread: unreadParameter(of: expression, in: context)),
                              at: expression)
            }
            value = ExprSyntax(wrapped)
        }
        if let context = offMainActorContext(of: expression) {
            throw Refusal(.presentationMode, PresentationModeMessage.offMainActor(name, context), at: expression)
        }
        let unknown = composed ? PresentationModeMessage.passedOn(name) : PresentationModeMessage.wrappedValueUsed(name)
        guard let member = value.parent?.as(MemberAccessExprSyntax.self), member.base?.id == value.id,
              member.declName.argumentNames == nil else {
            throw Refusal(.presentationMode, unknown, at: expression)
        }
        let key: EnvironmentReplacement
        switch member.declName.baseName.text {
        case "dismiss":
            guard let call = member.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == member.id,
                  call.arguments.isEmpty, call.trailingClosure == nil, call.additionalTrailingClosures.isEmpty else {
                throw Refusal(.presentationMode, unknown, at: expression)
            }
            key = .dismiss
        case "isPresented":
            key = .isPresented
        default:
            throw Refusal(.presentationMode, unknown, at: expression)
        }
        let nameToken = expression.as(MemberAccessExprSyntax.self)?.declName.baseName
            ?? expression.as(DeclReferenceExprSyntax.self)!.baseName
        let start = nameToken.positionAfterSkippingLeadingTrivia.utf8Offset
        let end = member.endPositionBeforeTrailingTrivia.utf8Offset
        if comments(around: member.tokens(viewMode: .sourceAccurate), in: context)
            .contains(where: { (start..<end).contains($0.offset) }) {
            throw Refusal(.presentationMode, PresentationModeMessage.commentInside(name), at: expression)
        }
        return Use(key: key, range: start..<end)
    }
}

/// What takes a use off the main actor, where `DismissAction` must be called: a `nonisolated`
/// declaration, a `@Sendable` closure, `Task.detached { }` or `DispatchQueue.global().async { }`.
/// A view's other code runs on the main actor.
private func offMainActorContext(of node: some SyntaxProtocol) -> String? {
    var current = Syntax(node).parent
    while let ancestor = current {
        if let function = ancestor.as(FunctionDeclSyntax.self), isNonisolated(function.modifiers) {
            return "a `nonisolated` function"
        }
        if let variable = ancestor.as(VariableDeclSyntax.self), isNonisolated(variable.modifiers) {
            return "a `nonisolated` property"
        }
        if let initializer = ancestor.as(InitializerDeclSyntax.self), isNonisolated(initializer.modifiers) {
            return "a `nonisolated` initializer"
        }
        if let closure = ancestor.as(ClosureExprSyntax.self) {
            if closure.signature?.attributes.contains(where: { attributeName($0) == "Sendable" }) == true {
                return "a `@Sendable` closure"
            }
            if let call = closure.parent?.as(FunctionCallExprSyntax.self) ?? closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self),
               let callee = call.calledExpression.as(MemberAccessExprSyntax.self), let base = callee.base {
                let name = callee.declName.baseName.text
                if name == "detached", base.trimmedText == "Task" { return "`Task.detached`" }
                if name.hasPrefix("async"), base.trimmedText.hasPrefix("DispatchQueue.global") {
                    return "a closure run on a background queue"
                }
            }
        }
        if ancestor.is(MemberBlockSyntax.self) { return nil }
        current = ancestor.parent
    }
    return nil
}

private func isNonisolated(_ modifiers: DeclModifierListSyntax) -> Bool {
    modifiers.contains { $0.name.tokenKind == .keyword(.nonisolated) }
}

private func attributeName(_ element: AttributeListSyntax.Element) -> String? {
    element.as(AttributeSyntax.self)?.attributeName.trimmedText
}

/// The file's `x.name` accesses whose base is neither `self` nor left out, and that are not
/// called (`model.dismiss()` is a method): reads of some value's property that may be a view's.
func outsideAccesses(named name: String, in file: FileIndex) -> [MemberAccessExprSyntax] {
    let tokens = file.shared(TokenLocator.self) { TokenLocator($0.tree) }
    return file.context.bytes.offsets(of: Array(name.utf8)).compactMap { offset in
        guard let token = tokens.token(at: offset), token.positionAfterSkippingLeadingTrivia.utf8Offset == offset,
              token.tokenKind == .identifier(name),
              let reference = token.parent?.as(DeclReferenceExprSyntax.self),
              let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id,
              let base = member.base,
              base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind != .keyword(.self),
              member.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id != member.id else { return nil }
        // Environment values read there are no view's property (`MigrateEnvironmentValuesPresentationMode`).
        if name == "presentationMode", MigrateEnvironmentValuesPresentationMode.isEnvironmentValues(base) { return nil }
        return member
    }
}

/// A type that holds a view in a property it declares as that view.
private enum ViewHolder {
    /// It runs on the main actor, where `DismissAction` can be called: it is marked
    /// `@MainActor`, or adopts a delegate protocol of UIKit or PhotosUI (which Apple marks
    /// `@MainActor`) where it is declared.
    case mainActor
    /// It does not say it does; its name.
    case notMainActor(String)
}

/// The type around `x.name` when `x` is a property it declares as a view of type `viewType`
/// (`var parent: PhotoPicker` in a representable's coordinator): then the read is of that
/// view's property. Nil otherwise.
private func viewHolder(of access: MemberAccessExprSyntax, declaredAs viewType: String) -> ViewHolder? {
    guard let typed = typedBase(of: access), [viewType, lastName(viewType)].contains(typed.type) else { return nil }
    let holder = typed.holder
    let marked = holder.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedText == "MainActor" }
    let adopted = holder.inheritanceClause?.inheritedTypes.contains { inherited in
        let type = inherited.type.trimmedText
        return (type.hasPrefix("UI") && type.hasSuffix("Delegate")) || type == "PHPickerViewControllerDelegate"
    } ?? false
    let name = holder.as(ClassDeclSyntax.self)?.name.text ?? holder.as(StructDeclSyntax.self)?.name.text ?? ""
    return marked || adopted ? .mainActor : .notMainActor(name)
}

/// For `x.name` or `self.x.name`, where `x` is a stored property that the class or struct around the read
/// declares with a written type (`var parent: PhotoPicker`), and no closure or function
/// around the read binds `x` itself: that type, as written, and the declaration around.
func typedBase(of access: MemberAccessExprSyntax) -> (type: String, holder: DeclGroupSyntax)? {
    // `x`, `self.x` or `self?.x` (a `[weak self]` closure's); only a plain `x` can name a local
    // instead.
    let plain = access.base?.as(DeclReferenceExprSyntax.self)
    let onSelf = access.base?.as(MemberAccessExprSyntax.self).flatMap { member in
        let owner = member.base?.as(OptionalChainingExprSyntax.self)?.expression ?? member.base
        return owner?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) ? member.declName : nil
    }
    guard let base = plain ?? onSelf, base.argumentNames == nil else { return nil }
    let name = base.baseName.text
    var current = Syntax(access).parent
    while let node = current {
        if let holder = node.asProtocol(DeclGroupSyntax.self), node.is(ClassDeclSyntax.self) || node.is(StructDeclSyntax.self) {
            for member in holder.memberBlock.members {
                guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
                for binding in variable.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                    guard binding.accessorBlock == nil, let type = binding.typeAnnotation?.type else { return nil }
                    return (type.trimmedText, holder)
                }
            }
            return nil
        }
        if plain != nil, node.is(ClosureExprSyntax.self) || node.is(FunctionDeclSyntax.self) || node.is(InitializerDeclSyntax.self) {
            let binds = node.tokens(viewMode: .sourceAccurate).contains { token in
                token.tokenKind == .identifier(name) && (token.parent?.is(IdentifierPatternSyntax.self) == true
                    || token.parent?.is(ClosureShorthandParameterSyntax.self) == true
                    || token.parent?.is(ClosureParameterSyntax.self) == true
                    || token.parent?.is(FunctionParameterSyntax.self) == true)
            }
            if binds { return nil }
        }
        current = node.parent
    }
    return nil
}
