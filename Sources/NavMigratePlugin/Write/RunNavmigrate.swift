// Shared by both command plugins: a plugin target cannot depend on a library, and two targets
// cannot share a file, so Check/ and Write/ each hold this same file (a test keeps them identical).
import Foundation
import PackagePlugin

/// Runs the navmigrate tool from the package's folder on the paths given, or else on the source
/// folders of the targets named with `--target` (default: every Swift target of the package).
func runNavmigrate(context: PluginContext, arguments: [String], prepending extra: [String] = []) throws {
    var extractor = ArgumentExtractor(arguments)
    let targetNames = extractor.extractOption(named: "target")
    let options = extractor.remainingArguments
    let packageDirectory = context.package.directoryURL.standardizedFileURL.path

    var paths: [String] = []
    if !hasPaths(options) {
        let targets = targetNames.isEmpty
            ? context.package.targets
            : try context.package.targets(named: targetNames)
        for target in targets {
            guard let module = target as? SwiftSourceModuleTarget else { continue }
            let folder = relative(module.directoryURL.standardizedFileURL.path, to: packageDirectory)
            if !paths.contains(folder) { paths.append(folder) }
        }
        if paths.isEmpty {
            Diagnostics.remark("navmigrate: no Swift targets to migrate")
            return
        }
    } else if !targetNames.isEmpty {
        throw PluginError("give either --target names or paths, not both")
    }

    let process = Process()
    process.executableURL = try context.tool(named: "navmigrate").url
    process.arguments = extra + options + (paths.isEmpty ? [] : ["--"] + paths)
    process.currentDirectoryURL = URL(fileURLWithPath: packageDirectory)
    // SwiftPM talks to the plugin over its standard input; navmigrate must not read it (its
    // interactive mode then asks on the terminal).
    process.standardInput = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    if process.terminationReason != .exit || process.terminationStatus != 0 {
        throw PluginError("navmigrate exited with status \(process.terminationStatus)")
    }
}

/// Whether the navmigrate options name paths (anything that is not an option or an option's value).
private func hasPaths(_ options: [String]) -> Bool {
    let takesValue: Set<String> = ["--jobs", "-j", "--color", "--format", "--exclude"]
    var index = 0
    while index < options.count {
        let option = options[index]
        if option == "--" { return index + 1 < options.count }
        if !option.hasPrefix("-") || option == "-" { return true }
        index += takesValue.contains(option) ? 2 : 1
    }
    return false
}

private func relative(_ path: String, to base: String) -> String {
    if path == base { return "." }
    return path.hasPrefix(base + "/") ? String(path.dropFirst(base.count + 1)) : path
}

struct PluginError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
