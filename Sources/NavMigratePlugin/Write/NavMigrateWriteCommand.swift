// `swift package navmigrate-write [--target NAME]... [navmigrate options] [paths]`: applies the
// migration to the package's targets (`navmigrate --write`, or `-i` to choose file by file).
// Declares the write permission, so SwiftPM asks for it (or takes
// `--allow-writing-to-package-directory`).
import Foundation
import PackagePlugin

@main
struct NavMigrateWriteCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let interactive = arguments.contains("-i") || arguments.contains("--interactive")
        let writes = interactive || arguments.contains("--write")
        try runNavmigrate(context: context, arguments: arguments, prepending: writes ? [] : ["--write"])
    }
}
