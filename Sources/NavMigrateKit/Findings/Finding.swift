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

    public init(rule: String, severity: Severity = .warning, message: String, line: Int, column: Int) {
        self.rule = rule
        self.severity = severity
        self.message = message
        self.line = line
        self.column = column
    }

    /// `path:line:col: warning: message [rule]`, the form Xcode and CI annotators read.
    public func formatted(path: String) -> String {
        "\(path):\(line):\(column): \(severity.rawValue): \(message) [\(rule)]"
    }

    /// `line:col: rule`, the form golden `findings.txt` files use.
    public var goldenLine: String { "\(line):\(column): \(rule)" }
}
