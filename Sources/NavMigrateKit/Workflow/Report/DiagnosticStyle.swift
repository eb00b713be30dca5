/// Findings and notices as compiler diagnostics, `path:line:col: warning: message [rule]`,
/// coloured the way clang and swiftc colour theirs when asked: the location bold, `error:`
/// red, `warning:` magenta, `note:` cyan, all bold. Without colour the text is exactly the
/// plain form Xcode and CI annotators read.
public struct DiagnosticStyle: Sendable {
    public var colour: Bool

    public init(colour: Bool) {
        self.colour = colour
    }

    /// One finding on a file.
    public func format(_ finding: Finding, path: String) -> String {
        line(location: "\(path):\(finding.line):\(finding.column)", severity: finding.severity,
             message: finding.message, id: finding.rule)
    }

    /// `location: severity: message [id]`; `location` and `id` may be nil.
    public func line(location: String?, severity: Finding.Severity, message: String, id: String?) -> String {
        let suffix = id.map { " [\($0)]" } ?? ""
        guard colour else {
            return (location.map { "\($0): " } ?? "") + "\(severity.rawValue): \(message)\(suffix)"
        }
        let code: String
        switch severity {
        case .error: code = "1;31"
        case .warning: code = "1;35"
        case .note: code = "1;36"
        }
        let place = location.map { "\u{1B}[1m\($0):\u{1B}[0m " } ?? ""
        return place + "\u{1B}[\(code)m\(severity.rawValue):\u{1B}[0m \u{1B}[1m\(message)\u{1B}[0m\(suffix)"
    }
}
