import SwiftSyntax

/// A comment just above a navigation view that says why it is not a `NavigationStack`
/// (`// Use a navigation view: NavigationStack has bugs on Mac Catalyst`) is the app's
/// decision: the navigation view stays, and the finding quotes the comment. The same holds for
/// a comment on `navigationBarItems` that says why it is not a `.toolbar`.
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
        return says(found, naming: containerWords, troubleWords) ? found : nil
    }

    /// Words that say the deprecated bar modifier is used on purpose, in place of a toolbar.
    private static let insteadWords = troubleWords + ["instead of", "have to use", "had to use", "can't use", "cannot use",
                                                      "doesn't support", "does not support", "not supported"]

    /// The comments written on a `navigationBarItems` call (above its `.`, after its `(`, before
    /// an argument's label) that say why it is not a `.toolbar`
    /// (`// Have to use this instead of toolbar placement to keep our button style`), if any.
    static func comment(onBarItems call: FunctionCallExprSyntax, in context: FileContext) -> [SourceComment]? {
        guard let access = call.modifierAccess else { return nil }
        var tokens = [access.period, access.declName.baseName]
        if let open = call.leftParen { tokens.append(open) }
        tokens += call.arguments.compactMap { $0.firstToken(viewMode: .sourceAccurate) }
        let found = comments(around: tokens, in: context).sorted { $0.offset < $1.offset }
        return says(found, naming: ["toolbar"], insteadWords) ? found : nil
    }

    /// Whether the comments, read whole (the reason may be on a second line), name one of
    /// `names` and say one of `reasons`.
    private static func says(_ comments: [SourceComment], naming names: [String], _ reasons: [String]) -> Bool {
        let text = comments.map { $0.text.lowercased() }.joined(separator: " ")
        return names.contains(where: text.contains) && reasons.contains(where: text.contains)
    }

    /// The refusal, quoting the comment.
    static func refusal(_ comment: [SourceComment], at call: FunctionCallExprSyntax, in context: FileContext) -> Refusal {
        Refusal(.navigationView, reason("navigation view", isNot: "`NavigationStack`", comment, in: context), at: Syntax(call))
    }

    /// Why the site stays: `what` is left as it is, and the comment says why it is not `other`.
    static func reason(_ what: String, isNot other: String, _ comment: [SourceComment], in context: FileContext) -> String {
        let place = context.place(of: AbsolutePosition(utf8Offset: comment[0].offset))
        return "\(what) left as it is: the comment at \(place) says why it is not a \(other) (\"\(quoted(comment))\"); migrate it by hand once that no longer holds"
    }

    /// The comment's words on one line, at most 160 characters of them.
    private static func quoted(_ comment: [SourceComment]) -> String {
        let words = comment.map { piece in
            var text = piece.text.drop { "/* ".contains($0) }
            if text.hasSuffix("*/") { text = text.dropLast(2) }
            while text.last == " " { text = text.dropLast() }
            return String(text)
        }.joined(separator: " ")
        return words.count > 160 ? words.prefix(160) + "…" : words
    }
}
