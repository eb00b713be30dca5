@testable import NavMigrateKit

/// What must hold for any bytes handed to the migrator, whatever they are.
struct MigrationProperties {
    var migrator: Migrator

    /// Migrates `input` and lists every property it breaks. `inert` says the input's code is
    /// all inside a comment or a string literal, so nothing may change and nothing be reported.
    func check(_ input: [UInt8], inert: Bool = false) -> (result: FileMigration, violations: [String]) {
        let result = migrator.migrate(input)
        var violations: [String] = []
        func require(_ condition: Bool, _ message: @autoclosure () -> String) {
            if !condition { violations.append(message()) }
        }
        let output = result.output
        require(result.original == input, "`original` is not the input")
        require((result.status == .changed) == (output != input),
                "status is \(result.status) but the output \(output == input ? "equals" : "differs from") the input")

        let body = Array(input.dropFirst(input.starts(with: byteOrderMark) ? 3 : 0))
        let decodes = String(validating: body, as: UTF8.self) != nil
        let inputError = decodes ? SyntaxCheck.firstError(in: input) : "not UTF-8"
        if let inputError {
            require(output == input, "the input does not parse (\(inputError)) but the output differs from it")
            require(result.status != .changed, "the input does not parse but the status is `changed`")
        } else if let outputError = SyntaxCheck.firstError(in: output) {
            violations.append("the input parses but the output does not: \(outputError)")
        }
        if decodes {
            let outputBody = output.dropFirst(output.starts(with: byteOrderMark) ? 3 : 0)
            require(String(validating: outputBody, as: UTF8.self) != nil, "the output is not UTF-8")
        }
        if inert {
            require(output == input && result.status == .unchanged, "code inside a comment or string literal was changed")
            require(result.findings.isEmpty, "code inside a comment or string literal was reported: \(result.findings.map(\.goldenLine))")
        }
        if result.status == .changed {
            let second = migrator.migrate(output)
            require(second.output == output, "not idempotent: a second run changed the output")
        }
        violations += lineEndingViolations(input: input, output: output)
        require(output.starts(with: byteOrderMark) == input.starts(with: byteOrderMark), "the byte-order mark was not kept as it was")
        if isTabIndented(input), !isTabIndented(output) {
            violations.append("a tab-indented file got lines indented with spaces")
        }
        var lineLengths = lineRanges(body).map { line in
            line.count - trailingBreakLength(body, line)
        }
        if let last = body.last, last == 10 || last == 13 {
            // The end of a file that ends with a line break is column 1 of the line after.
            lineLengths.append(0)
        }
        let lineStarts = lineRanges(body).map(\.lowerBound) + [body.count]
        for finding in result.findings {
            let inside = (1...lineLengths.count).contains(finding.line)
                && (1...(lineLengths[finding.line - 1] + 1)).contains(finding.column)
            require(inside, "finding \(finding.goldenLine) lies outside the file")
            // Columns count bytes; one that lands inside a multibyte character counted wrong.
            let offset = inside ? lineStarts[finding.line - 1] + finding.column - 1 : 0
            if inside, decodes, offset < body.count {
                require(body[offset] & 0xC0 != 0x80, "finding \(finding.goldenLine) points inside a character")
            }
        }
        return (result, violations)
    }

    private func lineEndingViolations(input: [UInt8], output: [UInt8]) -> [String] {
        let before = lineBreakKinds(input)
        let after = lineBreakKinds(output)
        var violations: [String] = []
        if !before.lf, after.lf {
            violations.append("a bare `\\n` line ending was introduced into a file that had none")
        }
        if !before.cr, after.cr {
            violations.append("a bare `\\r` line ending was introduced into a file that had none")
        }
        if !before.crlf, after.crlf, before.lf || before.cr {
            violations.append("a `\\r\\n` line ending was introduced into a file that had none")
        }
        return violations
    }
}

/// Which kinds of line break a file holds.
func lineBreakKinds(_ bytes: [UInt8]) -> (lf: Bool, crlf: Bool, cr: Bool) {
    var kinds = (lf: false, crlf: false, cr: false)
    var index = 0
    while index < bytes.count {
        if bytes[index] == UInt8(ascii: "\r") {
            if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "\n") {
                kinds.crlf = true
                index += 1
            } else {
                kinds.cr = true
            }
        } else if bytes[index] == UInt8(ascii: "\n") {
            kinds.lf = true
        }
        index += 1
    }
    return kinds
}

/// Whether some line is indented and no line's indentation holds a space.
func isTabIndented(_ bytes: [UInt8]) -> Bool {
    var sawTab = false
    for line in lineRanges(bytes) {
        for byte in bytes[line] {
            if byte == UInt8(ascii: "\t") { sawTab = true } else if byte == UInt8(ascii: " ") { return false } else { break }
        }
    }
    return sawTab
}

private func trailingBreakLength(_ bytes: [UInt8], _ line: Range<Int>) -> Int {
    guard let last = line.last else { return 0 }
    if bytes[last] == UInt8(ascii: "\n") {
        return line.count >= 2 && bytes[last - 1] == UInt8(ascii: "\r") ? 2 : 1
    }
    return bytes[last] == UInt8(ascii: "\r") ? 1 : 0
}

/// How a layout-only mutation must change the result: the same findings, and the unmutated
/// output put through the same mutation.
func expectedLayoutEquivalent(of base: FileMigration, under mutation: Mutation) -> [UInt8]? {
    switch mutation {
    case .crlfLineEndings: return withLineEndings(base.output, [UInt8(ascii: "\r"), UInt8(ascii: "\n")])
    case .crLineEndings: return withLineEndings(base.output, [UInt8(ascii: "\r")])
    case .byteOrderMark: return base.original.starts(with: byteOrderMark) ? nil : byteOrderMark + base.output
    case .tabIndentation: return tabified(base.output)
    default: return nil
    }
}
