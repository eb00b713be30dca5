import Foundation

/// Finds the deployment target that governs a file: the nearest folder at or above it that
/// holds a `Package.swift` with `platforms:` or an `*.xcodeproj` that sets one, in its own
/// settings or in the `.xcconfig` files its configurations are based on. When one folder holds
/// several, their declarations are merged, lowest version per platform. Results are cached per folder,
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
        var declarations: [(source: String, versions: [ApplePlatform: PlatformVersion])] = []
        let manifest = joinPath(folder, "Package.swift")
        if let bytes = try? readRegularFile(manifest) {
            declarations.append((manifest, DeploymentTargetParsing.packageManifest(String(decoding: bytes, as: UTF8.self))))
        }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        var configurationNames = Set<String>()
        // Sorting only the projects: a source folder of a thousand files sorted by its names
        // cost more than reading every project file.
        for name in names.filter({ $0.hasSuffix(".xcodeproj") }).sorted() {
            let project = joinPath(folder, name + "/project.pbxproj")
            guard let bytes = try? readRegularFile(project) else { continue }
            let text = String(decoding: bytes, as: UTF8.self)
            declarations.append((project, DeploymentTargetParsing.xcodeProject(text)))
            configurationNames.formUnion(DeploymentTargetParsing.baseConfigurationNames(inXcodeProject: text))
        }
        // A project that bases its configurations on `.xcconfig` files may set its targets
        // there: every file of those names under the project's folder counts, with what it
        // includes. The lowest version wins, as across a project's own configurations.
        if !configurationNames.isEmpty {
            for path in XcconfigFiles.named(configurationNames, under: folder) {
                for (source, versions) in XcconfigFiles.settings(startingAt: path) {
                    declarations.append((source, versions))
                }
            }
        }
        var merged: [ApplePlatform: PlatformVersion] = [:]
        for declaration in declarations {
            for (platform, version) in declaration.versions where merged[platform].map({ version < $0 }) ?? true {
                merged[platform] = version
            }
        }
        guard !merged.isEmpty else { return nil }
        // The file named is the one that sets the lowest iOS version, else the first that
        // sets anything: the one a user would change.
        let source = merged[.iOS].flatMap { lowest in declarations.first { $0.versions[.iOS] == lowest }?.source }
            ?? declarations.first { !$0.versions.isEmpty }!.source
        return DeploymentTarget(source: source, versions: merged)
    }
}

/// The `.xcconfig` files an Xcode project bases its configurations on.
enum XcconfigFiles {
    /// Folders never searched: build products, dependencies' checkouts, hidden folders.
    private static let skippedFolders: Set<String> = [".build", "DerivedData", "node_modules", "build"]
    /// At most this many folder entries are looked at, so a huge tree costs a bounded time.
    private static let entryLimit = 50_000

    /// The files under `folder` whose names are in `names`, sorted.
    static func named(_ names: Set<String>, under folder: String) -> [String] {
        var found: [String] = []
        var pending = [folder]
        var looked = 0
        while let current = pending.popLast(), looked < entryLimit {
            let entries = ((try? FileManager.default.contentsOfDirectory(atPath: current)) ?? []).sorted()
            for entry in entries where !entry.hasPrefix(".") {
                looked += 1
                let path = joinPath(current, entry)
                if names.contains(entry) {
                    found.append(path)
                } else if !skippedFolders.contains(entry), !entry.hasSuffix(".xcodeproj"), !entry.hasSuffix(".xcassets"),
                          FileStatus.of(path, followingSymlinks: false)?.kind == .directory {
                    pending.append(path)
                }
            }
        }
        return found.sorted()
    }

    /// The targets `path` and the files it includes set, each file with what it sets itself;
    /// includes are followed relative to the including file, at most eight deep, each once.
    static func settings(startingAt path: String) -> [(String, [ApplePlatform: PlatformVersion])] {
        var found: [(String, [ApplePlatform: PlatformVersion])] = []
        var seen = Set<String>()
        func read(_ path: String, depth: Int) {
            let path = normalizedPath(path)
            guard depth <= 8, seen.insert(path).inserted, let bytes = try? readFileFollowingLinks(path),
                  bytes.count <= 1 << 20 else { return }
            let parsed = DeploymentTargetParsing.xcconfig(String(decoding: bytes, as: UTF8.self))
            if !parsed.versions.isEmpty { found.append((path, parsed.versions)) }
            for include in parsed.includes {
                read(include.hasPrefix("/") ? include : joinPath(parentFolder(of: path), include), depth: depth + 1)
            }
        }
        read(path, depth: 0)
        return found
    }
}
