import SwiftSyntax

/// Replaces the deprecated navigation-bar modifiers with their iOS 14–16 successors, one
/// all-or-nothing plan per modifier call, in any file (with or without a navigation container).
///
/// ## Before
/// ```swift
/// List { rows }
///     .navigationBarTitle("Inbox", displayMode: .inline)
///     .navigationBarItems(trailing: EditButton())
///     .navigationBarHidden(isReading)
/// ```
///
/// ## After
/// ```swift
/// List { rows }
///     .navigationTitle("Inbox")
///     .navigationBarTitleDisplayMode(.inline)
///     .toolbar {
///         ToolbarItem(placement: .topBarTrailing) {
///             EditButton()
///         }
///     }
///     .toolbar(isReading ? .hidden : .visible, for: .navigationBar)
/// ```
///
/// The title's and the flag's arguments are kept as written; bar items keep their own text,
/// comments and relative indentation (see `NavigationBarItemsToToolbar.swift`).
///
/// A call whose arguments are not one of the SDK's shapes (other labels, trailing closures) is
/// someone else's function (an app's own overload, a test library's inspection call) and is
/// left alone without a word.
///
/// ## Refuses
/// - a comment between the title and `displayMode:`, which has nowhere to go;
/// - `navigationBarItems` applied twice to the same view with items at the same edge;
/// - `navigationBarItems` inside a row of a `List` or `ForEach`, whose toolbar would repeat per
///   row (a title there is renamed: both set the same title, row by row);
/// - `navigationBarItems` on a view whose `.toolbar { }` already places an item at the same
///   edge of the top bar, where the order of the merged items is not the user's to lose.
///
/// A `.name(...)` call with no base is only taken for a modifier when it continues a chain
/// inside a postfix `#if`; elsewhere it is an enum case or a static member and is left alone.
///
/// Three rules share one reading of the file (`BarModifierAnalysis`); each plans its own
/// modifier calls, one all-or-nothing plan per call.
struct MigrateBarTitle: Rule {
    static let id = RuleID.barTitle
    static let triggers = ["navigationBarTitle"]
    static let calls: Set<String> = ["navigationBarTitle"]

    func sites(in file: FileIndex) -> [BarModifierSite] { BarModifierAnalysis.of(file).sites(of: Self.id) }
    func shape(of site: BarModifierSite, in file: FileIndex) -> SiteShape { SiteShape(node: site.call) }

    func plan(_ site: BarModifierSite, in file: FileIndex) throws(Refusal) -> Plan {
        guard case .title(let title, let displayMode) = try site.shape.get() else { return Plan() }
        try site.refuseOldVersions(in: file)
        // The view's chain may already set the display mode: the same mode is not set twice,
        // and a different one leaves the choice to the user.
        let written = try displayMode.flatMap { mode throws(Refusal) in try writtenDisplayMode(besides: site, asking: mode, in: file) }
        let fence = displayMode == nil || written != nil ? nil : try site.fence(for: .titleDisplayMode, in: file)
        var plan = Plan()
        plan.edits = titleEdits(site, title: title, displayMode: displayMode, addsMode: written == nil, fence: fence,
                                in: file.context, plan: &plan)
        plan.became = ("navigationTitle", 1)
        return plan
    }
}

struct MigrateBarItems: Rule {
    static let id = RuleID.barItems
    static let triggers = ["navigationBarItems"]
    static let calls: Set<String> = ["navigationBarItems", "toolbar", "ToolbarItem", "ToolbarItemGroup"]

    func sites(in file: FileIndex) -> [BarModifierSite] { BarModifierAnalysis.of(file).sites(of: Self.id) }
    func shape(of site: BarModifierSite, in file: FileIndex) -> SiteShape { SiteShape(node: site.call) }

    func plan(_ site: BarModifierSite, in file: FileIndex) throws(Refusal) -> Plan {
        guard case .items(let items) = try site.shape.get() else { return Plan() }
        try site.refuseOldVersions(in: file)
        // `leading: EmptyView()` puts nothing in the bar (it was written to fill the argument):
        // no `ToolbarItem` for it, and no toolbar when it is all there is.
        var shown = items.filter { !isEmptyView($0.view) }
        if shown.isEmpty {
            let hasComments = !comments(around: site.call.arguments.tokens(viewMode: .sourceAccurate), in: file.context).isEmpty
            if !hasComments, let removal = file.context.removal(ofModifier: site.call) {
                var plan = Plan(edits: [removal])
                plan.became = (RuleTally.removedEmptyBarItems, 1)
                return plan
            }
            // Applied to `self` in the app's own modifier (`func noBarItems() -> some View {
            // navigationBarItems(leading: EmptyView(), trailing: EmptyView()) }`): `self` is left.
            if !hasComments, site.call.calledExpression.is(DeclReferenceExprSyntax.self) {
                var plan = Plan(edits: [SourceEdit(replacing: site.call.positionAfterSkippingLeadingTrivia,
                                                   site.call.endPositionBeforeTrailingTrivia, with: "self")])
                plan.became = (RuleTally.removedEmptyBarItems, 1)
                return plan
            }
            shown = items
        }
        // Each item's view goes into a `ToolbarItem`'s closure of its own.
        for item in shown {
            guard let blocker = closureMoveBlocker(in: item.view) else { continue }
            if blocker.hasPrefix("`$") {
                throw Refusal(Self.id, "this bar item uses \(blocker), the argument of the closure around the modifier, and in the `ToolbarItem` closure the item would move into, it would be that closure's own argument: name the parameter (`{ item in ... }`) and run again", at: item.view)
            }
            throw Refusal(Self.id, "this bar item is made with \(blocker), which the `ToolbarItem` closure it would move into does not allow: make the view before the modifier and run again", at: item.view)
        }
        let fence = try site.fence(for: .topBarPlacement, in: file)
        // The placements' new names only where the toolbar-placement rule writes them too.
        let renamed = file.rules.ids.contains(.toolbarPlacement)
        var plan = Plan()
        if fence == nil, let edits = toolbarMergeEdits(for: site, items: shown, renamed: renamed, in: file.context, plan: &plan) {
            plan.edits = edits
            plan.became = ("into the view's toolbar", 1)
            return plan
        }
        plan = Plan()
        plan.edits = toolbarEdits(for: site, items: shown, base: fence?.indent, renamed: renamed, in: file.context, plan: &plan)
        if let fence { plan.edits = site.fenced(plan.edits, fence, in: file.context) }
        plan.became = ("toolbar", 1)
        return plan
    }
}

struct MigrateBarHidden: Rule {
    static let id = RuleID.barHidden
    static let triggers = ["navigationBarHidden"]
    static let calls: Set<String> = ["navigationBarHidden"]

    func sites(in file: FileIndex) -> [BarModifierSite] { BarModifierAnalysis.of(file).sites(of: Self.id) }

    func shape(of site: BarModifierSite, in file: FileIndex) -> SiteShape {
        guard let container = Self.goneContainerRepeating(site.call, in: file) else {
            return SiteShape(node: site.call)
        }
        return SiteShape(node: site.call, requires: [SiteKey(.navigationView, container)], isMutual: true)
    }

    /// Only the navigation view it is written on holds it back (`goneContainerRepeating`).
    func keptWithOthers(culprit: String, culpritRule: RuleID?) -> String {
        culpritRule == .navigationView
            ? "left as it is with the navigation view at \(culprit), which it is written on and which stays as it is"
            : "left as it is so the view is not half-migrated (see \(culprit))"
    }

    func plan(_ site: BarModifierSite, in file: FileIndex) throws(Refusal) -> Plan {
        guard case .hidden(let flag) = try site.shape.get() else { return Plan() }
        try site.refuseOldVersions(in: file)
        // Once the navigation view goes, its content carries both, and the one already there
        // does: the navigation view's rule leaves this one out of what it moves.
        if Self.goneContainerRepeating(site.call, in: file) != nil {
            var plan = Plan()
            plan.became = (RuleTally.removedRepeatedBarHidden, 1)
            return plan
        }
        let fence = try site.fence(for: .navigationBarPlacement, in: file)
        let edits = hiddenEdits(site, flag: flag, in: file.context)
        var plan = Plan(edits: fence.map { site.fenced(edits, $0, in: file.context) } ?? edits)
        plan.became = ("toolbar visibility", 1)
        return plan
    }
}

extension MigrateBarHidden {
    /// The navigation view this modifier is written on, when that view goes (it is pushed onto
    /// another stack, `ContainerAnalysis`) and the one view it holds hides the bar with the same
    /// argument: `NavigationView { content.navigationBarHidden(true) }.navigationBarHidden(true)`.
    static func goneContainerRepeating(_ call: FunctionCallExprSyntax, in file: FileIndex) -> FunctionCallExprSyntax? {
        guard call.modifierName == "navigationBarHidden", call.modifierBase != nil else { return nil }
        let root = call.chainRoot
        guard root.calleeTypeName == "NavigationView", root.id != call.id,
              let container = ContainerAnalysis.of(file).site(of: root),
              case .success(.unwrapped) = container.decision,
              let statements = root.trailingClosure?.statements, statements.count == 1,
              case .expr(let content) = statements.first!.item else { return nil }
        let hiding = ContainerAnalysis.barHidingKey(call)
        var current = content.as(FunctionCallExprSyntax.self)
        while let call = current, call.modifierName != nil {
            // The same hiding, or what this rule made of it on an earlier run.
            if ContainerAnalysis.barHidingKey(call) == hiding { return root }
            current = call.modifierBase?.as(FunctionCallExprSyntax.self)
        }
        return nil
    }
}

/// The deprecated bar modifier calls of a file and the toolbar items already placed at an
/// edge of the top bar, read once for the three bar rules.
struct BarModifierAnalysis {
    static let modifierNames: Set<String> = ["navigationBarTitle", "navigationBarHidden", "navigationBarItems"]

    /// Every `ToolbarItem` or `ToolbarItemGroup` placed at an edge of the top bar, in source order.
    let edgeItems: [(offset: Int, edge: TopBarEdge)]
    private let sites: [BarModifierSite]

    init(_ file: FileIndex) {
        let edgeItems = (file.calls(named: "ToolbarItem") + file.calls(named: "ToolbarItemGroup"))
            .compactMap { call in topBarEdge(ofToolbarItem: call).map { (offset: call.position.utf8Offset, edge: $0) } }
            .sorted { $0.offset < $1.offset }
        let ownFunctions = file.declaredMemberNames
        // A call the project's own function of that name and labels takes (a macOS shim of
        // `navigationBarItems`) is the project's, wherever it is declared.
        var answeredOnMacOS = Set<SyntaxIdentifier>()
        let calls = Self.modifierNames.flatMap { file.calls(named: $0) }
            .filter { isModifierCall($0) || isImplicitSelfModifier($0, declaredHere: ownFunctions, in: file) }
            .filter { call in
                let labels = call.arguments.map { ($0.label?.text ?? "_") + ":" }.joined()
                let signature = "\(call.calleeLastName ?? "")(\(labels))"
                if file.project.declaresFunction(signature: signature) { return false }
                // A stand-in that only macOS builds is the app's only where macOS builds the call:
                // code macOS does not build (`#else` of `#if os(macOS)`) calls SwiftUI's, and
                // code both build calls each in turn, which one rewrite cannot serve.
                // (A file the project builds for no macOS target is the same as code macOS does
                // not build.)
                if file.project.declaresFunction(signature: "mac:" + signature), Availability.compiles(call, on: .macOS),
                   file.options.deploymentTarget.map({ $0.isEmpty || $0.keys.contains(.macOS) }) ?? true, !file.importsUIKit {
                    guard Availability.compiles(call, on: .iOS) else { return false }
                    answeredOnMacOS.insert(call.id)
                }
                return true
            }
            .sorted { $0.position < $1.position }
        self.edgeItems = edgeItems
        sites = calls.compactMap { call in
            guard var site = detectBarModifier(call, edgeItems: edgeItems, in: file.context) else { return nil }
            if answeredOnMacOS.contains(call.id) {
                site.shape = .failure(Refusal(site.rule, "this `\(site.name.text)` builds for macOS too, where it calls the app's own stand-in (SwiftUI has none there), and for iOS, where it calls SwiftUI's deprecated one: one rewrite cannot serve both, so it stays; write the iOS form under `#if os(iOS)` by hand, or rename the stand-in, and run again", at: site.start))
            }
            return site
        }
    }

    static func of(_ file: FileIndex) -> BarModifierAnalysis {
        file.shared(BarModifierAnalysis.self, BarModifierAnalysis.init)
    }

    func sites(of rule: RuleID) -> [BarModifierSite] {
        sites.filter { $0.rule == rule }
    }
}

/// A deprecated bar modifier call and what becomes of it.
struct BarModifierSite {

    enum Shape {
        /// `navigationBarTitle(title)` or `navigationBarTitle(title, displayMode: mode)`.
        case title(LabeledExprSyntax, displayMode: LabeledExprSyntax?)
        /// `navigationBarHidden(flag)`.
        case hidden(ExprSyntax)
        /// `navigationBarItems(leading:trailing:)` and its one-sided forms.
        case items([BarItem])
    }

    var call: FunctionCallExprSyntax
    /// The modifier's name, and where it starts: its `.`, or the name itself for the
    /// implicit-self form `navigationBarTitle("x")` written inside a view.
    var name: TokenSyntax
    var start: TokenSyntax
    /// The rule id its findings carry: `bar-title`, `bar-items` or `bar-hidden`.
    var rule: RuleID
    var shape: Result<Shape, Refusal>
}

extension BarModifierSite {
    /// Refuses a modifier in code marked `@available` for versions older than its successor.
    func refuseOldVersions(in file: FileIndex) throws(Refusal) {
        if let reason = Availability.versionRefusal(at: call, rule: rule, in: file) {
            throw Refusal(rule, reason, at: start)
        }
    }

    /// A postfix `#if` the output needs when it uses `api` and a platform the project lists
    /// lacks it: its condition, and the indentation of the modifier lines inside it. Refused for
    /// the implicit-self form (`navigationBarTitle("x")` with no `.`), where no `#if` fits.
    func fence(for api: Availability.PlatformAPI, in file: FileIndex) throws(Refusal) -> Fence? {
        guard let condition = Availability.fence(for: api, at: call, target: file.options.deploymentTarget) else { return nil }
        guard start.tokenKind == .period else {
            throw Refusal(rule, "the project also builds for platforms without \(api.name), which the rewrite needs, and this modifier has no `.` to continue a chain inside `#if \(condition)`; write it as `self.\(name.text)(...)` or inside `#if os(iOS)`, then migrate", at: start)
        }
        let context = file.context
        let position = start.positionAfterSkippingLeadingTrivia
        let lineIndent = context.indentation(ofLineAt: position)
        if context.isFirstOnLine(position) { return Fence(condition: condition, indent: lineIndent, startsLine: true) }
        // `}.navigationBarItems(...)` goes under the brace; `Text("x").navigationBarItems(...)`
        // one step in, as a chain is written.
        let first = context.bytes[context.lineStart(of: position.utf8Offset) + lineIndent.utf8.count]
        let closes = first == UInt8(ascii: "}") || first == UInt8(ascii: ")") || first == UInt8(ascii: "]")
        return Fence(condition: condition, indent: closes ? lineIndent : lineIndent + context.indentStep(after: lineIndent), startsLine: false)
    }

    /// The edits of a modifier with the whole modifier (its `.` to its end, as the edits leave
    /// it) inside a postfix `#if` block, on lines of its own.
    func fenced(_ edits: [SourceEdit], _ fence: Fence, in context: FileContext) -> [SourceEdit] {
        let newline = context.lineEnding
        let opening = (fence.startsLine ? "" : newline + fence.indent) + "#if \(fence.condition)" + newline + fence.indent
        return edits + [
            .insert(opening, at: start.positionAfterSkippingLeadingTrivia),
            .insert(newline + fence.indent + "#endif", at: call.endPositionBeforeTrailingTrivia),
        ]
    }
}

/// A postfix `#if condition` around new modifier lines at `indent`; `startsLine` when the
/// modifier already starts its line.
struct Fence {
    var condition: String
    var indent: String
    var startsLine: Bool
}

/// Decides what to do with one modifier call the scanner found (`nil` when it is not a bar
/// modifier); the planner both reports the refusals and rewrites the rest from this answer.
func detectBarModifier(_ call: FunctionCallExprSyntax, edgeItems: [(offset: Int, edge: TopBarEdge)],
                       in context: FileContext) -> BarModifierSite? {
    let name: TokenSyntax
    let start: TokenSyntax
    if let access = call.modifierAccess {
        name = access.declName.baseName
        start = access.period
    } else if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
        name = reference.baseName
        start = reference.baseName
    } else {
        return nil
    }
    let arguments = Array(call.arguments)
    let hasClosures = call.trailingClosure != nil || !call.additionalTrailingClosures.isEmpty
    let labels = arguments.map { $0.label?.text }
    func site(_ rule: RuleID, _ shape: Result<BarModifierSite.Shape, Refusal>) -> BarModifierSite {
        BarModifierSite(call: call, name: name, start: start, rule: rule, shape: shape)
    }
    func refuse(_ rule: RuleID, _ reason: String) -> BarModifierSite {
        site(rule, .failure(Refusal(rule, reason, at: start)))
    }

    switch name.text {
    case "navigationBarTitle":
        // Arguments SwiftUI's modifier does not take make it someone else's function.
        guard !hasClosures, call.leftParen != nil, labels == [nil] || labels == [nil, "displayMode"] else { return nil }
        guard arguments.count == 1 || !titleSplitDropsComment(arguments[0], arguments[1], in: context) else {
            return refuse(.barTitle, "a comment between the title and displayMode: would be lost; move it out of the call and run again")
        }
        return site(.barTitle, .success(.title(arguments[0], displayMode: arguments.count == 2 ? arguments[1] : nil)))
    case "navigationBarHidden":
        guard !hasClosures, call.leftParen != nil, labels == [nil] else { return nil }
        return site(.barHidden, .success(.hidden(arguments[0].expression)))
    case "navigationBarItems":
        let shapes: [[String?]] = [["leading"], ["trailing"], ["leading", "trailing"]]
        guard !hasClosures, call.leftParen != nil, shapes.contains(labels) else { return nil }
        let items = zip(arguments, labels).map { BarItem(argument: $0, edge: TopBarEdge(rawValue: $1!)!) }
        if let reason = toolbarConflict(for: call, items: items, edgeItems: edgeItems) {
            return refuse(.barItems, reason)
        }
        if let comment = KeptByComment.comment(onBarItems: call, in: context) {
            return refuse(.barItems, KeptByComment.reason("navigationBarItems", isNot: "`.toolbar`", comment, in: context))
        }
        if let row = enclosingRowContainer(of: call) {
            let place = row == "List" ? "onto the `List` itself" : "onto the view around the `ForEach`"
            return refuse(.barItems, "navigationBarItems is applied inside a row of a `\(row)`, and a `.toolbar` there adds its items once per row on screen; move it \(place), then migrate")
        }
        return site(.barItems, .success(.items(items)))
    default:
        return nil
    }
}

/// `navigationBarTitle("x")` with no base, inside a view type or a `View` extension: SwiftUI's
/// modifier applied to `self`, unless the file declares a function of that name the call could
/// be calling: one with the call's labels, or one with default values (an app's
/// `func navigationBarHidden() -> some View` that calls SwiftUI's `navigationBarHidden(true)`
/// inside does not take that call).
private func isImplicitSelfModifier(_ call: FunctionCallExprSyntax, declaredHere declared: DeclaredNames,
                                    in file: FileIndex) -> Bool {
    guard let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) else { return false }
    let name = reference.baseName.text
    if declared.functions.contains(name) {
        let signature = name + "(" + call.arguments.map { ($0.label?.text ?? "_") + ":" }.joined() + ")"
        let mayBeOwn = declared.functionsWithDefaults.contains(name) || call.trailingClosure != nil
            || declared.signatures.contains(signature) || declared.signatures.contains("mac:" + signature)
        if mayBeOwn { return false }
    }
    guard let scope = file.scope(of: call) else { return false }
    return scope.decls.contains { decl in
        let inherited = decl.asProtocol(DeclGroupSyntax.self)?.inheritanceClause?.inheritedTypes ?? []
        let extendsView = decl.as(ExtensionDeclSyntax.self)?.extendedType.trimmedText == "View"
        return extendsView || inherited.contains { $0.type.trimmedText == "View" }
    }
}

/// Whether turning `title, displayMode: mode` into `title` would drop a comment written
/// between them (comments inside `title` and `mode` themselves are kept).
private func titleSplitDropsComment(_ title: LabeledExprSyntax, _ mode: LabeledExprSyntax,
                                    in context: FileContext) -> Bool {
    let dropped = title.expression.endPositionBeforeTrailingTrivia.utf8Offset
        ..< mode.endPositionBeforeTrailingTrivia.utf8Offset
    let kept = mode.expression.positionAfterSkippingLeadingTrivia.utf8Offset
        ..< mode.expression.endPositionBeforeTrailingTrivia.utf8Offset
    let tokens = Array(title.tokens(viewMode: .sourceAccurate)) + Array(mode.tokens(viewMode: .sourceAccurate))
    return comments(around: tokens, in: context).contains {
        dropped.contains($0.offset) && !kept.contains($0.offset)
    }
}

/// `.navigationTitle(title)`, then `.navigationBarTitleDisplayMode(mode)` on a line of its
/// own when the old modifier had one.
/// The display mode moves with the edits inside it (another title modifier, say).
/// `addsMode`: false when the chain already sets that display mode; then only the argument goes.
private func titleEdits(_ site: BarModifierSite, title: LabeledExprSyntax, displayMode: LabeledExprSyntax?, addsMode: Bool,
                        fence: Fence?, in context: FileContext, plan: inout Plan) -> [SourceEdit] {
    let name = site.name
    var edits = [SourceEdit(replacing: name.positionAfterSkippingLeadingTrivia,
                            name.endPositionBeforeTrailingTrivia, with: "navigationTitle")]
    guard let displayMode, let rightParen = site.call.rightParen else { return edits }
    guard addsMode else {
        edits.append(SourceEdit(replacing: title.expression.endPositionBeforeTrailingTrivia,
                                displayMode.endPositionBeforeTrailingTrivia, with: ""))
        return edits
    }
    // Under a modifier that starts its line, at its indentation; under the implicit-self form
    // (`navigationBarTitle("x")` alone on its line), one step in, as a chain is written.
    // A modifier written after a closing brace (`}.navigationBarTitle(...)`) and followed by
    // modifiers on lines of their own: at their indentation, the line not growing past them
    // (inside a `#if`, the fence's own indentation).
    let start = site.start.positionAfterSkippingLeadingTrivia
    let next = site.call.parent?.as(MemberAccessExprSyntax.self).flatMap { access in
        access.base?.id == ExprSyntax(site.call).id && context.isFirstOnLine(access.period.positionAfterSkippingLeadingTrivia)
            ? access.period.positionAfterSkippingLeadingTrivia : nil
    }
    let separator = context.isFirstOnLine(start)
        ? context.lineEnding + context.indentation(ofLineAt: start) + (site.start.tokenKind == .period ? "" : context.indentStep)
        : fence == nil ? next.map { context.lineEnding + context.indentation(ofLineAt: $0) } ?? "" : ""
    // A comment that ends the display mode's line (`displayMode: .inline // keeps the bar
    // short`) speaks of it: it goes with the new modifier where that one ends its line.
    let modeComment = displayMode.trailingTrivia.pieces.compactMap { piece -> String? in
        if case .lineComment(let text) = piece { return text } else { return nil }
    }.first
    let endsLine = context.bytes[rightParen.endPositionBeforeTrailingTrivia.utf8Offset...]
        .prefix { $0 != UInt8(ascii: "\n") && $0 != UInt8(ascii: "\r") }.allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
    let movesComment = modeComment != nil && fence == nil && endsLine && !displayMode.trailingTrivia.contains(where: \.isNewline)
    edits.append(SourceEdit(replacing: title.expression.endPositionBeforeTrailingTrivia,
                            movesComment ? displayMode.endPosition : displayMode.endPositionBeforeTrailingTrivia, with: ""))
    let mode = displayMode.expression
    let modeStart = mode.positionAfterSkippingLeadingTrivia
    let modeText = plan.carry(modeStart.utf8Offset..<mode.endPositionBeforeTrailingTrivia.utf8Offset,
                              from: "", to: "")
    // On platforms without the display mode, only the title stays.
    let fenceBreak = context.lineEnding + (fence?.indent ?? "")
    let modeLine = fence.map { (separator.isEmpty ? fenceBreak : "") + "#if \($0.condition)" + fenceBreak } ?? ""
    let endFence = fence == nil ? "" : fenceBreak + "#endif"
    let comment = movesComment ? " " + (modeComment ?? "") : ""
    var modeInsert = SourceEdit.insert(separator + modeLine + ".navigationBarTitleDisplayMode(\(modeText))" + endFence + comment,
                                       at: rightParen.endPositionBeforeTrailingTrivia)
    // The display mode stays next to its title, before modifiers other rules add there.
    modeInsert.continuesBefore = true
    edits.append(modeInsert)
    return edits
}

/// The `.navigationBarTitleDisplayMode(...)` the title's own chain already applies, outside
/// any `#if`, when it asks for the same mode as `mode`; a different one is refused, since the
/// user's intent between the two cannot be read off the code.
private func writtenDisplayMode(besides site: BarModifierSite, asking mode: LabeledExprSyntax,
                                in file: FileIndex) throws(Refusal) -> FunctionCallExprSyntax? {
    let written = modifierChain(containing: site.call).first {
        $0.modifierName == "navigationBarTitleDisplayMode" && !$0.isConditionalModifier && $0.arguments.count == 1
    }
    guard let written, let argument = written.arguments.first else { return nil }
    func member(_ expression: ExprSyntax) -> String {
        let text = expression.trimmedDescription.filter { !$0.isWhitespace }
        return text.lastIndex(of: ".").map { String(text[text.index(after: $0)...]) } ?? text
    }
    let simple: (ExprSyntax) -> Bool = { $0.is(MemberAccessExprSyntax.self) }
    if simple(argument.expression), simple(mode.expression), member(argument.expression) == member(mode.expression) {
        return written
    }
    let at = file.context.place(of: written.modifierAccess?.period.positionAfterSkippingLeadingTrivia ?? written.positionAfterSkippingLeadingTrivia)
    throw Refusal(MigrateBarTitle.id,
                  "this view already sets `.navigationBarTitleDisplayMode(\(argument.expression.trimmedDescription))` at \(at), "
                      + "and its title asks for `\(mode.expression.trimmedDescription)`; keep the one you mean by hand",
                  at: site.start)
}

/// `.toolbar(.hidden, for: .navigationBar)`, or a choice between `.hidden` and `.visible`
/// when the flag is not a literal.
private func hiddenEdits(_ site: BarModifierSite, flag: ExprSyntax, in context: FileContext) -> [SourceEdit] {
    let visibility: String
    if let literal = flag.as(BooleanLiteralExprSyntax.self) {
        visibility = literal.literal.tokenKind == .keyword(.true) ? ".hidden" : ".visible"
    } else if let negation = flag.as(PrefixOperatorExprSyntax.self), negation.operator.text == "!",
              bindsTighterThanTernary(negation.expression), !context.source(negation.expression).hasPrefix("!") {
        // `navigationBarHidden(!path.isEmpty)` reads better as `path.isEmpty ? .visible : .hidden`.
        visibility = context.source(negation.expression) + " ? .visible : .hidden"
    } else if let (condition, hides) = booleanChoice(flag, in: context) {
        // `navigationBarHidden(c ? true : false)`: the choice is the visibility's own.
        visibility = condition + (hides ? " ? .hidden : .visible" : " ? .visible : .hidden")
    } else {
        let condition = context.source(flag)
        visibility = (bindsTighterThanTernary(flag) ? condition : "(\(condition))") + " ? .hidden : .visible"
    }
    let name = site.name
    return [
        SourceEdit(replacing: name.positionAfterSkippingLeadingTrivia, name.endPositionBeforeTrailingTrivia,
                   with: "toolbar"),
        SourceEdit(replacing: flag.positionAfterSkippingLeadingTrivia, flag.endPositionBeforeTrailingTrivia,
                   with: visibility + ", for: .navigationBar"),
    ]
}

/// `c ? true : false` (or `c ? false : true`) as written: its condition's text, and whether
/// the condition holding means `true`. Nil for anything else, a ternary among others included.
private func booleanChoice(_ expr: ExprSyntax, in context: FileContext) -> (condition: String, whenTrue: Bool)? {
    func literal(_ expr: ExprSyntax) -> Bool? {
        expr.as(BooleanLiteralExprSyntax.self).map { $0.literal.tokenKind == .keyword(.true) }
    }
    // Comments inside it would be lost with the literals.
    guard let sequence = expr.as(SequenceExprSyntax.self), sequence.elements.count >= 3,
          !sequence.tokens(viewMode: .sourceAccurate).contains(where: { token in
              token.leadingTrivia.contains(where: \.isComment) || token.trailingTrivia.contains(where: \.isComment)
          }),
          let last = sequence.elements.last, let otherwise = literal(last) else { return nil }
    let elements = Array(sequence.elements)
    guard let ternary = elements[elements.count - 2].as(UnresolvedTernaryExprSyntax.self),
          let then = literal(ternary.thenExpression), then != otherwise,
          !elements.dropLast(2).contains(where: { $0.is(UnresolvedTernaryExprSyntax.self) || $0.is(AssignmentExprSyntax.self) })
    else { return nil }
    let start = elements[0].positionAfterSkippingLeadingTrivia.utf8Offset
    let end = elements[elements.count - 3].endPositionBeforeTrailingTrivia.utf8Offset
    return (String(decoding: context.bytes[start..<end], as: UTF8.self), then)
}

/// Whether `expr` can stand before `? :` without parentheses: a name, member, call,
/// subscript, unwrap, negation or something already parenthesised.
private func bindsTighterThanTernary(_ expr: ExprSyntax) -> Bool {
    switch expr.kind {
    case .declReferenceExpr, .memberAccessExpr, .functionCallExpr, .subscriptCallExpr,
         .forceUnwrapExpr, .tupleExpr, .prefixOperatorExpr:
        return true
    default:
        return false
    }
}

/// `List` or `ForEach` when `call` sits in one of its rows, so that a modifier there applies
/// per row. A link's destination, and the content of a sheet or another presentation, is a
/// screen of its own: the search stops there.
func enclosingRowContainer(of call: FunctionCallExprSyntax) -> String? {
    var found: String?
    var child = Syntax(call)
    var current = child.parent
    while let node = current {
        if node.is(DeclSyntax.self) { return found }
        if let holder = node.as(FunctionCallExprSyntax.self), !Syntax(holder.calledExpression).isAncestorOrSelf(of: child) {
            let root = holder.chainRoot
            if root.id == holder.id, root.calleeTypeName == "NavigationLink" {
                // The label is in the row; the destination is not.
                let label = root.argument(labeled: "label").map(Syntax.init)
                    ?? root.additionalTrailingClosures.first { $0.label.text == "label" }.map { Syntax($0.closure) }
                    ?? (root.argument(labeled: "destination") != nil ? root.trailingClosure.map(Syntax.init) : nil)
                guard let label, label.isAncestorOrSelf(of: Syntax(call)) else { return found }
            }
            if let name = holder.modifierName, presentationModifierNames.contains(name) { return found }
            // Inside a navigation view of the row's own (a page of a `TabView`'s `ForEach`), the
            // items fill that navigation view's bar, one per row as before.
            if root.id == holder.id, let name = root.calleeTypeName,
               ["NavigationView", "NavigationStack", "NavigationSplitView"].contains(name) { return found }
            if root.id == holder.id, let name = root.calleeTypeName, name == "List" || name == "ForEach" {
                found = name
                if name == "List" { return found }
            }
        }
        child = node
        current = node.parent
    }
    return found
}

private let presentationModifierNames: Set<String> = [
    "sheet", "fullScreenCover", "popover", "navigationDestination",
]

private extension Syntax {
    func isAncestorOrSelf(of other: Syntax) -> Bool {
        other.id == id || other.isDescendant(of: self)
    }
}

/// `EmptyView()`, with no modifiers.
private func isEmptyView(_ expression: ExprSyntax) -> Bool {
    guard let call = expression.as(FunctionCallExprSyntax.self) else { return false }
    return call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "EmptyView"
        && call.arguments.isEmpty && call.trailingClosure == nil
}
