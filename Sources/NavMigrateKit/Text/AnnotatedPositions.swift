import SwiftSyntax

/// `--annotate` TODOs quote places (`see 12:5`, `its link at 12:5`) as the findings name them,
/// in the input; in the annotated output the rewrites and the TODO lines above them have moved
/// those places. This rewrites each quoted place in the TODOs to where it is in the output.
///
/// `edits` are the file's final edits, sorted and disjoint; a TODO is an edit whose text holds
/// `marker`. A place inside text an edit replaced goes to the start of its replacement.
func relocatingQuotedPlaces(in edits: [SourceEdit], marker: String, source bytes: [UInt8], lines: LineTable) -> [SourceEdit] {
    guard edits.contains(where: { $0.replacement.contains(marker) }),
          let output = SourceEdit.apply(edits, to: bytes[...]) else { return edits }
    let outputLines = LineTable(output)
    func outputPlace(line: Int, column: Int) -> String {
        let offset = lines.position(ofLine: line, column: column).utf8Offset
        var shift = 0
        for edit in edits {
            if edit.range.isEmpty ? edit.range.lowerBound > offset : edit.range.lowerBound >= offset { break }
            if edit.range.upperBound > offset {
                // Inside replaced text: where the replacement starts.
                shift -= offset - edit.range.lowerBound
                break
            }
            shift += edit.replacement.utf8.count - edit.range.count
        }
        let location = outputLines.location(for: AbsolutePosition(utf8Offset: offset + shift))
        return "\(location.line):\(location.column)"
    }
    return edits.map { edit in
        guard edit.replacement.contains(marker) else { return edit }
        var copy = edit
        copy.replacement = rewritingPlaces(in: edit.replacement, outputPlace)
        return copy
    }
}

/// `text` with every `see L:C` and `at L:C` passed through `place`.
private func rewritingPlaces(in text: String, _ place: (Int, Int) -> String) -> String {
    var result = ""
    var rest = Substring(text)
    while let range = [rest.range(of: "see "), rest.range(of: "at ")].compactMap({ $0 }).min(by: { $0.lowerBound < $1.lowerBound }) {
        result += rest[..<range.upperBound]
        rest = rest[range.upperBound...]
        let line = rest.prefix { $0.isASCII && $0.isNumber }
        let afterLine = rest.dropFirst(line.count)
        guard !line.isEmpty, afterLine.first == ":" else { continue }
        let column = afterLine.dropFirst().prefix { $0.isASCII && $0.isNumber }
        guard !column.isEmpty, let lineNumber = Int(line), let columnNumber = Int(column) else { continue }
        result += place(lineNumber, columnNumber)
        rest = afterLine.dropFirst(1 + column.count)
    }
    return result + rest
}
