/// Decides which planned sites apply, over the records of one file or of every file of a run.
///
/// A site is left as it is when its rule refuses it, when the user keeps it
/// (`// navmigrate:ignore`) or it runs before iOS 16, and when a site it needs is left as it is:
/// a view's links and its container stand or fall together, so a view is never
/// half-migrated, even when they sit in different files. A site left for another's sake says
/// so at each of its members, naming the place that kept it.
enum Coordinator {
    /// Where the coordinator stands on one site.
    enum State: Sendable, Equatable {
        case planned
        case refused
        case kept
        /// Left as it is because a site it needs is.
        case dropped(Culprit)

        var isPlanned: Bool { if case .planned = self { true } else { false } }
    }

    /// The place that made another site stay as it is.
    struct Culprit: Sendable, Equatable {
        var file: String?
        var shownPath: String
        var line: Int
        var column: Int
        var range: Range<Int>?
        var rule: RuleID?
        /// Said instead of a place, for a site that is not there at all.
        var absence: String?
        /// The other refused sites the site left as it is needs, named after the first so that
        /// fixing one does not reveal the next only on the following run.
        var alsoRefused: [Culprit] = []
        /// The other sites it needs that are left as they are for another's sake (a style's
        /// navigation views), for a rule whose message names them all.
        var alsoLeft: [Culprit] = []
        /// Where the named site is itself left for another's sake: the refused site at the end
        /// of that chain (one at most), so that a reader need not follow it finding by finding.
        var root: [Culprit] = []
        /// Whether the site was refused by its rule (not kept by a comment or a deployment target).
        var wasRefused = false
        /// The refused site's key, where it is a site of this run.
        var key: SiteKey?
        /// The member of the named site that the site left as it is shows, where it does not
        /// show the named place (`SiteShape.shownMembers`): a view's navigation view that holds
        /// one of its links, while the links are refused at another.
        var shownMember: SiteRecord.Place?
        /// The migrating navigation view the site left as it is is pushed onto
        /// (`SiteShape.pushedOnto`), where it now nests in the new container.
        var nestsIn: [Culprit] = []

        /// `12:5`, or `Views/Sidebar.swift:12:5` seen from another file.
        func description(seenFrom file: String) -> String {
            if let absence { return absence }
            return (self.file == file ? "" : "\(shownPath):") + "\(line):\(column)"
        }

        /// Whether `member` of a site of `rule` needs no pointer to the culprit: it is the
        /// culprit, or holds it and is of the same kind (a link that holds the refused link).
        func needsNoPointer(from member: SiteRecord.Place, of rule: RuleID, in file: String) -> Bool {
            guard let range, self.file == file else { return false }
            return range == member.range || (rule == self.rule && member.range.lowerBound <= range.lowerBound
                && range.upperBound <= member.range.upperBound)
        }
    }

    /// The state of each record, in order. A site that needs a site with no record is left as
    /// it is, unless `assumingPlanned` says that site's file is not here to ask (a file
    /// planned on its own takes the sites of other files to be migrated).
    static func states(of records: [SiteRecord], assumingPlanned: (SiteKey) -> Bool = { _ in false }) -> [State] {
        var states = records.map { record -> State in
            switch record.start {
            case .planned: return .planned
            case .refused: return .refused
            case .kept: return .kept
            }
        }
        var indexByKey: [SiteKey: Int] = [:]
        for (index, record) in records.enumerated() where indexByKey[record.key] == nil {
            indexByKey[record.key] = index
        }
        var needs = Array(repeating: [Int](), count: records.count)
        for (index, record) in records.enumerated() {
            for (key, mutual) in record.requires.map({ ($0, record.isMutual) }) + record.requiresOneWay.map({ ($0, false) }) {
                guard let required = indexByKey[key] else {
                    if states[index].isPlanned, !assumingPlanned(key) {
                        let absence = key.file == record.file || key.file == nil
                            ? "the `\(key.rule.rawValue)` rule is left out by --only or --skip"
                            : "a `\(key.rule.rawValue)` site in another file is not migrated in this run (the rule left out, the code kept as it is, or the file not planned)"
                        states[index] = .dropped(Culprit(file: nil, shownPath: "", line: 0, column: 0, range: nil, rule: key.rule,
                                                         absence: absence))
                    }
                    continue
                }
                needs[index].append(required)
                if mutual { needs[required].append(index) }
            }
            for key in record.requiredBy {
                if let needing = indexByKey[key] { needs[needing].append(index) }
            }
        }
        // A site that needs several left as it is names the first it needs, those of its own
        // file first (a navigation view's own view's link before a link of a view it shows).
        for index in needs.indices where needs[index].count > 1 {
            let ownFile = { (other: Int) in other != index && records[other].file == records[index].file }
            needs[index] = needs[index].filter(ownFile) + needs[index].filter { !ownFile($0) }
        }
        var changed = true
        while changed {
            changed = false
            for index in records.indices where states[index].isPlanned {
                if let blocker = needs[index].first(where: { !states[$0].isPlanned }) {
                    var named = culprit(records[blocker], state: states[blocker])
                    named.shownMember = shownMember(of: records[blocker], by: records[index], besides: named)
                    if case .dropped(let further) = states[blocker], further.absence == nil {
                        // A dropped site's own culprit is settled once it is dropped.
                        var end = further.root.first ?? further
                        end.alsoRefused = []
                        end.alsoLeft = []
                        if end.file != named.file || end.line != named.line || end.column != named.column { named.root = [end] }
                    }
                    states[index] = .dropped(named)
                    changed = true
                }
            }
        }
        // And the other refused sites it needs, once every state is known.
        for index in records.indices {
            guard case .dropped(var named) = states[index], named.absence == nil else { continue }
            var seen: Set<Int> = []
            for other in needs[index] where !states[other].isPlanned && seen.insert(other).inserted {
                let also = culprit(records[other], state: states[other])
                guard also.file != named.file || also.line != named.line || also.column != named.column else { continue }
                if states[other] == .refused { named.alsoRefused.append(also) } else { named.alsoLeft.append(also) }
            }
            if let outer = records[index].pushedOnto.lazy.compactMap({ indexByKey[$0] }).first(where: { states[$0].isPlanned }) {
                named.nestsIn = [culprit(records[outer], state: states[outer])]
            }
            states[index] = .dropped(named)
        }
        return states
    }

    /// What a site left as it is tells the sites that needed it: where it was refused, or
    /// where it stands.
    static func culprit(_ record: SiteRecord, state: State) -> Culprit {
        var place = record.node
        if case .refused = state, case .refused(_, let at) = record.start { place = at }
        return Culprit(file: record.file, shownPath: record.shownPath, line: place.line, column: place.column,
                       range: place.range, rule: record.rule, wasRefused: state == .refused, key: record.key)
    }

    /// The first member of `culprit` that `left` (a site left as it is for its sake) shows,
    /// where `left` shows only some of them (`SiteShape.shownMembers`) and the place `named`
    /// names is in none of those: a navigation view that names the link refused in the
    /// navigation view beside it would send the reader to code it does not hold.
    private static func shownMember(of culprit: SiteRecord, by left: SiteRecord, besides named: Culprit) -> SiteRecord.Place? {
        guard let shown = culprit.shownMembers[left.key], let first = shown.first else { return nil }
        let inside = named.range.map { range in
            named.file == left.file && shown.contains { $0.range.lowerBound <= range.lowerBound && range.upperBound <= $0.range.upperBound }
        } ?? false
        return inside ? nil : first
    }

    /// The findings a file's records give in their states, and the edits and moves of its
    /// planned sites.
    static func plan(of records: [SiteRecord], states: [State]) -> FilePlan {
        var result = FilePlan()
        for (record, state) in zip(records, states) {
            result.tally(record, state)
            switch (state, record.start) {
            case (.planned, .planned(let plan)):
                result.edits += plan.edits
                result.moves += plan.moves
                result.findings += plan.findings
                result.exports.merge(plan.exports) { first, _ in first }
                result.imports.merge(plan.imports) { first, _ in first }
            case (.refused, .refused(var message, let at)):
                // Advice to change something and run again says too when the site also waits for
                // a site left as it is, which the change would not move.
                if record.rule == .navigationView, message.contains("run again"),
                   let waits = waitedFor(by: record, in: records, states: states) {
                    message += "; that alone will not migrate it: it also waits for the site at \(waits.description(seenFrom: record.file)), which stays as it is"
                }
                result.findings.append(finding(record.rule, message, at: at))
                // The site's other members (a view's links, when the refusal names the flag) say
                // why they stay too; a rule whose refusal says it all gives its site no members.
                pointers(from: record, to: culprit(record, state: state), into: &result.findings)
            case (.dropped(let culprit), _):
                pointers(from: record, to: culprit, into: &result.findings)
            default:
                break
            }
        }
        return result
    }

    /// The first site of `records` that `record` needs and that is refused for reasons of its own.
    private static func waitedFor(by record: SiteRecord, in records: [SiteRecord], states: [State]) -> Culprit? {
        let needed = Set(record.requires + record.requiresOneWay)
        guard !needed.isEmpty else { return nil }
        for (other, state) in zip(records, states) where other.key != record.key && needed.contains(other.key) && state == .refused {
            return culprit(other, state: state)
        }
        return nil
    }

    /// A finding at each member of a site left as it is, naming the place that kept it.
    private static func pointers(from record: SiteRecord, to culprit: Culprit, into findings: inout [Finding]) {
        let rule = RuleSet.registry.first { $0.id == record.rule }
        // Nothing refused the site it goes with: that site is not in this run at all, and has no
        // place to point at.
        if let absence = culprit.absence {
            let message = "left as it is: it goes with a site this run does not migrate (\(absence))"
            for member in record.members where !member.isKept {
                findings.append(finding(record.rule, message, at: member))
            }
            return
        }
        let others = culprit.alsoLeft.filter { $0.rule == culprit.rule }.map { $0.description(seenFrom: record.file) }
        let inside = culprit.key.map(record.enclosedBy.contains) == true
            ? rule?.keptInside(culprit: culprit.description(seenFrom: record.file), culpritRule: culprit.rule) : nil
        let own = culprit.key.flatMap { record.keptMessages[$0] }?
            .replacingOccurrences(of: SiteShape.culpritMarker, with: culprit.description(seenFrom: record.file))
        let shown = culprit.shownMember.flatMap { member in
            rule?.keptWithOthers(culprit: culprit.description(seenFrom: record.file), shownMember: "\(member.line):\(member.column)",
                                 culpritRule: culprit.rule)
        }
        var message = own ?? inside ?? shown
            ?? rule?.keptWithOthers(culprits: [culprit.description(seenFrom: record.file)] + others, culpritRule: culprit.rule)
            ?? "left as it is (see \(culprit.description(seenFrom: record.file)))"
        if !culprit.alsoRefused.isEmpty {
            let places = culprit.alsoRefused.prefix(3).map { $0.description(seenFrom: record.file) }
            let more = culprit.alsoRefused.count > 3 ? " and \(culprit.alsoRefused.count - 3) more" : ""
            message += "; it waits for the refused \(culprit.alsoRefused.count == 1 ? "site" : "sites") at \(places.joined(separator: ", "))\(more) as well"
        }
        if let end = culprit.root.first, !message.contains(end.description(seenFrom: record.file)) {
            message += "; \(culprit.description(seenFrom: record.file)) is itself left as it is for the \(end.wasRefused ? "refused " : "")site at \(end.description(seenFrom: record.file))"
        }
        if let outer = culprit.nestsIn.first {
            message += "; its view is pushed onto the navigation view at \(outer.description(seenFrom: record.file)), which migrates, so this one stays nested inside the new container as it was inside the old one; it goes once its own sites migrate"
        }
        for member in record.members where !member.isKept && !culprit.needsNoPointer(from: member, of: record.rule, in: record.file) {
            findings.append(finding(record.rule, message, at: member))
        }
    }

    private static func finding(_ rule: RuleID, _ message: String, at place: SiteRecord.Place) -> Finding {
        Finding(rule, message: message, line: place.line, column: place.column)
    }
}

/// What the rules make of one file together: the edits and moves of the plans that apply, and
/// every finding.
struct FilePlan {
    var edits: [SourceEdit] = []
    var moves: [Move] = []
    var findings: [Finding] = []
    /// Texts for other files, and the texts this file takes from others (see `Plan.exports`).
    var exports: [String: String] = [:]
    var imports: [String: String] = [:]
    var tallies: [RuleID: RuleTally] = [:]
    /// The rules whose migrated sites all sit in code `#if os(...)` compiles only for some
    /// platforms, with those platforms (see `FileMigration.rulePlatforms`).
    var rulePlatforms: [RuleID: Set<ApplePlatform>] = [:]
    /// The rules with a migrated site that any platform compiles.
    private var unlimitedRules = Set<RuleID>()

    fileprivate mutating func tally(_ record: SiteRecord, _ state: Coordinator.State) {
        var tally = tallies[record.rule] ?? RuleTally()
        switch (state, record.start) {
        // Where another site's change lands (a row's destination on the list that shows it, a
        // sidebar's detail column): that site counts it.
        case (.planned, .planned) where record.isCompanion:
            break
        case (.planned, .planned(let plan)):
            let became = plan.became ?? (record.rule.rawValue, 1)
            tally.migrated[became.what, default: 0] += became.count
            if let platforms = record.platforms, !unlimitedRules.contains(record.rule) {
                rulePlatforms[record.rule, default: []].formUnion(platforms)
            } else {
                unlimitedRules.insert(record.rule)
                rulePlatforms[record.rule] = nil
            }
        // Where another site's change lands, left with it: that site counts, this one does not.
        case (.dropped, _) where record.isCompanion, (.kept, _) where record.isCompanion: break
        case (.refused, _):
            // One refusal; a view's other links that go with it are left for its sake.
            tally.refused += 1
            tally.leftWithOthers += max(record.members.count - 1, 0)
        case (.dropped(let culprit), _) where culprit.absence != nil: tally.leftOut += max(record.members.count, 1)
        case (.dropped, _): tally.leftWithOthers += max(record.members.count, 1)
        case (.kept, _): tally.kept += max(record.members.count, 1)
        default: break
        }
        tallies[record.rule] = tally
        if case (.planned, .planned(let plan)) = (state, record.start) {
            for (rule, also) in plan.alsoBecame {
                tallies[rule, default: RuleTally()].migrated[also.what, default: 0] += also.count
            }
        }
    }
}

extension FileIndex {
    /// Every rule's outcomes in this file, as records.
    func siteRecords() -> [SiteRecord] {
        rules.rules.flatMap { $0.outcomes(in: self) }.map { SiteRecord($0, in: self) }
    }
}

/// `// TODO(navmigrate): <reason>` above each refused site, once: a site whose line already has
/// a navmigrate TODO above it keeps that one. Comparing the reason would not do, since some
/// reasons name another site by line, and the TODOs added above that site move it.
func annotations(for findings: [Finding], in source: SourceText) -> [SourceEdit] {
    var seenLines = Set<Int>()
    var edits: [SourceEdit] = []
    for finding in findings where finding.severity == .warning && seenLines.insert(finding.line).inserted {
        let lineStart = source.lines.position(ofLine: finding.line, column: 1)
        let indent = source.indentation(ofLineAt: lineStart)
        let comment = "\(indent)\(annotationPrefix) \(finding.message)"
        if finding.line > 1 {
            let previousStart = source.lines.position(ofLine: finding.line - 1, column: 1)
            let previous = source.slice(previousStart, lineStart).trimmingWhitespace()
            if previous.hasPrefix(annotationPrefix) { continue }
        }
        edits.append(.insert(comment + source.lineEnding, at: lineStart))
    }
    return edits
}

private let annotationPrefix = "// TODO(navmigrate):"
