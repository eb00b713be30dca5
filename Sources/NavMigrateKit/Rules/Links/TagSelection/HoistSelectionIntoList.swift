import SwiftSyntax

/// The rule for `NavigationLink(tag:selection:)`: a view's links move together with its
/// containers (`SelectionHoist`), the selection onto `List(selection:)` and the destinations
/// into the next column, or into `navigationDestination` in one column.
struct HoistSelectionIntoList: Rule {
    static let id = RuleID.linkTagSelection
    static let triggers = ["NavigationLink"]
    static let calls: Set<String> = ["NavigationLink", "NavigationView"]

    struct Site {
        let group: LinkAnalysis.Group<TagSelectionLink>
        /// Containers of other views of the file that show this view, when its links sit in no
        /// container of its own (a sidebar list split out into its own view): they only keep
        /// working under the `NavigationView` they were written for.
        let showing: [ContainerSite]
    }

    func sites(in file: FileIndex) -> [Site] {
        let containers = ContainerAnalysis.of(file).containers
        return LinkAnalysis.of(file).selection.map { group in
            let helpers = group.scope?.helpers
            let contained = group.links.contains { link in
                containers.contains { helpers?.holds($0.call, link.call) ?? Syntax(link.call).isDescendant(of: Syntax($0.call)) }
            }
            return Site(group: group, showing: contained ? [] : showers(of: group.scope, among: containers, in: file))
        }
    }

    func shape(of site: Site, in file: FileIndex) -> SiteShape {
        let containers = site.group.containers + site.showing
        return SiteShape(node: site.group.links[0].call, members: site.group.links.map { Syntax($0.call) },
                         requires: containers.map { SiteKey(.navigationView, $0.call) }, isMutual: true)
    }

    func plan(_ site: Site, in file: FileIndex) throws(Refusal) -> Plan {
        let links = site.group.links
        for link in links {
            if let reason = Availability.versionRefusal(at: link.call, rule: Self.id, target: file.options.deploymentTarget) {
                throw Refusal(Self.id, reason, at: link.call)
            }
        }
        if let active = LinkAnalysis.of(file).activeLinks(inScopeOf: site.group.scope).first {
            throw Refusal(Self.id, "this view mixes `isActive:` and `tag:selection:` links; migrate one kind by hand first", at: active.call)
        }
        let helpers = site.group.scope?.helpers
        let container = site.group.containers.first { container in
            links.contains { helpers?.holds(container.call, $0.call) ?? Syntax($0.call).isDescendant(of: Syntax(container.call)) }
        }
        var plan = try SelectionHoist(scope: site.group.scope, site: container, links: links, context: file.context,
                                      options: file.options).plan().get()
        let split = container.map { if case .success(.split) = $0.decision { true } else { false } } ?? false
        plan.became = (split ? "link onto List(selection:)" : "link to navigationDestination", links.count)
        return plan
    }

    func keptWithOthers(culprit: String) -> String {
        "link left as it is so the view is not half-migrated (see \(culprit))"
    }

    /// The containers of other views that show `scope`'s type (`Sidebar()` in their content).
    private func showers(of scope: ViewScope?, among containers: [ContainerSite], in file: FileIndex) -> [ContainerSite] {
        guard let scope, let typeName = scope.name.split(separator: ".").last.map(String.init) else { return [] }
        return containers.filter { site in
            file.scope(of: site.call)?.name != scope.name
                && site.call.trailingClosure.map { closure in
                    closure.tokens(viewMode: .sourceAccurate).contains { token in
                        guard token.text == typeName, let reference = token.parent?.as(DeclReferenceExprSyntax.self),
                              let call = reference.parent?.as(FunctionCallExprSyntax.self) else { return false }
                        return call.calledExpression.id == ExprSyntax(reference).id
                    }
                } ?? false
        }
    }
}
