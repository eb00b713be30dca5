/// Everything the command line can ask for.
public struct CommandLineOptions: Sendable, Equatable {
    public enum ColorChoice: String, Sendable, CaseIterable { case auto, always, never }
    public enum OutputFormat: String, Sendable, CaseIterable { case text, json }

    /// Files and folders to migrate; `.` when none are given.
    public var paths: [String] = []
    public var write = false
    public var check = false
    public var interactive = false
    public var allowDirty = false
    public var ignoreDeploymentTarget = false
    public var forceIOS17API = false
    public var annotate = false
    /// Worker threads; nil means one per active processor.
    public var jobs: Int?
    public var color = ColorChoice.auto
    public var format = OutputFormat.text
    public var excludes: [String] = []
    public var showHelp = false
    public var showVersion = false

    public init() {}

    /// The files and folders to walk.
    public var roots: [String] { paths.isEmpty ? ["."] : paths }
}

/// A command line navmigrate cannot run; the caller prints the message and the usage and
/// exits with status 64.
public struct UsageError: Error, Sendable, Equatable, CustomStringConvertible {
    public var message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}

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
  -i, --interactive          Show each change and ask whether to apply it.
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
