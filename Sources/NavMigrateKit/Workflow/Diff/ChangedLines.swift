/// Where a rendered diff changes the old file: per hunk, the first and last old line it
/// removes or inserts next to. Annotations (SARIF, GitHub) point at the code as it is now.
public enum ChangedLines {
    public struct Range: Sendable, Equatable {
        public var first: Int
        public var last: Int
    }

    /// The ranges of a diff `UnifiedDiff.render` wrote, in order.
    public static func ranges(inDiff diff: [UInt8]) -> [Range] {
        var ranges: [Range] = []
        var oldLine = 0
        var current: Range?
        func note(_ line: Int) {
            let line = max(1, line)
            if var range = current {
                range.first = min(range.first, line)
                range.last = max(range.last, line)
                current = range
            } else {
                current = Range(first: line, last: line)
            }
        }
        var inHunk = false
        for line in LineDiff.splitLines(diff) {
            guard let first = line.first else { continue }
            // `---`/`+++` are file headers only before the first hunk; inside one they are a
            // removed `-- ...` or an added `++ ...` line.
            if !inHunk, first != UInt8(ascii: "@") { continue }
            switch first {
            case UInt8(ascii: "@"):
                inHunk = true
                if let range = current { ranges.append(range) }
                current = nil
                oldLine = hunkOldStart(line) ?? 1
            case UInt8(ascii: " "):
                oldLine += 1
            case UInt8(ascii: "-"):
                note(oldLine)
                oldLine += 1
            case UInt8(ascii: "+"):
                // An insertion sits after the line before it.
                note(oldLine - 1)
            default:
                continue
            }
        }
        if let range = current { ranges.append(range) }
        return ranges
    }

    /// The first old line of `@@ -a,b +c,d @@`: `a`, or `a + 1` when `b` is 0 (then `a` is
    /// the line before the hunk).
    private static func hunkOldStart(_ line: ArraySlice<UInt8>) -> Int? {
        let text = String(decoding: line, as: UTF8.self)
        guard let minus = text.firstIndex(of: "-") else { return nil }
        let range = text[text.index(after: minus)...].prefix { $0 != " " }
        let parts = range.split(separator: ",")
        guard let start = parts.first.flatMap({ Int($0) }) else { return nil }
        let count = parts.count > 1 ? Int(parts[1]) ?? 1 : 1
        return count == 0 ? start + 1 : start
    }
}
