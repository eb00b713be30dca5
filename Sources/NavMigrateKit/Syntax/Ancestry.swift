import SwiftSyntax

extension Syntax {
    /// Whether `other` holds this node.
    func isDescendant(of other: Syntax) -> Bool {
        var current = parent
        while let node = current {
            if node.id == other.id { return true }
            current = node.parent
        }
        return false
    }

    /// The node's text span without its outer trivia.
    var range: Range<AbsolutePosition> { positionAfterSkippingLeadingTrivia..<endPositionBeforeTrailingTrivia }
}
