import Foundation

/// Finds the deployment target that governs a file: the nearest folder at or above it that
/// holds a `Package.swift` with `platforms:`, an `*.xcodeproj` that sets one (in its own
/// settings or in the `.xcconfig` files its configurations are based on), or, where there is no
/// `.xcodeproj`, an XcodeGen `project.yml` that does. When one folder holds
/// several, their declarations are merged, lowest version per platform. Results are cached per folder,
/// so each folder of a repository is looked at once.
public final class DeploymentTargetResolver {
    /// A folder's target, and the Xcode projects that set it alone (no manifest, `.xcconfig` or
    /// XcodeGen spec beside them), which can tell the targets of each file.
    private struct Found {
        /// The folder that declares it, which holds the projects.
        var folder: String
        var target: DeploymentTarget
        var projects: [XcodeProjectObjects]
        /// The XcodeGen spec that alone sets the target, with its folder: its targets' `sources`
        /// tell the targets of each file.
        var spec: (folder: String, spec: XcodeGenSpec)?
        /// The Xcode projects of a folder whose target `.xcconfig` files (or a manifest) set too:
        /// they tell the platforms each file is built for, not the versions.
        var platformProjects: [XcodeProjectObjects] = []
        /// The platforms the `.xcconfig` files the projects' configurations are based on name
        /// (`SDKROOT`, `SUPPORTED_PLATFORMS`), by file name.
        var xcconfigPlatforms: [String: Set<ApplePlatform>] = [:]
        /// The devices those `.xcconfig` files set (`TARGETED_DEVICE_FAMILY`,
        /// `SUPPORTS_MACCATALYST`), by file name.
        var xcconfigDevices: [String: XcconfigDevices] = [:]
        /// Where a `Package.swift` is among the folder's declarations, the folders its targets'
        /// code is in (`DeploymentTargetParsing.packageTargetFolders`): a file outside them is
        /// not the package's (an app's project beside a package of its own, or a stray one).
        var packageFolders: [String]?
    }

    private var byFolder: [String: Found?] = [:]
    /// Per folder that holds a `Package.swift`: what its other declarations set, for files
    /// that are not the package's.
    private var byFolderWithoutManifest: [String: Found?] = [:]
    /// Per file: the targets that compile it.
    private var byFile: [String: DeploymentTarget] = [:]

    public init() {}

    /// The target for a file given by absolute path, or nil when no project declares one. In an
    /// Xcode project whose targets' settings are its own, that is the targets that compile the
    /// file (an iOS app's file is not held to the project's tvOS or watchOS target): found by its
    /// path through the project's groups and synchronized folders, or by its name where the
    /// project does not say where its files are. A file no target lists gets the whole project's.
    public func target(forFile path: String) -> DeploymentTarget? {
        guard let found = governing(path) else { return nil }
        if let (folder, spec) = found.spec, path.hasPrefix(folder + "/") {
            let relative = String(path.dropFirst(folder.count + 1))
            return spec.versions(forFileAt: relative).map { DeploymentTarget(source: found.target.source, versions: $0) } ?? found.target
        }
        if let known = byFile[path] { return known }
        // Where the file lies in the projects' folder; the projects' own folder is the empty path.
        let folder = found.folder == "." ? "" : found.folder
        guard XcodeProjectFiles.relative(path, to: folder) != nil, !found.projects.isEmpty || !found.platformProjects.isEmpty
        else { return found.target }
        // Every Xcode project from here up whose targets compile the file holds it to theirs (a
        // project kept inside the app's folder may share the app's files); one whose targets
        // compile none of it (a sample or stale project) decides nothing for it. Where none
        // compiles it, the nearest project's target stands.
        var listed: [DeploymentTarget] = []
        var level: Found? = found
        while let current = level {
            if let target = Self.listedTarget(of: path, in: current) { listed.append(target) }
            let parent = parentFolder(of: current.folder)
            level = current.folder == "." || parent == current.folder ? nil : resolved(parent)
        }
        guard var target = listed.first else {
            byFile[path] = found.target
            return found.target
        }
        for other in listed.dropFirst() {
            if other.buildsForIPad == true || target.buildsForIPad == nil { target.buildsForIPad = other.buildsForIPad }
            if other.buildsForMacCatalyst == true || target.buildsForMacCatalyst == nil {
                target.buildsForMacCatalyst = other.buildsForMacCatalyst
            }
            for (platform, version) in other.versions where target.versions[platform].map({ version < $0 }) ?? true {
                target.versions[platform] = version
                if platform == .iOS || target.versions[.iOS] == nil { target.source = other.source }
            }
        }
        byFile[path] = target
        return target
    }

    /// The targets of `found`'s Xcode projects that compile the file, merged; nil when none lists
    /// it. Where `.xcconfig` files (or a manifest) set the versions too, they are the whole
    /// project's, kept for the platforms the file's targets build for (an iOS app's file is not
    /// held to the watch app's version an `.xcconfig` beside it sets).
    private static func listedTarget(of path: String, in found: Found) -> DeploymentTarget? {
        guard let relative = XcodeProjectFiles.relative(path, to: found.folder == "." ? "" : found.folder) else { return nil }
        // iPad where a project's target that compiles the file runs there.
        let families = (found.projects + found.platformProjects).compactMap { $0.buildsForIPad(compiling: relative, xcconfigDevices: found.xcconfigDevices) }
        let iPad = families.contains(true) ? true : families.isEmpty ? nil : false
        let macs = (found.projects + found.platformProjects).compactMap { $0.buildsForIPad(compiling: relative, macCatalyst: true, xcconfigDevices: found.xcconfigDevices) }
        let catalyst = macs.contains(true) ? true : macs.isEmpty ? nil : false
        if found.projects.isEmpty {
            guard found.platformProjects.contains(where: { $0.lists(relative) }) else { return nil }
            let built = found.platformProjects.map { $0.platforms(compiling: relative, xcconfigPlatforms: found.xcconfigPlatforms) }
            // A target that names no platform counts for every one.
            guard !built.contains(where: { $0 == nil }) else {
                return DeploymentTarget(source: found.target.source, versions: found.target.versions, buildsForIPad: iPad,
                                        buildsForMacCatalyst: catalyst)
            }
            let platforms = built.reduce(into: Set<ApplePlatform>()) { $0.formUnion($1!) }
            let kept = found.target.versions.filter { platforms.contains($0.key) }
            return DeploymentTarget(source: found.target.source, versions: kept.isEmpty ? found.target.versions : kept, buildsForIPad: iPad,
                                    buildsForMacCatalyst: catalyst)
        }
        var merged = DeploymentTarget(source: found.target.source, versions: [:], buildsForIPad: iPad, buildsForMacCatalyst: catalyst)
        var listed = false
        for project in found.projects {
            guard let versions = project.builtTargets(compiling: relative), !versions.isEmpty else { continue }
            listed = true
            for (platform, version) in versions { merged.merge(platform, version) }
        }
        return listed ? merged : nil
    }

    /// The nearest folder's declarations that hold the file: a `Package.swift` holds only the
    /// files in its targets' folders; for the others, what the rest of its folder declares
    /// counts, else the folders above.
    /// Where nothing declares a target for the file but such a manifest, the nearest one
    /// still holds it (a file a package builds through a layout navmigrate cannot read).
    private func governing(_ path: String) -> Found? {
        var found = resolved(parentFolder(of: path))
        let nearest = found
        // Folder names compared as macOS's file system does, ignoring case.
        while let current = found, let folders = current.packageFolders,
              let relative = XcodeProjectFiles.relative(path, to: current.folder == "." ? "" : current.folder)?.lowercased(),
              !folders.contains(where: { $0 == "." || relative.hasPrefix($0.lowercased() + "/") }) {
            if let cached = byFolderWithoutManifest[current.folder] {
                if let other = cached { return other }
            } else {
                let other = Self.declaredTarget(in: current.folder, readingManifest: false)
                byFolderWithoutManifest.updateValue(other, forKey: current.folder)
                if let other { return other }
            }
            let parent = parentFolder(of: current.folder)
            found = current.folder == "." || parent == current.folder ? nil : resolved(parent)
        }
        return found ?? nearest
    }

    public func target(forFolder folder: String) -> DeploymentTarget? {
        resolved(folder)?.target
    }

    private func resolved(_ folder: String) -> Found? {
        if let cached = byFolder[folder] { return cached }
        let found: Found?
        if let own = Self.declaredTarget(in: folder) {
            found = own
        } else {
            let parent = parentFolder(of: folder)
            found = parent == folder || folder == "." ? nil : resolved(parent)
        }
        // `byFolder[folder] = found` would drop the key when `found` is nil, and every file of a
        // project without a declared target would list its folders again.
        byFolder.updateValue(found, forKey: folder)
        return found
    }

    /// The deployment targets the Tuist helpers of the nearest folder at or above `folder`
    /// that has them set (`Tuist/ProjectDescriptionHelpers/*.swift`, `tuist/` too), each file
    /// with its versions: the lowest of each platform counts, as in a manifest.
    private static func tuistHelperTargets(above folder: String) -> [(source: String, versions: [ApplePlatform: PlatformVersion])] {
        var current = folder
        while true {
            for tuist in ["Tuist", "tuist"] {
                let helpers = joinPath(current, tuist + "/ProjectDescriptionHelpers")
                // And the helpers of the local plugins `Config.swift` loads, which manifests
                // import like their own (`.local(path: .relativeToRoot("Plugin/Environment"))`).
                let plugins = [(tuist + "/Config.swift", tuist), ("Tuist.swift", ".")].flatMap { manifest, folder in
                    (try? readRegularFile(joinPath(current, manifest)))
                        .map { localPluginPaths(in: String(decoding: $0, as: UTF8.self), manifestFolder: folder) } ?? []
                }
                let files = swiftFiles(under: helpers)
                    + plugins.flatMap { swiftFiles(under: joinPath(joinPath(current, $0), "ProjectDescriptionHelpers")) }
                guard !files.isEmpty else { continue }
                return files.compactMap { path in
                    guard let bytes = try? readRegularFile(path) else { return nil }
                    let versions = DeploymentTargetParsing.tuistManifest(String(decoding: bytes, as: UTF8.self))
                    return versions.isEmpty ? nil : (path, versions)
                }
            }
            let parent = parentFolder(of: current)
            if parent == current || current == "." { return [] }
            current = parent
        }
    }

    /// The folders, relative to the project's root, of the local plugins a Tuist `Config.swift`
    /// (or Tuist 4's `Tuist.swift`) lists: the string of each `.local(path:`, relative to the
    /// root (`.relativeToRoot("Plugin/X")`, or a plain string) or to the manifest's folder
    /// (`.relativeToManifest("../Plugin/X")`, `manifestFolder` from the root); none that
    /// leaves the project, nor a path held in a variable.
    static func localPluginPaths(in config: String, manifestFolder: String = "Tuist") -> [String] {
        var paths: [String] = []
        var rest = config[...]
        while let start = rest.range(of: ".local(path:") {
            rest = rest[start.upperBound...]
            // The argument, up to its closing parenthesis: a string in it, or in one call in it.
            let argumentEnd = rest.firstIndex(of: ")").map { end in
                rest[..<end].contains("(") ? (rest[rest.index(after: end)...].firstIndex(of: ")") ?? end) : end
            } ?? rest.endIndex
            let argument = rest[..<argumentEnd]
            guard let open = argument.firstIndex(of: "\""),
                  let close = argument[argument.index(after: open)...].firstIndex(of: "\"") else { continue }
            let written = String(argument[argument.index(after: open)..<close])
            let base = argument[..<open].contains("relativeToManifest") ? manifestFolder.split(separator: "/").map(String.init).filter { $0 != "." } : []
            var parts = base
            var leaves = written.hasPrefix("/") || written.contains("://") || written.isEmpty
            for part in written.split(separator: "/") where part != "." {
                if part == ".." {
                    if parts.isEmpty { leaves = true } else { parts.removeLast() }
                } else {
                    parts.append(String(part))
                }
            }
            if !leaves, !parts.isEmpty { paths.append(parts.joined(separator: "/")) }
        }
        return paths
    }

    /// The `.swift` files under `folder` and its subfolders (Tuist compiles them all), sorted;
    /// symlinked folders are not followed, and at most eight levels are read.
    private static func swiftFiles(under folder: String, depth: Int = 0) -> [String] {
        guard depth < 8 else { return [] }
        var found: [String] = []
        for name in folderEntries(in: folder, endingWith: "").sorted() where name != "." && name != ".." {
            let path = joinPath(folder, name)
            switch FileStatus.of(path)?.kind {
            case .regular? where name.hasSuffix(".swift"): found.append(path)
            case .directory?: found += swiftFiles(under: path, depth: depth + 1)
            default: break
            }
        }
        return found
    }

    private static func declaredTarget(in folder: String, readingManifest: Bool = true) -> Found? {
        var projectObjects: [XcodeProjectObjects] = []
        var onlyProjects = true
        var declarations: [(source: String, versions: [ApplePlatform: PlatformVersion])] = []
        var specs: [XcodeGenSpec] = []
        var packageFolders: [String]?
        let manifest = joinPath(folder, "Package.swift")
        if readingManifest, let bytes = try? readRegularFile(manifest) {
            let text = String(decoding: bytes, as: UTF8.self)
            let versions = DeploymentTargetParsing.packageManifest(text)
            declarations.append((manifest, versions))
            onlyProjects = false
            if !versions.isEmpty { packageFolders = DeploymentTargetParsing.packageTargetFolders(text) }
        }
        // Only the projects are listed (with `readdir`): a source folder of a thousand files, or
        // a temporary folder of thousands above the repository, cost more than reading every
        // project file when all their names were read and sorted.
        let projects = folderEntries(in: folder, endingWith: ".xcodeproj").sorted()
        var configurationNames = Set<String>()
        // An `.xcodeproj` committed with only its shared schemes (the project file generated)
        // is no project: the manifest beside it is read.
        var projectsRead = 0
        for name in projects {
            let project = joinPath(folder, name + "/project.pbxproj")
            guard let bytes = try? readRegularFile(project) else { continue }
            projectsRead += 1
            let text = String(decoding: bytes, as: UTF8.self)
            // The project file is read once, for the versions and for the targets of each file.
            let objects = XcodeProjectObjects(text)
            declarations.append((project, DeploymentTargetParsing.xcodeProject(text, objects: objects)))
            if let objects { projectObjects.append(objects) } else { onlyProjects = false }
            configurationNames.formUnion(DeploymentTargetParsing.baseConfigurationNames(inXcodeProject: text))
        }
        // A project generated by Tuist or XcodeGen commits its manifest, and often not the
        // `.xcodeproj`.
        // A Tuist manifest imports `ProjectDescription`; a `Project.swift` of the app's own
        // sources does not.
        if projectsRead == 0, let bytes = try? readRegularFile(joinPath(folder, "Project.swift")),
           bytes.containsBytes(Array("import ProjectDescription".utf8)) {
            let versions = DeploymentTargetParsing.tuistManifest(String(decoding: bytes, as: UTF8.self))
            if !versions.isEmpty {
                declarations.append((joinPath(folder, "Project.swift"), versions))
                onlyProjects = false
            } else {
                // A manifest that builds its targets through the project's helpers
                // (`deploymentTargets: Constant.deploymentTargets`) takes the versions they set.
                for helper in tuistHelperTargets(above: folder) {
                    declarations.append(helper)
                    onlyProjects = false
                }
            }
        }
        if projectsRead == 0 {
            for name in ["project.yml", "project.yaml"] where pathExists(joinPath(folder, name)) {
                let spec = joinPath(folder, name)
                guard let bytes = try? readRegularFile(spec) else { continue }
                let parsed = XcodeGenSpec(String(decoding: bytes, as: UTF8.self))
                declarations.append((spec, parsed.versions))
                specs.append(parsed)
                onlyProjects = false
                // The `.xcconfig` files it bases configurations on (`configFiles`) set versions
                // as its own settings do; the lowest wins, as across an Xcode project's files.
                for config in parsed.configFiles {
                    let path = config.hasPrefix("/") ? config : joinPath(folder, config)
                    declarations += XcconfigFiles.read(startingAt: path).settings.map { (source: $0.0, versions: $0.1) }
                }
            }
        }
        // A project that bases its configurations on `.xcconfig` files may set its targets
        // there: every file of those names under the project's folder counts, with what it
        // includes. The lowest version wins, as across a project's own configurations.
        var xcconfigPlatforms: [String: Set<ApplePlatform>] = [:]
        var xcconfigDevices: [String: XcconfigDevices] = [:]
        if !configurationNames.isEmpty {
            for path in XcconfigFiles.named(configurationNames, under: folder) {
                let read = XcconfigFiles.read(startingAt: path)
                for (source, versions) in read.settings {
                    declarations.append((source, versions))
                    onlyProjects = false
                }
                let name = String(path.split(separator: "/").last ?? "")
                if let platforms = read.platforms {
                    xcconfigPlatforms[name, default: []].formUnion(platforms)
                }
                // Two files of one name: the first found (sorted by path) speaks for it.
                if xcconfigDevices[name] == nil { xcconfigDevices[name] = read.devices }
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
        // Only a spec that is all the folder declares tells the targets of each file.
        let spec = specs.count == 1 && declarations.count == 1 ? (folder, specs[0]) : nil
        // A file no target lists runs on iPad where one of the project's targets does.
        let families = projectObjects.compactMap { $0.buildsForIPad(compiling: nil, xcconfigDevices: xcconfigDevices) }
        let iPad = families.contains(true) ? true : families.isEmpty ? nil : false
        let macs = projectObjects.compactMap { $0.buildsForIPad(compiling: nil, macCatalyst: true, xcconfigDevices: xcconfigDevices) }
        let catalyst = macs.contains(true) ? true : macs.isEmpty ? nil : false
        return Found(folder: folder, target: DeploymentTarget(source: source, versions: merged, buildsForIPad: iPad,
                                                              buildsForMacCatalyst: catalyst),
                     projects: onlyProjects ? projectObjects : [], spec: spec,
                     platformProjects: onlyProjects || !specs.isEmpty ? [] : projectObjects, xcconfigPlatforms: xcconfigPlatforms,
                     xcconfigDevices: xcconfigDevices, packageFolders: packageFolders)
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

    /// What `path` and the files it includes say, in one walk: the targets each file sets
    /// itself (`settings`), and the platforms `path` names (`SUPPORTED_PLATFORMS`, else `SDKROOT`),
    /// or else those the files it includes name (nil when none names any). Includes are followed
    /// relative to the including file, at most eight deep, each file once.
    /// `devices`: what `path` sets of its devices, each setting it does not make taken from the
    /// files it includes (the last include that sets it, as a later setting overrides).
    static func read(startingAt path: String)
        -> (settings: [(String, [ApplePlatform: PlatformVersion])], platforms: Set<ApplePlatform>?, devices: XcconfigDevices) {
        var settings: [(String, [ApplePlatform: PlatformVersion])] = []
        var seen = Set<String>()
        var devicesByFile: [String: XcconfigDevices] = [:]
        var includesByFile: [String: [String]] = [:]
        func read(_ path: String, depth: Int) -> Set<ApplePlatform>? {
            let path = normalizedPath(path)
            guard depth <= 8, seen.insert(path).inserted, let bytes = try? readFileFollowingLinks(path),
                  bytes.count <= 1 << 20 else { return nil }
            let text = String(decoding: bytes, as: UTF8.self)
            let parsed = DeploymentTargetParsing.xcconfig(text)
            if !parsed.versions.isEmpty { settings.append((path, parsed.versions)) }
            let own = DeploymentTargetParsing.xcconfigPlatforms(text)
            devicesByFile[path] = DeploymentTargetParsing.xcconfigDevices(text)
            let includePaths = parsed.includes.map { include in
                normalizedPath(include.hasPrefix("/") ? include : joinPath(parentFolder(of: path), include))
            }
            includesByFile[path] = includePaths
            // Every include is read for its settings; its platforms count where this file names none.
            let included = includePaths.compactMap { read($0, depth: depth + 1) }
            if let own { return own }
            return included.isEmpty ? nil : included.reduce(into: Set<ApplePlatform>()) { $0.formUnion($1) }
        }
        let platforms = read(path, depth: 0)
        func devices(of path: String, depth: Int) -> XcconfigDevices {
            var found = devicesByFile[path] ?? XcconfigDevices()
            guard depth <= 8 else { return found }
            for include in (includesByFile[path] ?? []).reversed() {
                let inner = devices(of: include, depth: depth + 1)
                if found.family == nil { found.family = inner.family }
                if found.macCatalyst == nil { found.macCatalyst = inner.macCatalyst }
            }
            return found
        }
        return (settings, platforms, devices(of: normalizedPath(path), depth: 0))
    }
}
