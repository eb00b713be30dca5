import Foundation

/// Which SwiftUI shim a file is type-checked against.
enum ShimVariant: String, CaseIterable, Sendable {
    /// The iOS 16 API surface.
    case standard = "default"
    /// Also the iOS 17 API (`-D SHIM_IOS17`): `navigationDestination(item:)`, `@Observable`, ...
    case iOS17 = "ios17"
}

/// Why the shim could not be built.
struct ShimBuildError: Error, CustomStringConvertible {
    var description: String
}

/// The declarations-only `SwiftUI`, `Combine` and `AppKit` modules in `Tests/Shim`, compiled once per
/// test process, and the `swiftc` that type-checks source files against them.
struct ShimCompiler: Sendable {
    /// Built on first use and shared by every test.
    private static let built = Result { () throws(ShimBuildError) in try build() }

    /// The shim, built on first use. The build waits on a Dispatch thread rather than on
    /// one of Swift concurrency's few threads, which tests running alongside need.
    static func shared() async throws(ShimBuildError) -> ShimCompiler {
        let result = await withCheckedContinuation { continuation in
            DispatchQueue.global().async { continuation.resume(returning: built) }
        }
        return try result.get()
    }

    let swiftc: URL
    /// The `swift-frontend` beside `swiftc` on Linux, run directly to type-check: that skips
    /// the driver's start-up and planning (about a third of each run), and a type-check is one
    /// frontend job anyway. Nil elsewhere (macOS needs the SDK the driver finds), where
    /// `swiftc` runs.
    let frontend: URL?
    /// Holds `common/Combine.swiftmodule` and `<variant>/SwiftUI.swiftmodule`.
    let modules: URL
    /// Seconds the shim took to build.
    let buildSeconds: Double

    /// The package's root folder, found from this file's path.
    static var packageRoot: URL {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent()  // GoldenCompile
            .deletingLastPathComponent()  // NavMigrateKitTests
            .deletingLastPathComponent()  // Tests
            .deletingLastPathComponent()
    }

    /// Type-checks one file as a library file (declarations only, `@main` allowed) in the
    /// Swift 5 language mode, against the shim's `variant`, with `DEBUG` set as in a debug
    /// build (previews are often fenced with `#if DEBUG`).
    func typeCheck(_ file: URL, variant: ShimVariant) -> CompilerProcess.Result {
        typeCheck([file], variant: variant)
    }

    /// Type-checks several files together, as one module, the same way.
    func typeCheck(_ files: [URL], variant: ShimVariant) -> CompilerProcess.Result {
        let arguments = [
            "-typecheck", "-parse-as-library", "-swift-version", "5",
            "-module-name", "GoldenCase", "-diagnostic-style", "llvm", "-D", "DEBUG",
            "-I", modules.appendingPathComponent("common").path,
            "-I", modules.appendingPathComponent(variant.rawValue).path,
        ] + files.map(\.path)
        if let frontend {
            return CompilerProcess.run(
                frontend, ["-frontend"] + Self.macroPluginArguments(frontend) + arguments)
        }
        return CompilerProcess.run(swiftc, arguments)
    }

    /// Where the frontend finds the toolchain's macro plugins (`@Observable`), which the
    /// driver would otherwise pass: `<toolchain>/usr/lib/swift/host/...` beside `bin/`.
    private static func macroPluginArguments(_ frontend: URL) -> [String] {
        let usr = frontend.deletingLastPathComponent().deletingLastPathComponent()
        let host = usr.appendingPathComponent("lib/swift/host")
        let server = host.appendingPathComponent("libSwiftInProcPluginServer.so")
        var arguments: [String] = []
        if FileManager.default.fileExists(atPath: server.path) {
            arguments += ["-in-process-plugin-server-path", server.path]
        }
        for plugins in [host.appendingPathComponent("plugins"),
                        usr.appendingPathComponent("local/lib/swift/host/plugins")]
        where FileManager.default.fileExists(atPath: plugins.path) {
            arguments += ["-plugin-path", plugins.path]
        }
        return arguments
    }

    private static func build() throws(ShimBuildError) -> ShimCompiler {
        guard let swiftc = CompilerProcess.findSwiftc() else {
            throw ShimBuildError(description: "no swiftc on PATH or beside the Swift runtime")
        }
        let shim = packageRoot.appendingPathComponent("Tests/Shim")
        removeShimsOfEndedRuns()
        let modules = FileManager.default.temporaryDirectory
            .appendingPathComponent("\(folderPrefix)\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
        let start = Date()
        let combine = try emitModule(
            swiftc, named: "Combine", from: shim.appendingPathComponent("Combine"),
            into: modules.appendingPathComponent("common"), flags: [], searching: [])
        guard combine.status == 0 else {
            throw ShimBuildError(description: "building the Combine shim failed:\n\(combine.output)")
        }
        let appKit = try emitModule(
            swiftc, named: "AppKit", from: shim.appendingPathComponent("AppKit"),
            into: modules.appendingPathComponent("common"), flags: [], searching: [])
        guard appKit.status == 0 else {
            throw ShimBuildError(description: "building the AppKit shim failed:\n\(appKit.output)")
        }
        // The two SwiftUI variants build side by side.
        let variants = ShimVariant.allCases
        let results = LockedArray<Result<CompilerProcess.Result, ShimBuildError>?>(
            repeating: nil, count: variants.count)
        DispatchQueue.concurrentPerform(iterations: variants.count) { index in
            results.set(index, Result { () throws(ShimBuildError) in
                try emitModule(
                    swiftc, named: "SwiftUI", from: shim.appendingPathComponent("SwiftUI"),
                    into: modules.appendingPathComponent(variants[index].rawValue),
                    flags: variants[index] == .iOS17 ? ["-D", "SHIM_IOS17"] : [],
                    searching: [modules.appendingPathComponent("common")])
            })
        }
        for (variant, result) in zip(variants, results.values) {
            let swiftUI = try result!.get()
            guard swiftUI.status == 0 else {
                throw ShimBuildError(
                    description: "building the SwiftUI shim (\(variant.rawValue)) failed:\n\(swiftUI.output)")
            }
        }
        return ShimCompiler(
            swiftc: swiftc, frontend: CompilerProcess.findFrontend(beside: swiftc),
            modules: modules, buildSeconds: Date().timeIntervalSince(start))
    }

    private static let folderPrefix = "navmigrate-shim-"

    /// Deletes the shim folders that earlier test runs, now ended, left in the temporary folder.
    private static func removeShimsOfEndedRuns() {
        let temporary = FileManager.default.temporaryDirectory
        let names = (try? FileManager.default.contentsOfDirectory(atPath: temporary.path)) ?? []
        for name in names where name.hasPrefix(folderPrefix) {
            let pid = name.dropFirst(folderPrefix.count).prefix { $0.isNumber }
            guard let pid = Int32(pid), kill(pid, 0) != 0, errno == ESRCH else { continue }
            try? FileManager.default.removeItem(at: temporary.appendingPathComponent(name))
        }
    }

    private static func emitModule(
        _ swiftc: URL, named name: String, from sources: URL, into directory: URL,
        flags: [String], searching: [URL]
    ) throws(ShimBuildError) -> CompilerProcess.Result {
        let files: [URL]
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            files = try FileManager.default.contentsOfDirectory(at: sources, includingPropertiesForKeys: nil)
                .filter { $0.pathExtension == "swift" }
                .sorted { $0.lastPathComponent < $1.lastPathComponent }
        } catch {
            throw ShimBuildError(description: "cannot read \(sources.path): \(error)")
        }
        guard !files.isEmpty else { throw ShimBuildError(description: "no sources in \(sources.path)") }
        // -wmo: one frontend for the whole module rather than one per file.
        return CompilerProcess.run(swiftc, [
            "-emit-module", "-wmo", "-parse-as-library", "-swift-version", "5", "-module-name", name,
            "-emit-module-path", directory.appendingPathComponent("\(name).swiftmodule").path,
        ] + flags + searching.flatMap { ["-I", $0.path] } + files.map(\.path))
    }
}
