import SwiftSyntax

extension FunctionCallExprSyntax {
    /// The member access that names this call when it is written as a modifier
    /// (`view.name(...)`, or `.name(...)` continuing a chain).
    var modifierAccess: MemberAccessExprSyntax? {
        calledExpression.as(MemberAccessExprSyntax.self)
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
        } else {
            break
        }
    }
    var calls: [FunctionCallExprSyntax] = []
    collectModifierCalls(top, into: &calls)
    return calls
}

/// The call `expr.name(...)` when `expr` is the base of a modifier call.
private func callUsing(asBase expr: ExprSyntax) -> FunctionCallExprSyntax? {
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
