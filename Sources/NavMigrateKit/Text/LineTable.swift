import SwiftSyntax

/// Where each line of a file starts, to turn byte offsets into 1-based line and column (in UTF-8
/// bytes) the way the compiler counts them: `\n`, `\r\n` and a lone `\r` each end a line.
///
/// It is built from the bytes in one scan. swift-syntax's `SourceLocationConverter` gives the
/// same answers, but builds its table by walking every token of the tree, which costs a
/// noticeable share of a parse on every file navmigrate changes.
struct LineTable {
    struct Location: Equatable {
        let line: Int
        let column: Int
    }

    /// Offsets of the first byte of each line; the first is 0.
    private let starts: [Int]
    private let length: Int

    init(_ bytes: [UInt8]) {
        var starts = [0]
        var index = 0
        while index < bytes.count {
            let breakLength = bytes.lineBreakLength(at: index)
            if breakLength > 0 {
                index += breakLength
                starts.append(index)
            } else {
                index += 1
            }
        }
        self.starts = starts
        self.length = bytes.count
    }

    func location(for position: AbsolutePosition) -> Location {
        let offset = min(max(position.utf8Offset, 0), length)
        let line = starts.partitioningIndex { $0 > offset }
        return Location(line: line, column: offset - starts[line - 1] + 1)
    }

    /// The offset of a 1-based line and column; past the last line, the end of the file.
    func position(ofLine line: Int, column: Int) -> AbsolutePosition {
        guard line >= 1, line <= starts.count else { return AbsolutePosition(utf8Offset: length) }
        return AbsolutePosition(utf8Offset: min(starts[line - 1] + column - 1, length))
    }
}
