/// One answer to `Apply to Foo.swift? [y]es [n]o [a]ll remaining [q]uit [?]help`.
public enum InteractiveAnswer: Sendable, Equatable {
    case yes
    case no
    /// Apply this file and every remaining one without asking.
    case all
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
        case "q", "quit": self = .quit
        case "?", "h", "help": self = .help
        default: return nil
        }
    }

    /// The question for one file.
    public static func prompt(for path: String) -> String {
        "Apply to \(path)? [y]es [n]o [a]ll remaining [q]uit [?]help "
    }

    /// What `?` prints.
    public static let helpText = """
    y - apply this change to the file
    n - leave this file as it is
    a - apply this change and every remaining one without asking
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
