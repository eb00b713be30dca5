import SwiftSyntax

/// A `NavigationLink` in one of the four deprecated `isActive:` forms, taken apart.
///
/// `destination:isActive:label:`, `isActive:destination:label:`, `_:destination:isActive:`,
/// `_:isActive:destination:`, with the destination as a view value or a closure and the label
/// as a trailing closure or a `label:` argument.
struct IsActiveLink {
    let call: FunctionCallExprSyntax
    /// The `isActive:` argument, e.g. `$isShowingPurple`.
    let binding: ExprSyntax
    /// The title argument of `NavigationLink("Purple", ...)`.
    let title: ExprSyntax?
    /// The label closure of the label forms.
    let label: ExprSyntax?
    /// The destination view, as an expression or as a closure's statements.
    let destination: Destination
    /// The link has no visible label: it only exists to be fired from code.
    let isHidden: Bool
    /// For a deprecated link navmigrate cannot take apart (a call of the app's own
    /// initializer that makes one), why it stays; such a link has no parts.
    private(set) var opaqueReason: String?

    typealias Destination = LinkDestination

    init?(_ call: FunctionCallExprSyntax) {
        guard let binding = call.argument(labeled: "isActive")?.expression else { return nil }
        self.call = call
        self.binding = binding
        guard let parts = LinkParts(call, labelless: true) else { return nil }
        title = parts.title
        label = parts.label
        destination = parts.destination
        isHidden = Self.hasEmptyLabel(title: title, label: label)
            || call.modifierChain.contains { $0.modifierName == "hidden" }
            || Self.isFlatClearLabel(label, of: call)
    }

    /// A label of `Color.clear` (or `.clear`), another color or a plain shape (`Rectangle()`),
    /// given no height, on the label or on the link (`NavigationLink(...) { Color.clear
    /// }.frame(height: 0)`): it draws nothing and takes no room, a common way to write a link
    /// fired only from code.
    static func isFlatClearLabel(_ label: ExprSyntax?, of call: FunctionCallExprSyntax) -> Bool {
        guard let closure = label?.as(ClosureExprSyntax.self), closure.statements.count == 1,
              let expression = closure.statements.first?.item.as(ExprSyntax.self) else { return false }
        var base = expression
        var flat = false
        while let modifier = base.as(FunctionCallExprSyntax.self), let inner = modifier.modifierBase {
            guard modifier.modifierName == "frame" else { return false }
            flat = flat || hasNoHeight(modifier)
            base = inner
        }
        // A color (`Color.clear`, `.clear`, `Color.red`) or a shape that fills the frame it is
        // given, which draws nothing at no height.
        let color = base.as(MemberAccessExprSyntax.self).map { member in
            member.base == nil ? member.declName.baseName.text == "clear" : ["Color", "SwiftUI.Color"].contains(member.base?.trimmedText ?? "")
        } ?? false
        let shape = base.as(FunctionCallExprSyntax.self).map { made in
            ["Rectangle", "Circle", "Capsule", "Ellipse", "RoundedRectangle"].contains(made.calleeTypeName ?? "") && made.trailingClosure == nil
        } ?? false
        guard color || shape else { return false }
        // Only where nothing on the link would go with it: an `.overlay(Button(...))` or a
        // `.background(...)` on it is content of its own.
        let chain = call.modifierChain
        guard chain.allSatisfy({ inertModifiers.contains($0.modifierName ?? "") }) else { return false }
        return flat || chain.contains { $0.modifierName == "frame" && hasNoHeight($0) }
    }

    /// Modifiers that draw nothing of their own on a link that draws nothing.
    private static let inertModifiers: Set<String> = [
        "frame", "hidden", "opacity", "allowsHitTesting", "disabled", "buttonStyle", "accessibilityHidden", "isDetailLink",
    ]

    /// `.frame(height: 0)`, `.frame(width: 0, height: 0)`.
    private static func hasNoHeight(_ frame: FunctionCallExprSyntax) -> Bool {
        guard let height = frame.argument(labeled: "height")?.expression.trimmedText else { return false }
        return ["0", "0.0", ".zero", "CGFloat.zero"].contains(height)
    }

    /// A deprecated link made where navmigrate cannot take it apart (`opaqueReason`): it
    /// holds back the view's containers with the view's other links.
    init(opaque call: FunctionCallExprSyntax, reason: String) {
        self.call = call
        binding = call.arguments.first?.expression ?? ExprSyntax(call)
        title = nil
        label = nil
        destination = .value(ExprSyntax(call))
        isHidden = false
        opaqueReason = reason
    }

    static func hasEmptyLabel(title: ExprSyntax?, label: ExprSyntax?) -> Bool {
        // `NavigationLink(destination:isActive:)`, an initializer of the app's: no label at all.
        if title == nil, label == nil { return true }
        if let title {
            return title.as(StringLiteralExprSyntax.self)?.segments.trimmedText.isEmpty ?? false
        }
        guard let labelExpression = label else { return false }
        guard let label = labelExpression.as(ClosureExprSyntax.self) else {
            // `label: EmptyView.init`.
            return labelExpression.trimmedText == "EmptyView.init"
        }
        return drawsNothing(label.statements)
    }

    /// Whether a label's statements draw nothing: none, `EmptyView()`, `Text("")`, a `Group`
    /// of the same (`Group {}`), or one of these hidden (`Text("").hidden()`).
    private static func drawsNothing(_ statements: CodeBlockItemListSyntax) -> Bool {
        if statements.isEmpty { return true }
        guard statements.count == 1, let call = statements.first?.item.as(FunctionCallExprSyntax.self) else { return false }
        return drawsNothing(call)
    }

    private static func drawsNothing(_ call: FunctionCallExprSyntax) -> Bool {
        if call.modifierName == "hidden", call.arguments.isEmpty, call.trailingClosure == nil,
           let base = call.modifierBase?.as(FunctionCallExprSyntax.self) {
            return drawsNothing(base)
        }
        switch call.calleeTypeName {
        case "EmptyView":
            return true
        case "Text":
            return call.arguments.count == 1
                && call.arguments.first?.expression.as(StringLiteralExprSyntax.self)?.segments.trimmedText.isEmpty == true
        case "Group":
            guard call.arguments.isEmpty, call.additionalTrailingClosures.isEmpty, let content = call.trailingClosure else { return false }
            return drawsNothing(content.statements)
        default:
            return false
        }
    }

    /// The flag name when the binding is `$flag` (or `self.$flag`); nil for other bindings.
    var projectedFlagName: String? {
        if let reference = binding.as(DeclReferenceExprSyntax.self), reference.baseName.text.hasPrefix("$") {
            return String(reference.baseName.text.dropFirst())
        }
        if let member = binding.as(MemberAccessExprSyntax.self),
           member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self),
           member.declName.baseName.text.hasPrefix("$") {
            return String(member.declName.baseName.text.dropFirst())
        }
        return nil
    }

    /// `flag = true` written for the binding: `$a.b` → `a.b`; nil when the binding is not a
    /// projected property path (`.constant(true)`, `Binding(get:set:)`).
    var assignableTarget: String? { projectedPropertyPath(of: binding) }

    /// The label when it is one `Button` whose action sets the link's flag to `true` as one of
    /// its statements, or calls a method of the view (`withAnimation { next() }`) that sets it
    /// somewhere in its body: tapping the label is what fires the link, so the button alone does
    /// what the link did, given the link's destination.
    func flagSettingLabel(in scope: ViewScope?) -> CodeBlockItemSyntax? {
        guard let setter = assignableTarget else { return nil }
        return Self.labelButton(label, setting: setter, to: "true", in: scope)
    }

    /// `label` when it is one `Button` whose action sets `target` to `value` (spaces aside) as
    /// one of its statements, or calls a method of the view that does somewhere in its body.
    static func labelButton(_ label: ExprSyntax?, setting target: String, to value: String,
                            in scope: ViewScope?) -> CodeBlockItemSyntax? {
        guard let closure = label?.as(ClosureExprSyntax.self),
              closure.statements.count == 1, let item = closure.statements.first,
              let button = item.item.as(FunctionCallExprSyntax.self)?.chainRoot,
              let action = Self.action(of: button) else { return nil }
        let wanted = Self.withoutSelf(Self.withoutSelf(target) + "=" + value.filter { !$0.isWhitespace })
        // `flag.toggle()` sets a flag that is `false` while its link shows (a pushed view
        // covers the button until Back clears it).
        let toggled = value == "true" ? Self.withoutSelf(target) + ".toggle()" : nil
        let sets = action.statements.contains { statement in
            let written = Self.withoutSelf(statement.item.trimmedText.filter { !$0.isWhitespace })
            return written == wanted || written == toggled
        }
        if sets { return item }
        guard let scope else { return nil }
        let called = Set(action.tokens(viewMode: .sourceAccurate).compactMap { token -> String? in
            guard case .identifier(let name) = token.tokenKind, token.nextToken(viewMode: .sourceAccurate)?.tokenKind == .leftParen else { return nil }
            return name
        })
        let methods = scope.decls.flatMap { $0.asProtocol(DeclGroupSyntax.self)?.memberBlock.members.map(\.decl) ?? [] }
            .compactMap { $0.as(FunctionDeclSyntax.self) }
            .filter { called.contains($0.name.text) && $0.signature.parameterClause.parameters.isEmpty }
        return methods.contains(where: { $0.body.map { Self.assigns(wanted, in: Syntax($0)) } ?? false }) ? item : nil
    }

    /// Whether a statement somewhere under `node` is `wanted` (`flag=true`, spaces dropped).
    private static func assigns(_ wanted: String, in node: Syntax) -> Bool {
        if let item = node.as(CodeBlockItemSyntax.self), withoutSelf(item.item.trimmedText.filter { !$0.isWhitespace }) == wanted {
            return true
        }
        return node.children(viewMode: .sourceAccurate).contains { assigns(wanted, in: $0) }
    }

    /// A button's action closure, in each of its forms: `Button(action: { })`, `Button("Title")
    /// { }`, `Button { } label: { }`.
    private static func action(of button: FunctionCallExprSyntax) -> ClosureExprSyntax? {
        // Not the app's own button views (`BigButton(title: "Go") { ... }`): when their closure
        // runs (a tap, a long press) is theirs to say.
        guard button.calleeTypeName == "Button" else { return nil }
        if let argument = button.argument(labeled: "action") { return argument.expression.as(ClosureExprSyntax.self) }
        guard let trailing = button.trailingClosure else { return nil }
        let labelled = button.additionalTrailingClosures.contains { $0.label.text == "label" }
        let titled = button.arguments.first.map { $0.label == nil } ?? false
        return labelled || titled ? trailing : nil
    }

    /// An assignment as compared, spaces dropped: without `self.`, and with an enum case
    /// written with its type (`destination=Destination.restore`) as its short form
    /// (`destination=.restore`), which names the same case.
    private static func withoutSelf(_ text: String) -> String {
        let plain = text.hasPrefix("self.") ? String(text.dropFirst("self.".count)) : text
        guard let equals = plain.firstIndex(of: "="), plain.index(after: equals) < plain.endIndex else { return plain }
        let value = plain[plain.index(after: equals)...]
        guard let first = value.first, first.isUppercase, let dot = value.lastIndex(of: "."),
              let member = value[value.index(after: dot)...].first, member.isLowercase || member == "_",
              value.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }) else { return plain }
        return String(plain[...equals]) + String(value[dot...])
    }

    /// The binding as a finding names it: as written when it is short, else its shape
    /// (`Binding(get:set:)`), so a message stays on one line.
    var bindingDescription: String {
        let text = binding.trimmedText
        if !text.containsLineBreak, text.count <= 60 { return text }
        if let call = binding.as(FunctionCallExprSyntax.self) {
            let labels = call.arguments.map { "\($0.label?.text ?? "_"):" }.joined()
            return "\(call.calledExpression.trimmedText)(\(labels))"
        }
        return String(text.firstLine.prefix(60)) + "…"
    }

    /// Why this link can never be migrated, whatever the form chosen.
    ///
    /// A hidden link's binding is only read and set back to `false`, which
    /// `navigationDestination(isPresented:)` does alike with any binding. A visible link's tap
    /// sets its binding to `true`; the button it becomes does the same through
    /// `wrappedValue` (`buttonSetter`), which repeats the binding's text, so only a binding
    /// written with closures (`Binding(get: { }, set: { })`) is refused: repeating those would
    /// be code a reviewer has to read twice.
    var refusal: String? {
        if let opaqueReason { return opaqueReason }
        let text = binding.trimmedText
        if text.hasPrefix(".constant(") || text.hasPrefix("Binding.constant(") {
            let argument = binding.as(FunctionCallExprSyntax.self)?.arguments.first?.expression
            let value = argument?.as(BooleanLiteralExprSyntax.self)?.literal.text
            switch value {
            case "true":
                return "link is driven by `\(bindingDescription)`, which nothing can change: it shows its destination as soon as it appears, and Back cannot clear it; show the destination itself there by hand (in place of the link, or as the detail a split view shows)"
            case "false":
                return "link is driven by `\(bindingDescription)`, which nothing can change, so a tap cannot set it; decide by hand what the link should do (a plain link, a state property of its own, or no link)"
            default:
                // A value worked out anew each time the view is drawn (`.constant(flow.step == .scan)`).
                let read = argument.map { "`\($0.trimmedText)`" } ?? "its argument"
                return "link is driven by `\(bindingDescription)`, a binding that nothing can set: it reads \(read) each time the view is drawn and pushes while that is `true`, and neither a tap nor Back can change it; migrate it by hand to what it does (a binding that also sets what it reads, a destination shown in its place, or no link)"
            }
        }
        if isHidden || assignableTarget != nil { return nil }
        if binding.hasClosure {
            // Closures that read the element of a row closure around the link (`List(notes) { note
            // in ... Binding(get: { openID == note.id }, ...) }`): named or not, the binding
            // stays the row's, as the destination does.
            var rowNames: [String] = []
            var node = Syntax(call).parent
            while let current = node, !current.is(DeclSyntax.self) {
                if let closure = current.as(ClosureExprSyntax.self),
                   let repeater = closure.parent?.as(FunctionCallExprSyntax.self)?.calleeTypeName, repeater == "ForEach" || repeater == "List" {
                    rowNames += closure.parameterNames
                }
                node = current.parent
            }
            if let element = rowNames.first(where: referencedNames(in: binding).contains) {
                return "link is driven by `\(bindingDescription)`, whose closures read `\(element)`, the element of the row around it: its binding and destination belong to the row, which navmigrate does not move out of it for a binding written by hand; migrate it by hand (it is a selection of the rows: buttons or `List(selection:)` that set one value, and one destination built from it)"
            }
            return "link is driven by `\(bindingDescription)`, written with closures that the button it becomes would have to repeat to set it; name it first (a `let` before the link, or a computed `Binding` property of the view), or migrate it by hand"
        }
        return nil
    }

    /// What the button a visible link becomes assigns `true` to: the projected property
    /// (`$model.flag` → `model.flag`), or else the binding's own `wrappedValue`, whose setter
    /// then runs as the link's tap ran it (`viewStore.binding(get:send:).wrappedValue`). The
    /// binding's text keeps its line breaks, its lines after the first moved from `from` to
    /// `to`.
    func buttonSetter(reindentedFrom from: String, to: String) -> String {
        if let assignableTarget { return assignableTarget }
        return reindentLines(binding.trimmedText, from: from, to: to) + ".wrappedValue"
    }
}

private extension ExprSyntax {
    /// Whether a closure is written anywhere in the expression.
    var hasClosure: Bool { tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .leftBrace } }
}
