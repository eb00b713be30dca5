import SwiftSyntax

/// A view's helper members: computed properties and functions that make a view
/// (`private var sidebar: some View { ... }`, `func rows() -> some View { ... }`). A helper
/// used in one place of the view is part of the view there: a link written in it is planned as
/// if it were written where the helper is used.
struct ViewHelpers {
    /// Each helper's declaration, by name.
    private(set) var declarations: [String: DeclSyntax] = [:]
    /// The one place each helper is used, when it is used exactly once.
    private var uses: [SyntaxIdentifier: ExprSyntax] = [:]
    /// Every place each helper is used, however many.
    private var places: [SyntaxIdentifier: [ExprSyntax]] = [:]

    init(decls: [DeclSyntax], references: ScopeReferences) {
        for decl in decls {
            guard let members = decl.asProtocol(DeclGroupSyntax.self)?.memberBlock.members else { continue }
            for member in members {
                guard let (name, helper) = Self.helper(member.decl), name != "body" else { continue }
                declarations[name] = helper
            }
        }
        for (name, decl) in declarations {
            let found = references.ownReferences(to: name).filter { !Syntax($0).isDescendant(of: Syntax(decl)) }
            // A called helper is used where the call is.
            let placed = found.map { use in
                use.parent?.as(FunctionCallExprSyntax.self).flatMap { $0.calledExpression.id == use.id ? ExprSyntax($0) : nil } ?? use
            }
            places[decl.id] = placed
            if placed.count == 1 { uses[decl.id] = placed[0] }
        }
        // Helpers used only in one another (two that draw a tree through `AnyView`): from the
        // one place of each the way out leads round for ever, so none of them counts as used
        // in one place.
        var cyclic = Set<SyntaxIdentifier>()
        for start in uses.keys {
            var way: [SyntaxIdentifier] = [start]
            var next = uses[start].flatMap { enclosingHelper(of: Syntax($0)) }
            while let helper = next, uses[helper.id] != nil {
                if let loop = way.firstIndex(of: helper.id) {
                    cyclic.formUnion(way[loop...])
                    break
                }
                way.append(helper.id)
                next = uses[helper.id].flatMap { enclosingHelper(of: Syntax($0)) }
            }
        }
        for id in cyclic { uses[id] = nil }
    }

    /// A member that makes a view: a computed property whose type names `View`, or a function
    /// that returns one or is a `@ViewBuilder`; or toolbar content (`some ToolbarContent`, a
    /// `@ToolbarContentBuilder`), whose items' links push as the view's own.
    private static func helper(_ decl: DeclSyntax) -> (String, DeclSyntax)? {
        if let variable = decl.as(VariableDeclSyntax.self), variable.bindings.count == 1, let binding = variable.bindings.first,
           binding.accessorBlock != nil, let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
           let type = binding.typeAnnotation?.type.trimmedText, type.contains("View") || type.contains("ToolbarContent") {
            return (name, decl)
        }
        // A computed property that makes a view of the type it names (`var home: Home { Home() }`).
        if let variable = decl.as(VariableDeclSyntax.self), variable.bindings.count == 1, let binding = variable.bindings.first,
           let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
           binding.typeAnnotation?.type.trimmedText.first?.isUppercase == true,
           case .getter(let items)? = binding.accessorBlock?.accessors, items.count == 1, let only = items.first {
            let value = only.item.as(ReturnStmtSyntax.self)?.expression ?? only.item.as(ExprSyntax.self)
            if let value, Self.makesByCall(value) { return (name, decl) }
        }
        // A stored view (`private let screen = Receipts()`, `let screen = container.resolve(Receipts.self)`)
        // is shown where the view reads it: a stored property with no wrapper whose value is a
        // call of a capitalised name's, or whose type is written (`let screen: Receipts = ...`).
        if let variable = decl.as(VariableDeclSyntax.self), variable.attributes.isEmpty, variable.bindings.count == 1,
           let binding = variable.bindings.first, binding.accessorBlock == nil,
           let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let value = binding.initializer?.value,
           binding.typeAnnotation?.type.trimmedText.first?.isUppercase == true || Self.makesByCall(value) {
            return (name, decl)
        }
        if let function = decl.as(FunctionDeclSyntax.self), function.body != nil {
            let returns = function.signature.returnClause?.type.trimmedText ?? ""
            let builds = function.attributes.contains {
                ["ViewBuilder", "ToolbarContentBuilder"].contains($0.as(AttributeSyntax.self)?.attributeName.trimmedText ?? "")
            }
            if returns.contains("View") || returns.contains("ToolbarContent") || builds { return (function.name.text, decl) }
        }
        return nil
    }

    /// Whether `value` is a call (through `try` and `!`) of a capitalised name (`Receipts()`) or
    /// of a function handed a metatype (`container.resolve(Receipts.self)`).
    private static func makesByCall(_ value: ExprSyntax) -> Bool {
        var expression = value
        while true {
            if let unwrapped = expression.as(ForceUnwrapExprSyntax.self) { expression = unwrapped.expression; continue }
            if let attempt = expression.as(TryExprSyntax.self) { expression = attempt.expression; continue }
            break
        }
        guard let call = expression.as(FunctionCallExprSyntax.self) else { return false }
        if let type = call.calleeTypeName ?? call.specializedCalleeTypeName { return type.first?.isUppercase == true }
        return call.arguments.contains { $0.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.tokenKind == .keyword(.`self`) }
    }

    /// Whether `decl` is one of the view's helpers.
    func isHelper(_ decl: Syntax) -> Bool {
        guard let decl = decl.as(DeclSyntax.self) else { return false }
        return declarations.values.contains { $0.id == decl.id }
    }

    /// The helper whose whole body is `expression` (`{ NavigationLink(...) }`, or one `return`,
    /// after local constants it may read: `let destination = ...; return NavigationLink(...)`),
    /// with every place the view uses it and the names of those constants; nil when
    /// `expression` is not all a helper makes.
    func helperMadeOnlyOf(_ expression: ExprSyntax) -> (decl: DeclSyntax, places: [ExprSyntax], locals: Set<String>)? {
        guard let helper = enclosingHelper(of: Syntax(expression)), let decl = helper.as(DeclSyntax.self) else { return nil }
        let statements: CodeBlockItemListSyntax?
        if let function = decl.as(FunctionDeclSyntax.self) {
            statements = function.body?.statements
        } else if case .getter(let getter) = decl.as(VariableDeclSyntax.self)?.bindings.first?.accessorBlock?.accessors {
            statements = getter
        } else {
            statements = nil
        }
        guard let statements, let item = statements.last?.item else { return nil }
        var locals = Set<String>()
        for statement in statements.dropLast() {
            guard let variable = statement.item.as(VariableDeclSyntax.self), variable.bindingSpecifier.tokenKind == .keyword(.let)
            else { return nil }
            for binding in variable.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return nil }
                locals.insert(name)
            }
        }
        let made = item.as(ReturnStmtSyntax.self)?.expression ?? (statements.count == 1 ? item.as(ExprSyntax.self) : nil)
        guard made?.id == expression.id else { return nil }
        return (decl, places[decl.id] ?? [], locals)
    }

    /// Where a helper is used, when it is used in exactly one place of the view.
    func use(of helper: Syntax) -> ExprSyntax? {
        uses[helper.id]
    }

    /// Every place of the view a helper is used, however many.
    func places(of helper: Syntax) -> [ExprSyntax] {
        places[helper.id] ?? []
    }

    /// The node above `node` in the view: its parent, except that the top of a helper used in
    /// one place leads to that place.
    func parent(of node: Syntax) -> Syntax? {
        if isHelper(node), let use = use(of: node) { return Syntax(use) }
        return node.parent
    }

    /// The node above `node` within a view: its parent; from a helper used in one place, what
    /// holds the place it is used (the use itself, `cards` or `rows()`, is the helper's view,
    /// not one around it); nil at any other declaration, where the view ends.
    static func viewParent(of node: Syntax, helpers: ViewHelpers?) -> Syntax? {
        guard node.is(DeclSyntax.self), !node.is(IfConfigDeclSyntax.self) else { return node.parent }
        guard let helpers, helpers.isHelper(node) else { return nil }
        return helpers.use(of: node).flatMap { Syntax($0).parent }
    }

    /// The nodes above `node`, through helpers used in one place, nearest first.
    func ancestors(of node: some SyntaxProtocol) -> [Syntax] {
        var found: [Syntax] = []
        var current = parent(of: Syntax(node))
        var seen = Set<SyntaxIdentifier>()
        while let ancestor = current, seen.insert(ancestor.id).inserted {
            found.append(ancestor)
            current = parent(of: ancestor)
        }
        return found
    }

    /// Whether `node` sits in `outer`, directly or through helpers used in one place.
    func holds(_ outer: some SyntaxProtocol, _ node: some SyntaxProtocol) -> Bool {
        let outer = Syntax(outer)
        return Syntax(node).isDescendant(of: outer) || ancestors(of: node).contains { $0.id == outer.id }
    }

    /// Whether `node` shows only inside `outer`: it sits there, directly or through helpers
    /// used in one place, or every place a helper that holds it is used does (`rows(names)`
    /// called in both branches of an `if` in the navigation view's content).
    func showsOnlyIn(_ outer: some SyntaxProtocol, _ node: some SyntaxProtocol) -> Bool {
        holds(outer, node) || isEverywhereIn([Syntax(outer)], node)
    }

    /// Whether every place `node` is shown in the view sits in one of `holders`: directly, or
    /// through helpers, each used in one place or more (a link a helper returns, used in each
    /// tab's navigation view, is in a navigation view wherever it shows).
    /// A place of a helper that no platform builds together with `node` (`#else` around the
    /// use of a helper whose link is under `#if os(macOS)`) is not a place it shows.
    /// Nor is a place under an `if` whose condition contradicts one the node sits under in the
    /// helper (`if embedded { form } else { NavigationView { form } }`, the link in `form` under
    /// `if !embedded`): one evaluation of the body reads both.
    func isEverywhereIn(_ holders: [Syntax], _ node: some SyntaxProtocol) -> Bool {
        let platforms = Set(ApplePlatform.allCases.filter { Availability.compiles(node, on: $0) })
        return isEverywhereIn(holders, Syntax(node), platforms: platforms, conditions: [], depth: 0)
    }

    private func isEverywhereIn(_ holders: [Syntax], _ node: Syntax, platforms: Set<ApplePlatform>,
                                conditions: [BranchCondition], depth: Int) -> Bool {
        if holders.contains(where: { node.isDescendant(of: $0) }) { return true }
        guard depth < 16, let helper = enclosingHelper(of: node), let shown = places[helper.id], !shown.isEmpty else { return false }
        let inside = conditions + BranchCondition.around(node)
        let built = shown.compactMap { place -> (ExprSyntax, Set<ApplePlatform>, [BranchCondition])? in
            let together = platforms.filter { Availability.compiles(place, on: $0) }
            let there = BranchCondition.around(Syntax(place))
            guard !together.isEmpty, !BranchCondition.contradict(inside, there) else { return nil }
            return (place, together, inside + there)
        }
        return !built.isEmpty && built.allSatisfy {
            isEverywhereIn(holders, Syntax($0.0), platforms: $0.1, conditions: $0.2, depth: depth + 1)
        }
    }

    /// The places in the view's own code where `node` shows: itself, or through the helpers
    /// that hold it, every place each is used.
    func placesShown(of node: some SyntaxProtocol) -> [Syntax] {
        placesShown(of: Syntax(node), depth: 0)
    }

    private func placesShown(of node: Syntax, depth: Int) -> [Syntax] {
        guard depth < 16, let helper = enclosingHelper(of: node), let shown = places[helper.id], !shown.isEmpty else { return [node] }
        return shown.flatMap { placesShown(of: Syntax($0), depth: depth + 1) }
    }

    /// Every place on the way from `node` out to the view's own code: the uses of the helper
    /// that holds it, and of the helpers that hold those, through up to 16 helpers (where
    /// `placesShown(of:)` gives only the outermost).
    func placesOnTheWay(of node: some SyntaxProtocol) -> [Syntax] {
        var found: [Syntax] = []
        func walk(_ node: Syntax, _ depth: Int) {
            guard depth < 16, let helper = enclosingHelper(of: node), let shown = places[helper.id] else { return }
            for place in shown {
                found.append(Syntax(place))
                walk(Syntax(place), depth + 1)
            }
        }
        walk(Syntax(node), 0)
        return found
    }

    /// Whether the view declares a helper named `name`.
    func declares(_ name: String) -> Bool { declarations[name] != nil }

    /// The name of the helper whose body holds `node`.
    func enclosingHelperName(of node: Syntax) -> String? {
        guard let helper = enclosingHelper(of: node) else { return nil }
        return declarations.first { $0.value.id == helper.id }?.key
    }

    /// Whether `node` sits in helpers the view uses only where `holds` is true of the place
    /// (`#if os(macOS)` around each use of `macBody`), through up to four helpers.
    func usedOnlyWhere(_ node: Syntax, depth: Int = 0, _ holds: (ExprSyntax) -> Bool) -> Bool {
        guard depth < 4, let helper = enclosingHelper(of: node) else { return false }
        let used = places(of: helper)
        return !used.isEmpty && used.allSatisfy { place in holds(place) || usedOnlyWhere(Syntax(place), depth: depth + 1, holds) }
    }

    /// The helper whose body holds `node`, when no other declaration comes first.
    private func enclosingHelper(of node: Syntax) -> Syntax? {
        var current = node.parent
        while let ancestor = current, !ancestor.is(DeclSyntax.self) || ancestor.is(IfConfigDeclSyntax.self) {
            current = ancestor.parent
        }
        guard let helper = current, isHelper(helper) else { return nil }
        return helper
    }

    /// Where `node` sits in `outer`: itself when `outer` holds it directly, else the use of the
    /// outermost helper that leads to it.
    func representative(of node: some SyntaxProtocol, in outer: some SyntaxProtocol) -> Syntax {
        let outer = Syntax(outer)
        var current = Syntax(node)
        var representative = current
        while !current.isDescendant(of: outer) {
            guard let next = parent(of: current) else { return Syntax(node) }
            if isHelper(current), let use = use(of: current) { representative = Syntax(use) }
            current = next
        }
        return representative.isDescendant(of: outer) ? representative : Syntax(node)
    }
}

extension ViewScope {
    var helpers: ViewHelpers { references.helpers }
}

/// A Boolean a view's code branches on, as an `if` around a node says it: `embedded` is true in
/// the body of `if embedded` and false in its `else` (and in the body of `if !embedded`). Only
/// plain reads of a property (`embedded`, `self.embedded`, `model.isCompact`), which one
/// evaluation of the body reads alike wherever it reads them.
struct BranchCondition: Hashable {
    let value: String
    let holds: Bool

    /// The conditions of the `if`s around `node` within its declaration, innermost first. A
    /// condition whose name a parameter or a local value declares (`func form(embedded: Bool)`,
    /// `let embedded = ...`) is not the property, and is left out; `self.embedded` is.
    static func around(_ node: Syntax) -> [BranchCondition] {
        var found: [(condition: BranchCondition, root: String?)] = []
        var local: Set<String> = []
        var child = node
        var current = node.parent
        while let ancestor = current, !ancestor.is(DeclSyntax.self) || ancestor.is(IfConfigDeclSyntax.self) {
            if let ifExpr = ancestor.as(IfExprSyntax.self) {
                if ifExpr.conditions.count == 1, case .expression(let expression)? = ifExpr.conditions.first?.condition,
                   let read = plainRead(expression) {
                    if child.id == ifExpr.body.id {
                        found.append((BranchCondition(value: read.value, holds: read.holds), read.root))
                    } else if let other = ifExpr.elseBody, child.id == other.id {
                        found.append((BranchCondition(value: read.value, holds: !read.holds), read.root))
                    }
                }
                for condition in ifExpr.conditions {
                    if case .optionalBinding(let binding) = condition.condition, let name = binding.pattern.as(IdentifierPatternSyntax.self) {
                        local.insert(name.identifier.text)
                    }
                }
            } else if let statements = ancestor.as(CodeBlockItemListSyntax.self) {
                for statement in statements {
                    if statement.id == child.id { break }
                    // Every name a pattern binds, `let (embedded, _) = pair` too.
                    for binding in statement.item.as(VariableDeclSyntax.self)?.bindings ?? [] {
                        for token in binding.pattern.tokens(viewMode: .sourceAccurate) where token.parent?.is(IdentifierPatternSyntax.self) == true {
                            local.insert(token.text)
                        }
                    }
                }
            } else if let closure = ancestor.as(ClosureExprSyntax.self) {
                local.formUnion(closure.parameterNames)
            }
            child = ancestor
            current = ancestor.parent
        }
        if let function = current?.as(FunctionDeclSyntax.self) {
            for parameter in function.signature.parameterClause.parameters {
                local.insert((parameter.secondName ?? parameter.firstName).text)
            }
        }
        return found.filter { $0.root.map { !local.contains($0) } ?? true }.map(\.condition)
    }

    /// Whether one condition of `first` is the opposite of one of `second`.
    static func contradict(_ first: [BranchCondition], _ second: [BranchCondition]) -> Bool {
        let opposite = Set(first.map { BranchCondition(value: $0.value, holds: !$0.holds) })
        return second.contains(where: opposite.contains)
    }

    /// `root`: the name a local could shadow (nil after `self.`).
    private static func plainRead(_ expression: ExprSyntax) -> (value: String, holds: Bool, root: String?)? {
        if let negated = expression.as(PrefixOperatorExprSyntax.self), negated.operator.text == "!" {
            return plainRead(negated.expression).map { ($0.value, !$0.holds, $0.root) }
        }
        var parts: [String] = []
        var current: ExprSyntax? = expression
        while let part = current {
            if let reference = part.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil {
                parts.insert(reference.baseName.text, at: 0)
                break
            }
            if part.is(DeclReferenceExprSyntax.self) { return nil }
            guard let member = part.as(MemberAccessExprSyntax.self), member.declName.argumentNames == nil else {
                if part.as(DeclReferenceExprSyntax.self) == nil, part.trimmedDescription == "self" { break }
                return nil
            }
            parts.insert(member.declName.baseName.text, at: 0)
            current = member.base
            if current == nil { return nil }
        }
        let explicitSelf = parts.first == "self"
        if explicitSelf { parts.removeFirst() }
        return parts.isEmpty ? nil : (parts.joined(separator: "."), true, explicitSelf ? nil : parts.first)
    }
}

extension ViewHelpers {
    /// The `.toolbar { }` (or `navigationBarItems(...)`) modifier whose items hold `call`,
    /// through the view's helpers used in one place (`helpers`), if one does.
    static func toolbarModifier(holding call: FunctionCallExprSyntax, helpers: ViewHelpers?) -> FunctionCallExprSyntax? {
        var previous = Syntax(call)
        var current = helpers?.parent(of: previous) ?? previous.parent
        while let node = current {
            if node.is(DeclSyntax.self), !node.is(IfConfigDeclSyntax.self), !(helpers?.isHelper(node) ?? false) { return nil }
            if let modifier = node.as(FunctionCallExprSyntax.self), ["toolbar", "navigationBarItems"].contains(modifier.modifierName ?? ""),
               previous.id != modifier.calledExpression.id {
                return modifier
            }
            previous = node
            current = helpers?.parent(of: node) ?? node.parent
        }
        return nil
    }
}
