import SwiftSyntax

/// Everything the rules read about one file, gathered in one walk of its tree: the calls
/// they asked for by name, the file's types, the code the user or an availability check
/// keeps as it is, and multi-line string literals (whose lines must not be re-indented).
///
/// The walk reads only the top-level statements and members whose text holds a rule's trigger
/// (`TriggerMentions`), all of their insides, and every type declaration (so that a view's
/// extensions and nested types are known even where they do not mention navigation).
final class FileIndex {
    let context: FileContext
    let options: MigrationOptions
    let rules: RuleSet
    /// The file's types, each with its same-file extensions.
    let scopes: ViewScopeIndex
    /// Code left as it is: after `// navmigrate:ignore`, and code that runs before iOS 16 (with
    /// the file's helpers that only such code calls, `LegacyHelpers`).
    let keptRanges: [KeptRange]
    /// The lines of multi-line string literals, from just after the opening `"""` to the
    /// closing one: their indentation is part of the string's value.
    let multilineLiterals: [ClosedRange<Int>]
    /// Findings the index itself raises (a misspelt rule id in an ignore comment).
    let findings: [Finding]
    private let callsByName: [String: [FunctionCallExprSyntax]]
    /// Calls of capitalised names SwiftUI does not declare, in the code the walk read: the
    /// places the file may use a view type of its project.
    let typeCalls: [FunctionCallExprSyntax]
    /// Calls of a type's static functions (`Factory.makeFlow()`), in the code the walk read: where
    /// a view a factory makes is shown.
    let makerCalls: [FunctionCallExprSyntax]
    /// `NavigationLink.programmatic(isActive: ...)`: calls of static functions on
    /// `NavigationLink`, which only the app declares (`OpaqueLinks`).
    let linkFactoryCalls: [FunctionCallExprSyntax]
    /// `NavigationLink<Label, Destination>(isActive: ...)` and the like: deprecated programmatic
    /// links written with explicit generic arguments, which `OpaqueLinks` refuses.
    let specializedLinks: [FunctionCallExprSyntax]
    /// See `IndexWalk.valueMakerTypes`.
    let valueMakerTypes: [SyntaxIdentifier: String]
    /// `Rows.init` written without a call: a project type's initializer handed on.
    let initializerReferences: [MemberAccessExprSyntax]
    /// See `IndexWalk.resolvedValues`.
    let resolvedValues: [(value: ExprSyntax, type: String)]
    /// See `IndexWalk.memberReads`.
    let memberReads: [ExprSyntax]
    /// The top-level statements and members the walk read whole.
    let readRanges: [Range<Int>]
    private var memos: [ObjectIdentifier: Any] = [:]

    /// The file's id in the run (its path), which names its sites to other files.
    let fileID: String
    /// The path findings use for this file.
    let shownPath: String

    private static let stackNames = [Array("NavigationStack".utf8), Array("NavigationSplitView".utf8)]
    /// Read where the app's own modifier that wraps in a stack pushes what it is handed
    /// (`TypeUses.wrapperDestinations`).
    private static let wrapperPushNames: Set<String> = ["navigationDestination"]
    /// `toolbar(.hidden, for: .navigationBar)` in the app's own modifier hides the bar as
    /// `navigationBarHidden(true)` does (`FileFacts.barHidingModifiers`): read too.
    private static let barHidingNames = [Array("for: .navigationBar".utf8)]

    /// The project as this file's rules see it; the file's own facts alone unless the run sets it.
    var graph: ProjectGraph?
    /// The platforms the project builds this file for, from its deployment targets; nil when
    /// none is known.
    /// A file that imports UIKit outside any `#if` is none of macOS's (Mac Catalyst builds it as
    /// iOS code): macOS is not among them then.
    var builtPlatforms: Set<ApplePlatform>? {
        options.deploymentTarget.map { targets in
            var platforms = Set(targets.keys)
            if platforms.contains(.macOS), platforms.count > 1, importsUIKit { platforms.remove(.macOS) }
            return platforms
        }
    }

    /// Whether the file imports UIKit at its top level, outside any `#if`.
    var importsUIKit: Bool {
        shared(UIKitImport.self) { file in
            guard file.context.bytes.containsBytes(Array("UIKit".utf8)) else { return UIKitImport(found: false) }
            return UIKitImport(found: file.context.tree.statements.contains { item in
                item.item.as(ImportDeclSyntax.self)?.path.first?.name.text == "UIKit"
            })
        }.found
    }

    /// The questions the rules ask of the project, and the answers they got.
    var project: ProjectView {
        if let asked { return asked }
        let view = ProjectView(graph ?? ProjectGraph([facts]))
        asked = view
        return view
    }

    /// The project as the rules saw it, if they asked it anything.
    private(set) var asked: ProjectView?

    init(context: FileContext, options: MigrationOptions, rules: RuleSet, fileID: String = "", shownPath: String = "",
         readsEverything: Bool = false) {
        self.context = context
        defer { context.wrapsInContainer = { [weak self] name in self?.project.wrapsInContainer(name) ?? false } }
        self.fileID = fileID
        self.shownPath = shownPath
        self.options = options
        self.rules = rules
        let modifiers = options.linkModifierNames.sorted()
        // The newer containers are read too where a file has work: a view or function of the
        // app's own that wraps its content in one is a container for the links it is handed.
        let walk = IndexWalk(mentions: TriggerMentions(context.bytes, triggers: rules.searchedTriggers + Self.stackNames + Self.barHidingNames + modifiers.map { Array($0.utf8) }),
                             calls: rules.calls.union(modifiers).union(Self.wrapperPushNames), readsEverything: readsEverything, ownTypes: options.ownTypesNamedLikeSwiftUI,
                             lowerCaseTypes: options.lowerCaseTypeNames.union(Self.lowerCaseStructNames(in: context.bytes)))
        walk.walk(context.tree)
        callsByName = walk.calls
        // A call of a lower-case name read as a view (`inNavigation { ... }`, a top-level wrapper
        // of the project's) inside a type that declares a method of that name is the method's.
        typeCalls = walk.typeCalls.filter { call in
            guard let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
                  name.first?.isLowercase == true else { return true }
            return !Self.enclosingTypeDeclaresMethod(named: name, around: call)
        }
        makerCalls = walk.makerCalls
        linkFactoryCalls = walk.linkFactoryCalls
        specializedLinks = walk.specializedCalls.filter(Self.isSpecializedProgrammaticLink)
        valueMakerTypes = walk.valueMakerTypes
        initializerReferences = walk.initializerReferences
        resolvedValues = walk.resolvedValues
        memberReads = walk.memberReads
        readRanges = walk.readRanges
        scopes = ViewScopeIndex(walk.scopes())
        multilineLiterals = walk.multilineLiterals
        let ignored = IgnoreComment.ranges(in: context)
        // Under a deployment target that has the new API everywhere, code for older systems
        // never runs: what such a check leaves to a condition beside it runs on new systems
        // only, and code it shares with the rest is theirs; both are migrated as any code is.
        let newEnough = options.deploymentTarget.map { versions in
            !versions.isEmpty && versions.allSatisfy { !($0.value < $0.key.navigationStackMinimum) }
        } ?? false
        let availability = newEnough ? walk.availabilityRanges.filter { kept in
            if case .fallbackBeside = kept.olderSystems { false } else { true }
        } : walk.availabilityRanges
        let legacy = availability.map(\.range)
        let helpers = LegacyHelpers.ranges(in: context.tree, legacy: legacy).map {
            KeptRange(range: $0, rules: KeptRange.keptForOlderSystems, olderSystems: .helper)
        }
        let shared = newEnough ? [] : LegacyHelpers.shared(in: context.tree, legacy: legacy).map {
            KeptRange(range: $0.range, rules: KeptRange.keptForOlderSystems, olderSystems: .sharedHelper(usedAt: $0.usedAt))
        }
        keptRanges = availability + helpers + shared + ignored.kept + Self.deprecatedForNewAPI(in: context)
        findings = ignored.findings + walk.specializedCalls.filter { !Self.isSpecializedProgrammaticLink($0) }
            .compactMap { Self.specializedFinding($0, rules: rules, in: context) }
    }

    /// Whether a call written with explicit generic arguments is a programmatic link
    /// (`isActive:`, or `tag:` and `selection:`): a link its view's navigation views wait for.
    private static func isSpecializedProgrammaticLink(_ call: FunctionCallExprSyntax) -> Bool {
        guard call.calledExpression.as(GenericSpecializationExprSyntax.self)?.expression.trimmedText == "NavigationLink" else { return false }
        let labels = Set(call.arguments.compactMap { $0.label?.text })
        return labels.contains("isActive") || (labels.contains("tag") && labels.contains("selection"))
    }

    /// A deprecated navigation call written with explicit generic arguments is left as it is,
    /// with a finding: the new forms' generic parameters differ (`NavigationLink<Label,
    /// Destination>` has no `isActive:`), so what to write depends on code navmigrate cannot see.
    private static func specializedFinding(_ call: FunctionCallExprSyntax, rules: RuleSet, in context: FileContext) -> Finding? {
        let labels = Set(call.arguments.compactMap { $0.label?.text })
        let written = context.source(call.calledExpression)
        let rule: RuleID
        if call.calledExpression.as(GenericSpecializationExprSyntax.self)?.expression.trimmedText == "NavigationView" {
            rule = .navigationView
        } else if labels.contains("isActive") {
            rule = .linkIsActive
        } else if labels.contains("tag") || labels.contains("selection") {
            rule = .linkTagSelection
        } else if labels.contains("destination") {
            rule = .linkDestination
        } else {
            return nil
        }
        guard rules.ids.contains(rule) else { return nil }
        return context.finding(rule, "`\(written)(...)` is written with explicit generic arguments, so navmigrate leaves it as it is (the new form's generic parameters differ); migrate it by hand", at: call)
    }

    /// An index of parsed text for every rule, as tests use it.
    convenience init(tree: SourceFileSyntax, text: String, options: MigrationOptions = MigrationOptions()) {
        self.init(context: FileContext(tree: tree, text: text), options: options, rules: .all)
    }

    var tree: SourceFileSyntax { context.tree }

    /// The calls whose callee's last name is `name`, in source order, outer calls before the
    /// calls inside them. Only names some rule of the set declared in `calls` are collected.
    func calls(named name: String) -> [FunctionCallExprSyntax] {
        callsByName[name] ?? []
    }

    /// The calls of `name` that start inside `range`, found by binary search (the walk lists
    /// calls in the order they start): a rule asking about one view of a file of thousands
    /// does not look at every call of the file.
    func calls(named name: String, startingIn range: Range<AbsolutePosition>) -> ArraySlice<FunctionCallExprSyntax> {
        Self.starting(in: range, callsByName[name] ?? [])
    }

    /// Whether a type (or an extension) around `node` declares a function named `name`.
    static func enclosingTypeDeclaresMethod(named name: String, around node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let ancestor = current {
            if let group = ancestor.asProtocol(DeclGroupSyntax.self),
               group.memberBlock.members.contains(where: { $0.decl.as(FunctionDeclSyntax.self)?.name.text == name }) {
                return true
            }
            current = ancestor.parent
        }
        return false
    }

    /// The calls of the project's types (`typeCalls`) that start inside `range`.
    func typeCalls(startingIn range: Range<AbsolutePosition>) -> ArraySlice<FunctionCallExprSyntax> {
        Self.starting(in: range, typeCalls)
    }

    private static func starting(in range: Range<AbsolutePosition>, _ calls: [FunctionCallExprSyntax]) -> ArraySlice<FunctionCallExprSyntax> {
        let low = calls.partitioningIndex { $0.positionAfterSkippingLeadingTrivia >= range.lowerBound }
        let high = max(low, calls.partitioningIndex { $0.positionAfterSkippingLeadingTrivia >= range.upperBound })
        return calls[low..<high]
    }

    /// An analysis several rules share (a file's containers and their layouts), made once per
    /// file the first time a rule asks.
    func shared<T>(_ type: T.Type, _ make: (FileIndex) -> T) -> T {
        if let made = memos[ObjectIdentifier(type)] as? T { return made }
        let made = make(self)
        memos[ObjectIdentifier(type)] = made
        return made
    }

    /// Whether the file writes `available` anywhere (`@available`, `#available`).
    var mentionsAvailability: Bool {
        shared(AvailabilityMention.self) { AvailabilityMention(found: $0.context.bytes.containsBytes(Array("available".utf8))) }.found
    }

    private struct AvailabilityMention { let found: Bool }

    /// Whether the file writes `rootView` anywhere (a hosting controller's root view), searched
    /// once: every use's contexts ask.
    var mentionsRootView: Bool {
        shared(RootViewMention.self) { RootViewMention(found: $0.context.bytes.containsBytes(Array(hostingRootPresentation.utf8))) }.found
    }

    private struct RootViewMention { let found: Bool }

    /// The scope whose declarations hold `node` most closely.
    func scope(of node: some SyntaxProtocol) -> ViewScope? {
        if let found = scopes.scopeByPosition(of: Syntax(node), readRanges: readRanges) { return found }
        return ViewScope.scope(of: node, in: scopes)
    }
}

extension FileIndex {
    /// The declarations marked deprecated on an Apple platform from the release that brought
    /// `NavigationStack` or an older one (`@available(iOS, deprecated: 16.0)`), which say they
    /// are for older systems.
    static func deprecatedForNewAPI(in context: FileContext) -> [KeptRange] {
        var kept: [KeptRange] = []
        for offset in context.bytes.offsets(of: Array("deprecated".utf8)) {
            guard let token = context.tree.token(at: AbsolutePosition(utf8Offset: offset)),
                  token.positionAfterSkippingLeadingTrivia.utf8Offset == offset,
                  let argument = token.parent?.as(AvailabilityLabeledArgumentSyntax.self),
                  case .version(let version) = argument.value,
                  let arguments = argument.parent?.parent?.as(AvailabilityArgumentListSyntax.self),
                  let platformToken = arguments.first?.argument.as(TokenSyntax.self),
                  let platform = Availability.applePlatform(platformToken.text),
                  let deprecated = PlatformVersion(parsing: version.trimmedText),
                  deprecated <= platform.navigationStackMinimum,
                  let attribute = arguments.parent?.as(AttributeSyntax.self),
                  let declaration = attribute.parent?.parent, declaration.is(DeclSyntax.self) else { continue }
            kept.append(KeptRange(range: declaration.positionAfterSkippingLeadingTrivia.utf8Offset..<declaration.endPosition.utf8Offset,
                                  rules: KeptRange.keptForOlderSystems, olderSystems: .deprecated))
        }
        return kept
    }
}

/// Code that no rule, or some rules, must change.
struct KeptRange {
    var range: Range<Int>
    /// The rules it keeps away; nil for every rule.
    var rules: Set<RuleID>?

    /// Why it is code for older systems, when it is rather than code the user marked.
    var olderSystems: OlderSystems?

    /// The rules code for older systems keeps away: every one but the toolbar placements',
    /// whose new names (`.topBarLeading`) run back to iOS 14, where the old ones do.
    static let keptForOlderSystems = Set(RuleID.allCases).subtracting([.toolbarPlacement])

    enum OlderSystems {
        /// What runs where an availability check fails (`else` of `if #available`).
        case fallback
        /// What runs where an availability check, or a condition written beside it, fails
        /// (`if #available(iOS 16, *), idiom != .pad { } else { ... }`): on older systems, and
        /// on new ones where that condition fails.
        case fallbackBeside(conditions: String)
        /// The `else` of a check newer than the new API whose branch already uses a new
        /// container: the app keeps the old one on systems that have the new one, by choice.
        case chosenFallback(check: String, newContainer: (name: String, offset: Int))
        /// A declaration of the file only such code uses.
        case helper
        /// A declaration of the file such code uses (at `usedAt`) and other code too: it runs
        /// on older systems as well.
        case sharedHelper(usedAt: Int)
        /// A declaration marked deprecated from the release that brought the new API on
        /// (`@available(iOS, deprecated: 16.0)`): the app's own code for older systems.
        case deprecated
        /// What only compilers before Swift 5.7, which have no `NavigationStack`, build: the
        /// `#else` of `#if swift(>=5.7)` (or an older release, or `compiler(...)`), the body of
        /// `#if swift(<5.7)`. `condition` is the test as written.
        case olderCompilers(condition: String)
    }

    func keeps(_ rule: RuleID) -> Bool { rules?.contains(rule) ?? true }
}

/// The one walk behind `FileIndex`.
private final class IndexWalk: SyntaxVisitor {
    private let mentions: TriggerMentions
    private let wanted: Set<String>
    private(set) var calls: [String: [FunctionCallExprSyntax]] = [:]
    private(set) var typeCalls: [FunctionCallExprSyntax] = []
    private(set) var makerCalls: [FunctionCallExprSyntax] = []
    /// The type that makes each maker call's result, for calls `makerTypeName` cannot name: a
    /// value's function in the closure of `navigationDestination(for: Screen.self) { screen in
    /// screen.view() }` is `Screen`'s.
    private(set) var valueMakerTypes: [SyntaxIdentifier: String] = [:]
    /// The parameter of each value destination's closure the walk is in, with its type.
    private var valueParameters: [(name: String, type: String, closure: SyntaxIdentifier)] = []
    private(set) var initializerReferences: [MemberAccessExprSyntax] = []
    /// A value of a project's type that is not made by calling the type, bound to a name:
    /// `let screen = container.resolve(Screen.self)` (a dependency container's generic
    /// function handed the type), `let screen: Screen = container.resolve()`. The value, with
    /// the type's name: where the name is read, such a view is shown.
    private(set) var resolvedValues: [(value: ExprSyntax, type: String)] = []
    /// A member of some value read, or called with no arguments, where a view is shown
    /// (`item.destinationView`, `menu.contentView()`): the read, or its call.
    private(set) var memberReads: [ExprSyntax] = []
    /// `NavigationLink<Label, Destination>(...)`: deprecated forms written with explicit generic
    /// arguments, which the rules do not rewrite.
    private(set) var specializedCalls: [FunctionCallExprSyntax] = []
    /// See `FileIndex.linkFactoryCalls`.
    private(set) var linkFactoryCalls: [FunctionCallExprSyntax] = []
    private(set) var readRanges: [Range<Int>] = []
    private var types: [(String, DeclSyntax)] = []
    private(set) var multilineLiterals: [ClosedRange<Int>] = []
    private(set) var availabilityRanges: [KeptRange] = []

    /// Whether every statement is read, not only those that hold a trigger: for a file read for
    /// the places it uses the project's types.
    private let readsEverything: Bool

    /// SwiftUI's names the project declares for its own types: their calls are its uses.
    private let ownTypes: Set<String>

    /// The project's types named with a lower-case letter first (`MigrationOptions.lowerCaseTypeNames`).
    private let lowerCaseTypes: Set<String>

    init(mentions: TriggerMentions, calls: Set<String>, readsEverything: Bool, ownTypes: Set<String> = [],
         lowerCaseTypes: Set<String> = []) {
        self.lowerCaseTypes = lowerCaseTypes
        self.mentions = mentions
        self.wanted = calls
        self.readsEverything = readsEverything
        self.ownTypes = ownTypes
        super.init(viewMode: .sourceAccurate)
    }

    func scopes() -> [ViewScope] {
        var order: [String] = []
        var grouped: [String: [DeclSyntax]] = [:]
        for (name, decl) in types {
            if grouped[name] == nil { order.append(name) }
            grouped[name, default: []].append(decl)
        }
        return order.map { name in
            let decls = grouped[name]!
            let primary = decls.first { $0.is(StructDeclSyntax.self) } ?? decls[0]
            return ViewScope(primary: primary, name: name, decls: decls)
        }
    }

    // MARK: What is read

    /// A statement or member that holds no trigger holds no site, unless it sits inside one that
    /// does (a `ToolbarItem` in the `.toolbar { }` beside a `navigationBarItems`); a type
    /// declaration or an `#if` block is still entered, to know the type and to reach the
    /// members that do.
    override func visit(_ node: CodeBlockItemSyntax) -> SyntaxVisitorContinueKind {
        enter(node, holding: node.item)
    }

    override func visitPost(_ node: CodeBlockItemSyntax) {
        leave(node)
    }

    override func visit(_ node: MemberBlockItemSyntax) -> SyntaxVisitorContinueKind {
        enter(node, holding: node.decl)
    }

    override func visitPost(_ node: MemberBlockItemSyntax) {
        leave(node)
    }

    /// The enclosing statement or member that holds a trigger: inside it, everything is read.
    private var outermostWithTriggers: SyntaxIdentifier?

    private func enter(_ node: some SyntaxProtocol, holding item: some SyntaxProtocol) -> SyntaxVisitorContinueKind {
        if outermostWithTriggers != nil { return .visitChildren }
        if readsEverything || mentions.occur(in: node) {
            outermostWithTriggers = Syntax(node).id
            readRanges.append(node.position.utf8Offset..<node.endPosition.utf8Offset)
            return .visitChildren
        }
        return Self.declaresType(item) ? .visitChildren : .skipChildren
    }

    private func leave(_ node: some SyntaxProtocol) {
        if outermostWithTriggers == Syntax(node).id { outermostWithTriggers = nil }
    }

    private static func declaresType(_ node: some SyntaxProtocol) -> Bool {
        switch Syntax(node).kind {
        case .structDecl, .classDecl, .enumDecl, .extensionDecl, .actorDecl, .ifConfigDecl: return true
        default: return false
        }
    }

    // MARK: Types

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        types.append((qualifiedName(node.name.text, node), DeclSyntax(node)))
        return .visitChildren
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        types.append((qualifiedName(node.name.text, node), DeclSyntax(node)))
        return .visitChildren
    }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        types.append((qualifiedName(node.name.text, node), DeclSyntax(node)))
        return .visitChildren
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        types.append((node.extendedType.trimmedText, DeclSyntax(node)))
        return .visitChildren
    }

    private func qualifiedName(_ name: String, _ node: some SyntaxProtocol) -> String {
        var parts = [name]
        var current = node.parent
        while let ancestor = current {
            if let type = ancestor.as(StructDeclSyntax.self) { parts.insert(type.name.text, at: 0) }
            if let type = ancestor.as(ClassDeclSyntax.self) { parts.insert(type.name.text, at: 0) }
            if let type = ancestor.as(EnumDeclSyntax.self) { parts.insert(type.name.text, at: 0) }
            if let type = ancestor.as(ExtensionDeclSyntax.self) { parts.insert(type.extendedType.trimmedText, at: 0) }
            current = ancestor.parent
        }
        return parts.joined(separator: ".")
    }

    /// Whether `call` is the argument of a style modifier (`listStyle`, `buttonStyle`,
    /// `foregroundStyle`: a modifier whose name ends in `Style`).
    private static func isStyleValue(_ call: FunctionCallExprSyntax) -> Bool {
        guard let modifier = call.parent?.as(LabeledExprSyntax.self)?.parent?.parent?.as(FunctionCallExprSyntax.self),
              let name = modifier.modifierName else { return false }
        return name.hasSuffix("Style")
    }

    // MARK: Sites

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let generic = node.calledExpression.as(GenericSpecializationExprSyntax.self),
           let base = generic.expression.as(DeclReferenceExprSyntax.self),
           ["NavigationLink", "NavigationView"].contains(base.baseName.text) {
            specializedCalls.append(node)
        }
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self),
           member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "NavigationLink",
           member.declName.baseName.tokenKind != .keyword(.`init`) {
            linkFactoryCalls.append(node)
        }
        if let name = node.calleeLastName, wanted.contains(name) {
            calls[name, default: []].append(node)
        }
        if let type = node.calleeTypeName ?? node.qualifiedCalleeTypePath ?? node.specializedCalleeTypeName, let first = type.utf8.first,
           first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z") || lowerCaseTypes.contains(type),
           !isBuiltInTypeName(type, shadowedBy: ownTypes) {
            // `.listStyle(PlainListStyle())`, `.buttonStyle(PressStyle())`: a style's value is
            // never a view shown there.
            if !Self.isStyleValue(node) { typeCalls.append(node) }
        } else if let type = node.makerTypeName, !isBuiltInTypeName(type, shadowedBy: ownTypes) {
            makerCalls.append(node)
        } else if !valueParameters.isEmpty, let member = node.calledExpression.as(MemberAccessExprSyntax.self),
                  let base = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text,
                  let parameter = valueParameters.last(where: { $0.name == base }) {
            makerCalls.append(node)
            valueMakerTypes[node.id] = parameter.type
        }
        return .visitChildren
    }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
        // `navigationDestination(for: Screen.self) { screen in ... }`
        if let call = node.parent?.as(FunctionCallExprSyntax.self), call.trailingClosure?.id == node.id,
           call.modifierName == "navigationDestination", let type = call.argument(labeled: "for")?.expression
            .as(MemberAccessExprSyntax.self).flatMap({ $0.declName.baseName.text == "self" ? $0.base?.as(DeclReferenceExprSyntax.self) : nil }),
           let name = node.parameterNames.first {
            valueParameters.append((name, type.baseName.text, node.id))
        }
        return .visitChildren
    }

    override func visitPost(_ node: ClosureExprSyntax) {
        if valueParameters.last?.closure == node.id { valueParameters.removeLast() }
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        if node.declName.baseName.tokenKind == .keyword(.`init`), let type = node.base?.as(DeclReferenceExprSyntax.self)?.baseName.text,
           let first = type.utf8.first, first >= UInt8(ascii: "A"), first <= UInt8(ascii: "Z"), !isBuiltInTypeName(type, shadowedBy: ownTypes),
           node.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id != ExprSyntax(node).id {
            initializerReferences.append(node)
        }
        if let read = Self.shownMemberRead(node, ownTypes: ownTypes) { memberReads.append(read) }
        // `resolve(Screen.self)` as the value of a binding: the metatype handed to the call
        // that makes the value.
        // (A type's initializer handed the metatype, `String(describing: Orders.self)`, makes a
        // value of that type, not an `Orders`.)
        if node.declName.baseName.tokenKind == .keyword(.`self`), let base = node.base, let type = Self.typePath(of: base),
           Self.namesProjectType(lastName(type), ownTypes: ownTypes),
           let call = node.parent?.as(LabeledExprSyntax.self)?.parent?.as(LabeledExprListSyntax.self)?.parent?.as(FunctionCallExprSyntax.self),
           call.calleeTypeName == nil, call.qualifiedCalleeTypePath == nil,
           Self.bindingValued(by: ExprSyntax(call)).map({ $0.typeAnnotation == nil }) ?? Self.isShownAsMade(call) {
            resolvedValues.append((ExprSyntax(call), type))
        }
        return .visitChildren
    }

    /// The type a metatype's base names, as the project names it: `Screen` for `Screen.self`,
    /// `Screen<Int>`'s `Screen`, `Billing.Screen` for `Billing.Screen.self`.
    private static func typePath(of base: ExprSyntax) -> String? {
        if let reference = base.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let specialized = base.as(GenericSpecializationExprSyntax.self) { return typePath(of: specialized.expression) }
        if let tuple = base.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil {
            return typePath(of: only.expression)
        }
        if let member = base.as(MemberAccessExprSyntax.self), let outer = member.base, let path = typePath(of: outer),
           path.first?.isUppercase == true {
            return path + "." + member.declName.baseName.text
        }
        return nil
    }

    /// The type an annotation names, through an optional (`Screen?`, `Screen!`,
    /// `Optional<Screen>`) and generic arguments: `Screen`, or `Billing.Screen`.
    private static func typePath(of type: TypeSyntax) -> String? {
        if let optional = type.as(OptionalTypeSyntax.self) { return typePath(of: optional.wrappedType) }
        if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return typePath(of: unwrapped.wrappedType) }
        if let identifier = type.as(IdentifierTypeSyntax.self) {
            // (The argument is read from the tree, as swift-syntax 600 and 602 model it differently.)
            if identifier.name.text == "Optional", let arguments = identifier.genericArgumentClause?.arguments, arguments.count == 1,
               let wrapped = arguments.first!.children(viewMode: .sourceAccurate).lazy.compactMap({ $0.as(TypeSyntax.self) }).first {
                return typePath(of: wrapped)
            }
            return identifier.name.text
        }
        if let member = type.as(MemberTypeSyntax.self), let outer = typePath(of: member.baseType) {
            return outer + "." + member.name.text
        }
        return nil
    }

    /// `let screen: Screen = container.resolve()`: a value of the type its annotation names, made
    /// by something other than a call of that type.
    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
        // `let screen = container.resolve(Any.self) as! Screen`: the cast names the type.
        // (Unfolded, the cast is a sequence: the value, `as!`, the type.)
        if node.typeAnnotation == nil, let value = node.initializer?.value, let cast = Self.cast(value),
           let type = Self.typePath(of: cast.type), Self.namesProjectType(lastName(type), ownTypes: ownTypes),
           cast.value.as(FunctionCallExprSyntax.self).map({ $0.calleeTypeName ?? $0.qualifiedCalleeTypePath }) != type {
            resolvedValues.append((value, type))
        }
        if let annotation = node.typeAnnotation?.type, let type = Self.typePath(of: annotation),
           Self.namesProjectType(lastName(type), ownTypes: ownTypes), let value = node.initializer?.value,
           Self.bindingValued(by: value)?.id == node.id,
           value.as(FunctionCallExprSyntax.self).map({ $0.calleeTypeName ?? $0.qualifiedCalleeTypePath }) != type {
            resolvedValues.append((value, type))
        }
        return .visitChildren
    }

    /// A name that may be one of the project's types: capitalised, and not SwiftUI's nor the
    /// standard library's (unless the project declares its own).
    private static func namesProjectType(_ name: String, ownTypes: Set<String>) -> Bool {
        guard let first = name.utf8.first, first >= UInt8(ascii: "A"), first <= UInt8(ascii: "Z") else { return false }
        return !isBuiltInTypeName(name, shadowedBy: ownTypes)
    }

    /// The binding whose initial value `value` is, through `try`, `await`, `!`, a cast and
    /// parentheses.
    private static func bindingValued(by value: ExprSyntax) -> PatternBindingSyntax? {
        let node = outermost(value)
        guard let clause = node.parent?.as(InitializerClauseSyntax.self), clause.value.id == node.id else { return nil }
        return clause.parent?.as(PatternBindingSyntax.self)
    }

    /// `value as! Type` (or `as?`, `as`), folded or not: the value and the type.
    private static func cast(_ expression: ExprSyntax) -> (value: ExprSyntax, type: TypeSyntax)? {
        if let folded = expression.as(AsExprSyntax.self) { return (folded.expression, folded.type) }
        guard let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count == 3 else { return nil }
        let elements = Array(sequence.elements)
        guard elements[1].is(UnresolvedAsExprSyntax.self), let type = elements[2].as(TypeExprSyntax.self) else { return nil }
        return (elements[0], type.type)
    }

    /// `value` with what leaves its view as it is around it: `try`, `await`, `!`, `?`, a cast
    /// (`as! Screen`) and parentheses.
    private static func outermost(_ value: ExprSyntax) -> Syntax {
        var node = Syntax(value)
        while let parent = node.parent {
            if parent.is(TryExprSyntax.self) || parent.is(AwaitExprSyntax.self) || parent.is(ForceUnwrapExprSyntax.self)
                || parent.is(OptionalChainingExprSyntax.self) || parent.as(AsExprSyntax.self)?.expression.id == node.id {
                node = parent
            } else if parent.is(ExprListSyntax.self), let sequence = parent.parent?.as(SequenceExprSyntax.self),
                      let cast = cast(ExprSyntax(sequence)), cast.value.id == node.id {
                node = Syntax(sequence)
            } else if parent.as(LabeledExprSyntax.self).map({ $0.label == nil }) == true,
                      let tuple = parent.parent?.parent?.as(TupleExprSyntax.self), tuple.elements.count == 1 {
                node = Syntax(tuple)
            } else {
                break
            }
        }
        return node
    }

    /// Whether what `call` makes is shown where it is: a statement of a view's code
    /// (`NavigationView { container.resolve(Screen.self) }`), returned, or handed to UIKit as a
    /// hosting controller's root.
    private static func isShownAsMade(_ call: FunctionCallExprSyntax) -> Bool {
        let node = outermost(ExprSyntax(call))
        guard let parent = node.parent else { return false }
        if parent.is(CodeBlockItemSyntax.self) || parent.is(ReturnStmtSyntax.self) { return true }
        return parent.as(LabeledExprSyntax.self)?.label?.text == "rootView"
    }

    /// `List(items, rowContent: \.row)`, `ForEach(items, content: \.row)`: each row is the
    /// element's `row`, a member read as `$0.row` would be.
    override func visit(_ node: KeyPathExprSyntax) -> SyntaxVisitorContinueKind {
        if FileIndex.keyPathMember(node) != nil, let label = node.parent?.as(LabeledExprSyntax.self)?.label?.text,
           label == "rowContent" || label == "content" {
            memberReads.append(ExprSyntax(node))
        }
        return .visitChildren
    }

    /// The labels of arguments whose value is a view shown there.
    private static let viewArgumentLabels: Set<String> = ["destination", "content", "detail", "sidebar", "root", "rootView"]

    /// `value.member` (or `value.member()`) where a view is shown: a statement of a view
    /// builder or a `return`, or a view argument (`destination:`), with any modifiers written on
    /// it. The read, or its call; nil for any other member access.
    private static func shownMemberRead(_ node: MemberAccessExprSyntax, ownTypes: Set<String>) -> ExprSyntax? {
        // A value's member, the value named (`item.row`, `self.item.row`, `item?.row`) or a
        // closure's anonymous parameter (`$0.row`).
        guard let base = valueReference(node.base) else { return nil }
        switch base.baseName.tokenKind {
        case .identifier(let value) where value.first?.isLowercase == true: break
        case .dollarIdentifier: break
        default: return nil
        }
        guard case .identifier(let member) = node.declName.baseName.tokenKind,
              member.first?.isLowercase == true, node.declName.argumentNames == nil else { return nil }
        var read = ExprSyntax(node)
        if let call = node.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == node.id {
            // Arguments that are values (`tab.view(with: model)`); a closure handed in is a
            // view the call wraps, which this read does not follow.
            guard call.trailingClosure == nil, call.additionalTrailingClosures.isEmpty,
                  !call.arguments.contains(where: { $0.expression.is(ClosureExprSyntax.self) }) else { return nil }
            read = ExprSyntax(call)
        }
        // Through the modifiers written on it (`item.destinationView.environment(...)`).
        var shown = read
        while let access = shown.parent?.as(MemberAccessExprSyntax.self), access.base?.id == shown.id,
              let modifier = access.parent?.as(FunctionCallExprSyntax.self), modifier.calledExpression.id == access.id {
            shown = ExprSyntax(modifier)
        }
        guard let parent = shown.parent else { return nil }
        if parent.is(CodeBlockItemSyntax.self) || parent.is(ReturnStmtSyntax.self) { return read }
        if let label = parent.as(LabeledExprSyntax.self)?.label?.text, viewArgumentLabels.contains(label) { return read }
        // The view type-erased where it is shown (`AnyView($0.row)`).
        if let argument = parent.as(LabeledExprSyntax.self), argument.label == nil,
           argument.parent?.parent?.as(FunctionCallExprSyntax.self)?.calleeTypeName == "AnyView" { return read }
        // Handed alone to a view type of the app's own that shows it (`LazyView(menu.view)`, an
        // `@autoclosure` wrapper), as a view made there would be (`TypeUse.Context.wrapper`):
        // one named as a view (`...View`), not a row made of a value's data (`Row(item.title)`).
        if let argument = parent.as(LabeledExprSyntax.self), argument.label == nil,
           let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self), call.arguments.count == 1,
           call.trailingClosure == nil, let name = call.calleeTypeName, name.first?.isUppercase == true, name.hasSuffix("View"),
           !isBuiltInTypeName(name, shadowedBy: ownTypes) { return read }
        return nil
    }

    override func visit(_ node: StringLiteralExprSyntax) -> SyntaxVisitorContinueKind {
        if node.openingQuote.tokenKind == .multilineStringQuote {
            let opened = node.openingQuote.endPositionBeforeTrailingTrivia.utf8Offset
            let closed = node.closingQuote.positionAfterSkippingLeadingTrivia.utf8Offset
            multilineLiterals.append((opened + 1)...max(opened + 1, closed))
        }
        return .visitChildren
    }

    // MARK: Code that runs before iOS 16

    /// Code that runs only where the new navigation API may be missing stays as it is, like an
    /// ignored site: the `else` of `if #available(...)` / `guard #available(...)`, and the body of
    /// `if #unavailable(...)`, when the check names a release no newer than the one that brought
    /// `NavigationStack` on some platform. The fallback of a newer check (`if #available(iOS 26,
    /// *)`) also runs on iOS 16 to 25, where the new API is: it is migrated as any code is.
    override func visit(_ node: IfExprSyntax) -> SyntaxVisitorContinueKind {
        guard let check = availabilityCheck(node.conditions) else { return .visitChildren }
        guard Self.fallsBackBelowNewNavigation(check) else {
            // `if #available(iOS 17, *) { NavigationStack { ... } } else { NavigationView { ... } }`:
            // the app has the new container and keeps the old one on iOS 16 on purpose.
            if check.availabilityKeyword.tokenKind == .poundAvailable, let legacy = node.elseBody,
               let newer = Self.newContainer(in: node.body) {
                keep(Syntax(legacy), as: .chosenFallback(check: check.trimmedDescription, newContainer: newer))
            }
            return .visitChildren
        }
        switch check.availabilityKeyword.tokenKind {
        case .poundAvailable:
            if let legacy = node.elseBody { keep(Syntax(legacy), as: Self.fallbackReason(node.conditions, check: check)) }
        case .poundUnavailable:
            keep(Syntax(node.body))
        default:
            break
        }
        return .visitChildren
    }

    override func visit(_ node: GuardStmtSyntax) -> SyntaxVisitorContinueKind {
        if let check = availabilityCheck(node.conditions), check.availabilityKeyword.tokenKind == .poundAvailable,
           Self.fallsBackBelowNewNavigation(check) {
            keep(Syntax(node.body), as: Self.fallbackReason(node.conditions, check: check))
        }
        return .visitChildren
    }

    /// Code that runs where `#available` fails, or where another of the conditions fails too.
    private static func fallbackReason(_ conditions: ConditionElementListSyntax,
                                       check: AvailabilityConditionSyntax) -> KeptRange.OlderSystems {
        let others = conditions.filter { $0.condition.as(AvailabilityConditionSyntax.self)?.id != check.id }
        guard !others.isEmpty else { return .fallback }
        return .fallbackBeside(conditions: others.map { $0.condition.trimmedDescription }.joined(separator: "`, `"))
    }

    private func availabilityCheck(_ conditions: ConditionElementListSyntax) -> AvailabilityConditionSyntax? {
        conditions.lazy.compactMap { $0.condition.as(AvailabilityConditionSyntax.self) }.first
    }

    /// Whether the code a check leaves to older systems runs only below the release that brought
    /// `NavigationStack` on some platform it names (`#available(iOS 16, *)`, `#available(iOS 15,
    /// macOS 12, *)`), or on platforms it does not name a release for.
    private static func fallsBackBelowNewNavigation(_ check: AvailabilityConditionSyntax) -> Bool {
        let versions = Availability.platformVersions(check.availabilityArguments)
        return versions.isEmpty || versions.contains { $0.value <= $0.key.navigationStackMinimum }
    }

    /// The first `NavigationStack` or `NavigationSplitView` written in `body`, with its offset.
    private static func newContainer(in body: CodeBlockSyntax) -> (name: String, offset: Int)? {
        body.tokens(viewMode: .sourceAccurate).lazy
            .filter { $0.tokenKind == .identifier("NavigationStack") || $0.tokenKind == .identifier("NavigationSplitView") }
            .map { ($0.text, $0.positionAfterSkippingLeadingTrivia.utf8Offset) }
            .first
    }

    /// Code only compilers before Swift 5.7 build (`KeptRange.OlderSystems.olderCompilers`):
    /// it stays as written for every rule, the toolbar placements' too (their new names need
    /// Xcode 15).
    override func visit(_ node: IfConfigDeclSyntax) -> SyntaxVisitorContinueKind {
        var newerTested: String?
        for clause in node.clauses {
            let range = clause.poundKeyword.positionAfterSkippingLeadingTrivia.utf8Offset..<clause.endPositionBeforeTrailingTrivia.utf8Offset
            if let newerTested {
                availabilityRanges.append(KeptRange(range: range, rules: nil, olderSystems: .olderCompilers(condition: newerTested)))
                continue
            }
            guard let condition = clause.condition, let test = Self.compilerTest(condition) else { continue }
            let written = "`\(clause.poundKeyword.text) \(condition.trimmedDescription)`"
            if test.atLeast {
                newerTested = "where \(written) fails"
            } else {
                availabilityRanges.append(KeptRange(range: range, rules: nil, olderSystems: .olderCompilers(condition: "under " + written)))
            }
        }
        return .visitChildren
    }

    /// `swift(>=5.7)` or `compiler(<5.7)`, with a release no newer than 5.7: whether it tests
    /// for at least that release (`>=`) or below it (`<`). Nil for any other condition.
    private static func compilerTest(_ condition: ExprSyntax) -> (atLeast: Bool, version: [Int])? {
        // `!swift(>=5.7)` tests as `swift(<5.7)` does.
        if let negation = condition.as(PrefixOperatorExprSyntax.self), negation.operator.text == "!" {
            var inner = negation.expression
            while let tuple = inner.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first { inner = only.expression }
            return compilerTest(inner).map { (!$0.atLeast, $0.version) }
        }
        guard let call = condition.as(FunctionCallExprSyntax.self),
              let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, ["swift", "compiler"].contains(name),
              call.arguments.count == 1, let argument = call.arguments.first else { return nil }
        let text = argument.expression.trimmedDescription.filter { !$0.isWhitespace }
        let atLeast: Bool
        let digits: Substring
        if text.hasPrefix(">=") { atLeast = true; digits = text.dropFirst(2) } else if text.hasPrefix("<") { atLeast = false; digits = text.dropFirst() } else { return nil }
        let version = digits.split(separator: ".").compactMap { Int($0) }
        guard !version.isEmpty, version.count == digits.split(separator: ".").count else { return nil }
        // Swift 5.7.0 (Xcode 14.0) brought `NavigationStack`: `swift(>=5.7.1)` fails on it too.
        let newAPI = [5, 7, 0]
        let padded = Array((version + [0, 0, 0]).prefix(3))
        guard padded.lexicographicallyPrecedes(newAPI) || padded == newAPI else { return nil }
        return (atLeast, version)
    }

    private func keep(_ node: Syntax, as reason: KeptRange.OlderSystems = .fallback) {
        let range = node.range
        availabilityRanges.append(KeptRange(range: range.lowerBound.utf8Offset..<range.upperBound.utf8Offset,
                                            rules: KeptRange.keptForOlderSystems, olderSystems: reason))
    }
}

extension FunctionCallExprSyntax {
    /// `Mail.Sidebar` in `Mail.Sidebar(...)`: a call of a type nested in another, written with
    /// the path of capitalised names that leads to it (`SwiftUI.` aside); nil for any other call.
    var qualifiedCalleeTypePath: String? {
        // `Sidebar<Item>(...)`: the generic type's name.
        if let generic = calledExpression.as(GenericSpecializationExprSyntax.self),
           let reference = generic.expression.as(DeclReferenceExprSyntax.self), reference.baseName.text.first?.isUppercase == true {
            return reference.baseName.text
        }
        guard let member = calledExpression.as(MemberAccessExprSyntax.self), member.declName.argumentNames == nil else { return nil }
        // `Sidebar.init(...)` makes a `Sidebar`, as `Sidebar(...)` does.
        if member.declName.baseName.tokenKind == .keyword(.`init`), let reference = member.base?.as(DeclReferenceExprSyntax.self),
           reference.baseName.text.first?.isUppercase == true, reference.baseName.text != "SwiftUI" {
            return reference.baseName.text
        }
        var parts = [member.declName.baseName.text]
        var base = member.base
        while let current = base {
            if let reference = current.as(DeclReferenceExprSyntax.self) {
                parts.insert(reference.baseName.text, at: 0)
                break
            }
            guard let access = current.as(MemberAccessExprSyntax.self) else { return nil }
            parts.insert(access.declName.baseName.text, at: 0)
            base = access.base
        }
        guard base != nil, parts.count > 1, parts[0] != "SwiftUI",
              parts.allSatisfy({ $0.first?.isUppercase == true }) else { return nil }
        return parts.joined(separator: ".")
    }

    /// The last part of the callee's name: `NavigationLink` in `SwiftUI.NavigationLink(...)`,
    /// `navigationBarTitle` in `.navigationBarTitle(...)` and `navigationBarTitle(...)`.
    var calleeLastName: String? {
        if let reference = calledExpression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let type = initializedTypeToken { return type.text }
        if let member = calledExpression.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
        return nil
    }
}

extension FileIndex {
    /// Whether some build compiles the project's navigation view `ref` together with one of
    /// `nodes` of this file, as far as the `#if os(...)` around each says.
    func mayBuild(_ ref: SelectionLinksRef, withAnyOf nodes: [Syntax]) -> Bool {
        mayBuild(containerAt: ref.offset, in: ref.file, withAnyOf: nodes)
    }

    /// The same for a navigation view's site key (`SiteKey.file` nil for this file).
    func mayBuild(_ key: SiteKey, withAnyOf nodes: [Syntax]) -> Bool {
        mayBuild(containerAt: key.offset, in: key.file ?? fileID, withAnyOf: nodes)
    }

    /// The builds that compile some of `nodes` of this file, within its targets; nil for any.
    func platformsBuilding(_ nodes: [Syntax]) -> Set<ApplePlatform>? {
        var all: Set<ApplePlatform> = []
        for node in nodes {
            guard let own = Availability.platforms(of: node) else { return builtPlatforms }
            all.formUnion(own)
        }
        return builtPlatforms.map { all.intersection($0) } ?? all
    }

    /// Whether some build among `platforms` (nil for any) compiles the project's use `placed`:
    /// its `#if os(...)`, within the targets that build its file.
    func mayBuild(_ placed: PlacedUse, on platforms: Set<ApplePlatform>?) -> Bool {
        guard let platforms else { return true }
        let built = placed.file == fileID ? builtPlatforms : project.builtPlatforms(of: placed.file)
        let there = placed.use.platforms.map { own in built.map { own.intersection($0) } ?? own } ?? built
        return Availability.mayBuildTogether(there, platforms)
    }

    private func mayBuild(containerAt offset: Int, in file: String, withAnyOf nodes: [Syntax]) -> Bool {
        // Each as its `#if os(...)` says, within the targets that build its file.
        func within(_ platforms: Set<ApplePlatform>?, _ built: Set<ApplePlatform>?) -> Set<ApplePlatform>? {
            platforms.map { own in built.map { own.intersection($0) } ?? own } ?? built
        }
        let platforms = within(project.container(at: offset, in: file)?.platforms,
                               file == fileID ? builtPlatforms : project.builtPlatforms(of: file))
        return nodes.contains { Availability.mayBuildTogether(within(Availability.platforms(of: $0), builtPlatforms), platforms) }
    }

    /// The member a key path of one property names (`\.row`), with no root type written.
    static func keyPathMember(_ node: KeyPathExprSyntax) -> String? {
        guard node.root == nil, node.components.count == 1,
              let property = node.components.first?.component.as(KeyPathPropertyComponentSyntax.self) else { return nil }
        return property.declName.baseName.text
    }
}

/// The value a member is read from, written as a path of names: `item`, `self.item`, `item?`,
/// `model.tab`, `model.tab?`; the path's last name, nil for anything else (a call, a type,
/// `self` alone).
func valueReference(_ base: ExprSyntax?) -> DeclReferenceExprSyntax? {
    var expression = base
    if let chained = expression?.as(OptionalChainingExprSyntax.self) { expression = chained.expression }
    // An element of a value (`screens[index].view`): the value's.
    if let element = expression?.as(SubscriptCallExprSyntax.self) { expression = element.calledExpression }
    if let member = expression?.as(MemberAccessExprSyntax.self) {
        guard member.declName.baseName.tokenKind != .keyword(.self), member.declName.baseName.text.first?.isLowercase == true,
              member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
                || valueReference(member.base) != nil else { return nil }
        return member.declName
    }
    guard let reference = expression?.as(DeclReferenceExprSyntax.self), reference.baseName.tokenKind != .keyword(.self) else { return nil }
    return reference
}

/// See `FileIndex.importsUIKit`.
private struct UIKitImport { let found: Bool }
