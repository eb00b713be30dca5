import SwiftSyntax

/// One `leading:` or `trailing:` argument of `navigationBarItems`.
struct BarItem {
    var argument: LabeledExprSyntax
    var edge: TopBarEdge

    /// The view the argument shows, without parentheses written around it
    /// (`trailing: (Button(...))`): inside a `ToolbarItem`'s closure they only add a level.
    var view: ExprSyntax {
        var expression = argument.expression
        while let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1,
              let only = tuple.elements.first, only.label == nil {
            expression = only.expression
        }
        // `trailing: { Button(...) }()`: a closure called at once, whose one expression (or
        // `return`) is the view; a `ToolbarItem`'s closure takes that expression itself. Not
        // where a comment inside would be lost.
        if let call = expression.as(FunctionCallExprSyntax.self), let closure = call.calledExpression.as(ClosureExprSyntax.self),
           closure.signature == nil, call.arguments.isEmpty, call.trailingClosure == nil, closure.statements.count == 1,
           let only = closure.statements.first,
           let inner = only.item.as(ExprSyntax.self) ?? only.item.as(ReturnStmtSyntax.self)?.expression,
           ![closure.leftBrace.trailingTrivia, only.leadingTrivia, only.item.as(ReturnStmtSyntax.self)?.returnKeyword.trailingTrivia ?? [],
             only.trailingTrivia, closure.rightBrace.leadingTrivia].contains(where: { $0.contains(where: \.isComment) }) {
            return inner
        }
        return expression
    }

    /// `cond ? Button(...) : nil` (or `cond ? nil : Button(...)`): the condition under which the
    /// item shows, as it is to be written in an `if`, and the view it shows. The toolbar then
    /// holds the item only when the condition holds, instead of an empty one.
    func shownUnder(in context: FileContext) -> (condition: String, view: ExprSyntax)? {
        guard let sequence = view.as(SequenceExprSyntax.self) else { return nil }
        let elements = Array(sequence.elements)
        guard elements.count >= 3, let ternary = elements[elements.count - 2].as(UnresolvedTernaryExprSyntax.self),
              !elements.dropLast(2).contains(where: { $0.is(UnresolvedTernaryExprSyntax.self) || $0.is(AssignmentExprSyntax.self) })
        else { return nil }
        let conditionText = context.slice(elements[0].positionAfterSkippingLeadingTrivia,
                                          elements[elements.count - 3].endPositionBeforeTrailingTrivia)
        let view: ExprSyntax
        let condition: String
        if elements.last!.is(NilLiteralExprSyntax.self), !ternary.thenExpression.is(NilLiteralExprSyntax.self) {
            view = ternary.thenExpression
            condition = conditionText
        } else if ternary.thenExpression.is(NilLiteralExprSyntax.self), !elements.last!.is(NilLiteralExprSyntax.self) {
            view = elements.last!
            let plain = elements.count == 3 && (elements[0].is(DeclReferenceExprSyntax.self) || elements[0].is(MemberAccessExprSyntax.self))
            condition = plain ? "!" + conditionText : "!(\(conditionText))"
        } else {
            return nil
        }
        guard !conditionText.contains(where: \.isNewline) else { return nil }
        // A comment outside the view would be lost with the `? :`.
        let kept = view.positionAfterSkippingLeadingTrivia.utf8Offset..<view.endPositionBeforeTrailingTrivia.utf8Offset
        let whole = sequence.positionAfterSkippingLeadingTrivia.utf8Offset..<sequence.endPositionBeforeTrailingTrivia.utf8Offset
        let lost = comments(around: sequence.tokens(viewMode: .sourceAccurate), in: context).contains {
            whole.contains($0.offset) && !kept.contains($0.offset)
        }
        return lost ? nil : (condition, view)
    }
}

/// The indentation of a `.toolbar { }` built from one `navigationBarItems` call.
struct ToolbarLayout {
    /// The modifier's line, and the toolbar's closing brace.
    var base: String
    /// Each `ToolbarItem` and its closing brace.
    var item: String
    /// The view inside each `ToolbarItem`.
    var content: String
}

/// The edge of the top bar a `ToolbarItem(placement:)` or `ToolbarItemGroup(placement:)`
/// call names, if it names one.
func topBarEdge(ofToolbarItem call: FunctionCallExprSyntax) -> TopBarEdge? {
    guard let type = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
          type == "ToolbarItem" || type == "ToolbarItemGroup",
          let placement = call.arguments.first(where: { $0.label?.text == "placement" })?.expression
              .as(MemberAccessExprSyntax.self),
          placement.base == nil || placement.base?.trimmedText == "ToolbarItemPlacement"
    else { return nil }
    switch placement.declName.baseName.text {
    case "topBarLeading", "navigationBarLeading": return .leading
    case "topBarTrailing", "navigationBarTrailing": return .trailing
    default: return nil
    }
}

/// Why `navigationBarItems` cannot join the rest of its view's toolbar, if it cannot.
///
/// Two `.toolbar { }` modifiers on one view merge, so a sibling toolbar alone is no reason
/// to stop; one that already fills the same edge is, and so is a second `navigationBarItems`
/// that fills the same edge.
func toolbarConflict(for call: FunctionCallExprSyntax, items: [BarItem],
                     edgeItems: [(offset: Int, edge: TopBarEdge)]) -> String? {
    let siblings = modifierChain(containing: call).filter { $0.id != call.id }
    let edges = Set(items.map(\.edge))
    // A leading and a trailing call fill different edges: each becomes its own toolbar.
    for other in siblings where other.modifierName == "navigationBarItems" {
        let otherEdges = Set(other.arguments.compactMap { $0.label.flatMap { TopBarEdge(rawValue: $0.text) } })
        if let shared = edges.intersection(otherEdges).first {
            return "navigationBarItems is applied twice to this view, both with `\(shared.rawValue):` items; merge them into one call and run again"
        }
    }
    for toolbar in siblings where toolbar.modifierName == "toolbar" {
        let content = toolbar.calledExpression.endPosition.utf8Offset ..< toolbar.endPosition.utf8Offset
        // `edgeItems` is in source order: look only at the items inside this toolbar.
        let first = edgeItems.partitioningIndex { $0.offset >= content.lowerBound }
        let inside = edgeItems[first...].prefix { $0.offset < content.upperBound }
        if let clash = inside.first(where: { edges.contains($0.edge) }) {
            return "this view's toolbar already has an item at \(clash.edge.placement); move the navigationBarItems views into that toolbar by hand"
        }
    }
    return nil
}

/// The edits that turn `navigationBarItems(...)` into `toolbar { ... }`, the
/// `navigationBarItems` half of `planBarModifiers`.
///
/// ## Before
/// ```swift
///     .navigationBarItems(
///         leading: Button("Cancel") { dismiss() }, // closes without saving
///         trailing: HStack {
///             Button("Save") { save() }
///         })
/// ```
///
/// ## After
/// ```swift
///     .toolbar {
///         ToolbarItem(placement: .topBarLeading) {
///             Button("Cancel") { dismiss() } // closes without saving
///         }
///         ToolbarItem(placement: .topBarTrailing) {
///             HStack {
///                 Button("Save") { save() }
///             }
///         }
///     }
/// ```
///
/// The item views move into their `ToolbarItem`s with the edits other rules make inside them
/// (a bar item holding a link or another bar modifier). A comment between the arguments goes
/// with the item it sits beside. What it refuses is decided earlier, by `detectBarModifier`
/// and `toolbarConflict`.
func toolbarEdits(for site: BarModifierSite, items: [BarItem], base override: String? = nil, renamed: Bool = true,
                  in context: FileContext, plan: inout Plan) -> [SourceEdit] {
    guard let leftParen = site.call.leftParen, let rightParen = site.call.rightParen else { return [] }
    let base = override ?? context.indentation(ofLineAt: site.start.positionAfterSkippingLeadingTrivia)
    let step = context.indentStep(after: base)
    let layout = ToolbarLayout(base: base, item: base + step, content: base + step + step)
    let newline = context.lineEnding
    let name = site.name
    let views = items.map(\.view)
    let conditional = items.map { $0.shownUnder(in: context) }
    // A conditional item sits one step deeper, inside its `if`.
    func itemIndent(_ index: Int) -> String { conditional[index] == nil ? layout.item : layout.content }
    func contentIndent(_ index: Int) -> String { itemIndent(index) + step }
    let gapStarts = [name.positionAfterSkippingLeadingTrivia] + views.map(\.endPositionBeforeTrailingTrivia)
    let gapEnds = views.map(\.positionAfterSkippingLeadingTrivia) + [rightParen.endPositionBeforeTrailingTrivia]
    // A comment belongs to the item before it when it sits on that item's line, ahead of
    // the next label; otherwise it goes on its own line before what follows.
    let boundaries = items.map(\.argument.positionAfterSkippingLeadingTrivia.utf8Offset)
        + [rightParen.positionAfterSkippingLeadingTrivia.utf8Offset]
    let tokens = [site.name, leftParen]
        + Array(site.call.arguments.tokens(viewMode: .sourceAccurate)) + [rightParen]
    let found = comments(around: tokens, in: context)
    // A line comment after the call's `)` (`.navigationBarItems(leading: cancel)  // no save`)
    // speaks of the call: it goes on the toolbar's first line, not after its last brace.
    // (Block comments before it on that line go with it, in their order.)
    let closingComment: String? = {
        guard case .lineComment = rightParen.trailingTrivia.pieces.last else { return nil }
        let comments = rightParen.trailingTrivia.pieces.compactMap { piece -> String? in
            switch piece {
            case .lineComment(let text), .blockComment(let text): text
            default: nil
            }
        }
        return comments.joined(separator: " ")
    }()
    let end = closingComment == nil ? gapEnds[items.count] : rightParen.endPosition
    // With several items, one closed on the last item's line speaks of that item
    // (`trailing: Button("Add") { ... }) // opens the composer`): it stays after it.
    let closesLastItemLine = items.count > 1 && !context.bytes[views[views.count - 1].endPositionBeforeTrailingTrivia.utf8Offset
        ..< rightParen.positionAfterSkippingLeadingTrivia.utf8Offset].contains(where: isLineBreakByte)

    let gaps = (0...items.count).map { gap -> String in
        let range = gapStarts[gap].utf8Offset..<gapEnds[gap].utf8Offset
        var sameLine: [String] = []
        var ownLine: [String] = []
        for comment in found where range.contains(comment.offset) {
            let onPreviousLine = !context.bytes[range.lowerBound..<comment.offset].contains(where: isLineBreakByte)
            if onPreviousLine && comment.offset < boundaries[gap] {
                sameLine.append(comment.text)
            } else {
                ownLine.append(comment.text)
            }
        }
        var text = gap == 0 ? "toolbar {" : ""
        text += sameLine.map { " " + $0 }.joined()
        if let closingComment, gap == (closesLastItemLine ? items.count : 0) { text += " " + closingComment }
        if gap > 0 {
            text += newline + itemIndent(gap - 1) + "}"
            if conditional[gap - 1] != nil { text += newline + layout.item + "}" }
        }
        text += ownLine.map { newline + layout.item + $0 }.joined()
        if gap < items.count {
            if let shown = conditional[gap] { text += newline + layout.item + "if \(shown.condition) {" }
            text += newline + itemIndent(gap) + "ToolbarItem(placement: \(items[gap].edge.placement(renamed: renamed))) {"
                + newline + contentIndent(gap)
        } else {
            text += newline + layout.base + "}"
        }
        return text
    }
    var replacement = gaps[0]
    for (index, whole) in views.enumerated() {
        let view = conditional[index]?.view ?? whole
        let start = view.positionAfterSkippingLeadingTrivia
        // Lines aligned under the view's first (`action:` under `title:`) stay under it.
        replacement += plan.carry(start.utf8Offset..<view.endPositionBeforeTrailingTrivia.utf8Offset,
                                  placedAt: contentIndent(index), column: spacesColumn(contentIndent(index)), in: context)
        replacement += gaps[index + 1]
    }
    return [SourceEdit(replacing: gapStarts[0], end, with: replacement)]
}

/// The edits that move `navigationBarItems(...)`'s views into the `.toolbar { }` already on the
/// same view, when there is one that can take them; nil when there is none, and the call
/// becomes a toolbar of its own.
///
/// ## Before
/// ```swift
///     .navigationBarItems(trailing: EditButton())
///     .toolbar {
///         ToolbarItem(placement: .topBarLeading) {
///             Button("Folders") {}
///         }
///     }
/// ```
///
/// ## After
/// ```swift
///     .toolbar {
///         ToolbarItem(placement: .topBarLeading) {
///             Button("Folders") {}
///         }
///         ToolbarItem(placement: .topBarTrailing) {
///             EditButton()
///         }
///     }
/// ```
///
/// The toolbar takes them only when nothing can tell the two places apart: it is the view's one
/// toolbar with content and this is its one `navigationBarItems`, in the same chain (not under
/// a postfix `#if`), with only SwiftUI's own modifiers between them; its content is made of
/// `ToolbarItem`s and `ToolbarItemGroup`s only (a toolbar of plain views is another overload,
/// which takes no `ToolbarItem`); its closing brace is on a line of its own; and no comment is
/// written inside `navigationBarItems(...)`.
func toolbarMergeEdits(for site: BarModifierSite, items: [BarItem], renamed: Bool = true, in context: FileContext,
                       plan: inout Plan) -> [SourceEdit]? {
    let call = site.call
    guard comments(around: Array(call.arguments.tokens(viewMode: .sourceAccurate)), in: context).isEmpty else {
        return nil
    }
    let whole = modifierChain(containing: call)
    guard whole.filter({ $0.modifierName == "navigationBarItems" }).count == 1 else { return nil }
    let toolbars = whole.filter { $0.modifierName == "toolbar" && ($0.trailingClosure != nil || $0.arguments.contains { $0.expression.is(ClosureExprSyntax.self) }) }
    guard toolbars.count == 1, let toolbar = toolbars.first, toolbar.arguments.isEmpty,
          toolbar.additionalTrailingClosures.isEmpty, let content = toolbar.trailingClosure, content.signature == nil,
          !content.statements.isEmpty, content.statements.allSatisfy({ isToolbarContent(Syntax($0.item)) }),
          context.isFirstOnLine(content.rightBrace.positionAfterSkippingLeadingTrivia),
          let first = content.statements.first,
          context.line(of: content.leftBrace.positionAfterSkippingLeadingTrivia) < context.line(of: first.positionAfterSkippingLeadingTrivia)
    else { return nil }
    // Only SwiftUI's own modifiers between the two: an app's own one may wrap the view in a
    // navigation stack of its own, where a toolbar above it and one below it are not the same.
    let direct = directChain(of: call)
    guard let here = direct.firstIndex(where: { $0.id == call.id }),
          let there = direct.firstIndex(where: { $0.id == toolbar.id }) else { return nil }
    let between = direct[(min(here, there) + 1)..<max(here, there)]
    guard between.allSatisfy({ $0.modifierName.map(builtInModifierNames.contains) ?? false }),
          let removal = context.removal(ofModifier: call) else { return nil }

    let newline = context.lineEnding
    let indent = context.indentation(ofLineAt: first.positionAfterSkippingLeadingTrivia)
    var text = ""
    for item in items {
        let shown = item.shownUnder(in: context)
        let step = context.indentStep(after: indent)
        let itemIndent = shown == nil ? indent : indent + step
        if let shown { text += indent + "if \(shown.condition) {" + newline }
        let view = shown?.view ?? item.view
        let range = view.positionAfterSkippingLeadingTrivia.utf8Offset..<view.endPositionBeforeTrailingTrivia.utf8Offset
        text += itemIndent + "ToolbarItem(placement: \(item.edge.placement(renamed: renamed))) {" + newline
            + itemIndent + step + plan.carry(range, placedAt: itemIndent + step, column: spacesColumn(itemIndent + step), in: context)
            + newline + itemIndent + "}" + newline
        if shown != nil { text += indent + "}" + newline }
    }
    let at = context.lineStart(of: content.rightBrace.positionAfterSkippingLeadingTrivia.utf8Offset)
    return [removal, SourceEdit(range: at..<at, replacement: text)]
}

/// Whether a statement of a toolbar's content is toolbar content: a `ToolbarItem` or a
/// `ToolbarItemGroup`, or an `if` of them.
private func isToolbarContent(_ statement: Syntax) -> Bool {
    func holdsOnlyItems(_ block: CodeBlockSyntax) -> Bool {
        !block.statements.isEmpty && block.statements.allSatisfy { isToolbarContent(Syntax($0.item)) }
    }
    let node = statement.as(ExpressionStmtSyntax.self).map { Syntax($0.expression) } ?? statement
    if let call = node.as(FunctionCallExprSyntax.self) {
        guard let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text else { return false }
        return name == "ToolbarItem" || name == "ToolbarItemGroup"
    }
    guard let branch = node.as(IfExprSyntax.self), holdsOnlyItems(branch.body) else { return false }
    guard let otherwise = branch.elseBody else { return true }
    if let block = otherwise.as(CodeBlockSyntax.self) { return holdsOnlyItems(block) }
    return isToolbarContent(Syntax(otherwise))
}

/// The modifier calls of the chain through `call` that are applied one on another directly,
/// innermost first, without a postfix `#if` between.
private func directChain(of call: FunctionCallExprSyntax) -> [FunctionCallExprSyntax] {
    var inner: [FunctionCallExprSyntax] = []
    var current = call
    while let base = current.modifierBase?.as(FunctionCallExprSyntax.self), base.modifierName != nil {
        inner.append(base)
        current = base
    }
    var outer: [FunctionCallExprSyntax] = []
    var top = ExprSyntax(call)
    while let next = callUsing(asBase: top) {
        outer.append(next)
        top = ExprSyntax(next)
    }
    return inner.reversed() + [call] + outer
}

/// The column text placed after `indent` starts at, where the indentation is spaces alone (a
/// tab's width is the reader's setting); nil otherwise.
private func spacesColumn(_ indent: String) -> Int? {
    indent.utf8.allSatisfy { $0 == UInt8(ascii: " ") } ? indent.utf8.count : nil
}
