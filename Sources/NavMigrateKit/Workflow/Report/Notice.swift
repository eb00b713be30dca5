/// Something a run says about the run rather than about one file's code: a project's
/// deployment target, a path the walk could not take, a named file that is not Swift. Printed
/// on standard error and listed under `notices` in the JSON report.
public struct Notice: Sendable, Equatable, Encodable {
    public enum Kind: String, Sendable, Codable, CaseIterable {
        /// A project's target is older than NavigationStack (`path` is its manifest or
        /// `project.pbxproj`).
        case deploymentTarget = "deployment-target"
        /// No `Package.swift` platforms or Xcode project above a file (`path` is the first one).
        case noDeploymentTarget = "no-deployment-target"
        /// A path the walk could not take, or a symlinked folder it did not follow.
        case discovery
        /// A file named on the command line or in a list that is not `*.swift`; skipped.
        case notSwift = "not-swift"
        /// A path in `--files-from` / `-` that does not exist (a deleted file, say); skipped.
        case listedPathMissing = "listed-path-missing"
    }

    public var kind: Kind
    public var severity: Finding.Severity
    /// The file or folder the notice is about, as shown to the user; nil for none.
    public var path: String?
    public var message: String

    public init(_ kind: Kind, severity: Finding.Severity, path: String?, message: String) {
        self.kind = kind
        self.severity = severity
        self.path = path
        self.message = message
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(kind, forKey: .kind)
        try container.encode(severity, forKey: .severity)
        try container.encode(path, forKey: .path)
        try container.encode(message, forKey: .message)
    }

    private enum CodingKeys: String, CodingKey { case kind, severity, path, message }
}
