import Foundation

/// `--format sarif`: one SARIF 2.1.0 log on standard output, as GitHub code scanning and
/// other SARIF viewers read it. One run; the rules are every `RuleID` and `FileProblem`; each
/// finding is a result, and so is each change a dry run would make (`would-change`, one per
/// hunk, on the old lines) and each project whose deployment target is too old.
///
/// Locations are relative URIs (`Sources/Inbox.swift`, percent-encoded), relative to the top
/// of the git work tree like the patch paths, so code scanning matches them to the
/// repository. Columns are UTF-16 code units, SARIF's default.
public struct SARIFReport {
    public static let schema = "https://json.schemastore.org/sarif-2.1.0.json"

    private var results: [Result] = []
    private let ruleIDs = RuleDescriptions.allIDs

    public init() {}

    /// Adds a file's findings and, when `includingChanges`, one `would-change` result per hunk.
    /// - Parameter changeSet: the patch paths of the other files of its change set: its
    ///   changes name them in the message and as related locations.
    public mutating func add(_ outcome: FileOutcome, includingChanges: Bool, changeSet: [String] = []) {
        for (index, finding) in outcome.findings.enumerated() {
            results.append(Result(
                ruleId: finding.rule, ruleIndex: ruleIDs.firstIndex(of: finding.rule), level: finding.severity.rawValue,
                message: Message(text: finding.message),
                locations: [Self.location(outcome.diffPath, line: finding.line, column: outcome.utf16Column(ofFinding: index))]))
        }
        guard includingChanges, outcome.status == .changed else { return }
        for range in ChangedLines.ranges(inDiff: outcome.diff) {
            var location = Self.location(outcome.diffPath, line: range.first, column: 1)
            if range.last != range.first { location.physicalLocation.region.endLine = range.last }
            results.append(Result(
                ruleId: FileProblem.wouldChange.rawValue, ruleIndex: ruleIDs.firstIndex(of: FileProblem.wouldChange.rawValue),
                level: "warning", message: Message(text: GitHubAnnotations.changeMessage(range, changeSet: changeSet)),
                locations: [location],
                relatedLocations: changeSet.isEmpty ? nil : changeSet.map { Self.location($0, line: 1, column: 1) }))
        }
    }

    /// Adds a notice that names a file (a too-old deployment target) as a result on it.
    /// - Parameter diffPath: the file's path relative to the work tree's top.
    public mutating func add(_ notice: Notice, diffPath: String) {
        guard notice.kind == .deploymentTarget else { return }
        let id = FileProblem.deploymentTarget.rawValue
        results.append(Result(ruleId: id, ruleIndex: ruleIDs.firstIndex(of: id), level: notice.severity.rawValue,
                              message: Message(text: notice.message),
                              locations: [Self.location(diffPath, line: 1, column: 1)]))
    }

    /// The whole log.
    public func render() -> [UInt8] {
        let rules = ruleIDs.map { Rule(id: $0, shortDescription: Message(text: RuleDescriptions.text(for: $0))) }
        let log = Log(
            schema: Self.schema, version: "2.1.0",
            runs: [Run(tool: Tool(driver: Driver(name: "navmigrate", version: NavMigrateVersion.string,
                                                 informationUri: NavMigrateVersion.informationURI, rules: rules)),
                       columnKind: "utf16CodeUnits", results: results)])
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes, .prettyPrinted]
        return ((try? encoder.encode(log)).map { [UInt8]($0) } ?? []) + [UInt8(ascii: "\n")]
    }

    /// A relative URI reference for a path: every byte outside `A-Z a-z 0-9 - . _ ~ /`
    /// percent-encoded.
    public static func uri(_ path: String) -> String {
        var out = ""
        for byte in path.utf8 {
            let allowed = (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x30 && byte <= 0x39)
                || [UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/")].contains(byte)
            if allowed {
                out.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                out += String(format: "%%%02X", byte)
            }
        }
        return out
    }

    private static func location(_ path: String, line: Int, column: Int) -> Location {
        Location(physicalLocation: PhysicalLocation(
            artifactLocation: ArtifactLocation(uri: uri(path)),
            region: Region(startLine: max(1, line), startColumn: max(1, column))))
    }

    // The subset of the SARIF object model navmigrate writes.
    struct Log: Encodable {
        var schema: String
        var version: String
        var runs: [Run]
        enum CodingKeys: String, CodingKey {
            case schema = "$schema"
            case version, runs
        }
    }

    struct Run: Encodable {
        var tool: Tool
        var columnKind: String
        var results: [Result]
    }

    struct Tool: Encodable { var driver: Driver }

    struct Driver: Encodable {
        var name: String
        var version: String
        var informationUri: String
        var rules: [Rule]
    }

    struct Rule: Encodable {
        var id: String
        var shortDescription: Message
    }

    struct Message: Encodable { var text: String }

    struct Result: Encodable {
        var ruleId: String
        var ruleIndex: Int?
        var level: String
        var message: Message
        var locations: [Location]
        /// For a change in a change set: the set's other files.
        var relatedLocations: [Location]? = nil
    }

    struct Location: Encodable { var physicalLocation: PhysicalLocation }

    struct PhysicalLocation: Encodable {
        var artifactLocation: ArtifactLocation
        var region: Region
    }

    struct ArtifactLocation: Encodable { var uri: String }

    struct Region: Encodable {
        var startLine: Int
        var startColumn: Int
        var endLine: Int?
    }
}
