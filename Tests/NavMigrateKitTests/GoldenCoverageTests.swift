import Foundation
import Testing
@testable import NavMigrateKit

/// The golden cases cover every rule: each case folder is named after the rule it is about
/// (`Golden/<rule-id>-<case>`), and each rule has a case it migrates and a case it refuses.
/// A case of several files counts as migrated when any of its files changes, and its
/// triggers are looked for in all of its `before/` files.
@Suite struct GoldenCoverageTests {
    struct Case {
        let name: String
        let folder: URL
        let rule: RuleID?
        /// `before.swift`, or every file of `before/` in a case of several files.
        let before: [[UInt8]]
        /// Whether any file changes.
        let changes: Bool
        let findings: [String]
        var isFolderCase: Bool { GoldenFolderCase.isFolderCase(folder) }
    }

    static func cases() throws -> [Case] {
        try GoldenTests.caseFolders().map { folder in
            let name = folder.lastPathComponent
            let findings = ((try? String(contentsOf: folder.appendingPathComponent("findings.txt"), encoding: .utf8)) ?? "")
                .split(whereSeparator: \.isNewline).map(String.init)
            if GoldenFolderCase.isFolderCase(folder) {
                let golden = GoldenFolderCase(folder: folder)
                let before = try golden.beforeFiles()
                let after = Dictionary(try golden.afterFiles().map { ($0.path, $0.bytes) }, uniquingKeysWith: { first, _ in first })
                return Case(name: name, folder: folder, rule: RuleID.prefixing(name), before: before.map(\.bytes),
                            changes: before.contains { after[$0.path] != $0.bytes }, findings: findings)
            }
            let before = try [UInt8](Data(contentsOf: folder.appendingPathComponent("before.swift")))
            let after = try [UInt8](Data(contentsOf: folder.appendingPathComponent("after.swift")))
            return Case(name: name, folder: folder, rule: RuleID.prefixing(name), before: [before], changes: before != after,
                        findings: findings)
        }
    }

    @Test func everyCaseIsNamedAfterARule() throws {
        let unnamed = try Self.cases().filter { $0.rule == nil }.map(\.name)
        #expect(unnamed.isEmpty, "golden cases must start with a rule id (\(RuleID.allCases.map(\.rawValue))): \(unnamed)")
    }

    @Test(arguments: RuleID.allCases)
    func everyRuleHasAMigratedAndARefusedCase(_ rule: RuleID) throws {
        let own = try Self.cases().filter { $0.rule == rule }
        #expect(own.contains { $0.changes }, "no golden case migrates with `\(rule.rawValue)`")
        let refusals = own.filter { $0.findings.contains { $0.contains(": \(rule.rawValue): ") } }
        #expect(!refusals.isEmpty, "no golden case shows `\(rule.rawValue)` refusing a site")
    }

    /// The prefilter and the file's walk only read code that holds a trigger of some rule: a
    /// rule whose input does not hold one of its own triggers would never run.
    @Test func everyCaseHoldsATriggerOfItsRule() throws {
        for golden in try Self.cases() {
            guard let rule = golden.rule, golden.changes || !golden.findings.isEmpty else { continue }
            let triggers = RuleSet.triggers(of: rule)
            #expect(triggers.contains { trigger in golden.before.contains { $0.containsBytes(Array(trigger.utf8)) } },
                    "[\(golden.name)] holds none of the triggers of `\(rule.rawValue)`: \(triggers)")
        }
    }

    /// Each rule alone, on each case named after it, still does what it does in the full run
    /// for its own sites, and finds its sites without the others' triggers.
    @Test func aRuleAloneStillFindsItsSites() throws {
        for golden in try Self.cases() where golden.changes {
            guard let rule = golden.rule else { continue }
            var options = GoldenTests.options(for: golden.folder)
            options.rules = RuleSet(ids: Self.closure(of: rule))
            let changes: Bool
            if golden.isFolderCase {
                let run = GoldenFolderCase.run(GoldenFolderCase(folder: golden.folder).before, options: options)
                changes = run.outcomes.contains { $0.status == .changed }
            } else {
                changes = Migrator(options: options).migrate(golden.before[0]).status == .changed
            }
            #expect(changes, "[\(golden.name)] `\(rule.rawValue)` alone changes nothing")
        }
    }

    /// A rule and the rules whose sites it needs to be migrated with it.
    static func closure(of rule: RuleID) -> Set<RuleID> {
        switch rule {
        // The two link rules migrate a view that has both kinds of link together.
        case .linkIsActive, .linkTagSelection: return [.linkIsActive, .linkTagSelection, .navigationView]
        case .navigationViewStyle: return [rule, .navigationView]
        default: return [rule]
        }
    }
}
