/// Swift ends a line with `\n`, `\r\n` or a lone `\r`, and so does every file navmigrate
/// reads. Every scan over lines goes through these helpers so that all three work alike: a
/// scan that looks for `\n` alone misses every line of a file saved with `\r` endings.
/// (`FileContext.lineStart(of:)` finds where a line starts.)
///
/// They work on UTF-8 bytes: in a Swift `String`, `"\r\n"` is one `Character`, so
/// `text.contains("\n")` is false for a file with only CRLF line endings.
extension [UInt8] {
    /// The offset of the line break that ends the line holding `offset`, or the end of the bytes.
    func lineEnd(from offset: Int) -> Int {
        var end = Swift.max(offset, 0)
        while end < count, !isLineBreakByte(self[end]) { end += 1 }
        return end
    }

    /// The length of the line break that starts at `offset`: 2 for `\r\n`, 1 for `\n` or a lone
    /// `\r`, 0 when no line break starts there.
    func lineBreakLength(at offset: Int) -> Int {
        guard offset >= 0, offset < count, isLineBreakByte(self[offset]) else { return 0 }
        return self[offset] == carriageReturnByte && offset + 1 < count && self[offset + 1] == lineFeedByte ? 2 : 1
    }

    /// The length of the line break that ends just before `offset`, 0 when none does.
    func lineBreakLength(endingAt offset: Int) -> Int {
        guard offset > 0, offset <= count, isLineBreakByte(self[offset - 1]) else { return 0 }
        if self[offset - 1] == lineFeedByte, offset > 1, self[offset - 2] == carriageReturnByte { return 2 }
        // A `\r` followed by `\n` is only half a line break.
        if self[offset - 1] == carriageReturnByte, offset < count, self[offset] == lineFeedByte { return 0 }
        return 1
    }

    /// Whether `offset` is the first byte of a line (or the end of the file right after a line break).
    func isLineStart(_ offset: Int) -> Bool {
        offset == 0 || lineBreakLength(endingAt: offset) > 0
    }

    /// Where the line after the one holding `offset` starts, nil on the last line.
    func nextLineStart(after offset: Int) -> Int? {
        let end = lineEnd(from: offset)
        return end < count ? end + lineBreakLength(at: end) : nil
    }
}

let lineFeedByte = UInt8(ascii: "\n")
let carriageReturnByte = UInt8(ascii: "\r")

func isLineBreakByte(_ byte: UInt8) -> Bool {
    byte == 0x0A || byte == 0x0D
}

extension StringProtocol {
    /// Whether the text holds a line break of any kind.
    var containsLineBreak: Bool { utf8.contains(where: isLineBreakByte) }

    /// The text up to its first line break of any kind.
    var firstLine: String {
        let bytes = Array(utf8)
        return String(decoding: bytes[..<bytes.lineEnd(from: 0)], as: UTF8.self)
    }

    /// The text with every line break, of whatever kind, written as `lineEnding`.
    func replacingLineBreaks(with lineEnding: String) -> String {
        linesKeepingBreaks.map { line in
            let bytes = Array(line.utf8)
            let end = bytes.lineEnd(from: 0)
            return end == bytes.count ? line : String(decoding: bytes[..<end], as: UTF8.self) + lineEnding
        }.joined()
    }

    /// The lines, each with the line break that ends it (the last may have none).
    var linesKeepingBreaks: [String] {
        let bytes = Array(utf8)
        var lines: [String] = []
        var start = 0
        while let next = bytes.nextLineStart(after: start) {
            lines.append(String(decoding: bytes[start..<next], as: UTF8.self))
            start = next
        }
        lines.append(String(decoding: bytes[start...], as: UTF8.self))
        return lines
    }
}
