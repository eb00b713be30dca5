/// One thing navmigrate tells the user about a file: a refusal, or a note on what it did.
public struct Finding: Sendable, Hashable, Codable {
    public enum Severity: String, Sendable, Hashable, Codable {
        case warning
        case error
        case note
    }

    /// Stable rule id, printed in brackets and used by `findings.txt` in golden cases.
    public var rule: String
    public var severity: Severity
    /// Plain words the user can act on.
    public var message: String
    /// 1-based line.
    public var line: Int
    /// 1-based column, counted in UTF-8 bytes like the compiler does.
    public var column: Int

    /// A rule's finding.
    public init(_ rule: RuleID, severity: Severity = .warning, message: String, line: Int, column: Int) {
        self.init(id: rule.rawValue, severity: severity, message: message, line: line, column: column)
    }

    /// A finding about the file as a whole.
    public init(_ problem: FileProblem, severity: Severity = .error, message: String, line: Int, column: Int) {
        self.init(id: problem.rawValue, severity: severity, message: message, line: line, column: column)
    }

    private init(id: String, severity: Severity, message: String, line: Int, column: Int) {
        self.rule = id
        self.severity = severity
        self.message = Self.oneLine(message)
        self.line = line
        self.column = column
    }

    /// A finding is one line wherever it is shown (a terminal, a CI annotation, a TODO comment):
    /// code quoted across lines reads with each line break and the indentation after it as
    /// one space.
    static func oneLine(_ message: String) -> String {
        guard message.contains(where: \.isNewline) else { return message }
        var result = ""
        var pendingBreak = false
        for character in message {
            if character.isNewline {
                pendingBreak = true
            } else if pendingBreak, character == " " || character == "\t" {
                continue
            } else {
                if pendingBreak {
                    // `binding(\n    get:` reads `binding(get:`; `x\n  y` reads `x y`.
                    if let last = result.last, last != "(", last != "[", character != ")", character != "]" { result.append(" ") }
                    pendingBreak = false
                }
                result.append(character)
            }
        }
        return result
    }

    /// The rule that raised the finding; nil for a problem with the file as a whole.
    public var ruleID: RuleID? { RuleID(rawValue: rule) }

    /// The file problem the finding reports; nil for a rule's finding.
    public var problem: FileProblem? { FileProblem(rawValue: rule) }

    /// `path:line:col: warning: message [rule]`, the form Xcode and CI annotators read.
    public func formatted(path: String) -> String {
        "\(path):\(line):\(column): \(severity.rawValue): \(message) [\(rule)]"
    }

    /// `line:col: rule: message`, the form golden `findings.txt` files use.
    public var goldenLine: String { "\(line):\(column): \(rule): \(message)" }
}
