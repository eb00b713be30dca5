import SwiftSyntax

/// What a `.navigationViewStyle(...)` argument says about the column layout.
enum NavigationViewStyleKind: Equatable {
    /// `.stack`, `StackNavigationViewStyle()`.
    case stack
    /// `.columns`, `DoubleColumnNavigationViewStyle()`, `ColumnNavigationViewStyle()`.
    case columns
    /// `.automatic`, `DefaultNavigationViewStyle()`: the child count decides.
    case automatic

    /// Reads a style literal; nil when the style is chosen at runtime or is not one of
    /// SwiftUI's `NavigationViewStyle` literals.
    init?(modifier call: FunctionCallExprSyntax) {
        guard call.arguments.count == 1, let argument = call.arguments.first, argument.label == nil,
              call.trailingClosure == nil else { return nil }
        let expression = argument.expression
        if let member = expression.as(MemberAccessExprSyntax.self), member.base == nil {
            switch member.declName.baseName.text {
            case "stack": self = .stack
            case "columns": self = .columns
            case "automatic": self = .automatic
            default: return nil
            }
            return
        }
        if let construction = expression.as(FunctionCallExprSyntax.self), construction.arguments.isEmpty,
           construction.trailingClosure == nil, let name = construction.calleeTypeName {
            switch name {
            case "StackNavigationViewStyle": self = .stack
            case "DoubleColumnNavigationViewStyle", "ColumnNavigationViewStyle": self = .columns
            case "DefaultNavigationViewStyle": self = .automatic
            default: return nil
            }
            return
        }
        return nil
    }
}

extension NavigationViewStyleKind {
    /// SwiftUI's navigation view style types.
    static let literalTypeNames = ["StackNavigationViewStyle", "DoubleColumnNavigationViewStyle", "ColumnNavigationViewStyle",
                                   "DefaultNavigationViewStyle"]

    /// A style type's construction, `StackNavigationViewStyle()`; nil for anything else.
    init?(literal expression: ExprSyntax) {
        guard let construction = expression.as(FunctionCallExprSyntax.self), construction.arguments.isEmpty,
              construction.trailingClosure == nil, let name = construction.calleeTypeName else { return nil }
        self.init(typeName: name)
    }

    /// The kind of one of SwiftUI's style types, by its name; nil for any other name.
    init?(typeName: String) {
        switch typeName {
        case "StackNavigationViewStyle": self = .stack
        case "DoubleColumnNavigationViewStyle", "ColumnNavigationViewStyle": self = .columns
        case "DefaultNavigationViewStyle": self = .automatic
        default: return nil
        }
    }

    /// Reads a fact's name back.
    init?(factName: String) {
        switch factName {
        case "stack": self = .stack
        case "columns": self = .columns
        case "automatic": self = .automatic
        default: return nil
        }
    }

    /// The kind as project facts name it.
    var factName: String {
        switch self {
        case .stack: return "stack"
        case .columns: return "columns"
        case .automatic: return "automatic"
        }
    }
}
