import SwiftSyntax

/// A comment as written in the source, with the byte offset where it starts.
struct SourceComment {
    var offset: Int
    var text: String
}

/// The comments in the leading and trailing trivia of `tokens`, in source order.
func comments(around tokens: some Sequence<TokenSyntax>, in context: FileContext) -> [SourceComment] {
    var found: [SourceComment] = []
    func collect(_ trivia: Trivia, from start: AbsolutePosition) {
        var offset = start.utf8Offset
        for piece in trivia {
            let length = piece.sourceLength.utf8Length
            if piece.isComment {
                let text = String(decoding: context.bytes[offset..<(offset + length)], as: UTF8.self)
                found.append(SourceComment(offset: offset, text: text))
            }
            offset += length
        }
    }
    for token in tokens {
        collect(token.leadingTrivia, from: token.position)
        collect(token.trailingTrivia, from: token.endPositionBeforeTrailingTrivia)
    }
    return found
}
