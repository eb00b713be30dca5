/// One answer to `(3/25) Apply to Foo.swift? [y]es [n]o [a]ll remaining [v]iew [q]uit [?]help`.
/// A change set (files whose changes need each other) is asked about once, for all its files.
public enum InteractiveAnswer: Sendable, Equatable {
    case yes
    case no
    /// Apply this file and every remaining one without asking.
    case all
    /// Show the diff again, through the pager on a terminal.
    case view
    /// Stop: what was applied stays, nothing more is written.
    case quit
    case help

    /// Reads a typed line: the first letter or the whole word, any case, spaces ignored.
    /// Returns nil for anything else (including an empty line), which asks again.
    public init?(_ line: String) {
        switch line.trimmingSpaces.lowercased() {
        case "y", "yes": self = .yes
        case "n", "no": self = .no
        case "a", "all": self = .all
        case "v", "view": self = .view
        case "q", "quit": self = .quit
        case "?", "h", "help": self = .help
        default: return nil
        }
    }

    /// The question for one file: `(3/25)` is its place among the changes to review.
    public static func prompt(for path: String, position: Int, of total: Int) -> String {
        prompt(for: [path], position: position, of: total)
    }

    /// The question for one change: a file alone, or a change set, asked once and named by its
    /// first file and the files it goes with: `(2/7) Apply to Sidebar.swift and 2 files it goes
    /// with (Root.swift, Detail.swift)?`.
    public static func prompt(for paths: [String], position: Int, of total: Int) -> String {
        "(\(position)/\(total)) Apply to \(subject(paths))? [y]es [n]o [a]ll remaining [v]iew [q]uit [?]help "
    }

    /// `Sidebar.swift`, or `Sidebar.swift and 1 file it goes with (Root.swift)`.
    public static func subject(_ paths: [String]) -> String {
        guard let first = paths.first else { return "" }
        let others = paths.dropFirst()
        guard !others.isEmpty else { return first }
        let files = others.count == 1 ? "1 file" : "\(others.count) files"
        return "\(first) and \(files) it goes with (\(others.joined(separator: ", ")))"
    }

    /// What `?` prints.
    public static let helpText = """
    y - apply this change to the file (to every file of its change set, if it names others)
    n - leave this file (or change set) as it is
    a - apply this change and every remaining one without asking
    v - show the diff again (through $PAGER on a terminal)
    q - stop here; files already applied stay applied, nothing else is written
    ? - show this help
    """
}

private extension String {
    var trimmingSpaces: Substring {
        var text = Substring(self)
        while let first = text.first, first.isWhitespace { text = text.dropFirst() }
        while let last = text.last, last.isWhitespace { text = text.dropLast() }
        return text
    }
}
