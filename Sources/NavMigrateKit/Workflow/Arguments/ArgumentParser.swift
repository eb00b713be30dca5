/// Parses navmigrate's command line: long flags (`--jobs 4`, `--jobs=4`), the short forms
/// `-i`, `-l`, `-q`, `-h` and `-j N` (also `-j4`, and toggles bundled as `-lq`), `-` for a
/// path list on standard input, and `--` to end the options.
public enum ArgumentParser {
    enum Flag {
        case toggle(WritableKeyPath<CommandLineOptions, Bool>)
        case value(String, (inout CommandLineOptions, String) throws(UsageError) -> Void)
    }

    static var flags: [String: Flag] { [
        "--write": .toggle(\.write),
        "--check": .toggle(\.check),
        "--interactive": .toggle(\.interactive),
        "-i": .toggle(\.interactive),
        "--list": .toggle(\.list),
        "-l": .toggle(\.list),
        "--quiet": .toggle(\.quiet),
        "-q": .toggle(\.quiet),
        "--allow-dirty": .toggle(\.allowDirty),
        "--write-read-only": .toggle(\.writeReadOnly),
        "--ignore-deployment-target": .toggle(\.ignoreDeploymentTarget),
        "--ios17": .toggle(\.forceIOS17API),
        "--annotate": .toggle(\.annotate),
        "--help": .toggle(\.showHelp),
        "-h": .toggle(\.showHelp),
        "--version": .toggle(\.showVersion),
        "--jobs": .value("N", setJobs),
        "-j": .value("N", setJobs),
        "--color": .value("WHEN", { (options: inout CommandLineOptions, text: String) throws(UsageError) in
            options.color = try choice(text, flag: "--color")
        }),
        "--format": .value("FORMAT", { (options: inout CommandLineOptions, text: String) throws(UsageError) in
            options.format = try choice(text, flag: "--format")
        }),
        "--exclude": .value("GLOB", { (options: inout CommandLineOptions, text: String) throws(UsageError) in
            guard !text.isEmpty else { throw UsageError("--exclude needs a non-empty pattern") }
            options.excludes.append(text)
        }),
        "--only": .value("RULE,...", { (options: inout CommandLineOptions, text: String) throws(UsageError) in
            options.onlyRules += try ruleIDs(text, flag: "--only")
        }),
        "--skip": .value("RULE,...", { (options: inout CommandLineOptions, text: String) throws(UsageError) in
            options.skippedRules += try ruleIDs(text, flag: "--skip")
        }),
        "--files-from": .value("FILE", { (options: inout CommandLineOptions, text: String) throws(UsageError) in
            guard !text.isEmpty else { throw UsageError("--files-from needs a file name, or - for standard input") }
            options.pathLists.append(text)
        }),
    ] }

    /// The options, or the reason the command line cannot run.
    /// - Parameter arguments: the arguments without the program name.
    public static func parse(_ arguments: [String]) throws(UsageError) -> CommandLineOptions {
        let flags = Self.flags
        var options = CommandLineOptions()
        var index = 0
        func take(_ flag: Flag, named name: String, attached: String?) throws(UsageError) {
            switch flag {
            case .toggle(let keyPath):
                if attached != nil { throw UsageError("\(name) does not take a value") }
                options[keyPath: keyPath] = true
            case .value(let placeholder, let apply):
                let value: String
                if let attached {
                    value = attached
                } else if index < arguments.count {
                    value = arguments[index]
                    index += 1
                } else {
                    throw UsageError("\(name) needs a value (\(name) \(placeholder))")
                }
                try apply(&options, value)
            }
        }
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if argument == "--" {
                options.paths += arguments[index...]
                break
            }
            if argument == "-" {
                options.pathLists.append("-")
                continue
            }
            guard argument.hasPrefix("-") else {
                options.paths.append(argument)
                continue
            }
            if argument.hasPrefix("--") {
                var name = argument
                var attached: String?
                if let equals = argument.firstIndex(of: "=") {
                    name = String(argument[..<equals])
                    attached = String(argument[argument.index(after: equals)...])
                }
                guard let flag = flags[name] else { throw OptionSuggestion.unknownOption(name) }
                try take(flag, named: name, attached: attached)
                continue
            }
            if let flag = flags[argument] {
                try take(flag, named: argument, attached: nil)
                continue
            }
            // `-j4`: a short value flag with its value attached; `-lq`: bundled short toggles.
            let head = String(argument.prefix(2))
            if case .value? = flags[head] {
                try take(flags[head]!, named: head, attached: String(argument.dropFirst(2)))
                continue
            }
            let bundled = argument.dropFirst().map { "-\($0)" }
            let toggles = bundled.compactMap { name -> WritableKeyPath<CommandLineOptions, Bool>? in
                if case .toggle(let keyPath)? = flags[name] { return keyPath }
                return nil
            }
            guard toggles.count == bundled.count else { throw OptionSuggestion.unknownOption(argument) }
            for keyPath in toggles { options[keyPath: keyPath] = true }
        }
        try validate(options)
        return options
    }

    private static func validate(_ options: CommandLineOptions) throws(UsageError) {
        if options.showHelp || options.showVersion { return }
        if options.check, options.write { throw UsageError("--check only reports; it cannot be combined with --write") }
        if options.check, options.interactive {
            throw UsageError("--check only reports; it cannot be combined with --interactive")
        }
        if options.write, options.interactive {
            throw UsageError("--write applies every change and --interactive asks file by file; use one of them")
        }
        if options.interactive, options.format != .text {
            throw UsageError("--interactive talks to a person; it cannot be combined with --format \(options.format.rawValue)")
        }
        if options.list, options.interactive {
            throw UsageError("--list prints paths only; it cannot be combined with --interactive")
        }
        if options.list, options.format != .text {
            throw UsageError("--list prints paths on standard output; it cannot be combined with --format \(options.format.rawValue)")
        }
    }

    /// `link-is-active,bar-title`: rule ids separated by commas, each one known.
    private static func ruleIDs(_ text: String, flag: String) throws(UsageError) -> [RuleID] {
        var rules: [RuleID] = []
        for name in text.split(separator: ",").map({ String($0).trimmingWhitespace() }) where !name.isEmpty {
            guard let rule = RuleID(rawValue: name) else {
                let known = RuleID.allCases.map(\.rawValue)
                let near = known.map { ($0, OptionSuggestion.editDistance(name, $0)) }.filter { $0.1 <= 3 }.min { $0.1 < $1.1 }
                let hint = near.map { "did you mean '\($0.0)'? " } ?? ""
                throw UsageError("\(flag): unknown rule '\(name)'; \(hint)rules are \(known.joined(separator: ", "))")
            }
            rules.append(rule)
        }
        guard !rules.isEmpty else { throw UsageError("\(flag) needs one or more rule ids, separated by commas") }
        return rules
    }

    private static func setJobs(_ options: inout CommandLineOptions, _ text: String) throws(UsageError) {
        guard let jobs = Int(text), jobs > 0 else {
            throw UsageError("--jobs needs a positive whole number, not '\(text)'")
        }
        options.jobs = jobs
    }

    private static func choice<Choice: RawRepresentable & CaseIterable>(
        _ text: String, flag: String
    ) throws(UsageError) -> Choice where Choice.RawValue == String {
        guard let value = Choice(rawValue: text) else {
            let allowed = Choice.allCases.map(\.rawValue).joined(separator: ", ")
            throw UsageError("\(flag) must be one of \(allowed), not '\(text)'")
        }
        return value
    }
}
