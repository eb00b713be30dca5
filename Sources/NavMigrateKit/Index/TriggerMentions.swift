import SwiftSyntax

/// Where a file's text holds a rule's trigger (`NavigationLink`, `navigationBarTitle`,
/// `presentationMode`, ...). Every site a rule starts from has one of its triggers in its
/// text, so the file's walk skips statements and members whose text, trivia included, holds
/// none, and never reads most of a file's rows, models and helpers.
struct TriggerMentions {
    /// Start and end of every occurrence of any trigger, by start.
    private let spans: [(start: Int, end: Int)]

    init(_ bytes: [UInt8], triggers: [[UInt8]]) {
        var spans: [(start: Int, end: Int)] = []
        for trigger in triggers {
            spans += bytes.offsets(of: trigger).map { ($0, $0 + trigger.count) }
        }
        spans.sort { $0.start < $1.start }
        self.spans = spans
    }

    /// Whether some occurrence lies wholly inside `range`.
    func occur(in range: Range<Int>) -> Bool {
        var index = spans.partitioningIndex { $0.start >= range.lowerBound }
        while index < spans.count, spans[index].start < range.upperBound {
            if spans[index].end <= range.upperBound { return true }
            index += 1
        }
        return false
    }

    /// Whether the node's text, with its trivia, holds a trigger.
    func occur(in node: some SyntaxProtocol) -> Bool {
        occur(in: node.position.utf8Offset..<node.endPosition.utf8Offset)
    }

    /// Triggers that hold another trigger add nothing to a search: `navigationBarTitle` is found
    /// wherever `navigationBar` is.
    static func minimal(_ triggers: [String]) -> [[UInt8]] {
        let unique = Array(Set(triggers)).sorted()
        return unique.filter { trigger in !unique.contains { $0 != trigger && trigger.contains($0) } }
            .map { Array($0.utf8) }
    }
}
