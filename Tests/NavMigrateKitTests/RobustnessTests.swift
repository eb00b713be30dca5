import Foundation
import Testing
@testable import NavMigrateKit

/// Hostile-input properties over every golden file and deterministic mutations of it: the
/// migrator never crashes, never breaks code that parsed, never touches code that does not
/// parse, and keeps the file's line endings, byte-order mark and indentation style.
@Suite struct RobustnessTests {
    /// Random mutations per golden file, on top of one of each fixed mutation. Set
    /// `NAVMIGRATE_MUTANTS` for a longer search; the first ones are always the same (seeded by
    /// the file's name). Four by default: with over 450 golden cases that is some 1,900 random
    /// mutants a run, and this suite is the largest share of `swift test`'s time.
    static let randomMutantsPerFile = ProcessInfo.processInfo.environment["NAVMIGRATE_MUTANTS"].flatMap { Int($0) } ?? 4

    @Test(arguments: (try? GoldenTests.caseFolders().map(\.lastPathComponent)) ?? [])
    func goldenFileAndItsMutants(_ name: String) throws {
        let folder = GoldenTests.goldenRoot.appendingPathComponent(name)
        let options = GoldenTests.options(for: folder)
        let properties = MigrationProperties(migrator: Migrator(options: options))
        var annotating = options
        annotating.annotateRefusals = true
        let annotatingProperties = MigrationProperties(migrator: Migrator(options: annotating))
        for file in GoldenTests.swiftFiles(of: folder) {
            let label = "\(name)/\(file)"
            let source = try [UInt8](Data(contentsOf: folder.appendingPathComponent(file)))
            let (base, violations) = properties.check(source)
            report(violations, label)

            var rng = SplitMix64(seed: SplitMix64.seed(for: label))
            var mutants = Mutation.fixed.map { mutate(source, $0, using: &rng) }
            for _ in 0..<Self.randomMutantsPerFile {
                mutants.append(mutate(source, rng.pick(Mutation.random), using: &rng))
            }
            for mutant in mutants {
                trace("\(label) \(mutant.name)")
                let inert = mutant.mutation.disguisesWholeFile
                if inert, let error = SyntaxCheck.firstError(in: mutant.bytes) {
                    Issue.record("[\(label) \(mutant.name)] the disguised file does not parse (\(error)); fix the generator")
                    continue
                }
                let (result, violations) = properties.check(mutant.bytes, inert: inert)
                report(violations + equivalenceViolations(base: base, mutant: mutant, result: result),
                       "\(label) \(mutant.name)")
            }
            // Refusal annotations add lines of their own; they too must settle after one run.
            for mutant in mutants.prefix(Mutation.fixed.count) {
                let inert = mutant.mutation.disguisesWholeFile
                report(annotatingProperties.check(mutant.bytes, inert: inert).violations,
                       "\(label) \(mutant.name) annotating refusals")
            }
            report(annotatingProperties.check(source).violations, "\(label) annotating refusals")
        }
    }

    /// A layout change or an inserted comment must not change what the migrator decides.
    private func equivalenceViolations(base: FileMigration, mutant: Mutant, result: FileMigration) -> [String] {
        guard SyntaxCheck.firstError(in: base.original) == nil, SyntaxCheck.firstError(in: mutant.bytes) == nil else {
            return []
        }
        var violations: [String] = []
        let baseFindings = base.findings.map(\.place)
        let findings = result.findings.map(\.place)
        if mutant.mutation == .tabIndentation, !isTabIndented(mutant.bytes) { return [] }
        if let expected = expectedLayoutEquivalent(of: base, under: mutant.mutation) {
            if result.output != expected {
                violations.append("""
                    output differs from the unmutated output with the same layout change:
                    \(lineDiff(expected: showingLineBreaks(expected), actual: showingLineBreaks(result.output)))
                    """)
            }
            let comparable = mutant.mutation == .tabIndentation
                ? (base.findings.map { "\($0.line): \($0.rule)" }, result.findings.map { "\($0.line): \($0.rule)" })
                : (baseFindings, findings)
            if comparable.0 != comparable.1 {
                violations.append("findings changed with the layout: \(baseFindings) became \(findings)")
            }
        }
        if let line = mutant.prefixedLine {
            let shifted = base.findings.map { finding in
                var finding = finding
                if finding.line == line { finding.column += mutant.insertedBytes }
                return finding.place
            }
            if shifted != findings {
                violations.append("a comment before line \(line) moved findings wrongly: expected \(shifted), got \(findings)")
            }
        }
        if let line = mutant.insertedLine {
            let shifted = base.findings.map { finding in
                var finding = finding
                if finding.line >= line { finding.line += 1 }
                return finding.place
            }
            if shifted != findings {
                violations.append("a comment line inserted at line \(line) moved findings wrongly: expected \(shifted), got \(findings)")
            }
        }
        return violations
    }
}

/// A crash ends the test process before any issue is recorded; with `NAVMIGRATE_TRACE` set,
/// each input's name goes to standard error first, so the last one named is the culprit.
func trace(_ name: String) {
    guard ProcessInfo.processInfo.environment["NAVMIGRATE_TRACE"] != nil else { return }
    FileHandle.standardError.write(Data("navmigrate-trace: \(name)\n".utf8))
}

/// Records each violation as an issue named after the input that broke the property.
func report(_ violations: [String], _ label: String, sourceLocation: SourceLocation = #_sourceLocation) {
    for violation in violations {
        Issue.record("[\(label)] \(violation)", sourceLocation: sourceLocation)
    }
}

/// The text with each line break drawn (`␍␊`, `␊`, `␍`) and put on a line of its own, so a
/// line diff shows which kind each line ends with.
func showingLineBreaks(_ bytes: [UInt8]) -> String {
    lineRanges(bytes).map { line in
        let ending = bytes[line].reversed().prefix { $0 == 10 || $0 == 13 }.count
        let drawn = bytes[line].suffix(ending).map { $0 == 13 ? "␍" : "␊" }.joined()
        return String(decoding: bytes[line].dropLast(ending), as: UTF8.self) + drawn
    }.joined(separator: "\n")
}
