// `swift package navmigrate [--target NAME]... [navmigrate options] [paths]`: a dry run (diff and
// findings) or, with `--check`, a CI check of the package's targets. Needs no permission; applying
// the changes is `swift package navmigrate-write` (a separate command, as swift-format's
// `lint-source-code` and `format-source-code` are, because SwiftPM asks for write permission per
// command, not per invocation).
import Foundation
import PackagePlugin

@main
struct NavMigrateCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        if let flag = arguments.first(where: { ["--write", "--interactive", "-i"].contains($0) }) {
            throw PluginError("""
                `swift package navmigrate` only previews and checks, so it needs no permission; \
                for \(flag) run `swift package navmigrate-write` (SwiftPM asks to let it write to the package directory)
                """)
        }
        try runNavmigrate(context: context, arguments: arguments)
    }
}
