import SwiftSyntax

/// A `NavigationLink` in one of the four deprecated `tag:selection:` forms, taken apart.
///
/// `destination:tag:selection:label:`, `tag:selection:destination:label:`,
/// `_:destination:tag:selection:`, `_:tag:selection:destination:`.
///
/// Also the older sidebar idiom with the same meaning: a destination link with a `.tag(value)`
/// as a row of a `List(selection: $selection)` in a split view's sidebar, whose selection
/// activates the tagged row's link (`taggedRow`).
struct TagSelectionLink {
    let call: FunctionCallExprSyntax
    let tag: ExprSyntax
    /// The `selection:` argument, e.g. `$selection` (for a tagged row, the list's).
    let selection: ExprSyntax
    let title: ExprSyntax?
    let label: ExprSyntax?
    let destination: IsActiveLink.Destination
    /// For a tagged row, its `.tag(value)` modifier; nil for the `tag:selection:` forms.
    let tagModifier: FunctionCallExprSyntax?
    /// For a `tag:selection:` link, a `.tag(value)` written on it that repeats its `tag:`
    /// (`NavigationLink(destination: d, tag: .a, selection: $s) { ... }.tag(.a)` in a
    /// `List(selection: $s)`, as Mac sidebars wrote them): its value link is that row's tag.
    let echoedTag: FunctionCallExprSyntax?

    init?(_ call: FunctionCallExprSyntax) {
        guard let tag = call.argument(labeled: "tag")?.expression,
              let selection = call.argument(labeled: "selection")?.expression else { return nil }
        self.call = call
        self.tag = tag
        self.selection = selection
        guard let parts = LinkParts(call) else { return nil }
        title = parts.title
        label = parts.label
        destination = parts.destination
        tagModifier = nil
        let tags = call.modifierChain.filter { $0.modifierName == "tag" }
        echoedTag = tags.count == 1 && !tags[0].isConditionalModifier && tags[0].arguments.count == 1
            && tags[0].arguments.first?.label == nil
            && tags[0].arguments.first.map({ Self.sameTag($0.expression.trimmedText, tag.trimmedText) }) == true ? tags[0] : nil
    }

    /// Whether two tags as written name one value: the same text, or a member written once with
    /// its type and once without (`Pane.inbox`, `.inbox`).
    static func sameTag(_ first: String, _ second: String) -> Bool {
        if first == second { return true }
        func implicit(_ short: String, _ long: String) -> Bool {
            guard short.hasPrefix("."), long.hasSuffix(short) else { return false }
            let type = long.dropLast(short.count)
            return !type.isEmpty && type.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
                && type.first?.isUppercase == true
        }
        return implicit(first, second) || implicit(second, first)
    }

    /// A tagged row of a sidebar's `List(selection:)` (`TaggedSidebarRow`).
    init?(taggedRow call: FunctionCallExprSyntax, in file: FileIndex) {
        guard let row = TaggedSidebarRow(call, in: file), let parts = LinkParts(call) else { return nil }
        self.call = call
        tag = row.tag
        selection = row.selection
        title = parts.title
        label = parts.label
        destination = parts.destination
        tagModifier = row.tagModifier
        echoedTag = nil
    }

    /// `selection` for `$selection`, `model.selection` for `$model.selection`; nil otherwise.
    var selectionValue: String? { projectedPropertyPath(of: selection) }

    /// The selection as written, so that `self.$page` and `$page` are one selection.
    var selectionKey: String { selectionValue.map { "$" + $0 } ?? selection.trimmedText.filter { !$0.isWhitespace } }

    var destinationNode: Syntax { destination.node }

    /// The destination's tokens, to tell whether two links show the same view.
    var destinationTokens: [String] {
        switch destination {
        case .value(let expression): return expression.tokens(viewMode: .sourceAccurate).map(\.text)
        case .reference(let expression): return expression.tokens(viewMode: .sourceAccurate).map(\.text) + ["(", ")"]
        case .closure(let closure): return closure.statements.tokens(viewMode: .sourceAccurate).map(\.text)
        }
    }

    /// Whether the tag is an implicit member (`.inbox`, `.folder(id)`), whose type
    /// `NavigationLink(value:)` cannot infer.
    var tagIsImplicitMember: Bool {
        var expression = tag
        if let call = expression.as(FunctionCallExprSyntax.self) { expression = call.calledExpression }
        return expression.as(MemberAccessExprSyntax.self).map { $0.base == nil } ?? false
    }

    /// The tag as a value of a known type: `.inbox` becomes `Screen.inbox`.
    func value(selectionType: String?) -> String {
        guard tagIsImplicitMember, let selectionType else { return tag.trimmedText }
        return selectionType + tag.trimmedText
    }

    /// The tag as a value link's value: as `value(selectionType:)`, and a literal of another type
    /// than its own says the selection's.
    func linkValue(selectionType: String?) -> String {
        guard let selectionType else { return tag.trimmedText }
        guard tagIsImplicitMember else {
            // A literal tag took the selection's type (`tag: 1` for an `Int64?`); as a link's
            // value it would be a literal's own type (`Int`), which the list's selection does not
            // take, so it says the type.
            var literal = ExprSyntax(tag)
            if let negated = literal.as(PrefixOperatorExprSyntax.self) { literal = negated.expression }
            let own: String?
            if literal.is(IntegerLiteralExprSyntax.self) { own = "Int" }
            else if literal.is(FloatLiteralExprSyntax.self) { own = "Double" }
            else if literal.is(StringLiteralExprSyntax.self) { own = "String" }
            else if literal.is(BooleanLiteralExprSyntax.self) { own = "Bool" }
            else { own = nil }
            guard let own, own != selectionType, "Swift." + own != selectionType else { return tag.trimmedText }
            return "\(tag.trimmedText) as \(selectionType)"
        }
        return selectionType + tag.trimmedText
    }

    /// Rewrites the link to `NavigationLink(title, value: tag)` or
    /// `NavigationLink(value: tag) { label }` by removing the `selection:` and destination
    /// arguments and renaming `tag:`, so the title, the label and the argument layout stay.
    /// `value` replaces the tag's text when it differs.
    func valueLinkEdits(value: String, in context: FileContext) -> [SourceEdit] {
        if let tagModifier { return taggedRowValueLinkEdits(value: value, tagModifier: tagModifier, in: context) }
        guard let tagArgument = call.argument(labeled: "tag"), let tagLabel = tagArgument.label else { return [] }
        // The tag alone left of arguments written over several lines (`NavigationLink(\n
        // destination: d,\n tag: t,\n selection: $s) {`): `NavigationLink(value: t) {`.
        if call.arguments.count == 3, call.argument(labeled: "destination") != nil, call.argument(labeled: "selection") != nil,
           let left = call.leftParen, let right = call.rightParen,
           context.bytes[left.positionAfterSkippingLeadingTrivia.utf8Offset..<right.positionAfterSkippingLeadingTrivia.utf8Offset].contains(where: isLineBreakByte) {
            let parentheses = left.positionAfterSkippingLeadingTrivia.utf8Offset..<right.endPositionBeforeTrailingTrivia.utf8Offset
            var edits = [SourceEdit(replacing: left.positionAfterSkippingLeadingTrivia, right.endPositionBeforeTrailingTrivia, with: "(value: \(value))")]
                + liftingComments(from: [parentheses], in: context)
            edits += trailingDestinationRemoval(replacement: nil)
            if let echoedTag, let removal = context.removal(ofModifier: echoedTag) { edits.append(removal) }
            return edits
        }
        var edits = [SourceEdit(replacing: tagLabel.positionAfterSkippingLeadingTrivia, tagLabel.endPositionBeforeTrailingTrivia, with: "value")]
        if value != tag.trimmedText {
            edits.append(SourceEdit(replacing: tag.positionAfterSkippingLeadingTrivia, tag.endPositionBeforeTrailingTrivia, with: value))
        }
        edits += removal(of: ["selection", "destination"], in: context)
        edits += trailingDestinationRemoval(replacement: nil)
        if let echoedTag, let removal = context.removal(ofModifier: echoedTag) { edits.append(removal) }
        return edits
    }

    /// A tagged row's link becomes `NavigationLink(value: tag) { label }` or
    /// `NavigationLink(title, value: tag)`, and its `.tag(...)` goes: the value is the row's tag
    /// in the list's selection.
    private func taggedRowValueLinkEdits(value: String, tagModifier: FunctionCallExprSyntax,
                                         in context: FileContext) -> [SourceEdit] {
        var edits: [SourceEdit] = []
        if let argument = call.argument(labeled: "destination") {
            edits.append(SourceEdit(replacing: argument.positionAfterSkippingLeadingTrivia,
                                    argument.expression.endPositionBeforeTrailingTrivia, with: "value: \(value)"))
        } else if case .closure(let closure) = destination, call.trailingClosure?.id == closure.id {
            if let last = call.arguments.last {
                edits.append(.insert(", value: \(value)", at: last.endPositionBeforeTrailingTrivia))
            } else if let left = call.leftParen, let right = call.rightParen {
                edits.append(SourceEdit(replacing: left.positionAfterSkippingLeadingTrivia, right.endPositionBeforeTrailingTrivia,
                                        with: "(value: \(value))"))
            } else {
                edits.append(.insert("(value: \(value))", at: call.calledExpression.endPositionBeforeTrailingTrivia))
            }
            edits += trailingDestinationRemoval(replacement: nil)
        }
        if let removal = context.removal(ofModifier: tagModifier) { edits.append(removal) }
        return edits
    }

    /// Rewrites the link to a plain link that shows its destination, for a selection that only
    /// drives the links: `NavigationLink(title) { destination }` or
    /// `NavigationLink { destination } label: { label }`. `destination` is the text for a
    /// `destination:` argument's view (carried by the caller); nil when the form has no such
    /// rewrite (a `label:` argument).
    func closureLinkEdits(destination text: @autoclosure () -> String, in context: FileContext) -> [SourceEdit]? {
        let removed = ["tag", "selection", "destination"]
        let kept = call.arguments.filter { !removed.contains($0.label?.text ?? "") }
        if case .closure(let trailing) = destination, call.trailingClosure?.id == trailing.id {
            return kept.isEmpty ? parenthesesRemoval(in: context) : removal(of: ["tag", "selection"], in: context)
        }
        guard call.argument(labeled: "label") == nil, case .value = destination else { return nil }
        if kept.isEmpty, call.trailingClosure != nil, let left = call.leftParen, let right = call.rightParen {
            // `NavigationLink(destination: d, tag: t, selection: $s) { label }`. Beside a label
            // closure on lines of its own, a one-line destination gets a line of its own, as the
            // destination rule lays out the two closures of a link.
            let destination = text()
            let parentheses = left.positionAfterSkippingLeadingTrivia.utf8Offset..<right.endPositionBeforeTrailingTrivia.utf8Offset
            let comments = liftingComments(from: [parentheses], in: context)
            let labelSpansLines = call.trailingClosure.map { context.bytes[$0.positionAfterSkippingLeadingTrivia.utf8Offset..<$0.endPositionBeforeTrailingTrivia.utf8Offset].contains(where: isLineBreakByte) } ?? false
            if labelSpansLines, !destination.utf8.contains(where: isLineBreakByte) {
                let indent = context.indentation(ofLineAt: call.positionAfterSkippingLeadingTrivia)
                return [SourceEdit(replacing: left.positionAfterSkippingLeadingTrivia, right.endPositionBeforeTrailingTrivia,
                                   with: " {" + context.lineEnding + indent + context.indentStep(after: indent) + destination + context.lineEnding + indent + "} label:")]
                    + comments
            }
            return [SourceEdit(replacing: left.positionAfterSkippingLeadingTrivia, right.endPositionBeforeTrailingTrivia,
                               with: " { \(destination) } label:")] + comments
        }
        guard call.trailingClosure == nil, title != nil, let right = call.rightParen else { return nil }
        // `NavigationLink("Title", destination: d, tag: t, selection: $s)`.
        return removal(of: removed, in: context) + [.insert(" { \(text()) }", at: right.endPositionBeforeTrailingTrivia)]
    }

    /// Rewrites the link to a `Button` that sets the selection: `Button(title) { action }`,
    /// `Button { action } label: { label }` or `Button(action: { action }, label: { label })`.
    func buttonEdits(action: String, in context: FileContext) -> [SourceEdit] {
        guard let name = call.calleeNameToken else { return [] }
        var edits = [SourceEdit(replacing: name.positionAfterSkippingLeadingTrivia, name.endPositionBeforeTrailingTrivia, with: "Button")]
        let removed = ["tag", "selection", "destination"]
        let kept = call.arguments.filter { !removed.contains($0.label?.text ?? "") }
        let closure = "{ \(action) }"
        if case .closure(let trailing) = destination, call.trailingClosure?.id == trailing.id {
            // The destination closure becomes the action; a `label:` closure after it stays.
            edits += kept.isEmpty ? parenthesesRemoval(in: context) : removal(of: removed, in: context)
            edits += trailingDestinationRemoval(replacement: closure)
            return edits
        }
        if kept.isEmpty, let left = call.leftParen, let right = call.rightParen {
            // `NavigationLink(destination: d, tag: t, selection: $s) { label }`.
            edits.append(SourceEdit(replacing: left.positionAfterSkippingLeadingTrivia, right.endPositionBeforeTrailingTrivia,
                                    with: " \(closure) label:"))
            if let label = call.trailingClosure { edits += context.dedentingTrailingLabel(label, of: call) }
            return edits + liftingComments(from: [left.positionAfterSkippingLeadingTrivia.utf8Offset..<right.endPositionBeforeTrailingTrivia.utf8Offset], in: context)
        }
        if let labelArgument = call.argument(labeled: "label") {
            // The action takes the place of the arguments removed before the label, so the
            // arguments keep their layout.
            let realigned = realigning(after: name, from: labelArgument, in: context)
            edits += realigned.dropFirst()
            var removals = removal(of: removed, in: context)
            let labelStart = labelArgument.positionAfterSkippingLeadingTrivia.utf8Offset
            if let index = removals.firstIndex(where: { $0.range.upperBound == labelStart }),
               let previous = call.arguments.first(where: { $0.nextToken(viewMode: .sourceAccurate)?.id == labelArgument.firstToken(viewMode: .sourceAccurate)?.id }) {
                var separator = ((previous.trailingComma?.trailingTrivia ?? []) + labelArgument.leadingTrivia).description
                // Comments there go above the link with the others (`removal(of:in:)`); the
                // label keeps its line.
                if let lastBreak = separator.lastIndex(where: \.isNewline) {
                    separator = context.lineEnding + separator[separator.index(after: lastBreak)...]
                } else {
                    separator = " "
                }
                // The label's own line moves left with the others.
                if let shift = realigned.first?.range.count { separator.removeLast(shift) }
                removals[index].replacement = "action: \(closure)," + separator
                return edits + removals
            }
            edits += realigned.prefix(1)
            edits += removals
            edits.append(.insert("action: \(closure), ", at: labelArgument.positionAfterSkippingLeadingTrivia))
            return edits
        }
        // A title with a `destination:` argument.
        edits += removal(of: removed, in: context)
        if let right = call.rightParen { edits.append(.insert(" \(closure)", at: right.endPositionBeforeTrailingTrivia)) }
        return edits
    }

    /// Arguments on lines of their own aligned with the first one, just after the parenthesis
    /// (`NavigationLink(destination: d,` then `label:` under `destination:`), move left with the
    /// shorter name the call gets (`Button(`), every line from `argument` to the call's end:
    /// the `label:` stays under `action:`. Not where a line is indented less than that, nor
    /// through a multi-line string, whose indentation is part of its value.
    private func realigning(after name: TokenSyntax, from argument: LabeledExprSyntax, in context: FileContext) -> [SourceEdit] {
        let shift = name.text.utf8.count - "Button".utf8.count
        guard shift > 0, let first = call.arguments.first, let left = call.leftParen,
              context.line(of: first.positionAfterSkippingLeadingTrivia) == context.line(of: left.positionAfterSkippingLeadingTrivia),
              context.isFirstOnLine(argument.positionAfterSkippingLeadingTrivia),
              context.converter.location(for: argument.positionAfterSkippingLeadingTrivia).column
                == context.converter.location(for: first.positionAfterSkippingLeadingTrivia).column,
              !call.trimmedText.contains("\"\"\"") else { return [] }
        let indent = Array(context.indentation(ofLineAt: call.positionAfterSkippingLeadingTrivia).utf8)
        let callIndent = indent.count
        let spaces = indent + [UInt8](repeating: UInt8(ascii: " "), count: shift)
        // Indented with tabs, aligned with spaces after them (Xcode's tab setting): the lines that
        // go on with a tab, or at the call's own indentation, follow the nesting, not the
        // alignment, and stay.
        let tabbed = indent.contains(UInt8(ascii: "\t"))
        var edits: [SourceEdit] = []
        var lineStart = argument.positionAfterSkippingLeadingTrivia.utf8Offset
            - context.indentation(ofLineAt: argument.positionAfterSkippingLeadingTrivia).utf8.count
        // The argument's own line moves first (its callers take that edit's width).
        guard context.bytes[lineStart...].starts(with: spaces) else { return [] }
        let end = call.endPositionBeforeTrailingTrivia.utf8Offset
        while lineStart < end {
            // A blank line has no indentation to take away.
            let blank = context.bytes[lineStart...].prefix { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
            let next = context.bytes.index(lineStart, offsetBy: blank.count, limitedBy: context.bytes.endIndex) ?? lineStart
            let isBlank = next == context.bytes.endIndex || context.bytes[next] == UInt8(ascii: "\n") || context.bytes[next] == UInt8(ascii: "\r")
            if !isBlank {
                if context.bytes[lineStart...].starts(with: spaces) {
                    edits.append(SourceEdit(range: (lineStart + callIndent)..<(lineStart + callIndent + shift), replacement: ""))
                } else if !tabbed || !context.bytes[lineStart...].starts(with: indent)
                            || context.bytes[lineStart + callIndent] == UInt8(ascii: " ") {
                    return []
                }
            } else if edits.isEmpty {
                return []
            }
            guard let next = context.bytes.nextLineStart(after: lineStart) else { break }
            lineStart = next
        }
        return edits
    }

    /// Deletes the labelled arguments with their commas and the space before the next one, so the
    /// arguments that stay keep their layout.
    private func removal(of labels: [String], in context: FileContext) -> [SourceEdit] {
        let arguments = Array(call.arguments)
        var edits: [SourceEdit] = []
        var index = 0
        while index < arguments.count {
            guard labels.contains(arguments[index].label?.text ?? "") else { index += 1; continue }
            var end = index
            while end + 1 < arguments.count, labels.contains(arguments[end + 1].label?.text ?? "") { end += 1 }
            if end + 1 < arguments.count {
                edits.append(SourceEdit(replacing: arguments[index].positionAfterSkippingLeadingTrivia,
                                        arguments[end + 1].positionAfterSkippingLeadingTrivia, with: ""))
            } else if index > 0 {
                edits.append(SourceEdit(replacing: arguments[index - 1].expression.endPositionBeforeTrailingTrivia,
                                        arguments[end].endPositionBeforeTrailingTrivia, with: ""))
            }
            index = end + 1
        }
        return edits + liftingComments(from: edits.map(\.range), in: context)
    }

    /// The comments in what the edits in `ranges` delete, outside the destination, which moves
    /// with its own (`liftedComments(of:deleting:keeping:in:)`).
    private func liftingComments(from ranges: [Range<Int>], in context: FileContext) -> [SourceEdit] {
        let destination = call.argument(labeled: "destination").map {
            $0.expression.positionAfterSkippingLeadingTrivia.utf8Offset..<$0.expression.endPositionBeforeTrailingTrivia.utf8Offset
        }
        return liftedComments(of: call, deleting: ranges, keeping: destination.map { [$0] } ?? [], in: context)
    }

    private func parenthesesRemoval(in context: FileContext) -> [SourceEdit] {
        guard let left = call.leftParen, let right = call.rightParen else { return [] }
        let range = left.positionAfterSkippingLeadingTrivia.utf8Offset..<right.endPositionBeforeTrailingTrivia.utf8Offset
        return [SourceEdit(replacing: left.positionAfterSkippingLeadingTrivia, right.endPositionBeforeTrailingTrivia, with: "")]
            + liftingComments(from: [range], in: context)
    }

    /// Removes (or replaces) a destination written as the trailing closure. When a `label:`
    /// closure follows, it becomes the trailing closure.
    private func trailingDestinationRemoval(replacement: String?) -> [SourceEdit] {
        guard case .closure(let closure) = destination, call.trailingClosure?.id == closure.id else { return [] }
        if let replacement {
            return [SourceEdit(replacing: closure.positionAfterSkippingLeadingTrivia, closure.endPositionBeforeTrailingTrivia, with: replacement)]
        }
        if let next = call.additionalTrailingClosures.first {
            return [SourceEdit(replacing: closure.positionAfterSkippingLeadingTrivia, next.closure.positionAfterSkippingLeadingTrivia, with: "")]
        }
        let start = call.rightParen?.endPositionBeforeTrailingTrivia ?? call.calledExpression.endPositionBeforeTrailingTrivia
        return [SourceEdit(replacing: start, closure.endPositionBeforeTrailingTrivia, with: "")]
    }
}

/// A destination link written as a row of a split view's sidebar list whose selection picks it:
///
/// ```swift
/// NavigationView {
///     List(selection: $folder) {
///         NavigationLink { Inbox() } label: { Label("Inbox", systemImage: "tray") }
///             .tag(Folder.inbox)
///     }
///     Text("No folder selected")
/// }
/// ```
/// The old view showed the tagged link's destination whenever the selection named its tag (an
/// initial selection, a row chosen in code), as `tag:selection:` links do; so it is migrated as
/// they are. Only a link with one `.tag(...)` on its own chain, in a `List(selection:)` of the
/// same view, in a column before the last of a navigation view of two or three children.
struct TaggedSidebarRow {
    let tag: ExprSyntax
    let tagModifier: FunctionCallExprSyntax
    let selection: ExprSyntax

    init?(_ call: FunctionCallExprSyntax, in file: FileIndex) {
        guard call.calleeTypeName == "NavigationLink" else { return nil }
        let labels = call.argumentLabels
        guard !labels.contains(where: { ["isActive", "tag", "selection", "value"].contains($0 ?? "") }), LinkParts(call) != nil
        else { return nil }
        let tags = call.modifierChain.filter { $0.modifierName == "tag" }
        guard tags.count == 1, let tagModifier = tags.first, !tagModifier.isConditionalModifier,
              tagModifier.arguments.count == 1, let tag = tagModifier.arguments.first, tag.label == nil else { return nil }
        let helpers = file.scope(of: call)?.helpers
        guard let list = selectionList(around: call, helpers: helpers),
              let selection = list.argument(labeled: "selection")?.expression else { return nil }
        // The list sits in a column before the last of a navigation view around it.
        var current = helpers?.parent(of: Syntax(list)) ?? Syntax(list).parent
        var column: Syntax?
        var found = false
        while let node = current, !node.is(MemberBlockItemSyntax.self) {
            if node.is(CodeBlockItemSyntax.self) { column = node }
            if let container = node.as(FunctionCallExprSyntax.self), container.calleeTypeName == "NavigationView" {
                guard let statements = container.trailingClosure?.statements, (2...3).contains(statements.count),
                      let column, let last = statements.last, column.id != Syntax(last).id,
                      statements.contains(where: { Syntax($0).id == column.id }) else { return nil }
                found = true
                break
            }
            current = helpers?.parent(of: node) ?? node.parent
        }
        guard found else { return nil }
        self.tag = tag.expression
        self.tagModifier = tagModifier
        self.selection = selection
    }
}
