// swift-tools-version:6.0
// A package that uses navmigrate's command plugins, for their end-to-end test (scripts/check-plugin).
// The navmigrate package comes from NAVMIGRATE_PACKAGE_URL (a git repository, as a versioned
// dependency) or NAVMIGRATE_PACKAGE (a folder, as a local dependency); by default, this checkout.
// Expected/ holds what navmigrate-write must turn Sources/ into.
import PackageDescription

let environment = Context.environment
let navmigrate: Package.Dependency
if let url = environment["NAVMIGRATE_PACKAGE_URL"] {
    navmigrate = .package(url: url, from: "1.0.0")
} else {
    navmigrate = .package(path: environment["NAVMIGRATE_PACKAGE"] ?? "../../..")
}

let package = Package(
    name: "PluginFixture",
    platforms: [.iOS(.v16), .macOS(.v13)],
    dependencies: [navmigrate],
    targets: [
        .target(name: "Inbox"),
    ]
)
