/// The text `git diff` puts after a hunk's `@@ ... @@`: the nearest declaration above the hunk
/// that the hunk is inside, so a reader sees which type or function the change is in.
///
/// The test mirrors the funcname pattern of git's proposed `swift` diff driver: after
/// indentation, any attributes (`@MainActor`, `@available(iOS 16, *)`), any lowercase
/// modifier words (`private`, `final`, `nonisolated`), then one of `func`, `init`, `deinit`,
/// `subscript`, `class`, `struct`, `enum`, `protocol`, `extension` or `actor`, followed by a
/// space, tab, `(`, `?`, `!` or `<`. Properties (`var body: some View`) do not count, so a
/// change inside `body` is shown under its view's `struct`. Like git, the text starts at the
/// first non-blank character, loses trailing blanks and is cut at 80 bytes.
enum DeclarationContext {
    static let keywords: Set<String> = [
        "func", "init", "deinit", "subscript", "class", "struct", "enum", "protocol", "extension", "actor",
    ]

    /// git's limit on the length of the function-name text.
    static let maximumLength = 80

    /// For each hunk, in order, the context text of the nearest declaration above the old line
    /// with 0-based index `firstOldLines[i]` that is still open there, or nil.
    ///
    /// Open is read off indentation, as a reader does: a declaration closes at the next line
    /// indented as far as it or less (its `}`), so a sibling `init` or nested `enum` that ends
    /// above the hunk does not head it; the enclosing `struct` does. (git's funcname search
    /// takes the nearest declaration line above, closed or not.) Blank lines, comments and
    /// compiler directives (`#if`, often written at the left margin) close nothing.
    static func headings(oldLines: [ArraySlice<UInt8>], firstOldLines: [Int]) -> [String?] {
        var result: [String?] = []
        // One pass down the file: the declarations open at each line, outermost first.
        var open: [(indent: Int, text: String)] = []
        var next = 0
        for first in firstOldLines {
            let end = min(first, oldLines.count)
            while next < end {
                let line = oldLines[next]
                next += 1
                guard let indent = closingIndent(line) else { continue }
                while let last = open.last, last.indent >= indent { open.removeLast() }
                if let text = heading(line) { open.append((indent, text)) }
            }
            // The hunk's first line (or the next that counts) closes what it is not inside.
            var enclosing = open
            if let indent = oldLines[end...].lazy.compactMap(closingIndent).first {
                while let last = enclosing.last, last.indent >= indent { enclosing.removeLast() }
            }
            result.append(enclosing.last?.text)
        }
        return result
    }

    /// The indentation of a line that can close a declaration: none for blank lines, comments
    /// and compiler directives.
    private static func closingIndent(_ line: ArraySlice<UInt8>) -> Int? {
        var index = line.startIndex
        while index < line.endIndex, line[index] == UInt8(ascii: " ") || line[index] == UInt8(ascii: "\t") { index += 1 }
        guard index < line.endIndex else { return nil }
        let byte = line[index]
        if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") || byte == UInt8(ascii: "#") { return nil }
        if byte == UInt8(ascii: "/") || byte == UInt8(ascii: "*") { return nil }
        return index - line.startIndex
    }

    /// The heading text when `line` opens a declaration.
    static func heading(_ line: ArraySlice<UInt8>) -> String? {
        var index = line.startIndex
        func at(_ offset: Int = 0) -> UInt8? {
            let position = index + offset
            return position < line.endIndex ? line[position] : nil
        }
        func isBlank(_ byte: UInt8?) -> Bool { byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
        func isLetter(_ byte: UInt8?) -> Bool {
            guard let byte else { return false }
            return (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == UInt8(ascii: "_")
        }
        func isLower(_ byte: UInt8?) -> Bool { byte.map { $0 >= 0x61 && $0 <= 0x7A } ?? false }
        func isIdentifierByte(_ byte: UInt8?) -> Bool {
            isLetter(byte) || (byte.map { $0 >= 0x30 && $0 <= 0x39 } ?? false)
        }

        while isBlank(at()) { index += 1 }
        let start = index
        // Attributes: `@Name` with an optional parenthesised argument list, then blanks.
        while at() == UInt8(ascii: "@") {
            index += 1
            guard isLetter(at()) else { return nil }
            while isIdentifierByte(at()) { index += 1 }
            if at() == UInt8(ascii: "(") {
                index += 1
                while let byte = at(), byte != UInt8(ascii: ")") {
                    if byte == UInt8(ascii: "(") { return nil }
                    index += 1
                }
                guard at() == UInt8(ascii: ")") else { return nil }
                index += 1
            }
            guard isBlank(at()) else { return nil }
            while isBlank(at()) { index += 1 }
        }
        // Lowercase words; the first keyword followed by one of ` \t(?!<` opens the declaration.
        while isLower(at()) {
            let wordStart = index
            while isLower(at()) { index += 1 }
            let word = String(decoding: line[wordStart..<index], as: UTF8.self)
            let next = at()
            if keywords.contains(word),
               let next, [" ", "\t", "(", "?", "!", "<"].contains(Character(Unicode.Scalar(next))) {
                return text(line[start...])
            }
            guard isBlank(next) else { return nil }
            while isBlank(at()) { index += 1 }
        }
        return nil
    }

    /// The line from `start`, without its line ending or trailing blanks, cut at 80 bytes on
    /// a character boundary.
    private static func text(_ rest: ArraySlice<UInt8>) -> String {
        var bytes = rest
        if bytes.count > maximumLength {
            var end = bytes.startIndex + maximumLength
            // Do not cut a multibyte character: back up to the start of one.
            while end > bytes.startIndex, bytes[end] & 0xC0 == 0x80 { end -= 1 }
            bytes = bytes[bytes.startIndex..<end]
        }
        while let last = bytes.last, last == UInt8(ascii: " ") || last == UInt8(ascii: "\t")
            || last == UInt8(ascii: "\n") || last == UInt8(ascii: "\r") {
            bytes = bytes.dropLast()
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
