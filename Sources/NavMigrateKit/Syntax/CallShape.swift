import SwiftSyntax

extension FunctionCallExprSyntax {
    /// The called type or function name: `NavigationView` for `NavigationView { }` and
    /// `SwiftUI.NavigationView { }`; nil for modifier calls (`x.foo()`).
    var calleeTypeName: String? {
        if let reference = calledExpression.as(DeclReferenceExprSyntax.self) {
            return reference.baseName.text
        }
        if let member = calledExpression.as(MemberAccessExprSyntax.self),
           let base = member.base?.as(DeclReferenceExprSyntax.self), base.baseName.text == "SwiftUI" {
            return member.declName.baseName.text
        }
        if let type = initializedTypeToken { return type.text }
        return nil
    }

    /// `Receipts` in `Receipts<Int>(...)`: a generic type made with its arguments written out.
    /// (Not a `calleeTypeName`: the rules leave SwiftUI's types written so, `OpaqueLinks`.)
    var specializedCalleeTypeName: String? {
        calledExpression.as(GenericSpecializationExprSyntax.self)?.expression.as(DeclReferenceExprSyntax.self)?.baseName.text
    }

    /// `NavigationLink` in `NavigationLink.init(...)` and `SwiftUI.NavigationLink.init(...)`:
    /// an initializer called by name makes its type, as the type's own call does.
    var initializedTypeToken: TokenSyntax? {
        guard let member = calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.tokenKind == .keyword(.`init`),
              member.declName.argumentNames == nil else { return nil }
        if let reference = member.base?.as(DeclReferenceExprSyntax.self), reference.baseName.text != "SwiftUI",
           reference.baseName.text.first?.isUppercase == true {
            return reference.baseName
        }
        if let qualified = member.base?.as(MemberAccessExprSyntax.self),
           qualified.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "SwiftUI" {
            return qualified.declName.baseName
        }
        return nil
    }

    /// `Factory` in `Factory.makeFlow()`: the capitalised type whose lower-case static function
    /// is called, or whose case or static property's function is (`Screen.pump.view()`, a
    /// router's); nil for any other call.
    var staticCallTypeName: String? {
        guard let member = calledExpression.as(MemberAccessExprSyntax.self),
              member.declName.baseName.text.first?.isLowercase == true else { return nil }
        var base = member.base
        // Through lower-case cases and static properties, to the type that declares them.
        while let access = base?.as(MemberAccessExprSyntax.self), access.declName.baseName.text.first?.isLowercase == true {
            base = access.base
        }
        guard let type = base?.as(DeclReferenceExprSyntax.self)?.baseName.text, type != "Self",
              let first = type.utf8.first, first >= UInt8(ascii: "A"), first <= UInt8(ascii: "Z") else { return nil }
        return type
    }

    /// The type whose code makes what this call returns: the static call's type, or the type
    /// of an object made for the call alone (`SettingsAssembly().makeModule()`).
    var makerTypeName: String? {
        if let type = staticCallTypeName { return type }
        guard let member = calledExpression.as(MemberAccessExprSyntax.self),
              member.declName.baseName.text.first?.isLowercase == true,
              let made = member.base?.as(FunctionCallExprSyntax.self), made.trailingClosure == nil,
              let type = made.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
              let first = type.utf8.first, first >= UInt8(ascii: "A"), first <= UInt8(ascii: "Z") else { return nil }
        return type
    }

    /// The token naming the called type, for renaming it in place.
    var calleeNameToken: TokenSyntax? {
        if let reference = calledExpression.as(DeclReferenceExprSyntax.self) { return reference.baseName }
        if let type = initializedTypeToken { return type }
        if let member = calledExpression.as(MemberAccessExprSyntax.self) { return member.declName.baseName }
        return nil
    }

    /// The member access that names this call when it is written as a modifier
    /// (`view.name(...)`, or `.name(...)` continuing a chain).
    var modifierAccess: MemberAccessExprSyntax? {
        calledExpression.as(MemberAccessExprSyntax.self)
    }

    /// The modifier name when this call is `base.name(...)` (or `.name(...)` with an implicit base).
    var modifierName: String? {
        guard calleeTypeName == nil, let member = calledExpression.as(MemberAccessExprSyntax.self) else { return nil }
        return member.declName.baseName.text
    }

    /// The expression a modifier call is applied to.
    var modifierBase: ExprSyntax? {
        calledExpression.as(MemberAccessExprSyntax.self)?.base
    }

    /// Argument labels in order, nil for unlabeled arguments.
    var argumentLabels: [String?] { arguments.map { $0.label?.text } }

    func argument(labeled label: String) -> LabeledExprSyntax? {
        arguments.first { $0.label?.text == label }
    }

    /// The start of a modifier's own text: its `.` (without the trivia before it).
    var modifierStart: AbsolutePosition? {
        calledExpression.as(MemberAccessExprSyntax.self)?.period.positionAfterSkippingLeadingTrivia
    }
}

extension ClosureExprSyntax {
    /// The names its parameters take (`view` in `{ view in ... }`, `(a, b)` in `{ (a, b) in ... }`);
    /// empty when it names none, and reads `$0` if anything.
    var parameterNames: [String] {
        if case .simpleInput(let names)? = signature?.parameterClause { return names.map(\.name.text) }
        if case .parameterClause(let clause)? = signature?.parameterClause {
            return clause.parameters.map { ($0.secondName ?? $0.firstName).text }
        }
        return []
    }
}

extension Trivia {
    /// How many line breaks the trivia holds.
    var newlineCount: Int {
        reduce(0) { count, piece in
            switch piece {
            case .newlines(let n), .carriageReturns(let n), .carriageReturnLineFeeds(let n): return count + n
            default: return count
            }
        }
    }
}
