import SwiftSyntax

/// A site once its rule has planned it, with nothing of the syntax tree left: where it is,
/// which sites it needs, and its plan or its refusal in bytes. Records of every file of a run
/// are coordinated together, so a site can need a site of another file.
struct SiteRecord: Sendable {
    /// A place in the file: a byte range and where it starts, as the user reads it.
    struct Place: Sendable, Equatable {
        var range: Range<Int>
        var line: Int
        var column: Int
        /// Whether the user or an availability check keeps this place as it is for the rule.
        var isKept: Bool
    }

    enum Start: Sendable {
        case planned(Plan)
        case refused(message: String, at: Place)
        /// Kept as it is by the user or by an availability check: says nothing. Where the
        /// site is not itself in kept code but its plan would edit some (a use of a view's
        /// property in an availability check's fallback), the offset of the first such edit.
        case kept(touching: Int?)
    }

    var key: SiteKey
    var rule: RuleID { key.rule }
    var file: String { key.file ?? "" }
    /// The path findings about this file use, to name it from another file.
    var shownPath: String
    var node: Place
    /// The places that get a pointer when the site is left for another's sake.
    var members: [Place]
    /// The sites this one needs, with their files filled in.
    var requires: [SiteKey]
    var isMutual: Bool
    /// The platforms whose builds compile the site, when `#if os(...)` around it limits them
    /// (`#if os(iOS)`: iOS and Mac Catalyst); nil for any.
    var platforms: Set<ApplePlatform>?
    /// Sites this one needs that do not need it (see `SiteShape.requiresOneWay`).
    var requiresOneWay: [SiteKey] = []
    /// Sites that need this one, which does not need them (see `SiteShape.requiredBy`).
    var requiredBy: [SiteKey] = []
    /// See `SiteShape.isCompanion`.
    var isCompanion = false
    /// The sites of `requires` whose code holds this one (`SiteShape.enclosedBy`).
    var enclosedBy: [SiteKey] = []
    /// `SiteShape.keptMessages`, by resolved key.
    var keptMessages: [SiteKey: String] = [:]
    /// `SiteShape.shownMembers`, by resolved key.
    var shownMembers: [SiteKey: [Place]] = [:]
    /// `SiteShape.pushedOnto`, resolved.
    var pushedOnto: [SiteKey] = []
    var start: Start

    /// The keys of the texts the site exports to other files and imports from them.
    var exportKeys: [String] { if case .planned(let plan) = start { Array(plan.exports.keys) } else { [] } }
    var importKeys: [String] { if case .planned(let plan) = start { Array(plan.imports.keys) } else { [] } }
}

extension SiteRecord {
    /// The record without its plan's edits, moves and notes: what the project needs to
    /// coordinate it, kept between the passes of a run (the file is planned again should its
    /// plan be needed).
    var leaned: SiteRecord {
        var copy = self
        if case .planned(let plan) = start {
            var lean = Plan()
            lean.became = plan.became
            lean.alsoBecame = plan.alsoBecame
            lean.exports = plan.exports.mapValues { _ in "" }
            lean.imports = plan.imports.mapValues { _ in "" }
            copy.start = .planned(lean)
        }
        return copy
    }

    /// The record of a rule's outcome in `file`.
    init(_ outcome: SiteOutcome, in file: FileIndex) {
        let context = file.context
        func place(_ node: Syntax) -> Place {
            let range = node.range
            // A modifier is named by its `.`, not by the start of the chain it ends (a
            // navigation view's first line); its range stays the whole call.
            let named = node.as(FunctionCallExprSyntax.self)?.calledExpression.as(MemberAccessExprSyntax.self)
                .flatMap { member -> AbsolutePosition? in
                    // Not an initializer (`self.init(...)`) or a type's member (`SwiftUI.NavigationView`).
                    guard let base = member.base, member.declName.baseName.tokenKind != .keyword(.`init`),
                          member.declName.baseName.text.first?.isLowercase == true,
                          base.as(DeclReferenceExprSyntax.self)?.baseName.text.first?.isUppercase != true else { return nil }
                    return member.period.positionAfterSkippingLeadingTrivia
                }
            let location = context.converter.location(for: named ?? range.lowerBound)
            return Place(range: range.lowerBound.utf8Offset..<range.upperBound.utf8Offset,
                         line: location.line, column: location.column,
                         isKept: file.isKept(range.lowerBound.utf8Offset, for: outcome.rule))
        }
        key = SiteKey(outcome.rule, outcome.shape.node).resolved(in: file.fileID)
        shownPath = file.shownPath
        node = place(outcome.shape.node)
        members = outcome.shape.members.map(place)
        requires = outcome.shape.requires.map { $0.resolved(in: file.fileID) }
        requiresOneWay = outcome.shape.requiresOneWay.map { $0.resolved(in: file.fileID) }
        requiredBy = outcome.shape.requiredBy.map { $0.resolved(in: file.fileID) }
        isMutual = outcome.shape.isMutual
        isCompanion = outcome.shape.isCompanion
        enclosedBy = outcome.shape.enclosedBy.map { $0.resolved(in: file.fileID) }
        keptMessages = Dictionary(outcome.shape.keptMessages.map { ($0.key.resolved(in: file.fileID), $0.value) }, uniquingKeysWith: { first, _ in first })
        pushedOnto = outcome.shape.pushedOnto.map { $0.resolved(in: file.fileID) }
        shownMembers = Dictionary(outcome.shape.shownMembers.map { ($0.key.resolved(in: file.fileID), $0.value.map(place)) }, uniquingKeysWith: +)
        platforms = Availability.platformsCompiling(outcome.shape.node)
        switch outcome.result {
        case .success(let plan):
            if let touched = file.firstKeptPlace(touchedBy: plan, rule: outcome.rule) {
                start = .kept(touching: node.isKept ? nil : touched)
            } else {
                start = .planned(plan.marked(outcome.rule))
            }
        case .failure(let refusal):
            let at = place(refusal.node)
            start = at.isKept ? .kept(touching: nil) : .refused(message: refusal.message, at: at)
        }
    }
}

extension FileIndex {
    /// Whether code at `offset` is kept away from `rule`.
    func isKept(_ offset: Int, for rule: RuleID) -> Bool {
        keptRanges.contains { $0.keeps(rule) && $0.range.contains(offset) }
    }

    /// Whether a plan edits kept code, or says something about it.
    func touchesKeptCode(_ plan: Plan, rule: RuleID) -> Bool {
        firstKeptPlace(touchedBy: plan, rule: rule) != nil
    }

    /// The first offset of kept code a plan edits or says something about, if any.
    func firstKeptPlace(touchedBy plan: Plan, rule: RuleID) -> Int? {
        let ranges = keptRanges.filter { $0.keeps(rule) }.map(\.range)
        guard !ranges.isEmpty else { return nil }
        // Where the edit meets the kept code: an edit that starts before it (a modifier whose
        // argument holds an `if #available` fallback) touches it where it starts.
        let edited = plan.edits.map(\.range).flatMap { edit in
            ranges.filter { $0.overlaps(edit) || $0.contains(edit.lowerBound) }.map { max($0.lowerBound, edit.lowerBound) }
        }
        let said = plan.findings.map { context.source.offset(of: $0) }.filter { offset in
            ranges.contains { $0.contains(offset) }
        }
        return (edited + said).min()
    }
}
