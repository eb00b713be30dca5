import SwiftSyntax

/// Plans each view's containers and `isActive` links together, so a view is migrated whole or
/// not at all: a link that cannot be migrated keeps its container as it is, and a container
/// that is refused keeps its links. Refuses a view where one flag drives several links, in one
/// container or across several.
func viewNavigationPlans(containers: [ContainerSite], stacks: [FunctionCallExprSyntax],
                         links: [FunctionCallExprSyntax], scopes: ViewScopeIndex, options: MigrationOptions,
                         in context: FileContext) -> [Plan] {
    let activeLinks = links.compactMap(IsActiveLink.init)
    let selectionLinks = links.filter { !$0.argumentLabels.contains("isActive") }.compactMap(TagSelectionLink.init)
    var order: [String] = []
    var seen = Set<String>()
    func key(_ node: some SyntaxProtocol) -> String {
        let name = ViewScope.scope(of: node, in: scopes)?.name ?? "<file>"
        if seen.insert(name).inserted { order.append(name) }
        return name
    }
    var containersByScope: [String: [ContainerSite]] = [:]
    var stacksByScope: [String: [FunctionCallExprSyntax]] = [:]
    var linksByScope: [String: [IsActiveLink]] = [:]
    for site in containers {
        containersByScope[key(site.call), default: []].append(site)
    }
    for link in activeLinks {
        linksByScope[key(link.call), default: []].append(link)
    }
    var selectionLinksByScope: [String: [TagSelectionLink]] = [:]
    for link in selectionLinks {
        selectionLinksByScope[key(link.call), default: []].append(link)
    }
    let orderWithoutStacks = order
    for stack in stacks { stacksByScope[key(stack), default: []].append(stack) }

    var plans: [Plan] = []
    for name in orderWithoutStacks {
        let scope = scopes.scope(named: name)
        let sites = containersByScope[name] ?? []
        let scopeLinks = linksByScope[name] ?? []
        let scopeSelectionLinks = selectionLinksByScope[name] ?? []
        if !scopeSelectionLinks.isEmpty {
            plans.append(selectionScopePlan(scope: scope, sites: sites, activeLinks: scopeLinks,
                                            links: scopeSelectionLinks, options: options, context: context))
            continue
        }
        guard !scopeLinks.isEmpty else {
            plans += sites.map { containerPlan($0, in: context) }
            continue
        }
        plans.append(scopePlan(scope: scope, sites: sites, stacks: stacksByScope[name] ?? [], links: scopeLinks, context: context))
    }
    return plans
}

private func selectionScopePlan(scope: ViewScope?, sites: [ContainerSite], activeLinks: [IsActiveLink],
                                links: [TagSelectionLink], options: MigrationOptions, context: FileContext) -> Plan {
    let site = sites.first { site in links.contains { Syntax($0.call).isDescendant(of: Syntax(site.call)) } }
    let result: Result<Plan, Refusal>
    if let active = activeLinks.first {
        result = .failure(Refusal("this view mixes `isActive:` and `tag:selection:` links; migrate one kind by hand first", at: Syntax(active.call)))
    } else {
        result = SelectionHoist(scope: scope, site: site, links: links, context: context, options: options).plan()
    }
    switch result {
    case .success(var plan):
        for site in sites { plan.merge(containerPlan(site, in: context)) }
        return plan
    case .failure(let refusal):
        return wholeViewRefusal(refusal, rule: .linkTagSelection, sites: sites, links: links.map(\.call), context: context)
    }
}

private func scopePlan(scope: ViewScope?, sites: [ContainerSite], stacks: [FunctionCallExprSyntax],
                       links: [IsActiveLink], context: FileContext) -> Plan {
    func refuse(_ refusal: Refusal) -> Plan {
        wholeViewRefusal(refusal, rule: .linkIsActive, sites: sites, links: links.map(\.call), context: context)
    }

    for link in links {
        if let reason = link.refusal { return refuse(Refusal(reason, at: Syntax(link.call))) }
        if let site = sites.first(where: { Syntax(link.call).isDescendant(of: Syntax($0.call)) }),
           case .failure(let own) = site.decision {
            return refuse(Refusal("link cannot move to `navigationDestination` because its navigation view is not migrated (\(own.reason))", at: Syntax(link.call)))
        }
    }

    // One flag behind several links (in one container or across several) has no single place
    // in a path or a single destination to move.
    var linksByFlag: [String: [IsActiveLink]] = [:]
    for link in links { linksByFlag[link.assignableTarget ?? link.bindingDescription, default: []].append(link) }
    for link in links {
        let flag = link.assignableTarget ?? link.bindingDescription
        guard let sharing = linksByFlag[flag], sharing.count > 1, sharing[0].call.id != link.call.id else { continue }
        let holders = Set(sharing.compactMap { shared in
            (sites.map(\.call) + stacks).first { Syntax(shared.call).isDescendant(of: Syntax($0)) }?.id
        })
        let reason = holders.count > 1
            ? "flag `\(flag)` drives links in \(holders.count) navigation containers of this view; give each container its own flag, then migrate"
            : "flag `\(flag)` drives \(sharing.count) links; give each link its own flag, then migrate"
        return refuse(Refusal(reason, at: Syntax(link.call)))
    }

    // A typed path when the view owns one stack and drives its links with its own flags.
    let stackContainers = sites.filter { if case .success(.stack) = $0.decision { true } else { false } }.map(\.call) + stacks
    if let scope, sites.count + stacks.count == 1, let container = stackContainers.first,
       let lift = PathLift(scope: scope, container: container, links: links, context: context) {
        switch lift.plan() {
        case .failure(let refusal):
            return refuse(refusal)
        case .success(let (liftPlan, header)):
            var plan = liftPlan
            if let site = sites.first {
                plan.merge(containerPlan(site, in: context, stackHeader: header))
            } else if let name = container.calleeNameToken {
                let end = container.rightParen?.endPositionBeforeTrailingTrivia ?? name.endPositionBeforeTrailingTrivia
                plan.edits.append(SourceEdit(replacing: name.positionAfterSkippingLeadingTrivia, end, with: header))
            }
            return plan
        }
    }

    switch IsPresentedFallback(scope: scope, links: links, context: context).plan() {
    case .failure(let refusal):
        return refuse(refusal)
    case .success(var plan):
        for site in sites { plan.merge(containerPlan(site, in: context)) }
        return plan
    }
}

/// The findings of a view left as it is because one of its links cannot be migrated: the reason
/// at that link, and a pointer to it from each of the view's containers and other links.
private func wholeViewRefusal(_ refusal: Refusal, rule: RuleID, sites: [ContainerSite], links: [FunctionCallExprSyntax],
                              context: FileContext) -> Plan {
    var plan = Plan(findings: [context.finding(rule, refusal.reason, at: refusal.node)])
    let location = context.converter.location(for: refusal.node.positionAfterSkippingLeadingTrivia)
    for site in sites {
        if case .failure(let own) = site.decision {
            plan.findings.append(context.finding(.navigationView, own.reason, at: own.node))
        } else if refusal.node.id != Syntax(site.call).id {
            plan.findings.append(context.finding(
                .navigationView,
                "navigation view left as it is so the view is not half-migrated: its link at \(location.line):\(location.column) cannot be migrated",
                at: site.call))
        }
    }
    for link in links where refusal.node.id != Syntax(link).id && !refusal.node.isDescendant(of: Syntax(link)) {
        plan.findings.append(context.finding(
            rule, "link left as it is so the view is not half-migrated (see \(location.line):\(location.column))",
            at: link))
    }
    return plan
}

/// Keeps as it is a navigation view that shows another view of the file whose `tag:selection:`
/// links sit in no container of their own (a sidebar list split out into its own view): those
/// links cannot be migrated, and they only keep working under the `NavigationView` they were
/// written for.
func keepingContainersOfDetachedSelectionLinks(_ containers: [ContainerSite], links: [FunctionCallExprSyntax],
                                               scopes: ViewScopeIndex) -> [ContainerSite] {
    var detached: [String: String] = [:]
    for call in links where TagSelectionLink(call) != nil {
        guard !containers.contains(where: { Syntax(call).isDescendant(of: Syntax($0.call)) }),
              let scope = ViewScope.scope(of: call, in: scopes),
              let typeName = scope.name.split(separator: ".").last.map(String.init) else { continue }
        detached[typeName] = scope.name
    }
    guard !detached.isEmpty else { return containers }
    return containers.map { site in
        guard site.isMigrated else { return site }
        let own = ViewScope.scope(of: site.call, in: scopes)?.name
        let shown = site.call.trailingClosure.flatMap { closure in
            closure.tokens(viewMode: .sourceAccurate).first { token in
                guard let name = detached[token.text], name != own,
                      let reference = token.parent?.as(DeclReferenceExprSyntax.self),
                      let call = reference.parent?.as(FunctionCallExprSyntax.self) else { return false }
                return call.calledExpression.id == ExprSyntax(reference).id
            }
        }
        guard let shown else { return site }
        return ContainerSite(call: site.call, attachedStyles: site.attachedStyles, decision: .failure(Refusal(
            "navigation view left as it is: it shows `\(shown.text)`, whose `tag:selection:` links cannot be migrated without their container; migrate the two together by hand",
            at: Syntax(site.call))))
    }
}
