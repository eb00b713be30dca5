import SwiftSyntax

/// Edits shared by both `isActive` rewrites: reshaping a link in place and removing a hidden one.
extension IsActiveLink {
    /// Rewrites the link into `head ... tail` while its title or label stays where it is, byte
    /// for byte, so that edits inside the label still apply.
    ///
    /// `titleForm(title)` gives the text around a kept title, `labelForm` the text before a
    /// kept label closure (and whether that closure must be closed with `)`).
    func reshape(titleHead: String, titleTail: String, labelHead: (_ isArgument: Bool) -> String) -> [SourceEdit] {
        let start = call.positionAfterSkippingLeadingTrivia
        let end = call.endPositionBeforeTrailingTrivia
        if let title {
            return [
                SourceEdit(replacing: start, title.positionAfterSkippingLeadingTrivia, with: titleHead),
                SourceEdit(replacing: title.endPositionBeforeTrailingTrivia, end, with: titleTail),
            ]
        }
        guard let label else { return [] }
        let isArgument = call.argument(labeled: "label")?.expression.id == ExprSyntax(label).id
        return [
            SourceEdit(replacing: start, label.positionAfterSkippingLeadingTrivia, with: labelHead(isArgument)),
            SourceEdit(replacing: label.endPositionBeforeTrailingTrivia, end, with: isArgument ? ")" : ""),
        ]
    }

    /// Deletes a hidden link with the modifiers on it: the statement it is, or the
    /// `.background(...)`/`.overlay(...)` that holds it. Nil when it sits anywhere else.
    func removal(in context: FileContext) -> SourceEdit? {
        let top = call.chainTop
        if let item = top.parent?.as(CodeBlockItemSyntax.self) {
            return context.deletion(from: item.positionAfterSkippingLeadingTrivia, to: item.endPositionBeforeTrailingTrivia)
        }
        if let argument = top.parent?.as(LabeledExprSyntax.self),
           let holder = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
           holder.arguments.count == 1, ["background", "overlay"].contains(holder.modifierName ?? "") {
            return context.removal(ofModifier: holder)
        }
        return nil
    }

    /// Whether `other`'s destination or label holds this link.
    func isNested(in other: IsActiveLink) -> Bool {
        other.call.id != call.id && Syntax(call).isDescendant(of: Syntax(other.call))
    }

    /// The destination as a syntax node, for name checks.
    var destinationNode: Syntax {
        switch destination {
        case .value(let expression): return Syntax(expression)
        case .closure(let closure): return Syntax(closure)
        }
    }
}

/// Lower-camel route case names from flag names: `isShowingPurple` → `purple`.
func routeCaseName(forFlag flag: String) -> String {
    var name = flag
    for prefix in ["isShowing", "isPresenting", "isPresented", "isActive", "isShown", "showing", "show", "presenting", "present", "is", "should"]
    where name.hasPrefix(prefix) && name.count > prefix.count {
        let rest = name.dropFirst(prefix.count)
        if rest.first?.isUppercase == true {
            name = String(rest)
            break
        }
    }
    for suffix in ["Active", "Presented", "Shown", "Visible", "Showing", "Link"] where name.hasSuffix(suffix) && name.count > suffix.count {
        name = String(name.dropLast(suffix.count))
        break
    }
    let lowered = (name.first.map { String($0).lowercased() } ?? "") + name.dropFirst()
    return swiftKeywords.contains(lowered) ? "`\(lowered)`" : lowered
}

/// A name not in `used`: `base`, else `base2`, `base3`, ...
func freshName(_ base: String, avoiding used: Set<String>) -> String {
    if !used.contains(base) { return base }
    var index = 2
    while used.contains("\(base)\(index)") { index += 1 }
    return "\(base)\(index)"
}

private let swiftKeywords: Set<String> = [
    "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
    "internal", "let", "open", "operator", "private", "protocol", "public", "static", "struct", "subscript",
    "typealias", "var", "break", "case", "continue", "default", "defer", "do", "else", "fallthrough", "for",
    "guard", "if", "in", "repeat", "return", "switch", "where", "while", "as", "catch", "false", "is", "nil",
    "rethrows", "super", "self", "throw", "throws", "true", "try", "some", "any",
]
