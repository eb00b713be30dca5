import SwiftSyntax

/// What neither `isActive` rewrite can keep, checked once for both, so the typed path and the
/// `navigationDestination(isPresented:)` fallback refuse the same links.
enum LinkChecks {
    /// A flag that starts `true` (a sidebar whose default item is active) shows its destination
    /// as the view appears; a link nested in another link has no place of its own.
    static func refuseWhatNoRewriteKeeps(_ links: [IsActiveLink], scope: ViewScope?) throws(Refusal) {
        for link in links {
            if let name = link.projectedFlagName, let scope, let start = startingValue(of: name, in: scope),
               start.value.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind != .keyword(.false) {
                // Said at the link, the site left as it is; the declaration is where to look.
                let declared = start.written.trimmedText.onOneLine
                let starts = start.value.as(BooleanLiteralExprSyntax.self) != nil
                    ? "starts `true` (`\(declared)`), so the link is active when the view appears (a default selection)"
                    : "starts with a value navmigrate does not work out (`\(declared)`); where that is `true`, the link is active when the view appears (a default selection)"
                throw Refusal(.linkIsActive, "the link's flag `\(name)` \(starts); neither a path nor `navigationDestination(isPresented:)` shows that the same way, so set it up by hand", at: link.call)
            }
            if link.call.modifierChain.contains(where: { $0.modifierName == "tag" }),
               selectionList(around: link.call, helpers: scope?.helpers) != nil {
                throw Refusal(.linkIsActive, "the link for `\(link.bindingDescription)` carries a `.tag` in a `List(selection:)`, so selecting its row activates it too; a button or a `navigationDestination` would not follow the list's selection, so migrate it by hand (a value link, or the selection driving the destination)", at: link.call)
            }
            if let (name, type) = declaredLinkType(around: link.call), !(scope.map { IsPresentedFallback.becomesPlainLink(link, in: $0) } ?? false) {
                throw Refusal(.linkIsActive, "`\(name)` says it is `\(type)`, which the link's new form (a button, a value link, or a view carrying its destination) is not; declare it `some View`, then migrate", at: link.call)
            }
            // A link whose label draws nothing, in a row of a `List` or `Form`, still makes the
            // row one the user taps to open it: where nothing else sets its flag, that row is the
            // only way in, which removing the link would take away.
            // Where something else sets it too, the row still opens it without the link only
            // when that is a button of the same row that takes the row's taps.
            if link.isHidden, let name = link.projectedFlagName, let scope, let table = rowTable(around: link.call) {
                if !isSetElsewhere(name, besides: link, in: scope) {
                    throw Refusal(.linkIsActive, "the link for `\(link.bindingDescription)` draws no label, but it stands in a row of the `\(table)`, which makes the row one the user taps to open it, and nothing else sets `\(name)` to `true`: without the link that row would open nothing; put a `Button` that sets `\(name)` in its place by hand, or migrate it by hand", at: link.call)
                }
                // A link under `.hidden()` takes no taps ("hidden views are invisible and can't
                // receive or respond to interactions"): the row did not open it.
                if sharesRow(link.call), !link.call.modifierChain.contains(where: { $0.modifierName == "hidden" }),
                   !isSetByRowButton(name, around: link.call, in: scope) {
                    throw Refusal(.linkIsActive, "the link for `\(link.bindingDescription)` draws no label, but it stands in a row of the `\(table)`, which makes the whole row one the user taps to open it; `\(name)` is set elsewhere too, but navmigrate sees no button of that row, with no style of its own, setting it in its action (such a button would take the row's taps), so without the link tapping the row could open nothing; wrap the row's content in a `Button` that sets `\(name)` by hand, then migrate, or migrate it by hand", at: link.call)
                }
            }
            // Every new form puts a destination written as a value into a closure.
            if case .value(let destination) = link.destination, let blocker = closureMoveBlocker(in: destination) {
                throw Refusal(.linkIsActive, PassDestinationAsClosure.blockedMessage(blocker), at: destination)
            }
            if let outer = links.first(where: link.isNested(in:)) {
                throw Refusal(.linkIsActive, "the link for `\(link.bindingDescription)` sits inside the link for `\(outer.bindingDescription)`, so the order the two are pushed in is unclear; migrate them by hand", at: link.call)
            }
        }
    }
}

/// `List` or `Form` when `link` is written in the content of one, in the same body or helper.
/// A `Section`'s header or footer is not a row.
private func rowTable(around link: FunctionCallExprSyntax) -> String? {
    var child = Syntax(link)
    var node = child.parent
    while let current = node, !current.is(DeclSyntax.self) || current.is(IfConfigDeclSyntax.self) {
        if let call = current.as(FunctionCallExprSyntax.self), call.calleeTypeName == "Section" {
            let inHeader = child.as(LabeledExprListSyntax.self).map { _ in
                call.arguments.contains { ["header", "footer"].contains($0.label?.text ?? "") && Syntax($0).range.contains(link.positionAfterSkippingLeadingTrivia) }
            } ?? false
            let inTrailing = call.additionalTrailingClosures.contains {
                ["header", "footer"].contains($0.label.text) && Syntax($0).range.contains(link.positionAfterSkippingLeadingTrivia)
            }
            if inHeader || inTrailing { return nil }
        }
        if let call = current.as(FunctionCallExprSyntax.self), let name = call.calleeTypeName, name == "List" || name == "Form",
           !Syntax(call.calledExpression).range.contains(link.positionAfterSkippingLeadingTrivia) {
            return name
        }
        child = current
        node = current.parent
    }
    return nil
}

/// Whether a `Button` in the same row of a list as `link` sets the flag `name` to `true` in its
/// action, with no `.buttonStyle` on it or around it: in a `List` or `Form` such a button takes
/// the taps of its whole row, as the link did. A borderless or plain button takes only its own.
private func isSetByRowButton(_ name: String, around link: FunctionCallExprSyntax, in scope: ViewScope) -> Bool {
    guard let row = listRow(around: link) else { return false }
    // A function of the view that sets it (`func open() { showsInfo = true }`), called by an
    // unstyled button of the row.
    var setters: Set<String> = []
    for use in scope.uses(of: name).uses {
        let node: Syntax
        switch use {
        case .assignment(let expression, let value) where value: node = Syntax(expression)
        case .toggle(let expression): node = Syntax(expression)
        default: continue
        }
        var current = node.parent
        while let ancestor = current, !ancestor.is(MemberBlockItemSyntax.self) {
            if let function = ancestor.as(FunctionDeclSyntax.self), function.signature.parameterClause.parameters.isEmpty {
                setters.insert(function.name.text)
                break
            }
            if ancestor.is(DeclSyntax.self) { break }
            current = ancestor.parent
        }
    }
    if !setters.isEmpty {
        let calledInRow = row.tokens(viewMode: .sourceAccurate).contains { token in
            guard case .identifier(let called) = token.tokenKind, setters.contains(called),
                  let reference = token.parent?.as(DeclReferenceExprSyntax.self),
                  let call = reference.parent?.as(FunctionCallExprSyntax.self) ?? reference.parent?.parent?.as(FunctionCallExprSyntax.self),
                  call.arguments.isEmpty else { return false }
            return isInUnstyledButtonAction(Syntax(call))
        }
        if calledInRow { return true }
    }
    return scope.uses(of: name).uses.contains { use in
        switch use {
        case .assignment(let expression, let value):
            return value && row.range.contains(expression.position) && isInUnstyledButtonAction(Syntax(expression))
        case .toggle(let expression):
            return row.range.contains(expression.position) && isInUnstyledButtonAction(Syntax(expression))
        case .projected, .read, .unsupported:
            return false
        }
    }
}

/// Modifiers whose content is drawn away from the view they modify (a swipe action, a menu,
/// a presentation, the toolbar).
private let offRowModifierNames: Set<String> = [
    "swipeActions", "contextMenu", "toolbar", "sheet", "fullScreenCover", "popover", "alert", "confirmationDialog",
]

/// Whether `link` shares its row of a list with other views (`ZStack { link; content }`, a
/// `.background` of a row's view), rather than being a row of its own, which draws nothing.
/// A row that is an `if` whose branch holds only the link (`if !embedded { link }`) is the
/// link's own too.
private func sharesRow(_ link: FunctionCallExprSyntax) -> Bool {
    guard var item = listRow(around: link)?.as(CodeBlockItemSyntax.self)?.item else { return false }
    let top = Syntax(link.chainTop)
    while item.id != top.id {
        guard let ifExpr = item.as(ExpressionStmtSyntax.self)?.expression.as(IfExprSyntax.self) ?? item.as(IfExprSyntax.self),
              let branch = [ifExpr.body] .first(where: { top.isDescendant(of: Syntax($0)) })
                ?? ifExpr.elseBody.flatMap({ $0.as(CodeBlockSyntax.self) }).flatMap({ top.isDescendant(of: Syntax($0)) ? $0 : nil }),
              branch.statements.count == 1, let only = branch.statements.first?.item else { return true }
        item = only
    }
    return false
}

/// The statement of a `ForEach`, `List`, `Form` or `Section`'s content that holds `node`: the
/// row it is drawn in.
private func listRow(around node: FunctionCallExprSyntax) -> Syntax? {
    var current = Syntax(node)
    while let parent = current.parent, !parent.is(DeclSyntax.self) {
        if current.is(CodeBlockItemSyntax.self), let closure = parent.parent?.as(ClosureExprSyntax.self) {
            let call = closure.parent?.as(FunctionCallExprSyntax.self)
                ?? closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self)
            if let name = call?.calleeTypeName, ["ForEach", "List", "Form", "Section"].contains(name) { return current }
        }
        current = parent
    }
    return nil
}

/// Whether `node` is in the action of a `Button` that no `.buttonStyle` styles, on it or on a
/// view around it in the same declaration.
private func isInUnstyledButtonAction(_ node: Syntax) -> Bool {
    var current = node
    var child = node
    var button: FunctionCallExprSyntax?
    while let parent = current.parent, !parent.is(DeclSyntax.self) {
        if let call = parent.as(FunctionCallExprSyntax.self) {
            if button == nil, call.calleeTypeName == "Button" {
                // The action: the trailing closure, or the `action:` argument; not a label.
                let inAction = call.trailingClosure.map { $0.id == current.id } ?? false
                    || call.arguments.contains { $0.label?.text == "action" && $0.id == child.id }
                guard inAction else { return false }
                button = call
            } else if button != nil, call.modifierName == "buttonStyle" {
                return false
            } else if button != nil, let name = call.modifierName, offRowModifierNames.contains(name),
                      current.id != call.calledExpression.id {
                // A swipe action's or a menu's button is not drawn in the row.
                return false
            } else if button != nil, call.calleeTypeName == "Menu", current.id != call.calledExpression.id {
                // A `Menu`'s item: the row shows the menu's label, which opens the menu.
                return false
            }
        }
        child = current
        current = parent
    }
    return button != nil
}

/// Whether the view's code could set its flag `name` to `true` other than through `link`:
/// an assignment of `true`, a `toggle()`, a binding handed on, or a use navmigrate cannot read.
private func isSetElsewhere(_ name: String, besides link: IsActiveLink, in scope: ViewScope) -> Bool {
    let own = link.binding.positionAfterSkippingLeadingTrivia
    return scope.uses(of: name).uses.contains { use in
        switch use {
        case .assignment(_, let value): return value
        case .toggle, .unsupported: return true
        case .projected(let node): return node.positionAfterSkippingLeadingTrivia != own
        case .read: return false
        }
    }
}

/// Where a view's own flag gets its starting value, and that value: its declaration's initializer
/// (`@State private var showsIntro = true`), or an initializer of the view that sets
/// `_showsIntro = State(initialValue: ...)`. Nil when neither says (the memberwise
/// initializer's argument, which the caller gives).
private func startingValue(of name: String, in scope: ViewScope) -> (value: ExprSyntax, written: Syntax)? {
    if let property = scope.properties.first(where: { $0.name == name }), let value = property.initializer {
        return (value, Syntax(property.decl))
    }
    for item in scope.members?.members ?? [] {
        if let initializer = item.decl.as(InitializerDeclSyntax.self), let body = initializer.body {
            for statement in body.statements {
                guard let sequence = statement.item.as(SequenceExprSyntax.self), case let elements = Array(sequence.elements),
                      elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
                      elements[0].trimmedDescription == "_" + name || elements[0].trimmedDescription == "self._" + name,
                      let made = elements[2].as(FunctionCallExprSyntax.self), made.calleeTypeName == "State",
                      let value = made.argument(labeled: "initialValue")?.expression ?? made.argument(labeled: "wrappedValue")?.expression
                else { continue }
                return (value, Syntax(sequence))
            }
        }
    }
    return nil
}

/// The member that holds `node` and the type it declares, when that type names
/// `NavigationLink` (`func link() -> NavigationLink<Text, Detail>`): its value must stay one.
func declaredLinkType(around node: some SyntaxProtocol) -> (name: String, type: String)? {
    declaredType(around: node, naming: "NavigationLink")
}

/// The member around `node` whose declared type names `typeName` (`NavigationLink`, or
/// `NavigationView` in `func embedded<V>(_ view: V) -> NavigationView<V>`), with that type: a
/// value of another type cannot take its place.
func declaredType(around node: some SyntaxProtocol, naming typeName: String) -> (name: String, type: String)? {
    func names(_ type: TypeSyntax) -> Bool {
        type.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .identifier(typeName) }
    }
    var current = Syntax(node).parent
    while let ancestor = current {
        if let function = ancestor.as(FunctionDeclSyntax.self) {
            guard let type = function.signature.returnClause?.type, names(type) else { return nil }
            return (function.name.text + "()", type.trimmedText)
        }
        if let binding = ancestor.as(PatternBindingSyntax.self) {
            guard let type = binding.typeAnnotation?.type, names(type) else { return nil }
            return (binding.pattern.trimmedText, type.trimmedText)
        }
        if ancestor.is(DeclSyntax.self), !ancestor.is(IfConfigDeclSyntax.self), !ancestor.is(VariableDeclSyntax.self) { return nil }
        current = ancestor.parent
    }
    return nil
}

/// The `List(selection:)` whose rows hold `node`, through the view's helpers, if one does.
func selectionList(around node: some SyntaxProtocol, helpers: ViewHelpers?) -> FunctionCallExprSyntax? {
    var current = helpers?.parent(of: Syntax(node)) ?? Syntax(node).parent
    while let ancestor = current {
        if ancestor.is(MemberBlockItemSyntax.self) { return nil }
        if let call = ancestor.as(FunctionCallExprSyntax.self), call.calleeTypeName == "List",
           call.argument(labeled: "selection") != nil {
            return call
        }
        current = helpers?.parent(of: ancestor) ?? ancestor.parent
    }
    return nil
}

extension String {
    /// The text with each run of white space and line breaks made one space, for a finding that
    /// quotes code written over several lines (`if let isActive,` / `let destination`).
    var onOneLine: String {
        split(whereSeparator: { $0 == " " || $0 == "\t" || $0.isNewline }).joined(separator: " ")
    }
}

/// An `if` or `switch` case between a link and the view that would carry its destination.
struct LinkCondition {
    /// The `if` or the `switch` case.
    let node: Syntax
    /// `accepted` for `if accepted { ... }`, `case .signUp` for a switch case.
    let description: String
}

extension IsActiveLink {
    /// The innermost `if` or `switch` case between the link and `limit` whose condition says
    /// more than the link's own flag: a destination placed outside it would navigate whatever
    /// the condition is. `if isShowing { NavigationLink(isActive: $isShowing) }` says nothing
    /// more, so it does not count.
    func condition(helpers: ViewHelpers? = nil, upTo limit: Syntax) -> LinkCondition? {
        var previous = Syntax(call)
        var current = Syntax(call).parent
        while let node = current, node.id != limit.id {
            if let ifExpr = node.as(IfExprSyntax.self), let elseBody = ifExpr.elseBody, previous.id == Syntax(elseBody).id {
                // In the `else`: shown while the condition does not hold.
                return LinkCondition(node: node, description: "else of if " + ifExpr.conditions.trimmedText.onOneLine)
            }
            if let ifExpr = node.as(IfExprSyntax.self), !isOwnFlagCondition(ifExpr.conditions) {
                return LinkCondition(node: node, description: "if " + ifExpr.conditions.trimmedText.onOneLine)
            }
            if let switchCase = node.as(SwitchCaseSyntax.self) {
                var label = switchCase.label.trimmedText.onOneLine
                if label.hasSuffix(":") { label.removeLast() }
                return LinkCondition(node: node, description: label)
            }
            // Through a helper used in one place, to where it is used.
            previous = node
            current = ViewHelpers.viewParent(of: node, helpers: helpers)
        }
        return nil
    }

    /// Whether the conditions only read the link's own flag: `isShowing`, `self.isShowing`,
    /// `model.isShowing` for `$model.isShowing`.
    func isOwnFlagCondition(_ conditions: ConditionElementListSyntax) -> Bool {
        // A binding handed in by name (`isActive: shown`): its own test is `shown.wrappedValue`.
        let handed = binding.as(DeclReferenceExprSyntax.self).map { $0.baseName.text + ".wrappedValue" }
        guard let target = assignableTarget ?? handed else { return false }
        return conditions.allSatisfy { element in
            let text = element.condition.trimmedText
            return text == target || text == "self." + target || (handed.map { text == $0 } ?? false)
        }
    }
}
