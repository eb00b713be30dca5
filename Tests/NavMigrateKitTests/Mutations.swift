/// Deterministic hostile variants of a Swift source file, for the robustness properties.
///
/// Every mutation works on bytes, not on a syntax tree, so it can produce anything a user's
/// disk might hold: half a token, a stray brace, invalid UTF-8, mixed line endings.

/// SplitMix64: a fixed-seed generator, so every run tests the same inputs and a failure
/// names a case that can be replayed.
struct SplitMix64 {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<bound` (0 when the bound is 0).
    mutating func below(_ bound: Int) -> Int {
        bound <= 0 ? 0 : Int(next() % UInt64(bound))
    }

    mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }

    /// A seed that depends only on the text, unlike `hashValue`, which changes per process.
    static func seed(for text: String) -> UInt64 {
        text.utf8.reduce(0xCBF2_9CE4_8422_2325 as UInt64) { ($0 ^ UInt64($1)) &* 0x100_0000_01B3 }
    }
}

/// One way of damaging or disguising a file.
enum Mutation: String, CaseIterable {
    case deleteToken, duplicateToken, strayBrace, truncate, randomBytes
    case commentOutLines, stringWrapLines, multibyteLineBefore, multibyteInlineBefore
    /// Whole-file disguises: the code becomes inert, so nothing may change.
    case commentOutFile, stringWrapFile
    /// Layout changes that keep the code's meaning.
    case tabIndentation, crlfLineEndings, crLineEndings, byteOrderMark

    /// Whether the whole file ends up inside a comment or a string literal.
    var disguisesWholeFile: Bool { self == .commentOutFile || self == .stringWrapFile }

    /// Mutations drawn at random for each file, after the fixed ones.
    static let random: [Mutation] = [
        .deleteToken, .duplicateToken, .strayBrace, .truncate, .randomBytes,
        .commentOutLines, .stringWrapLines, .multibyteLineBefore, .multibyteInlineBefore,
    ]
    /// Mutations applied to every file once.
    static let fixed: [Mutation] = [.commentOutFile, .stringWrapFile, .tabIndentation, .crlfLineEndings,
                                    .crLineEndings, .byteOrderMark]
}

/// A mutated file and how it was made (`deleteToken@412` replays with the same seed).
struct Mutant {
    var mutation: Mutation
    var detail: String
    var bytes: [UInt8]
    /// For `multibyteInlineBefore`: the 1-based line that got `insertedBytes` at its indentation.
    var prefixedLine: Int?
    var insertedBytes = 0
    /// For `multibyteLineBefore`: the 1-based number the new comment line has.
    var insertedLine: Int?

    var name: String { "\(mutation.rawValue)\(detail.isEmpty ? "" : "@" + detail)" }
}

let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]
private let newline = UInt8(ascii: "\n")
private let carriageReturn = UInt8(ascii: "\r")

/// Applies one mutation to `source`, drawing positions from `rng`.
func mutate(_ source: [UInt8], _ mutation: Mutation, using rng: inout SplitMix64) -> Mutant {
    let bom = source.starts(with: byteOrderMark) ? byteOrderMark : []
    let body = Array(source.dropFirst(bom.count))
    func made(_ detail: String, _ bytes: [UInt8]) -> Mutant {
        Mutant(mutation: mutation, detail: detail, bytes: bytes)
    }
    switch mutation {
    case .deleteToken, .duplicateToken, .strayBrace:
        let tokens = roughTokens(source)
        guard !tokens.isEmpty else { return made("", source) }
        let token = rng.pick(tokens)
        var bytes = source
        switch mutation {
        case .deleteToken: bytes.removeSubrange(token)
        case .duplicateToken: bytes.insert(contentsOf: Array(source[token]) + [UInt8(ascii: " ")], at: token.lowerBound)
        default: bytes.insert(UInt8(ascii: "}"), at: token.lowerBound)
        }
        return made("\(token.lowerBound)", bytes)
    case .truncate:
        let cut = rng.below(source.count)
        return made("\(cut)", Array(source[..<cut]))
    case .randomBytes:
        let at = rng.below(source.count + 1)
        let awkward: [UInt8] = [0x00, 0x0D, 0x0A, 0x22, 0x5C, 0x7B, 0x7D, 0x2F, 0x2A, 0x80, 0xBF, 0xC0, 0xC3, 0xE2, 0xED, 0xF0, 0xF4, 0xFF]
        let junk = (0..<(1 + rng.below(6))).map { _ in rng.below(2) == 0 ? rng.pick(awkward) : UInt8(rng.below(256)) }
        var bytes = source
        bytes.insert(contentsOf: junk, at: at)
        return made("\(at)", bytes)
    case .commentOutLines, .stringWrapLines:
        let lines = lineRanges(body)
        let first = rng.below(lines.count)
        let last = min(lines.count - 1, first + rng.below(8))
        let range = lines[first].lowerBound..<lines[last].upperBound
        let wrapped = mutation == .commentOutLines ? blockComment(Array(body[range])) : rawStringStatement(Array(body[range]))
        return made("\(first + 1)-\(last + 1)", bom + body[..<range.lowerBound] + wrapped + body[range.upperBound...])
    case .commentOutFile:
        return made("", bom + blockComment(body) + [newline])
    case .stringWrapFile:
        return made("", bom + rawStringStatement(body) + [newline])
    case .multibyteLineBefore, .multibyteInlineBefore:
        let lines = lineRanges(body)
        let candidates = lines.indices.filter { containsNavigationName(body[lines[$0]]) }
        guard !candidates.isEmpty else { return made("", source) }
        let index = rng.pick(candidates)
        let start = lines[index].lowerBound
        let indentEnd = body[start...].firstIndex { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") } ?? body.count
        let inserted: [UInt8]
        if mutation == .multibyteLineBefore {
            let ending: [UInt8] = lines[index].count >= 2 && body[lines[index].upperBound - 2] == carriageReturn ? [carriageReturn, newline] : [newline]
            inserted = Array(body[start..<indentEnd]) + Array("// 내비게이션 설명 🧭👩‍👩‍👧 é".utf8) + ending
            var mutant = made("\(index + 1)", bom + body[..<start] + inserted + body[start...])
            mutant.insertedLine = index + 1
            return mutant
        }
        inserted = Array("/* 탐색 🚀 */ ".utf8)
        var mutant = made("\(index + 1)", bom + body[..<indentEnd] + inserted + body[indentEnd...])
        mutant.prefixedLine = index + 1
        mutant.insertedBytes = inserted.count
        return mutant
    case .tabIndentation:
        return made("", bom + tabIndented(body))
    case .crlfLineEndings:
        return made("", bom + withLineEndings(body, [carriageReturn, newline]))
    case .crLineEndings:
        return made("", bom + withLineEndings(body, [carriageReturn]))
    case .byteOrderMark:
        return made("", byteOrderMark + source)
    }
}

/// Rough tokens: runs of identifier-like bytes (any byte of a multibyte character counts), or
/// one punctuation byte. Whitespace separates them.
func roughTokens(_ bytes: [UInt8]) -> [Range<Int>] {
    func isWord(_ byte: UInt8) -> Bool {
        byte >= 0x80 || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$") || byte == UInt8(ascii: "@")
            || byte == UInt8(ascii: "#") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
            || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
    }
    var tokens: [Range<Int>] = []
    var index = 0
    while index < bytes.count {
        let byte = bytes[index]
        if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == newline || byte == carriageReturn {
            index += 1
        } else if isWord(byte) {
            let start = index
            while index < bytes.count, isWord(bytes[index]) { index += 1 }
            tokens.append(start..<index)
        } else {
            tokens.append(index..<(index + 1))
            index += 1
        }
    }
    return tokens
}

/// Each line's bytes including its line break (`\n`, `\r\n` or `\r`); never empty.
func lineRanges(_ bytes: [UInt8]) -> [Range<Int>] {
    var lines: [Range<Int>] = []
    var start = 0
    var index = 0
    while index < bytes.count {
        if bytes[index] == newline || bytes[index] == carriageReturn {
            if bytes[index] == carriageReturn, index + 1 < bytes.count, bytes[index + 1] == newline { index += 1 }
            lines.append(start..<(index + 1))
            start = index + 1
        }
        index += 1
    }
    if start < bytes.count || lines.isEmpty { lines.append(start..<bytes.count) }
    return lines
}

private func containsNavigationName(_ line: ArraySlice<UInt8>) -> Bool {
    let text = String(decoding: line, as: UTF8.self)
    return text.contains("Navigation") || text.contains(".navigation")
}

/// `/* ... */` around `content`. Block comments nest in Swift, so every `*` touching a `/`
/// becomes `+`: no delimiter inside can open or close a comment early.
private func blockComment(_ content: [UInt8]) -> [UInt8] {
    let slash = UInt8(ascii: "/")
    let star = UInt8(ascii: "*")
    var escaped = content
    for index in escaped.indices where escaped[index] == star {
        let touchesSlash = (index > 0 && content[index - 1] == slash) || (index + 1 < content.count && content[index + 1] == slash)
        if touchesSlash { escaped[index] = UInt8(ascii: "+") }
    }
    let closing: [UInt8] = escaped.last == newline || escaped.last == carriageReturn ? Array("*/".utf8) : Array("\n*/".utf8)
    return Array("/*\n".utf8) + escaped + closing
}

/// `_ = #"""` ... `"""#` around `content`, with enough `#` that nothing inside ends the literal
/// or starts an escape. The closing delimiter sits at column 0, so every line's indent is kept.
private func rawStringStatement(_ content: [UInt8]) -> [UInt8] {
    let text = String(decoding: content, as: UTF8.self)
    var hashes = "#"
    while text.contains("\"\"\"" + hashes) || text.contains("\\" + hashes) { hashes += "#" }
    let closingBreak = content.last == newline || content.last == carriageReturn ? "" : "\n"
    return Array("_ = \(hashes)\"\"\"\n".utf8) + content + Array("\(closingBreak)\"\"\"\(hashes)".utf8)
}

/// Leading runs of spaces become one tab per four spaces (a remainder stays as spaces).
private func tabIndented(_ bytes: [UInt8]) -> [UInt8] {
    var result: [UInt8] = []
    for line in lineRanges(bytes) {
        let spaces = bytes[line].prefix { $0 == UInt8(ascii: " ") }.count
        result += [UInt8](repeating: UInt8(ascii: "\t"), count: spaces / 4)
        result += [UInt8](repeating: UInt8(ascii: " "), count: spaces % 4)
        result += bytes[(line.lowerBound + spaces)..<line.upperBound]
    }
    return result
}

/// Every line break (`\n`, `\r\n`, `\r`) replaced with `ending`.
func withLineEndings(_ bytes: [UInt8], _ ending: [UInt8]) -> [UInt8] {
    var result: [UInt8] = []
    result.reserveCapacity(bytes.count + bytes.count / 16)
    var index = 0
    while index < bytes.count {
        let byte = bytes[index]
        if byte == carriageReturn || byte == newline {
            if byte == carriageReturn, index + 1 < bytes.count, bytes[index + 1] == newline { index += 1 }
            result += ending
        } else {
            result.append(byte)
        }
        index += 1
    }
    return result
}

/// The file with its leading runs of spaces turned into tabs (exposed for expected outputs).
func tabified(_ bytes: [UInt8]) -> [UInt8] {
    let bom = bytes.starts(with: byteOrderMark) ? byteOrderMark : []
    return bom + tabIndented(Array(bytes.dropFirst(bom.count)))
}
