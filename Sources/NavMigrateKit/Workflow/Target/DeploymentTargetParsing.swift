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
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            guard let (key, platform) = xcodeSettings.first(where: { trimmed.hasPrefix($0.0) }) else { continue }
            let rest = trimmed.dropFirst(key.count).drop { $0 == " " || $0 == "\t" }
            guard rest.hasPrefix("=") else { continue }
            let value = rest.dropFirst()
                .prefix { $0 != ";" }
                .trimmingCharacters(in: " \t\"")
            if let version = PlatformVersion(parsing: value) { target.merge(platform, version) }
        }
        return target.versions
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
