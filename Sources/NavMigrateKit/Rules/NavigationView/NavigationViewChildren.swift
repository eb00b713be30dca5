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

    /// The number of views a statement adds; nil for a declaration that adds none.
    private static func width(of statement: CodeBlockItemSyntax, lines: LineTable?, built: Set<ApplePlatform>? = nil) -> Result<Int?, Refusal> {
        func at(_ node: some SyntaxProtocol) -> String {
            lines.map { " at line \($0.location(for: node.positionAfterSkippingLeadingTrivia).line)" } ?? ""
        }
        switch statement.item {
        case .expr:
            return .success(1)
        case .stmt(let stmt):
            if stmt.is(ExpressionStmtSyntax.self) || stmt.is(ReturnStmtSyntax.self) { return .success(1) }
            return .failure(Refusal(
                .navigationView, "navigation view content holds a `\(stmt.firstToken(viewMode: .sourceAccurate)?.text ?? "statement")` statement\(at(stmt)) whose view count is unclear",
                at: Syntax(stmt)))
        case .decl(let decl):
            guard let ifConfig = decl.as(IfConfigDeclSyntax.self) else { return .success(nil) }
            var counts: [Int] = []
            var names: [String] = []
            for clause in ifConfig.clauses {
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

