import Foundation
import SwiftParser
import SwiftSyntax

/// Settings that change what the rewrites may produce.
public struct MigrationOptions: Sendable {
    /// Whether the output may use iOS 17 / macOS 14 API such as `navigationDestination(item:)`.
    public var allowsIOS17API: Bool
    /// Whether to insert `// TODO(navmigrate): <reason>` above each refused site.
    public var annotateRefusals: Bool
    /// What the project's deployment target says: each platform it builds for and the lowest
    /// version it supports there; nil when no project declares one (unknown). A site in code
    /// marked `@available` for an older version is migrated only when this says the output's
    /// API is there, and output that would not compile on a listed platform is fenced or refused.
    public var deploymentTarget: [ApplePlatform: PlatformVersion]?

    public init(allowsIOS17API: Bool = false, annotateRefusals: Bool = false,
                deploymentTarget: [ApplePlatform: PlatformVersion]? = nil) {
        self.allowsIOS17API = allowsIOS17API
        self.annotateRefusals = annotateRefusals
        self.deploymentTarget = deploymentTarget
    }
}

/// The file pipeline: bytes → parse → plan and apply edits → re-parse → bytes.
public struct Migrator: Sendable {
    public var options: MigrationOptions
    /// The rules to apply (`--only`, `--skip`).
    public var rules: RuleSet

    public init(options: MigrationOptions = MigrationOptions(), rules: RuleSet = .all) {
        self.options = options
        self.rules = rules
    }

    /// Migrates one file's bytes. Never throws: every problem becomes a finding and the
    /// original bytes are kept.
    public func migrate(_ bytes: [UInt8]) -> FileMigration {
        let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
        let hasBOM = bytes.starts(with: bom)
        let body = hasBOM ? Array(bytes.dropFirst(3)) : bytes
        guard let text = String(validating: body, as: UTF8.self) else {
            let offset = firstInvalidUTF8Offset(body) ?? 0
            let (line, column) = lineAndColumn(of: offset, in: body)
            return refusal(
                bytes, status: .failed,
                Finding(
                    .notUTF8, severity: .error,
                    message: "file is not valid UTF-8 (first bad byte at offset \(offset + (hasBOM ? 3 : 0))); navmigrate reads UTF-8 Swift source only",
                    line: line, column: column))
        }
        // Parsed incrementally so that checking the output re-parses only what the edits touched.
        let parsed = Parser.parseIncrementally(source: text, parseTransition: nil)
        let tree = parsed.tree
        if let error = firstSyntaxError(in: tree) {
            return refusal(
                bytes, status: .refused,
                Finding(.syntaxError, severity: .error,
                        message: "file has a syntax error, so it is left unchanged: \(error.message)",
                        line: error.line, column: error.column))
        }
        let context = FileContext(tree: tree, text: text)
        let planned = plan(context)
        var findings = planned.findings
        let edits: [SourceEdit]
        switch planned.edits {
        case .success(let found):
            edits = found
        case .failure(let conflict):
            let location = conflict.location(lines: context.converter)
            findings.append(Finding(.internalOverlap, severity: .error, message: conflict.message(lines: context.converter),
                                    line: location.line, column: location.column))
            return FileMigration(status: .refused, original: bytes, output: bytes, findings: findings)
        }
        guard !edits.isEmpty, let applied = SourceEdit.apply(edits, to: context.bytes[...]) else {
            return FileMigration(status: .unchanged, original: bytes, output: bytes, findings: findings)
        }
        let rewritten = String(decoding: applied, as: UTF8.self)
        if let error = OutputCheck.firstError(in: rewritten, edits: edits, after: parsed, source: context.bytes) {
            findings.append(Finding(
                .rewriteBrokeSyntax, severity: .error,
                message: "the rewrite would introduce a syntax error (\(error.message) at output line \(error.line)); file left unchanged",
                line: 1, column: 1))
            return FileMigration(status: .refused, original: bytes, output: bytes, findings: findings)
        }
        let output = (hasBOM ? bom : []) + Array(rewritten.utf8)
        let status: FileMigration.Status = output == bytes ? .unchanged : .changed
        return FileMigration(status: status, original: bytes, output: output, findings: findings)
    }

    /// The rules' plans for a parsed file, composed into edits of its bytes that do not overlap.
    func plan(_ context: FileContext) -> (edits: Result<[SourceEdit], EditConflict>, findings: [Finding]) {
        let index = FileIndex(context: context, options: options, rules: rules)
        let plan = planFile(index)
        let edits = Result { () throws(EditConflict) -> [SourceEdit] in
            if let fault = TestFault.conflict(in: context) { throw fault }
            // An edit that replaces nothing with nothing (a label that already ends the call)
            // changes nothing, and would only make the output check work harder.
            let edits = plan.edits.filter { !($0.range.isEmpty && $0.replacement.isEmpty) }
            let composed = try composeEdits(edits, moves: plan.moves, source: context.bytes,
                                            keeping: index.multilineLiterals)
            let disjoint = try checkedDisjoint(settleInsertions(composed, lineEnding: context.lineEnding))
            guard options.annotateRefusals else { return disjoint }
            return relocatingQuotedPlaces(in: disjoint, marker: "// TODO(navmigrate):", source: context.bytes, lines: context.converter)
        }
        return (edits, plan.findings)
    }

    /// Convenience for tests and tools that hold text.
    public func migrate(text: String) -> (output: String, findings: [Finding], status: FileMigration.Status) {
        let result = migrate(Array(text.utf8))
        return (String(decoding: result.output, as: UTF8.self), result.findings, result.status)
    }

    /// Re-parses the output, reusing the nodes of the original parse that no edit touched.
    static func reparse(_ rewritten: String, after parsed: IncrementalParseResult, edits: [SourceEdit]) -> SourceFileSyntax {
        incrementalReparse(rewritten, after: parsed, edits: edits.map { (range: $0.range, replacement: $0.replacement) })
    }

    private func refusal(_ bytes: [UInt8], status: FileMigration.Status, _ finding: Finding) -> FileMigration {
        FileMigration(status: status, original: bytes, output: bytes, findings: [finding])
    }
}

/// A conflict between two rules should never reach a user, so the workflows' handling of one
/// (an error, exit status 2, the file left as it is) is tested with a conflict made on
/// purpose: with `NAVMIGRATE_TEST_FAULTS=1` in the environment, a file holding the comment
/// `// navmigrate-test-fault: conflict` reports one at that comment.
enum TestFault {
    private static let enabled = ProcessInfo.processInfo.environment["NAVMIGRATE_TEST_FAULTS"] == "1"
    private static let marker = Array("navmigrate-test-fault: conflict".utf8)

    static func conflict(in context: FileContext) -> EditConflict? {
        guard enabled, let offset = context.bytes.offsets(of: marker).first else { return nil }
        var edit = SourceEdit(range: offset..<offset, replacement: "")
        edit.origin = .navigationView
        var other = edit
        other.origin = .linkDestination
        return EditConflict(first: edit, second: other)
    }
}

/// The offset of the first byte that does not belong to a well-formed UTF-8 sequence.
private func firstInvalidUTF8Offset(_ bytes: [UInt8]) -> Int? {
    var index = 0
    while index < bytes.count {
        let lead = bytes[index]
        let length: Int
        switch lead {
        case 0x00...0x7F: length = 1
        case 0xC2...0xDF: length = 2
        case 0xE0...0xEF: length = 3
        case 0xF0...0xF4: length = 4
        default: return index
        }
        guard index + length <= bytes.count,
              String(validating: bytes[index..<(index + length)], as: UTF8.self) != nil
        else { return index }
        index += length
    }
    return nil
}

/// The 1-based line and byte column of `offset`, counting `\n`, `\r\n` and a lone `\r` as
/// line breaks, as the compiler does.
private func lineAndColumn(of offset: Int, in bytes: [UInt8]) -> (Int, Int) {
    var line = 1
    var lineStart = 0
    while let next = bytes.nextLineStart(after: lineStart), next <= offset {
        line += 1
        lineStart = next
    }
    return (line, offset - lineStart + 1)
}
