import SwiftSyntax

/// Edits shared by both `isActive` rewrites: reshaping a link in place and removing a hidden one.
extension IsActiveLink {
    /// Rewrites the link into `head ... tail` while its title or label stays where it is, byte
    /// for byte, so that edits inside the label still apply.
    ///
    /// `titleHead`/`titleTail` surround a kept title, `labelHead` comes before a kept label
    /// closure (given whether that closure is a `label:` argument, then closed with `)`).
    /// A link that shrinks onto one line takes the modifiers below it one step in, where they
    /// would otherwise line up with the link itself.
    func reshape(titleHead: String, titleTail: String, labelHead: (_ isArgument: Bool) -> String,
                 in context: FileContext) -> [SourceEdit] {
        let start = call.positionAfterSkippingLeadingTrivia
        let end = call.endPositionBeforeTrailingTrivia
        // Comments among the arguments that go (not in the destination, which moves with its
        // own) go above the link.
        let destination = destinationNode.positionAfterSkippingLeadingTrivia.utf8Offset..<destinationNode.endPositionBeforeTrailingTrivia.utf8Offset
        if let title {
            let shrinks = context.line(of: title.endPositionBeforeTrailingTrivia) < context.line(of: end)
            let replaced = [start.utf8Offset..<title.positionAfterSkippingLeadingTrivia.utf8Offset,
                            title.endPositionBeforeTrailingTrivia.utf8Offset..<end.utf8Offset]
            return [
                SourceEdit(replacing: start, title.positionAfterSkippingLeadingTrivia, with: titleHead),
                SourceEdit(replacing: title.endPositionBeforeTrailingTrivia, end, with: titleTail),
            ] + (shrinks ? indentingModifiers(in: context) : [])
                + liftedComments(of: call, deleting: replaced, keeping: [destination], in: context)
        }
        guard let label else { return [] }
        let labelArgument = call.argument(labeled: "label")
        let isArgument = labelArgument?.expression.id == ExprSyntax(label).id
        var edits = [
            SourceEdit(replacing: start, label.positionAfterSkippingLeadingTrivia, with: labelHead(isArgument)),
            SourceEdit(replacing: label.endPositionBeforeTrailingTrivia, end, with: isArgument ? ")" : ""),
        ]
        if isArgument, let labelArgument { edits += dedentingLabel(label, argument: labelArgument, in: context) }
        if !isArgument, let closure = label.as(ClosureExprSyntax.self) { edits += context.dedentingTrailingLabel(closure, of: call) }
        let replaced = [start.utf8Offset..<label.positionAfterSkippingLeadingTrivia.utf8Offset,
                        label.endPositionBeforeTrailingTrivia.utf8Offset..<end.utf8Offset]
        return edits + liftedComments(of: call, deleting: replaced, keeping: [destination], in: context)
    }

    /// A `label:` argument on a line of its own sat one step deeper than the link; it now
    /// starts on the link's line, so its other lines come back that step. Not when the label
    /// holds a multi-line string, whose indentation is part of its value.
    private func dedentingLabel(_ label: ExprSyntax, argument: LabeledExprSyntax, in context: FileContext) -> [SourceEdit] {
        let argumentStart = argument.positionAfterSkippingLeadingTrivia
        guard context.isFirstOnLine(argumentStart), !label.trimmedText.contains("\"\"\"") else { return [] }
        let linkIndent = context.indentation(ofLineAt: call.positionAfterSkippingLeadingTrivia)
        let labelIndent = context.indentation(ofLineAt: argumentStart)
        guard labelIndent.utf8.count > linkIndent.utf8.count, labelIndent.hasPrefix(linkIndent) else { return [] }
        let extra = labelIndent.utf8.count - linkIndent.utf8.count
        var edits: [SourceEdit] = []
        let end = label.endPositionBeforeTrailingTrivia.utf8Offset
        var cursor = context.bytes.nextLineStart(after: label.positionAfterSkippingLeadingTrivia.utf8Offset)
        while let lineStart = cursor, lineStart < end {
            if context.bytes[lineStart...].starts(with: labelIndent.utf8) {
                let from = lineStart + linkIndent.utf8.count
                edits.append(SourceEdit(range: from..<(from + extra), replacement: ""))
            }
            cursor = context.bytes.nextLineStart(after: lineStart)
        }
        return edits
    }

    /// One more step of indentation for every line of the modifiers that start their own line
    /// at the link's own indentation (as they do under a closing brace).
    private func indentingModifiers(in context: FileContext) -> [SourceEdit] {
        let linkIndent = context.indentation(ofLineAt: call.positionAfterSkippingLeadingTrivia)
        var edits: [SourceEdit] = []
        // Modifiers inside a postfix `#if` keep their place under the `#if` line.
        for modifier in call.modifierChain where !modifier.isConditionalModifier {
            guard let start = modifier.modifierStart, context.isFirstOnLine(start),
                  context.indentation(ofLineAt: start) == linkIndent else { continue }
            var lineStart = start.utf8Offset - linkIndent.utf8.count
            let end = modifier.endPositionBeforeTrailingTrivia.utf8Offset
            while lineStart < end {
                edits.append(SourceEdit(range: lineStart..<lineStart, replacement: context.indentStep))
                guard let next = context.bytes.nextLineStart(after: lineStart), next < end else { break }
                lineStart = next
            }
        }
        return edits
    }

    /// The link without its `isActive:` argument, its destination closure and label kept
    /// byte for byte: `NavigationLink("Title", isActive: $flag) { ... }` →
    /// `NavigationLink("Title") { ... }`. Nil when the destination is a view value.
    func removingIsActiveArgument() -> SourceEdit? {
        if case .value = destination { return nil }
        guard let argument = call.argument(labeled: "isActive") else { return nil }
        let arguments = Array(call.arguments)
        guard let index = arguments.firstIndex(where: { $0.id == argument.id }) else { return nil }
        if arguments.count == 1 {
            guard let left = call.leftParen, let right = call.rightParen, call.trailingClosure != nil else { return nil }
            return SourceEdit(replacing: left.positionAfterSkippingLeadingTrivia, right.endPositionBeforeTrailingTrivia, with: "")
        }
        if index > 0 {
            return SourceEdit(replacing: arguments[index - 1].expression.endPositionBeforeTrailingTrivia,
                              argument.endPositionBeforeTrailingTrivia, with: "")
        }
        return SourceEdit(replacing: argument.positionAfterSkippingLeadingTrivia,
                          arguments[index + 1].positionAfterSkippingLeadingTrivia, with: "")
    }

    /// A hidden link's removal: the edit, and the modifiers on the link (and on the stacks
    /// that go with it) that do something besides drawing it, which must live on elsewhere.
    struct Removal {
        var edit: SourceEdit
        /// `onChange`, `onAppear`, `task`, `sheet`, ... in source order.
        var effects: [FunctionCallExprSyntax]
        /// The comment lines written just above the link (and after it on its line), without
        /// their indentation, when the removal takes them: they go where the link's destination
        /// goes.
        var commentsAbove: [String] = []

        /// Takes the lines of the replacement that are only a comment `matches` accepts out of it,
        /// into `commentsAbove`: notes on the link that go where its destination goes.
        mutating func liftCommentLines(_ matches: (Substring) -> Bool) {
            var lifted: [String] = []
            let kept = edit.replacement.linesKeepingBreaks.filter { line in
                var text = Substring(line).drop { $0 == " " || $0 == "\t" }
                while let last = text.last, last.isNewline || last == " " || last == "\t" { text.removeLast() }
                guard matches(text) else { return true }
                lifted.append(String(text))
                return false
            }
            edit = SourceEdit(range: edit.range, replacement: kept.joined())
            commentsAbove += lifted
        }
    }

    /// The comments among the link's own arguments and modifiers that `removal` neither keeps
    /// nor carries with the destination or the flag (a `.background(...)` that shares its line
    /// with its receiver keeps none): notes on the link, for the rewrite to write where its
    /// destination goes.
    func commentsLost(by removal: SourceEdit, in context: FileContext) -> [String] {
        let top = call.chainTop
        let own = top.positionAfterSkippingLeadingTrivia.utf8Offset..<top.endPositionBeforeTrailingTrivia.utf8Offset
        let carried = carriedRanges
        return comments(around: top.tokens(viewMode: .sourceAccurate), in: context).filter { comment in
            own.contains(comment.offset) && removal.range.contains(comment.offset)
                && !carried.contains { $0.contains(comment.offset) } && !removal.replacement.contains(comment.text)
        }.map(\.text)
    }

    /// The removal that also takes the comment lines written just above the link (`//`, or a
    /// one-line `/* */`; no blank line between; not a `MARK:`) and the comment after it on its
    /// line, for a rewrite that writes them above the link's new destination: a note on the link
    /// goes where the link went.
    func takingCommentsAbove(_ removal: Removal, in context: FileContext) -> Removal {
        var taken = removal
        if let above = context.commentLines(above: removal.edit.range.lowerBound) {
            taken.edit = SourceEdit(range: above.start..<removal.edit.range.upperBound, replacement: removal.edit.replacement)
            taken.commentsAbove = above.comments
        }
        taken.commentsAbove += commentsLost(by: removal.edit, in: context)
        // What the removal keeps is only comments written inside what goes (a `.background { }`
        // around the link): notes on the link, they go with its destination too, not onto the
        // modifier after it.
        let isComment = { (line: Substring) in line.hasPrefix("//") || (line.hasPrefix("/*") && line.hasSuffix("*/")) }
        let keptLines = taken.edit.replacement.linesKeepingBreaks.map { Substring($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
        if keptLines.contains(where: { !$0.isEmpty }), keptLines.allSatisfy({ $0.isEmpty || isComment($0) }) {
            taken.liftCommentLines(isComment)
        }
        // A comment after the link on its last line (`NavigationLink(...) { EmptyView() } //
        // the car`) is a note on it too: the removal would keep it where the link was, above
        // whatever follows. (It is the next token's trivia, so the bytes tell it.)
        guard let last = call.chainTop.lastToken(viewMode: .sourceAccurate) else { return taken }
        let bytes = context.bytes
        var start = last.endPositionBeforeTrailingTrivia.utf8Offset
        while start < bytes.count, bytes[start] == UInt8(ascii: " ") || bytes[start] == UInt8(ascii: "\t") { start += 1 }
        guard start + 1 < bytes.count, bytes[start] == UInt8(ascii: "/"), bytes[start + 1] == UInt8(ascii: "/") else { return taken }
        var end = start
        while end < bytes.count, !isLineBreakByte(bytes[end]) { end += 1 }
        let comment = String(decoding: bytes[start..<end], as: UTF8.self)
        var text = Substring(comment)
        while let tail = text.last, tail == " " || tail == "\t" { text.removeLast() }
        if taken.edit.range.contains(start) {
            // The removal keeps it on a line of its own: that line goes above the destination.
            taken.liftCommentLines { $0 == text }
            return taken
        } else if bytes[taken.edit.range.upperBound..<start].allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }) {
            // With nothing else on the line, the whole line goes.
            var lower = taken.edit.range.lowerBound
            let lineStart = context.lineStart(of: lower)
            if taken.edit.replacement.isEmpty, bytes[lineStart..<lower].allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }),
               let next = bytes.nextLineStart(after: end) {
                lower = lineStart
                end = next
            }
            taken.edit = SourceEdit(range: lower..<end, replacement: taken.edit.replacement)
        } else {
            return taken
        }
        taken.commentsAbove.append(String(text))
        return taken
    }

    /// Deletes a hidden link with the modifiers on it: the statement it is, or the
    /// `.background`/`.overlay` that holds nothing else (and a stack that holds only the link
    /// inside one, and an `if` on the link's own flag that holds only the link). `alongside`
    /// are the other hidden links the same plan removes: a holder left with nothing else goes
    /// too. Comments written inside what goes stay, on their own lines. Fails when the link
    /// sits anywhere else, or carries a modifier navmigrate cannot tell is only for looks.
    func removal(in context: FileContext, alongside others: [IsActiveLink]) -> Result<Removal, Refusal> {
        removal(from: call.chainTop, in: context, alongside: others)
    }

    /// The removal of the `if` that is all that shows the link, with what it holds
    /// (`ConditionHoist`); the link's own modifiers are checked as they are for the link.
    /// Comments written inside the `if` on lines of their own go above the new destination,
    /// as notes on the link.
    func removal(hoisting hoist: ConditionHoist, in context: FileContext, alongside others: [IsActiveLink]) -> Result<Removal, Refusal> {
        let ifExpr = hoist.outermost
        let whole = removal(from: ExprSyntax(ifExpr), in: context, alongside: others)
        guard case .success(var removal) = whole else { return whole }
        let range = ifExpr.positionAfterSkippingLeadingTrivia.utf8Offset..<ifExpr.endPositionBeforeTrailingTrivia.utf8Offset
        let inside = comments(around: ifExpr.tokens(viewMode: .sourceAccurate), in: context).filter { range.contains($0.offset) }
        guard !inside.isEmpty, context.bytes.isLineStart(removal.edit.range.lowerBound) else { return .success(removal) }
        removal.liftCommentLines { text in inside.contains { $0.text == text } }
        return .success(removal)
    }

    private func removal(from start: ExprSyntax, in context: FileContext, alongside others: [IsActiveLink]) -> Result<Removal, Refusal> {
        var chains = call.modifierChain
        // What the links' destinations and flags say moves with them, comments too: such comments
        // are not left behind as well.
        let carried = ([self] + others).flatMap(\.carriedRanges)
        guard let edit = removal(of: start, removed: Set(others.map { $0.call.chainTop.id }), chains: &chains, carried: carried, in: context) else {
            if let holder = start.parent?.parent?.parent?.as(FunctionCallExprSyntax.self)
                ?? start.parent?.parent?.parent?.parent?.as(FunctionCallExprSyntax.self), Self.isBareDecoration(holder) {
                let name = holder.calledExpression.trimmedDescription
                return .failure(Refusal(.linkIsActive, "hidden link for `\(bindingDescription)` is in a `\(name)(...)` written without `self.` that holds a comment too, and the comment would have no line of its own above the `self` written in its place; put the comment on a line of its own, then migrate", at: call))
            }
            return .failure(Refusal(.linkIsActive, "hidden link for `\(bindingDescription)` sits where navmigrate cannot remove it (not a statement, nor a `.background` or an `.overlay` that holds nothing else)", at: call))
        }
        return effects(of: chains).map { Removal(edit: edit, effects: $0) }
    }

    /// The modifiers of `chains` (the hidden link's, by default) that act rather than draw, which
    /// must live on where the link goes. Fails on one it cannot tell is only for looks, or an
    /// effect inside an `#if`.
    func effects(of chains: [FunctionCallExprSyntax]? = nil) -> Result<[FunctionCallExprSyntax], Refusal> {
        var effects: [FunctionCallExprSyntax] = []
        for modifier in chains ?? call.modifierChain {
            let name = modifier.modifierName ?? ""
            if Self.effectModifierNames.contains(name) {
                if modifier.isConditionalModifier {
                    return .failure(Refusal(.linkIsActive, "hidden link for `\(bindingDescription)` has `.\(name)` inside an `#if`, which cannot move with its condition; move it off the link, then migrate", at: call))
                }
                effects.append(modifier)
            } else if let barModifier = Self.barModifierRewrites[name] {
                // What the bar shows comes from the link too: it would go with it.
                return .failure(Refusal(.linkIsActive, "hidden link for `\(bindingDescription)` has `.\(name)`\(barModifier), which sets what the navigation bar shows and would go with the link; move it onto a view beside the link, then migrate", at: call))
            } else if !Self.isOnlyForLooks(modifier) {
                return .failure(Refusal(.linkIsActive, "hidden link for `\(bindingDescription)` has `.\(name)`, which navmigrate cannot tell is only for looks, so removing the link could lose what it does; move it off the link, then migrate", at: call))
            }
        }
        return .success(effects)
    }

    /// The bar's modifiers, with what this run writes for the deprecated ones (a finding names
    /// both: after the run, the old name is gone).
    static let barModifierRewrites: [String: String] = [
        "navigationBarTitle": " (written as `.navigationTitle` by this run)",
        "navigationBarItems": " (written as `.toolbar` by this run)",
        "navigationBarHidden": " (written as `.toolbar(_:for:)` by this run)",
        "navigationTitle": "", "navigationBarTitleDisplayMode": "", "toolbar": "", "navigationBarBackButtonHidden": "",
    ]

    /// Modifiers that act rather than draw: they move to the view that carries the new
    /// destination.
    static let effectModifierNames: Set<String> = [
        "onChange", "onAppear", "onDisappear", "onReceive", "task", "onOpenURL", "onPreferenceChange",
        "sheet", "fullScreenCover", "alert", "confirmationDialog", "popover",
    ]

    /// Modifiers that only change how the (hidden) link looks or lays out: they go with it.
    private static let lookNames: Set<String> = [
        "hidden", "opacity", "frame", "disabled", "buttonStyle", "padding", "foregroundColor", "foregroundStyle",
        "font", "fixedSize", "layoutPriority", "zIndex", "isDetailLink", "allowsHitTesting", "labelsHidden",
        "offset", "position", "clipped", "listRowBackground", "listRowInsets", "listRowSeparator", "tint",
        "contentShape", "id", "background", "overlay", "cornerRadius", "clipShape", "scaleEffect", "animation",
        "transition", "buttonBorderShape", "controlSize", "lineLimit", "multilineTextAlignment",
    ]

    /// Whether `modifier`, on a hidden link or on a `Group` or stack of nothing but hidden links
    /// (`HiddenLinkHolder`), only changes how it looks or lays out, so that it may go with them.
    static func isOnlyForLooks(_ modifier: FunctionCallExprSyntax) -> Bool {
        guard let name = modifier.modifierName else { return false }
        guard lookNames.contains(name) || name.hasPrefix("accessibility") else { return false }
        // A view in a `.background` may be another link, which would go unseen.
        return !modifier.arguments.tokens(viewMode: .sourceAccurate).contains { $0.text == "NavigationLink" }
            && !(modifier.trailingClosure?.tokens(viewMode: .sourceAccurate).contains { $0.text == "NavigationLink" } ?? false)
    }

    /// The byte ranges of the destination and the flag, which move to the new destination.
    private var carriedRanges: [Range<Int>] {
        [destinationNode, Syntax(binding)].map { $0.positionAfterSkippingLeadingTrivia.utf8Offset..<$0.endPositionBeforeTrailingTrivia.utf8Offset }
    }

    /// Whether a statement goes with the other hidden links the plan removes: one of them, or an
    /// `if` without `else` that holds nothing else (`if hasMore { link }`, whose link's plan
    /// removes the `if` with it).
    private static func goes(_ statement: CodeBlockItemSyntax.Item, removed: Set<SyntaxIdentifier>) -> Bool {
        if removed.contains(statement.id) { return true }
        let ifExpr = statement.as(ExpressionStmtSyntax.self)?.expression.as(IfExprSyntax.self) ?? statement.as(IfExprSyntax.self)
        guard let ifExpr, ifExpr.elseBody == nil, !ifExpr.body.statements.isEmpty else { return false }
        return ifExpr.body.statements.allSatisfy { goes($0.item, removed: removed) }
    }

    private func removal(of view: ExprSyntax, removed: Set<SyntaxIdentifier>, chains: inout [FunctionCallExprSyntax],
                         carried: [Range<Int>] = [], in context: FileContext) -> SourceEdit? {
        let statement = view.parent?.as(CodeBlockItemSyntax.self)
            ?? view.parent?.as(ExpressionStmtSyntax.self)?.parent?.as(CodeBlockItemSyntax.self)
        if let item = statement {
            let alone = { (statements: CodeBlockItemListSyntax) in
                statements.allSatisfy { $0.id == item.id || Self.goes($0.item, removed: removed) }
            }
            if let closure = item.parent?.parent?.as(ClosureExprSyntax.self), alone(closure.statements),
               let holder = closure.parent?.as(FunctionCallExprSyntax.self), holder.trailingClosure?.id == closure.id,
               holder.additionalTrailingClosures.isEmpty {
                // `background { link }` with `self` left implicit: the view it decorates is
                // `self`, written out where the modifier was.
                if Self.isBareDecoration(holder) { return Self.removal(ofBareDecoration: holder, carried: carried, in: context) }
                if Self.isDecoration(holder) { return Self.removal(ofDecoration: holder, carried: carried, in: context) }
                if Self.wrapperNames.contains(holder.calleeTypeName ?? ""), holder.arguments.isEmpty {
                    var outerChains = chains + holder.modifierChain
                    if let outer = removal(of: holder.chainTop, removed: removed, chains: &outerChains, carried: carried, in: context) {
                        chains = outerChains
                        return outer
                    }
                }
            }
            // `ZStack { self; link }`, as a link modifier writes it: with the link gone, the
            // stack would hold one view, which it then is.
            if let closure = item.parent?.parent?.as(ClosureExprSyntax.self),
               let holder = closure.parent?.as(FunctionCallExprSyntax.self), holder.trailingClosure?.id == closure.id,
               holder.additionalTrailingClosures.isEmpty, Self.wrapperNames.contains(holder.calleeTypeName ?? ""),
               holder.arguments.allSatisfy({ ["alignment", "spacing"].contains($0.label?.text ?? "") }) {
                // An array: a syntax collection's own `filter` rebuilds the collection.
                let kept = Array(closure.statements).filter { $0.id != item.id && !Self.goes($0.item, removed: removed) }
                if kept.count == 1, let only = kept.first?.item.as(DeclReferenceExprSyntax.self), only.argumentNames == nil,
                   Self.commentTexts(holder.tokens(viewMode: .sourceAccurate)).isEmpty {
                    return SourceEdit(replacing: holder.positionAfterSkippingLeadingTrivia, holder.endPositionBeforeTrailingTrivia,
                                      with: only.baseName.text)
                }
            }
            // `if isShowing { NavigationLink(isActive: $isShowing) }` goes whole.
            if let body = item.parent?.parent?.as(CodeBlockSyntax.self), alone(body.statements),
               let ifExpr = body.parent?.as(IfExprSyntax.self), ifExpr.body.id == body.id, ifExpr.elseBody == nil,
               isOwnFlagCondition(ifExpr.conditions),
               let outer = removal(of: ExprSyntax(ifExpr), removed: removed, chains: &chains, carried: carried, in: context) {
                return outer
            }
            // `#if os(iOS) link #endif` with no other branch goes whole when the link is all it
            // holds (its destination keeps the condition where it goes), unless the block is all
            // a declaration shows.
            if let list = item.parent?.as(CodeBlockItemListSyntax.self), alone(list),
               let clause = list.parent?.as(IfConfigClauseSyntax.self),
               let block = clause.parent?.parent?.as(IfConfigDeclSyntax.self), block.clauses.count == 1,
               let blockItem = block.parent?.as(CodeBlockItemSyntax.self),
               let outer = blockItem.parent?.as(CodeBlockItemListSyntax.self), outer.count > 1 {
                return context.deletion(keepingCommentsOf: blockItem, except: carried)
            }
            // A function or property that shows nothing but the hidden links still has to
            // return a view: the last of them leaves `EmptyView()`, which shows as little.
            // Comments written inside the link stay, on the lines above it.
            if let list = item.parent?.as(CodeBlockItemListSyntax.self), alone(list), list.last?.id == item.id,
               Self.isDeclarationBody(list) {
                let kept = context.deletion(keepingCommentsOf: item, except: carried)
                guard !kept.replacement.isEmpty else {
                    return SourceEdit(replacing: item.positionAfterSkippingLeadingTrivia, item.endPositionBeforeTrailingTrivia, with: "EmptyView()")
                }
                let wholeLines = context.bytes.isLineStart(kept.range.lowerBound)
                let indent = context.indentation(ofLineAt: item.positionAfterSkippingLeadingTrivia)
                return SourceEdit(range: kept.range, replacement: kept.replacement
                                  + (wholeLines ? indent + "EmptyView()" + context.lineEnding : "EmptyView()"))
            }
            return context.deletion(keepingCommentsOf: item, except: carried)
        }
        if let argument = view.parent?.as(LabeledExprSyntax.self), argument.label == nil,
           let holder = argument.parent?.parent?.as(FunctionCallExprSyntax.self), holder.trailingClosure == nil,
           holder.arguments.first?.id == argument.id {
            if Self.isDecoration(holder) { return Self.removal(ofDecoration: holder, carried: carried, in: context) }
            if Self.isBareDecoration(holder) { return Self.removal(ofBareDecoration: holder, carried: carried, in: context) }
        }
        return nil
    }

    /// `background(link)` or `overlay { link }` with `self` left implicit, as a `View`
    /// extension's function writes it: a decoration of `self`.
    static func isBareDecoration(_ call: FunctionCallExprSyntax) -> Bool {
        guard let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
              ["background", "overlay"].contains(name) else { return false }
        return call.arguments.allSatisfy { $0.label == nil || $0.label?.text == "alignment" }
    }

    /// The bare decoration replaced by the `self` it decorates, which then carries the link's
    /// destination. Comments written inside it go on the lines above `self`; nil when it does
    /// not start its line, so that they have none to go on.
    private static func removal(ofBareDecoration holder: FunctionCallExprSyntax, carried: [Range<Int>] = [],
                                in context: FileContext) -> SourceEdit? {
        let comments = commentTexts(uncarried(holder.tokens(viewMode: .sourceAccurate), carried))
        let start = holder.positionAfterSkippingLeadingTrivia
        var replacement = "self"
        if !comments.isEmpty {
            guard context.isFirstOnLine(start) else { return nil }
            let indent = context.indentation(ofLineAt: start)
            replacement = comments.map { $0 + context.lineEnding + indent }.joined() + replacement
        }
        return SourceEdit(replacing: start, holder.endPositionBeforeTrailingTrivia, with: replacement)
    }

    /// Deletes a `.background`/`.overlay` modifier; comments written inside it stay, on their
    /// own lines where the modifier was, but for those inside `carried` (the destination's text,
    /// which takes them with it).
    static func removal(ofDecoration holder: FunctionCallExprSyntax, carried: [Range<Int>] = [], in context: FileContext) -> SourceEdit? {
        // Alone in a postfix `#if`: the block goes too (the destination takes its condition).
        if commentTexts(holder.tokens(viewMode: .sourceAccurate)).isEmpty, let block = context.removal(ofIfConfigHoldingOnly: holder) {
            return block
        }
        guard let edit = context.removal(ofModifier: holder), let start = holder.modifierStart else { return nil }
        let base = holder.modifierBase.map { Syntax($0).range } ?? start..<start
        // From the modifier's `.` on.
        let comments = commentTexts(uncarried(holder.tokens(viewMode: .sourceAccurate).filter { !base.contains($0.positionAfterSkippingLeadingTrivia) }, carried))
        let wholeLines = context.bytes.isLineStart(edit.range.lowerBound)
        guard !comments.isEmpty, wholeLines else { return edit }
        let indent = context.indentation(ofLineAt: start)
        return SourceEdit(range: edit.range, replacement: comments.map { indent + $0 + context.lineEnding }.joined())
    }

    /// `tokens` but those strictly inside one of `carried` (past its first token, whose leading
    /// trivia the carried text does not hold).
    private static func uncarried(_ tokens: some Sequence<TokenSyntax>, _ carried: [Range<Int>]) -> [TokenSyntax] {
        tokens.filter { token in
            let offset = token.positionAfterSkippingLeadingTrivia.utf8Offset
            return !carried.contains { $0.contains(offset) && offset > $0.lowerBound }
        }
    }

    /// The comments written in the trivia of `tokens`, but for the leading trivia of the first,
    /// which belongs to the line above: it stays anyway.
    private static func commentTexts(_ tokens: some Sequence<TokenSyntax>) -> [String] {
        tokens.enumerated().flatMap { index, token in
            (index == 0 ? token.trailingTrivia : token.leadingTrivia + token.trailingTrivia).compactMap(\.commentText)
        }
    }

    /// Whether the statements are the body of a function or a property's getter, not of a
    /// closure.
    private static func isDeclarationBody(_ list: CodeBlockItemListSyntax) -> Bool {
        // `var x: some View { ... }`: the statements are the accessor block's.
        if list.parent?.is(AccessorBlockSyntax.self) == true { return true }
        guard let block = list.parent?.as(CodeBlockSyntax.self) else { return false }
        return block.parent?.is(FunctionDeclSyntax.self) == true || block.parent?.is(AccessorDeclSyntax.self) == true
    }

    /// Views that only group what they hold: gone when what they hold is gone.
    private static let wrapperNames: Set<String> = ["VStack", "HStack", "ZStack", "Group"]

    /// `.background`/`.overlay` whose only argument besides the view is an alignment.
    static func isDecoration(_ call: FunctionCallExprSyntax) -> Bool {
        ["background", "overlay"].contains(call.modifierName ?? "")
            && call.arguments.allSatisfy { $0.label == nil || $0.label?.text == "alignment" }
    }

    /// Whether `other`'s destination or label holds this link.
    func isNested(in other: IsActiveLink) -> Bool {
        other.call.id != call.id && Syntax(call).isDescendant(of: Syntax(other.call))
    }

    /// The destination as a syntax node, for name checks.
    var destinationNode: Syntax { destination.node }
}

/// Lower-camel route case names from flag names: `isShowingPurple` → `purple`.
func routeCaseName(forFlag flag: String) -> String {
    var name = flag
    for prefix in ["isShowing", "isPresenting", "isPresented", "isActive", "isShown", "showing", "show", "presenting", "present", "is", "should"]
    where name.hasPrefix(prefix) && name.count > prefix.count {
        let rest = name.dropFirst(prefix.count)
        if rest.first?.isUppercase == true {
            name = String(rest)
            break
        }
    }
    for suffix in ["Active", "Presented", "Shown", "Visible", "Showing", "Link"] where name.hasSuffix(suffix) && name.count > suffix.count {
        name = String(name.dropLast(suffix.count))
        break
    }
    let lowered = lowerCamelCase(name)
    return wordsNeedingBackticks.contains(lowered) ? "`\(lowered)`" : lowered
}

/// `Purple` → `purple`, `URLSheet` → `urlSheet`, `PDF` → `pdf`: the leading capitals are
/// lowered, except the one that starts the next word.
private func lowerCamelCase(_ name: String) -> String {
    let characters = Array(name)
    var upper = 0
    while upper < characters.count, characters[upper].isUppercase { upper += 1 }
    // In `URLSheet` the `S` begins `Sheet`; it stays a capital.
    let lowered = upper > 1 && upper < characters.count && characters[upper].isLetter ? upper - 1 : max(upper, 1)
    return String(characters.prefix(lowered)).lowercased() + String(characters.dropFirst(lowered))
}

extension FileContext {
    /// The `//` (or one-line `/* */`) comment lines written just above the line that starts at
    /// `lineStart` (no blank line between; not a `MARK:`), without their indentation, and where
    /// the first of them starts; nil when there are none, or `lineStart` does not start a line.
    func commentLines(above lineStart: Int) -> (start: Int, comments: [String])? {
        var start = lineStart
        guard bytes.isLineStart(start) else { return nil }
        var comments: [String] = []
        while start > 0 {
            let previousEnd = start - bytes.lineBreakLength(endingAt: start)
            let previousStart = self.lineStart(of: previousEnd == start ? start - 1 : previousEnd)
            let line = String(decoding: bytes[previousStart..<previousEnd], as: UTF8.self)
            let text = line.drop { $0 == " " || $0 == "\t" }
            // `// note` lines, and `/* note */` written on a line of its own.
            var trimmed = text
            while let end = trimmed.last, end == " " || end == "\t" { trimmed.removeLast() }
            let isBlock = trimmed.hasPrefix("/*") && trimmed.hasSuffix("*/") && trimmed.count >= 4
                && !trimmed.dropFirst(2).dropLast(2).contains("*/")
            guard text.hasPrefix("//") || isBlock, !text.contains("MARK:") else { break }
            comments.insert(String(isBlock ? trimmed : text), at: 0)
            start = previousStart
        }
        return comments.isEmpty ? nil : (start, comments)
    }
}
