import Testing
@testable import NavMigrateKit

@Suite struct CLIArgumentParserTests {
    @Test func defaultsToADryRunOfTheCurrentFolder() throws {
        let options = try ArgumentParser.parse([])
        #expect(options == CommandLineOptions())
        #expect(options.roots == ["."])
    }

    @Test func longFlagsWithSeparateAndAttachedValues() throws {
        let options = try ArgumentParser.parse([
            "--write", "--jobs", "3", "--color=always", "--format", "json", "--exclude", "Gen/**",
            "--exclude=*.pb.swift", "--allow-dirty", "--ignore-deployment-target", "--ios17", "--annotate",
            "Sources", "App",
        ])
        #expect(options.write && options.allowDirty && options.ignoreDeploymentTarget && options.forceIOS17API)
        #expect(options.annotate)
        #expect(options.jobs == 3)
        #expect(options.color == .always)
        #expect(options.format == .json)
        #expect(options.excludes == ["Gen/**", "*.pb.swift"])
        #expect(options.paths == ["Sources", "App"])
    }

    @Test func shortFlags() throws {
        let options = try ArgumentParser.parse(["-i", "-j", "2", "x.swift"])
        #expect(options.interactive)
        #expect(options.jobs == 2)
        #expect(try ArgumentParser.parse(["-h"]).showHelp)
    }

    @Test func doubleDashEndsOptions() throws {
        let options = try ArgumentParser.parse(["--check", "--", "--write", "-i"])
        #expect(options.check)
        #expect(!options.write && !options.interactive)
        #expect(options.paths == ["--write", "-i"])
    }

    @Test func helpAndVersionWinOverConflicts() throws {
        #expect(try ArgumentParser.parse(["--check", "--write", "--help"]).showHelp)
        #expect(try ArgumentParser.parse(["--version"]).showVersion)
    }

    @Test(arguments: [
        (["--bogus"], "unknown option '--bogus'"),
        (["-x"], "unknown option '-x'"),
        (["--jobs"], "--jobs needs a value (--jobs N)"),
        (["--jobs", "0"], "--jobs needs a positive whole number, not '0'"),
        (["--jobs=many"], "--jobs needs a positive whole number, not 'many'"),
        (["--color", "sometimes"], "--color must be one of auto, always, never, not 'sometimes'"),
        (["--format=xml"], "--format must be one of text, json, sarif, github, not 'xml'"),
        (["--write=yes"], "--write does not take a value"),
        (["--check", "--write"], "--check only reports; it cannot be combined with --write"),
        (["--check", "-i"], "--check only reports; it cannot be combined with --interactive"),
        (["-i", "--format", "json"], "--interactive talks to a person; it cannot be combined with --format json"),
        (["--exclude="], "--exclude needs a non-empty pattern"),
    ])
    func usageErrors(arguments: [String], message: String) {
        #expect(throws: UsageError(message)) { try ArgumentParser.parse(arguments) }
    }

    @Test func answersAreReadByLetterOrWord() {
        #expect(InteractiveAnswer("y") == .yes)
        #expect(InteractiveAnswer(" YES ") == .yes)
        #expect(InteractiveAnswer("n") == .no)
        #expect(InteractiveAnswer("a") == .all)
        #expect(InteractiveAnswer("quit") == .quit)
        #expect(InteractiveAnswer("?") == .help)
        #expect(InteractiveAnswer("") == nil)
        #expect(InteractiveAnswer("maybe") == nil)
    }
}
