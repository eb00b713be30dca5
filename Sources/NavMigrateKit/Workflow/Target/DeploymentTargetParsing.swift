import SwiftParser
import SwiftSyntax

/// Reads deployment targets out of the two places Apple projects declare them.
public enum DeploymentTargetParsing {
    /// The `platforms:` of a package manifest: `.iOS(.v15)`, `.macOS("13.0")`, `.tvOS(.v16_4)`.
    /// Returns an empty dictionary when the manifest declares none. Parsed with SwiftParser, so
    /// comments and odd formatting do not confuse it.
    public static func packageManifest(_ source: String) -> [ApplePlatform: PlatformVersion] {
        let tree = Parser.parse(source: source)
        let finder = PlatformsFinder(viewMode: .sourceAccurate)
        finder.walk(tree)
        var target = DeploymentTarget(source: "", versions: [:])
        for (platform, version) in finder.found { target.merge(platform, version) }
        return target.versions
    }

    /// The folders, relative to the manifest's, that hold the code a `Package.swift` builds:
    /// those SwiftPM looks in by default (`Sources`, `Source`, `src`, `srcs`, `Tests`,
    /// `Plugins`), and every target's
    /// `path:` (`.executableTarget(name: "App", path: ".")`). Nil where that cannot be told:
    /// no target is written out, or a `path:` is not a plain string.
    public static func packageTargetFolders(_ source: String) -> [String]? {
        let finder = TargetPathsFinder(viewMode: .sourceAccurate)
        finder.walk(Parser.parse(source: source))
        guard finder.targets > 0, !finder.unknown else { return nil }
        return ["Sources", "Source", "src", "srcs", "Tests", "Plugins"] + finder.paths
    }

    private static let xcodeSettings: [(String, ApplePlatform)] = [
        ("IPHONEOS_DEPLOYMENT_TARGET", .iOS),
        ("MACOSX_DEPLOYMENT_TARGET", .macOS),
        ("TVOS_DEPLOYMENT_TARGET", .tvOS),
        ("WATCHOS_DEPLOYMENT_TARGET", .watchOS),
        ("XROS_DEPLOYMENT_TARGET", .visionOS),
    ]

    /// The deployment targets a Tuist manifest (`Project.swift`) sets: `.iOS("15.0")` and
    /// `.iOS(targetVersion: "15.0", ...)` (`DeploymentTargets`, `DeploymentTarget`),
    /// `.multiplatform(iOS: "16.0", macOS: "13.0")`, and `"IPHONEOS_DEPLOYMENT_TARGET": "15.0"`
    /// in its settings; the lowest of each. Values computed at run time are not followed.
    public static func tuistManifest(_ source: String) -> [ApplePlatform: PlatformVersion] {
        let finder = TuistTargetsFinder(viewMode: .sourceAccurate)
        finder.walk(Parser.parse(source: source))
        var target = DeploymentTarget(source: "", versions: [:])
        for (platform, version) in finder.found { target.merge(platform, version) }
        return target.versions
    }

    /// The deployment targets of an XcodeGen spec (`project.yml`), see `XcodeGenSpec`.
    public static func xcodeGenSpec(_ source: String) -> [ApplePlatform: PlatformVersion] {
        XcodeGenSpec(source).versions
    }

    /// The `*_DEPLOYMENT_TARGET = 15.0;` build settings of a `project.pbxproj` that its code
    /// builds with: for each native target that is not a test bundle, its own setting in each
    /// configuration, or the project's of that configuration where it sets none; the lowest of
    /// each across them. An aggregate target (a script), a test bundle, or a project-level value
    /// every target overrides does not lower it. A file not laid out as Xcode writes one (no
    /// native target found) counts every setting in it.
    public static func xcodeProject(_ source: String) -> [ApplePlatform: PlatformVersion] {
        xcodeProject(source, objects: XcodeProjectObjects(source))
    }

    /// `xcodeProject(_:)` for a project file whose objects are already read.
    static func xcodeProject(_ source: String, objects: XcodeProjectObjects?) -> [ApplePlatform: PlatformVersion] {
        if let built = objects?.builtTargets() { return built }
        var target = DeploymentTarget(source: "", versions: [:])
        for line in source.split(whereSeparator: \.isNewline) {
            if let (platform, version) = setting(in: line, end: ";") { target.merge(platform, version) }
        }
        return target.versions
    }

    /// The deployment targets of the targets of a `project.pbxproj` that compile the file at this
    /// path (relative to the project's folder; by name where the project does not say where its
    /// files are), read as `xcodeProject` reads every target's; nil when no target lists it or the
    /// project is not laid out as Xcode writes one.
    public static func xcodeProject(_ source: String, compiling file: String) -> [ApplePlatform: PlatformVersion]? {
        XcodeProjectObjects(source)?.builtTargets(compiling: file).flatMap { $0.isEmpty ? nil : $0 }
    }

    /// The names of the `.xcconfig` files a `project.pbxproj` bases build configurations on
    /// (`baseConfigurationReference = ID /* Base.xcconfig */;`, or a synchronized folder's
    /// `baseConfigurationReferenceRelativePath = Config/Base.xcconfig;`), as file names.
    public static func baseConfigurationNames(inXcodeProject source: String) -> Set<String> {
        var names = Set<String>()
        for line in source.split(whereSeparator: \.isNewline) {
            if let name = baseConfigurationName(in: line.drop { $0 == " " || $0 == "\t" }) { names.insert(name) }
        }
        return names.filter { $0.hasSuffix(".xcconfig") }
    }

    /// The file name a build configuration's `baseConfigurationReference` line names, if the
    /// line is one.
    static func baseConfigurationName(in trimmed: Substring) -> String? {
        if trimmed.hasPrefix("baseConfigurationReference ="),
           let open = trimmed.range(of: "/* "), let close = trimmed.range(of: " */", range: open.upperBound..<trimmed.endIndex) {
            return String(trimmed[open.upperBound..<close.lowerBound])
        }
        if trimmed.hasPrefix("baseConfigurationReferenceRelativePath =") {
            let path = trimmed.dropFirst("baseConfigurationReferenceRelativePath =".count)
                .prefix { $0 != ";" }
                .trimmingCharacters(in: " \t\"")
            return path.split(separator: "/").last.map(String.init)
        }
        return nil
    }

    /// The platforms an `.xcconfig` file's own `SUPPORTED_PLATFORMS`, else its `SDKROOT`, names
    /// (unconditional settings only); nil when it sets neither.
    static func xcconfigPlatforms(_ source: String) -> Set<ApplePlatform>? {
        var supported: Set<ApplePlatform>?
        var sdk: Set<ApplePlatform>?
        for line in source.split(whereSeparator: \.isNewline) {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            let code = trimmed.range(of: "//").map { trimmed[..<$0.lowerBound] } ?? trimmed
            for (key, slot) in [("SUPPORTED_PLATFORMS", 0), ("SDKROOT", 1)] where code.hasPrefix(key) {
                let rest = code.dropFirst(key.count).drop { $0 == " " || $0 == "\t" }
                guard rest.hasPrefix("=") else { continue }
                let found = XcodeProjectObjects.platforms(in: rest.dropFirst().prefix { $0 != ";" })
                if slot == 0 { supported = found ?? supported } else { sdk = found ?? sdk }
            }
        }
        return supported ?? sdk
    }

    /// The devices an `.xcconfig` file's own settings name: its `TARGETED_DEVICE_FAMILY` (the
    /// first one written, as written) and its `SUPPORTS_MACCATALYST`; nil for each it does not set.
    static func xcconfigDevices(_ source: String) -> XcconfigDevices {
        var devices = XcconfigDevices()
        for line in source.split(whereSeparator: \.isNewline) {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            let code = trimmed.range(of: "//").map { trimmed[..<$0.lowerBound] } ?? trimmed
            if devices.family == nil, let family = XcodeProjectObjects.setting("TARGETED_DEVICE_FAMILY", in: code) {
                devices.family = family
            } else if let catalyst = XcodeProjectObjects.setting("SUPPORTS_MACCATALYST", in: code) {
                devices.macCatalyst = catalyst == "YES"
            }
        }
        return devices
    }

    /// What one `.xcconfig` file says: its `*_DEPLOYMENT_TARGET = 15.0` settings (conditional
    /// ones such as `IPHONEOS_DEPLOYMENT_TARGET[sdk=iphoneos*]` too, the lowest of each), and
    /// the files it includes (`#include "Other.xcconfig"`, `#include? "Optional.xcconfig"`),
    /// as written.
    public static func xcconfig(_ source: String) -> (versions: [ApplePlatform: PlatformVersion], includes: [String]) {
        var target = DeploymentTarget(source: "", versions: [:])
        var includes: [String] = []
        for line in source.split(whereSeparator: \.isNewline) {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            if trimmed.hasPrefix("#include") {
                let rest = trimmed.dropFirst("#include".count).drop { $0 == "?" || $0 == " " || $0 == "\t" }
                guard rest.first == "\"", let close = rest.dropFirst().firstIndex(of: "\"") else { continue }
                includes.append(String(rest[rest.index(after: rest.startIndex)..<close]))
                continue
            }
            let code = trimmed.range(of: "//").map { trimmed[..<$0.lowerBound] } ?? trimmed
            if let (platform, version) = setting(in: code, end: ";") { target.merge(platform, version) }
        }
        return (target.versions, includes)
    }

    /// A `*_DEPLOYMENT_TARGET = 15.0;` build setting of a `project.pbxproj` line.
    fileprivate static func deploymentSetting(in line: Substring) -> (ApplePlatform, PlatformVersion)? {
        setting(in: line, end: ";")
    }

    /// `IPHONEOS_DEPLOYMENT_TARGET = 15.0` (with `[sdk=...]` conditions after the key, and
    /// the value up to `end` or the line's end, quotes trimmed), if the line sets one.
    private static func setting(in line: Substring, end: Character) -> (ApplePlatform, PlatformVersion)? {
        let trimmed = line.drop { $0 == " " || $0 == "\t" }
        guard let (key, platform) = xcodeSettings.first(where: { trimmed.hasPrefix($0.0) }) else { return nil }
        var rest = trimmed.dropFirst(key.count)
        while rest.first == "[", let close = rest.firstIndex(of: "]") { rest = rest[rest.index(after: close)...] }
        rest = rest.drop { $0 == " " || $0 == "\t" }
        guard rest.hasPrefix("=") else { return nil }
        let value = rest.dropFirst()
            .prefix { $0 != end }
            .trimmingCharacters(in: " \t\"")
        // `$(RECOMMENDED_WATCHOS_DEPLOYMENT_TARGET)`: Xcode's recommended minimum, which is
        // years older than any release with `NavigationStack`.
        if value == "$(RECOMMENDED_\(key))" || value == "${RECOMMENDED_\(key)}" { return (platform, .xcodeRecommended) }
        return PlatformVersion(parsing: value).map { (platform, $0) }
    }
}

/// The objects of a `project.pbxproj` that say which deployment targets its targets build with,
/// read line by line as Xcode writes them (an object opens with `ID /* comment */ = {` on a line
/// of its own two tabs in and closes with `};` there).
struct XcodeProjectObjects {
    struct Configuration {
        var name = ""
        var versions: [ApplePlatform: PlatformVersion] = [:]
        /// The platforms its `SUPPORTED_PLATFORMS`, else its `SDKROOT`, names; nil when it sets neither.
        var supported: Set<ApplePlatform>?
        var sdk: Set<ApplePlatform>?
        /// The `.xcconfig` file it is based on, by name.
        var base: String?
        /// Its `TARGETED_DEVICE_FAMILY` (`1` iPhone, `2` iPad, `6` Mac Catalyst), as written.
        var deviceFamily: String?
        /// Its `SUPPORTS_MACCATALYST`.
        var supportsMacCatalyst: Bool?
    }

    /// The SDK names of `SDKROOT` and `SUPPORTED_PLATFORMS`.
    private static let sdkPlatforms: [String: ApplePlatform] = [
        "iphoneos": .iOS, "iphonesimulator": .iOS, "macosx": .macOS, "appletvos": .tvOS, "appletvsimulator": .tvOS,
        "watchos": .watchOS, "watchsimulator": .watchOS, "xros": .visionOS, "xrsimulator": .visionOS,
    ]

    static func platforms(in value: Substring) -> Set<ApplePlatform>? {
        let found = Set(value.split(whereSeparator: { $0 == " " || $0 == "\"" }).compactMap { sdkPlatforms[String($0)] })
        return found.isEmpty ? nil : found
    }

    /// Build configurations by ID.
    var configurations: [String: Configuration] = [:]
    /// Configuration lists by ID: the comment that names their owner, and their configurations.
    var lists: [String: (owner: String, configurations: [String])] = [:]
    /// Native targets: their configuration list, product type and build phases.
    var targets: [(list: String, productType: String, phases: [String])] = []
    /// Sources build phases by ID: the names of the files each compiles.
    var sourcePhases: [String: Set<String>] = [:]
    /// The files each target compiles, by path, where the project file tells them (see
    /// `XcodeProjectFiles`); else files are matched by name through `sourcePhases`.
    var projectFiles: XcodeProjectFiles?

    init?(_ source: String) {
        var object: (id: String, comment: String)?
        var isa = ""
        var configuration = Configuration()
        var listed: [String] = []
        var inList = false
        var phases: [String] = []
        var inPhases = false
        var files = Set<String>()
        var inFiles = false
        var list = ""
        var productType = ""
        for line in source.split(whereSeparator: \.isNewline) {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            let depth = line.count - trimmed.count
            guard let current = object else {
                // `\t\tID /* comment */ = {`, the opening of an object written over several lines.
                guard depth == 2, trimmed.hasSuffix("= {"), let space = trimmed.firstIndex(of: " ") else { continue }
                let id = String(trimmed[..<space])
                guard id.count == 24, id.allSatisfy(\.isHexDigit) else { continue }
                let comment = trimmed.range(of: "/* ").flatMap { open in
                    trimmed.range(of: " */", range: open.upperBound..<trimmed.endIndex).map { String(trimmed[open.upperBound..<$0.lowerBound]) }
                } ?? ""
                object = (id, comment)
                (isa, configuration, listed, inList, list, productType) = ("", Configuration(), [], false, "", "")
                (phases, inPhases, files, inFiles) = ([], false, [], false)
                continue
            }
            if depth == 2, trimmed == "};" {
                switch isa {
                case "XCBuildConfiguration": configurations[current.id] = configuration
                case "XCConfigurationList": lists[current.id] = (current.comment, listed)
                case "PBXNativeTarget": targets.append((list, productType, phases))
                case "PBXSourcesBuildPhase": sourcePhases[current.id] = files
                default: break
                }
                object = nil
                continue
            }
            if trimmed.hasPrefix("isa = ") {
                isa = String(trimmed.dropFirst("isa = ".count).prefix { $0 != ";" })
            } else if trimmed.hasPrefix("name = ") {
                configuration.name = String(trimmed.dropFirst("name = ".count).prefix { $0 != ";" }.trimmingCharacters(in: "\""))
            } else if trimmed.hasPrefix("buildConfigurations = (") {
                inList = true
            } else if inList {
                if trimmed.hasPrefix(")") { inList = false } else { listed.append(String(trimmed.prefix { $0 != " " && $0 != "," })) }
            } else if trimmed.hasPrefix("buildPhases = (") {
                inPhases = true
            } else if inPhases {
                if trimmed.hasPrefix(")") { inPhases = false } else { phases.append(String(trimmed.prefix { $0 != " " && $0 != "," })) }
            } else if isa == "PBXSourcesBuildPhase", trimmed.hasPrefix("files = (") {
                inFiles = true
            } else if inFiles {
                if trimmed.hasPrefix(")") {
                    inFiles = false
                } else if let end = trimmed.range(of: " in Sources */"), let start = trimmed[..<end.lowerBound].range(of: "/* ") {
                    files.insert(String(trimmed[start.upperBound..<end.lowerBound]))
                }
            } else if trimmed.hasPrefix("buildConfigurationList = ") {
                list = String(trimmed.dropFirst("buildConfigurationList = ".count).prefix { $0 != " " && $0 != ";" })
            } else if trimmed.hasPrefix("productType = ") {
                productType = String(trimmed.dropFirst("productType = ".count).prefix { $0 != ";" }.trimmingCharacters(in: "\""))
            } else if trimmed.hasPrefix("SUPPORTED_PLATFORMS = ") {
                configuration.supported = Self.platforms(in: trimmed.dropFirst("SUPPORTED_PLATFORMS = ".count).prefix { $0 != ";" })
            } else if let base = DeploymentTargetParsing.baseConfigurationName(in: trimmed) {
                configuration.base = base
            } else if let family = Self.setting("TARGETED_DEVICE_FAMILY", in: trimmed) {
                // The first one written: a condition (`[sdk=iphoneos*]`) names the same devices.
                if configuration.deviceFamily == nil { configuration.deviceFamily = family }
            } else if let catalyst = Self.setting("SUPPORTS_MACCATALYST", in: trimmed) {
                configuration.supportsMacCatalyst = catalyst == "YES"
            } else if trimmed.hasPrefix("SDKROOT = ") {
                configuration.sdk = Self.platforms(in: trimmed.dropFirst("SDKROOT = ".count).prefix { $0 != ";" })
            } else if let (platform, version) = DeploymentTargetParsing.deploymentSetting(in: trimmed) {
                if let known = configuration.versions[platform], known < version { continue }
                configuration.versions[platform] = version
            }
        }
        guard !targets.isEmpty else { return nil }
        projectFiles = XcodeProjectFiles(source)
    }

    /// Whether `target` compiles the file at `path`, relative to the project's folder: by path
    /// where the project file tells, else by the file's name.
    func compiles(_ target: (list: String, productType: String, phases: [String]), fileAt path: String) -> Bool {
        if let known = projectFiles?.targets.first(where: { $0.configurationList == target.list }) {
            return known.compiles(normalizedPath(path))
        }
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return target.phases.contains { sourcePhases[$0]?.contains(name) ?? false }
    }

    /// Whether a target of the project compiles the file at `path` (relative to its folder).
    func lists(_ path: String) -> Bool {
        targets.contains { compiles($0, fileAt: path) }
    }

    /// The lowest setting of each platform that the targets which compile the file at `path`
    /// (relative to the project's folder) build with; nil when no target compiles it (or the
    /// project cannot tell).
    /// A file only test bundles compile (a snapshot test's view) is held to theirs; one an app
    /// and a test bundle both compile (a source added to both) must build in each, so it is
    /// held to the lower of the two.
    func builtTargets(compiling path: String) -> [ApplePlatform: PlatformVersion]? {
        let built = builtTargets { target in compiles(target, fileAt: path) }
        let tested = builtTargets(tests: true) { target in compiles(target, fileAt: path) }
        guard var merged = built else { return tested }
        for (platform, version) in tested ?? [:] where merged[platform].map({ version < $0 }) ?? false {
            merged[platform] = version
        }
        return merged
    }

    /// The project's own configurations (the level its targets inherit from), by name.
    private var projectConfigurationsByName: [String: Configuration] {
        let projectList = lists.values.first { $0.owner.contains("PBXProject") }
        var byName: [String: Configuration] = [:]
        for id in projectList?.configurations ?? [] {
            if let configuration = configurations[id] { byName[configuration.name] = configuration }
        }
        return byName
    }

    /// The platforms the targets which compile the file at `path` build for (their
    /// `SUPPORTED_PLATFORMS`, else `SDKROOT`, else the project's); nil when no target lists it,
    /// or one of them names no platform here nor in the `.xcconfig` it is based on
    /// (`xcconfigPlatforms`, by file name). A file only test bundles compile is held to theirs.
    func platforms(compiling path: String, xcconfigPlatforms: [String: Set<ApplePlatform>] = [:]) -> Set<ApplePlatform>? {
        let tests = !targets.contains { !$0.productType.contains("test") && compiles($0, fileAt: path) }
        let projectByName = projectConfigurationsByName
        var found = Set<ApplePlatform>()
        var listed = false
        for target in targets where target.productType.contains("test") == tests && compiles(target, fileAt: path) {
            listed = true
            guard let list = lists[target.list] else { return nil }
            for id in list.configurations {
                guard let configuration = configurations[id] else { return nil }
                let project = projectByName[configuration.name]
                // An iOS app's configuration based on an `.xcconfig` that sets `SDKROOT =
                // iphoneos` builds for iOS (and Mac Catalyst, which follows the iOS target),
                // whatever `MACOSX_DEPLOYMENT_TARGET` that file also sets for the project's Mac
                // targets.
                let based = configuration.base.flatMap { xcconfigPlatforms[$0] }
                let projectBased = project?.base.flatMap { xcconfigPlatforms[$0] }
                guard let builds = configuration.supported ?? configuration.sdk ?? based ?? project?.supported ?? project?.sdk ?? projectBased
                else { return nil }
                found.formUnion(builds)
            }
        }
        return listed ? found : nil
    }

    /// `KEY = value;` (or `"KEY[sdk=...]" = value;`): the value, quotes trimmed; nil for another key.
    static func setting(_ key: String, in line: Substring) -> String? {
        var rest = line
        if rest.hasPrefix("\"") { rest = rest.dropFirst() }
        guard rest.hasPrefix(key) else { return nil }
        rest = rest.dropFirst(key.count)
        while rest.first == "[", let close = rest.firstIndex(of: "]") { rest = rest[rest.index(after: close)...] }
        if rest.hasPrefix("\"") { rest = rest.dropFirst() }
        rest = rest.drop { $0 == " " || $0 == "\t" }
        guard rest.hasPrefix("=") else { return nil }
        return String(rest.dropFirst().prefix { $0 != ";" }.trimmingCharacters(in: " \t\""))
    }

    /// Whether a target that compiles the file at `path` (relative to the project's folder; nil
    /// for any of the project's targets but its test bundles) is built for iPad: an iOS target
    /// whose `TARGETED_DEVICE_FAMILY` (its own, else the project's) names `2`. False where each
    /// such target says it is not (or sets none, which is iPhone alone); nil where the project
    /// cannot tell (no target lists the file, or a configuration based on an `.xcconfig` sets no
    /// family of its own). A file only test bundles compile is held to theirs.
    /// `macCatalyst`: whether one is built for the Mac through Mac Catalyst instead (family `6`,
    /// or `SUPPORTS_MACCATALYST = YES`).
    /// `xcconfigDevices`: what the `.xcconfig` files configurations are based on set, by file
    /// name; a configuration based on one not among them has a family navmigrate cannot tell.
    func buildsForIPad(compiling path: String?, macCatalyst: Bool = false, xcconfigDevices: [String: XcconfigDevices] = [:]) -> Bool? {
        func included(_ target: (list: String, productType: String, phases: [String])) -> Bool {
            path.map { compiles(target, fileAt: $0) } ?? !target.productType.contains("test")
        }
        let tests = !targets.contains { !$0.productType.contains("test") && included($0) }
        let projectByName = projectConfigurationsByName
        var listed = false
        var unknown = false
        for target in targets where target.productType.contains("test") == tests && included(target) {
            listed = true
            guard let list = lists[target.list] else { return nil }
            for id in list.configurations {
                guard let configuration = configurations[id] else { return nil }
                let project = projectByName[configuration.name]
                let builds = configuration.supported ?? configuration.sdk ?? project?.supported ?? project?.sdk
                if let builds, !builds.contains(.iOS) { continue }
                // Its own settings, else the `.xcconfig` it is based on, else the project's, else
                // the project's `.xcconfig`, as Xcode resolves a setting.
                let based = configuration.base.map { xcconfigDevices[$0] }
                let projectBased = project?.base.map { xcconfigDevices[$0] }
                let catalyst = configuration.supportsMacCatalyst ?? based??.macCatalyst ?? project?.supportsMacCatalyst ?? projectBased??.macCatalyst
                if macCatalyst, catalyst == true { return true }
                guard let family = configuration.deviceFamily ?? based??.family ?? project?.deviceFamily ?? projectBased??.family else {
                    // Based on an `.xcconfig` that was not found: it may set one.
                    if based.map({ $0 == nil }) ?? false || projectBased.map({ $0 == nil }) ?? false { unknown = true }
                    continue
                }
                if family.split(whereSeparator: { $0 == "," || $0 == " " }).contains(macCatalyst ? "6" : "2") { return true }
            }
        }
        return listed && !unknown ? false : nil
    }

    /// The lowest setting of each platform that a target which is not a test bundle (`tests`:
    /// which is one) builds with.
    func builtTargets(
        tests: Bool = false,
        where included: ((list: String, productType: String, phases: [String])) -> Bool = { _ in true }
    ) -> [ApplePlatform: PlatformVersion]? {
        let projectByName = projectConfigurationsByName
        var found = DeploymentTarget(source: "", versions: [:])
        var read = false
        for target in targets where target.productType.contains("test") == tests && included(target) {
            guard let list = lists[target.list] else { return nil }
            for id in list.configurations {
                guard let configuration = configurations[id] else { return nil }
                read = true
                let project = projectByName[configuration.name]
                let inherited = project?.versions ?? [:]
                // A setting for a platform the target does not build for (an iOS app under a
                // project that also sets watchOS) does not count.
                let builds = configuration.supported ?? configuration.sdk ?? project?.supported ?? project?.sdk
                for platform in Set(configuration.versions.keys).union(inherited.keys) where builds?.contains(platform) ?? true {
                    if let version = configuration.versions[platform] ?? inherited[platform] { found.merge(platform, version) }
                }
            }
        }
        return read ? found.versions : nil
    }
}

private extension StringProtocol {
    func trimmingCharacters(in set: String) -> Substring {
        let characters = Set(set)
        var text = Substring(self)
        while let first = text.first, characters.contains(first) { text = text.dropFirst() }
        while let last = text.last, characters.contains(last) { text = text.dropLast() }
        return text
    }
}

/// Collects `.platform(version)` calls inside every `platforms:` argument.
private final class TuistTargetsFinder: SyntaxVisitor {
    var found: [(ApplePlatform, PlatformVersion)] = []

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard let member = node.calledExpression.as(MemberAccessExprSyntax.self) else { return .visitChildren }
        let name = member.declName.baseName.text
        if let platform = ApplePlatform(rawValue: name), let first = node.arguments.first,
           first.label == nil || first.label?.text == "targetVersion", let version = Self.version(first.expression) {
            found.append((platform, version))
        } else if name == "multiplatform" {
            for argument in node.arguments {
                guard let label = argument.label?.text, let platform = ApplePlatform(rawValue: label),
                      let version = Self.version(argument.expression) else { continue }
                found.append((platform, version))
            }
        }
        return .visitChildren
    }

    override func visit(_ node: DictionaryElementSyntax) -> SyntaxVisitorContinueKind {
        let settings: [String: ApplePlatform] = [
            "IPHONEOS_DEPLOYMENT_TARGET": .iOS, "MACOSX_DEPLOYMENT_TARGET": .macOS, "TVOS_DEPLOYMENT_TARGET": .tvOS,
            "WATCHOS_DEPLOYMENT_TARGET": .watchOS, "XROS_DEPLOYMENT_TARGET": .visionOS,
        ]
        if let key = Self.text(node.key), let platform = settings[key] {
            // `"15.0"`, or a setting value `.string("15.0")`.
            let value = node.value.as(FunctionCallExprSyntax.self)?.arguments.first?.expression ?? node.value
            if let version = Self.version(value) { found.append((platform, version)) }
        }
        return .visitChildren
    }

    private static func text(_ expression: ExprSyntax) -> String? {
        guard let literal = expression.as(StringLiteralExprSyntax.self),
              literal.segments.allSatisfy({ $0.is(StringSegmentSyntax.self) }) else { return nil }
        return literal.segments.compactMap { $0.as(StringSegmentSyntax.self)?.content.text }.joined()
    }

    private static func version(_ expression: ExprSyntax) -> PlatformVersion? {
        text(expression).flatMap { PlatformVersion(parsing: $0) }
    }
}

/// The targets a package manifest declares (`.target(name:path:)` and its kin) and their
/// `path:` arguments.
private final class TargetPathsFinder: SyntaxVisitor {
    private static let kinds: Set<String> = ["target", "executableTarget", "testTarget", "macro", "plugin", "systemLibrary"]
    var targets = 0
    var paths: [String] = []
    var unknown = false

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil,
              Self.kinds.contains(member.declName.baseName.text),
              node.arguments.contains(where: { $0.label?.text == "name" }) else { return .visitChildren }
        targets += 1
        guard let path = node.arguments.first(where: { $0.label?.text == "path" })?.expression else { return .visitChildren }
        guard let literal = path.as(StringLiteralExprSyntax.self), literal.segments.allSatisfy({ $0.is(StringSegmentSyntax.self) }) else {
            unknown = true
            return .visitChildren
        }
        var text = Substring(literal.segments.compactMap { $0.as(StringSegmentSyntax.self)?.content.text }.joined())
        while text.hasPrefix("./") { text = text.dropFirst(2) }
        while text.hasSuffix("/") { text = text.dropLast() }
        // A path that leaves the package's folder: where its code is cannot be told here.
        if text.hasPrefix("/") || text.hasPrefix("..") { unknown = true }
        paths.append(text.isEmpty ? "." : String(text))
        return .visitChildren
    }
}

private final class PlatformsFinder: SyntaxVisitor {
    var found: [(ApplePlatform, PlatformVersion)] = []

    override func visit(_ node: LabeledExprSyntax) -> SyntaxVisitorContinueKind {
        guard node.label?.text == "platforms", let array = node.expression.as(ArrayExprSyntax.self) else {
            return .visitChildren
        }
        for element in array.elements {
            guard let call = element.expression.as(FunctionCallExprSyntax.self),
                  let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                  let platform = ApplePlatform(rawValue: member.declName.baseName.text),
                  let argument = call.arguments.first?.expression,
                  let version = Self.version(argument)
            else { continue }
            found.append((platform, version))
        }
        return .skipChildren
    }

    private static func version(_ expression: ExprSyntax) -> PlatformVersion? {
        if let member = expression.as(MemberAccessExprSyntax.self) {
            return PlatformVersion(parsing: member.declName.baseName.text)
        }
        if let literal = expression.as(StringLiteralExprSyntax.self) {
            let text = literal.segments.compactMap { $0.as(StringSegmentSyntax.self)?.content.text }.joined()
            return PlatformVersion(parsing: text)
        }
        return nil
    }
}

/// What an `.xcconfig` file (or one it includes) sets of the devices its targets run on.
struct XcconfigDevices: Equatable {
    /// `TARGETED_DEVICE_FAMILY`, as written (`1,2`).
    var family: String?
    /// `SUPPORTS_MACCATALYST`.
    var macCatalyst: Bool?
}
