/// The project graph as one file's rules ask it, with every question and its answer
/// written down: a file planned before the whole project was read is planned again when the
/// whole project answers one of its questions otherwise.
final class ProjectView: @unchecked Sendable {
    private let graph: ProjectGraph
    /// Each question asked, with its answer's hash: only whether the answer is the same
    /// matters once the file is planned.
    private(set) var asked: [Question: Int] = [:]

    enum Question: Hashable, Sendable {
        case types(String)
        case uses(String)
        case usesDeclared(String, file: String)
        case shownUses(String, file: String?)
        case callers(String)
        case declaresFunction(String)
        case declaresSignature(String)
        case styles(String, platforms: Set<ApplePlatform>?)
        case containersShowing(String)
        case containersShowingDeclared(String, file: String)
        case containersShowingThroughViews(String, file: String?)
        case sidebarColumn(String)
        case sidebarsShownThrough(file: String, offset: Int)
        case navigationViewShown(String, file: String?)
        case lazyUses(String, file: String?, passingEagerRows: Bool)
        case rowHandoff(String)
        case rowHandoffs(file: String)
        case rowLift(String)
        case rowLiftObstacle(String)
        case rowLifts(file: String)
        case sidebarRowLists(file: String)
        case pushes(String)
        case styleReach(file: String, offset: Int)
        case undeclaredScreens(file: String, offset: Int)
        case container(file: String, offset: Int)
        case navigates(String)
        case navigatesOnMacOS(String)
        case opensNavigatingViews(String, usedIn: String?, steps: Int)
        case declaresType(String)
        case sidebarListShown(String)
        case navigationUses(String, declaredIn: String?)
        case selectionLinks(file: String, offset: Int)
        case programmaticLinks(file: String, offset: Int)
        case styleModifier(String)
        case styleConstant(String)
        case builtPlatforms(String)
        case bodyColumns(String, usedIn: String)
        case hidesBar(String)
        /// By the use's file and offset: a `PlacedUse` would make every question as large.
        case pushingWrapper(file: String, offset: Int)
        case pushedWithOwnNavigation(String)
        case navigationViewsAround(String, file: String?)
        case navigationOutside(String, file: String?)
        case allNavigationOutside(String)
        case allNavigationOutsideDeclared(String, file: String?)
        case stackShown(String, file: String?)
        case selectionListShown(String, usedIn: String?)
        case extensionMentions(type: String, name: String, outside: String)
        case filesExtending(type: String, name: String, outside: String)
        case extensionIdentifiers(type: String, name: String, outside: String)
        case extensionMemberNames(type: String, outside: String)
        case ownEnvironmentValue(String, readIn: String)
        case extensionLinkSites(type: String, outside: String)
        case shownOnlyOnMacOS(String, file: String?)
        case navigationViewsWrappedBy(String)
        case navigationViewsAppliedBy(String)
        case navigationViewsOfWrapper(String)
        case untracedViewLinks
        case nonViewMakesViews(String)
        case nonViewMakesViewsNamed(String)
        case tracesMemberCall(String)
        case passesArgument(String, type: String, file: String?)
        case protocolRefines(String, roots: Set<String>)
        case wrapsInContainer(String)
        case wrapsInKeptContainer(String)
        case deprecatedLinkInitializers
        case declaresLinkInitializer(CallShape)
        case placementLookalikes(String)
        case pushedApplication(String)
        case wrapperShowing(String, file: String?)
        case untracedModifierShowing(String, file: String?)
        case isViewOrScene(String)
    }

    init(_ graph: ProjectGraph) {
        self.graph = graph
    }

    func shownPath(of file: String) -> String { graph.shownPath(of: file) }

    func types(named name: String) -> [DeclaredType] { record(.types(name)) { $0.types(named: name) } }
    func pushedApplication(ofWrapper name: String) -> PushedApplication? {
        record(.pushedApplication(name)) { $0.pushedApplication(ofWrapper: name) }
    }
    func uses(of name: String) -> [PlacedUse] { record(.uses(name)) { $0.uses(of: name) } }
    func uses(of name: String, declaredIn file: String) -> [PlacedUse] {
        record(.usesDeclared(name, file: file)) { $0.uses(of: name, declaredIn: file) }
    }
    func shownUses(of name: String, declaredIn file: String? = nil) -> [PlacedUse] {
        record(.shownUses(name, file: file)) { $0.shownUses(of: name, declaredIn: file) }
    }
    func callers(of name: String) -> [PlacedUse] { record(.callers(name)) { $0.callers(of: name) } }
    func declaresFunction(_ name: String) -> Bool { record(.declaresFunction(name)) { $0.declaresFunction(name) } }
    func declaresFunction(signature: String) -> Bool {
        record(.declaresSignature(signature)) { $0.declaresFunction(signature: signature) }
    }
    func styles(reaching name: String, on platforms: Set<ApplePlatform>? = nil) -> [StyleReach] {
        record(.styles(name, platforms: platforms)) { $0.styles(reaching: name, on: platforms) }
    }
    func containersShowing(_ name: String) -> [ShownIn] { record(.containersShowing(name)) { $0.containersShowing(name) } }
    func containersShowing(_ name: String, declaredIn file: String) -> [ShownIn] {
        record(.containersShowingDeclared(name, file: file)) { $0.containersShowing(name, declaredIn: file) }
    }
    func containersShowingThroughViews(_ name: String, declaredIn file: String? = nil) -> [ShownThrough] {
        record(.containersShowingThroughViews(name, file: file)) { $0.containersShowing(name, throughViews: true, declaredIn: file) }
    }
    func sidebarColumn(showingThrough name: String) -> ShownIn? {
        record(.sidebarColumn(name)) { $0.sidebarColumn(showingThrough: name) }
    }
    func sidebarsShownThrough(useAt offset: Int, in file: String) -> [DeclaredType] {
        record(.sidebarsShownThrough(file: file, offset: offset)) { $0.sidebarsShownThrough(useAt: offset, in: file) }
    }
    func navigationViewShown(by name: String, usedIn file: String? = nil) -> ShownStack? {
        record(.navigationViewShown(name, file: file)) { $0.navigationViewShown(by: name, usedIn: file) }
    }
    func lazyUses(of name: String, declaredIn file: String? = nil, passingEagerRows: Bool = false) -> [LazyUse] {
        record(.lazyUses(name, file: file, passingEagerRows: passingEagerRows)) {
            $0.lazyUses(of: name, declaredIn: file, passingEagerRows: passingEagerRows)
        }
    }
    func rowHandoff(of name: String) -> RowHandoff? { record(.rowHandoff(name)) { $0.rowHandoff(of: name) } }
    func rowHandoffs(in file: String) -> [RowHandoff] { record(.rowHandoffs(file: file)) { $0.rowHandoffs(in: file) } }
    func rowLift(of name: String) -> RowLift? { record(.rowLift(name)) { $0.rowLift(of: name) } }
    func rowLiftObstacle(of name: String) -> RowLiftObstacle? { record(.rowLiftObstacle(name)) { $0.rowLiftObstacle(of: name) } }
    func rowLifts(in file: String) -> [RowLift] { record(.rowLifts(file: file)) { $0.rowLifts(in: file) } }
    func sidebarRowLists(in file: String) -> [SidebarRows] { record(.sidebarRowLists(file: file)) { $0.sidebarRowLists(in: file) } }
    func pushes(of name: String) -> [PlacedUse] { record(.pushes(name)) { $0.pushes(of: name) } }
    func navigates(_ name: String) -> Bool { record(.navigates(name)) { $0.navigates(name) } }
    /// Whether the views of a type navigate further in the code macOS builds.
    func navigatesOnMacOS(_ name: String) -> Bool { record(.navigatesOnMacOS(name)) { $0.navigates(name, onMacOS: true) } }
    func sidebarListShown(by name: String) -> String? { record(.sidebarListShown(name)) { $0.sidebarListShown(by: name) } }

    func bodyColumns(of name: String, usedIn file: String) -> ProjectGraph.PlacedBodyColumns? {
        record(.bodyColumns(name, usedIn: file)) { $0.bodyColumns(of: name, usedIn: file) }
    }
    /// Whether a link of the type's views opens a view that navigates further.
    func declaresType(_ name: String) -> Bool { record(.declaresType(name)) { $0.declaresType(name) } }
    func opensNavigatingViews(_ name: String, usedIn file: String?, steps: Int = 1) -> Bool {
        record(.opensNavigatingViews(name, usedIn: file, steps: steps)) { $0.opensNavigatingViews(name, usedIn: file, steps: steps) }
    }
    func navigationUses(of name: String, declaredIn file: String? = nil) -> NavigationUses {
        record(.navigationUses(name, declaredIn: file)) { graph in
            let found = graph.navigationUses(of: name, declaredIn: file)
            return NavigationUses(pushes: found.pushes, others: found.others)
        }
    }

    func container(at offset: Int, in file: String) -> ContainerFact? {
        record(.container(file: file, offset: offset)) { $0.container(at: offset, in: file) }
    }

    func extensionIdentifiers(of type: String, writing name: String, outside file: String) -> [String: Set<String>] {
        record(.extensionIdentifiers(type: type, name: name, outside: file)) {
            $0.extensionIdentifiers(of: type, writing: name, outside: file)
        }
    }

    func filesExtending(_ type: String, writing name: String, outside file: String) -> [String] {
        record(.filesExtending(type: type, name: name, outside: file)) { $0.filesExtending(type, writing: name, outside: file) }
    }
    func shownOnlyOnMacOS(_ name: String, declaredIn file: String? = nil) -> Bool {
        record(.shownOnlyOnMacOS(name, file: file)) { $0.shownOnlyOnMacOS(name, declaredIn: file) }
    }
    func extensionLinkSites(of type: String, outside file: String) -> [ProgrammaticLinksRef] {
        record(.extensionLinkSites(type: type, outside: file)) { $0.extensionLinkSites(of: type, outside: file) }
    }
    func extensionMentions(of type: String, named name: String, outside file: String) -> [PlacedMention] {
        record(.extensionMentions(type: type, name: name, outside: file)) { $0.extensionMentions(of: type, named: name, outside: file) }
    }

    func navigationViews(wrappedBy name: String) -> [SelectionLinksRef] {
        record(.navigationViewsWrappedBy(name)) { $0.navigationViews(wrappedBy: name) }
    }

    func navigationViews(appliedBy modifier: String) -> [SelectionLinksRef] {
        record(.navigationViewsAppliedBy(modifier)) { $0.navigationViews(appliedBy: modifier) }
    }

    func passesArgument(_ label: String, to name: String, declaredIn file: String?) -> Bool {
        record(.passesArgument(label, type: name, file: file)) { $0.passesArgument(label, to: name, declaredIn: file) }
    }

    func untracedViewLinks() -> [ProgrammaticLinksRef] {
        record(.untracedViewLinks) { $0.untracedViewLinks() }
    }

    func nonViewMakesViews(inMember name: String) -> Bool {
        record(.nonViewMakesViews(name)) { $0.nonViewMakesViews(inMember: name) }
    }

    func tracesMemberCall(_ signature: String) -> Bool {
        record(.tracesMemberCall(signature)) { $0.tracesMemberCall(signature) }
    }

    func nonViewMakesViews(named name: String) -> Bool {
        record(.nonViewMakesViewsNamed(name)) { $0.nonViewMakesViews(named: name) }
    }

    func navigationViews(ofWrapper name: String) -> [SelectionLinksRef] {
        record(.navigationViewsOfWrapper(name)) { $0.navigationViews(ofWrapper: name) }
    }

    func ownEnvironmentValue(named name: String, readIn file: String) -> OwnEnvironmentValue? {
        record(.ownEnvironmentValue(name, readIn: file)) { $0.ownEnvironmentValue(named: name, readIn: file) }
    }

    func extensionMemberNames(of type: String, outside file: String) -> Set<String> {
        record(.extensionMemberNames(type: type, outside: file)) { $0.extensionMemberNames(of: type, outside: file) }
    }

    func navigationViewsAround(_ name: String, declaredIn file: String? = nil) -> [SelectionLinksRef] {
        record(.navigationViewsAround(name, file: file)) { $0.navigationViewsAround(name, declaredIn: file) }
    }

    func navigationOutside(_ name: String, declaredIn file: String? = nil) -> NavigationOutside? {
        record(.navigationOutside(name, file: file)) { $0.navigationOutside(name, declaredIn: file) }
    }
    func allNavigationOutside(_ name: String, declaredIn file: String?) -> [NavigationOutside] {
        record(.allNavigationOutsideDeclared(name, file: file)) { $0.allNavigationOutside(name, declaredIn: file) }
    }
    func allNavigationOutside(_ name: String) -> [NavigationOutside] {
        record(.allNavigationOutside(name)) { $0.allNavigationOutside(name) }
    }
    func styleModifier(named name: String) -> StyleReach? { record(.styleModifier(name)) { $0.styleModifier(named: name) } }
    func styleConstant(named name: String) -> [StyleConstantFact] { record(.styleConstant(name)) { $0.styleConstant(named: name) } }
    func builtPlatforms(of file: String) -> Set<ApplePlatform>? { record(.builtPlatforms(file)) { $0.builtPlatforms(of: file) } }
    func hidesBar(modifier name: String) -> Bool { record(.hidesBar(name)) { $0.hidesBar(modifier: name) } }
    func pushingWrapper(of placed: PlacedUse) -> String? {
        record(.pushingWrapper(file: placed.file, offset: placed.use.offset)) { $0.pushingWrapper(of: placed) }
    }
    func pushedWithOwnNavigation(through name: String) -> [PlacedUse] {
        record(.pushedWithOwnNavigation(name)) { $0.pushedWithOwnNavigation(through: name) }
    }
    /// Whether a type of the project of this name is a view (through the project's own view
    /// protocols too), a `ViewModifier`, an app or a scene.
    func isViewOrScene(_ name: String) -> Bool {
        record(.isViewOrScene(name)) { graph in graph.types(named: name).contains { graph.isView($0) || graph.isScene($0) } }
    }
    func untracedModifierShowing(_ name: String, declaredIn file: String?) -> UntracedModifierShow? {
        record(.untracedModifierShowing(name, file: file)) { $0.untracedModifierShowing(name, declaredIn: file) }
    }
    func wrapperShowing(_ name: String, declaredIn file: String?) -> WrapperShow? {
        record(.wrapperShowing(name, file: file)) { $0.wrapperShowing(name, declaredIn: file) }
    }
    func stackShown(by name: String, usedIn file: String? = nil) -> ShownStack? {
        record(.stackShown(name, file: file)) { $0.stackShown(by: name, usedIn: file) }
    }
    func wrapsInContainer(_ name: String) -> Bool { record(.wrapsInContainer(name)) { $0.wrapsInContainer(name) } }
    func wrapsInKeptContainer(_ name: String) -> Bool { record(.wrapsInKeptContainer(name)) { $0.wrapsInKeptContainer(name) } }
    func deprecatedLinkInitializers() -> [PlacedLinkInitializer] {
        record(.deprecatedLinkInitializers) { $0.deprecatedLinkInitializers }
    }
    /// Whether the project declares a `NavigationLink` initializer a call of this shape can call.
    func declaresLinkInitializer(accepting shape: CallShape) -> Bool {
        record(.declaresLinkInitializer(shape)) { $0.declaresLinkInitializer(accepting: shape) }
    }
    func placementLookalikes(named name: String) -> [PlacementLookalike] {
        record(.placementLookalikes(name)) { $0.placementLookalikes(named: name) }
    }
    func selectionListShown(by name: String, usedIn file: String? = nil) -> ShownStack? {
        record(.selectionListShown(name, usedIn: file)) { $0.selectionListShown(by: name, usedIn: file) }
    }
    func protocolRefines(_ name: String, oneOf roots: Set<String>) -> Bool {
        record(.protocolRefines(name, roots: roots)) { $0.protocolRefines(name, oneOf: roots) }
    }

    func selectionLinks(shownByContainerAt offset: Int, in file: String) -> [SelectionLinksRef] {
        record(.selectionLinks(file: file, offset: offset)) { $0.selectionLinks(shownByContainerAt: offset, in: file) }
    }

    func programmaticLinks(reachedFromContainerAt offset: Int, in file: String) -> [ProgrammaticLinksRef] {
        record(.programmaticLinks(file: file, offset: offset)) { $0.programmaticLinks(reachedFromContainerAt: offset, in: file) }
    }

    func reach(ofStyleAt offset: Int, in file: String) -> StyleReachDown {
        record(.styleReach(file: file, offset: offset)) { $0.reach(ofStyleAt: offset, in: file) }
    }

    /// Undeclared screens a style reaches, by the place each is shown (see `ProjectGraph`).
    func undeclaredScreens(styledAt offset: Int, in file: String) -> [UndeclaredScreen] {
        record(.undeclaredScreens(file: file, offset: offset)) { $0.undeclaredScreens(styledAt: offset, in: file) }
    }

    private func record<Answer: Hashable>(_ question: Question, _ ask: (ProjectGraph) -> Answer) -> Answer {
        let answer = ask(graph)
        asked[question] = answer.hashValue
        return answer
    }

    /// The questions asked and their answers, without the graph that answered them: what a
    /// planned file keeps until the whole project is read.
    var answered: AskedQuestions { AskedQuestions(asked: asked) }

    fileprivate func answer(_ question: Question) -> AnyHashable {
        switch question {
        case .types(let name): return AnyHashable(graph.types(named: name))
        case .pushedApplication(let name): return AnyHashable(graph.pushedApplication(ofWrapper: name))
        case .uses(let name): return AnyHashable(graph.uses(of: name))
        case .usesDeclared(let name, let file): return AnyHashable(graph.uses(of: name, declaredIn: file))
        case .shownUses(let name, let file): return AnyHashable(graph.shownUses(of: name, declaredIn: file))
        case .callers(let name): return AnyHashable(graph.callers(of: name))
        case .declaresFunction(let name): return AnyHashable(graph.declaresFunction(name))
        case .declaresSignature(let signature): return AnyHashable(graph.declaresFunction(signature: signature))
        case .styles(let name, let platforms): return AnyHashable(graph.styles(reaching: name, on: platforms))
        case .containersShowing(let name): return AnyHashable(graph.containersShowing(name))
        case .containersShowingDeclared(let name, let file): return AnyHashable(graph.containersShowing(name, declaredIn: file))
        case .containersShowingThroughViews(let name, let file):
            return AnyHashable(graph.containersShowing(name, throughViews: true, declaredIn: file))
        case .sidebarColumn(let name): return AnyHashable(graph.sidebarColumn(showingThrough: name))
        case .sidebarsShownThrough(let file, let offset): return AnyHashable(graph.sidebarsShownThrough(useAt: offset, in: file))
        case .navigationViewShown(let name, let file): return AnyHashable(graph.navigationViewShown(by: name, usedIn: file))
        case .lazyUses(let name, let file, let eager): return AnyHashable(graph.lazyUses(of: name, declaredIn: file, passingEagerRows: eager))
        case .rowHandoff(let name): return AnyHashable(graph.rowHandoff(of: name))
        case .rowHandoffs(let file): return AnyHashable(graph.rowHandoffs(in: file))
        case .rowLift(let name): return AnyHashable(graph.rowLift(of: name))
        case .rowLiftObstacle(let name): return AnyHashable(graph.rowLiftObstacle(of: name))
        case .rowLifts(let file): return AnyHashable(graph.rowLifts(in: file))
        case .sidebarRowLists(let file): return AnyHashable(graph.sidebarRowLists(in: file))
        case .pushes(let name): return AnyHashable(graph.pushes(of: name))
        case .styleReach(let file, let offset): return AnyHashable(graph.reach(ofStyleAt: offset, in: file))
        case .undeclaredScreens(let file, let offset): return AnyHashable(graph.undeclaredScreens(styledAt: offset, in: file))
        case .container(let file, let offset): return AnyHashable(graph.container(at: offset, in: file))
        case .navigates(let name): return AnyHashable(graph.navigates(name))
        case .navigatesOnMacOS(let name): return AnyHashable(graph.navigates(name, onMacOS: true))
        case .opensNavigatingViews(let name, let file, let steps):
            return AnyHashable(graph.opensNavigatingViews(name, usedIn: file, steps: steps))
        case .declaresType(let name): return AnyHashable(graph.declaresType(name))
        case .sidebarListShown(let name): return AnyHashable(graph.sidebarListShown(by: name))
        case .bodyColumns(let name, let file): return AnyHashable(graph.bodyColumns(of: name, usedIn: file))
        case .filesExtending(let type, let name, let outside):
            return AnyHashable(graph.filesExtending(type, writing: name, outside: outside))
        case .extensionIdentifiers(let type, let name, let outside):
            return AnyHashable(graph.extensionIdentifiers(of: type, writing: name, outside: outside))
        case .extensionMentions(let type, let name, let outside):
            return AnyHashable(graph.extensionMentions(of: type, named: name, outside: outside))
        case .extensionMemberNames(let type, let outside):
            return AnyHashable(graph.extensionMemberNames(of: type, outside: outside))
        case .ownEnvironmentValue(let name, let file): return AnyHashable(graph.ownEnvironmentValue(named: name, readIn: file))
        case .extensionLinkSites(let type, let outside):
            return AnyHashable(graph.extensionLinkSites(of: type, outside: outside))
        case .shownOnlyOnMacOS(let name, let file): return AnyHashable(graph.shownOnlyOnMacOS(name, declaredIn: file))
        case .navigationViewsWrappedBy(let name):
            return AnyHashable(graph.navigationViews(wrappedBy: name))
        case .navigationViewsAppliedBy(let name):
            return AnyHashable(graph.navigationViews(appliedBy: name))
        case .navigationViewsOfWrapper(let name): return AnyHashable(graph.navigationViews(ofWrapper: name))
        case .untracedViewLinks: return AnyHashable(graph.untracedViewLinks())
        case .nonViewMakesViews(let name): return AnyHashable(graph.nonViewMakesViews(inMember: name))
        case .nonViewMakesViewsNamed(let name): return AnyHashable(graph.nonViewMakesViews(named: name))
        case .tracesMemberCall(let signature): return AnyHashable(graph.tracesMemberCall(signature))
        case .passesArgument(let label, let type, let file): return AnyHashable(graph.passesArgument(label, to: type, declaredIn: file))
        case .navigationViewsAround(let name, let file): return AnyHashable(graph.navigationViewsAround(name, declaredIn: file))
        case .navigationOutside(let name, let file): return AnyHashable(graph.navigationOutside(name, declaredIn: file))
        case .allNavigationOutside(let name): return AnyHashable(graph.allNavigationOutside(name))
        case .allNavigationOutsideDeclared(let name, let file): return AnyHashable(graph.allNavigationOutside(name, declaredIn: file))
        case .stackShown(let name, let file): return AnyHashable(graph.stackShown(by: name, usedIn: file))
        case .wrapperShowing(let name, let file): return AnyHashable(graph.wrapperShowing(name, declaredIn: file))
        case .isViewOrScene(let name): return AnyHashable(graph.types(named: name).contains { graph.isView($0) || graph.isScene($0) })
        case .untracedModifierShowing(let name, let file):
            return AnyHashable(graph.untracedModifierShowing(name, declaredIn: file))
        case .wrapsInContainer(let name): return AnyHashable(graph.wrapsInContainer(name))
        case .wrapsInKeptContainer(let name): return AnyHashable(graph.wrapsInKeptContainer(name))
        case .selectionListShown(let name, let file): return AnyHashable(graph.selectionListShown(by: name, usedIn: file))
        case .protocolRefines(let name, let roots): return AnyHashable(graph.protocolRefines(name, oneOf: roots))
        case .styleModifier(let name): return AnyHashable(graph.styleModifier(named: name))
        case .styleConstant(let name): return AnyHashable(graph.styleConstant(named: name))
        case .builtPlatforms(let file): return AnyHashable(graph.builtPlatforms(of: file))
        case .hidesBar(let name): return AnyHashable(graph.hidesBar(modifier: name))
        case .pushingWrapper(let file, let offset): return AnyHashable(graph.pushingWrapper(file: file, offset: offset))
        case .pushedWithOwnNavigation(let name): return AnyHashable(graph.pushedWithOwnNavigation(through: name))
        case .deprecatedLinkInitializers: return AnyHashable(graph.deprecatedLinkInitializers)
        case .declaresLinkInitializer(let shape): return AnyHashable(graph.declaresLinkInitializer(accepting: shape))
        case .placementLookalikes(let name): return AnyHashable(graph.placementLookalikes(named: name))
        case .selectionLinks(let file, let offset):
            return AnyHashable(graph.selectionLinks(shownByContainerAt: offset, in: file))
        case .programmaticLinks(let file, let offset):
            return AnyHashable(graph.programmaticLinks(reachedFromContainerAt: offset, in: file))
        case .navigationUses(let name, let file):
            let found = graph.navigationUses(of: name, declaredIn: file)
            return AnyHashable(NavigationUses(pushes: found.pushes, others: found.others))
        }
    }
}

/// A container a view is shown in, and the views between (`ProjectGraph.containersShowing(_:throughViews:)`).
struct ShownThrough: Hashable, Sendable {
    var shown: ShownIn
    var through: [String]
}

struct NavigationUses: Hashable, Sendable {
    var pushes: [PlacedUse]
    var others: [PlacedUse]
}

/// The questions one file's rules asked of the project, each with its answer's hash.
struct AskedQuestions: Sendable {
    let asked: [ProjectView.Question: Int]

    /// Whether `graph` answers every question as it was answered.
    func agrees(with graph: ProjectGraph) -> Bool {
        let other = ProjectView(graph)
        return asked.allSatisfy { question, answer in other.answer(question).hashValue == answer }
    }
}

/// A type the project does not declare, presented or pushed under a style.
struct UndeclaredScreen: Hashable, Sendable {
    var name: String
    var line: Int
    var column: Int
    var how: String
}
