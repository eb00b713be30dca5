import Foundation

/// `--format json`: one document, `{"files":[...],"notices":[...],"summary":{...},"version":2}`,
/// keys sorted. Version 2 made notices objects (`kind`, `severity`, `path`, `message`) and
/// added `written` to each file; later, without a new version since readers that ignore it
/// read the rest as before, each file's `changeSet` (the other files it changes together with). It is written piece by piece as files finish, so memory stays flat, and it is
/// valid JSON whatever happens to individual files.
public struct JSONReportWriter {
    private let encoder: JSONEncoder
    private var fileCount = 0

    /// One entry of `files`.
    public struct FileEntry: Encodable {
        public var path: String
        public var status: FileOutcome.Status
        public var findings: [Finding]
        /// The unified diff, or null when nothing changes.
        public var diff: String?
        /// With `--write`, whether a changed file was written; null in a dry run and for
        /// files that do not change.
        public var written: Bool?
        /// The shown paths of the other files of its change set: they are written together
        /// or not at all. Empty for a file that stands alone.
        public var changeSet: [String]

        public init(_ outcome: FileOutcome) {
            path = outcome.path
            status = outcome.status
            findings = outcome.findings
            diff = outcome.status == .changed ? String(decoding: outcome.diff, as: UTF8.self) : nil
            written = outcome.status == .changed ? outcome.written : nil
            changeSet = outcome.changeSet
        }

        public func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(path, forKey: .path)
            try container.encode(status, forKey: .status)
            try container.encode(findings, forKey: .findings)
            // Explicit nulls: readers can rely on the keys.
            try container.encode(diff, forKey: .diff)
            try container.encode(written, forKey: .written)
            try container.encode(changeSet, forKey: .changeSet)
        }

        private enum CodingKeys: String, CodingKey { case path, status, findings, diff, written, changeSet }
    }

    /// The document's format version.
    public static let version = 2

    /// A writer for one document.
    public init() {
        encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    }

    /// The bytes that open the document.
    public func opening() -> [UInt8] { Array(#"{"files":["#.utf8) }

    /// One file's entry, with the comma that separates it from the one before.
    public mutating func entry(_ outcome: FileOutcome) -> [UInt8] {
        defer { fileCount += 1 }
        let encoded = (try? encoder.encode(FileEntry(outcome))).map { [UInt8]($0) }
            ?? Array(#"{"changeSet":[],"diff":null,"findings":[],"path":"","status":"failed","written":null}"#.utf8)
        return (fileCount > 0 ? [UInt8(ascii: ",")] : []) + encoded
    }

    /// The bytes that close the document, with notices (deployment target and the like) and
    /// the summary.
    public func closing(notices: [Notice], summary: RunSummary) -> [UInt8] {
        let noticeBytes = (try? encoder.encode(notices)).map { [UInt8]($0) } ?? Array("[]".utf8)
        let summaryBytes = (try? encoder.encode(summary)).map { [UInt8]($0) } ?? Array("{}".utf8)
        return Array(#"],"notices":"#.utf8) + noticeBytes + Array(#","summary":"#.utf8) + summaryBytes
            + Array(#","version":\#(Self.version)}"#.utf8) + [UInt8(ascii: "\n")]
    }
}
