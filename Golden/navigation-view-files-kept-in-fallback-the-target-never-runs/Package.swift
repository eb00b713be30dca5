// swift-tools-version:5.9
// The project's deployment target: iOS 16, where the `else` of `if #available(iOS 16, *)`
// never runs.
import PackageDescription

let package = Package(name: "Kitchen", platforms: [.iOS(.v16)])
