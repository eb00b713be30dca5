/// `Sidebar` for `Mail.Sidebar`: the last part of a type's name, as a byte search of a file
/// finds it.
func lastName(_ name: String) -> String {
    name.lastIndex(of: ".").map { String(name[name.index(after: $0)...]) } ?? name
}

/// The project as the rules see it across files: every file's facts, merged. It answers the
/// questions a rule has about a view type beyond its own file: which styles reach its
/// navigation views, where it is shown in a column, a list or a destination.
final class ProjectGraph: @unchecked Sendable {
    private(set) var files: [String: FileFacts] = [:]
    private var typesByName: [String: [(file: String, facts: TypeFacts)]] = [:]
    /// The last names of the nested types declared (`Row` for `Mail.Row`), kept as types are
    /// added (not when a file's are removed): only a use of one of these names may name a
    /// nested type.
    private var nestedTypeNames = Set<String>()
    /// The names of the types declared with `tag:selection:` links whose selection comes from
    /// elsewhere (`TypeFacts.hasDetachedSelectionLinks`), kept as types are added: the few a
    /// split view's column may show through other views.
    private var detachedSelectionTypeNames = Set<String>()
    /// `FileFacts.extensionMemberNames` by type, with the file of each.
    private var extensionMemberNames: [String: [(file: String, names: Set<String>)]] = [:]
    /// `FileFacts.wrapperNavigationViews` by wrapper name, with the file of each.
    private var wrapperNavigationViews: [String: [SelectionLinksRef]] = [:]
    private var usesByName: [String: [(file: String, use: TypeUse)]] = [:]
    private var previewUsesByName: [String: [(file: String, use: TypeUse)]] = [:]
    private var usesByHolder: [String: [(file: String, use: TypeUse)]] = [:]
    private var makerUsesByName: [String: [(file: String, use: TypeUse)]] = [:]
    /// `FileFacts.memberReads` by member name.
    private var memberReadsByName: [String: [(file: String, use: TypeUse)]] = [:]
    /// The same reads by the type they are in.
    private var memberReadsByHolder: [String: [(file: String, use: TypeUse)]] = [:]
    /// The types that make a view in a readable member (`TypeUse.inMember`), by member name,
    /// with the file of each use.
    private var memberMakers: [String: [(file: String, type: String)]] = [:]
    private var functions = Set<String>()
    private var extensionMentions: [String: [(file: String, mention: ExtensionMention)]] = [:]
    private var extensionIdentifiers: [String: [(file: String, names: Set<String>)]] = [:]
    private var extensionLinkSites: [String: [ProgrammaticLinksRef]] = [:]
    private var signatures = Set<String>()
    private var styleModifiers: [String: (file: String, style: StyleFact)] = [:]
    private var styleConstants: [String: [(file: String, fact: StyleConstantFact)]] = [:]
    /// The app's own modifiers that hide the navigation bar, with the file that declares each.
    private var barHidingModifiers: [String: String] = [:]
    /// Views and modifiers of the app's own that show what they are handed in a navigation
    /// container (`FileFacts.containerWrappers`).
    private var containerWrappers = Set<String>()
    /// `FileFacts.lookModifiers` of every file.
    private var lookModifiers = Set<String>()
    private var keptContainerWrappers = Set<String>()
    private var closureShowingWrappers = Set<String>()
    private var wrapperClosures = Set<String>()
    /// Types declared in files the project did not need to read: they show no navigation view,
    /// nor any type that has one.
    private var quietTypes = Set<String>()
    /// The files (ids) of the files read no further that declare a type, by name.
    private var quietDeclarations: [String: [String]] = [:]
    /// Protocols the project declares, with what each inherits.
    private var protocols: [String: [String]] = [:]
    /// The project's declarations named like an old toolbar placement, by name.
    private var placementLookalikesByName: [String: [PlacementLookalike]] = [:]
    /// `findDeprecatedLinkInitializers()`, until a file is added.
    private var deprecatedLinkInitializersFound: [PlacedLinkInitializer]?

    /// The app's own `NavigationLink` initializers that make a deprecated programmatic link.
    var deprecatedLinkInitializers: [PlacedLinkInitializer] {
        if let found = deprecatedLinkInitializersFound { return found }
        let found = findDeprecatedLinkInitializers()
        deprecatedLinkInitializersFound = found
        return found
    }

    /// Whether the app's view or modifier `name` shows what it is handed inside a navigation
    /// container of its own.
    func wrapsInContainer(_ name: String) -> Bool { containerWrappers.contains(name) }
    /// Whether the app's own view or function `name` shows what it is handed in a navigation
    /// view that stays as it is (kept by a comment or an availability check, or refused).
    func wrapsInKeptContainer(_ name: String) -> Bool { keptContainerWrappers.contains(name) && !containerWrappers.contains(name) }

    init(_ facts: [FileFacts]) {
        // Every file's types first: a use resolves against the nested types of all of them.
        for file in facts {
            for type in file.types { addType(type, in: file.file) }
        }
        for file in facts { add(file, typesAdded: true) }
    }

    func add(_ facts: FileFacts) { add(facts, typesAdded: false) }

    private func add(_ facts: FileFacts, typesAdded: Bool) {
        deprecatedLinkInitializersFound = nil
        if let old = files[facts.file] { remove(old) }
        if !typesAdded {
            for type in facts.types { addType(type, in: facts.file) }
        }
        var facts = facts
        for index in facts.uses.indices { facts.uses[index].name = resolvedName(of: facts.uses[index]) }
        files[facts.file] = facts
        for use in facts.uses {
            if use.inPreview { previewUsesByName[use.name, default: []].append((facts.file, use)) } else {
                usesByName[use.name, default: []].append((facts.file, use))
            }
            if let holder = use.inType { usesByHolder[holder, default: []].append((facts.file, use)) }
            if let holder = use.inType, let member = use.inMember, !use.inPreview {
                for form in callableForms(of: member) { memberMakers[form, default: []].append((facts.file, holder)) }
            }
        }
        for use in facts.makerUses { makerUsesByName[use.name, default: []].append((facts.file, use)) }
        for use in facts.memberReads {
            memberReadsByName[use.name, default: []].append((facts.file, use))
            if let holder = use.inType { memberReadsByHolder[holder, default: []].append((facts.file, use)) }
        }
        functions.formUnion(facts.functions)
        for (type, mentions) in facts.extensionMentions {
            extensionMentions[type, default: []] += mentions.map { (facts.file, $0) }
        }
        addExtensionMemberNames(facts.extensionMemberNames, in: facts.file)
        for (type, names) in facts.extensionIdentifiers { extensionIdentifiers[type, default: []].append((facts.file, names)) }
        for (type, sites) in facts.extensionLinkSites { extensionLinkSites[type, default: []] += sites }
        for (name, offsets) in facts.wrapperNavigationViews {
            wrapperNavigationViews[name, default: []] += offsets.map { SelectionLinksRef(file: facts.file, offset: $0) }
        }
        signatures.formUnion(facts.functionSignatures)
        for (name, style) in facts.styleModifiers { styleModifiers[name] = (facts.file, style) }
        for (name, constants) in facts.styleConstants {
            styleConstants[name, default: []] += constants.map { constant in
                var placed = constant
                placed.file = facts.file
                return (facts.file, placed)
            }
        }
        for name in facts.barHidingModifiers { barHidingModifiers[name] = facts.file }
        containerWrappers.formUnion(facts.containerWrappers)
        lookModifiers.formUnion(facts.lookModifiers)
        keptContainerWrappers.formUnion(facts.keptContainerWrappers)
        closureShowingWrappers.formUnion(facts.closureShowingWrappers)
        wrapperClosures.formUnion(facts.wrapperClosures)
        for lookalike in facts.placementLookalikes { placementLookalikesByName[lookalike.name, default: []].append(lookalike) }
        addProtocols(facts.protocols)
    }

    /// Protocols declared in files the project read only as bytes (see `FileFacts.protocols`).
    func addProtocols(_ declared: [String: [String]]) {
        for (name, inherited) in declared { protocols[name, default: []] += inherited }
    }

    /// Whether a declared type is a view: it says it is a `View` or a `ViewModifier`, or conforms
    /// to a protocol of the project that refines one (`struct Settings: BaseView`).
    func isView(_ declared: DeclaredType) -> Bool {
        declared.facts.isView || declared.facts.conformances.contains { protocolRefines($0, oneOf: ["View", "ViewModifier"]) }
            // A library's view protocol (`ConnectedView`, whose `body(props:)` makes the view):
            // a conformance the project does not declare, and a view's body.
            || (declared.facts.declaresViewBody && declared.facts.conformances.contains { protocols[$0] == nil })
    }

    private static let sceneProtocols: Set<String> = ["App", "Scene", "SwiftUI.App", "SwiftUI.Scene"]

    /// Whether a type is an app or a scene (`struct PetApp: App`): the views its body makes are
    /// the roots of windows, with nothing around them.
    func isScene(_ declared: DeclaredType) -> Bool {
        declared.facts.conformances.contains { Self.sceneProtocols.contains($0) || protocolRefines($0, oneOf: Self.sceneProtocols) }
    }

    /// Whether the project's protocol `name` inherits, through any of its own protocols, one
    /// of `roots` (`protocol BaseView: View` with `View`).
    func protocolRefines(_ name: String, oneOf roots: Set<String>) -> Bool {
        var seen: Set<String> = []
        var pending = [name]
        while let next = pending.popLast() {
            guard seen.insert(next).inserted, let inherited = protocols[next] else { continue }
            if inherited.contains(where: roots.contains) { return true }
            pending += inherited
        }
        return false
    }

    private func remove(_ facts: FileFacts) {
        for type in facts.types { typesByName[type.name]?.removeAll { $0.file == facts.file } }
        for use in facts.uses {
            usesByName[use.name]?.removeAll { $0.file == facts.file }
            previewUsesByName[use.name]?.removeAll { $0.file == facts.file }
            if let holder = use.inType { usesByHolder[holder]?.removeAll { $0.file == facts.file } }
            if let member = use.inMember {
                for form in callableForms(of: member) { memberMakers[form]?.removeAll { $0.file == facts.file } }
            }
        }
        for use in facts.makerUses { makerUsesByName[use.name]?.removeAll { $0.file == facts.file } }
        for use in facts.memberReads {
            memberReadsByName[use.name]?.removeAll { $0.file == facts.file }
            if let holder = use.inType { memberReadsByHolder[holder]?.removeAll { $0.file == facts.file } }
        }
        for type in facts.extensionMentions.keys { extensionMentions[type]?.removeAll { $0.file == facts.file } }
        for type in facts.extensionIdentifiers.keys { extensionIdentifiers[type]?.removeAll { $0.file == facts.file } }
        for type in facts.extensionLinkSites.keys { extensionLinkSites[type]?.removeAll { $0.file == facts.file } }
        for type in facts.extensionMemberNames.keys { extensionMemberNames[type]?.removeAll { $0.file == facts.file } }
        for name in facts.wrapperNavigationViews.keys { wrapperNavigationViews[name]?.removeAll { $0.file == facts.file } }
        functions = Set(files.values.filter { $0.file != facts.file }.flatMap(\.functions))
        signatures = Set(files.values.filter { $0.file != facts.file }.flatMap(\.functionSignatures))
        containerWrappers = Set(files.values.filter { $0.file != facts.file }.flatMap(\.containerWrappers))
        lookModifiers = Set(files.values.filter { $0.file != facts.file }.flatMap(\.lookModifiers))
        keptContainerWrappers = Set(files.values.filter { $0.file != facts.file }.flatMap(\.keptContainerWrappers))
        closureShowingWrappers = Set(files.values.filter { $0.file != facts.file }.flatMap(\.closureShowingWrappers))
        wrapperClosures = Set(files.values.filter { $0.file != facts.file }.flatMap(\.wrapperClosures))
        for name in facts.styleModifiers.keys where styleModifiers[name]?.file == facts.file { styleModifiers[name] = nil }
        for name in facts.styleConstants.keys { styleConstants[name]?.removeAll { $0.file == facts.file } }
        for name in facts.barHidingModifiers where barHidingModifiers[name] == facts.file { barHidingModifiers[name] = nil }
        for lookalike in facts.placementLookalikes { placementLookalikesByName[lookalike.name]?.removeAll { $0.file == facts.file } }
    }

    private func addType(_ type: TypeFacts, in file: String) {
        typesByName[type.name, default: []].append((file, type))
        if type.hasDetachedSelectionLinks { detachedSelectionTypeNames.insert(type.name) }
        if let dot = type.name.lastIndex(of: ".") { nestedTypeNames.insert(String(type.name[type.name.index(after: dot)...])) }
    }

    /// The type a use names, as the project names it: a plain name written in a type that
    /// another file nests a type of that name in (`Row()` in `Mail`, with `extension Mail {
    /// struct Row }` elsewhere) is that nested type, the innermost first.
    private func resolvedName(of use: TypeUse) -> String {
        guard nestedTypeNames.contains(use.name), let holder = use.inType else { return use.name }
        var path = holder.split(separator: ".").map(String.init)
        while !path.isEmpty {
            let candidate = (path + [use.name]).joined(separator: ".")
            if typesByName[candidate]?.isEmpty == false { return candidate }
            path.removeLast()
        }
        return use.name
    }

    /// Names types that files read no further declare (see `quietTypes`).
    /// Whether the project declares a type of this name (`enum Color`), in any file.
    func declaresType(_ name: String) -> Bool {
        !types(named: name).isEmpty || !(quietDeclarations[name] ?? []).isEmpty
    }

    func addQuietTypes(_ declarations: [String: [String]]) {
        quietTypes.formUnion(declarations.keys)
        quietDeclarations.merge(declarations) { $0 + $1 }
    }

    func shownPath(of file: String) -> String { files[file]?.shownPath ?? file }

    /// The project's own declarations named like the old toolbar placement `name`, in the
    /// files' order.
    func placementLookalikes(named name: String) -> [PlacementLookalike] {
        (placementLookalikesByName[name] ?? []).sorted { ($0.file, $0.line, $0.column) < ($1.file, $1.line, $1.column) }
    }

    // MARK: Questions

    /// The types of this name the project declares.
    func types(named name: String) -> [DeclaredType] {
        (typesByName[name] ?? []).map { DeclaredType(file: $0.file, facts: $0.facts) }
    }

    struct PlacedBodyColumns: Hashable {
        let file: String
        let columns: BodyColumns
    }

    /// Every place the project's app code uses a type of this name (previews are not where
    /// the app shows a view, so they decide nothing about its navigation).
    func uses(of name: String) -> [PlacedUse] {
        (usesByName[name] ?? []).map { PlacedUse(file: $0.file, use: $0.use) }
    }

    /// Every call of a type of this name that must still compile: app code and previews.
    func callers(of name: String) -> [PlacedUse] {
        uses(of: name) + (previewUsesByName[name] ?? []).map { PlacedUse(file: $0.file, use: $0.use) }
    }

    /// Where extensions of `type` in files other than `file` use `name`.
    func extensionMentions(of type: String, named name: String, outside file: String) -> [PlacedMention] {
        (extensionMentions[type] ?? []).filter { $0.file != file && $0.mention.name == name }
            .map { PlacedMention(file: $0.file, mention: $0.mention) }
    }

    /// What the extensions of `type` in each file other than `file` write, for the files whose
    /// extensions of it write `name`.
    func extensionIdentifiers(of type: String, writing name: String, outside file: String) -> [String: Set<String>] {
        (extensionIdentifiers[type] ?? []).filter { $0.file != file && $0.names.contains(name) }
            .reduce(into: [:]) { $0[$1.file, default: []].formUnion($1.names) }
    }

    /// The files other than `file` whose extensions of `type` write `name`.
    func filesExtending(_ type: String, writing name: String, outside file: String) -> [String] {
        (extensionIdentifiers[type] ?? []).filter { $0.file != file && $0.names.contains(name) }.map(\.file)
    }

    /// Whether the app shows `name` only from code that only macOS builds: every use of it is
    /// under `#if os(macOS)` (a window's `NSHostingController(rootView:)` in a Mac app delegate),
    /// or in a view the app shows only so, through up to four views. A view no app code shows is
    /// not.
    /// `file`: the file that declares the view, where several do (an iOS app's `AlertList` and
    /// its macOS app's): only the uses that mean that one count (`uses(of:declaredIn:)`).
    func shownOnlyOnMacOS(_ name: String, declaredIn file: String? = nil, depth: Int = 0) -> Bool {
        let shown = file.map { uses(of: name, declaredIn: $0) } ?? uses(of: name)
        guard !shown.isEmpty, depth < 4 else { return false }
        return shown.allSatisfy { placed in
            if placed.use.platforms == [.macOS] { return true }
            guard let holder = placed.use.inType, holder != name else { return false }
            return shownOnlyOnMacOS(holder, declaredIn: placed.file, depth: depth + 1)
        }
    }

    /// The link sites of extensions of `type` in files other than `file`
    /// (`FileFacts.extensionLinkSites`).
    func extensionLinkSites(of type: String, outside file: String) -> [ProgrammaticLinksRef] {
        (extensionLinkSites[type] ?? []).filter { $0.file != file }
    }

    /// Extensions' names, from files read as bytes only (`FileIndex.extensionMemberNames(in:)`).
    func addExtensionMemberNames(_ names: [String: Set<String>], in file: String) {
        for (type, found) in names { extensionMemberNames[type, default: []].append((file, found)) }
    }

    /// The project's own `EnvironmentValues` member named `name` (`FileFacts.ownEnvironmentValues`),
    /// the first in the files' order.
    func ownEnvironmentValue(named name: String, readIn reader: String) -> OwnEnvironmentValue? {
        for file in files.keys.sorted() {
            if let found = files[file]!.ownEnvironmentValues.first(where: { $0.name == name && (!$0.fileOnly || file == reader) }) {
                return OwnEnvironmentValue(file: file, line: found.line, column: found.column)
            }
        }
        return nil
    }

    /// The names of `ExtensionMention.addedNames` that extensions of `type` in files other than
    /// `file` declare or use.
    func extensionMemberNames(of type: String, outside file: String) -> Set<String> {
        (extensionMemberNames[type] ?? []).filter { $0.file != file }.reduce(into: Set<String>()) { $0.formUnion($1.names) }
    }

    /// The `NavigationView`s the app's container wrapper `name` puts what it is handed in.
    func navigationViews(wrappedBy name: String) -> [SelectionLinksRef] { wrapperNavigationViews[name] ?? [] }

    /// The `NavigationView`s that the app's own modifier `name` puts the view it is applied to
    /// in: its own (`func inOwnNavigation() -> some View { NavigationView { self } }`, a
    /// `ViewModifier` applied as `.modifier(Chrome())`), or those of the wrappers a `View`
    /// extension function of that name writes (`func chrome() -> some View { modifier(Chrome()) }`).
    func navigationViews(appliedBy name: String) -> [SelectionLinksRef] {
        if let own = wrapperNavigationViews[name] { return own }
        var found: [SelectionLinksRef] = []
        for file in files.keys.sorted() {
            guard let function = files[file]?.viewFunctionMentions[name] else { continue }
            for wrapper in function.names.sorted() {
                for ref in wrapperNavigationViews[wrapper] ?? [] where !found.contains(ref) { found.append(ref) }
            }
        }
        return found
    }

    /// The app's own wrappers a view or modifier of this name applies: itself, and those a `View`
    /// extension function of the name applies (`func sheetStyle() -> some View {
    /// modifier(SheetStyle()) }`, `FileFacts.viewFunctionMentions`).
    private func wrappersApplied(by name: String) -> [String] {
        var names = [name]
        for file in files.keys.sorted() {
            guard let function = files[file]?.viewFunctionMentions[name] else { continue }
            names += function.names.sorted().filter { !names.contains($0) }
        }
        return names
    }

    /// Whether the app's own view or modifier `name` (or the one an extension function of that
    /// name applies) shows what it is handed in a navigation view.
    private func appliesNavigationView(_ name: String) -> Bool {
        wrappersApplied(by: name).contains { containerWrappers.contains($0) || keptContainerWrappers.contains($0) }
    }

    /// The navigation views in which the app's own view `name` shows what it is handed (`struct
    /// Shell<Content: View>` with `NavigationView { content() }`): its own, and those of the
    /// wrappers it hands the content on to (`Pane(main: main)`). Empty for a view that wraps
    /// nothing in a navigation view.
    func navigationViews(ofWrapper name: String) -> [SelectionLinksRef] {
        guard wrapsInContainer(name) else { return [] }
        var found: [SelectionLinksRef] = []
        for declared in typesByName[name] ?? [] {
            for container in declared.facts.containers {
                let ref = SelectionLinksRef(file: declared.file, offset: container.offset)
                if !found.contains(ref) { found.append(ref) }
            }
        }
        for ref in wrapperNavigationViews[name] ?? [] where !found.contains(ref) { found.append(ref) }
        return found
    }

    /// The first `isActive:` or `tag:selection:` link of each view that a type of the project
    /// that is not a view makes in a way navmigrate cannot follow (`NavigationOutside.untraced`:
    /// a model's `AnyView(Feed())` handed on as a value): where such a view is shown is
    /// unknown, so any navigation view that shows a view held in a value may be showing it.
    func untracedViewLinks() -> [ProgrammaticLinksRef] {
        var found: [ProgrammaticLinksRef] = []
        for name in typesByName.keys.sorted() {
            for declared in typesByName[name] ?? [] where declared.facts.isView {
                let links = [(RuleID.linkIsActive, declared.facts.activeLinks.min()), (RuleID.linkTagSelection, declared.facts.selectionLinks.min())]
                    .compactMap { rule, first in first.map { ProgrammaticLinksRef(file: declared.file, rule: rule, offset: $0) } }
                guard !links.isEmpty else { continue }
                let outside = allNavigationOutside(name, declaredIn: declared.file)
                guard outside.contains(where: { if case .untraced = $0 { true } else { false } }) else { continue }
                found += links
            }
        }
        return found
    }

    /// Whether a type of the project that is not a view makes views in a member of this name
    /// (`Tab.view(with:)`), so that a value's call of it (`tab.view(with: model)`) shows one.
    func nonViewMakesViews(inMember name: String) -> Bool {
        (memberMakers[name] ?? []).contains { maker in !types(named: maker.type).contains(where: \.facts.isView) }
    }

    /// Whether one type of the project alone makes views in a member of this signature, so
    /// that its reads are followed to the views it makes (`typesMade(byMemberRead:)`).
    func tracesMemberCall(_ signature: String) -> Bool {
        guard let makers = memberMakers[signature], let type = makers.first?.type else { return false }
        return makers.allSatisfy { $0.type == type }
    }

    /// Whether a type of the project that is not a view makes views in a member of this base
    /// name, whatever its labels (`view(footer:)`, called `tab.view { ... }`).
    func nonViewMakesViews(named name: String) -> Bool {
        memberMakers.contains { key, makers in
            (key == name || key.hasPrefix(name + "(")) && makers.contains { maker in !types(named: maker.type).contains(where: \.facts.isView) }
        }
    }

    /// Whether a place of the project that makes a view of type `name` hands it an argument
    /// labeled `label` (`Menu(page: .inbox)`, through the memberwise initializer).
    func passesArgument(_ label: String, to name: String, declaredIn file: String?) -> Bool {
        let placed = file.map { uses(of: name, declaredIn: $0) } ?? uses(of: name)
        return placed.contains { $0.use.arguments.contains { $0.label == label } }
    }

    /// Whether some file of the project declares a function of this name.
    func declaresFunction(_ name: String) -> Bool { functions.contains(name) }

    /// Whether some file of the project declares a function of this signature
    /// (`navigationBarItems(trailing:)`).
    func declaresFunction(signature: String) -> Bool { signatures.contains(signature) }

    /// Where the app's own modifier of this name (`func phoneStack() -> some View`, a
    /// `ViewModifier`) sets a navigation view style, if it does.
    /// The platforms the project builds `file` for; nil when none is known.
    func builtPlatforms(of file: String) -> Set<ApplePlatform>? { files[file]?.builtPlatforms }

    /// The declarations of the static style constant `Owner.name`, in any file; none when a
    /// type nested in another has that name too (`Reader.Look.name`), which a reference written
    /// `Owner.name` may mean.
    func styleConstant(named name: String) -> [StyleConstantFact] {
        guard let found = styleConstants[name], !found.isEmpty,
              !styleConstants.contains(where: { $0.key.hasSuffix("." + name) && !$0.value.isEmpty }) else { return [] }
        return found.map(\.fact)
    }

    func styleModifier(named name: String) -> StyleReach? {
        styleModifiers[name].map { StyleReach(file: $0.file, style: $0.style, through: [name]) }
    }

    /// Whether the app's own modifier of this name hides the navigation bar or its back button.
    func hidesBar(modifier name: String) -> Bool { barHidingModifiers[name] != nil }

    /// The `.navigationViewStyle(...)` modifiers that reach the views of type `name` where it is
    /// used: on an expression that holds one of its uses, or one of the uses of a type that
    /// shows it, and so on up (a style is inherited by everything below it).
    /// `platforms`: the builds that compile the view's navigation view (nil for any); a use no
    /// such build compiles (a macOS view of the same name, in a macOS target or under `#if
    /// os(macOS)`) is another type's, and is not followed.
    func styles(reaching name: String, on platforms: Set<ApplePlatform>? = nil) -> [StyleReach] {
        var reaches: [StyleReach] = []
        var seen: Set<String> = [name]
        // Each holder with the file of the use it holds: where several modules declare a view of
        // that name (each its own `PageView`), only the uses that mean that one count
        // (`uses(of:declaredIn:)`, the nearest declaration), as the walk down from a style
        // (`reach(ofStyleAt:in:)`) tells them; each declaration is walked once.
        var queue: [(type: String, path: [String], member: String?, declaration: String?)] = [(name, [name], nil, nil)]
        while let (type, path, member, declaration) = queue.first {
            queue.removeFirst()
            // What a type that is not a view makes (`Page.screen` in an enum) is shown where the
            // member that makes it is read (`page.screen`), as `navigationOutside` follows it.
            let declared = types(named: type)
            let places = type != name && !declared.isEmpty && !declared.contains(where: isView)
                ? madePlaces(by: type, in: member)
                : declaration.map { uses(of: type, declaredIn: $0) } ?? uses(of: type)
            for placed in places {
                if let platforms {
                    let built = files[placed.file]?.builtPlatforms
                    let there = placed.use.platforms.map { used in built.map { used.intersection($0) } ?? used } ?? built
                    if !Availability.mayBuildTogether(there, platforms) { continue }
                }
                for context in placed.use.contexts {
                    switch context {
                    case .style(let style):
                        // Not a style no build of the navigation view compiles (`#if os(macOS)`).
                        if !Availability.mayBuildTogether(style.platforms, platforms) { continue }
                        reaches.append(StyleReach(file: placed.file, style: style, through: path))
                    case .modifier(let name):
                        // The app's own modifier that sets a style: where it sets it.
                        if let own = styleModifiers[name] {
                            reaches.append(StyleReach(file: own.file, style: own.style, through: path + [name]))
                        }
                    default:
                        break
                    }
                }
                if let holder = placed.use.inType, case let made = makingMember(of: placed.use),
                   seen.insert((made.map { "\(holder).\($0)" } ?? holder) + "|" + (meantDeclarations(of: holder, usedIn: placed.file)?.sorted().joined(separator: ",") ?? "")).inserted {
                    queue.append((holder, path + [made.map { "\(holder).\($0)" } ?? holder], made, placed.file))
                }
            }
        }
        return reaches.sorted { ($0.file, $0.style.offset) < ($1.file, $1.style.offset) }
    }

    /// What a `.navigationViewStyle(...)` at `offset` of `file` reaches through the types it
    /// shows: the navigation views in them and in the types they show, and so on down, and
    /// the names of the types its own expression shows that the project does not declare (whose
    /// navigation cannot be seen).
    func reach(ofStyleAt offset: Int, in file: String) -> StyleReachDown {
        var found = StyleReachDown()
        func presents(_ contexts: some Collection<TypeUse.Context>) -> Bool {
            contexts.contains { if case .presentation = $0 { true } else { false } }
        }
        // A view a button's action makes is not shown where the style is. Each type is read
        // once shown in the styled view's stack and once only through a presentation (a
        // sheet), which begins navigation of its own.
        // Each type with the file of the use that names it: where several files declare a view
        // of that name (two apps' `PickerScreen`), the use means the nearest (`meantDeclarations`).
        // The platforms the style's own code builds for (`#if !os(macOS)` around it): a navigation
        // view only other platforms build (`#if os(macOS)`) is not one it styles.
        var stylePlatforms: Set<ApplePlatform>?
        var queue: [(name: String, presented: Bool, usedIn: String?)] = (files[file]?.uses ?? []).compactMap { use in
            guard !use.inAction,
                  let styled = use.contexts.firstIndex(where: { if case .style(let style) = $0 { style.offset == offset } else { false } })
            else { return nil }
            if case .style(let style) = use.contexts[styled] { stylePlatforms = Self.both(style.platforms, files[file]?.builtPlatforms) }
            return (use.name, presents(use.contexts[..<styled]), file)
        }
        // A member read under the style (`page.screen`) shows what that member makes.
        for read in files[file]?.memberReads ?? [] where !read.inAction {
            guard let styled = read.contexts.firstIndex(where: { if case .style(let style) = $0 { style.offset == offset } else { false } })
            else { continue }
            queue += typesMade(byMemberRead: read).map { ($0, presents(read.contexts[..<styled]), nil) }
        }
        func key(_ item: (name: String, presented: Bool, usedIn: String?)) -> String {
            let meant = item.usedIn.flatMap { meantDeclarations(of: item.name, usedIn: $0) }
            return "\(item.presented) \(item.name) \(meant.map { $0.sorted().joined(separator: ",") } ?? "*")"
        }
        var seen = Set(queue.map(key))
        let direct = Set(queue.map(\.name))
        var inStack = Set<ContainerRef>()
        var added = Set<ContainerRef>()
        while !queue.isEmpty {
            let (name, presented, usedIn) = queue.removeFirst()
            let meant = usedIn.flatMap { meantDeclarations(of: name, usedIn: $0) }
            let declared = types(named: name).filter { meant?.contains($0.file) ?? true }
            // Only a type the style's own expression shows counts as unknown: what the project's
            // views show further down is read only where their files have navigation to
            // migrate, and a name there (`Int32(...)`) is no more likely a view than not.
            if declared.isEmpty, direct.contains(name), !quietTypes.contains(lastName(name)) { found.unknownTypes.insert(name) }
            for type in declared {
                // One with a style of its own keeps that style whatever is around it.
                for fact in type.facts.containers
                where !fact.hasOwnStyle && Availability.mayBuildTogether(stylePlatforms, Self.both(fact.platforms, files[type.file]?.builtPlatforms)) {
                    let ref = ContainerRef(file: type.file, fact: fact)
                    if added.insert(ref).inserted { found.containers.append(ref) }
                    if !presented, !fact.inPresentation { inStack.insert(ref) }
                }
            }
            for placed in usesByHolder[name] ?? [] where meant?.contains(placed.file) ?? true {
                let next = (name: placed.use.name, presented: presented || presents(placed.use.contexts), usedIn: Optional(placed.file))
                if seen.insert(key(next)).inserted { queue.append(next) }
            }
            for placed in memberReadsByHolder[name] ?? [] where !placed.use.inAction && (meant?.contains(placed.file) ?? true) {
                for made in typesMade(byMemberRead: placed.use) {
                    let next = (name: made, presented: presented || presents(placed.use.contexts), usedIn: String?.none)
                    if seen.insert(key(next)).inserted { queue.append(next) }
                }
            }
        }
        found.inStack = found.containers.filter(inStack.contains)
        return found
    }

    /// The platforms both sets allow, nil standing for every platform (code under no `#if`, a
    /// file whose targets are not known).
    private static func both(_ first: Set<ApplePlatform>?, _ second: Set<ApplePlatform>?) -> Set<ApplePlatform>? {
        guard let first else { return second }
        guard let second else { return first }
        return first.intersection(second)
    }

    /// The uses, under a `.navigationViewStyle(...)` at `offset` of `file`, of types the project
    /// does not declare (a package's screen) that are presented or pushed there: a navigation
    /// view of their own, which navmigrate cannot see, gets the style from it.
    func undeclaredScreens(styledAt offset: Int, in file: String) -> [UndeclaredScreen] {
        (files[file]?.uses ?? []).compactMap { use in
            guard !use.inAction, !use.inPreview,
                  let styled = use.contexts.firstIndex(where: { if case .style(let style) = $0 { style.offset == offset } else { false } }),
                  types(named: use.name).isEmpty, !quietTypes.contains(lastName(use.name)) else { return nil }
            for context in use.contexts[..<styled] {
                switch context {
                case .presentation(let name) where name != hostingRootPresentation:
                    return UndeclaredScreen(name: use.name, line: use.line, column: use.column, how: "in a `\(name)`")
                case .destination:
                    return UndeclaredScreen(name: use.name, line: use.line, column: use.column, how: "as a link's destination")
                default: continue
                }
            }
            return nil
        }
    }

    /// The `NavigationView`s a type's views sit in wherever the project uses it, pushed or
    /// shown, through the views that show it: the navigation a child view's links work in.
    /// A use inside a `NavigationStack`, a `NavigationSplitView` or a presentation needs none.
    func navigationViewsAround(_ name: String, declaredIn file: String? = nil) -> [SelectionLinksRef] {
        var found: [SelectionLinksRef] = []
        var seen: Set<String> = [name]
        var queue: [(String, String?, String?)] = [(name, file, nil)]
        while !queue.isEmpty {
            let (type, declaration, member) = queue.removeFirst()
            // What a factory (a type that is not a view) makes is shown where its functions are
            // called, or its member read, as `navigationOutside` reads it; its own uses count
            // too (a view whose `View` conformance comes through a protocol of a package is not
            // known as one).
            let declared = types(named: type)
            let factory = type != name && !declared.isEmpty && !declared.contains(where: isView)
            let made = factory ? madePlaces(by: type, in: member) : []
            // A view made in a member of the factory's values (`Panel.screen()`) is shown where
            // that member is read, or where a factory is made or a value of it held (`var panel:
            // Panel?` in a model a navigation view makes, read as `model.panel?.screen()` in a
            // view it shows, perhaps in a file navmigrate did not read): all count.
            let own = declaration.map { uses(of: type, declaredIn: $0) } ?? uses(of: type)
            for placed in own + made {
                var settled = false
                for context in placed.use.contexts {
                    switch context {
                    case .container(let container, let offset):
                        if container == "NavigationView" {
                            let ref = SelectionLinksRef(file: placed.file, offset: offset)
                            if !found.contains(ref) { found.append(ref) }
                        }
                        settled = true
                    case .column(let container, _, _):
                        let ref = SelectionLinksRef(file: placed.file, offset: container)
                        if !found.contains(ref) { found.append(ref) }
                        settled = true
                    case .presentation:
                        settled = true
                    case .wrapper(let wrapper):
                        // Handed to a view of the app's that wraps what it is given in a
                        // navigation view of its own (`Columns { Sidebar() } main: { ... }`).
                        guard wrapsInContainer(wrapper) else { continue }
                        for ref in navigationViews(ofWrapper: wrapper) where !found.contains(ref) { found.append(ref) }
                        settled = true
                    case .modifier(let modifier):
                        // Applied the app's own modifier that adds a navigation view around it
                        // (`Screen().inNavigation()`, `.modifier(Chrome())`): that one's.
                        let wrapped = navigationViews(appliedBy: modifier)
                        guard !wrapped.isEmpty else { continue }
                        for ref in wrapped where !found.contains(ref) { found.append(ref) }
                        settled = true
                    case .modifierContent(let modifier, let label):
                        // Handed in a closure to such a modifier whose navigation view shows what
                        // it is handed (`.chrome { Links() }`, whose `Chrome` shows `extra()` beside
                        // `content`): its navigation views count, and so do those around (it may be
                        // shown where the modifier is too).
                        // By the closure's label, which the wrapper's memberwise initializer takes
                        // as the property's name; any, where the closure is a trailing one.
                        // A label none of them takes (`init(extra:)` storing `footer`, a function
                        // that hands it on under another) may be any of them.
                        let applied = wrappersApplied(by: modifier)
                        let anyShown = applied.contains { wrapper in closureShowingWrappers.contains { $0.hasPrefix(wrapper + ".") } }
                        let shows = label.map { label in
                            applied.contains { closureShowingWrappers.contains($0 + "." + label) }
                                || (anyShown && !applied.contains { wrapperClosures.contains($0 + "." + label) })
                        } ?? anyShown
                        if shows {
                            for ref in navigationViews(appliedBy: modifier) where !found.contains(ref) { found.append(ref) }
                        }
                        continue
                    case .destination, .lazy, .style:
                        continue
                    }
                    if settled { break }
                }
                if !settled, let holder = placed.use.inType, case let member = makingMember(of: placed.use),
                   seen.insert(member.map { "\(holder).\($0)" } ?? holder).inserted {
                    queue.append((holder, placed.file, member))
                }
            }
        }
        return found
    }

    /// Where the project shows a type's views with no navigation container around them,
    /// through the views that show it: as a hosting controller's root view (handed to UIKit,
    /// whose navigation controller a `NavigationLink(isActive:)` pushed onto but where a
    /// `navigationDestination` does nothing), or in a presentation's content with no
    /// navigation view inside it; or where navmigrate cannot follow it, through a type that is
    /// not a view. nil when every use sits in a navigation container, or leads to a view
    /// nothing in the project shows, which says nothing either way.
    func navigationOutside(_ name: String, declaredIn file: String? = nil) -> NavigationOutside? {
        outsides(name, declaredIn: file, all: false).first
    }

    /// Every way `navigationOutside` finds out of navigation, not only the first: a view made
    /// in several places is followed from each.
    func allNavigationOutside(_ name: String, declaredIn file: String? = nil) -> [NavigationOutside] {
        outsides(name, declaredIn: file, all: true)
    }

    private func outsides(_ name: String, declaredIn file: String?, all: Bool) -> [NavigationOutside] {
        let own = file.map { uses(of: name, declaredIn: $0) } ?? uses(of: name)
        if own.isEmpty { return [.unshown] }
        var found: [NavigationOutside] = []
        var seen: Set<String> = [name]
        // Each type to look at, with the use of the type asked about that leads to it.
        var queue: [(type: String, first: PlacedUse?, declaration: String?, member: String?)] = [(name, nil, file, nil)]
        while !queue.isEmpty {
            let (type, first, declaration, member) = queue.removeFirst()
            // A view of the project is shown where it is made; what a factory (a type that is
            // not a view) makes is shown where its static functions are called, or where the
            // member that makes it is read (`item.destinationView`).
            let declared = types(named: type)
            let places = type != name && !declared.isEmpty && !declared.contains(where: isView)
                ? madePlaces(by: type, in: member)
                : declaration.map { uses(of: type, declaredIn: $0) } ?? uses(of: type)
            for placed in places {
                let lead = first ?? placed
                var settled = false
                for context in placed.use.contexts {
                    switch context {
                    case .container, .column: settled = true
                    case .presentation(let presentation):
                        found.append(.outside(lead, at: placed, presentation: presentation))
                        if !all { return found }
                        settled = true
                    // A view or modifier of the app's own that shows it inside a navigation
                    // container (`FlowShell { X() }`, `X().inNavigation()`) is a container.
                    case .wrapper(let name), .modifier(let name):
                        let applied = wrappersApplied(by: name)
                        if applied.contains(where: containerWrappers.contains) { settled = true }
                        else if let kept = applied.first(where: keptContainerWrappers.contains) {
                            found.append(.keptWrapper(lead, at: placed, wrapper: kept))
                            if !all { return found }
                            settled = true
                        }
                        else { continue }
                    case .destination, .lazy, .style, .modifierContent: continue
                    }
                    if settled { break }
                }
                guard !settled else { continue }
                guard let holder = placed.use.inType else {
                    // Made outside any type (a global value, `let screens = [Screen(view:
                    // AnyView(Editor()))]`): the places that read it are not followed.
                    if !placed.use.inPreview {
                        found.append(.untraced(lead, at: placed, holder: "", sharing: nil))
                        if !all { return found }
                    }
                    continue
                }
                // A type of the project that is not a view is followed through its static
                // functions' calls (`Factory.makeFlow()`) and the reads of the member that makes
                // the view (`item.destinationView`); one used otherwise (a coordinator's method,
                // a member whose name another type's member shares) is used by code navmigrate
                // does not follow: where its views end up is unknown.
                let member = makingMember(of: placed.use)
                let holderTypes = types(named: holder)
                // A window's root (`WindowGroup { Home() }` in the app): nothing is around it, as
                // nothing is around a view nothing shows; that says nothing either way.
                if !holderTypes.isEmpty, holderTypes.allSatisfy(isScene) { continue }
                if !holderTypes.isEmpty, !holderTypes.contains(where: isView), madePlaces(by: holder, in: member).isEmpty {
                    let sharing = member.flatMap { callableForms(of: $0).lazy.compactMap { form in
                        self.memberMakers[form]?.first { $0.type != holder }?.type
                    }.first }
                    found.append(.untraced(lead, at: placed, holder: holder, sharing: sharing))
                    if !all { return found }
                    continue
                }
                if seen.insert(member.map { "\(holder).\($0)" } ?? holder).inserted {
                    queue.append((holder, lead, placed.file, member))
                }
            }
        }
        return found
    }

    /// The `tag:selection:` links of the views a navigation view shows in its columns, through
    /// any number of views (not those it pushes or presents): by file and the offset of each
    /// view's first such link, which is where that view's link site starts.
    func selectionLinks(shownByContainerAt offset: Int, in file: String) -> [SelectionLinksRef] {
        typesReached(fromContainerAt: offset, in: file, followingPushes: false).flatMap { name, usedIn in
            types(named: name, meantIn: usedIn).compactMap { type in type.facts.selectionLinks.min().map { SelectionLinksRef(file: type.file, offset: $0) } }
        }
    }

    /// The programmatic links of the views a navigation view shows or pushes, through any number
    /// of views (not into presentations, nor into the views' own containers): each view's first
    /// `isActive:` link and first `tag:selection:` link, where its link sites start. A preview's
    /// navigation view waits for them as the app's does.
    func programmaticLinks(reachedFromContainerAt offset: Int, in file: String) -> [ProgrammaticLinksRef] {
        typesReached(fromContainerAt: offset, in: file, followingPushes: true).flatMap { name, usedIn in
            types(named: name, meantIn: usedIn).flatMap { type in
                // The view's `isActive:` site starts at its first link, one navmigrate cannot
                // take apart included (`MigrateIsActiveLinks`).
                [(RuleID.linkIsActive, (type.facts.activeLinks + opaqueLinks(of: type)).min()),
                 (RuleID.linkTagSelection, type.facts.selectionLinks.min())]
                    .compactMap { rule, first in first.map { ProgrammaticLinksRef(file: type.file, rule: rule, offset: $0) } }
            }
        }
    }

    /// The offsets of a type's links that navmigrate cannot take apart: calls of the app's own
    /// initializers that make a deprecated link, and deprecated forms no initializer has
    /// (`OpaqueLinks`).
    func opaqueLinks(of type: DeclaredType) -> [Int] {
        type.facts.opaqueLinkCandidates.filter { candidate in
            OpaqueLinks.isOpaque(candidate, initializers: deprecatedLinkInitializers, declared: declaresLinkInitializer(accepting:))
        }.map(\.offset)
    }

    /// The names of the types the container at `offset` of `file` shows, and those they show, in
    /// the order met (app code only past the container's own file). Never into presentations;
    /// with `followingPushes`, into destinations too, stopping at the views' own containers;
    /// without, shown views only, looking through containers between (a column's content).
    /// The views of `name` a use in `file` may mean: of two views of one name (an iOS app's
    /// `NotesView` and its Mac app's), those declared nearest the use.
    private func types(named name: String, meantIn file: String) -> [DeclaredType] {
        types(named: name).filter { usesMean(name, declaredIn: $0.file)(file) }
    }

    /// Each name with the file of the first use that reaches it.
    private func typesReached(fromContainerAt offset: Int, in file: String, followingPushes: Bool) -> [(name: String, usedIn: String)] {
        func reached(_ use: TypeUse, inside container: Int?) -> Bool {
            for context in use.contexts {
                switch context {
                case .presentation: return false
                case .destination where !followingPushes: return false
                case .container(_, let at), .column(let at, _, _):
                    if at == container { return true }
                    if followingPushes { return false }
                default: continue
                }
            }
            return container == nil
        }
        var queue = (files[file]?.uses ?? []).filter { reached($0, inside: offset) }.map { (name: $0.name, usedIn: file) }
        var seen = Set(queue.map(\.name))
        var order: [(name: String, usedIn: String)] = []
        while !queue.isEmpty {
            let next = queue.removeFirst()
            order.append(next)
            // A value that is not a view (a model made in the content, `.environmentObject(
            // Model())`) may show the views its members make, where a view the container shows
            // reads them (in a file navmigrate did not read, perhaps): those count. The values
            // it holds (`var panel: Panel? = nil`) are no views, and show none of theirs.
            let declared = types(named: next.name)
            let holdsValues = !declared.isEmpty && !declared.contains(where: { isView($0) || $0.facts.isViewModifier })
            for placed in usesByHolder[next.name] ?? [] where !placed.use.inPreview && reached(placed.use, inside: nil)
                && (!holdsValues || types(named: placed.use.name).contains(where: isView))
                && seen.insert(placed.use.name).inserted {
                queue.append((placed.use.name, placed.file))
            }
        }
        return order
    }

    /// The navigation view of `file` that starts at `offset`.
    func container(at offset: Int, in file: String) -> ContainerFact? {
        files[file].flatMap { facts in
            facts.types.lazy.flatMap(\.containers).first { $0.offset == offset }
                ?? facts.extensionContainers.first { $0.offset == offset }
        }
    }

    /// The places a type is used as a column of a `NavigationView`, or inside the content of a
    /// navigation container, with nothing lazy or pushed in between.
    /// A column is listed once, however many ways its view reaches it (a helper member that
    /// `body` shows in both branches of an `#if`, one with a modifier).
    func containersShowing(_ name: String) -> [ShownIn] {
        var columns = Set<[String]>()
        return allContainersShowing(name).filter { columns.insert([$0.file, String($0.container), String($0.column)]).inserted }
    }

    private func allContainersShowing(_ name: String) -> [ShownIn] {
        uses(of: name).compactMap { placed in
            for context in placed.use.contexts {
                switch context {
                case .column(let container, let index, let count):
                    return ShownIn(file: placed.file, name: "NavigationView", container: container, column: index, of: count, use: placed.use)
                case .container(let name, let container):
                    return ShownIn(file: placed.file, name: name, container: container, column: 0, of: 1, use: placed.use)
                case .destination, .presentation, .lazy:
                    return nil
                case .style, .modifier, .wrapper, .modifierContent:
                    continue
                }
            }
            return nil
        }
    }

    /// The split view's column that shows `name` through other views (a sidebar's `List` in a
    /// view the column's view shows): each view on the way, `name` included, is the project's
    /// only view of its name and is used once, in the body of the next (nothing lazy, pushed,
    /// presented or handed to a wrapper between), up to three views above `name`; the last one
    /// is shown only in a column that has a column after it. Nil where `name` is in a column
    /// itself, or the way up forks or ends elsewhere.
    /// The view asked about may be a row of a `List` in the next view up (`ShownIn.rowList`):
    /// that list is the sidebar's, whose selection its links would drive.
    func sidebarColumn(showingThrough name: String) -> ShownIn? {
        var through: [PlacedUse] = []
        var current = name
        for _ in 0..<3 {
            guard types(named: current).count == 1, types(named: current).allSatisfy(isView) else { return nil }
            let placed = uses(of: current)
            guard placed.count == 1, let only = placed.first, !only.use.inAction, let holder = only.use.inType else { return nil }
            var lists = 0
            // The row a `ForEach` builds for each element, written plainly in it, the
            // `ForEach` itself written plainly in the list (`ShownIn.rowElement`).
            let rows = current == name ? only.use.rowElement?.forEach : nil
            var inRows = false
            let plain = only.use.contexts.allSatisfy { context in
                switch context {
                case .style, .modifier: return true
                case .lazy("ForEach", let offset, _, _, _) where offset == rows && lists == 0:
                    inRows = true
                    return true
                case .lazy(let container, _, _, _, let eager):
                    lists += 1
                    return current == name && container == "List" && !eager
                default: return false
                }
            }
            guard plain, lists <= 1, !inRows || lists == 1 else { return nil }
            through.append(only)
            let shown = containersShowing(holder)
            if shown.isEmpty {
                current = holder
                continue
            }
            guard shown.count == 1, var column = shown.first, column.of > 1, column.column + 1 < column.of,
                  uses(of: holder).count == 1, types(named: holder).count == 1, types(named: holder).allSatisfy(isView)
            else { return nil }
            column.through = through
            return column
        }
        return nil
    }

    /// The views with `tag:selection:` links outside any navigation view of their own that
    /// `sidebarColumn(showingThrough:)` finds shown, through other views, by the use at
    /// `offset` of `file` in a split view's column.
    func sidebarsShownThrough(useAt offset: Int, in file: String) -> [DeclaredType] {
        detachedSelectionTypeNames.flatMap(types(named:)).filter(\.facts.hasDetachedSelectionLinks).compactMap { type in
            guard let shown = sidebarColumn(showingThrough: type.facts.name), shown.file == file, shown.use.offset == offset else { return nil }
            return DeclaredType(file: type.file, facts: type.facts)
        }.sorted { ($0.file, $0.facts.offset) < ($1.file, $1.facts.offset) }
    }

    /// The `List`s of `file` whose rows are views with `tag:selection:` links that select for the
    /// next column of a split view (`ShownIn.rowList`): each list takes the selection its row
    /// view is handed, and the row view's links become value links.
    func sidebarRowLists(in file: String) -> [SidebarRows] {
        detachedSelectionTypeNames.sorted().flatMap(types(named:)).compactMap { type -> SidebarRows? in
            guard type.facts.hasDetachedSelectionLinks, let link = type.facts.selectionLinks.first,
                  let shown = sidebarColumn(showingThrough: type.facts.name), let list = shown.rowList, list.file == file,
                  let row = shown.through.first else { return nil }
            let handed = type.facts.selectionBinding.flatMap { name in row.use.arguments.first { $0.label == name }?.projected }
            return SidebarRows(type: type.facts.name, file: type.file, link: link, list: list.offset, row: row.use, selection: handed)
        }
    }

    /// The files with a `List` whose rows select for a split view's next column (`sidebarRowLists(in:)`):
    /// a file with no navigation of its own has a site there.
    func filesShowingSidebarRows() -> Set<String> {
        var found = Set<String>()
        for name in detachedSelectionTypeNames {
            if let list = sidebarColumn(showingThrough: name)?.rowList { found.insert(list.file) }
        }
        return found
    }

    /// `containersShowing(_:)` for the view of that name declared in `file`, where several
    /// views have the name (an iOS app's `SidebarView` and its macOS app's): only the uses
    /// whose file is nearer that declaration's folder than any other's, or as near as the
    /// nearest, count.
    func containersShowing(_ name: String, declaredIn file: String) -> [ShownIn] {
        let meansIt = usesMean(name, declaredIn: file)
        return containersShowing(name).filter { meansIt($0.file) }
    }

    /// `uses(of:)` for the view of that name declared in `file`, as `containersShowing(_:declaredIn:)` tells them.
    func uses(of name: String, declaredIn file: String) -> [PlacedUse] {
        let meansIt = usesMean(name, declaredIn: file)
        return uses(of: name).filter { meansIt($0.file) }
    }

    /// `uses(of:)` (of the view declared in `file`, when given) with each use in a type of the
    /// project that is not a view replaced by the places that type makes it
    /// (`shownPlaces(_:settledInRows:)`): `enum Page { var view: some View { Licenses() } }`
    /// shows `Licenses` where `page.view` is read. A use in a lazy container stays as it is.
    func shownUses(of name: String, declaredIn file: String? = nil) -> [PlacedUse] {
        shownPlaces(file.map { uses(of: name, declaredIn: $0) } ?? uses(of: name), settledInRows: true)
    }

    /// Whether a use of `name` in a file (by id) may mean the type of that name declared in
    /// `file`: always, unless other files declare one too (read whole, or read no further,
    /// whose types may be views or not) and one of them is nearer the use.
    private func usesMean(_ name: String, declaredIn file: String) -> (String) -> Bool {
        var declarations = Set(types(named: name).filter(isView).map(\.file))
        declarations.formUnion(quietDeclarations[name] ?? [])
        guard declarations.count > 1, declarations.contains(file) else { return { _ in true } }
        return { self.nearestDeclarations(among: declarations, to: $0).contains(file) }
    }

    /// The files among `all` whose folders share the most leading folders with `file`'s.
    /// A file its targets build for some platforms sees no type that only other platforms build
    /// (an iOS target's file, a macOS target's view): those go first, where any is left.
    private func nearestDeclarations(among all: Set<String>, to file: String) -> Set<String> {
        let visible = all.filter { Availability.mayBuildTogether(builtPlatforms(of: $0), builtPlatforms(of: file)) }
        let declarations = visible.isEmpty ? all : visible
        let folders = { (id: String) in id.split(separator: "/").dropLast() }
        let used = Array(folders(file))
        var best = -1
        var nearest: Set<String> = []
        for declaration in declarations {
            let shared = zip(used, folders(declaration)).prefix { $0 == $1 }.count
            if shared > best {
                best = shared
                nearest = [declaration]
            } else if shared == best {
                nearest.insert(declaration)
            }
        }
        return nearest
    }

    /// The places a type is used inside a lazy container (a row of a `List`, a `ForEach`), the
    /// nearest lazy container of each, with no destination or presentation between; a type
    /// shown plainly by another type (a section a row view shows) is in the rows that type is
    /// in, through any number of types.
    /// `declaredIn`: the file that declares the view asked about, where other files declare
    /// views of that name too (`uses(of:declaredIn:)`); a view that shows it is declared in
    /// the file of the use.
    /// `passingEagerRows`: a `ForEach` that a plain stack builds all at once
    /// (`TypeUse.Context.lazy`'s `eager`) is no lazy container: the rows' own state and
    /// modifiers stay, one set for each row, as long as the view around them.
    func lazyUses(of name: String, declaredIn file: String? = nil, passingEagerRows: Bool = false) -> [LazyUse] {
        var found: [LazyUse] = []
        var seen: Set<String> = [name]
        // The last element: the eagerly built `ForEach` passed on the way, if any.
        var queue: [(String, [String], String?, LazyUse?)] = [(name, [], file, nil)]
        while !queue.isEmpty {
            let (type, through, declaration, eagerPassed) = queue.removeFirst()
            // A view a type that is not a view makes in a member (`extension Item { var row: Row
            // { Row(item: self) } }`) is where that member is read (`List(items) { $0.row }`).
            let placedUses = shownPlaces(declaration.map { uses(of: type, declaredIn: $0) } ?? uses(of: type), settledInRows: true)
            for placed in placedUses {
                var settled = false
                var passed = eagerPassed
                for context in placed.use.contexts {
                    switch context {
                    case .lazy(let container, _, let line, let column, let eager) where eager && passingEagerRows:
                        if passed == nil {
                            passed = LazyUse(file: placed.file, container: container, line: line, column: column, through: through, eager: true)
                        }
                        continue
                    case .lazy(let container, _, let line, let column, let eager):
                        var use = LazyUse(file: placed.file, container: container, line: line, column: column, through: through, eager: eager)
                        if container == "ForEach" {
                            // A `ForEach` in a `List` (or a `Form`, a lazy stack): the rows are
                            // that container's, which the finding names.
                            if let outer = Self.lazyContainerAround(after: line, column, in: placed.use.contexts) {
                                (use.container, use.line, use.column, use.eager) = (outer.name, outer.line, outer.column, false)
                            } else {
                                use.inLazyContainer = false
                            }
                        }
                        found.append(use)
                        settled = true
                    case .destination, .presentation, .container, .column:
                        settled = true
                    case .modifier(let name) where appliesNavigationView(name), .wrapper(let name) where appliesNavigationView(name):
                        // Inside the navigation view of the app's own wrapper (`page.inNavigation()`
                        // in a `TabView`'s `ForEach`): what is around that is no row of its.
                        settled = true
                    case .modifier(let name) where lookModifiers.contains(name):
                        // The app's modifier that only applies SwiftUI's own to the view
                        // (`.bubble()`) puts it in no list.
                        continue
                    case .modifier(let name), .wrapper(let name), .modifierContent(let name, _):
                        // Past a stack that builds its rows at once, a view or modifier of the
                        // app's own around it may put it in a list: the rows are not known to be
                        // built at once.
                        guard var passed else { continue }
                        passed.unknownAround = name
                        found.append(passed)
                        settled = true
                    case .style:
                        continue
                    }
                    break
                }
                if !settled, let holder = placed.use.inType, seen.insert(holder).inserted {
                    queue.append((holder, through + [holder], placed.file, passed))
                }
            }
        }
        return found
    }

    /// The `List`, `Form` or lazy stack that holds the lazy context at `line`:`column` of a
    /// use's contexts (a `ForEach` in a `List`), before a destination, presentation or container.
    private static func lazyContainerAround(after line: Int, _ column: Int,
                                            in contexts: [TypeUse.Context]) -> (name: String, line: Int, column: Int)? {
        var passed = false
        for context in contexts {
            switch context {
            case .lazy(let name, _, let at, let atColumn, _):
                if passed, name != "ForEach" { return (name, at, atColumn) }
                if at == line, atColumn == column { passed = true }
            case .destination, .presentation, .container, .column:
                if passed { return nil }
            case .style, .modifier, .wrapper, .modifierContent:
                continue
            }
        }
        return nil
    }

    /// A view whose `isActive:` links take their flags as `@Binding`s from the one view that
    /// shows it, where that view shows it as a row of a lazy container (a `Form`, a `List`) and
    /// hands it those flags as `$property`: the links' destinations can go on that container,
    /// beside the flags. Nil when the view is shown elsewhere too, or through another view.
    func rowHandoff(of name: String) -> RowHandoff? {
        let declared = types(named: name)
        guard declared.count == 1, let type = declared.first, type.facts.isView, !type.facts.bindings.isEmpty else { return nil }
        let placed = uses(of: name)
        guard placed.count == 1, let row = placed.first, case .lazy = row.use.contexts.first else { return nil }
        let handed = Set(row.use.arguments.compactMap { $0.projected == nil ? nil : $0.label })
        let links = zip(type.facts.activeLinks, type.facts.activeLinkFlags).filter { _, flag in
            type.facts.bindings.contains(flag) && handed.contains(flag)
        }.map { RowHandoff.Link(offset: $0.0, flag: $0.1) }
        guard !links.isEmpty, let first = type.facts.activeLinks.min() else { return nil }
        return RowHandoff(file: type.file, type: name, firstLink: first, row: row, links: links)
    }

    /// The rows in a file whose views' links put their destinations on the file's lazy
    /// containers (`rowHandoff(of:)`).
    func rowHandoffs(in file: String) -> [RowHandoff] {
        var found: [RowHandoff] = []
        for use in files[file]?.uses ?? [] where !use.inPreview && use.arguments.contains(where: { $0.projected != nil }) {
            guard case .lazy = use.contexts.first, let handoff = rowHandoff(of: use.name),
                  handoff.row.file == file, handoff.row.use.offset == use.offset else { continue }
            found.append(handoff)
        }
        return found
    }

    /// A view whose one `isActive:` link is driven by its own `@State` flag (`OwnFlagLink`),
    /// where the app shows it only as rows of lazy containers (each in a different view, none
    /// built all at once), and makes it elsewhere only in previews in its own file: the flag can
    /// move up into each view that shows the rows, with the link's destination on the
    /// container there. Nil otherwise.
    func rowLift(of name: String) -> RowLift? {
        guard let type = types(named: name).first, !type.facts.ownFlagLinks.isEmpty,
              type.facts.ownFlagLinks.allSatisfy({ $0.why == nil }), rowLiftObstacle(of: name) == nil else { return nil }
        let rows = uses(of: name)
        guard !rows.isEmpty else { return nil }
        return RowLift(file: type.file, type: name, links: type.facts.ownFlagLinks, rows: rows)
    }

    /// Why the own flag of a view's link cannot move up into the views that show it as rows
    /// (`rowLift(of:)`), in words that follow "its flag cannot move up: ", with the place it
    /// names (written where `RowLiftObstacle.placeMark` stands, as the asking file names it);
    /// nil where it can, or where the view has no such link.
    func rowLiftObstacle(of name: String) -> RowLiftObstacle? {
        let declared = types(named: name)
        guard let type = declared.first, type.facts.isView, !type.facts.ownFlagLinks.isEmpty else { return nil }
        if let why = type.facts.ownFlagLinks.lazy.compactMap(\.why).first { return RowLiftObstacle(text: why) }
        // Declared once: every call of the name is a call of this view, whose initializer changes.
        if declared.count > 1 || !(quietDeclarations[name] ?? []).allSatisfy({ $0 == type.file }) {
            return RowLiftObstacle(text: "the project declares `\(name)` more than once, and only one of them would take the flag's binding")
        }
        let mark = RowLiftObstacle.placeMark
        let rows = uses(of: name)
        // A modifier's own flag lives in each view it is applied to, not in a row view whose
        // initializer could take a binding.
        if type.facts.isViewModifier, let first = rows.first {
            return RowLiftObstacle(text: "`\(name)` is a `ViewModifier` (applied at \(mark)), whose own flag navmigrate does not move up into the view that holds the rows; it moves a row view's", place: first)
        }
        for row in rows {
            // Each item of a `ForEach` a stack builds at once, inside a lazy container's row
            // (a carousel in a list's row).
            if row.use.inType != nil, !row.use.inAction, case .lazy(_, _, _, _, true)? = row.use.contexts.first,
               case .lazy(let outer, _, _, _, false)? = row.use.contexts.dropFirst().first(where: { if case .lazy = $0 { true } else { false } }) {
                return RowLiftObstacle(text: "the project shows `\(name)` at \(mark) for each item of a `ForEach` that a stack builds all at once, inside a row of a `\(outer)`, and navmigrate moves a flag up only out of a view that is itself the row", place: row)
            }
            guard row.use.inType != nil, !row.use.inAction, case .lazy(_, _, _, _, let eager) = row.use.contexts.first, !eager else {
                return RowLiftObstacle(text: "the project also shows `\(name)` at \(mark), not as a row of a `List`, `Form` or lazy stack, where no view would hand it the flag", place: row)
            }
        }
        if let preview = (previewUsesByName[name] ?? []).first(where: { $0.file != type.file }) {
            return RowLiftObstacle(text: "a preview in \(shownPath(of: preview.file)) makes `\(name)`, which navmigrate hands a constant binding only in `\(name)`'s own file")
        }
        return nil
    }

    /// The files that show rows whose flags move up into them (`rowLift(of:)`): a file with no
    /// navigation of its own has sites there.
    func filesShowingLiftedRows() -> Set<String> {
        var found = Set<String>()
        for (name, declared) in typesByName where declared.contains(where: { !$0.facts.ownFlagLinks.isEmpty }) {
            for row in rowLift(of: name)?.rows ?? [] { found.insert(row.file) }
        }
        return found
    }

    /// The rows in a file whose views' flags move up into the file's views (`rowLift(of:)`).
    func rowLifts(in file: String) -> [RowLift] {
        var found: [RowLift] = []
        var seen: Set<String> = []
        for use in files[file]?.uses ?? [] where !use.inPreview && seen.insert(use.name).inserted {
            guard case .lazy = use.contexts.first, let lift = rowLift(of: use.name) else { continue }
            found.append(lift)
        }
        return found
    }

    /// Whether the views of a type navigate further: the type has links, or shows (not as a
    /// destination or presentation) a type that does, and so on down.
    /// With `onMacOS`, only the links macOS builds count (not those under `#if os(iOS)`).
    func navigates(_ name: String, onMacOS: Bool = false) -> Bool {
        firstShown(from: name) { type in
            types(named: type).contains(where: { (onMacOS ? $0.facts.macOSLinkCount : $0.facts.linkCount) > 0 }) ? true : nil
        } ?? false
    }

    /// Whether a link of the views of a type (or of the views they show) opens a view that
    /// navigates further (`navigates`): in a split view's middle column, such a link shows that
    /// view in the last column, whose pushes need a stack there.
    /// `usedIn`: the file of the use asking, where several files declare a view of the name
    /// (`navigationViewShown(by:usedIn:)`); further in, only views the project declares once.
    /// `steps`: 2 for a link that opens a view whose links open a view that navigates (a
    /// sidebar's, through the middle column, to the last).
    func opensNavigatingViews(_ name: String, usedIn file: String? = nil, steps: Int = 1) -> Bool {
        let meant = meantDeclarations(of: name, usedIn: file)
        return firstShown(from: name, startingIn: meant, follows: { type in self.isDeclaredOnceAsView(type) }) { type in
            (usesByHolder[type] ?? []).contains { placed in
                guard type != name || meant?.contains(placed.file) != false, isDeclaredOnceAsView(placed.use.name) else { return false }
                let boundary = placed.use.contexts.first { context in
                    switch context {
                    case .destination, .presentation: true
                    default: false
                    }
                }
                guard case .destination? = boundary, !placed.use.inPreview else { return false }
                return steps > 1 ? opensNavigatingViews(placed.use.name, usedIn: placed.file, steps: steps - 1) : navigates(placed.use.name)
            } ? true : nil
        } ?? false
    }

    /// The views the `body` of the view `name` builds at its top level, where they are several,
    /// with the file that declares it (the declaration nearest `file`'s meaning of the name).
    func bodyColumns(of name: String, usedIn file: String) -> PlacedBodyColumns? {
        types(named: name, meantIn: file).lazy.compactMap { declared in
            declared.facts.bodyColumns.map { PlacedBodyColumns(file: declared.file, columns: $0) }
        }.first
    }

    /// The first view, nearest first, among a type and the views it shows (not what they push or
    /// present) whose code applies a sidebar list style (`.listStyle(.sidebar)`), if any.
    func sidebarListShown(by name: String) -> String? {
        firstShown(from: name) { type in types(named: type).contains { $0.facts.sidebarListStyles > 0 } ? type : nil }
    }

    /// Walks from the type `name` through the types its views show (not those they push or
    /// present), nearest first, and gives the first answer `look` has for one; `follows` says
    /// which types are looked at and walked through.
    private func firstShown<Answer>(from name: String, startingIn files: Set<String>? = nil, follows: (String) -> Bool = { _ in true },
                                    passesModifierContent: Bool = true, _ look: (String) -> Answer?) -> Answer? {
        var seen: Set<String> = [name]
        var queue = [name]
        while !queue.isEmpty {
            let type = queue.removeFirst()
            // The first view, declared in several files, is followed from the ones meant only.
            guard follows(type) || (type == name && files != nil) else { continue }
            if let answer = look(type) { return answer }
            for placed in usesByHolder[type] ?? [] where (type != name || files?.contains(placed.file) != false)
                && seen.insert(placed.use.name).inserted {
                let shown = !placed.use.contexts.contains { context in
                    switch context {
                    case .destination, .presentation: return true
                    case .modifierContent: return !passesModifierContent
                    default: return false
                    }
                }
                if shown { queue.append(placed.use.name) }
            }
        }
        return nil
    }

    /// Where the project applies the app's own wrapper `name` to a link's destination inside a
    /// navigation container, which pushes the wrapper's navigation view onto that container's
    /// stack: a `ViewModifier` made there (`.modifier(DoneBar())`), or a `View` extension
    /// function applied there to a view of the project's (`Editor().inOwnNavigation()`; on
    /// SwiftUI's views it is not seen). The first such place, in the files' order; the contexts
    /// from the wrapper outwards.
    func pushedApplication(ofWrapper name: String) -> PushedApplication? {
        for placed in uses(of: name) where !placed.use.inPreview && TypeUse.container(pushingOnto: placed.use.contexts) != nil {
            return PushedApplication(file: placed.file, use: placed.use, contexts: placed.use.contexts)
        }
        for file in files.keys.sorted() {
            for use in files[file]?.uses ?? [] where !use.inPreview {
                for (applied, outside) in use.applications.dropFirst() where applied == name && TypeUse.container(pushingOnto: outside) != nil {
                    return PushedApplication(file: file, use: use, contexts: Array(outside))
                }
            }
        }
        return nil
    }

    /// The types a member read shows (`page.screen`: the views `Page.screen` makes), when one
    /// type of the project makes views in a member of that name.
    private func typesMade(byMemberRead read: TypeUse) -> [String] {
        guard let makers = memberMakers[read.name], let type = makers.first?.type, makers.allSatisfy({ $0.type == type }) else { return [] }
        return (usesByHolder[type] ?? []).filter { use in
            use.use.inMember.map { callableForms(of: $0).contains(read.name) } == true && !use.use.inPreview
        }.map(\.use.name)
    }

    /// Where what `type`, a type of the project that is not a view, makes is shown: where its
    /// static functions are called (`Factory.makeFlow()`), and where `member`, the member that
    /// makes it, is read (`NavigationLink(destination: item.destinationView)`), unless another
    /// type of the project makes views in a member of that name (whose reads those may be).
    /// An app or scene (`TweetApp.store.load()`) makes no view where its members are used: what
    /// its body makes is a window's root.
    private func madePlaces(by type: String, in member: String?) -> [PlacedUse] {
        if case let declared = types(named: type), !declared.isEmpty, declared.allSatisfy(isScene) { return [] }
        var places = (makerUsesByName[type] ?? []).map { PlacedUse(file: $0.file, use: $0.use) }
        for form in member.map(callableForms) ?? [] {
            guard let makers = memberMakers[form], makers.allSatisfy({ $0.type == type }) else { continue }
            places += (memberReadsByName[form] ?? []).map { PlacedUse(file: $0.file, use: $0.use) }
        }
        return places
    }

    /// Where uses of a view show it: a use in a type of the project that is not a view, with
    /// nothing around it there that places it (a destination, a container, a column, a
    /// presentation, and with `settledInRows` a lazy container), is replaced by the places that
    /// type's makers are called or its member is read (`madePlaces(by:in:)`).
    private func shownPlaces(_ placed: [PlacedUse], settledInRows: Bool, depth: Int = 0) -> [PlacedUse] {
        var places: [PlacedUse] = []
        for use in placed {
            let settled = use.use.contexts.contains { context in
                switch context {
                case .destination, .container, .column, .presentation: true
                case .lazy: settledInRows
                default: false
                }
            }
            if !settled, let holder = use.use.inType, case let declared = types(named: holder), !declared.isEmpty,
               !declared.contains(where: isView), case let made = madePlaces(by: holder, in: use.use.inMember), !made.isEmpty {
                // Made again by another such type (`Router.sidebar()` returning `page.view`),
                // a few steps up.
                places += depth < 3 ? shownPlaces(made, settledInRows: settledInRows, depth: depth + 1) : made
            } else {
                places.append(use)
            }
        }
        return places
    }

    /// The member through which a use's holder, when it is not a view, makes the view: nil
    /// for a use in a view (whose own uses show it, whatever member holds the use).
    private func makingMember(of use: TypeUse) -> String? {
        guard let holder = use.inType, let member = use.inMember, case let declared = types(named: holder),
              !declared.isEmpty, !declared.contains(where: isView) else { return nil }
        return member
    }

    /// The uses of a type that push it onto a navigation stack (a link's destination, in a
    /// navigation view, in a view that is itself in one, or in a `ViewModifier`), and its other
    /// uses.
    /// `declaredIn`: the file that declares the view asked about, where other files declare
    /// views of that name too (a watch app's `DataView` beside the phone app's): only the uses
    /// that mean it count (`uses(of:declaredIn:)`); a view that shows it is declared in the
    /// file of the use.
    func navigationUses(of name: String, declaredIn file: String? = nil) -> (pushes: [PlacedUse], others: [PlacedUse]) {
        var seen: Set<String> = [name]
        return navigationUses(of: name, declaredIn: file, seen: &seen)
    }

    private func navigationUses(of name: String, declaredIn file: String?,
                                seen: inout Set<String>) -> (pushes: [PlacedUse], others: [PlacedUse]) {
        var pushes: [PlacedUse] = []
        var others: [PlacedUse] = []
        // A view a type of the project that is not a view makes (a router's `switch` in
        // `Screen.view()`) is shown where that type's functions are called
        // (`NavigationLink(destination: Screen.pump.view())`), as `navigationOutside` follows it.
        let places = shownPlaces(file.map { uses(of: name, declaredIn: $0) } ?? uses(of: name), settledInRows: false)
        for placed in places {
            guard let destination = placed.use.pushingDestination else {
                // Shown in another view's body with nothing around it that starts navigation
                // (no container, column, presentation, or wrapper of the app's with a container
                // of its own): it is pushed wherever that view is, and shown where that one is.
                if isShownPlainly(placed.use), let holder = placed.use.inType, types(named: holder).contains(where: isView),
                   seen.insert(holder).inserted {
                    let outer = navigationUses(of: holder, declaredIn: placed.file, seen: &seen)
                    if !outer.pushes.isEmpty {
                        pushes += outer.pushes
                        others += outer.others
                        continue
                    }
                }
                others.append(placed)
                continue
            }
            let outer = placed.use.contexts[(destination + 1)...]
            let presented = outer.firstIndex { if case .presentation = $0 { true } else { false } }
            let contained = outer.firstIndex { if case .container = $0 { true } else { false } }
            // Without a container around it in its own view's code, the link pushes where that
            // view is inside navigation. A `ViewModifier`'s link is where the modifier is
            // applied, which the index does not follow through the `View` extension functions
            // that apply it: a link shows its destination only from inside a navigation
            // container, so that destination is taken to be pushed.
            let inStack: Bool
            if let contained { inStack = presented.map { contained < $0 } ?? true } else {
                inStack = presented == nil && (pushingWrapper(of: placed) != nil || placed.use.inType.map { holder in
                    types(named: holder).contains(where: \.facts.isViewModifier) || isInsideNavigation(holder, seen: [name])
                } == true)
            }
            if inStack { pushes.append(placed) } else { others.append(placed) }
        }
        return (pushes, others)
    }

    /// The app's link modifier whose link pushes the use, where that modifier wraps what it is
    /// applied to in a navigation container of its own (`.navigate(to: Portfolio(), when: $go)`,
    /// whose body is `NavigationView { ZStack { self; NavigationLink(destination: view, ...) } }`):
    /// its link pushes onto that container, wherever the view it is applied to is. Its name,
    /// without the dot; nil for any other use.
    func pushingWrapper(of placed: PlacedUse) -> String? {
        guard let destination = placed.use.pushingDestination,
              case .destination(let offset) = placed.use.contexts[destination],
              let modifier = files[placed.file]?.uses.first(where: { $0.offset == offset && $0.name.hasPrefix(".") })
        else { return nil }
        let name = String(modifier.name.dropFirst())
        return containerWrappers.contains(name) || keptContainerWrappers.contains(name) ? name : nil
    }

    /// `pushingWrapper(of:)` for the pushed use at `offset` in `file`.
    func pushingWrapper(file: String, offset: Int) -> String? {
        files[file]?.uses.lazy.filter { $0.offset == offset && $0.pushingDestination != nil }
            .compactMap { self.pushingWrapper(of: PlacedUse(file: file, use: $0)) }.first
    }

    /// The views the app's wrapping link modifier `name` (`pushingWrapper(of:)`) is handed to
    /// push, where it is applied, that show a navigation view of their own where they are shown.
    func pushedWithOwnNavigation(through name: String) -> [PlacedUse] {
        files.keys.sorted().flatMap { file -> [PlacedUse] in
            let uses = files[file]?.uses ?? []
            let applied = Set(uses.filter { $0.name == "." + name }.map(\.offset))
            guard !applied.isEmpty else { return [] }
            return uses.filter { use in
                guard let destination = use.pushingDestination, case .destination(let offset) = use.contexts[destination],
                      applied.contains(offset) else { return false }
                return types(named: use.name).contains { $0.facts.isView && $0.facts.containers.contains(where: \.shown) }
            }.map { PlacedUse(file: file, use: $0) }
        }
    }

    /// Whether a use sits in its holder's body with nothing around it that starts or holds
    /// navigation: a container, a column, a presentation, a link's destination, a view or
    /// modifier of the app's that wraps it in a container, or the content of one of the app's
    /// modifiers (`.nonbrokenSheet { CreateDrive() }`, which may present it).
    private func isShownPlainly(_ use: TypeUse) -> Bool {
        use.contexts.allSatisfy { context in
            switch context {
            case .container, .column, .presentation, .destination, .modifierContent: false
            case .wrapper(let name), .modifier(let name): !containerWrappers.contains(name) && !keptContainerWrappers.contains(name)
            case .lazy, .style: true
            }
        }
    }

    /// A `NavigationStack` or `NavigationSplitView` that the views of type `name` show, directly
    /// or through the views they show (not those they push or present), with the type that has
    /// it and its file.
    func stackShown(by name: String, usedIn file: String? = nil) -> ShownStack? {
        let meant = meantDeclarations(of: name, usedIn: file)
        // Only views show what they make: a type that is not one (a representable's
        // `Coordinator`, a model) is not followed, and names are shared across types.
        return firstShown(from: name, startingIn: meant, follows: { type in types(named: type).contains(where: isView) }) { type in
            types(named: type).filter(isView).filter { type != name || meant?.contains($0.file) != false }.lazy.compactMap { declared in
                declared.facts.shownStacks.first.map { ShownStack(type: type, file: declared.file, stack: $0) }
            }.first
        }
    }

    /// A `NavigationView` a view of the project shows where it is shown (not under an `if` of
    /// its own), in the views of type `name` or the views they show, as `stackShown(by:)` walks
    /// them; views the app pushes anywhere are passed over (they lose theirs where pushed).
    /// `usedIn`: the file of the use asking, where several files declare a view of that name
    /// (one app's `ContentView` and another's in one repository): only the declarations nearest
    /// it (`nearestDeclarations(among:to:)`) are that view, and only their code is followed.
    func navigationViewShown(by name: String, usedIn file: String? = nil) -> ShownStack? {
        let meant = meantDeclarations(of: name, usedIn: file)
        func own(_ type: String) -> ShownStack? {
            // A view the app pushes loses its navigation view (a same-named view of another
            // target pushed elsewhere is not this one).
            types(named: type).filter(isView).filter { type != name || meant?.contains($0.file) != false }.lazy.compactMap { declared in
                guard self.pushes(of: type, declaredIn: declared.file).isEmpty else { return nil }
                return declared.facts.containers.first(where: \.shown).map {
                    ShownStack(type: type, file: declared.file, stack: StackFact(name: "NavigationView", line: $0.line, column: $0.column,
                                                                               platforms: $0.platforms))
                }
            }.first
        }
        if let found = own(name) { return found }
        // Further in only through views the project declares once: a name several targets
        // declare (an app's `ContentView` and its watch extension's) may be the other one.
        // Not into what the app's own modifiers are handed, which they may present.
        return firstShown(from: name, startingIn: meant, follows: { type in isDeclaredOnceAsView(type) }, passesModifierContent: false) { type in
            type == name ? nil : own(type)
        }
    }

    /// Where several files declare a view named `name` (one app's `ContentView` and another's in
    /// one repository), those whose declaration a use in `file` means: the nearest
    /// (`nearestDeclarations(among:to:)`), files read no further (`quietDeclarations`) counted.
    /// Nil where one file declares it, or no file is given.
    private func meantDeclarations(of name: String, usedIn file: String?) -> Set<String>? {
        guard let file else { return nil }
        let declarations = Set(types(named: name).filter(isView).map(\.file)).union(quietDeclarations[name] ?? [])
        return declarations.count > 1 ? nearestDeclarations(among: declarations, to: file) : nil
    }

    /// Whether one view type of the project, and nothing else, has this name.
    private func isDeclaredOnceAsView(_ name: String) -> Bool {
        let declared = types(named: name)
        return declared.count == 1 && isView(declared[0])
    }

    /// The navigation containers a view of type `name` is shown in, as `containersShowing`
    /// finds them, and also through the views that show it plainly (`FeedScreen` showing
    /// `ReaderPane` in a `VStack`), with the names of those views, nearest first; not through a
    /// destination, a presentation or a lazy container.
    func containersShowing(_ name: String, throughViews: Bool, declaredIn file: String? = nil) -> [ShownThrough] {
        var found: [ShownThrough] = []
        var seen: Set<String> = [name]
        var queue: [(String, [String], String?)] = [(name, [], file)]
        while !queue.isEmpty {
            let (type, through, declaration) = queue.removeFirst()
            found += (declaration.map { containersShowing(type, declaredIn: $0) } ?? containersShowing(type)).map { ShownThrough(shown: $0, through: through) }
            guard throughViews else { break }
            for placed in declaration.map({ uses(of: type, declaredIn: $0) }) ?? uses(of: type) {
                let plain = placed.use.contexts.allSatisfy { context in
                    switch context {
                    case .style, .modifier, .wrapper: return true
                    default: return false
                    }
                }
                // Only through views the project declares once (see `navigationViewShown(by:)`).
                guard plain, let holder = placed.use.inType, isDeclaredOnceAsView(holder), isDeclaredOnceAsView(type),
                      seen.insert(holder).inserted else { continue }
                queue.append((holder, through + [holder], placed.file))
            }
        }
        return found
    }

    /// The first `View` extension function of the app's (`.intro(...)`) that shows a view of type
    /// `name` plainly (in its body, or through views and `ViewModifier`s that show it plainly)
    /// and whose own applications the index does not record: where it is applied, and so where
    /// the view is shown, is unknown (it may be a view pushed onto a stack).
    func untracedModifierShowing(_ name: String, declaredIn file: String?) -> UntracedModifierShow? {
        var seen: Set<String> = [name]
        var queue: [(String, String?)] = [(name, file)]
        while !queue.isEmpty {
            let (type, declaration) = queue.removeFirst()
            for placed in declaration.map({ uses(of: type, declaredIn: $0) }) ?? uses(of: type)
            where !placed.use.inAction && !placed.use.inPreview {
                // Handed into the `ViewModifier` that SwiftUI's `.modifier(...)` applies
                // (`.modifier(Overlay(content: Tip()))`): whether that shows it in place or
                // presents it, the index does not follow.
                if case .modifierContent("modifier", _)? = placed.use.contexts.first(where: { context in
                    switch context {
                    case .style, .wrapper: false
                    default: true
                    }
                }) {
                    return UntracedModifierShow(placed: placed, function: "modifier")
                }
                guard isShownPlainly(placed.use), let holder = placed.use.inType else { continue }
                if holder.hasPrefix(".") {
                    if uses(of: holder).isEmpty { return UntracedModifierShow(placed: placed, function: holder) }
                    continue
                }
                guard types(named: holder).contains(where: isView), seen.insert(holder).inserted else { continue }
                queue.append((holder, placed.file))
            }
        }
        return nil
    }

    /// The names of the app's own wrappers and modifiers that the project's uses sit in
    /// (`TypeUse.Context.wrapper`, `.modifier`).
    func wrapperNamesApplied() -> Set<String> {
        var names = Set<String>()
        for facts in files.values {
            for use in facts.uses {
                // The app's link modifier applied (`.navigate(...)`), which may wrap in a stack.
                if use.name.hasPrefix(".") { names.insert(String(use.name.dropFirst())) }
                for context in use.contexts {
                    switch context {
                    case .modifier(let name), .wrapper(let name): names.insert(name)
                    default: continue
                    }
                }
            }
        }
        return names
    }

    /// The first place the app hands a view of type `name` (or a view that shows it plainly,
    /// through views the project declares once) to a wrapper of its own that shows what it is
    /// handed in a navigation view (`Home().navigation()`, `FlowShell { Home() }`): a navigation
    /// view of `name`'s own would sit in the wrapper's. Nil where nothing does, or where a link's
    /// destination, a presentation, a navigation container or a lazy container comes first.
    func wrapperShowing(_ name: String, declaredIn file: String?) -> WrapperShow? {
        var seen: Set<String> = [name]
        var queue: [(String, [String], String?)] = [(name, [], file)]
        while !queue.isEmpty {
            let (type, through, declaration) = queue.removeFirst()
            // What a type that is not a view makes is shown where it is read (`router.home.navigation()`).
            for placed in shownUses(of: type, declaredIn: declaration) where !placed.use.inAction {
                var plain = true
                search: for context in placed.use.contexts {
                    switch context {
                    case .wrapper(let wrapper), .modifier(let wrapper):
                        if appliesNavigationView(wrapper) { return WrapperShow(placed: placed, wrapper: wrapper, through: through) }
                    case .style:
                        continue
                    case .destination, .presentation, .container, .column, .lazy, .modifierContent:
                        plain = false
                        break search
                    }
                }
                guard plain, let holder = placed.use.inType, isDeclaredOnceAsView(holder), isDeclaredOnceAsView(type),
                      seen.insert(holder).inserted else { continue }
                queue.append((holder, through + [holder], placed.file))
            }
        }
        return nil
    }

    /// A `List(selection:)` whose rows are links that carry a `.tag`, in the views of type
    /// `name` or the views they show (as `stackShown(by:)` walks them).
    /// `usedIn`: the file of the use asking, where several files declare a view of that name
    /// (an iOS app's `PostList` and its Mac app's): only the declarations nearest it are that
    /// view, and further in only views declared once are followed (`navigationViewShown`).
    func selectionListShown(by name: String, usedIn file: String? = nil) -> ShownStack? {
        let meant = meantDeclarations(of: name, usedIn: file)
        return firstShown(from: name, startingIn: meant, follows: { type in
            meant == nil ? types(named: type).contains(where: isView) : isDeclaredOnceAsView(type)
        }) { type in
            types(named: type).filter(isView).filter { type != name || meant?.contains($0.file) != false }.lazy.compactMap { declared in
                declared.facts.selectionLists.first.map { ShownStack(type: type, file: declared.file, stack: $0) }
            }.first
        }
    }

    /// Whether a type's views sit in a navigation container: it has one, or is shown or pushed
    /// in one, or in a view that is, through any number of views (a row of a list is where
    /// the list is).
    private func isInsideNavigation(_ name: String, seen: Set<String>) -> Bool {
        var visited = seen
        var queue = [name]
        while let type = queue.popLast() {
            guard visited.insert(type).inserted else { continue }
            if types(named: type).contains(where: { $0.facts.navigationContainers > 0 }) { return true }
            uses: for placed in uses(of: type) {
                for context in placed.use.contexts {
                    switch context {
                    case .container, .column: return true
                    case .presentation: continue uses
                    case .wrapper(let wrapper), .modifier(let wrapper):
                        if containerWrappers.contains(wrapper) { return true }
                    case .destination, .lazy, .style, .modifierContent: break
                    }
                }
                if let holder = placed.use.inType { queue.append(holder) }
            }
        }
        return false
    }

    /// The places a type is pushed from a navigation container (a link's destination there).
    func pushes(of name: String, declaredIn file: String? = nil) -> [PlacedUse] {
        (file.map { uses(of: name, declaredIn: $0) } ?? uses(of: name)).filter { placed in
            guard let destination = placed.use.pushingDestination else { return false }
            return placed.use.contexts[destination...].contains { if case .container = $0 { true } else { false } }
        }
    }
}

extension TypeUse {
    /// The nearest link destination around the use, when no sheet or other presentation sits
    /// between the two: a view presented in a sheet that a pushed view shows is not pushed.
    var pushingDestination: Int? {
        for (index, context) in contexts.enumerated() {
            switch context {
            case .destination: return index
            case .presentation: return nil
            default: continue
            }
        }
        return nil
    }
}

struct DeclaredType: Hashable, Sendable {
    var file: String
    var facts: TypeFacts
}

/// How a type's views are shown outside every navigation container (`navigationOutside`).
enum NavigationOutside: Hashable, Sendable {
    /// Nothing in the project shows the type.
    case unshown
    /// Shown at this use of the type, which leads to the use `at` in a presentation
    /// (`sheet`, ..., or `hostingRootPresentation`) with no navigation view inside it.
    case outside(PlacedUse, at: PlacedUse, presentation: String)
    /// Shown at this use of the type, which leads to the use `at` in `holder`, a type of the
    /// project that is not a view, whose own uses navmigrate does not follow; `sharing`, when
    /// the member that makes it is named as one of that other type that makes views too, so
    /// that its reads could be either's.
    /// `holder` is empty where the use is outside any type (a global value).
    case untraced(PlacedUse, at: PlacedUse, holder: String, sharing: String?)
    /// Shown at this use of the type, which leads to the use `at` inside the app's `wrapper`,
    /// whose navigation view stays as it is.
    case keptWrapper(PlacedUse, at: PlacedUse, wrapper: String)
}

/// A view with `tag:selection:` links shown as a row of a sidebar's `List` in another view
/// (`ProjectGraph.sidebarRowLists(in:)`).
struct SidebarRows: Hashable, Sendable {
    /// The row view, its file, and where its first link starts.
    var type: String
    var file: String
    var link: Int
    /// Where the list starts, in the file asked about.
    var list: Int
    /// The row view's use in the list.
    var row: TypeUse
    /// The property whose binding the list's view hands the row view for the links' selection
    /// (`selection` for `Row(selection: $selection)`); nil where it hands none as `$property`.
    var selection: String?
}

struct PlacedUse: Hashable, Sendable {
    var file: String
    var use: TypeUse
}

/// A view shown through the app's `View` extension function `function`, whose applications the
/// index does not record (`ProjectGraph.untracedModifierShowing(_:declaredIn:)`).
struct UntracedModifierShow: Hashable, Sendable {
    var placed: PlacedUse
    var function: String
}

/// Where the app hands a view to its own wrapper that shows it in a navigation view
/// (`ProjectGraph.wrapperShowing(_:declaredIn:)`), through the views in `through`.
struct WrapperShow: Hashable, Sendable {
    var placed: PlacedUse
    var wrapper: String
    var through: [String]
}

struct StyleReach: Hashable, Sendable {
    var file: String
    var style: StyleFact
    /// The types from the one asked about up to the one whose code applies the style.
    var through: [String]
}

struct ShownIn: Hashable, Sendable {
    var file: String
    /// `NavigationView`, `NavigationStack` or `NavigationSplitView`.
    var name: String
    var container: Int
    var column: Int
    var of: Int
    var use: TypeUse
    /// Where the view asked about is not itself in the column (`sidebarColumn(showingThrough:)`):
    /// the uses from it up to the view the column shows, the asked view's own first; each is
    /// that view's only use, in the body of the next view up (`use.inType`).
    var through: [PlacedUse] = []

    /// Where the asked view is the row a `ForEach` of that list builds for each element: the
    /// element and the data (`TypeUse.rowElement`).
    var rowElement: TypeUse.RowElement? {
        guard rowList != nil, let first = through.first, let rows = first.use.rowElement,
              first.use.contexts.contains(where: { if case .lazy("ForEach", rows.forEach, _, _, _) = $0 { true } else { false } })
        else { return nil }
        return rows
    }

    /// Where the asked view is a row of a `List` in the view that shows it (`through`'s first
    /// use is in that list): the list, by file and offset.
    var rowList: (file: String, offset: Int)? {
        guard let first = through.first else { return nil }
        for context in first.use.contexts {
            if case .lazy("List", let offset, _, _, _) = context { return (first.file, offset) }
        }
        return nil
    }
}

struct PlacedMention: Hashable, Sendable {
    var file: String
    var mention: ExtensionMention
}

struct SelectionLinksRef: Hashable, Sendable {
    var file: String
    var offset: Int
}

/// Where a view's link site of `rule` starts (`ProjectGraph.programmaticLinks(reachedFromContainerAt:in:)`).
struct ProgrammaticLinksRef: Hashable, Sendable {
    var file: String
    var rule: RuleID
    var offset: Int
}

/// A row view's links whose destinations go on the lazy container of the view that shows it
/// (`ProjectGraph.rowHandoff(of:)`).
struct RowHandoff: Hashable, Sendable {
    struct Link: Hashable, Sendable {
        var offset: Int
        var flag: String
    }
    /// The row view's file and name, and its first `isActive:` link, where its links' site is.
    var file: String
    var type: String
    var firstLink: Int
    /// The one place the project shows the row.
    var row: PlacedUse
    /// The links whose flags that place hands down.
    var links: [Link]

    /// The key under which a link's destination is written for the view that shows the row.
    static func key(file: String, link: Int) -> String { "row-destination|\(file)|\(link)" }
}

/// Why a row's own flag cannot move up (`ProjectGraph.rowLiftObstacle(of:)`): the words, and
/// the place they name, which the asking file writes as it names places.
struct RowLiftObstacle: Hashable, Sendable {
    static let placeMark = "\u{1}place\u{1}"
    var text: String
    var place: PlacedUse? = nil
}

/// A row view's links whose own flags move up into the views that show the row
/// (`ProjectGraph.rowLift(of:)`).
struct RowLift: Hashable, Sendable {
    /// The row view's file and name, and its links, in order.
    var file: String
    var type: String
    var links: [OwnFlagLink]
    /// Every place the app shows the row, each a row of a lazy container.
    var rows: [PlacedUse]

    /// The row's first link: the row's site, and what all its links share (the initializer's
    /// parameters, the file's imports).
    var link: OwnFlagLink { links[0] }

    /// The key under which a link's destination is written for the views that show the row.
    func key(for link: OwnFlagLink) -> String { "row-lift|\(file)|\(link.offset)" }
}

struct LazyUse: Hashable, Sendable {
    var file: String
    var container: String
    var line: Int
    var column: Int
    /// The types between: `[TodaySectionView]` when a row `TodaySectionView` shows the type.
    var through: [String] = []
    /// A `ForEach` that a plain stack builds all at once (`TypeUse.Context.lazy`'s `eager`).
    var eager = false
    /// For such a `ForEach` asked to be passed: the app's own view or modifier around it, which
    /// may put its rows in a list after all.
    var unknownAround: String?
    /// Whether the container is, or is inside, a `List`, `Form` or lazy stack in the same view
    /// (not a `ForEach` whose rows' builder is not known there).
    var inLazyContainer = true
}

struct ContainerRef: Hashable, Sendable {
    var file: String
    var fact: ContainerFact
}

struct StyleReachDown: Hashable, Sendable {
    var containers: [ContainerRef] = []
    /// Those reached with no presentation on the way: shown or pushed in the styled view's
    /// own navigation, not in a sheet's.
    var inStack: [ContainerRef] = []
    var unknownTypes = Set<String>()
}

/// A place where the app's own wrapper is applied, with the contexts around the wrapper there.
struct PushedApplication: Hashable, Sendable {
    var file: String
    var use: TypeUse
    var contexts: [TypeUse.Context]
}
