/// Everything the command line can ask for.
public struct CommandLineOptions: Sendable, Equatable {
    public enum ColorChoice: String, Sendable, CaseIterable { case auto, always, never }
    public enum OutputFormat: String, Sendable, CaseIterable { case text, json, sarif, github }

    /// Files and folders to migrate; `.` when none are given and no list is read.
    public var paths: [String] = []
    /// `--files-from FILE` and `-` (`-` stands for standard input): files that list paths,
    /// one a line.
    public var pathLists: [String] = []
    /// `--write`: apply every change.
    public var write = false
    /// `--check`: report only, exit 1 when anything would change.
    public var check = false
    /// `-i`, `--interactive`: ask file by file.
    public var interactive = false
    /// `-l`, `--list`: print the paths of files that would change (or were written), nothing
    /// else, on standard output.
    public var list = false
    /// `-q`, `--quiet`: no summary, hints or notes; findings and errors only.
    public var quiet = false
    /// `--allow-dirty`: write files with uncommitted changes too.
    public var allowDirty = false
    /// `--write-read-only`: write files that have no write permission too.
    public var writeReadOnly = false
    /// `--ignore-deployment-target`: write even below iOS 16 / macOS 13.
    public var ignoreDeploymentTarget = false
    /// `--ios17`: allow iOS 17 API in the output whatever the target says.
    public var forceIOS17API = false
    /// `--annotate`: comment refused sites with `// TODO(navmigrate): <reason>`.
    public var annotate = false
    /// Worker threads; nil means one per active processor.
    public var jobs: Int?
    /// `--color`: when the diff and the findings are coloured.
    public var color = ColorChoice.auto
    /// `--format`: a diff and compiler-style findings, one JSON document, one SARIF log, or
    /// GitHub Actions workflow commands.
    public var format = OutputFormat.text
    /// `--exclude` patterns, in the order given.
    public var excludes: [String] = []
    /// `--only`: the rules to apply (empty: every rule).
    public var onlyRules: [RuleID] = []
    /// `--skip`: rules not to apply.
    public var skippedRules: [RuleID] = []
    /// `-h`, `--help`.
    public var showHelp = false
    /// `--version`.
    public var showVersion = false

    public init() {}

    /// The files and folders to walk, before any list is read.
    public var roots: [String] { paths.isEmpty && pathLists.isEmpty ? ["."] : paths }

    /// Whether one of the lists is standard input (`-`).
    public var readsPathsFromStandardInput: Bool { pathLists.contains("-") }
}

/// A command line navmigrate cannot run; the caller prints the message on one line and exits
/// with status 64.
public struct UsageError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What is wrong, without the program name.
    public var message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }

    /// The line the command prints: `navmigrate: error: ... (see `navmigrate --help`)`.
    public var line: String { "navmigrate: error: \(message) (see `navmigrate --help`)" }
}

/// The version `--version` prints.
public enum NavMigrateVersion {
    public static let string = "0.1.0"
    /// Where the tool is documented; SARIF's `tool.driver.informationUri`.
    public static let informationURI = "https://github.com/navmigrate/navmigrate"
}

/// The text `--help` prints.
public let usageText = """
USAGE: navmigrate [options] [PATH ...]
       git diff --name-only | navmigrate [options] -

Rewrites deprecated SwiftUI navigation (NavigationView, NavigationLink(isActive:), ...) into
NavigationStack and NavigationSplitView. PATH defaults to the current folder; folders are
searched for *.swift files, honouring .gitignore inside a git work tree. A named file that is
not *.swift is skipped with a note.

By default nothing is written: a unified diff goes to standard output (so
`navmigrate > migration.patch` works) and findings go to standard error. Paths in the diff
are relative to the top of the git work tree, as `git diff` writes them, so `git apply` works
from anywhere in it.

OPTIONS:
  --write                    Apply every change (atomically, keeping file permissions).
  -i, --interactive          Show each change and ask whether to apply it. Diffs and
                             questions go to standard error; answers come from standard
                             input (typed or piped), or from the terminal when standard
                             input is /dev/null or holds the path list. A diff taller than
                             the terminal goes through $PAGER (default: less -R). q, end
                             of input or Ctrl-C stop; files already applied stay applied.
  --check                    Exit 1 when any file would change or has a finding.
  -l, --list                 Print only the paths of files that would change (with
                             --write: that were written), one a line, on standard output.
  -q, --quiet                No summary, hints or notes; findings and errors only.
  --format FORMAT            text (default), json (one document), sarif (SARIF 2.1.0, for
                             code scanning) or github (GitHub Actions annotations).
  --color auto|always|never  Colour the diff and the findings (default: auto, on a terminal
                             unless NO_COLOR is set).
  --files-from FILE, -       Read more paths from FILE (- : standard input), one a line.
  --annotate                 Insert `// TODO(navmigrate): <reason>` above sites left alone.
  --exclude GLOB             Skip paths matching GLOB (`*`, `**`, `?`); repeatable.
  --only RULE,...            Apply only these rules (ids as in the findings' brackets).
  --skip RULE,...            Apply every rule but these.
  -j N, --jobs N             Files processed in parallel (default: one per processor).
  --allow-dirty              Write files that have uncommitted changes in git.
  --write-read-only          Write files that have no write permission (mode kept).
  --ignore-deployment-target Write even when the project targets iOS < 16 / macOS < 13.
  --ios17                    Allow iOS 17 / macOS 14 API in the output whatever the target.
  -h, --help                 Show this help.
  --version                  Show the version.

EXIT STATUS:
  0   nothing to change, or everything applied
  1   with --check: some file would change or has a finding
  2   an error: a file could not be read, parsed or written (or was held back), or
      has an error finding (a rewrite that could not be made safely)
  64  bad command line
  130 interrupted (Ctrl-C)
"""
