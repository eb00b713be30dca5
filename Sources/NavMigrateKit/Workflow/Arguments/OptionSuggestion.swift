/// What to say about an option navmigrate does not know: a hint for the options people bring
/// from other tools, else the nearest real option by edit distance or unique prefix.
enum OptionSuggestion {
    /// Options from other tools and habits, with what to use instead.
    static let aliases: [String: String] = [
        "--fix": "did you mean '--write'?",
        "--apply": "did you mean '--write'?",
        "--in-place": "did you mean '--write'?",
        "--inplace": "did you mean '--write'?",
        "--yes": "did you mean '--write'?",
        "-w": "did you mean '--write'?",
        "-y": "did you mean '--write'?",
        "--dry-run": "a dry run is the default; omit it",
        "--dryrun": "a dry run is the default; omit it",
        "--diff": "a dry run is the default; omit it",
        "--preview": "a dry run is the default; omit it",
        "-n": "a dry run is the default; omit it",
        "-d": "a dry run is the default; omit it",
        "--json": "did you mean '--format json'?",
        "--sarif": "did you mean '--format sarif'?",
        "--github": "did you mean '--format github'?",
        "--no-color": "did you mean '--color never'?",
        "--no-colour": "did you mean '--color never'?",
        "--colour": "did you mean '--color'?",
        "--ignore": "did you mean '--exclude'?",
        "--exclude-dir": "did you mean '--exclude'?",
        "--skip-dir": "did you mean '--exclude'?",
        "--threads": "did you mean '--jobs'?",
        "--parallel": "did you mean '--jobs'?",
        "--stdin": "did you mean '-' (read paths from standard input)?",
        "--force": "did you mean '--allow-dirty', '--write-read-only' or '--ignore-deployment-target'?",
        "--read-only": "did you mean '--write-read-only'?",
        "--allow-read-only": "did you mean '--write-read-only'?",
        "--list-files": "did you mean '--list'?",
        "--files": "did you mean '--list'?",
        "--ask": "did you mean '--interactive'?",
        "-p": "did you mean '--interactive'?",
        "-c": "did you mean '--check'?",
        "-v": "did you mean '--version'?",
        "-V": "did you mean '--version'?",
        "-?": "did you mean '--help'?",
    ]

    /// The usage error for an unknown option, with a hint when there is one.
    static func unknownOption(_ name: String) -> UsageError {
        guard let hint = hint(for: name) else { return UsageError("unknown option '\(name)'") }
        return UsageError("unknown option '\(name)'; \(hint)")
    }

    static func hint(for name: String) -> String? {
        if let alias = aliases[name] { return alias }
        let longNames = ArgumentParser.flags.keys.filter { $0.hasPrefix("--") }.sorted()
        // `-write`: one dash short of a long option.
        if !name.hasPrefix("--"), longNames.contains("-" + name) { return "did you mean '-\(name)'?" }
        let typed = name.hasPrefix("--") ? name : "-" + name
        let limit = typed.count <= 6 ? 1 : 2
        // Near a real option, or near one of the aliases (`--jsn` is a typo of `--json`).
        let candidates = longNames + aliases.keys.filter { $0.hasPrefix("--") }
        let scored = candidates.map { ($0, editDistance(typed, $0)) }.filter { $0.1 <= limit }
        if let best = scored.min(by: { $0.1 < $1.1 || ($0.1 == $1.1 && $0.0 < $1.0) }) {
            return aliases[best.0] ?? "did you mean '\(best.0)'?"
        }
        let extended = longNames.filter { $0.hasPrefix(typed) }
        if typed.count >= 5, extended.count == 1 { return "did you mean '\(extended[0])'?" }
        return nil
    }

    /// Levenshtein distance over characters.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = previous
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
