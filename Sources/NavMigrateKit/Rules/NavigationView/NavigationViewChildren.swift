import SwiftSyntax

/// The children of a `NavigationView` content closure, one entry per column it would show.
///
/// A child is a top-level statement of the view builder: an `if` or `switch` is one child; an
/// `#if` block counts per branch and is accepted when every branch has the same count.
struct NavigationViewChildren {
    /// The statements that are children, in order.
    var items: [CodeBlockItemSyntax]
    /// How many columns each item contributes (an `#if` may contribute several).
    var widths: [Int]
    /// The statements that declare local values, which a split would have to place.
    var declarations: [CodeBlockItemSyntax] = []

    var hasDeclarations: Bool { !declarations.isEmpty }

    var count: Int { widths.reduce(0, +) }

    /// Whether the declarations can stay where they are in a split view's first column: they
    /// all come before the first child, and no later child names what they declare.
    var declarationsStayInFirstColumn: Bool {
        guard let first = items.first else { return declarations.isEmpty }
        guard declarations.allSatisfy({ $0.position < first.position }) else { return false }
        var declared = Set<String>()
        for declaration in declarations {
            guard let variable = declaration.item.as(VariableDeclSyntax.self) else { return false }
            for binding in variable.bindings {
                for token in binding.pattern.tokens(viewMode: .sourceAccurate) {
                    if case .identifier(let name) = token.tokenKind { declared.insert(name) }
                }
            }
        }
        return items.dropFirst().allSatisfy { referencedNames(in: $0).isDisjoint(with: declared) }
    }

    /// Counts the children, or returns the lowercase reason it cannot count them for sure,
    /// given at the statement it is about, whose line it names when `lines` are given.
    /// `built`, the platforms the project builds the code for (its deployment targets), lets a
    /// later column that only some of them show count where the others are macOS
    /// (`columnMacOSLacks`).
    static func count(_ statements: CodeBlockItemListSyntax, lines: LineTable? = nil,
                      built: Set<ApplePlatform>? = nil) -> Result<NavigationViewChildren, Refusal> {
        var children = NavigationViewChildren(items: [], widths: [])
        // Where macOS lacks the column: the second of two, the last (a third column only iOS
        // shows would give the Mac a split view of three columns, with an empty detail).
        var macLacks: CodeBlockItemSyntax?
        for statement in statements {
            if children.count == 1, macLacks == nil, let built, columnMacOSLacks(statement, built: built) {
                children.items.append(statement)
                children.widths.append(1)
                macLacks = statement
                continue
            }
            switch width(of: statement, lines: lines, built: built) {
            case .failure(let refusal): return .failure(refusal)
            case .success(nil): children.declarations.append(statement)
            case .success(let width?):
                if width > 0 {
                    children.items.append(statement)
                    children.widths.append(width)
                }
            }
        }
        if let macLacks, children.count != 2, case .failure(let refusal) = width(of: macLacks, lines: lines, built: nil) {
            return .failure(refusal)
        }
        return .success(children)
    }

    /// An `#if` block without `#else`, after the first column, whose every branch holds one view,
    /// where the only platform the project builds that takes no branch is macOS: there a
    /// navigation view shows its columns whatever their number, so the block is a column that
    /// macOS leaves empty (`#if os(iOS)` around an iPad's placeholder detail), as the old view's
    /// empty detail was there.
    private static func columnMacOSLacks(_ statement: CodeBlockItemSyntax, built: Set<ApplePlatform>) -> Bool {
        guard let block = statement.item.as(IfConfigDeclSyntax.self), built.contains(.macOS), block.clauses.count == 1 else { return false }
        for clause in block.clauses {
            guard case .statements(let inner)? = clause.elements, case .success(let children) = count(inner),
                  children.count == 1, !children.hasDeclarations else { return false }
        }
        return built.allSatisfy { platform in
            guard let taken = Availability.takesSomeClause(block, on: platform) else { return false }
            return taken != (platform == .macOS)
        }
    }

    /// The number of columns an expression statement adds. A navigation view takes its
    /// columns from the views its content builds, through a `Group`, the branches of an `if`
    /// or a `switch`, and a `@ViewBuilder` member of the view it is written in: one of those
    /// that builds several views gives several columns. Branches that give different numbers
    /// (an `if` with two views, its `else` one) cannot be one container of either kind.
    private static func expressionWidth(_ expression: ExprSyntax, lines: LineTable?, built: Set<ApplePlatform>?) -> Result<Int?, Refusal> {
        func at(_ node: some SyntaxProtocol) -> String {
            lines.map { " at line \($0.location(for: node.positionAfterSkippingLeadingTrivia).line)" } ?? ""
        }
        func width(of statements: CodeBlockItemListSyntax) -> Result<Int, Refusal> {
            count(statements, lines: lines, built: built).map(\.count)
        }
        // Branches of one view each, or none, keep the count of one they always had.
        func branches(_ counts: [Int], names: [String], of node: some SyntaxProtocol, kind: String) -> Result<Int?, Refusal> {
            guard counts.contains(where: { $0 > 1 }) else { return .success(1) }
            guard let first = counts.first, counts.allSatisfy({ $0 == first }) else {
                let listed = zip(names, counts).map { "\($0): \($1)" }.joined(separator: ", ")
                return .failure(Refusal(
                    .navigationView, "the branches of the `\(kind)`\(at(node)) in the navigation view give it different numbers of columns (\(listed)); a `NavigationStack` shows one and a `NavigationSplitView` a fixed number, so migrate it by hand",
                    at: Syntax(node)))
            }
            return .success(first)
        }
        if let ifExpression = expression.as(IfExprSyntax.self) {
            var counts: [Int] = []
            var names: [String] = []
            var current: IfExprSyntax? = ifExpression
            while let branch = current {
                switch width(of: branch.body.statements) {
                case .failure(let refusal): return .failure(refusal)
                case .success(let count): counts.append(count)
                }
                names.append("`if \(branch.conditions.trimmedText.onOneLine)`")
                current = nil
                if let elseBody = branch.elseBody.map(Syntax.init) {
                    if let next = elseBody.as(IfExprSyntax.self) {
                        current = next
                    } else if let block = elseBody.as(CodeBlockSyntax.self) {
                        switch width(of: block.statements) {
                        case .failure(let refusal): return .failure(refusal)
                        case .success(let count): counts.append(count)
                        }
                        names.append("`else`")
                    }
                } else {
                    counts.append(0)
                    names.append("no branch taken (there is no `else`)")
                }
            }
            return branches(counts, names: names, of: ifExpression, kind: "if")
        }
        if let switchExpression = expression.as(SwitchExprSyntax.self) {
            var counts: [Int] = []
            var names: [String] = []
            for element in switchExpression.cases {
                guard let switchCase = element.as(SwitchCaseSyntax.self) else { return .success(1) }
                switch width(of: switchCase.statements) {
                case .failure(let refusal): return .failure(refusal)
                case .success(let count): counts.append(count)
                }
                names.append("`\(switchCase.label.trimmedText.onOneLine)`")
            }
            return branches(counts, names: names, of: switchExpression, kind: "switch")
        }
        // Modifiers on a `Group` or a helper apply to each of its views, which stay columns.
        var base = expression
        while let call = base.as(FunctionCallExprSyntax.self), let access = call.calledExpression.as(MemberAccessExprSyntax.self),
              let inner = access.base, !(inner.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)) {
            base = inner
        }
        // `Group { A(); B() }`: the group adds its views, not one of its own.
        if let call = base.as(FunctionCallExprSyntax.self), call.calleeTypeName == "Group",
           call.arguments.isEmpty, call.additionalTrailingClosures.isEmpty, let closure = call.trailingClosure {
            return width(of: closure.statements).map { $0 == 0 ? 1 : $0 }
        }
        // A `ForEach` gives as many columns as it has elements.
        if let call = base.as(FunctionCallExprSyntax.self), call.calleeTypeName == "ForEach" {
            return .failure(Refusal(
                .navigationView, "a `ForEach`\(at(call)) in the navigation view gives it as many columns as it has elements, which a `NavigationStack` shows one above the other and a `NavigationSplitView` cannot take; migrate it by hand",
                at: Syntax(call)))
        }
        // A member of the view that builds views (`columns`, `columns()`, `sidebar(for: item)`),
        // in its declaration or an extension of it in the same file.
        if let statements = viewBuilderMemberStatements(named: base) {
            return width(of: statements).map { $0 == 0 ? 1 : $0 }
        }
        return .success(1)
    }

    /// What a child that holds several columns is, for a finding: "an `#if` block", "a `Group`".
    static func describe(_ item: CodeBlockItemSyntax) -> String {
        var node = Syntax(item.item)
        if let statement = node.as(ExpressionStmtSyntax.self) { node = Syntax(statement.expression) }
        if node.is(IfConfigDeclSyntax.self) { return "an `#if` block" }
        if node.is(IfExprSyntax.self) { return "an `if`" }
        if node.is(SwitchExprSyntax.self) { return "a `switch`" }
        // Past the modifiers applied to it.
        while let call = node.as(FunctionCallExprSyntax.self), let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base,
              !(base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)) {
            node = Syntax(base)
        }
        if node.as(FunctionCallExprSyntax.self)?.calleeTypeName == "Group" { return "a `Group`" }
        let name = node.as(FunctionCallExprSyntax.self).map { Syntax($0.calledExpression) } ?? node
        return "`\(name.trimmedDescription.onOneLine)`, a member of the view that builds views,"
    }

    /// The statements of the property or function of the type around `expression` that
    /// `expression` reads or calls (`columns`, `self.columns`, `columns()`, `rows(for: item)`),
    /// declared in the type or in an extension of it in the same file; nil for any other
    /// expression, or a member whose body names itself.
    private static func viewBuilderMemberStatements(named expression: ExprSyntax) -> CodeBlockItemListSyntax? {
        var reference = expression
        var called = false
        if let call = reference.as(FunctionCallExprSyntax.self), call.trailingClosure == nil, call.additionalTrailingClosures.isEmpty {
            reference = call.calledExpression
            called = true
        }
        let name: String
        if let plain = reference.as(DeclReferenceExprSyntax.self), plain.argumentNames == nil {
            name = plain.baseName.text
        } else if let access = reference.as(MemberAccessExprSyntax.self), access.base?.trimmedText == "self" {
            name = access.declName.baseName.text
        } else {
            return nil
        }
        guard name.first?.isLowercase == true else { return nil }
        var node = Syntax(expression).parent
        var typeName: String?
        var blocks: [MemberBlockSyntax] = []
        while let current = node {
            if let type = current.as(StructDeclSyntax.self) {
                typeName = type.name.text
                blocks.append(type.memberBlock)
                break
            }
            if let extended = current.as(ExtensionDeclSyntax.self) {
                typeName = extended.extendedType.trimmedText
                blocks.append(extended.memberBlock)
                break
            }
            node = current.parent
        }
        guard let typeName, let file = node?.root.as(SourceFileSyntax.self) else { return nil }
        for statement in file.statements {
            if let extended = statement.item.as(ExtensionDeclSyntax.self), extended.extendedType.trimmedText == typeName,
               !blocks.contains(where: { $0.id == extended.memberBlock.id }) {
                blocks.append(extended.memberBlock)
            }
        }
        func namesItself(_ statements: CodeBlockItemListSyntax) -> Bool {
            statements.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .identifier(name) }
        }
        for member in blocks.flatMap({ Array($0.members) }) {
            if called, let function = member.decl.as(FunctionDeclSyntax.self), function.name.text == name,
               let statements = function.body?.statements {
                return namesItself(statements) ? nil : statements
            }
            if !called, let variable = member.decl.as(VariableDeclSyntax.self),
               let binding = variable.bindings.first, variable.bindings.count == 1,
               binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                var statements: CodeBlockItemListSyntax?
                if let accessors = binding.accessorBlock.map({ Syntax($0.accessors) }) {
                    if let list = accessors.as(CodeBlockItemListSyntax.self) {
                        statements = list
                    } else if let list = accessors.as(AccessorDeclListSyntax.self) {
                        statements = list.first { $0.accessorSpecifier.tokenKind == .keyword(.get) }?.body?.statements
                    }
                }
                return statements.flatMap { namesItself($0) ? nil : $0 }
            }
        }
        return nil
    }

    /// The number of views a statement adds; nil for a declaration that adds none.
    private static func width(of statement: CodeBlockItemSyntax, lines: LineTable?, built: Set<ApplePlatform>? = nil) -> Result<Int?, Refusal> {
        func at(_ node: some SyntaxProtocol) -> String {
            lines.map { " at line \($0.location(for: node.positionAfterSkippingLeadingTrivia).line)" } ?? ""
        }
        switch statement.item {
        case .expr(let expression):
            return expressionWidth(expression, lines: lines, built: built)
        case .stmt(let stmt):
            if let expression = stmt.as(ExpressionStmtSyntax.self)?.expression { return expressionWidth(expression, lines: lines, built: built) }
            if let returned = stmt.as(ReturnStmtSyntax.self) {
                return returned.expression.map { expressionWidth($0, lines: lines, built: built) } ?? .success(1)
            }
            return .failure(Refusal(
                .navigationView, "navigation view content holds a `\(stmt.firstToken(viewMode: .sourceAccurate)?.text ?? "statement")` statement\(at(stmt)) whose view count is unclear",
                at: Syntax(stmt)))
        case .decl(let decl):
            guard let ifConfig = decl.as(IfConfigDeclSyntax.self) else { return .success(nil) }
            var counts: [Int] = []
            var names: [String] = []
            for clause in ifConfig.clauses {
                // A branch no build of the navigation view takes adds nothing to it (`#if
                // os(macOS)` in a helper of a navigation view only iOS builds).
                if let built, !built.isEmpty, !built.contains(where: { Availability.mayTake(clause, on: $0) }) { continue }
                let keyword = clause.poundKeyword.text
                names.append(clause.condition.map { "`\(keyword) \($0.trimmedText)`" } ?? "`\(keyword)`")
                guard case .statements(let inner)? = clause.elements else {
                    return .failure(Refusal(.navigationView, "an `#if` branch\(at(clause)) in the navigation view holds something other than views",
                                            at: Syntax(clause)))
                }
                switch count(inner, lines: lines, built: built) {
                case .failure(let refusal): return .failure(refusal)
                case .success(let children): counts.append(children.count)
                }
            }
            let hasElse = ifConfig.clauses.contains { $0.poundKeyword.tokenKind == .poundElse }
            // Branches that agree on several columns cannot migrate whatever the platforms without
            // a branch see: say that, rather than count those platforms' empty branch.
            if !hasElse, let first = counts.first, first > 1, counts.allSatisfy({ $0 == first }) {
                return .failure(Refusal(
                    .navigationView, "an `#if` block\(at(ifConfig)) in the navigation view holds several columns (\(first) in each branch); split it per column by hand",
                    at: Syntax(ifConfig)))
            }
            // No branch taken matters only on a platform the project builds (where every one
            // it builds takes some branch, `#if os(iOS) ... #elseif os(macOS) ...`, it does not).
            let everyBuiltTakesOne = built.map { built in
                !built.isEmpty && built.allSatisfy { Availability.takesSomeClause(ifConfig, on: $0) == true }
            } ?? false
            if !hasElse, !everyBuiltTakesOne {
                counts.append(0)
                names.append("no branch taken (there is no `#else`)")
            }
            guard let first = counts.first, counts.allSatisfy({ $0 == first }) else {
                let listed = zip(names, counts).map { "\($0): \($1)" }.joined(separator: ", ")
                return .failure(Refusal(
                    .navigationView, "the `#if` branches\(at(ifConfig)) give the navigation view different numbers of columns (\(listed))",
                    at: Syntax(ifConfig)))
            }
            return .success(first)
        @unknown default:
            return .failure(Refusal(.navigationView, "navigation view content holds a statement\(at(statement)) navmigrate does not know", at: Syntax(statement)))
        }
    }
}

