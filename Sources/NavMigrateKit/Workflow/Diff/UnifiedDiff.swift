/// Renders a unified diff (`diff -u` format) that `git apply` and `patch -p1` accept.
///
/// Lines are written byte for byte, so CRLF lines keep their `\r`. A last line without a
/// newline gets the `\ No newline at end of file` marker.
public enum UnifiedDiff {
    /// One `@@` block of a diff.
    public struct Hunk: Sendable, Equatable {
        /// 1-based first old line, or the line before the hunk when `oldCount` is 0.
        public var oldStart: Int
        public var oldCount: Int
        public var newStart: Int
        public var newCount: Int
        public var steps: [LineDiff.Step]
        /// The declaration the hunk is in (`struct Inbox: View`), as `git diff` shows it after
        /// the second `@@`; see `DeclarationContext`.
        public var heading: String? = nil

        /// `@@ -l,s +l,s @@ heading`, leaving out `,1` like GNU diff does.
        public var header: String {
            let ranges = "@@ -\(UnifiedDiff.range(oldStart, oldCount)) +\(UnifiedDiff.range(newStart, newCount)) @@"
            guard let heading, !heading.isEmpty else { return ranges }
            return ranges + " " + heading
        }
    }

    /// The hunks of a diff with `context` unchanged lines around each change.
    public static func hunks(_ diff: LineDiff, context: Int = 3) -> [Hunk] {
        let steps = diff.steps
        let changes = steps.indices.filter { steps[$0].kind != .equal }
        guard !changes.isEmpty else { return [] }
        // Old and new line counts before each step, so a hunk knows where it starts.
        var oldBefore = [Int](repeating: 0, count: steps.count + 1)
        var newBefore = [Int](repeating: 0, count: steps.count + 1)
        for (index, step) in steps.enumerated() {
            oldBefore[index + 1] = oldBefore[index] + (step.kind == .insert ? 0 : 1)
            newBefore[index + 1] = newBefore[index] + (step.kind == .delete ? 0 : 1)
        }
        var groups: [ClosedRange<Int>] = []
        var first = changes[0]
        var last = changes[0]
        for change in changes.dropFirst() {
            if change - last - 1 <= 2 * context {
                last = change
            } else {
                groups.append(first...last)
                first = change
                last = change
            }
        }
        groups.append(first...last)
        var hunks = groups.map { group in
            let start = max(0, group.lowerBound - context)
            let end = min(steps.count, group.upperBound + context + 1)
            let oldCount = oldBefore[end] - oldBefore[start]
            let newCount = newBefore[end] - newBefore[start]
            return Hunk(
                oldStart: oldBefore[start] + (oldCount == 0 ? 0 : 1), oldCount: oldCount,
                newStart: newBefore[start] + (newCount == 0 ? 0 : 1), newCount: newCount,
                steps: Array(steps[start..<end]))
        }
        // git looks for the heading above the hunk's first line in the old file.
        let firstOldLines = groups.map { oldBefore[max(0, $0.lowerBound - context)] }
        for (index, heading) in DeclarationContext.headings(oldLines: diff.oldLines, firstOldLines: firstOldLines).enumerated() {
            hunks[index].heading = heading
        }
        return hunks
    }

    /// The whole diff of one file, or an empty array when the buffers are equal.
    /// - Parameter path: the path relative to the folder the patch applies in (the work
    ///   tree's top, see `PatchPaths`), written as `a/path` and `b/path` so `git apply` and
    ///   `patch -p1` find the file. Leading slashes are dropped.
    public static func render(path: String, old: [UInt8], new: [UInt8], context: Int = 3) -> [UInt8] {
        guard old != new else { return [] }
        let hunks = hunks(LineDiff(old: old, new: new), context: context)
        guard !hunks.isEmpty else { return [] }
        let name = path.hasPrefix("/") ? String(path.drop { $0 == "/" }) : path
        var out: [UInt8] = []
        // The `diff --git` line marks the paths as relative to the work tree's top, so
        // `git apply` run in a subfolder applies what lies below it instead of guessing.
        out += Array("diff --git \(gitHeaderName("a/" + name)) \(gitHeaderName("b/" + name))\n".utf8)
        out += Array("--- \(headerName("a/" + name))\n+++ \(headerName("b/" + name))\n".utf8)
        for hunk in hunks {
            out += Array(hunk.header.utf8)
            out.append(UInt8(ascii: "\n"))
            for step in hunk.steps {
                switch step.kind {
                case .equal: out.append(UInt8(ascii: " "))
                case .delete: out.append(UInt8(ascii: "-"))
                case .insert: out.append(UInt8(ascii: "+"))
                }
                out += step.line
                if step.line.last != UInt8(ascii: "\n") {
                    out += Array("\n\\ No newline at end of file\n".utf8)
                }
            }
        }
        return out
    }

    /// A file name as git writes it in the `diff --git` line: C-quoted when needed, spaces
    /// left as they are.
    static func gitHeaderName(_ name: String) -> String {
        let quoted = headerName(name)
        return quoted.hasSuffix("\t") ? String(quoted.dropLast()) : quoted
    }

    /// A file name as git writes it in `---`/`+++` lines: C-quoted when it holds quotes,
    /// backslashes or control characters, and followed by a tab when it holds a space, so
    /// that `patch` does not stop reading the name at the space.
    static func headerName(_ name: String) -> String {
        // Every character that needs quoting is ASCII: one look at the bytes tells.
        let needsQuotes = name.utf8.contains { $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") || $0 < 0x20 || $0 == 0x7F }
        if needsQuotes {
            var quoted = "\""
            for scalar in name.unicodeScalars {
                switch scalar {
                case "\"": quoted += "\\\""
                case "\\": quoted += "\\\\"
                case "\n": quoted += "\\n"
                case "\t": quoted += "\\t"
                default:
                    if scalar.value < 0x20 || scalar.value == 0x7F {
                        quoted += "\\" + String(scalar.value, radix: 8).leftPadded(to: 3)
                    } else {
                        quoted.unicodeScalars.append(scalar)
                    }
                }
            }
            return quoted + "\""
        }
        return name.utf8.contains(UInt8(ascii: " ")) ? name + "\t" : name
    }

    fileprivate static func range(_ start: Int, _ count: Int) -> String {
        count == 1 ? "\(start)" : "\(start),\(count)"
    }
}

private extension String {
    func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}

/// ANSI colours for a rendered diff: headers bold, hunk headers cyan, removals red, additions
/// green. Only the look changes; stripping the escapes gives back the plain diff.
public enum DiffColorizer {
    /// The same diff with ANSI colour codes around each non-context line.
    public static func colorize(_ diff: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(diff.count + diff.count / 8)
        // `---`/`+++` are file headers only between `diff --git` and the first hunk; inside a
        // hunk they are a removed `-- ...` or an added `++ ...` line.
        var inHeader = true
        for line in LineDiff.splitLines(diff) {
            let body = line.last == UInt8(ascii: "\n") ? line.dropLast() : line
            let code: String?
            if body.starts(with: Array("diff --git ".utf8)) { inHeader = true }
            if body.first == UInt8(ascii: "@") { inHeader = false }
            if inHeader, body.starts(with: Array("--- ".utf8)) || body.starts(with: Array("+++ ".utf8))
                || body.starts(with: Array("diff --git ".utf8)) {
                code = "1"
            } else {
                switch body.first {
                case UInt8(ascii: "@"): code = "36"
                case UInt8(ascii: "-"): code = "31"
                case UInt8(ascii: "+"): code = "32"
                default: code = nil
                }
            }
            guard let code else {
                out += line
                continue
            }
            // As git does, only `@@ ... @@` of a hunk header is cyan; the heading stays plain.
            var coloured = body[...]
            var rest: ArraySlice<UInt8> = []
            if code == "36", let close = closingAtAt(body) {
                coloured = body[..<close]
                rest = body[close...]
            }
            out += Array("\u{1B}[\(code)m".utf8)
            out += coloured
            out += Array("\u{1B}[0m".utf8)
            out += rest
            if body.count != line.count { out.append(UInt8(ascii: "\n")) }
        }
        return out
    }

    /// The index just after the second `@@` of a hunk header.
    private static func closingAtAt(_ line: ArraySlice<UInt8>) -> Int? {
        let at = UInt8(ascii: "@")
        var index = line.startIndex + 2
        while index + 1 < line.endIndex {
            if line[index] == at, line[index + 1] == at { return index + 2 }
            index += 1
        }
        return nil
    }
}
