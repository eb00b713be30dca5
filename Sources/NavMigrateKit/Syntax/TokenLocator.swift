import SwiftSyntax

/// Finds the token at a byte offset by first picking the file-level statement that holds it.
///
/// swift-syntax's `token(at:)` looks through a node's children one after another, so on a file
/// of thousands of declarations, looking up each of thousands of edits would cost a pass over
/// the file each time.
struct TokenLocator {
    private let items: [Syntax]
    private let starts: [Int]

    init(_ tree: SourceFileSyntax) {
        items = tree.statements.map { Syntax($0) } + [Syntax(tree.endOfFileToken)]
        starts = items.map { $0.position.utf8Offset }
    }

    /// The token whose text or trivia holds `offset`.
    func token(at offset: Int) -> TokenSyntax? {
        let index = starts.partitioningIndex { $0 > offset } - 1
        guard index >= 0 else { return nil }
        return items[index].token(at: AbsolutePosition(utf8Offset: offset))
    }
}
