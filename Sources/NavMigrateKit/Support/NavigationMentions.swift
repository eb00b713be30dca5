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
        let needle = Self.needle
        bytes.withUnsafeBufferPointer { buffer in
            guard buffer.count >= needle.count else { return }
            var index = 0
            while index <= buffer.count - needle.count {
                if buffer[index] == needle[0] {
                    var matched = 1
                    while matched < needle.count, buffer[index + matched] == needle[matched] { matched += 1 }
                    if matched == needle.count {
                        offsets.append(index)
                        index += needle.count
                        continue
                    }
                }
                index += 1
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
