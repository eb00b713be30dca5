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
    /// The user raises the deployment target to where the output's API is
    /// (`--ignore-deployment-target`): code marked `@available` for an older version, or run
    /// from an older `if #available`, then runs only there too, and is migrated like any other.
    public var assumesRaisedTarget = false
    /// A target that builds the file runs on iPad, as its project says (`TARGETED_DEVICE_FAMILY`):
    /// where a one-child navigation view of the default style showed columns.
    public var buildsForIPad = false
    /// One builds it for the Mac through Mac Catalyst (`SUPPORTS_MACCATALYST`), which lays a
    /// navigation view out as a wide iPad does.
    public var buildsForMacCatalyst = false
    /// The rules to apply (`--only`, `--skip`).
    public var rules: RuleSet
    /// Names of SwiftUI's types that the project declares for its own (a `struct Link` of the
    /// app's, which its files call as `Link(...)`): calls of them are the project's uses.
    var ownTypesNamedLikeSwiftUI: Set<String> = []
    /// The project's own functions named as SwiftUI's modifiers that hold no content
    /// (`labelledBuiltInModifierNames`): calls of them are the project's.
    var ownModifiersNamedLikeSwiftUI: Set<String> = []
    /// The app's `View` extension functions that hold `isActive:` links (`FileFacts.linkModifiers`),
    /// across the project: the index reads their calls as uses.
    var linkModifierNames: Set<String> = []
    /// The argument labels of those functions' declarations, by name (`FileFacts.linkModifierLabels`).
    var linkModifierLabels: [String: Set<String>] = [:]
    /// The project's views whose links push a view handed to them, by type, with the
    /// properties (argument labels) that hand it (`FileFacts.linkViewProperties`): what such an
    /// argument holds is pushed, not shown where the view is.
    var linkViewArguments: [String: Set<String>] = [:]
    /// The app's functions that hand a view to UIKit as a hosting controller's root
    /// (`HostingFunctions`), across the project, by key (`present(_)`, `embedded(self)`): a view
    /// handed to one is shown on its own, as one handed to `UIHostingController(rootView:)` is.
    var hostingCalls: Set<String> = []
    /// The project's types whose names start with a lower-case letter (`struct iPadRow: View`):
    /// the index reads calls of capitalised names as types made; these are read so too.
    var lowerCaseTypeNames: Set<String> = []

    public init(allowsIOS17API: Bool = false, annotateRefusals: Bool = false,
                deploymentTarget: [ApplePlatform: PlatformVersion]? = nil, rules: RuleSet = .all) {
        self.allowsIOS17API = allowsIOS17API
        self.annotateRefusals = annotateRefusals
        self.deploymentTarget = deploymentTarget
        self.rules = rules
    }
}

/// The file pipeline: bytes → parse → plan and apply edits → re-parse → bytes.
public struct Migrator: Sendable {
    public var options: MigrationOptions
    /// The rules to apply (`--only`, `--skip`).
    public var rules: RuleSet { options.rules }

    public init(options: MigrationOptions = MigrationOptions(), rules: RuleSet? = nil) {
        self.options = options
        if let rules { self.options.rules = rules }
    }

    /// Migrates one file's bytes on its own, as a project of that one file. Never throws: every
    /// problem becomes a finding and the original bytes are kept. The whole file is read, as
    /// the project pass reads a file that uses its own views outside the code its navigation
    /// is in (a `TabView` showing a view that is pushed elsewhere).
    public func migrate(_ bytes: [UInt8]) -> FileMigration {
        switch plan(bytes, readsEverything: true) {
        case .done(let migration): return migration
        case .planned(let file): return file.speculative
        }
    }

    /// What planning a file gives: a result already (it could not be read as Swift), or a
    /// plan that the rest of the project may still change.
    enum Planning: Sendable {
        case done(FileMigration)
        case planned(PlannedFile)
    }

    /// Plans one file: parse, index, every rule, and a result as if the file stood alone (or
    /// with `graph`, as the project stands). `id` names the file's sites to other files.
    func plan(_ bytes: [UInt8], id: String = "", shownPath: String = "", graph: ProjectGraph? = nil,
              readsEverything: Bool = false, wantsFacts: Bool = false) -> Planning {
        let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
        let hasBOM = bytes.starts(with: bom)
        let body = hasBOM ? Array(bytes.dropFirst(3)) : bytes
        guard let text = String(validating: body, as: UTF8.self) else {
            let offset = firstInvalidUTF8Offset(body) ?? 0
            let (line, column) = lineAndColumn(of: offset, in: body)
            return .done(refusal(
                bytes, status: .failed,
                Finding(
                    .notUTF8, severity: .error,
                    message: "file is not valid UTF-8 (first bad byte at offset \(offset + (hasBOM ? 3 : 0))); navmigrate reads UTF-8 Swift source only",
                    line: line, column: column)))
        }
        // Parsed incrementally so that checking the output re-parses only what the edits touched.
        let parsed = Parser.parseIncrementally(source: text, parseTransition: nil)
        let tree = parsed.tree
        if let error = firstSyntaxError(in: tree) {
            return .done(refusal(
                bytes, status: .refused,
                Finding(.syntaxError, severity: .error,
                        message: "file has a syntax error, so it is left unchanged: \(error.message)",
                        line: error.line, column: error.column)))
        }
        let context = FileContext(tree: tree, text: text)
        let index = FileIndex(context: context, options: options, rules: rules, fileID: id, shownPath: shownPath,
                              readsEverything: readsEverything)
        if let graph { index.graph = graph }
        let records = index.siteRecords()
        var file = PlannedFile(id: id, original: bytes, hasBOM: hasBOM, source: context.source,
                               keptRanges: index.keptRanges, literals: index.multilineLiterals,
                               indexFindings: index.findings, options: options, records: records,
                               facts: wantsFacts ? index.facts : nil, questions: index.asked,
                               speculative: FileMigration(status: .unchanged, original: bytes, output: bytes, findings: []),
                               speculativeStates: [], platforms: Availability.platformsCompiling(tree))
        // The file on its own: sites of other files it needs are taken to be migrated.
        let states = Coordinator.states(of: records, assumingPlanned: { $0.file != id })
        file.speculate(states: states) { edits, rewritten in
            OutputCheck.firstError(in: rewritten, edits: edits, after: parsed, source: context.bytes)
        }
        return .planned(file)
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

    static func conflict(in source: SourceText) -> EditConflict? {
        guard enabled, let offset = source.bytes.offsets(of: marker).first else { return nil }
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
