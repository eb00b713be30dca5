import Foundation

/// Finds the deployment target that governs a file: the nearest folder at or above it that
/// holds a `Package.swift` with `platforms:` or an `*.xcodeproj`. When one folder holds both,
/// their declarations are merged, lowest version per platform. Results are cached per folder,
/// so each folder of a repository is looked at once.
public final class DeploymentTargetResolver {
    private var byFolder: [String: DeploymentTarget?] = [:]

    public init() {}

    /// The target for a file given by absolute path, or nil when no project declares one.
    public func target(forFile path: String) -> DeploymentTarget? {
        target(forFolder: parentFolder(of: path))
    }

    public func target(forFolder folder: String) -> DeploymentTarget? {
        if let cached = byFolder[folder] { return cached }
        let found: DeploymentTarget?
        if let own = Self.declaredTarget(in: folder) {
            found = own
        } else {
            let parent = parentFolder(of: folder)
            found = parent == folder || folder == "." ? nil : target(forFolder: parent)
        }
        // `byFolder[folder] = found` would drop the key when `found` is nil, and every file of a
        // project without a declared target would list its folders again.
        byFolder.updateValue(found, forKey: folder)
        return found
    }

    private static func declaredTarget(in folder: String) -> DeploymentTarget? {
        var target: DeploymentTarget?
        func add(_ source: String, _ versions: [ApplePlatform: PlatformVersion]) {
            guard !versions.isEmpty else { return }
            var merged = target ?? DeploymentTarget(source: source, versions: [:])
            for (platform, version) in versions { merged.merge(platform, version) }
            target = merged
        }
        let manifest = joinPath(folder, "Package.swift")
        if let bytes = try? readRegularFile(manifest) {
            add(manifest, DeploymentTargetParsing.packageManifest(String(decoding: bytes, as: UTF8.self)))
        }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        for name in names.sorted() where name.hasSuffix(".xcodeproj") {
            let project = joinPath(folder, name + "/project.pbxproj")
            if let bytes = try? readRegularFile(project) {
                add(project, DeploymentTargetParsing.xcodeProject(String(decoding: bytes, as: UTF8.self)))
            }
        }
        return target
    }
}
