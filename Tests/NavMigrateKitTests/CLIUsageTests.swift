import Foundation
import Testing
@testable import NavMigrateKit

/// A bad command line gets one line: what is wrong, a hint when there is one, and where the
/// help is; status 64.
@Suite struct CLIUsageTests {
    @Test(arguments: [
        (["--writ"], "unknown option '--writ'; did you mean '--write'?"),
        (["--fix"], "unknown option '--fix'; did you mean '--write'?"),
        (["--dry-run"], "unknown option '--dry-run'; a dry run is the default; omit it"),
        (["-write"], "unknown option '-write'; did you mean '--write'?"),
        (["--jsn"], "unknown option '--jsn'; did you mean '--format json'?"),
        (["--ignore-deployment"], "unknown option '--ignore-deployment'; did you mean '--ignore-deployment-target'?"),
        (["--chek"], "unknown option '--chek'; did you mean '--check'?"),
        (["--frobnicate"], "unknown option '--frobnicate'"),
        (["--write", "-i"], "--write applies every change and --interactive asks file by file; use one of them"),
        (["-l", "--format", "sarif"], "--list prints paths on standard output; it cannot be combined with --format sarif"),
        (["-i", "--format", "github"], "--interactive talks to a person; it cannot be combined with --format github"),
        (["-j0"], "--jobs needs a positive whole number, not '0'"),
        (["-lx"], "unknown option '-lx'"),
    ])
    func usageErrorsAreOneLine(arguments: [String], message: String) throws {
        let folder = TemporaryFolder()
        let executable = try #require(navmigrateExecutable())
        let result = try run([executable] + arguments, in: folder.path)
        #expect(result.status == 64)
        #expect(result.errorText == "navmigrate: error: \(message) (see `navmigrate --help`)\n")
        #expect(result.outputText.isEmpty)
    }

    @Test func attachedAndBundledShortOptions() throws {
        let options = try ArgumentParser.parse(["-j2", "-lq", "-"])
        #expect(options.jobs == 2 && options.list && options.quiet)
        #expect(options.pathLists == ["-"] && options.paths.isEmpty && options.roots.isEmpty)
        #expect(try ArgumentParser.parse(["--", "-"]).paths == ["-"])
        #expect(try ArgumentParser.parse(["--files-from=list.txt", "--write-read-only", "--write"]).pathLists == ["list.txt"])
        #expect(try ArgumentParser.parse(["--format", "sarif"]).format == .sarif)
        #expect(try ArgumentParser.parse(["-l", "--check"]).list)
    }

    @Test func helpDocumentsTheNewOptionsAndTheExitStatus() throws {
        let folder = TemporaryFolder()
        let executable = try #require(navmigrateExecutable())
        let help = try run([executable, "--help"], in: folder.path)
        #expect(help.status == 0)
        for option in ["--list", "--quiet", "--files-from", "--write-read-only", "sarif", "github", "$PAGER", "NO_COLOR"] {
            #expect(help.outputText.contains(option), "\(option)")
        }
        #expect(help.outputText.contains("has an error finding"))
    }

    @Test func suggestionsByDistanceAndPrefix() {
        #expect(OptionSuggestion.editDistance("--writ", "--write") == 1)
        #expect(OptionSuggestion.editDistance("", "ab") == 2)
        #expect(OptionSuggestion.hint(for: "--anotate") == "did you mean '--annotate'?")
        #expect(OptionSuggestion.hint(for: "--exclud") == "did you mean '--exclude'?")
        #expect(OptionSuggestion.hint(for: "--completely-different") == nil)
    }
}
