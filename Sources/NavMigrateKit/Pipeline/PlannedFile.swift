import Foundation
import SwiftParser
import SwiftSyntax

/// A file once its rules have planned it, with its syntax tree let go: its bytes, its sites as
/// records, its facts for the project, the questions it asked the project, and the result it
/// gets if nothing in the rest of the project changes its plan.
struct PlannedFile: Sendable {
    /// What a run keeps of a planned file between its passes: enough to coordinate its sites
    /// with the other files', and the result it gets when nothing changes it.
    struct Lean: Sendable {
        let id: String
        /// The original bytes' digest and length, to tell a file changed on disk while the
        /// project was planned from one that was not, when it is read again to be shown or written.
        let digest: Int
        let count: Int
        var records: [SiteRecord]
        var facts: FileFacts?
        var questions: AskedQuestions?
        /// The result as planned, without its bytes (the output is kept as the edits that
        /// make it); and the states it assumed.
        var speculative: FileMigration
        var speculativeEdits: [SourceEdit]
        var speculativeStates: [Coordinator.State]
        /// The findings' columns in UTF-16 code units, read while the bytes were at hand.
        var utf16Columns: [Int]

        /// The result as planned, given the original bytes read again.
        func result(original: [UInt8]) -> FileMigration {
            var result = speculative
            result.original = original
            guard result.status == .changed else {
                result.output = original
                return result
            }
            let bom = original.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
            let body = original[bom...]
            result.output = Array(original[..<bom]) + (SourceEdit.apply(speculativeEdits, to: ArraySlice(body)) ?? Array(body))
            return result
        }
    }

    /// The lean form: its result without the bytes.
    var lean: Lean {
        var result = speculative
        let edits = result.status == .changed ? speculativeEdits : []
        result.original = []
        result.output = []
        return Lean(id: id, digest: Self.digest(original), count: original.count, records: records.map(\.leaned),
                    facts: facts, questions: questions?.answered, speculative: result, speculativeEdits: edits,
                    speculativeStates: speculativeStates,
                    utf16Columns: BatchRunner.utf16Columns(of: speculative.findings, in: original))
    }

    static func digest(_ bytes: [UInt8]) -> Int {
        var hasher = Hasher()
        hasher.combine(bytes.count)
        bytes.withUnsafeBytes { hasher.combine(bytes: $0) }
        return hasher.finalize()
    }

    let id: String
    /// The bytes as read, byte-order mark included.
    let original: [UInt8]
    let hasBOM: Bool
    let source: SourceText
    let keptRanges: [KeptRange]
    let literals: [ClosedRange<Int>]
    let indexFindings: [Finding]
    let options: MigrationOptions
    var records: [SiteRecord]
    /// What the file tells the rest of the project; nil when it was planned on its own.
    var facts: FileFacts?
    /// The questions the file's rules asked the project; nil when they asked none.
    var questions: ProjectView?
    /// The result as the file was planned, and the states of its sites it assumed.
    var speculative: FileMigration
    var speculativeStates: [Coordinator.State]
    /// The edits that made `speculative`'s output, kept so that the lean copy need not compose
    /// them again.
    var speculativeEdits: [SourceEdit] = []
    /// The platforms whose builds may compile the file; nil for any.
    var platforms: Set<ApplePlatform>?

    /// The file's findings and output when its sites end in `states`. The output is checked
    /// by `check` (the original tree's output check), or when there is none by a parse of
    /// the whole output.
    func result(states: [Coordinator.State],
                check: (([SourceEdit], String) -> SyntaxErrorSummary?)? = nil) -> FileMigration {
        composition(states: states, check: check).migration
    }

    /// What a file's composition gives: its result, and the texts it exports to other files,
    /// with its moved text in place.
    struct Composition: Sendable {
        var migration: FileMigration
        var exports: [String: String]
        /// The edits that made the output (none when the file is left unchanged).
        var edits: [SourceEdit]
    }

    /// The result in `states`, taking in the texts other files export (`imported`, by key).
    func composition(states: [Coordinator.State], imported: [String: String] = [:],
                     check: (([SourceEdit], String) -> SyntaxErrorSummary?)? = nil) -> Composition {
        var exports: [String: String] = [:]
        var edits: [SourceEdit] = []
        var migration = composedResult(states: states, imported: imported, exports: &exports, edits: &edits, check: check)
        migration.platforms = platforms
        return Composition(migration: migration, exports: exports, edits: migration.status == .changed ? edits : [])
    }

    /// Plans the file as if it stood alone in `states`: its speculative result, and the edits
    /// that make it.
    mutating func speculate(states: [Coordinator.State], check: @escaping ([SourceEdit], String) -> SyntaxErrorSummary?) {
        let found = composition(states: states, check: check)
        speculativeStates = states
        speculative = found.migration
        speculativeEdits = found.edits
    }

    private func composedResult(states: [Coordinator.State], imported: [String: String], exports: inout [String: String],
                                edits composedEdits: inout [SourceEdit],
                                check: (([SourceEdit], String) -> SyntaxErrorSummary?)?) -> FileMigration {
        let plan = finishedPlan(states: states)
        let original = self.original
        func unchanged(_ findings: [Finding], _ status: FileMigration.Status = .unchanged, tallies: [RuleID: RuleTally] = [:]) -> FileMigration {
            FileMigration(status: status, original: original, output: original, findings: findings, tallies: tallies)
        }
        let edits: [SourceEdit]
        do throws(EditConflict) {
            (edits, exports) = try composed(plan, imported: imported)
        } catch {
            let location = error.location(lines: source.lines)
            return unchanged(plan.findings + [Finding(.internalOverlap, severity: .error, message: error.message(lines: source.lines),
                                                      line: location.line, column: location.column)], .refused)
        }
        guard !edits.isEmpty, let applied = SourceEdit.apply(edits, to: source.bytes[...]) else {
            var migration = unchanged(plan.findings, tallies: plan.tallies)
            migration.rulePlatforms = plan.rulePlatforms
            return migration
        }
        composedEdits = edits
        let rewritten = String(decoding: applied, as: UTF8.self)
        let error = check.map { $0(edits, rewritten) } ?? firstSyntaxError(in: Parser.parse(source: rewritten))
        if let error {
            return unchanged(plan.findings + [Finding(
                .rewriteBrokeSyntax, severity: .error,
                message: "the rewrite would introduce a syntax error (\(error.message) at output line \(error.line)); file left unchanged",
                line: 1, column: 1)], .refused)
        }
        let output = (hasBOM ? [0xEF, 0xBB, 0xBF] : []) + applied
        var migration = FileMigration(status: output == original ? .unchanged : .changed, original: original, output: output,
                                      findings: plan.findings, tallies: plan.tallies)
        migration.rulePlatforms = plan.rulePlatforms
        return migration
    }

    /// The edits of the sites planned in `states`, composed into edits of the file's bytes
    /// that do not overlap.
    func composedEdits(states: [Coordinator.State], imported: [String: String] = [:]) throws(EditConflict) -> [SourceEdit] {
        try composed(finishedPlan(states: states), imported: imported).edits
    }

    private func composed(_ plan: FilePlan, imported: [String: String]) throws(EditConflict)
        -> (edits: [SourceEdit], exports: [String: String]) {
        if let fault = TestFault.conflict(in: source) { throw fault }
        // An edit that replaces nothing with nothing (a label that already ends the call)
        // changes nothing, and would only make the output check work harder.
        var meaningful = plan.edits.filter { !($0.range.isEmpty && $0.replacement.isEmpty) }
        var moves = plan.moves
        // Texts from other sites take their place (this file's own exports as written: their
        // moved text is this file's too), showing this file's own text where nothing is selected.
        for (key, fallback) in plan.imports {
            // Text from another file takes this file's line breaks.
            guard let text = imported[key]?.replacingLineBreaks(with: source.lineEnding) ?? plan.exports[key] else {
                let at = meaningful.first { $0.replacement.contains(Plan.importMarker(key)) }
                    ?? SourceEdit(range: 0..<0, replacement: "")
                throw EditConflict(first: at, second: at)
            }
            // The fallback's lines go as deep as the line the exported text puts it on.
            if let marker = text.range(of: Plan.fallbackMarker) {
                let lineStart = text[..<marker.lowerBound].lastIndex(where: \.isNewline).map(text.index(after:)) ?? text.startIndex
                let depth = String(text[lineStart..<marker.lowerBound])
                if depth.allSatisfy({ $0 == " " || $0 == "\t" }) {
                    for index in moves.indices where moves[index].placeholder == fallback { moves[index].toIndent = depth }
                }
            }
            let filled = text.replacingOccurrences(of: Plan.fallbackMarker, with: fallback)
                .replacingOccurrences(of: Plan.indentMarker(key), with: fallback)
            // This file's own export still carries its moved text, whose lines take the marker.
            for index in moves.indices where moves[index].toIndent.contains(Plan.indentMarker(key)) {
                moves[index].toIndent = moves[index].toIndent.replacingOccurrences(of: Plan.indentMarker(key), with: fallback)
            }
            for index in meaningful.indices where meaningful[index].replacement.contains(Plan.importMarker(key)) {
                meaningful[index].replacement = meaningful[index].replacement.replacingOccurrences(of: Plan.importMarker(key), with: filled)
            }
        }
        let composed = try composeEdits(meaningful, moves: moves, exports: plan.exports, source: source.bytes, keeping: literals)
        let settled = settleInsertions(joiningOverlappingLineDeletions(composed.edits), lineEnding: source.lineEnding)
        let disjoint = tidyingBlankLinesAcrossPlans(try checkedDisjoint(settled))
        guard options.annotateRefusals else { return (disjoint, composed.exports) }
        return (relocatingQuotedPlaces(in: disjoint, marker: "// TODO(navmigrate):", source: source.bytes, lines: source.lines),
                composed.exports)
    }

    /// Whole-line deletions of two plans that overlap (each took the blank line between them,
    /// as when two hidden links a blank line apart both go) become one deletion of both, tidied
    /// as one: deleting what either deletes is what both plans mean.
    private func joiningOverlappingLineDeletions(_ edits: [SourceEdit]) -> [SourceEdit] {
        let bytes = source.bytes
        let isLineDeletion = { (edit: SourceEdit) in
            edit.replacement.isEmpty && !edit.range.isEmpty && bytes.isLineStart(edit.range.lowerBound)
                && bytes.lineBreakLength(endingAt: edit.range.upperBound) > 0
        }
        let deletions = SourceEdit.sorted(edits.filter(isLineDeletion))
        var joined: [(edit: SourceEdit, isJoined: Bool)] = []
        for deletion in deletions {
            if let last = joined.last?.edit, deletion.range.lowerBound < last.range.upperBound, deletion.origin != last.origin {
                joined[joined.count - 1] = (SourceEdit(range: last.range.lowerBound..<max(last.range.upperBound, deletion.range.upperBound),
                                                       replacement: "", origin: last.origin), true)
            } else {
                joined.append((deletion, false))
            }
        }
        guard joined.contains(where: \.isJoined) else { return edits }
        let tidied = joined.flatMap { deletion, isJoined in
            isJoined ? source.tidyingBlankLines([deletion]).map { SourceEdit(range: $0.range, replacement: "", origin: deletion.origin) }
                : [deletion]
        }
        return edits.filter { !isLineDeletion($0) } + tidied
    }

    /// Each plan tidies the blank lines its own deletions leave; deletions of two plans that
    /// meet (a flag's `@State` and a selection's, declared together) are tidied together here,
    /// as one plan would have. Left as they are when the tidied deletions would touch another
    /// edit or a multi-line string.
    private func tidyingBlankLinesAcrossPlans(_ edits: [SourceEdit]) -> [SourceEdit] {
        // Whole-line deletions only: what a plan cuts from inside a line leaves no blank line.
        let bytes = source.bytes
        let isDeletion = { (edit: SourceEdit) in
            edit.replacement.isEmpty && !edit.range.isEmpty && bytes.isLineStart(edit.range.lowerBound)
                && bytes.lineBreakLength(endingAt: edit.range.upperBound) > 0
        }
        let deletions = edits.filter(isDeletion)
        guard Set(deletions.compactMap(\.origin)).count > 1 else { return edits }
        let tidied = source.tidyingBlankLines(deletions)
        guard tidied.count != deletions.count || tidied.map(\.range) != SourceEdit.sorted(deletions).map(\.range),
              !tidied.contains(where: { edit in literals.contains { $0.overlaps(edit.range.lowerBound...max(edit.range.lowerBound, edit.range.upperBound - 1)) } })
        else { return edits }
        let merged = SourceEdit.sorted(edits.filter { !isDeletion($0) } + tidied)
        return SourceEdit.firstOverlap(in: merged) == nil ? merged : edits
    }

    private func finishedPlan(states: [Coordinator.State]) -> FilePlan {
        var plan = Coordinator.plan(of: records, states: states)
        plan.findings += olderSystemsNotes(states: states)
        finish(&plan)
        return plan
    }

    /// A note for each stretch of code for older systems that holds sites left as they are
    /// for that reason: the summary counts them as kept, and the note says where.
    private func olderSystemsNotes(states: [Coordinator.State]) -> [Finding] {
        // A view's links count one each, as the summary counts them.
        let sites = zip(records, states).filter { $0.1 == .kept }.flatMap { record, _ in
            // A site kept for what its plan would edit in kept code is counted there.
            if case .kept(let touching?) = record.start { return [touching] }
            return (record.members.isEmpty ? [record.node] : record.members).map(\.range.lowerBound)
        }
        guard !sites.isEmpty else { return [] }
        let older = keptRanges.filter { $0.olderSystems != nil }
        let outermost = older.filter { kept in
            !older.contains { $0.range != kept.range && $0.range.lowerBound <= kept.range.lowerBound && kept.range.upperBound <= $0.range.upperBound }
        }
        var seen = Set<Range<Int>>()
        // Under a deployment target that has the new API everywhere, that code never runs.
        let newEnough = options.deploymentTarget.flatMap { versions -> String? in
            guard !versions.isEmpty, versions.allSatisfy({ !($0.value < $0.key.navigationStackMinimum) }) else { return nil }
            return versions.sorted { $0.key < $1.key }.map { "\($0.key.rawValue) \($0.value)" }.joined(separator: ", ")
        }
        let why = newEnough.map { "; the deployment target (\($0)) never runs it, so it can go by hand" }
            ?? ", since the deprecated API is what runs there"
        // A member of a site kept for code for older systems that is not itself in such code
        // (a link in the `if #available` branch, sharing its flag with one in the `else`) says so;
        // so does a site of no members that is not (a `presentationMode` property the fallback
        // reads, and code for new systems too).
        var pointers: [Finding] = []
        for (record, state) in zip(records, states) where state == .kept {
            guard case .kept(let touching) = record.start,
                  let at = touching ?? record.members.first(where: \.isKept)?.range.lowerBound,
                  let holder = outermost.first(where: { $0.range.contains(at) }) else { continue }
            let place = source.lines.location(for: AbsolutePosition(utf8Offset: holder.range.lowerBound))
            let places = record.members.isEmpty ? [record.node] : record.members
            for member in places where !member.isKept && !older.contains(where: { $0.range.contains(member.range.lowerBound) }) {
                pointers.append(Finding(record.rule, severity: .note,
                                        message: "left as it is with the sites in code for older systems at \(place.line):\(place.column), which stay as written there",
                                        line: member.line, column: member.column))
            }
        }
        return pointers + outermost.sorted { $0.range.lowerBound < $1.range.lowerBound }.compactMap { kept in
            let count = sites.filter(kept.range.contains).count
            guard count > 0, seen.insert(kept.range).inserted else { return nil }
            let place = source.lines.location(for: AbsolutePosition(utf8Offset: kept.range.lowerBound))
            let stay = count == 1 ? "its navigation site stays" : "its \(count) navigation sites stay"
            let what: String
            switch kept.olderSystems {
            case .helper?: what = "only code for older systems (the fallback of an availability check) uses this"
            case .sharedHelper(let usedAt)?:
                let at = source.lines.location(for: AbsolutePosition(utf8Offset: usedAt))
                what = "code for older systems (the fallback of an availability check, at \(at.line):\(at.column)) uses this too, so it runs there"
            case .deprecated?: what = "this is marked deprecated from the release that brought the new navigation API, so it is code for older systems"
            case .chosenFallback(let check, let newer)?:
                let at = source.lines.location(for: AbsolutePosition(utf8Offset: newer.offset))
                return Finding(.olderSystemsCode, severity: .note,
                               message: "this runs where `\(check)` fails, and the branch where it holds already uses `\(newer.name)` (\(at.line):\(at.column)): "
                                   + "the app keeps the old navigation on systems that have the new one by choice, so \(stay) as written; "
                                   + "remove the check by hand once both branches should be the same",
                               line: place.line, column: place.column)
            case .olderCompilers(let condition)?:
                return Finding(.olderSystemsCode, severity: .note,
                               message: "only compilers older than Swift 5.7, which have no `NavigationStack`, build this (\(condition)): \(stay) as written",
                               line: place.line, column: place.column)
            case .fallbackBeside(let conditions)?:
                // It runs on new systems too: the deprecated API stays there, which the
                // deployment target does not change.
                return Finding(.olderSystemsCode, severity: .note,
                               message: "this runs where the availability check fails, on older systems, and also on new ones where `\(conditions)` beside it fails: "
                                   + "\(stay) as written, since the deprecated API is what runs on older systems; "
                                   + "to give new systems the new API here, migrate it by hand under a check of its own",
                               line: place.line, column: place.column)
            default: what = "this runs only where an availability check fails, on older systems"
            }
            return Finding(.olderSystemsCode, severity: .note, message: "\(what): \(stay) as written\(why)",
                           line: place.line, column: place.column)
        }
    }

    /// The file's own findings joined to the plan's, those about kept code dropped, sorted by
    /// place, and the `--annotate` comments added.
    private func finish(_ plan: inout FilePlan) {
        plan.findings = (indexFindings + plan.findings)
            .filter { finding in
                guard let rule = finding.ruleID else { return true }
                let offset = source.offset(of: finding)
                return !keptRanges.contains { $0.keeps(rule) && $0.range.contains(offset) }
            }
            .sorted { ($0.line, $0.column) < ($1.line, $1.column) }
        if options.annotateRefusals {
            plan.edits += annotations(for: plan.findings, in: source)
        }
    }
}
