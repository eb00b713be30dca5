import SwiftSyntax

/// A comment just above a navigation view that says why it is not a `NavigationStack`
/// (`// Use a navigation view: NavigationStack has bugs on Mac Catalyst`) is the app's
/// decision: the navigation view stays, and the finding quotes the comment.
enum KeptByComment {
    /// Words that name the newer containers in a comment.
    private static let containerWords = ["navigationstack", "navigation stack", "navigationsplitview", "split view"]
    /// Words that say something is wrong with them, or that the choice is deliberate.
    private static let troubleWords = ["bug", "broken", "break", "doesn't work", "does not work", "don't work", "not working",
                                       "crash", "glitch", "problem", "issues", "workaround", "avoid", " hang", "freez",
                                       "deliberate", "on purpose", "intentional"]

    /// The comments above `call` that keep it, if they do: one line each.
    static func comment(above call: FunctionCallExprSyntax, in context: FileContext) -> [SourceComment]? {
        var tokens: [TokenSyntax] = []
        if let first = call.firstToken(viewMode: .sourceAccurate) { tokens.append(first) }
        // `return NavigationView {`, `let root = NavigationView {`: the statement's comments.
        var current = Syntax(call).parent
        while let node = current, !node.is(CodeBlockItemSyntax.self), !node.is(MemberBlockItemSyntax.self) {
            current = node.parent
        }
        if let statement = current?.firstToken(viewMode: .sourceAccurate), !tokens.contains(where: { $0.id == statement.id }) {
            tokens.append(statement)
        }
        // Only what is written above it: its leading trivia and its statement's.
        let found = comments(around: tokens, in: context).filter { $0.offset < call.positionAfterSkippingLeadingTrivia.utf8Offset }
            .sorted { $0.offset < $1.offset }
        // A comment of several lines is read whole: the reason may be on its second line.
        let text = found.map { $0.text.lowercased() }.joined(separator: " ")
        guard containerWords.contains(where: text.contains), troubleWords.contains(where: text.contains) else { return nil }
        return found
    }

    /// The refusal, quoting the comment.
    static func refusal(_ comment: [SourceComment], at call: FunctionCallExprSyntax, in context: FileContext) -> Refusal {
        let words = comment.map { piece in
            var text = piece.text.drop { "/* ".contains($0) }
            if text.hasSuffix("*/") { text = text.dropLast(2) }
            while text.last == " " { text = text.dropLast() }
            return String(text)
        }.joined(separator: " ")
        let quoted = words.count > 160 ? words.prefix(160) + "…" : Substring(words)
        let place = context.place(of: AbsolutePosition(utf8Offset: comment[0].offset))
        return Refusal(.navigationView, "navigation view left as it is: the comment at \(place) says why it is not a `NavigationStack` (\"\(quoted)\"); migrate it by hand once that no longer holds", at: Syntax(call))
    }
}
