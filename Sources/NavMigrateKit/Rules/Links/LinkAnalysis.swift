import SwiftSyntax

/// A file's deprecated programmatic links, parsed once and grouped by the view type that
/// declares them, for the two rules that migrate them with their view's containers.
struct LinkAnalysis {
    /// A view's links of one kind, with the containers declared in the same view.
    struct Group<Link> {
        let scope: ViewScope?
        var links: [Link]
        var containers: [ContainerSite]
    }

    let active: [Group<IsActiveLink>]
    let selection: [Group<TagSelectionLink>]
    /// `NavigationStack { }` without a path, which an `isActive` lift can give one, by view.
    let stacksByScope: [String: [FunctionCallExprSyntax]]

    init(_ file: FileIndex, containers analysis: ContainerAnalysis? = nil) {
        let links = file.calls(named: "NavigationLink").filter { $0.calleeTypeName == "NavigationLink" }
        let containers = (analysis ?? ContainerAnalysis.of(file)).containers
        var order: [String] = []
        var seen = Set<String>()
        var scopes: [String: ViewScope] = [:]
        func key(_ node: some SyntaxProtocol) -> String {
            let scope = file.scope(of: node)
            let name = scope?.name ?? "<file>"
            if scopes[name] == nil, let scope { scopes[name] = scope }
            if seen.insert(name).inserted { order.append(name) }
            return name
        }
        var active: [String: [IsActiveLink]] = [:]
        var selection: [String: [TagSelectionLink]] = [:]
        for call in links {
            if let link = IsActiveLink(call) {
                active[key(call), default: []].append(link)
            } else if !call.argumentLabels.contains("isActive"), let link = TagSelectionLink(call) ?? TagSelectionLink(taggedRow: call, in: file) {
                selection[key(call), default: []].append(link)
            }
        }
        var containersByScope: [String: [ContainerSite]] = [:]
        for site in containers { containersByScope[key(site.call), default: []].append(site) }
        var stacks: [String: [FunctionCallExprSyntax]] = [:]
        for stack in file.calls(named: "NavigationStack") where stack.calleeTypeName == "NavigationStack" && stack.arguments.isEmpty {
            stacks[key(stack), default: []].append(stack)
        }
        self.active = order.compactMap { name in
            active[name].map { Group(scope: scopes[name], links: $0, containers: containersByScope[name] ?? []) }
        }
        self.selection = order.compactMap { name in
            selection[name].map { Group(scope: scopes[name], links: $0, containers: containersByScope[name] ?? []) }
        }
        stacksByScope = stacks
        for (index, group) in self.active.enumerated() { activeIndex[group.scope?.name ?? "<file>"] = index }
        for (index, group) in self.selection.enumerated() { selectionIndex[group.scope?.name ?? "<file>"] = index }
    }

    static func of(_ file: FileIndex) -> LinkAnalysis {
        file.shared(LinkAnalysis.self) { LinkAnalysis($0) }
    }

    /// The `tag:selection:` links of the view that holds `node`, if it has any.
    func selectionLinks(inScopeOf scope: ViewScope?) -> [TagSelectionLink] {
        selectionIndex[scope?.name ?? "<file>"].map { selection[$0].links } ?? []
    }

    /// The `isActive:` links of the view, if it has any.
    func activeLinks(inScopeOf scope: ViewScope?) -> [IsActiveLink] {
        activeIndex[scope?.name ?? "<file>"].map { active[$0].links } ?? []
    }

    private var activeIndex: [String: Int] = [:]
    private var selectionIndex: [String: Int] = [:]
}
