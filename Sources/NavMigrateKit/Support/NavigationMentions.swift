import SwiftSyntax

/// Where a file's text says `avigation` (as in `NavigationView`, `NavigationLink`,
/// `navigationBarTitle`, `navigationViewStyle`): every site a rewrite starts from has it in its
/// name. The walks that look for sites skip statements and members whose text, trivia
/// included, never says it, and so never read most of a file's rows, models and helpers.
struct NavigationMentions {
    private static let needle = Array("avigation".utf8)
    /// Offsets of every occurrence, ascending.
    private let offsets: [Int]

    init(_ bytes: [UInt8]) {
        var offsets: [Int] = []
        bytes.withUnsafeBufferPointer { buffer in
            while let found = buffer.firstOffset(of: Self.needle, from: (offsets.last ?? -Self.needle.count) + Self.needle.count) {
                offsets.append(found)
            }
        }
        self.offsets = offsets
    }

    /// Whether some occurrence lies wholly inside `range`.
    func occur(in range: Range<Int>) -> Bool {
        let first = offsets.partitioningIndex { $0 >= range.lowerBound }
        return first < offsets.count && offsets[first] + Self.needle.count <= range.upperBound
    }

    /// Whether the node's text, with its trivia, mentions navigation.
    func occur(in node: some SyntaxProtocol) -> Bool {
        occur(in: node.position.utf8Offset..<node.endPosition.utf8Offset)
    }
}
