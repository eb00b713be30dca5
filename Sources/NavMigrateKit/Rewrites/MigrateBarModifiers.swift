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
/// ## Refuses
/// - arguments that are not one of the SDK's shapes (other labels, trailing closures);
/// - a comment between the title and `displayMode:`, which has nowhere to go;
/// - `navigationBarItems` applied twice to the same view;
/// - `navigationBarItems` on a view whose `.toolbar { }` already places an item at the same
///   edge of the top bar, where the order of the merged items is not the user's to lose.
///
/// A `.name(...)` call with no base is only taken for a modifier when it continues a chain
/// inside a postfix `#if`; elsewhere it is an enum case or a static member and is left alone.
func planBarModifiers(in context: FileContext) -> [Plan] {
    let scan = BarModifierScanner(mentions: context.mentions)
    scan.walk(context.tree)
    let sites = scan.modifierCalls.compactMap { detectBarModifier($0, scan: scan, in: context) }
    var plans = sites.map { site -> Plan in
        guard case .failure(let refusal) = site.shape else { return Plan() }
        return Plan(findings: [context.finding(site.rule, refusal.reason, at: site.access.period)])
    }

    // The scanner lists a call before the calls inside it, so the block an enclosing bar item
    // moves is known before the sites in that block choose their indentation.
    var shifts = IndentShifts()
    var shiftOwners: [Int] = []
    for (index, site) in sites.enumerated() {
        guard case .success(.items(let items)) = site.shape else { continue }
        let layout = layoutToolbar(for: site.access, items: items, shifts: &shifts, in: context)
        plans[index].edits = toolbarEdits(for: site, items: items, layout: layout, in: context)
        shiftOwners += Array(repeating: index, count: items.count)
    }
    for (index, site) in sites.enumerated() {
        switch site.shape {
        case .success(.title(let title, let displayMode)):
            plans[index].edits = titleEdits(site, title: title, displayMode: displayMode,
                                            shifts: shifts, in: context)
        case .success(.hidden(let flag)):
            plans[index].edits = hiddenEdits(site, flag: flag, in: context)
        case .success(.items), .failure:
            break
        }
    }

    // Moved lines are re-indented last, around every other edit.
    let occupied = OverlapIndex(plans.flatMap(\.edits).map(\.range))
    let literals = OverlapIndex(scan.multilineLiterals.map { $0.lowerBound..<($0.upperBound + 1) })
    for (shiftIndex, owner) in shiftOwners.enumerated() {
        plans[owner].edits += shifts.lineEdits(forShiftAt: shiftIndex, in: context,
                                               keeping: literals, avoiding: occupied)
    }
    return zip(sites, plans)
        .sorted { $0.0.access.period.position < $1.0.access.period.position }
        .map(\.1)
        .filter { !$0.edits.isEmpty || !$0.findings.isEmpty }
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
    var access: MemberAccessExprSyntax
    /// The rule id its findings carry: `bar-title`, `bar-items` or `bar-hidden`.
    var rule: RuleID
    var shape: Result<Shape, BarModifierRefusal>
}

/// Why a bar modifier is left as it is, in words the user can act on.
struct BarModifierRefusal: Error {
    var reason: String
}

/// Decides what to do with one modifier call the scanner found (`nil` when it is not a bar
/// modifier); the planner both reports the refusals and rewrites the rest from this answer.
func detectBarModifier(_ call: FunctionCallExprSyntax, scan: BarModifierScanner,
                       in context: FileContext) -> BarModifierSite? {
    guard let access = call.modifierAccess else { return nil }
    let arguments = Array(call.arguments)
    let hasClosures = call.trailingClosure != nil || !call.additionalTrailingClosures.isEmpty
    let labels = arguments.map { $0.label?.text }
    func site(_ rule: RuleID, _ shape: Result<BarModifierSite.Shape, BarModifierRefusal>) -> BarModifierSite {
        BarModifierSite(call: call, access: access, rule: rule, shape: shape)
    }
    func refuse(_ rule: RuleID, _ reason: String) -> BarModifierSite {
        site(rule, .failure(BarModifierRefusal(reason: reason)))
    }

    switch access.declName.baseName.text {
    case "navigationBarTitle":
        guard !hasClosures, call.leftParen != nil, labels == [nil] || labels == [nil, "displayMode"] else {
            return refuse(.barTitle, "navigationBarTitle has arguments navmigrate does not recognise; change it to navigationTitle by hand")
        }
        guard arguments.count == 1 || !titleSplitDropsComment(arguments[0], arguments[1], in: context) else {
            return refuse(.barTitle, "a comment between the title and displayMode: would be lost; move it out of the call and run again")
        }
        return site(.barTitle, .success(.title(arguments[0], displayMode: arguments.count == 2 ? arguments[1] : nil)))
    case "navigationBarHidden":
        guard !hasClosures, call.leftParen != nil, labels == [nil] else {
            return refuse(.barHidden, "navigationBarHidden has arguments navmigrate does not recognise; change it to toolbar(_:for: .navigationBar) by hand")
        }
        return site(.barHidden, .success(.hidden(arguments[0].expression)))
    case "navigationBarItems":
        let shapes: [[String?]] = [["leading"], ["trailing"], ["leading", "trailing"]]
        guard !hasClosures, call.leftParen != nil, shapes.contains(labels) else {
            return refuse(.barItems, "navigationBarItems has arguments navmigrate does not recognise; move its views into a toolbar by hand")
        }
        let items = zip(arguments, labels).map { BarItem(argument: $0, edge: TopBarEdge(rawValue: $1!)!) }
        if let reason = toolbarConflict(for: call, items: items, scan: scan) {
            return refuse(.barItems, reason)
        }
        return site(.barItems, .success(.items(items)))
    default:
        return nil
    }
}

/// Walks the file once, gathering what the bar modifier rewrite needs.
final class BarModifierScanner: SyntaxVisitor {
    static let modifierNames: Set<String> = ["navigationBarTitle", "navigationBarHidden", "navigationBarItems"]

    /// The deprecated bar modifier calls, in source order (outer calls before inner ones).
    private(set) var modifierCalls: [FunctionCallExprSyntax] = []
    /// Every `ToolbarItem` or `ToolbarItemGroup` placed at an edge of the top bar, in source order.
    private(set) var edgeItems: [(offset: Int, edge: TopBarEdge)] = []
    /// The lines of multi-line string literals whose indentation is part of their value:
    /// the byte offsets from just after the opening `"""` to the closing one.
    private(set) var multilineLiterals: [ClosedRange<Int>] = []
    private let mentions: NavigationMentions

    init(mentions: NavigationMentions) {
        self.mentions = mentions
        super.init(viewMode: .sourceAccurate)
    }

    // A bar modifier's name mentions navigation, and the toolbars and string literals that
    // matter to it sit in the same declaration (though not always in a statement that says
    // so: a `ToolbarItem` inside a sibling `.toolbar { }`). So only whole declarations that never
    // mention navigation are skipped.
    override func visit(_ node: CodeBlockItemSyntax) -> SyntaxVisitorContinueKind {
        guard node.parent?.parent?.is(SourceFileSyntax.self) == true else { return .visitChildren }
        return mentions.occur(in: node) ? .visitChildren : .skipChildren
    }

    override func visit(_ node: MemberBlockItemSyntax) -> SyntaxVisitorContinueKind {
        mentions.occur(in: node) ? .visitChildren : .skipChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let name = node.modifierName, Self.modifierNames.contains(name), isModifierCall(node) {
            modifierCalls.append(node)
        } else if let edge = topBarEdge(ofToolbarItem: node) {
            edgeItems.append((node.position.utf8Offset, edge))
        }
        return .visitChildren
    }

    override func visit(_ node: StringLiteralExprSyntax) -> SyntaxVisitorContinueKind {
        if node.openingQuote.tokenKind == .multilineStringQuote {
            let opened = node.openingQuote.endPositionBeforeTrailingTrivia.utf8Offset
            let closed = node.closingQuote.positionAfterSkippingLeadingTrivia.utf8Offset
            multilineLiterals.append((opened + 1)...max(opened + 1, closed))
        }
        return .visitChildren
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
private func titleEdits(_ site: BarModifierSite, title: LabeledExprSyntax, displayMode: LabeledExprSyntax?,
                        shifts: IndentShifts, in context: FileContext) -> [SourceEdit] {
    let name = site.access.declName.baseName
    var edits = [SourceEdit(replacing: name.positionAfterSkippingLeadingTrivia,
                            name.endPositionBeforeTrailingTrivia, with: "navigationTitle")]
    guard let displayMode, let rightParen = site.call.rightParen else { return edits }
    let period = site.access.period.positionAfterSkippingLeadingTrivia
    let separator = context.isFirstOnLine(period)
        ? context.lineEnding + shifts.newIndentation(ofLineAt: period.utf8Offset, in: context)
        : ""
    edits.append(SourceEdit(replacing: title.expression.endPositionBeforeTrailingTrivia,
                            displayMode.endPositionBeforeTrailingTrivia, with: ""))
    edits.append(.insert(separator + ".navigationBarTitleDisplayMode(\(context.source(displayMode.expression)))",
                         at: rightParen.endPositionBeforeTrailingTrivia))
    return edits
}

/// `.toolbar(.hidden, for: .navigationBar)`, or a choice between `.hidden` and `.visible`
/// when the flag is not a literal.
private func hiddenEdits(_ site: BarModifierSite, flag: ExprSyntax, in context: FileContext) -> [SourceEdit] {
    let visibility: String
    if let literal = flag.as(BooleanLiteralExprSyntax.self) {
        visibility = literal.literal.tokenKind == .keyword(.true) ? ".hidden" : ".visible"
    } else {
        let condition = context.source(flag)
        visibility = (bindsTighterThanTernary(flag) ? condition : "(\(condition))") + " ? .hidden : .visible"
    }
    let name = site.access.declName.baseName
    return [
        SourceEdit(replacing: name.positionAfterSkippingLeadingTrivia, name.endPositionBeforeTrailingTrivia,
                   with: "toolbar"),
        SourceEdit(replacing: flag.positionAfterSkippingLeadingTrivia, flag.endPositionBeforeTrailingTrivia,
                   with: visibility + ", for: .navigationBar"),
    ]
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
