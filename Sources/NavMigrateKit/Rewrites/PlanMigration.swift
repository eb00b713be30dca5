import SwiftSyntax

/// Runs every rewrite's planner over one file and gathers their edits and findings.
///
/// Each planner returns one all-or-nothing `Plan` per site (a container, a view, a modifier);
/// a plan that touches a site the user marked `// navmigrate:ignore` is dropped whole.
func planMigration(in context: FileContext, options: MigrationOptions) -> Plan {
    let inventory = NavigationInventory(context.tree, source: context.bytes, mentions: context.mentions)
    // The file's types, found once for both planners that group sites by view.
    let scopes = ViewScopeIndex(ViewScope.scopes(in: context.tree, mentions: context.mentions))
    let containers = keepingContainersOfDetachedSelectionLinks(analyseContainers(inventory.containers),
                                                               links: inventory.links, scopes: scopes)
    var sites: [Plan] = []
    sites += viewNavigationPlans(containers: containers, stacks: inventory.stacks, links: inventory.links,
                                 scopes: scopes, options: options, in: context)
    sites += detachedStylePlans(inventory.viewStyles, containers: containers, ignoring: inventory.ignoredRanges,
                                in: context)
    sites += inventory.links.map { linkPlan($0, in: context) }
    sites += planBarModifiers(in: context)

    var result = Plan()
    for site in sites where !touchesIgnoredRange(site, inventory.ignoredRanges, context) {
        result.merge(site)
    }
    if options.annotateRefusals {
        result.edits += annotations(for: result.findings, in: context)
    }
    return result
}

private func linkPlan(_ call: FunctionCallExprSyntax, in context: FileContext) -> Plan {
    switch LinkForm(call) {
    case .isActive, .tagSelection:
        // Planned with their view in `viewNavigationPlans`.
        return Plan()
    default:
        return destinationClosurePlan(call, in: context) ?? Plan()
    }
}

/// `.navigationViewStyle(...)` that is not on a container's own chain (e.g. on a `TabView`
/// that holds several): removed only when every `NavigationView` it reaches is migrated. A
/// container the user marked `// navmigrate:ignore` stays as it is, so it keeps its style.
private func detachedStylePlans(_ styles: [FunctionCallExprSyntax], containers: [ContainerSite],
                                ignoring ignored: [Range<Int>], in context: FileContext) -> [Plan] {
    let attached = Set(containers.flatMap { $0.attachedStyles.map(\.id) })
    let detached = styles.filter { !attached.contains($0.id) }
    let reachedByStyle = containersReached(by: detached, among: containers)
    return detached.enumerated().map { index, style in
        guard style.modifierBase != nil else { return Plan() }
        let reached = reachedByStyle[index]
        if reached.isEmpty {
            return Plan(findings: [context.finding(
                .navigationViewStyle,
                "`navigationViewStyle` is deprecated and styles no `NavigationView` in this expression; remove it once the containers it styles are migrated",
                at: modifierNameNode(style))])
        }
        let isIgnored = { (site: ContainerSite) in
            ignored.contains { $0.contains(site.call.positionAfterSkippingLeadingTrivia.utf8Offset) }
        }
        if let kept = reached.first(where: { !$0.isMigrated || isIgnored($0) }) {
            let location = context.converter.location(for: kept.call.positionAfterSkippingLeadingTrivia)
            return Plan(findings: [context.finding(
                .navigationViewStyle,
                "`navigationViewStyle` is kept because the navigation view at \(location.line):\(location.column) is not migrated",
                at: modifierNameNode(style))])
        }
        return Plan(edits: context.removal(ofModifier: style).map { [$0] } ?? [])
    }
}

/// For each style, the containers inside the view it modifies, in source order. Each
/// container walks up its ancestors once, so a file with many styles and containers stays fast.
private func containersReached(by styles: [FunctionCallExprSyntax], among containers: [ContainerSite]) -> [[ContainerSite]] {
    var stylesByBase: [SyntaxIdentifier: [Int]] = [:]
    for (index, style) in styles.enumerated() {
        if let base = style.modifierBase { stylesByBase[base.id, default: []].append(index) }
    }
    var reached = Array(repeating: [ContainerSite](), count: styles.count)
    guard !stylesByBase.isEmpty else { return reached }
    for site in containers {
        var current = Syntax(site.call).parent
        while let ancestor = current {
            for index in stylesByBase[ancestor.id] ?? [] { reached[index].append(site) }
            current = ancestor.parent
        }
    }
    return reached
}

private func touchesIgnoredRange(_ plan: Plan, _ ranges: [Range<Int>], _ context: FileContext) -> Bool {
    guard !ranges.isEmpty else { return false }
    let editHits = plan.edits.contains { edit in
        ranges.contains { $0.overlaps(edit.range) || $0.contains(edit.range.lowerBound) }
    }
    let findingHits = plan.findings.contains { finding in
        let offset = context.converter.position(ofLine: finding.line, column: finding.column).utf8Offset
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

/// Where a finding about a modifier points: its name, not the start of its chain.
private func modifierNameNode(_ call: FunctionCallExprSyntax) -> Syntax {
    call.calledExpression.as(MemberAccessExprSyntax.self).map { Syntax($0.declName) } ?? Syntax(call)
}
