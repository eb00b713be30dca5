// swift-tools-version:6.0
import Foundation
import PackageDescription

/// The swift-syntax modules navmigrate imports, and no others: on the package route SwiftPM
/// builds every module listed here (with what it depends on) from source, so an unused one costs
/// every user its build time. The toolchain's `libSwiftParser` finds the libraries it needs
/// itself (`libSwiftDiagnostics`) through the rpath.
let syntaxModules = ["SwiftSyntax", "SwiftParser"]

/// The toolchain's `usr/lib/swift/host` folder, found from the `swift` on PATH, when it ships
/// the swift-syntax libraries (Linux toolchains do; Xcode does not).
func toolchainSyntaxHost() -> String? {
    let fm = FileManager.default
    let env = ProcessInfo.processInfo.environment
    let path = env["PATH"] ?? ""
    for dir in path.split(separator: ":") {
        let candidate = "\(dir)/swift"
        guard fm.isExecutableFile(atPath: candidate) else { continue }
        let resolved = URL(fileURLWithPath: candidate).resolvingSymlinksInPath()
        let usr = resolved.deletingLastPathComponent().deletingLastPathComponent()
        let host = usr.appendingPathComponent("lib/swift/host").path
        let hasLibrary = ["so", "dylib"].contains {
            fm.fileExists(atPath: "\(host)/libSwiftSyntax.\($0)")
        }
        let hasModule = fm.fileExists(atPath: "\(host)/SwiftSyntax.swiftmodule")
        return hasLibrary && hasModule ? host : nil
    }
    return nil
}

/// Stops the manifest with a message SwiftPM shows as is (a `fatalError` adds a backtrace).
func manifestError(_ message: String) -> Never {
    FileHandle.standardError.write(Data("error: \(message)\n".utf8))
    exit(1)
}

/// Which swift-syntax to build against: `NAVMIGRATE_SWIFT_SYNTAX=toolchain` (the toolchain's
/// libraries; an error when it has none), `package` (the swift-syntax package, which SwiftPM
/// fetches), or unset for automatic: the toolchain's libraries when found, else the package.
/// The toolchain route needs unsafe flags, which SwiftPM accepts in the root package, in local
/// (`path:`) and branch or revision dependencies, and for a command plugin's tool, but not in a
/// library product that a package depending on a released version of navmigrate uses.
let route = Context.environment["NAVMIGRATE_SWIFT_SYNTAX"] ?? ""
let host: String?
switch route {
case "":
    host = toolchainSyntaxHost()
case "package":
    host = nil
case "toolchain":
    guard let found = toolchainSyntaxHost() else {
        manifestError("""
            NAVMIGRATE_SWIFT_SYNTAX=toolchain, but the `swift` on PATH has no swift-syntax libraries \
            (<toolchain>/usr/lib/swift/host/libSwiftSyntax.so or .dylib and SwiftSyntax.swiftmodule); \
            Xcode toolchains ship none: unset it or use NAVMIGRATE_SWIFT_SYNTAX=package
            """)
    }
    host = found
default:
    manifestError("NAVMIGRATE_SWIFT_SYNTAX must be `package` or `toolchain` (or unset for automatic), not `\(route)`")
}

let syntaxDependencies: [Target.Dependency]
let packageDependencies: [Package.Dependency]
let syntaxSwiftSettings: [SwiftSetting]
let syntaxLinkerSettings: [LinkerSetting]

if let host {
    syntaxDependencies = []
    packageDependencies = []
    syntaxSwiftSettings = [.unsafeFlags(["-I", host]), .enableUpcomingFeature("InternalImportsByDefault")]
    syntaxLinkerSettings = [
        .unsafeFlags(["-L", host, "-Xlinker", "-rpath", "-Xlinker", host])
    ] + syntaxModules.map { .linkedLibrary($0) }
} else {
    syntaxDependencies = syntaxModules.map { .product(name: $0, package: "swift-syntax") }
    packageDependencies = [
        .package(url: "https://github.com/swiftlang/swift-syntax.git", "600.0.0"..<"700.0.0")
    ]
    syntaxSwiftSettings = [.enableUpcomingFeature("InternalImportsByDefault")]
    syntaxLinkerSettings = []
}

let package = Package(
    name: "navmigrate",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "navmigrate", targets: ["navmigrate"]),
        .library(name: "NavMigrateKit", targets: ["NavMigrateKit"]),
        .plugin(name: "NavMigratePlugin", targets: ["NavMigrateCommand", "NavMigrateWriteCommand"]),
    ],
    dependencies: packageDependencies,
    targets: [
        .target(
            name: "NavMigrateKit",
            dependencies: syntaxDependencies,
            swiftSettings: syntaxSwiftSettings,
            linkerSettings: syntaxLinkerSettings
        ),
        .executableTarget(
            name: "navmigrate",
            dependencies: ["NavMigrateKit"],
            swiftSettings: syntaxSwiftSettings,
            linkerSettings: syntaxLinkerSettings
        ),
        .executableTarget(
            name: "navmigrate-bench",
            dependencies: syntaxDependencies,
            swiftSettings: syntaxSwiftSettings,
            linkerSettings: syntaxLinkerSettings
        ),
        // `swift package navmigrate` (dry run, --check) and `swift package navmigrate-write`, for
        // packages that depend on this one. Two commands because SwiftPM asks for write permission
        // per command: the dry run needs none.
        .plugin(
            name: "NavMigrateCommand",
            capability: .command(intent: .custom(
                verb: "navmigrate",
                description: "Preview (dry run) or --check the migration of deprecated SwiftUI navigation")),
            dependencies: ["navmigrate"],
            path: "Sources/NavMigratePlugin/Check"
        ),
        .plugin(
            name: "NavMigrateWriteCommand",
            capability: .command(
                intent: .custom(
                    verb: "navmigrate-write",
                    description: "Rewrite deprecated SwiftUI navigation in the package's sources"),
                permissions: [.writeToPackageDirectory(
                    reason: "navmigrate-write rewrites deprecated SwiftUI navigation in the package's Swift files")]),
            dependencies: ["navmigrate"],
            path: "Sources/NavMigratePlugin/Write"
        ),
        .testTarget(
            name: "NavMigrateKitTests",
            dependencies: ["NavMigrateKit"],
            swiftSettings: syntaxSwiftSettings,
            linkerSettings: syntaxLinkerSettings
        ),
    ]
)
