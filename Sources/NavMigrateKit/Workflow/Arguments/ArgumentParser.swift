/// Parses navmigrate's command line: long flags (`--jobs 4`, `--jobs=4`), the short forms
/// `-i`, `-j N` and `-h`, and `--` to end the options.
public enum ArgumentParser {
    private enum Flag {
        case toggle(WritableKeyPath<CommandLineOptions, Bool>)
        case value(String, (inout CommandLineOptions, String) throws(UsageError) -> Void)
    }

    private static var flags: [String: Flag] { [
        "--write": .toggle(\.write),
        "--check": .toggle(\.check),
        "--interactive": .toggle(\.interactive),
        "-i": .toggle(\.interactive),
        "--allow-dirty": .toggle(\.allowDirty),
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
    ] }

    /// The options, or the reason the command line cannot run.
    /// - Parameter arguments: the arguments without the program name.
    public static func parse(_ arguments: [String]) throws(UsageError) -> CommandLineOptions {
        let flags = Self.flags
        var options = CommandLineOptions()
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if argument == "--" {
                options.paths += arguments[index...]
                break
            }
            guard argument.hasPrefix("-"), argument != "-" else {
                options.paths.append(argument)
                continue
            }
            var name = argument
            var attached: String?
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                attached = String(argument[argument.index(after: equals)...])
            }
            guard let flag = flags[name] else {
                throw UsageError("unknown option '\(name)'")
            }
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
        try validate(options)
        return options
    }

    private static func validate(_ options: CommandLineOptions) throws(UsageError) {
        if options.showHelp || options.showVersion { return }
        if options.check, options.write { throw UsageError("--check only reports; it cannot be combined with --write") }
        if options.check, options.interactive {
            throw UsageError("--check only reports; it cannot be combined with --interactive")
        }
        if options.interactive, options.format == .json {
            throw UsageError("--interactive talks to a person; it cannot be combined with --format json")
        }
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
