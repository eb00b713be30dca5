import SwiftParser
import SwiftSyntax

/// The app's own `View` extension functions that hand the view they are called on to UIKit as
/// a hosting controller's root:
///
/// ```swift
/// extension View {
///     func embeddedInHostingController() -> UIHostingController<some View> {
///         UIHostingController(rootView: environmentObject(provider))
///     }
/// }
/// ```
///
/// A view called with one (`Receipt().embeddedInHostingController()`) starts a view tree of its
/// own, as one handed to `UIHostingController(rootView:)` directly does.
enum HostingFunctions {
    /// The names of such functions a file declares. Only a file that writes both `extension View`
    /// (or `extension SwiftUI.View`) and `rootView` can; the byte search spares the others their
    /// parse.
    static func names(in bytes: [UInt8]) -> Set<String> {
        guard bytes.containsBytes(rootViewWord), extensionWords.contains(where: { bytes.containsBytes($0) }) else { return [] }
        return bytes.withUnsafeBufferPointer { names(in: Parser.parse(source: $0)) }
    }

    /// The names of such functions `tree` declares.
    static func names(in tree: SourceFileSyntax) -> Set<String> {
        var found: Set<String> = []
        for item in tree.statements {
            guard let extended = item.item.as(ExtensionDeclSyntax.self), isView(extended.extendedType) else { continue }
            for member in extended.memberBlock.members {
                guard let function = member.decl.as(FunctionDeclSyntax.self), let body = function.body,
                      !function.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) }),
                      handsSelfToHosting(body) else { continue }
                found.insert(function.name.text)
            }
        }
        return found
    }

    /// `extension View`, `extension SwiftUI.View`.
    private static func isView(_ type: TypeSyntax) -> Bool {
        let text = type.trimmedDescription
        return text == "View" || text == "SwiftUI.View"
    }

    /// Whether the body passes `self` (or `self` with modifiers applied, or a local constant
    /// holding that) as the `rootView:` argument of a call.
    private static func handsSelfToHosting(_ body: CodeBlockSyntax) -> Bool {
        var selfValues: Set<String> = []
        for statement in body.statements {
            if let declaration = statement.item.as(VariableDeclSyntax.self) {
                for binding in declaration.bindings {
                    if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                       let value = binding.initializer?.value, isSelfValue(value, locals: selfValues) {
                        selfValues.insert(name)
                    }
                }
            }
        }
        return body.tokens(viewMode: .sourceAccurate).contains { token in
            guard token.tokenKind == .identifier("rootView"), let argument = token.parent?.as(LabeledExprSyntax.self),
                  argument.label?.id == token.id, argument.parent?.parent?.is(FunctionCallExprSyntax.self) == true
            else { return false }
            return isSelfValue(argument.expression, locals: selfValues)
        }
    }

    /// `self`, `self.padding()`, `padding().environmentObject(x)` (modifiers on the implicit
    /// `self`), or a local constant holding one of these.
    private static func isSelfValue(_ expression: ExprSyntax, locals: Set<String>) -> Bool {
        var current = expression
        while true {
            if let call = current.as(FunctionCallExprSyntax.self) {
                if let access = call.calledExpression.as(MemberAccessExprSyntax.self) {
                    guard let base = access.base else { return false }
                    current = base
                    continue
                }
                // A modifier called on the implicit `self` (`environmentObject(provider)`).
                if let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text {
                    return name.first?.isLowercase == true && !locals.contains(name)
                }
                return false
            }
            if current.is(SuperExprSyntax.self) { return false }
            if let reference = current.as(DeclReferenceExprSyntax.self) {
                return reference.baseName.tokenKind == .keyword(.self) || locals.contains(reference.baseName.text)
            }
            return false
        }
    }

    private static let extensionWords = ["extension View", "extension SwiftUI.View"].map { Array($0.utf8) }
    private static let rootViewWord = Array("rootView".utf8)
}
