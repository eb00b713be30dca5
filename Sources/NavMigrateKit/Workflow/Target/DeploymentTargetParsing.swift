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

    private static let xcodeSettings: [(String, ApplePlatform)] = [
        ("IPHONEOS_DEPLOYMENT_TARGET", .iOS),
        ("MACOSX_DEPLOYMENT_TARGET", .macOS),
        ("TVOS_DEPLOYMENT_TARGET", .tvOS),
        ("WATCHOS_DEPLOYMENT_TARGET", .watchOS),
        ("XROS_DEPLOYMENT_TARGET", .visionOS),
    ]

    /// The `*_DEPLOYMENT_TARGET = 15.0;` build settings of a `project.pbxproj`, the lowest of
    /// each across every configuration and target.
    public static func xcodeProject(_ source: String) -> [ApplePlatform: PlatformVersion] {
        var target = DeploymentTarget(source: "", versions: [:])
        for line in source.split(whereSeparator: \.isNewline) {
            if let (platform, version) = setting(in: line, end: ";") { target.merge(platform, version) }
        }
        return target.versions
    }

    /// The names of the `.xcconfig` files a `project.pbxproj` bases build configurations on
    /// (`baseConfigurationReference = ID /* Base.xcconfig */;`, or a synchronized folder's
    /// `baseConfigurationReferenceRelativePath = Config/Base.xcconfig;`), as file names.
    public static func baseConfigurationNames(inXcodeProject source: String) -> Set<String> {
        var names = Set<String>()
        for line in source.split(whereSeparator: \.isNewline) {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            if trimmed.hasPrefix("baseConfigurationReference ="),
               let open = trimmed.range(of: "/* "), let close = trimmed.range(of: " */", range: open.upperBound..<trimmed.endIndex) {
                names.insert(String(trimmed[open.upperBound..<close.lowerBound]))
            } else if trimmed.hasPrefix("baseConfigurationReferenceRelativePath =") {
                let path = trimmed.dropFirst("baseConfigurationReferenceRelativePath =".count)
                    .prefix { $0 != ";" }
                    .trimmingCharacters(in: " \t\"")
                if let name = path.split(separator: "/").last { names.insert(String(name)) }
            }
        }
        return names.filter { $0.hasSuffix(".xcconfig") }
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
        return PlatformVersion(parsing: value).map { (platform, $0) }
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
