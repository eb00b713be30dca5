import SwiftSyntax

/// The names a typed path brings into a view, and the code that stands for each old use of a
/// flag: `flag = true` → push `.x` unless it is on the path (as setting a flag already `true`
/// did nothing), `flag = false` → pop `.x` and what is above it,
/// a read → `path.contains(.x)`, `$flag` → `isPresented(.x)`, a `Binding` over the path.
struct PathOperations {
    /// The nested route enum, the path property, the `navigationDestination` closure parameter,
    /// and the binding helper.
    let routeType: String
    let path: String
    let routeVariable: String
    let bindingHelper: String
    let context: FileContext

    /// Names for a view whose identifiers are `used`: the plain ones when free, else longer
    /// spelled-out ones, else numbered.
    init(avoiding used: Set<String>, context: FileContext) {
        routeType = firstFreeName(["Route", "NavigationRoute"], avoiding: used)
        path = firstFreeName(["path", "navigationPath"], avoiding: used)
        routeVariable = firstFreeName(["route"], avoiding: used)
        bindingHelper = firstFreeName(["isPresented", "isOnPath"], avoiding: used)
        self.context = context
    }

    /// The code that replaces one use of a flag, or why the view cannot have a path.
    func replacement(for use: FlagUse, route: String) -> Result<SourceEdit, Refusal> {
        let node = use.node
        let indent = context.indentation(ofLineAt: node.positionAfterSkippingLeadingTrivia)
        let step = context.indentStep
        // A statement alone on its line is written over several lines, as a person would.
        let multiline = isAloneOnLine(node)
        let replacement: String
        switch use {
        case .assignment(_, let value):
            replacement = value ? pushing(route, multiline: multiline, indent: indent) : popping(route, multiline: multiline, indent: indent)
        case .toggle:
            let push = "\(path).append(\(route))"
            replacement = multiline
                ? popping(route, multiline: true, indent: indent) + " else {\(context.newline(indent + step))\(push)\(context.newline(indent))}"
                : "\(popping(route, multiline: false, indent: indent)) else { \(push) }"
        case .read:
            replacement = "\(path).contains(\(route))"
        case .projected:
            replacement = "\(bindingHelper)(\(route))"
        case .unsupported(let node, let reason):
            return .failure(Refusal(.linkIsActive, "\(reason), which has no path equivalent; migrate this view by hand", at: node))
        }
        return .success(SourceEdit(replacing: node.positionAfterSkippingLeadingTrivia, node.endPositionBeforeTrailingTrivia, with: replacement))
    }

    /// Pushes `route` unless it is on the path already: a flag set to `true` twice (a double tap,
    /// a publisher that fires again) pushed once.
    private func pushing(_ route: String, multiline: Bool, indent: String) -> String {
        let condition = "if !\(path).contains(\(route))"
        let body = "\(path).append(\(route))"
        guard multiline else { return "\(condition) { \(body) }" }
        return "\(condition) {\(context.newline(indent + context.indentStep(after: indent)))\(body)\(context.newline(indent))}"
    }

    /// Pops `route` and everything pushed after it; nothing when it is not on the path.
    private func popping(_ route: String, multiline: Bool, indent: String) -> String {
        let condition = "if let index = \(path).firstIndex(of: \(route))"
        let body = "\(path).removeSubrange(index...)"
        guard multiline else { return "\(condition) { \(body) }" }
        return "\(condition) {\(context.newline(indent + context.indentStep(after: indent)))\(body)\(context.newline(indent))}"
    }

    /// The declarations that replace the flags, as lines under `indent`; the binding helper
    /// only when some `$flag` was handed out.
    func declarations(cases: [String], needsBinding: Bool, indent: String) -> String {
        let step = context.indentStep
        var lines = [
            "enum \(routeType): Hashable, Codable {",
            "\(step)case \(cases.joined(separator: ", "))",
            "}",
            "",
            "@State private var \(path): [\(routeType)] = []",
        ]
        if needsBinding {
            lines += [
                "",
                "private func \(bindingHelper)(_ \(routeVariable): \(routeType)) -> Binding<Bool> {",
                "\(step)Binding(",
                "\(step)\(step)get: { \(path).contains(\(routeVariable)) },",
                "\(step)\(step)set: { newValue in",
                "\(step)\(step)\(step)if newValue {",
                "\(step)\(step)\(step)\(step)\(path).append(\(routeVariable))",
                "\(step)\(step)\(step)} else if let index = \(path).firstIndex(of: \(routeVariable)) {",
                "\(step)\(step)\(step)\(step)\(path).removeSubrange(index...)",
                "\(step)\(step)\(step)}",
                "\(step)\(step)}",
                "\(step))",
                "}",
            ]
        }
        return lines.enumerated().map { index, line in
            index == 0 || line.isEmpty ? line : indent + line
        }.joined(separator: context.lineEnding)
    }

    /// Whether only whitespace, or a comment, shares the node's lines.
    private func isAloneOnLine(_ node: Syntax) -> Bool {
        guard context.isFirstOnLine(node.positionAfterSkippingLeadingTrivia) else { return false }
        var index = node.endPositionBeforeTrailingTrivia.utf8Offset
        let bytes = context.bytes
        while index < bytes.count, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") { index += 1 }
        guard index < bytes.count else { return true }
        if bytes[index] == UInt8(ascii: "\n") || bytes[index] == UInt8(ascii: "\r") { return true }
        return index + 1 < bytes.count && bytes[index] == UInt8(ascii: "/") && bytes[index + 1] == UInt8(ascii: "/")
    }
}
