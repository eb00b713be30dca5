/// The deployment targets an XcodeGen spec (`project.yml`) declares, for projects that commit
/// the spec and generate the `.xcodeproj`: each target that is not a test bundle counts for the
/// platforms it builds for (`platform`, `supportedDestinations`), with its own setting (a
/// `*_DEPLOYMENT_TARGET` under its `settings`, or its `deploymentTarget`), else the project's
/// (`settings`, then `options: deploymentTarget`). A spec with no targets counts the project's.
///
/// Read line by line as the block YAML such specs are written in: `key: value` pairs nested by
/// indentation, inline lists (`[iOS, macOS]`) and `- item` lists. Anchors, `include:` and target
/// templates are not followed. The `.xcconfig` files it names (`configFiles`) are read by the
/// resolver, which counts what they set as the spec's own.
struct XcodeGenSpec {
    private struct Target {
        var type = ""
        var platforms: Set<ApplePlatform> = []
        /// `deploymentTarget: "15.0"`, which is the version of the target's `platform`.
        var scalarTarget: PlatformVersion?
        var targets: [ApplePlatform: PlatformVersion] = [:]
        var settings: [ApplePlatform: PlatformVersion] = [:]
        /// The folders and files its `sources` name, relative to the spec's folder.
        var sources: [String] = []
        /// The `.xcconfig` files its `configFiles` name, relative to the spec's folder.
        var configFiles: [String] = []
    }

    /// The `.xcconfig` files the project's `configFiles` name (`Debug: Config/App.xcconfig`),
    /// relative to the spec's folder.
    private var projectConfigFiles: [String] = []

    private var optionTargets: [ApplePlatform: PlatformVersion] = [:]
    private var projectSettings: [ApplePlatform: PlatformVersion] = [:]
    private var targets: [String: Target] = [:]

    init(_ source: String) {
        var stack: [(indent: Int, key: String)] = []
        var listKey: [String]?
        for rawLine in source.split(whereSeparator: \.isNewline) {
            let line = Self.withoutComment(rawLine)
            let indent = line.prefix { $0 == " " }.count
            let content = line.dropFirst(indent)
            guard !content.isEmpty, !content.hasPrefix("---") else { continue }
            if content.hasPrefix("- ") {
                // An item of a block list: only `supportedDestinations` items matter here.
                if let path = listKey { record(path: path, value: String(content.dropFirst(2))) }
                continue
            }
            guard let colon = Self.keySeparator(in: content) else { continue }
            let key = Self.unquoted(content[..<colon])
            let value = Self.unquoted(content[content.index(after: colon)...])
            while let last = stack.last, last.indent >= indent { stack.removeLast() }
            let path = stack.map(\.key) + [key]
            if value.isEmpty {
                stack.append((indent, key))
                listKey = path
            } else {
                listKey = nil
                record(path: path, value: value)
            }
        }
    }

    private mutating func record(path: [String], value: String) {
        let value = Self.unquoted(Substring(value))
        switch path.first {
        case "options" where path.count == 3 && path[1] == "deploymentTarget":
            if let platform = ApplePlatform(rawValue: path[2]), let version = PlatformVersion(parsing: value) {
                optionTargets[platform] = version
            }
        case "settings":
            if let (platform, version) = Self.setting(path.last!, value) { Self.lower(&projectSettings, platform, version) }
        case "configFiles" where path.count == 2:
            projectConfigFiles.append(Self.normalized(value))
        case "targets" where path.count >= 3:
            var target = targets[path[1]] ?? Target()
            switch path[2] {
            case "type" where path.count == 3:
                target.type = value
            case "platform" where path.count == 3, "supportedDestinations" where path.count == 3:
                target.platforms.formUnion(Self.list(value).compactMap { ApplePlatform(rawValue: $0) })
            case "deploymentTarget" where path.count == 3:
                target.scalarTarget = PlatformVersion(parsing: value)
            case "deploymentTarget" where path.count == 4:
                if let platform = ApplePlatform(rawValue: path[3]), let version = PlatformVersion(parsing: value) {
                    target.targets[platform] = version
                }
            case "settings":
                if let (platform, version) = Self.setting(path.last!, value) { Self.lower(&target.settings, platform, version) }
            case "sources" where path.count == 3:
                // `sources: App`, `sources: [App, Shared]`, `- App`, `- path: App`.
                let items = value.hasPrefix("path:") ? [Self.unquoted(value.dropFirst(5))] : Self.list(value)
                target.sources += items.map(Self.normalized).filter { !$0.isEmpty }
            case "sources" where path.count == 4 && path[3] == "path":
                target.sources.append(Self.normalized(value))
            case "configFiles" where path.count == 4:
                target.configFiles.append(Self.normalized(value))
            default:
                break
            }
            targets[path[1]] = target
        default:
            break
        }
    }

    /// The `.xcconfig` files the project and the targets that build app code base their
    /// configurations on (`configFiles`), relative to the spec's folder, each once: their
    /// settings count as the spec's own.
    var configFiles: [String] {
        var seen = Set<String>()
        return (projectConfigFiles + builtTargets.flatMap(\.configFiles)).filter { !$0.isEmpty && seen.insert($0).inserted }
    }

    /// The lowest version per platform the spec's code builds with.
    var versions: [ApplePlatform: PlatformVersion] {
        versions(of: builtTargets)
    }

    /// The lowest version per platform of the targets whose `sources` hold the file at
    /// `relativePath` (from the spec's folder); nil when no target names it.
    func versions(forFileAt relativePath: String) -> [ApplePlatform: PlatformVersion]? {
        let path = Self.normalized(relativePath)
        let holding = builtTargets.filter { target in
            target.sources.contains { $0 == "." || path == $0 || path.hasPrefix($0 + "/") }
        }
        return holding.isEmpty ? nil : versions(of: holding)
    }

    /// Test bundles (`bundle.unit-test`, `bundle.ui-testing`) build no app code.
    private var builtTargets: [Target] {
        targets.keys.sorted().compactMap { targets[$0] }.filter { !$0.type.contains("test") && !$0.platforms.isEmpty }
    }

    private func versions(of built: [Target]) -> [ApplePlatform: PlatformVersion] {
        var project = optionTargets
        for (platform, version) in projectSettings { project[platform] = version }
        guard !built.isEmpty else { return project }
        var found: [ApplePlatform: PlatformVersion] = [:]
        for target in built {
            for platform in target.platforms {
                let scalar = target.platforms.count == 1 ? target.scalarTarget : nil
                guard let version = target.settings[platform] ?? target.targets[platform] ?? scalar ?? project[platform]
                else { continue }
                Self.lower(&found, platform, version)
            }
        }
        return found
    }

    private static func lower(_ versions: inout [ApplePlatform: PlatformVersion], _ platform: ApplePlatform,
                              _ version: PlatformVersion) {
        if versions[platform].map({ version < $0 }) ?? true { versions[platform] = version }
    }

    private static func setting(_ key: String, _ value: String) -> (ApplePlatform, PlatformVersion)? {
        let platforms: [String: ApplePlatform] = [
            "IPHONEOS_DEPLOYMENT_TARGET": .iOS, "MACOSX_DEPLOYMENT_TARGET": .macOS, "TVOS_DEPLOYMENT_TARGET": .tvOS,
            "WATCHOS_DEPLOYMENT_TARGET": .watchOS, "XROS_DEPLOYMENT_TARGET": .visionOS,
        ]
        guard let platform = platforms[key], let version = PlatformVersion(parsing: value) else { return nil }
        return (platform, version)
    }

    /// `./App/` as `App`.
    private static func normalized(_ path: String) -> String {
        var path = Substring(path)
        while path.hasPrefix("./") { path = path.dropFirst(2) }
        while path.hasSuffix("/") { path = path.dropLast() }
        return String(path)
    }

    /// `[iOS, macOS]` as its items; a plain value as itself.
    private static func list(_ value: String) -> [String] {
        guard value.hasPrefix("["), value.hasSuffix("]") else { return [value] }
        return value.dropFirst().dropLast().split(separator: ",").map { unquoted($0) }
    }

    /// The `:` that ends a key: followed by a space or the line's end, outside quotes.
    private static func keySeparator(in content: Substring) -> Substring.Index? {
        var quote: Character?
        var index = content.startIndex
        while index < content.endIndex {
            let character = content[index]
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "\"" || character == "'" {
                quote = character
            } else if character == ":" {
                let next = content.index(after: index)
                if next == content.endIndex || content[next] == " " { return index }
            }
            index = content.index(after: index)
        }
        return nil
    }

    /// The line up to a `#` that starts a comment (at the start, or after a space, outside quotes).
    private static func withoutComment(_ line: Substring) -> Substring {
        var quote: Character?
        var previous: Character = " "
        for index in line.indices {
            let character = line[index]
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "\"" || character == "'" {
                quote = character
            } else if character == "#", previous == " " || previous == "\t" {
                return line[..<index]
            }
            previous = character
        }
        return line
    }

    private static func unquoted(_ text: Substring) -> String {
        var trimmed = text.drop { $0 == " " || $0 == "\t" }
        while let last = trimmed.last, last == " " || last == "\t" || last == "\r" { trimmed = trimmed.dropLast() }
        if trimmed.count >= 2, let first = trimmed.first, first == "\"" || first == "'", trimmed.last == first {
            trimmed = trimmed.dropFirst().dropLast()
        }
        return String(trimmed)
    }
}
