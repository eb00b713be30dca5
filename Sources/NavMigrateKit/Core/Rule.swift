import SwiftSyntax

/// One rewrite: what it looks for, and what it makes of each place it finds.
///
/// To add a rule: a folder under `Rules/` with a type that conforms to `Rule`, its line in
/// `RuleSet.registry`, its id in `RuleID`, and golden cases `Golden/<id>-<case>/` (one it
/// migrates, one it refuses). The file's walk, the prefilter and the coordinator read
/// everything else from the rule itself.
protocol Rule: Sendable {
    /// A place in a file the rule plans on its own: a container, a view's links, a modifier.
    associatedtype Site

    static var id: RuleID { get }
    /// Text a file must hold (one of these) for the rule to have work in it. The prefilter is
    /// their union, and the file's walk reads only statements and members that hold one.
    static var triggers: [String] { get }
    /// The calls the rule reads from the file's index, by the last part of the callee's name:
    /// `NavigationLink` for `NavigationLink(...)`, `navigationBarTitle` for `.navigationBarTitle(...)`.
    static var calls: Set<String> { get }

    init()

    /// The rule's sites in a file, in source order.
    func sites(in file: FileIndex) -> [Site]
    /// Where a site is, and which other sites it stands or falls with.
    func shape(of site: Site, in file: FileIndex) -> SiteShape
    /// The site's edits, all or none, or why it stays as it is.
    func plan(_ site: Site, in file: FileIndex) throws(Refusal) -> Plan
    /// What a site says when it is left as it is because a site it stands with, of rule
    /// `culpritRule`, was refused at `culprit` (`12:5`).
    func keptWithOthers(culprit: String, culpritRule: RuleID?) -> String
    /// The same when several sites of that rule it needs are left as they are, the culprit
    /// first: by default the message names the culprit only.
    func keptWithOthers(culprits: [String], culpritRule: RuleID?) -> String
    /// What a site says when the refused site it goes with holds it (`SiteShape.enclosedBy`);
    /// nil for what `keptWithOthers` says.
    func keptInside(culprit: String, culpritRule: RuleID?) -> String?
    /// What a site says when the refused site it goes with is refused at `culprit`, which it
    /// does not show, while it does show that site's member at `shownMember`
    /// (`SiteShape.shownMembers`); nil for what `keptWithOthers` says.
    func keptWithOthers(culprit: String, shownMember: String, culpritRule: RuleID?) -> String?
}

extension Rule {
    var id: RuleID { Self.id }

    func keptWithOthers(culprits: [String], culpritRule: RuleID?) -> String {
        keptWithOthers(culprit: culprits[0], culpritRule: culpritRule)
    }

    func keptWithOthers(culprit: String, culpritRule: RuleID?) -> String {
        "left as it is so the view is not half-migrated (see \(culprit))"
    }

    func keptInside(culprit: String, culpritRule: RuleID?) -> String? { nil }

    func keptWithOthers(culprit: String, shownMember: String, culpritRule: RuleID?) -> String? { nil }

    /// Runs the rule over a file: one outcome per site.
    func outcomes(in file: FileIndex) -> [SiteOutcome] {
        sites(in: file).map { site in
            let shape = self.shape(of: site, in: file)
            let result = Result { () throws(Refusal) in try plan(site, in: file) }
            return SiteOutcome(rule: Self.id, shape: shape, result: result)
        }
    }
}

/// A rule over a view's links (`isActive:`, `tag:selection:`): its links stand or fall with
/// the navigation views they are shown in, and say so when one of those stays.
protocol LinkRule: Rule {}

extension LinkRule {
    func keptWithOthers(culprit: String, culpritRule: RuleID?) -> String {
        culpritRule == .navigationView
            ? "link left as it is: the navigation view it is shown in (\(culprit)) stays as it is, and its links go with it"
            : "link left as it is so the view is not half-migrated (see \(culprit))"
    }
}

/// A site, as the coordinator sees it.
struct SiteShape {
    /// The node the site starts from; other sites name it in `requires`.
    var node: Syntax
    /// Where the site's findings point when it is left as it is because of another site: a
    /// view's links each get one. Defaults to the site's own node.
    var members: [Syntax]
    /// Sites that must be migrated for this one to be, by rule and node: a view's links need
    /// their container, a style needs the navigation views it styles.
    var requires: [SiteKey]
    /// Whether each site in `requires` also needs this one (a container and its view's links).
    var isMutual: Bool
    /// Sites this one needs that do not need it, whatever `isMutual` says: a child view's
    /// links need the navigation view that pushes the child, which can migrate without them.
    var requiresOneWay: [SiteKey]
    /// Sites that need this one, which does not need them: the navigation views around links
    /// that migrate the same in any of them (plain links of a selection that only drove them),
    /// which still wait for those links (an old link left inside a new stack misbehaves).
    var requiredBy: [SiteKey] = []
    /// Whether the site is where another site's change lands (a row's destinations on the view
    /// that shows the row, a sidebar view's detail column) rather than one of the rule's own
    /// sites: left as it is, it is not counted apart from the sites it goes with.
    var isCompanion = false
    /// The sites of `requires` whose code holds this one (a style written inside a navigation
    /// view's content): left as it is for one of them, the site says it goes with what holds it.
    var enclosedBy: [SiteKey] = []
    /// What the site says when it is left as it is for one of these required sites, where the
    /// rule's `keptWithOthers` would not say why: the place of that site is written as
    /// `SiteShape.culpritMarker`.
    var keptMessages: [SiteKey: String] = [:]
    static let culpritMarker = "\u{1}culprit\u{1}"
    /// For each site of `requires` that shows only some of this site's members (one of a view's
    /// navigation views, holding some of its links), the members it shows: left as it is for
    /// this site's sake, it names one of those, not a place of this site it does not show.
    var shownMembers: [SiteKey: [Syntax]] = [:]
    /// The navigation views this site's view is pushed onto, where it is a navigation view
    /// that goes because it is pushed: left as it is while one of those migrates, it nests in
    /// the new container, and its findings say so.
    var pushedOnto: [SiteKey] = []

    init(node: some SyntaxProtocol, members: [Syntax]? = nil, requires: [SiteKey] = [], isMutual: Bool = false,
         requiresOneWay: [SiteKey] = [], isCompanion: Bool = false) {
        self.isCompanion = isCompanion
        self.node = Syntax(node)
        self.members = members ?? [Syntax(node)]
        self.requires = requires
        self.isMutual = isMutual
        self.requiresOneWay = requiresOneWay
    }
}

/// A site named across rules and files: its file, the rule that plans it, and where the
/// node it starts from starts (after its trivia).
struct SiteKey: Hashable, Sendable {
    /// The file's id in the run; nil for the file whose rule names the site.
    var file: String?
    var rule: RuleID
    var offset: Int

    /// A site of the same file.
    init(_ rule: RuleID, _ node: some SyntaxProtocol) {
        self.init(file: nil, rule: rule, offset: node.positionAfterSkippingLeadingTrivia.utf8Offset)
    }

    init(file: String?, rule: RuleID, offset: Int) {
        self.file = file
        self.rule = rule
        self.offset = offset
    }

    /// The key with its file filled in.
    func resolved(in file: String) -> SiteKey {
        SiteKey(file: self.file ?? file, rule: rule, offset: offset)
    }
}

/// What a rule made of one site.
struct SiteOutcome {
    var rule: RuleID
    var shape: SiteShape
    var result: Result<Plan, Refusal>
}

/// Why a site is left as it is, and where: the finding the user reads.
struct Refusal: Error {
    var rule: RuleID
    var message: String
    var node: Syntax

    init(_ rule: RuleID, _ message: String, at node: some SyntaxProtocol) {
        self.rule = rule
        self.message = message
        self.node = Syntax(node)
    }
}
