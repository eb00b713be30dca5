/// What the pipeline made of one file. Every workflow (diff, write, interactive, JSON,
/// annotate) consumes this; nothing is computed twice.
public struct FileMigration: Sendable {
    public enum Status: String, Sendable, Codable {
        /// Nothing to change (findings may still be present).
        case unchanged
        /// `output` differs from `original`.
        case changed
        /// The file could not be parsed or the rewrite was cancelled: nothing changes.
        case refused
        /// The file could not be read or decoded.
        case failed
    }

    public var status: Status
    /// The bytes as read.
    public var original: [UInt8]
    /// The bytes to write; equal to `original` unless `status == .changed`.
    public var output: [UInt8]
    public var findings: [Finding]
    /// What each rule did in the file.
    public var tallies: [RuleID: RuleTally]
    /// The platforms whose builds may compile the file's code (`#if os(iOS)` around all of
    /// it: iOS and Mac Catalyst); nil for any.
    public var platforms: Set<ApplePlatform>?
    /// The rules whose changes all sit in code that `#if os(...)` compiles only for some
    /// platforms, with those platforms: only their deployment targets count for what those
    /// changes write. A rule not listed changes code any platform of the file compiles.
    public var rulePlatforms: [RuleID: Set<ApplePlatform>] = [:]

    public init(status: Status, original: [UInt8], output: [UInt8], findings: [Finding],
                tallies: [RuleID: RuleTally] = [:]) {
        self.status = status
        self.original = original
        self.output = output
        self.findings = findings
        self.tallies = tallies
    }
}
