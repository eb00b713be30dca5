// swift-tools-version:6.0
import Foundation
import PackageDescription

/// The swift-syntax modules navmigrate uses.
let syntaxModules = [
    "SwiftSyntax", "SwiftParser", "SwiftParserDiagnostics", "SwiftDiagnostics",
    "SwiftBasicFormat", "SwiftSyntaxBuilder", "SwiftIDEUtils",
]

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

let host = toolchainSyntaxHost()

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
        .testTarget(
            name: "NavMigrateKitTests",
            dependencies: ["NavMigrateKit"],
            swiftSettings: syntaxSwiftSettings,
            linkerSettings: syntaxLinkerSettings
        ),
    ]
)
