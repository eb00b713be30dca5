import SwiftSyntax

/// The one walker of modifier chains. A chain is a view with modifiers applied to it:
/// `List { }.a().b()` nests as `b(a(List))`, and a postfix `#if` block continues it:
///
/// ```swift
/// List { }
///     .a()
///     #if os(iOS)
///     .b()
///     #endif
///     .c()
/// ```
extension FunctionCallExprSyntax {
    /// The modifiers applied to this expression, innermost first, those inside postfix `#if`
    /// blocks on the chain included: `NavigationView { }.a().b()` yields `a()` and `b()`.
    var modifierChain: [FunctionCallExprSyntax] {
        var calls: [FunctionCallExprSyntax] = []
        var current = ExprSyntax(self)
        while let next = Self.step(from: current) {
            switch next {
            case .call(let call):
                calls.append(call)
                current = ExprSyntax(call)
            case .ifConfig(let block):
                for clause in block.config.clauses {
                    if case .postfixExpression(let body)? = clause.elements { collectModifierCalls(body, into: &calls) }
                }
                current = ExprSyntax(block)
            }
        }
        return calls
    }

    /// The outermost expression of the chain this view starts: its last modifier, or the
    /// postfix `#if` block that ends it, or the view itself. New modifiers go after it.
    var chainTop: ExprSyntax {
        var current = ExprSyntax(self)
        while let next = Self.step(from: current) {
            switch next {
            case .call(let call): current = ExprSyntax(call)
            case .ifConfig(let block): current = ExprSyntax(block)
            }
        }
        return current
    }

    /// The view a modifier chain starts from: `List { }` in `List { }.a().b()`, across postfix
    /// `#if` blocks (`List { }` for the `.b()` of `List { } #if os(iOS) .b() #endif`, and for
    /// a modifier after the `#endif`).
    var chainRoot: FunctionCallExprSyntax {
        var current = self
        while current.modifierName != nil {
            var base = current.modifierBase
            if base == nil, current.modifierAccess != nil {
                // The first modifier inside a postfix `#if` block continues the view before it;
                // a block nested in another's clause, the view before the outer one.
                var top = ExprSyntax(current)
                while let outer = callUsing(asBase: top) { top = ExprSyntax(outer) }
                while let block = postfixIfConfig(holding: top) {
                    if let before = block.base {
                        base = before
                        break
                    }
                    top = ExprSyntax(block)
                }
            }
            while let block = base?.as(PostfixIfConfigExprSyntax.self) { base = block.base }
            guard let call = base?.as(FunctionCallExprSyntax.self) else { break }
            current = call
        }
        return current
    }

    /// Whether this modifier sits inside a postfix `#if` block: it applies on some platforms
    /// or configurations only.
    var isConditionalModifier: Bool {
        var current = Syntax(self)
        while let parent = current.parent {
            if parent.is(IfConfigClauseSyntax.self) { return true }
            guard parent.is(MemberAccessExprSyntax.self) || parent.is(FunctionCallExprSyntax.self) else { return false }
            current = parent
        }
        return false
    }

    private enum Step {
        case call(FunctionCallExprSyntax)
        case ifConfig(PostfixIfConfigExprSyntax)
    }

    /// What applies next to `expression` on its chain: a modifier whose base it is, or a
    /// postfix `#if` block whose base it is.
    private static func step(from expression: ExprSyntax) -> Step? {
        if let outer = callUsing(asBase: expression) { return .call(outer) }
        if let block = expression.parent?.as(PostfixIfConfigExprSyntax.self), block.base?.id == expression.id {
            return .ifConfig(block)
        }
        return nil
    }
}

/// Whether `call` really applies a modifier to a view rather than naming, say, an enum case.
///
/// `view.name(...)` always does. A call with no base (`.name(...)`) only does when it opens
/// a chain written inside a postfix `#if` block, which continues the view above the `#if`.
func isModifierCall(_ call: FunctionCallExprSyntax) -> Bool {
    guard let access = call.modifierAccess else { return false }
    if access.base != nil { return true }
    var top = ExprSyntax(call)
    while let outer = callUsing(asBase: top) { top = ExprSyntax(outer) }
    return postfixIfConfig(holding: top) != nil
}

/// Every modifier call on the chain that holds `call`, innermost first, including the
/// calls inside postfix `#if` blocks on that chain.
func modifierChain(containing call: FunctionCallExprSyntax) -> [FunctionCallExprSyntax] {
    var top = ExprSyntax(call)
    while true {
        if let outer = callUsing(asBase: top) {
            top = ExprSyntax(outer)
        } else if let block = postfixIfConfig(holding: top) {
            top = ExprSyntax(block)
        } else if let block = top.parent?.as(PostfixIfConfigExprSyntax.self), block.base?.id == top.id {
            top = ExprSyntax(block)
        } else {
            break
        }
    }
    var calls: [FunctionCallExprSyntax] = []
    collectModifierCalls(top, into: &calls)
    return calls
}

/// The call `expr.name(...)` when `expr` is the base of a modifier call.
func callUsing(asBase expr: ExprSyntax) -> FunctionCallExprSyntax? {
    guard let access = expr.parent?.as(MemberAccessExprSyntax.self), access.base?.id == expr.id,
          let call = access.parent?.as(FunctionCallExprSyntax.self),
          call.calledExpression.id == access.id
    else { return nil }
    return call
}

/// The postfix `#if` block whose clause body is `expr`.
private func postfixIfConfig(holding expr: ExprSyntax) -> PostfixIfConfigExprSyntax? {
    guard let clause = expr.parent?.as(IfConfigClauseSyntax.self) else { return nil }
    return clause.parent?.parent?.parent?.as(PostfixIfConfigExprSyntax.self)
}

private func collectModifierCalls(_ expr: ExprSyntax?, into calls: inout [FunctionCallExprSyntax]) {
    guard let expr else { return }
    if let call = expr.as(FunctionCallExprSyntax.self), let access = call.modifierAccess {
        collectModifierCalls(access.base, into: &calls)
        calls.append(call)
    } else if let block = expr.as(PostfixIfConfigExprSyntax.self) {
        collectModifierCalls(block.base, into: &calls)
        for clause in block.config.clauses {
            if case .postfixExpression(let body)? = clause.elements {
                collectModifierCalls(body, into: &calls)
            }
        }
    }
}
