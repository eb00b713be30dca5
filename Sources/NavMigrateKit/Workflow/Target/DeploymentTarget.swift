/// An Apple platform a project can target.
public enum ApplePlatform: String, Sendable, CaseIterable, Comparable {
    case iOS, macOS, macCatalyst, tvOS, watchOS, visionOS

    /// The first release with `NavigationStack` and `NavigationSplitView`.
    var navigationStackMinimum: PlatformVersion {
        switch self {
        case .iOS, .macCatalyst, .tvOS: return PlatformVersion(16)
        case .macOS: return PlatformVersion(13)
        case .watchOS: return PlatformVersion(9)
        case .visionOS: return PlatformVersion(1)
        }
    }

    /// The first release with the iOS 17 generation of navigation API
    /// (`navigationDestination(item:)`).
    var iOS17GenerationMinimum: PlatformVersion {
        switch self {
        case .iOS, .macCatalyst, .tvOS: return PlatformVersion(17)
        case .macOS: return PlatformVersion(14)
        case .watchOS: return PlatformVersion(10)
        case .visionOS: return PlatformVersion(1)
        }
    }

    /// The first release with `@Environment(\.dismiss)` and `isPresented`.
    var dismissMinimum: PlatformVersion {
        switch self {
        case .iOS, .macCatalyst, .tvOS: return PlatformVersion(15)
        case .macOS: return PlatformVersion(12)
        case .watchOS: return PlatformVersion(8)
        case .visionOS: return PlatformVersion(1)
        }
    }

    public static func < (lhs: ApplePlatform, rhs: ApplePlatform) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

/// A dotted version such as `15.4`; missing components count as zero.
public struct PlatformVersion: Sendable, Comparable, CustomStringConvertible {
    public var components: [Int]

    public init(_ components: Int...) {
        self.components = components
    }

    /// Parses `15`, `15.4`, `"13.0"`, or the `PackageDescription` spelling `v10_15`.
    public init?(parsing text: some StringProtocol) {
        var body = Substring(text)
        if body.hasPrefix("v") { body = body.dropFirst() }
        let parts = body.split(whereSeparator: { $0 == "." || $0 == "_" })
        let numbers = parts.compactMap { Int($0) }
        guard !numbers.isEmpty, numbers.count == parts.count else { return nil }
        components = numbers
    }

    /// `$(RECOMMENDED_IPHONEOS_DEPLOYMENT_TARGET)`: the minimum Xcode recommends, older than
    /// every release navmigrate's output needs; counted as the lowest version there is.
    public static let xcodeRecommended = PlatformVersion(0)

    public var description: String {
        if components == [0] { return "Xcode's recommended minimum" }
        return components.count == 1 ? "\(components[0]).0" : components.map(String.init).joined(separator: ".")
    }

    public static func < (lhs: PlatformVersion, rhs: PlatformVersion) -> Bool {
        let count = max(lhs.components.count, rhs.components.count)
        for index in 0..<count {
            let left = index < lhs.components.count ? lhs.components[index] : 0
            let right = index < rhs.components.count ? rhs.components[index] : 0
            if left != right { return left < right }
        }
        return false
    }

    public static func == (lhs: PlatformVersion, rhs: PlatformVersion) -> Bool {
        !(lhs < rhs) && !(rhs < lhs)
    }
}

/// The deployment targets one project declares: the lowest version per platform when a
/// project lists several (Xcode build configurations, targets).
public struct DeploymentTarget: Sendable, Equatable {
    /// The `Package.swift` or `project.pbxproj` the targets come from.
    public var source: String
    public var versions: [ApplePlatform: PlatformVersion]
    /// Whether a target that builds the file runs on iPad (an Xcode project's
    /// `TARGETED_DEVICE_FAMILY` names `2`); nil where the project does not say.
    public var buildsForIPad: Bool?
    /// Whether one builds it for the Mac through Mac Catalyst (`SUPPORTS_MACCATALYST = YES`, or
    /// `6` in the device family); nil where the project does not say.
    public var buildsForMacCatalyst: Bool?

    public init(source: String, versions: [ApplePlatform: PlatformVersion], buildsForIPad: Bool? = nil,
                buildsForMacCatalyst: Bool? = nil) {
        self.source = source
        self.versions = versions
        self.buildsForIPad = buildsForIPad
        self.buildsForMacCatalyst = buildsForMacCatalyst
    }

    /// Platforms below the first release with `NavigationStack`, worded for the user:
    /// `iOS 15.0 (needs 16.0)`.
    public var platformsTooOld: [String] {
        versions.sorted { $0.key < $1.key }
            .filter { $0.value < $0.key.navigationStackMinimum }
            .map { "\($0.key.rawValue) \($0.value) (needs \($0.key.navigationStackMinimum))" }
    }

    /// Platforms below what the changes of `rules` need, worded as `platformsTooOld` is: a file
    /// whose changes are only titles, toolbars and `dismiss` fits an iOS 15 target, one with a
    /// `NavigationStack` does not.
    /// `platforms`: only these count (a file only some platforms build); nil for all.
    /// `limits`: rules whose changes only some platforms compile (`#if os(iOS)` around them),
    /// which count on those platforms only.
    public func platformsTooOld(forChangesBy rules: some Sequence<RuleID>, on platforms: Set<ApplePlatform>? = nil,
                                limits: [RuleID: Set<ApplePlatform>] = [:]) -> [String] {
        let rules = Array(rules)
        return versions.sorted { $0.key < $1.key }.compactMap { platform, version in
            guard platforms?.contains(platform) ?? true else { return nil }
            let needed = rules.filter { limits[$0]?.contains(platform) ?? true }.compactMap { $0.outputMinimum(on: platform) }.max()
            guard let needed, version < needed else { return nil }
            return "\(platform.rawValue) \(version) (needs \(needed))"
        }
    }

    /// What the changes of `rules` write that a platform of the target lacks, worded for the
    /// user: `` `dismiss` needs iOS 15.0 ``.
    public func lackingOutputs(forChangesBy rules: some Sequence<RuleID>, limits: [RuleID: Set<ApplePlatform>] = [:]) -> [String] {
        var lacking: [String] = []
        for rule in Set(rules).sorted(by: { $0.rawValue < $1.rawValue }) {
            let short = versions.sorted { $0.key < $1.key }.compactMap { platform, version -> String? in
                guard limits[rule]?.contains(platform) ?? true, let needed = rule.outputMinimum(on: platform), version < needed else { return nil }
                return "\(platform.rawValue) \(needed)"
            }
            guard !short.isEmpty, let name = Availability.output(of: rule)?.name ?? (rule == .presentationMode ? "`dismiss`" : nil) ?? (rule == .toolbarPlacement ? "`.topBarLeading`" : nil)
            else { continue }
            let text = "\(name) needs \(short.joined(separator: ", "))"
            if !lacking.contains(text) { lacking.append(text) }
        }
        return lacking
    }

    /// Whether the changes of `rules` write `NavigationStack`-generation API that a platform of
    /// the target lacks (rather than only titles, toolbars or `dismiss`).
    public func lacksNavigationStack(forChangesBy rules: some Sequence<RuleID>, limits: [RuleID: Set<ApplePlatform>] = [:]) -> Bool {
        let rules = Array(rules)
        // Only the rules that write the containers and their links: `toolbar(_:for:)` needs the
        // same release, and is named for itself.
        let writesStacks: Set<RuleID> = [.navigationView, .navigationViewStyle, .linkIsActive, .linkTagSelection]
        return versions.contains { platform, version in
            version < platform.navigationStackMinimum
                && rules.contains { rule in
                    writesStacks.contains(rule) && (limits[rule]?.contains(platform) ?? true)
                        && rule.outputMinimum(on: platform) == platform.navigationStackMinimum
                }
        }
    }

    /// Whether every declared platform has the iOS 17 generation of navigation API.
    public var allowsIOS17API: Bool {
        !versions.isEmpty && versions.allSatisfy { !($0.value < $0.key.iOS17GenerationMinimum) }
    }

    /// Adds another declaration, keeping the lower version per platform.
    mutating func merge(_ platform: ApplePlatform, _ version: PlatformVersion) {
        if let existing = versions[platform], existing < version { return }
        versions[platform] = version
    }
}

extension RuleID {
    /// The first release on `platform` with everything this rule writes; nil when every release
    /// SwiftUI runs on has it (`NavigationLink`'s closure initializers are iOS 13).
    func outputMinimum(on platform: ApplePlatform) -> PlatformVersion? {
        switch self {
        case .linkDestination: return nil
        case .barTitle, .barItems, .toolbarPlacement: return Availability.Generation.toolbar.minimum(on: platform)
        case .presentationMode: return platform.dismissMinimum
        default: return platform.navigationStackMinimum
        }
    }
}
