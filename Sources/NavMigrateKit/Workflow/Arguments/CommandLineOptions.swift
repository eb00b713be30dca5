/// Everything the command line can ask for.
public struct CommandLineOptions: Sendable, Equatable {
    public enum ColorChoice: String, Sendable, CaseIterable { case auto, always, never }
    public enum OutputFormat: String, Sendable, CaseIterable { case text, json }

    /// Files and folders to migrate; `.` when none are given.
    public var paths: [String] = []
    /// `--write`: apply every change.
    public var write = false
    /// `--check`: report only, exit 1 when anything would change.
    public var check = false
    /// `-i`, `--interactive`: ask file by file.
    public var interactive = false
    /// `--allow-dirty`: write files with uncommitted changes too.
    public var allowDirty = false
    /// `--ignore-deployment-target`: write even below iOS 16 / macOS 13.
    public var ignoreDeploymentTarget = false
    /// `--ios17`: allow iOS 17 API in the output whatever the target says.
    public var forceIOS17API = false
    /// `--annotate`: comment refused sites with `// TODO(navmigrate): <reason>`.
    public var annotate = false
    /// Worker threads; nil means one per active processor.
    public var jobs: Int?
    /// `--color`: when the diff is coloured.
    public var color = ColorChoice.auto
    /// `--format`: a diff and compiler-style findings, or one JSON document.
    public var format = OutputFormat.text
    /// `--exclude` patterns, in the order given.
    public var excludes: [String] = []
    /// `-h`, `--help`.
    public var showHelp = false
    /// `--version`.
    public var showVersion = false

    public init() {}

    /// The files and folders to walk.
    public var roots: [String] { paths.isEmpty ? ["."] : paths }
}

/// A command line navmigrate cannot run; the caller prints the message and the usage and
/// exits with status 64.
public struct UsageError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What is wrong, without the program name.
    public var message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}

/// The version `--version` prints.
public enum NavMigrateVersion {
    public static let string = "0.1.0"
}

/// The text `--help` prints.
public let usageText = """
USAGE: navmigrate [options] [PATH ...]

Rewrites deprecated SwiftUI navigation (NavigationView, NavigationLink(isActive:), ...) into
NavigationStack and NavigationSplitView. PATH defaults to the current folder; folders are
searched for *.swift files, honouring .gitignore inside a git work tree.

By default nothing is written: a unified diff goes to standard output (so
`navmigrate > migration.patch` works) and findings go to standard error.

OPTIONS:
  --write                    Apply every change (atomically, keeping file permissions).
  -i, --interactive          Show each change and ask whether to apply it. Diffs and
                             questions go to standard error; answers come from standard
                             input (typed or piped), or from the terminal when standard
                             input is /dev/null. q, end of input or Ctrl-C stop; files
                             already applied stay applied.
  --check                    Exit 1 when any file would change or has a finding.
  --format text|json         Output format (default: text).
  --color auto|always|never  Colour the diff (default: auto, when standard output is a terminal).
  --annotate                 Insert `// TODO(navmigrate): <reason>` above sites left alone.
  --exclude GLOB             Skip paths matching GLOB (`*`, `**`, `?`); repeatable.
  --jobs N, -j N             Files processed in parallel (default: one per processor).
  --allow-dirty              Write files that have uncommitted changes in git.
  --ignore-deployment-target Write even when the project targets iOS < 16 / macOS < 13.
  --ios17                    Allow iOS 17 / macOS 14 API in the output whatever the target.
  -h, --help                 Show this help.
  --version                  Show the version.

EXIT STATUS:
  0   nothing to change, or everything applied
  1   with --check: some file would change or has a finding
  2   some file could not be read, parsed or written
  64  bad command line
  130 interrupted (Ctrl-C)
"""
