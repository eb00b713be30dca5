import SwiftSyntax

/// What the rules make of one file together: the edits and moves of the plans that apply, and
/// every finding.
struct FilePlan {
    var edits: [SourceEdit] = []
    var moves: [Move] = []
    var findings: [Finding] = []
}

/// Runs every rule of the set over one file and decides which of their plans apply.
///
/// A site is left as it is when its rule refuses it, when the user keeps it
/// (`// navmigrate:ignore`) or it runs before iOS 16, and when a site it requires is left as it
/// is: a view's links and its container stand or fall together, so a view is never
/// half-migrated. A site left for another's sake says so at each of its members, naming the
/// place that kept it.
func planFile(_ file: FileIndex) -> FilePlan {
    let outcomes = file.rules.rules.flatMap { $0.outcomes(in: file) }
    var states = outcomes.map { outcome -> SiteState in
        switch outcome.result {
        case .success(let plan):
            return touchesKeptCode(plan, rule: outcome.rule, in: file) ? .kept : .planned
        case .failure(let refusal):
            return isKept(refusal.node.positionAfterSkippingLeadingTrivia.utf8Offset, rule: outcome.rule, in: file)
                ? .kept : .refused
        }
    }
    propagate(&states, outcomes: outcomes, in: file)

    var result = FilePlan(findings: file.findings)
    for (outcome, state) in zip(outcomes, states) {
        switch (state, outcome.result) {
        case (.planned, .success(let plan)):
            let marked = plan.marked(outcome.rule)
            result.edits += marked.edits
            result.moves += marked.moves
            result.findings += marked.findings
        case (.refused, .failure(let refusal)):
            result.findings.append(file.context.finding(refusal.rule, refusal.message, at: refusal.node))
            // The site's other members (a view's other links) say why they stay too.
            let culprit = culprit(for: outcome, state: state, in: file)
            pointers(from: outcome, to: culprit, into: &result.findings, in: file)
        case (.dropped(let culprit), _):
            pointers(from: outcome, to: culprit, into: &result.findings, in: file)
        default:
            break
        }
    }
    result.findings = result.findings
        .filter { finding in
            guard let rule = finding.ruleID else { return true }
            return !isKept(file.context.offset(of: finding), rule: rule, in: file)
        }
        .sorted { ($0.line, $0.column) < ($1.line, $1.column) }
    if file.options.annotateRefusals {
        result.edits += annotations(for: result.findings, in: file.context)
    }
    return result
}

/// Where the coordinator stands on one site.
private enum SiteState {
    case planned
    case refused
    /// Kept as it is by the user or by an availability check: says nothing.
    case kept
    /// Left as it is because a site it requires is.
    case dropped(Culprit)
}

/// The place that made another site stay as it is.
private struct Culprit {
    var description: String
    var node: Syntax?
    var rule: RuleID?

    /// Whether `member` of a site of `rule` needs no pointer to the culprit: it is the culprit,
    /// or holds it and is of the same kind (a link that holds the refused link).
    func needsNoPointer(from member: Syntax, of rule: RuleID) -> Bool {
        guard let node else { return false }
        return node.id == member.id || (rule == self.rule && node.isDescendant(of: member))
    }
}

/// A finding at each member of a site left as it is, naming the place that kept it.
private func pointers(from outcome: SiteOutcome, to culprit: Culprit, into findings: inout [Finding], in file: FileIndex) {
    let message = outcome.keptWithOthers(culprit.description)
    for member in outcome.shape.members where !culprit.needsNoPointer(from: member, of: outcome.rule) {
        findings.append(file.context.finding(outcome.rule, message, at: member))
    }
}

/// Leaves as it is every site that needs one left as it is, until nothing changes. A site
/// whose required site does not exist (its rule does not run) is left too. A site that needs
/// several left as it is names the first it requires.
private func propagate(_ states: inout [SiteState], outcomes: [SiteOutcome], in file: FileIndex) {
    var indexByKey: [SiteKey: Int] = [:]
    for (index, outcome) in outcomes.enumerated() where indexByKey[outcome.key] == nil {
        indexByKey[outcome.key] = index
    }
    var needs = Array(repeating: [Int](), count: outcomes.count)
    for (index, outcome) in outcomes.enumerated() {
        for key in outcome.shape.requires {
            guard let required = indexByKey[key] else {
                if case .planned = states[index] {
                    states[index] = .dropped(Culprit(description: "the `\(key.rule.rawValue)` rule, which this run does not apply", node: nil))
                }
                continue
            }
            needs[index].append(required)
            if outcome.shape.isMutual { needs[required].append(index) }
        }
    }
    var changed = true
    while changed {
        changed = false
        for index in outcomes.indices {
            guard case .planned = states[index] else { continue }
            if let blocker = needs[index].first(where: { if case .planned = states[$0] { false } else { true } }) {
                states[index] = .dropped(culprit(for: outcomes[blocker], state: states[blocker], in: file))
                changed = true
            }
        }
    }
}

/// What a site left as it is tells the sites that required it: where it was refused, or
/// where it stands.
private func culprit(for outcome: SiteOutcome, state: SiteState, in file: FileIndex) -> Culprit {
    let node: Syntax
    if case .refused = state, case .failure(let refusal) = outcome.result {
        node = refusal.node
    } else {
        node = outcome.shape.node
    }
    let location = file.context.converter.location(for: node.positionAfterSkippingLeadingTrivia)
    return Culprit(description: "\(location.line):\(location.column)", node: node, rule: outcome.rule)
}

private func isKept(_ offset: Int, rule: RuleID, in file: FileIndex) -> Bool {
    file.keptRanges.contains { $0.keeps(rule) && $0.range.contains(offset) }
}

private func touchesKeptCode(_ plan: Plan, rule: RuleID, in file: FileIndex) -> Bool {
    let ranges = file.keptRanges.filter { $0.keeps(rule) }.map(\.range)
    guard !ranges.isEmpty else { return false }
    let editHits = plan.edits.contains { edit in
        ranges.contains { $0.overlaps(edit.range) || $0.contains(edit.range.lowerBound) }
    }
    let findingHits = plan.findings.contains { finding in
        let offset = file.context.offset(of: finding)
        return ranges.contains { $0.contains(offset) }
    }
    return editHits || findingHits
}

/// `// TODO(navmigrate): <reason>` above each refused site, once: a site whose line already has
/// a navmigrate TODO above it keeps that one. Comparing the reason would not do, since some
/// reasons name another site by line, and the TODOs added above that site move it.
private func annotations(for findings: [Finding], in context: FileContext) -> [SourceEdit] {
    var seenLines = Set<Int>()
    var edits: [SourceEdit] = []
    for finding in findings where finding.severity == .warning && seenLines.insert(finding.line).inserted {
        let lineStart = context.converter.position(ofLine: finding.line, column: 1)
        let indent = context.indentation(ofLineAt: lineStart)
        let comment = "\(indent)\(annotationPrefix) \(finding.message)"
        if finding.line > 1 {
            let previousStart = context.converter.position(ofLine: finding.line - 1, column: 1)
            let previous = context.slice(previousStart, lineStart).trimmingWhitespace()
            if previous.hasPrefix(annotationPrefix) { continue }
        }
        edits.append(.insert(comment + context.lineEnding, at: lineStart))
    }
    return edits
}

private let annotationPrefix = "// TODO(navmigrate):"

extension FileContext {
    /// The byte offset a finding points at.
    func offset(of finding: Finding) -> Int {
        converter.position(ofLine: finding.line, column: finding.column).utf8Offset
    }
}
