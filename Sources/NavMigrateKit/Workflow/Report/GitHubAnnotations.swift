/// `--format github`: GitHub Actions workflow commands on standard output, one a line, which
/// the runner turns into annotations on the pull request:
/// `::warning file=Sources/Inbox.swift,line=18,col=9,title=navigation-view::message`.
///
/// Errors become `::error`, warnings `::warning`, notes `::notice`. Each change a dry run
/// would make is a `::warning` titled `would-change` on the old lines. Paths are relative
/// to the work tree's top, as the runner expects. Messages escape `%`, CR and LF; properties
/// also `:` and `,`, as the runner's parser requires.
public enum GitHubAnnotations {
    /// The commands for one file: its findings, and its changes when `includingChanges`.
    /// - Parameter changeSet: the patch paths of the other files of its change set, which its
    ///   changes name.
    public static func lines(for outcome: FileOutcome, includingChanges: Bool, changeSet: [String] = []) -> String {
        var out = ""
        for (index, finding) in outcome.findings.enumerated() {
            out += command(level: finding.severity, file: outcome.diffPath, line: finding.line,
                           column: outcome.utf16Column(ofFinding: index), endLine: nil,
                           title: finding.rule, message: finding.message) + "\n"
        }
        guard includingChanges, outcome.status == .changed else { return out }
        for range in ChangedLines.ranges(inDiff: outcome.diff) {
            out += command(level: .warning, file: outcome.diffPath, line: range.first, column: nil,
                           endLine: range.last, title: FileProblem.wouldChange.rawValue,
                           message: changeMessage(range, changeSet: changeSet)) + "\n"
        }
        return out
    }

    /// The command for a notice. One that is not about a file in the repository (a path the
    /// walk could not take) gets no `file=`, and its path leads the message.
    public static func line(for notice: Notice, diffPath: String?) -> String {
        let message = diffPath == nil && notice.path != nil ? "\(notice.path!): \(notice.message)" : notice.message
        return command(level: notice.severity, file: diffPath, line: diffPath == nil ? nil : 1, column: nil, endLine: nil,
                       title: notice.kind.rawValue, message: message) + "\n"
    }

    /// What a `would-change` annotation says.
    /// A change of a file in a change set names the set's other files, which are written with it.
    static func changeMessage(_ range: ChangedLines.Range, changeSet: [String] = []) -> String {
        let lines = range.first == range.last ? "line \(range.first)" : "lines \(range.first)-\(range.last)"
        guard !changeSet.isEmpty else {
            return "deprecated navigation API: navmigrate rewrites \(lines) (run navmigrate --write, or -i to choose)"
        }
        return "deprecated navigation API: navmigrate rewrites \(lines), in one change set with "
            + changeSet.joined(separator: ", ")
            + ": they are written together or not at all (run navmigrate --write, or -i to choose)"
    }

    /// One workflow command.
    public static func command(level: Finding.Severity, file: String?, line: Int?, column: Int?, endLine: Int?,
                               title: String, message: String) -> String {
        let name: String
        switch level {
        case .error: name = "error"
        case .warning: name = "warning"
        case .note: name = "notice"
        }
        var properties: [String] = []
        if let file { properties.append("file=" + escapeProperty(file)) }
        if let line { properties.append("line=\(line)") }
        if let endLine, endLine != line { properties.append("endLine=\(endLine)") }
        if let column { properties.append("col=\(column)") }
        properties.append("title=" + escapeProperty(title))
        return "::\(name) \(properties.joined(separator: ","))::\(escapeData(message))"
    }

    /// The message part: `%`, CR, LF.
    public static func escapeData(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": out += "%25"
            case "\r": out += "%0D"
            case "\n": out += "%0A"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// A property value: also `:` and `,`, which end a value.
    public static func escapeProperty(_ text: String) -> String {
        var out = ""
        for scalar in escapeData(text).unicodeScalars {
            switch scalar {
            case ":": out += "%3A"
            case ",": out += "%2C"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
