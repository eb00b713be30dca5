import SwiftSyntax

/// The argument labels of a call, to match it against an initializer's parameters:
/// `NavigationLink(unwrapping: $route, case: \.detail) { ... }` is `unwrapping:case:` and one
/// trailing closure.
struct CallShape: Sendable, Hashable {
    /// The labels of the arguments in parentheses, `_` for an unlabelled one.
    var labels: [String]
    /// The labels of the trailing closures, `_` for the first.
    var trailing: [String]

    init(labels: [String], trailing: [String]) {
        self.labels = labels
        self.trailing = trailing
    }

    init(_ call: FunctionCallExprSyntax) {
        labels = call.arguments.map { $0.label?.text ?? "_" }
        trailing = (call.trailingClosure == nil ? [] : ["_"]) + call.additionalTrailingClosures.map(\.label.text)
    }

    /// Whether the labels are those of SwiftUI's deprecated programmatic links: `isActive:`,
    /// or `tag:` with `selection:`.
    var isDeprecatedLinkForm: Bool {
        labels.contains("isActive") || (labels.contains("tag") && labels.contains("selection"))
    }

    /// `unwrapping:case:`, as findings write it.
    var description: String { "NavigationLink(" + labels.map { $0 + ":" }.joined() + ")" }
}

/// An initializer the app declares in an `extension NavigationLink`, with the `self.init`
/// calls its body makes: one that makes a deprecated programmatic link (directly, or through
/// another of the app's own) is a deprecated link wherever it is called.
struct LinkInitializerFact: Sendable, Hashable {
    struct Parameter: Sendable, Hashable {
        var label: String
        var hasDefault: Bool
    }

    var parameters: [Parameter]
    /// Where its first `self.init` call is (for a factory, its first link).
    var line: Int
    var column: Int
    /// The `self.init(...)` calls in the body (for a factory, the links it makes).
    var delegations: [CallShape]
    /// For a static function that returns a link (`NavigationLink.programmatic(isActive:)`),
    /// its name; nil for an initializer.
    var factoryName: String? = nil
    /// Whether the links it makes draw no label: its extension says `where Label == EmptyView`,
    /// or each `self.init` passes `EmptyView()` as the label. Only then do its calls read as
    /// SwiftUI's hidden `NavigationLink(destination:isActive:)`.
    var drawsNoLabel = false

    init(_ initializer: InitializerDeclSyntax, converter: LineTable) {
        parameters = initializer.signature.parameterClause.parameters.map {
            Parameter(label: $0.firstName.text, hasDefault: $0.defaultValue != nil)
        }
        // Findings point at its first `self.init`, where the initializer's own finding is.
        let calls = BodyCalls.selfInits(in: initializer)
        let at = converter.location(for: calls.first?.positionAfterSkippingLeadingTrivia ?? initializer.positionAfterSkippingLeadingTrivia)
        line = at.line
        column = at.column
        delegations = calls.map(CallShape.init)
        // And hands its destination and binding on as they are: one that changes them
        // (`AnyView(destination.navigationBarBackButtonHidden(true))`) does more than a link.
        let names = Dictionary(initializer.signature.parameterClause.parameters.map {
            ($0.firstName.text, ($0.secondName ?? $0.firstName).text)
        }, uniquingKeysWith: { first, _ in first })
        let handsOn = !calls.isEmpty && calls.allSatisfy { call in
            call.arguments.allSatisfy { argument in
                guard let label = argument.label?.text, ["destination", "isActive", "tag", "selection"].contains(label) else { return true }
                return argument.expression.as(DeclReferenceExprSyntax.self)?.baseName.text == names[label]
            }
        }
        drawsNoLabel = handsOn && (Self.labelIsEmpty(around: initializer) || calls.allSatisfy(Self.passesEmptyLabel))
    }

    /// `extension NavigationLink where Label == EmptyView`.
    private static func labelIsEmpty(around initializer: InitializerDeclSyntax) -> Bool {
        var node = initializer.parent
        while let current = node, !current.is(ExtensionDeclSyntax.self) { node = current.parent }
        guard let requirements = node?.as(ExtensionDeclSyntax.self)?.genericWhereClause?.requirements else { return false }
        return requirements.contains { requirement in
            guard case .sameTypeRequirement(let same) = requirement.requirement else { return false }
            return same.leftType.trimmedDescription == "Label" && same.rightType.trimmedDescription == "EmptyView"
        }
    }

    /// A `self.init(...)` whose label (the `label:` argument, or its trailing closure) is
    /// `EmptyView()`.
    private static func passesEmptyLabel(_ call: FunctionCallExprSyntax) -> Bool {
        let empty: Set<String> = ["EmptyView()", "{ EmptyView() }", "EmptyView.init()"]
        if let label = call.arguments.first(where: { $0.label?.text == "label" }) {
            return empty.contains(label.expression.trimmedDescription.replacingOccurrences(of: "\n", with: " ")
                .replacingOccurrences(of: "  ", with: " "))
                || label.expression.as(ClosureExprSyntax.self).map(isEmptyViewClosure) == true
        }
        if let closure = call.trailingClosure, call.additionalTrailingClosures.isEmpty,
           call.arguments.contains(where: { $0.label?.text == "destination" }) {
            return isEmptyViewClosure(closure)
        }
        if let last = call.additionalTrailingClosures.last, last.label.text == "label" { return isEmptyViewClosure(last.closure) }
        return false
    }

    private static func isEmptyViewClosure(_ closure: ClosureExprSyntax) -> Bool {
        closure.statements.count == 1 && ["EmptyView()", "EmptyView.init()"].contains(closure.statements.first?.item.trimmedDescription ?? "")
    }

    /// A static function of `extension NavigationLink` that returns one: the links its body
    /// makes (`NavigationLink(...)`, `Self(...)`, `.init(...)`) stand for its delegations.
    init(factory: FunctionDeclSyntax, converter: LineTable) {
        parameters = factory.signature.parameterClause.parameters.map {
            Parameter(label: $0.firstName.text, hasDefault: $0.defaultValue != nil)
        }
        let made = BodyCalls.links(in: factory)
        let at = converter.location(for: made.first?.positionAfterSkippingLeadingTrivia ?? factory.positionAfterSkippingLeadingTrivia)
        line = at.line
        column = at.column
        delegations = made.map(CallShape.init)
        factoryName = factory.name.text
    }

    /// `NavigationLink(_:unwrapping:destination:)`, or `NavigationLink.programmatic(isActive:destination:)`
    /// for a factory, as findings write it.
    var signature: String {
        "NavigationLink" + (factoryName.map { "." + $0 } ?? "") + "(" + parameters.map { $0.label + ":" }.joined() + ")"
    }

    /// Whether its calls read as one of SwiftUI's own link forms, which the link rules take
    /// apart as written (`NavigationLink(destination:isActive:)`, a link without a label):
    /// its uses migrate, so the initializer needs no finding of its own.
    var readsAsSwiftUIForm: Bool {
        guard factoryName == nil else { return false }
        let labels = Set(parameters.map(\.label))
        return drawsNoLabel && labels.isSubset(of: OpaqueLinks.swiftUILabels) && labels.contains("destination")
            && (labels.contains("isActive") || labels.isSuperset(of: ["tag", "selection"]))
    }

    /// Whether a call with this shape can call this initializer: its labels name the
    /// parameters in order, skipping only defaulted ones, and its trailing closures fill
    /// the parameters after them (by label, past the first).
    func accepts(_ call: CallShape) -> Bool {
        var next = 0
        for label in call.labels {
            while next < parameters.count, parameters[next].label != label {
                guard parameters[next].hasDefault else { return false }
                next += 1
            }
            guard next < parameters.count else { return false }
            next += 1
        }
        let rest = parameters[next...]
        guard call.trailing.count <= rest.count else { return false }
        let required = rest.filter { !$0.hasDefault }.count
        guard call.trailing.count >= required else { return false }
        return call.trailing.dropFirst().allSatisfy { label in rest.contains { $0.label == label } }
    }
}

/// The calls in a body that one test picks: an initializer's `self.init(...)` delegations
/// (`selfInits(in:)`), a factory's links (`links(in:)`).
final class BodyCalls: SyntaxVisitor {
    private let picks: (FunctionCallExprSyntax) -> Bool
    private var found: [FunctionCallExprSyntax] = []

    private init(picking picks: @escaping (FunctionCallExprSyntax) -> Bool) {
        self.picks = picks
        super.init(viewMode: .sourceAccurate)
    }

    private static func calls(in body: CodeBlockSyntax?, picking picks: @escaping (FunctionCallExprSyntax) -> Bool) -> [FunctionCallExprSyntax] {
        guard let body else { return [] }
        let visitor = BodyCalls(picking: picks)
        visitor.walk(body)
        return visitor.found
    }

    /// The `self.init(...)` calls in an initializer's body.
    static func selfInits(in initializer: InitializerDeclSyntax) -> [FunctionCallExprSyntax] {
        calls(in: initializer.body) { node in
            guard let member = node.calledExpression.as(MemberAccessExprSyntax.self) else { return false }
            return member.declName.baseName.tokenKind == .keyword(.`init`)
                && member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
        }
    }

    /// The links a factory's body makes: `NavigationLink(...)`, `Self(...)`, `.init(...)`.
    static func links(in factory: FunctionDeclSyntax) -> [FunctionCallExprSyntax] {
        calls(in: factory.body) { node in
            if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self) {
                return ["NavigationLink", "Self"].contains(reference.baseName.text)
            }
            guard let member = node.calledExpression.as(MemberAccessExprSyntax.self) else { return false }
            // `.init(...)`, `NavigationLink.init(...)`, `Self.init(...)`.
            return member.declName.baseName.tokenKind == .keyword(.`init`)
                && (member.base == nil || ["NavigationLink", "Self"].contains(node.initializedTypeToken?.text ?? "")
                    || member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.Self))
        }
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if picks(node) { found.append(node) }
        return .visitChildren
    }
}

extension ProjectGraph {
    /// Whether some file of the project declares a `NavigationLink` initializer (deprecated or
    /// not) that a call of this shape can call.
    func declaresLinkInitializer(accepting shape: CallShape) -> Bool {
        files.values.contains { file in
            file.linkInitializers.contains { $0.factoryName == nil && $0.accepts(shape) }
        }
    }

    /// The app's own `NavigationLink` initializers that make a deprecated programmatic link:
    /// directly (`self.init(..., isActive:)`), or through another of them.
    func findDeprecatedLinkInitializers() -> [PlacedLinkInitializer] {
        let declared = files.values.sorted { $0.file < $1.file }.flatMap { file in
            file.linkInitializers.map { PlacedLinkInitializer(file: file.file, initializer: $0, makes: "") }
        }
        var deprecated: [PlacedLinkInitializer] = declared.compactMap { placed in
            guard let direct = placed.initializer.delegations.first(where: \.isDeprecatedLinkForm) else { return nil }
            var placed = placed
            placed.makes = direct.labels.contains("isActive") ? "`NavigationLink(isActive:)`" : "`NavigationLink(tag:selection:)`"
            return placed
        }
        var added = !deprecated.isEmpty
        while added {
            added = false
            for candidate in declared where !deprecated.contains(where: { $0.isSame(as: candidate) }) {
                let through = candidate.initializer.delegations.lazy.compactMap { shape in
                    deprecated.first { $0.initializer.factoryName == nil && $0.initializer.accepts(shape) }
                }.first
                if let through {
                    var candidate = candidate
                    candidate.makes = through.makes
                    deprecated.append(candidate)
                    added = true
                }
            }
        }
        return deprecated
    }
}

/// An initializer of the app's own that makes a deprecated link, where it is declared and
/// what it makes (`` `NavigationLink(isActive:)` ``).
struct PlacedLinkInitializer: Sendable, Hashable {
    var file: String
    var initializer: LinkInitializerFact
    var makes: String

    func isSame(as other: PlacedLinkInitializer) -> Bool {
        file == other.file && initializer == other.initializer
    }
}
