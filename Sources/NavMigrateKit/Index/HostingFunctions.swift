import SwiftParser
import SwiftSyntax

/// The app's own functions that hand a view to UIKit as a hosting controller's root: a `View`
/// extension function that hands the view it is called on, or any function that hands one of
/// its parameters, itself or through another such function:
///
/// ```swift
/// extension View {
///     func embeddedInHostingController() -> UIHostingController<some View> {
///         UIHostingController(rootView: environmentObject(provider))
///     }
/// }
///
/// final class ProfileCoordinator {
///     func present(_ view: some View) {
///         root.present(UIHostingController(rootView: view), animated: true)
///     }
///     func show(view: some View, asSheet: Bool) {
///         if asSheet { present(view) } else { push(view) }
///     }
/// }
/// ```
///
/// A view handed to one (`Receipt().embeddedInHostingController()`, `present(Receipt())`)
/// starts a view tree of its own, as one handed to `UIHostingController(rootView:)` does.
/// Each is named by a key, `name(label)`: `embeddedInHostingController(self)`, `present(_)`,
/// `show(view)`. Functions are matched by name and argument label, not by type.
struct HostingFunctions: Sendable, Hashable {
    /// The keys of the functions that hand a parameter (or `self`) to `rootView:` themselves.
    var direct: Set<String> = []
    /// For each function's parameter, the keys of the functions it hands that parameter to:
    /// hosting where one of those is (`show(view)` → `present(_)`).
    var forwards: [String: Set<String>] = [:]

    var isEmpty: Bool { direct.isEmpty && forwards.isEmpty }

    /// The hosting functions of a whole project: those that hand to `rootView:` and those that
    /// hand to one of them, through any number of others.
    static func resolved(_ all: [HostingFunctions]) -> Set<String> {
        var hosting = Set(all.flatMap(\.direct))
        var forwards: [String: Set<String>] = [:]
        for facts in all { forwards.merge(facts.forwards) { $0.union($1) } }
        var grew = true
        while grew {
            grew = false
            for (key, targets) in forwards where !hosting.contains(key) && !targets.isDisjoint(with: hosting) {
                hosting.insert(key)
                grew = true
            }
        }
        return hosting
    }

    /// The key of a call's argument: `present(_)` for `present(view)`, `show(view)` for
    /// `show(view: view, asSheet: true)`.
    static func key(_ name: String, label: String?) -> String {
        "\(name)(\(label ?? "_"))"
    }

    /// What a file declares. Only a file that writes `rootView` can hand a view to it; the byte
    /// search spares the others their parse.
    static func declared(in bytes: [UInt8]) -> HostingFunctions {
        guard bytes.containsBytes(rootViewWord) else { return HostingFunctions() }
        return bytes.withUnsafeBufferPointer { declared(in: Parser.parse(source: $0)) }
    }

    /// What `tree` declares.
    static func declared(in tree: SourceFileSyntax) -> HostingFunctions {
        var found = HostingFunctions()
        for token in tree.tokens(viewMode: .sourceAccurate) where token.tokenKind == .keyword(.func) {
            guard let function = token.parent?.as(FunctionDeclSyntax.self), let body = function.body else { continue }
            let name = function.name.text
            let extendsView = function.parent?.parent?.parent?.parent?.as(ExtensionDeclSyntax.self).map { isView($0.extendedType) } ?? false
            if extendsView, !function.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) }) {
                found.record(handing: ["self"], implicitSelf: true, in: body, as: key(name, label: "self"))
            }
            for parameter in function.signature.parameterClause.parameters {
                let inner = (parameter.secondName ?? parameter.firstName).text
                let label = parameter.firstName.tokenKind == .wildcard ? nil : parameter.firstName.text
                found.record(handing: [inner], implicitSelf: false, in: body, as: key(name, label: label))
            }
        }
        return found
    }

    /// Records `key` as direct when the body passes one of `names` (or a local holding it, with
    /// modifiers or not) as a `rootView:` argument, and its forwards to the calls it passes it to.
    private mutating func record(handing names: Set<String>, implicitSelf: Bool, in body: CodeBlockSyntax, as key: String) {
        var values = names
        for statement in body.statements {
            guard let declaration = statement.item.as(VariableDeclSyntax.self) else { continue }
            for binding in declaration.bindings {
                if let local = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                   let value = binding.initializer?.value, Self.roots(value, at: values, implicitSelf: implicitSelf) {
                    values.insert(local)
                }
            }
        }
        let arguments = ArgumentCollector(viewMode: .sourceAccurate)
        arguments.walk(body)
        for argument in arguments.found {
            guard let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
                  Self.roots(argument.expression, at: values, implicitSelf: implicitSelf) else { continue }
            if argument.label?.text == "rootView" {
                direct.insert(key)
            } else if let callee = call.calleeLastName {
                forwards[key, default: []].insert(Self.key(callee, label: argument.label?.text))
            }
        }
    }

    /// `extension View`, `extension SwiftUI.View`.
    private static func isView(_ type: TypeSyntax) -> Bool {
        let text = type.trimmedDescription
        return text == "View" || text == "SwiftUI.View"
    }

    /// Whether `expression` is one of `names`, with modifiers applied or not (`view`,
    /// `view.padding()`); with `implicitSelf`, also a modifier called on the implicit `self`
    /// (`environmentObject(provider)`).
    private static func roots(_ expression: ExprSyntax, at names: Set<String>, implicitSelf: Bool) -> Bool {
        var current = expression
        while true {
            if let call = current.as(FunctionCallExprSyntax.self) {
                if let access = call.calledExpression.as(MemberAccessExprSyntax.self) {
                    guard let base = access.base else { return false }
                    current = base
                    continue
                }
                // A modifier called on the implicit `self` (`environmentObject(provider)`).
                if implicitSelf, let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text {
                    return name.first?.isLowercase == true && !names.contains(name)
                }
                return false
            }
            if let reference = current.as(DeclReferenceExprSyntax.self) {
                let name = reference.baseName.tokenKind == .keyword(.self) ? "self" : reference.baseName.text
                return names.contains(name)
            }
            return false
        }
    }

    private static let rootViewWord = Array("rootView".utf8)
}

/// Every call argument under a node.
private final class ArgumentCollector: SyntaxVisitor {
    var found: [LabeledExprSyntax] = []

    override func visit(_ node: LabeledExprSyntax) -> SyntaxVisitorContinueKind {
        found.append(node)
        return .visitChildren
    }
}
