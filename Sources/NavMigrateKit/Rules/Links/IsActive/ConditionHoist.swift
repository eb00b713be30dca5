import SwiftSyntax

/// A hidden link that only `if`s show, with no view in their branches to carry its
/// destination: the destination goes on the view around the `if`s and takes them with it.
///
/// ## Before
/// ```swift
/// VStack {
///     if let event {
///         let thread = ThreadModel(event)
///         NavigationLink(destination: ThreadView(thread), isActive: $isThreadOpen) { EmptyView() }
///     }
///     Feed()
/// }
/// ```
/// ## After
/// ```swift
/// VStack {
///     Feed()
/// }
/// .navigationDestination(isPresented: event != nil ? $isThreadOpen : .constant(false)) {
///     if let event {
///         let thread = ThreadModel(event)
///         ThreadView(thread)
///     }
/// }
/// ```
/// The old link existed only while the conditions held: setting the flag pushed only then, and
/// the pushed view went when they stopped holding. The new binding is the flag while they
/// hold and `false` otherwise, which does the same; the destination keeps the `if`s for the
/// names they bind. Only `if`s whose conditions are Boolean expressions or optional bindings to
/// plain names (`let x`, `let x = value`) that no later condition reads, written on one line;
/// their branches hold nothing but hidden links of the same view and `let`/`var` declarations.
/// Where the `if`s stay (`keepsBranches`), an `if` may have an `else`, and a link in the
/// `else` is shown while the conditions do not hold (`!model.isBeta`, `model.name == nil`).
struct ConditionHoist {
    struct Level {
        let ifExpr: IfExprSyntax
        /// The declarations of the branch written before the way to the link.
        let declarations: [CodeBlockItemSyntax]
        /// Whether the link is in its `else`: shown while the conditions do not hold.
        var negated = false
        /// The names its conditions bind.
        var bound: Set<String> = []
    }

    /// Outermost first.
    let levels: [Level]
    /// Whether a branch holds other views, which stay where they are: only the link goes, and
    /// the `if`s stay (the carrier is a lazy container around them, where no view in the
    /// branch could carry the destination).
    let keepsBranches: Bool
    /// What the conditions say, as one Boolean: `event != nil && isSignedIn`.
    let test: String
    /// The names the test reads, where the carrier is.
    let testReferences: Set<String>
    /// The names the conditions bind and the branches declare, which the destination may use.
    let boundNames: Set<String>

    var outermost: IfExprSyntax { levels[0].ifExpr }

    /// Why the conditions cannot go with the link, in words that follow "the condition cannot
    /// go with it: ".
    struct Failure: Error {
        let reason: String
        /// The whole refusal, said in place of the usual one (`reason` follows it).
        var instead: String?
    }

    /// The conditions between the link and `limit`, or why they cannot go with it.
    /// `removable` holds the hidden links the plan removes (their outermost expressions).
    /// With `keepingBranches`, branches may hold other views, which stay (`keepsBranches`).
    /// `target`: the deployment target, under which an `#available` check it makes always
    /// true (`#available(iOS 15, *)` for iOS 16) is no condition: it adds nothing to the test,
    /// and its `if` goes with the link (the destination keeps it only for what it declares).
    static func make(link: IsActiveLink, upTo limit: Syntax, helpers: ViewHelpers?,
                     removable: Set<SyntaxIdentifier>, keepingBranches: Bool = false,
                     target: [ApplePlatform: PlatformVersion]? = nil) -> Result<ConditionHoist, Failure> {
        Result { () throws(Failure) in
            try ConditionHoist(link: link, upTo: limit, helpers: helpers, removable: removable, keepingBranches: keepingBranches,
                               target: target)
        }
    }

    /// The `#available` check of `condition` when the deployment target makes it always true.
    private static func alwaysTrueCheck(_ condition: ConditionElementSyntax.Condition,
                                        target: [ApplePlatform: PlatformVersion]?) -> AvailabilityConditionSyntax? {
        guard case .availability(let check) = condition, Availability.alwaysHolds(check, target: target) else { return nil }
        return check
    }

    private init(link: IsActiveLink, upTo limit: Syntax, helpers: ViewHelpers?, removable: Set<SyntaxIdentifier>,
                 keepingBranches: Bool, target: [ApplePlatform: PlatformVersion]?) throws(Failure) {
        var keeps = false
        var found: [Level] = []
        var previous = Syntax(link.call.chainTop)
        var current = ViewHelpers.viewParent(of: Syntax(link.call), helpers: helpers)
        var seen = Set<SyntaxIdentifier>()
        while let node = current, node.id != limit.id, seen.insert(node.id).inserted {
            if node.is(SwitchCaseSyntax.self) { throw Failure(reason: "it is a `switch` case") }
            if let ifExpr = node.as(IfExprSyntax.self) {
                let inElse = ifExpr.elseBody.map { previous.id == Syntax($0).id } ?? false
                // An `if` with an `else` stays, with its other branch: only where branches may
                // keep their views, and the link's own branch is the one that stays with it.
                if ifExpr.elseBody != nil, !keepingBranches, !inElse,
                   let check = ifExpr.conditions.first.flatMap({ Self.alwaysTrueCheck($0.condition, target: target) }),
                   ifExpr.conditions.allSatisfy({ Self.alwaysTrueCheck($0.condition, target: target) != nil }) {
                    // Its `else` is code that never runs: removing it is the user's call.
                    let written = "if \(check.trimmedDescription)"
                    let versions = (target ?? [:]).sorted { $0.key < $1.key }.map { "\($0.key.rawValue) \($0.value)" }.joined(separator: ", ")
                    throw Failure(reason: "its `if` has an `else`",
                                  instead: "the link for `\(link.bindingDescription)` is shown under `\(written)`, which the deployment target (\(versions)) makes always true, so its `else` never runs; remove the check and its `else`, keeping what the `if` shows, then migrate")
                }
                guard ifExpr.elseBody == nil || keepingBranches else { throw Failure(reason: "its `if` has an `else`") }
                if inElse {
                    // Shown while the conditions do not hold. Names they bind are not bound in
                    // the `else`, and what it declares would need the negated `if` again in the
                    // destination.
                    if case .codeBlock(let block) = ifExpr.elseBody,
                       !Self.leadingDeclarations(in: block.statements, before: found.first?.ifExpr, link: link).isEmpty {
                        throw Failure(reason: "its `else` declares values the destination would need")
                    }
                    keeps = true
                    found.insert(Level(ifExpr: ifExpr, declarations: [], negated: true), at: 0)
                } else {
                    var declarations = ifExpr.elseBody == nil
                        ? Self.declarations(in: ifExpr.body.statements, before: found.first?.ifExpr, link: link, removable: removable)
                        : nil
                    if declarations == nil, keepingBranches {
                        keeps = true
                        declarations = Self.leadingDeclarations(in: ifExpr.body.statements, before: found.first?.ifExpr, link: link)
                    }
                    guard let declarations else { throw Failure(reason: "its branch holds more than hidden links and declarations") }
                    found.insert(Level(ifExpr: ifExpr, declarations: declarations), at: 0)
                }
            }
            previous = node
            current = ViewHelpers.viewParent(of: node, helpers: helpers)
        }
        guard !found.isEmpty else { throw Failure(reason: "it is not an `if`") }
        var bound = Set<String>()
        var tests: [String] = []
        var reads = Set<String>()
        for index in found.indices {
            let level = found[index]
            let conditions = level.ifExpr.conditions
            guard !conditions.trimmedText.contains(where: \.isNewline),
                  !conditions.tokens(viewMode: .sourceAccurate).contains(where: { $0.leadingTrivia.contains(where: \.isComment) || $0.trailingTrivia.contains(where: \.isComment) })
            else { throw Failure(reason: "it spans lines or holds a comment") }
            // The test is read where the carrier is and the `if` again in the destination: a
            // call that throws or waits would run twice.
            if conditions.tokens(viewMode: .sourceAccurate).contains(where: { [.keyword(.try), .keyword(.await)].contains($0.tokenKind) }) {
                throw Failure(reason: "it calls with `try` or `await`, which would run again where the destination is")
            }
            // A link in the `else` (`negated`) is shown while the conditions do not hold, and
            // the names they bind are not bound there.
            var binds = Set<String>()
            var conjuncts: [String] = []
            for element in conditions {
                let names: Set<String>
                var binding: String?
                if !level.negated, Self.alwaysTrueCheck(element.condition, target: target) != nil { continue }
                switch element.condition {
                case .expression(let expression):
                    names = referencedNames(in: expression)
                    conjuncts.append(Self.conjunct(expression))
                case .optionalBinding(let optional):
                    guard let name = optional.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
                        throw Failure(reason: "`\(element.condition.trimmedText)` binds a pattern")
                    }
                    let value = optional.initializer?.value
                    names = value.map { referencedNames(in: $0) } ?? [name]
                    conjuncts.append(value.map { Self.compared($0, toNil: "!=") } ?? name + " != nil")
                    binding = name
                default:
                    // `#available`, `case` patterns: not a value the binding can read.
                    let written = element.condition.trimmedText
                    throw Failure(reason: (level.negated ? "its `else` follows `\(written)`, which" : "`\(written)`") + " is not a value a binding can test")
                }
                if let name = names.intersection(bound.union(binds)).sorted().first {
                    throw Failure(reason: "`\(element.condition.trimmedText)` reads `\(name)`, which the conditions or branches before it bind")
                }
                reads.formUnion(names)
                if let binding { binds.insert(binding) }
            }
            if !level.negated {
                tests += conjuncts
                bound.formUnion(binds)
                found[index].bound = binds
            } else if conditions.count == 1, let only = conditions.first?.condition {
                tests.append(Self.negation(of: only, conjunct: conjuncts[0]))
            } else {
                tests.append("!(" + conjuncts.joined(separator: " && ") + ")")
            }
            for declaration in level.declarations { bound.formUnion(declaredNames(declaration)) }
        }
        levels = found
        keepsBranches = keeps
        test = tests.joined(separator: " && ")
        testReferences = reads
        boundNames = bound
    }

    /// The declarations among `statements` before `next` (the inner `if` on the way to the
    /// link, or the link); nil when the branch holds anything else besides hidden links the
    /// plan removes.
    private static func declarations(in statements: CodeBlockItemListSyntax, before next: IfExprSyntax?, link: IsActiveLink,
                                     removable: Set<SyntaxIdentifier>) -> [CodeBlockItemSyntax]? {
        var declarations: [CodeBlockItemSyntax] = []
        var passed = false
        for statement in statements {
            let expression = statement.item.as(ExprSyntax.self) ?? statement.item.as(ExpressionStmtSyntax.self)?.expression
            if let variable = statement.item.as(VariableDeclSyntax.self) {
                guard variable.bindings.allSatisfy({ $0.initializer != nil && $0.accessorBlock == nil }) else { return nil }
                if !passed { declarations.append(statement) }
            } else if let expression, let next, expression.id == ExprSyntax(next).id {
                passed = true
            } else if let expression, removable.contains(expression.id) {
                if expression.id == link.call.chainTop.id { passed = true }
            } else {
                return nil
            }
        }
        return declarations
    }

    /// The `let`/`var` declarations with values among `statements`, before the statement that
    /// leads to `next` (or to the link): the names a destination kept in that branch may use.
    private static func leadingDeclarations(in statements: CodeBlockItemListSyntax, before next: IfExprSyntax?,
                                            link: IsActiveLink) -> [CodeBlockItemSyntax] {
        let target = next.map(Syntax.init) ?? Syntax(link.call.chainTop)
        var declarations: [CodeBlockItemSyntax] = []
        for statement in statements {
            if target.isDescendant(of: Syntax(statement)) || statement.id == target.id { break }
            if let variable = statement.item.as(VariableDeclSyntax.self),
               variable.bindings.allSatisfy({ $0.initializer != nil && $0.accessorBlock == nil }) {
                declarations.append(statement)
            }
        }
        return declarations
    }

    /// The declarations the destination needs, level by level: those it names, and those
    /// they name, and so on.
    func declarations(neededBy names: Set<String>) -> [[CodeBlockItemSyntax]] {
        var needed = names
        var kept = levels.map { _ in [CodeBlockItemSyntax]() }
        for (index, level) in levels.enumerated().reversed() {
            for declaration in level.declarations.reversed() where !declaredNames(declaration).isDisjoint(with: needed) {
                kept[index].insert(declaration, at: 0)
                needed.formUnion(referencedNames(in: declaration))
            }
        }
        return kept
    }

    /// The `if`s the destination keeps, with the declarations it needs in each: those that
    /// bind a name it uses or hold such a declaration. It is presented only while every
    /// condition holds, so the others would test what is already known, and while the view
    /// pops when they stop holding, it would show nothing.
    func keptLevels(for destination: Syntax) -> [(ifExpr: IfExprSyntax, declarations: [CodeBlockItemSyntax])] {
        let kept = declarations(neededBy: referencedNames(in: destination))
        let uses = carriedReferences(of: destination)
        return levels.indices.compactMap { index in
            let level = levels[index]
            guard !kept[index].isEmpty || !level.bound.isDisjoint(with: uses) else { return nil }
            return (level.ifExpr, kept[index])
        }
    }

    /// The names referenced by the destination and the declarations it needs.
    func carriedReferences(of destination: Syntax) -> Set<String> {
        let own = referencedNames(in: destination)
        return declarations(neededBy: own).joined().reduce(into: own) { $0.formUnion(referencedNames(in: $1)) }
    }

    /// An operand of `&&`: in parentheses when it holds what binds more loosely (`||`, `? :`).
    private static func conjunct(_ expression: ExprSyntax) -> String {
        let text = expression.trimmedText
        if expression.is(TernaryExprSyntax.self) { return "(\(text))" }
        if let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.contains(where: { element in
            element.is(UnresolvedTernaryExprSyntax.self) || element.is(AssignmentExprSyntax.self)
                || element.as(BinaryOperatorExprSyntax.self)?.operator.text == "||"
        }) {
            return "(\(text))"
        }
        return text
    }

    /// `value != nil` (or `==`), with the value in parentheses unless it is a plain reference,
    /// member, call or subscript.
    private static func compared(_ value: ExprSyntax, toNil comparison: String) -> String {
        (isPlain(value) ? value.trimmedText : "(\(value.trimmedText))") + " \(comparison) nil"
    }

    private static func isPlain(_ value: ExprSyntax) -> Bool {
        value.is(DeclReferenceExprSyntax.self) || value.is(MemberAccessExprSyntax.self)
            || value.is(FunctionCallExprSyntax.self) || value.is(SubscriptCallExprSyntax.self)
    }

    /// What an `else` after the one condition `condition` is shown under: `model.name == nil`
    /// after `let name = model.name`, `isLocked` after `!isLocked`, `!flag`, `!(a || b)`.
    private static func negation(of condition: ConditionElementSyntax.Condition, conjunct: String) -> String {
        switch condition {
        case .optionalBinding(let binding):
            return binding.initializer.map { compared($0.value, toNil: "==") } ?? binding.pattern.trimmedText + " == nil"
        case .expression(let expression):
            if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
                return Self.conjunct(prefix.expression)
            }
            return isPlain(expression) ? "!" + conjunct : "!(" + conjunct + ")"
        default:
            return "!(" + conjunct + ")"
        }
    }
}

