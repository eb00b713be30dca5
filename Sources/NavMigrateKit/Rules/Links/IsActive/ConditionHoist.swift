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
/// names they bind. Only `if`s without an `else`, whose conditions are Boolean expressions or
/// optional bindings to plain names (`let x`, `let x = value`) that no later condition reads,
/// written on one line; their branches hold nothing but hidden links of the same view and
/// `let`/`var` declarations.
struct ConditionHoist {
    struct Level {
        let ifExpr: IfExprSyntax
        /// The declarations of the branch written before the way to the link.
        let declarations: [CodeBlockItemSyntax]
        /// The names its conditions bind.
        var bound: Set<String> = []
    }

    /// Outermost first.
    let levels: [Level]
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
    }

    /// The conditions between the link and `limit`, or why they cannot go with it.
    /// `removable` holds the hidden links the plan removes (their outermost expressions).
    static func make(link: IsActiveLink, upTo limit: Syntax, helpers: ViewHelpers?,
                     removable: Set<SyntaxIdentifier>) -> Result<ConditionHoist, Failure> {
        Result { () throws(Failure) in try ConditionHoist(link: link, upTo: limit, helpers: helpers, removable: removable) }
    }

    private init(link: IsActiveLink, upTo limit: Syntax, helpers: ViewHelpers?, removable: Set<SyntaxIdentifier>) throws(Failure) {
        var found: [Level] = []
        var previous = Syntax(link.call.chainTop)
        var current = ViewHelpers.viewParent(of: Syntax(link.call), helpers: helpers)
        var seen = Set<SyntaxIdentifier>()
        while let node = current, node.id != limit.id, seen.insert(node.id).inserted {
            if node.is(SwitchCaseSyntax.self) { throw Failure(reason: "it is a `switch` case") }
            if let ifExpr = node.as(IfExprSyntax.self) {
                guard ifExpr.elseBody == nil, previous.id == Syntax(ifExpr.body).id else {
                    throw Failure(reason: "its `if` has an `else`")
                }
                guard let declarations = Self.declarations(in: ifExpr.body.statements, before: found.first?.ifExpr, link: link,
                                                           removable: removable)
                else { throw Failure(reason: "its branch holds more than hidden links and declarations") }
                found.insert(Level(ifExpr: ifExpr, declarations: declarations), at: 0)
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
            func readsBound(_ names: Set<String>, _ element: ConditionElementSyntax) throws(Failure) {
                if let name = names.intersection(bound).sorted().first {
                    throw Failure(reason: "`\(element.condition.trimmedText)` reads `\(name)`, which the conditions or branches before it bind")
                }
            }
            for element in conditions {
                switch element.condition {
                case .expression(let expression):
                    let names = referencedNames(in: expression)
                    try readsBound(names, element)
                    reads.formUnion(names)
                    tests.append(Self.conjunct(expression))
                case .optionalBinding(let binding):
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
                        throw Failure(reason: "`\(element.condition.trimmedText)` binds a pattern")
                    }
                    if let value = binding.initializer?.value {
                        let names = referencedNames(in: value)
                        try readsBound(names, element)
                        reads.formUnion(names)
                        tests.append(Self.comparedToNil(value))
                    } else {
                        try readsBound([name], element)
                        reads.insert(name)
                        tests.append(name + " != nil")
                    }
                    bound.insert(name)
                    found[index].bound.insert(name)
                default:
                    // `#available`, `case` patterns: not a value the binding can read.
                    throw Failure(reason: "`\(element.condition.trimmedText)` is not a value a binding can test")
                }
            }
            for declaration in level.declarations { bound.formUnion(Self.declaredNames(declaration)) }
        }
        levels = found
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

    /// The declarations the destination needs, level by level: those it names, and those
    /// they name, and so on.
    func declarations(neededBy names: Set<String>) -> [[CodeBlockItemSyntax]] {
        var needed = names
        var kept = levels.map { _ in [CodeBlockItemSyntax]() }
        for (index, level) in levels.enumerated().reversed() {
            for declaration in level.declarations.reversed() where !Self.declaredNames(declaration).isDisjoint(with: needed) {
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

    private static func declaredNames(_ statement: CodeBlockItemSyntax) -> Set<String> {
        guard let variable = statement.item.as(VariableDeclSyntax.self) else { return [] }
        var names = Set<String>()
        for binding in variable.bindings {
            for token in binding.pattern.tokens(viewMode: .sourceAccurate) {
                if case .identifier(let text) = token.tokenKind { names.insert(text) }
            }
        }
        return names
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

    /// `value != nil`, with the value in parentheses unless it is a plain reference, member,
    /// call or subscript.
    private static func comparedToNil(_ value: ExprSyntax) -> String {
        let plain = value.is(DeclReferenceExprSyntax.self) || value.is(MemberAccessExprSyntax.self)
            || value.is(FunctionCallExprSyntax.self) || value.is(SubscriptCallExprSyntax.self)
        return (plain ? value.trimmedText : "(\(value.trimmedText))") + " != nil"
    }
}

/// The `let`s written between a destination's carrier and its link (in the statements of the
/// closures around the link, before it) that the destination uses: they go into the new
/// destination, before it, and go from where they were when nothing else there uses them.
///
/// ```swift
/// ScrollView {                                        ScrollView {
///     let chat = ChatView(model: model)                   Messages()
///     NavigationLink(destination: chat,               }
///                    isActive: $isChatOpen) {         .navigationDestination(isPresented: $isChatOpen) {
///         EmptyView()                                     let chat = ChatView(model: model)
///     }                                                   chat
///     Messages()                                      }
/// }
/// ```
/// Only plain `let name = value` declarations whose values use nothing else local to where the
/// link sits (a closure's parameter, a name an `if` binds).
struct CarriedLocals {
    /// In source order.
    private(set) var declarations: [CodeBlockItemSyntax] = []
    /// The names they declare.
    private(set) var names: Set<String> = []
    /// A declaration that cannot go, and the name local to the link's place its value uses.
    private(set) var blocked: (name: String, uses: String)?

    init() {}

    init(link: IsActiveLink, upTo limit: Syntax, helpers: ViewHelpers?, locals: Set<String>) {
        var candidates: [(statement: CodeBlockItemSyntax, name: String, uses: Set<String>)] = []
        var previous = Syntax(link.call)
        var current = ViewHelpers.viewParent(of: previous, helpers: helpers)
        var seen = Set<SyntaxIdentifier>()
        while let node = current, node.id != limit.id, seen.insert(node.id).inserted {
            if let list = node.as(CodeBlockItemListSyntax.self) {
                var found: [(CodeBlockItemSyntax, String, Set<String>)] = []
                for statement in list {
                    if statement.id == previous.id { break }
                    guard let variable = statement.item.as(VariableDeclSyntax.self), variable.bindingSpecifier.tokenKind == .keyword(.let),
                          variable.attributes.isEmpty, variable.bindings.count == 1, let binding = variable.bindings.first,
                          let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                          let value = binding.initializer?.value, binding.accessorBlock == nil
                    else { continue }
                    found.append((statement, name, referencedNames(in: value)))
                }
                candidates.insert(contentsOf: found, at: 0)
            }
            previous = node
            current = ViewHelpers.viewParent(of: node, helpers: helpers)
        }
        // From the destination's names back through what their values use.
        var needed = referencedNames(in: link.destinationNode).intersection(locals)
        var taken = Set<Int>()
        for (index, candidate) in candidates.enumerated().reversed() where needed.contains(candidate.name) {
            taken.insert(index)
            needed.formUnion(candidate.uses.intersection(locals))
        }
        let chosen = candidates.enumerated().filter { taken.contains($0.offset) }.map(\.element)
        let declared = Set(chosen.map(\.name))
        // A value that uses another local cannot go: the whole set stays, and the refusal names it.
        if let stuck = chosen.first(where: { !$0.uses.intersection(locals).isSubset(of: declared) }) {
            blocked = (stuck.name, stuck.uses.intersection(locals).subtracting(declared).sorted()[0])
            return
        }
        declarations = chosen.map(\.statement)
        names = declared
    }

    /// The deletions of the declarations that nothing but the link's destination (and the
    /// other links the plan moves) uses where they were.
    func removals(leaving link: IsActiveLink, among links: [IsActiveLink], in context: FileContext) -> [SourceEdit] {
        let moving = links.map(\.destinationNode)
        return declarations.compactMap { statement in
            guard let list = statement.parent?.as(CodeBlockItemListSyntax.self),
                  let name = statement.item.as(VariableDeclSyntax.self)?.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
            else { return nil }
            let usedElsewhere = list.contains { other in
                other.id != statement.id && other.tokens(viewMode: .sourceAccurate).contains { token in
                    token.tokenKind == .identifier(name) && !moving.contains { Syntax(token).isDescendant(of: $0) }
                }
            }
            return usedElsewhere ? nil : context.deletion(keepingCommentsOf: statement)
        }
    }
}
