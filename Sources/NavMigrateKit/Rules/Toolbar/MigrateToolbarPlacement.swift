import SwiftSyntax

/// Renames the soft-deprecated toolbar placements `navigationBarLeading` and
/// `navigationBarTrailing` to `topBarLeading` and `topBarTrailing`, the names the `bar-items`
/// rule writes, so that a migrated file does not mix both.
///
/// ## Before
/// ```swift
/// .toolbar {
///     ToolbarItem(placement: .navigationBarLeading) { EditButton() }
///     ToolbarItemGroup(placement: isCompact ? .navigationBarTrailing : .bottomBar) { actions }
/// }
/// var menuPlacement: ToolbarItemPlacement { ToolbarItemPlacement.navigationBarTrailing }
/// ```
///
/// ## After
/// ```swift
/// .toolbar {
///     ToolbarItem(placement: .topBarLeading) { EditButton() }
///     ToolbarItemGroup(placement: isCompact ? .topBarTrailing : .bottomBar) { actions }
/// }
/// var menuPlacement: ToolbarItemPlacement { ToolbarItemPlacement.topBarTrailing }
/// ```
///
/// A placement is a site when it is written `ToolbarItemPlacement.navigationBarLeading`, or
/// `.navigationBarLeading` where the type is plainly `ToolbarItemPlacement`: the `placement:` of
/// `ToolbarItem`/`ToolbarItemGroup`, a property, parameter or function declared with that type
/// (through parentheses, `? :`, `if`/`switch` branches, `#if` blocks and `return`). The
/// `placement:` of any other call (the app's own `BellItem(placement: .navigationBarTrailing)`)
/// is one too: no type of SwiftUI's but `ToolbarItemPlacement` has a member of that name. A
/// member of that name on any other type (`Side.navigationBarLeading`) is left alone without a
/// finding, as is an implicit one that no declared type says is a placement where a type of the
/// app's declares a member of that name (`case navigationBarLeading`), and so is a placement
/// computed at run time (`ToolbarItem(placement: placement)`),
/// which holds no old name.
///
/// Availability (Apple's documentation): `topBarLeading`/`topBarTrailing` are back-deployed to
/// iOS, iPadOS, Mac Catalyst and tvOS 14, and exist on visionOS 1 and watchOS 10;
/// `navigationBarLeading`/`navigationBarTrailing` exist on iOS, iPadOS, Mac Catalyst and tvOS 14
/// and visionOS 1, and on neither macOS nor watchOS. So the new names compile wherever the old ones
/// did, at any deployment target, with the SDK of Xcode 15 (Swift 5.9) or later.
///
/// ## Refuses
/// - a placement in an `#if` branch that only builds with compilers older than Swift 5.9
///   (`#if !compiler(>=5.9)`, `#if compiler(<5.9)`, the `#else` of `#if compiler(>=5.9)`), whose
///   SDKs have no `topBarLeading`;
/// - a placement that is the value of a `topBarLeading` or `topBarTrailing` the file declares
///   itself (a back-port for older SDKs), which the new name would make return itself;
/// - any placement of a name the project declares itself (`case navigationBarLeading`, or a
///   `static var navigationBarTrailing` standing in for it on macOS), which it may name;
/// - `.navigationBarLeading` written where nothing says its type (`item(.navigationBarLeading)`
///   of a function of the app's): it is left, with a finding, for a person to rename.
struct MigrateToolbarPlacement: Rule {
    static let id = RuleID.toolbarPlacement
    static let triggers = ["navigationBarLeading", "navigationBarTrailing"]
    static let calls: Set<String> = []

    /// The new name of each old one.
    static let renames = ["navigationBarLeading": "topBarLeading", "navigationBarTrailing": "topBarTrailing"]

    /// One old placement name, as `.name`, `ToolbarItemPlacement.name` or a bare `name`.
    struct Site {
        let name: TokenSyntax
        let expression: ExprSyntax
        let evidence: PlacementEvidence
        var old: String { name.text }
        var new: String { MigrateToolbarPlacement.renames[name.text]! }
    }

    func sites(in file: FileIndex) -> [Site] {
        let tokens = file.shared(TokenLocator.self) { TokenLocator($0.tree) }
        var sites: [Site] = []
        for old in Self.triggers {
            for offset in file.context.bytes.offsets(of: Array(old.utf8)) {
                // Comments and string literals hold no identifier token there.
                guard let token = tokens.token(at: offset), token.positionAfterSkippingLeadingTrivia.utf8Offset == offset,
                      token.tokenKind == .identifier(old), let found = placementExpression(named: token) else { continue }
                // Where no declared type says it is a placement, a name a type of the app's
                // declares is that type's.
                if found.evidence != .declared,
                   file.project.placementLookalikes(named: old).contains(where: { !$0.extendsPlacement }) { continue }
                sites.append(Site(name: token, expression: found.expression, evidence: found.evidence))
            }
        }
        return sites.sorted { $0.name.position < $1.name.position }
    }

    func shape(of site: Site, in file: FileIndex) -> SiteShape {
        SiteShape(node: site.expression)
    }

    func plan(_ site: Site, in file: FileIndex) throws(Refusal) -> Plan {
        if let declared = backPortDeclaration(holding: site.name) {
            throw Refusal(Self.id, ToolbarPlacementMessage.backPort(old: site.old, new: declared), at: site.name)
        }
        if isOnlyBuiltByOldCompilers(site.name) {
            throw Refusal(Self.id, ToolbarPlacementMessage.oldCompilerBranch(old: site.old, new: site.new), at: site.name)
        }
        // A stand-in the project declares in `ToolbarItemPlacement` is what any use may name.
        if let own = file.project.placementLookalikes(named: site.old).first(where: \.extendsPlacement) {
            let place = file.place(line: own.line, column: own.column, in: own.file)
            throw Refusal(Self.id, ToolbarPlacementMessage.lookalike(old: site.old, new: site.new, at: place), at: site.name)
        }
        guard site.evidence != .none else {
            throw Refusal(Self.id, ToolbarPlacementMessage.unknownType(old: site.old, new: site.new), at: site.name)
        }
        var plan = Plan(edits: [SourceEdit(replacing: site.name.positionAfterSkippingLeadingTrivia,
                                           site.name.endPositionBeforeTrailingTrivia, with: site.new)])
        plan.became = ("`.\(site.new)`", 1)
        return plan
    }
}

// MARK: Which names are placements

private let placementTypeNames: Set<String> = [
    "ToolbarItemPlacement", "SwiftUI.ToolbarItemPlacement", "ToolbarItemPlacement?", "SwiftUI.ToolbarItemPlacement?",
]

/// What says an old name is a `ToolbarItemPlacement`.
enum PlacementEvidence {
    /// A declared type: `ToolbarItemPlacement.name`, the `placement:` of a toolbar item, a
    /// declaration of that type, the type's own extension.
    case declared
    /// The `placement:` of a call of the app's own (`BellItem(placement:)`).
    case placementArgument
    /// Nothing: an implicit member whose type the code does not say.
    case none
}

/// The expression `token` names a `ToolbarItemPlacement` in, and what says so; nil when it is
/// some other type's member, or a name of the code's own.
private func placementExpression(named token: TokenSyntax) -> (expression: ExprSyntax, evidence: PlacementEvidence)? {
    guard let reference = token.parent?.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil else { return nil }
    guard let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id else {
        // A bare `navigationBarLeading` is the static member only inside the type's extension.
        let inExtension = Syntax(reference).ancestors.contains {
            $0.as(ExtensionDeclSyntax.self).map { placementTypeNames.contains($0.extendedType.trimmedText) } ?? false
        }
        return inExtension ? (ExprSyntax(reference), .declared) : nil
    }
    guard let base = member.base else {
        // Only `ToolbarItemPlacement` has a member of the name among SwiftUI's types, so an
        // implicit one is a placement unless the project declares one (see the rule's `plan`);
        // where nothing says its type, a person looks.
        return (ExprSyntax(member), placementEvidence(for: ExprSyntax(member)))
    }
    return placementTypeNames.contains(base.trimmedText) ? (ExprSyntax(member), .declared) : nil
}

/// What says an implicit member expression takes its type from a `ToolbarItemPlacement`: the
/// `placement:` of a toolbar item or of any other call, or a declaration of that type whose
/// value it is.
private func placementEvidence(for start: ExprSyntax) -> PlacementEvidence {
    func declared(_ type: TypeSyntax?) -> PlacementEvidence {
        type.map { placementTypeNames.contains($0.trimmedText) } == true ? .declared : .none
    }
    var current = Syntax(start)
    while let parent = current.parent {
        if let labeled = parent.as(LabeledExprSyntax.self) {
            guard let list = labeled.parent?.as(LabeledExprListSyntax.self) else { return .none }
            if let tuple = list.parent?.as(TupleExprSyntax.self), list.count == 1, labeled.label == nil {
                current = Syntax(tuple)
                continue
            }
            guard let call = list.parent?.as(FunctionCallExprSyntax.self), labeled.label?.text == "placement" else { return .none }
            return ["ToolbarItem", "ToolbarItemGroup"].contains(call.calleeTypeName ?? "") ? .declared : .placementArgument
        }
        if let ternary = parent.as(UnresolvedTernaryExprSyntax.self), ternary.thenExpression.id == current.id,
           let sequence = ternaryExpression(holding: Syntax(ternary)) {
            current = Syntax(sequence)
            continue
        }
        if parent.is(ExprListSyntax.self) {
            // `condition ? a : current`
            guard let sequence = ternaryExpression(holding: current),
                  Array(sequence.elements).last?.id == current.id else { return .none }
            current = Syntax(sequence)
            continue
        }
        if let statement = parent.as(ExpressionStmtSyntax.self) {
            current = Syntax(statement)
            continue
        }
        if let item = parent.as(CodeBlockItemSyntax.self) {
            guard let value = valueOfSingleStatement(item) else { return .none }
            switch value {
            case .climb(let next): current = next
            case .typed(let type): return declared(type)
            }
            continue
        }
        if parent.is(ReturnStmtSyntax.self) {
            return declared(declaredType(returnedFrom: parent))
        }
        if let initializer = parent.as(InitializerClauseSyntax.self) {
            let type = initializer.parent?.as(PatternBindingSyntax.self)?.typeAnnotation?.type
                ?? initializer.parent?.as(FunctionParameterSyntax.self)?.type
            return declared(type)
        }
        return .none
    }
    return .none
}

/// `condition ? a : b` as the parser leaves it, a sequence of three, when `element` is one of its parts.
private func ternaryExpression(holding element: Syntax) -> SequenceExprSyntax? {
    guard let list = element.parent?.as(ExprListSyntax.self), let sequence = list.parent?.as(SequenceExprSyntax.self),
          list.count == 3, Array(list)[1].is(UnresolvedTernaryExprSyntax.self) else { return nil }
    return sequence
}

private enum StatementValue {
    /// The statement is the value of this expression or statement: look on from there.
    case climb(Syntax)
    /// The statement is the value of a declaration of this type (nil: no type is written).
    case typed(TypeSyntax?)
}

/// What the only statement of a body is the value of: an `if`/`switch` branch, an `#if` block, a
/// getter or a function (an implicit return).
private func valueOfSingleStatement(_ item: CodeBlockItemSyntax) -> StatementValue? {
    guard let list = item.parent?.as(CodeBlockItemListSyntax.self), list.count == 1, let owner = list.parent else { return nil }
    if let clause = owner.as(IfConfigClauseSyntax.self), let block = clause.parent?.parent?.as(IfConfigDeclSyntax.self) {
        return .climb(Syntax(block))
    }
    if let switchCase = owner.as(SwitchCaseSyntax.self), let switchExpr = switchCase.parent?.parent?.as(SwitchExprSyntax.self) {
        return .climb(Syntax(switchExpr))
    }
    if owner.is(AccessorBlockSyntax.self) {
        return .typed(owner.parent?.as(PatternBindingSyntax.self)?.typeAnnotation?.type)
    }
    guard let block = owner.as(CodeBlockSyntax.self), let holder = block.parent else { return nil }
    if var ifExpr = holder.as(IfExprSyntax.self) {
        // An `else if` is the `else` of the `if` before it.
        while let outer = ifExpr.parent?.as(IfExprSyntax.self) { ifExpr = outer }
        return .climb(Syntax(ifExpr))
    }
    if let accessor = holder.as(AccessorDeclSyntax.self), accessor.accessorSpecifier.tokenKind == .keyword(.get) {
        return .typed(accessor.parent?.parent?.parent?.as(PatternBindingSyntax.self)?.typeAnnotation?.type)
    }
    if let function = holder.as(FunctionDeclSyntax.self) {
        return .typed(function.signature.returnClause?.type)
    }
    return nil
}

/// The declared type of what a `return` returns from: a function, getter or subscript; nil
/// for a closure or an initializer.
private func declaredType(returnedFrom statement: Syntax) -> TypeSyntax? {
    for ancestor in statement.ancestors {
        if let function = ancestor.as(FunctionDeclSyntax.self) { return function.signature.returnClause?.type }
        if let subscriptDecl = ancestor.as(SubscriptDeclSyntax.self) { return subscriptDecl.returnClause.type }
        if let binding = ancestor.as(PatternBindingSyntax.self) { return binding.typeAnnotation?.type }
        if ancestor.is(ClosureExprSyntax.self) || ancestor.is(InitializerDeclSyntax.self) { return nil }
    }
    return nil
}

// MARK: Where the new name does not compile

/// The `topBarLeading` or `topBarTrailing` whose declaration holds the placement, if one does.
private func backPortDeclaration(holding token: TokenSyntax) -> String? {
    let newNames = Set(MigrateToolbarPlacement.renames.values)
    for ancestor in Syntax(token).ancestors {
        if let binding = ancestor.as(PatternBindingSyntax.self),
           let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, newNames.contains(name) {
            return name
        }
        if let function = ancestor.as(FunctionDeclSyntax.self), newNames.contains(function.name.text) {
            return function.name.text
        }
    }
    return nil
}

/// Whether an `#if` branch around the token is never taken by a Swift 5.9 (Xcode 15) or later
/// compiler, the first whose SDK has `topBarLeading`. Only `compiler(...)` tells: `swift(...)`
/// is the language mode, which a new compiler can set back.
private func isOnlyBuiltByOldCompilers(_ token: TokenSyntax) -> Bool {
    for ancestor in Syntax(token).ancestors {
        guard let clause = ancestor.as(IfConfigClauseSyntax.self),
              let clauses = clause.parent?.as(IfConfigClauseListSyntax.self) else { continue }
        // A branch is taken when its condition holds and no earlier one's does.
        var taken = CompilerTruth.yes
        for earlier in clauses {
            if earlier.id == clause.id { break }
            taken = taken && !(earlier.condition.map(CompilerTruth.init) ?? .yes)
        }
        if let condition = clause.condition { taken = taken && CompilerTruth(condition) }
        if taken == .no { return true }
    }
    return false
}

/// What an `#if` condition is with a compiler of Swift 5.9 or later, as far as `compiler(...)`
/// tells.
private enum CompilerTruth {
    case yes, no, unknown

    init(_ condition: ExprSyntax) {
        if let tuple = condition.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            self.init(only.expression)
        } else if let prefix = condition.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            self = !CompilerTruth(prefix.expression)
        } else if let sequence = condition.as(SequenceExprSyntax.self) {
            self = Self.evaluate(Array(sequence.elements))
        } else if let call = condition.as(FunctionCallExprSyntax.self),
                  call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "compiler",
                  call.arguments.count == 1, let argument = call.arguments.first {
            self = Self.compiler(argument.expression.trimmedText)
        } else {
            self = .unknown
        }
    }

    /// `a || b && c`: `&&` binds tighter than `||`.
    private static func evaluate(_ elements: [ExprSyntax]) -> CompilerTruth {
        func isOperator(_ element: ExprSyntax, _ name: String) -> Bool {
            element.as(BinaryOperatorExprSyntax.self)?.operator.text == name
        }
        if let index = elements.firstIndex(where: { isOperator($0, "||") }) {
            return evaluate(Array(elements[..<index])) || evaluate(Array(elements[(index + 1)...]))
        }
        if let index = elements.firstIndex(where: { isOperator($0, "&&") }) {
            return evaluate(Array(elements[..<index])) && evaluate(Array(elements[(index + 1)...]))
        }
        return elements.count == 1 ? CompilerTruth(elements[0]) : .unknown
    }

    /// `>=5.9` or `<5.9`, compared with every version from 5.9 on.
    private static func compiler(_ argument: String) -> CompilerTruth {
        let isAtLeast = argument.hasPrefix(">=")
        guard isAtLeast || argument.hasPrefix("<") else { return .unknown }
        let parts = argument.drop { $0 == ">" || $0 == "=" || $0 == "<" || $0 == " " }.split(separator: ".").map { Int($0) }
        guard !parts.isEmpty, parts.allSatisfy({ $0 != nil }) else { return .unknown }
        let version = parts.map { $0! } + Array(repeating: 0, count: max(0, 3 - parts.count))
        let reachedBy59 = version.lexicographicallyPrecedes([5, 9, 1]) // at most 5.9(.0)
        if isAtLeast { return reachedBy59 ? .yes : .unknown }
        return reachedBy59 ? .no : .unknown
    }

    static prefix func ! (value: CompilerTruth) -> CompilerTruth {
        switch value {
        case .yes: return .no
        case .no: return .yes
        case .unknown: return .unknown
        }
    }

    static func && (lhs: CompilerTruth, rhs: @autoclosure () -> CompilerTruth) -> CompilerTruth {
        if lhs == .no { return .no }
        let right = rhs()
        if right == .no { return .no }
        return lhs == .yes && right == .yes ? .yes : .unknown
    }

    static func || (lhs: CompilerTruth, rhs: @autoclosure () -> CompilerTruth) -> CompilerTruth {
        if lhs == .yes { return .yes }
        let right = rhs()
        if right == .yes { return .yes }
        return lhs == .no && right == .no ? .no : .unknown
    }
}

extension Syntax {
    /// The node's ancestors, nearest first.
    fileprivate var ancestors: some Sequence<Syntax> {
        sequence(first: self) { $0.parent }.dropFirst()
    }
}
