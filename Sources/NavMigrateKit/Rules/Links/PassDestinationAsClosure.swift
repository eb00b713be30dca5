import SwiftSyntax

/// Rewrites the soft-deprecated view-value `NavigationLink` forms to pass the destination as a
/// closure.
///
/// ## Before
/// ```swift
/// NavigationLink(destination: Detail()) { Text("Open") }
/// NavigationLink("Open", destination: Detail())
/// ```
/// ## After
/// ```swift
/// NavigationLink { Detail() } label: { Text("Open") }
/// NavigationLink("Open") { Detail() }
/// ```
/// Links with `isActive:` or `tag:selection:` belong to their own rewrites; when those leave a
/// link as it is, this one leaves it too.
enum LinkForm {
    /// `NavigationLink(destination: View) { label }` or `(destination: View, label: { })`, or
    /// `(destination: View, label: makeLabel)`.
    case destinationValueWithLabel(destination: ExprSyntax, label: ExprSyntax, labelIsTrailing: Bool)
    /// `NavigationLink("title", destination: View)`.
    case titleWithDestinationValue(title: LabeledExprSyntax, destination: ExprSyntax)
    /// A view-value destination in a form navmigrate does not rewrite.
    case unsupported(destination: ExprSyntax)
    /// Any form with `isActive:`.
    case isActive
    /// Any form with `tag:` and `selection:`.
    case tagSelection
    /// Already current (a destination closure, or a function that makes the view), or no
    /// destination at all.
    case current

    init(_ call: FunctionCallExprSyntax, in file: FileIndex?) {
        let labels = call.argumentLabels
        if labels.contains("isActive") {
            self = .isActive
            return
        }
        if labels.contains("tag"), labels.contains("selection") {
            self = .tagSelection
            return
        }
        // A tagged row of a sidebar's `List(selection:)` is the selection rule's too.
        if let file, TaggedSidebarRow(call, in: file) != nil {
            self = .tagSelection
            return
        }
        guard let destination = call.argument(labeled: "destination"),
              !destination.expression.is(ClosureExprSyntax.self),
              !isFunctionReference(destination.expression, in: file) else {
            self = .current
            return
        }
        let label = call.argument(labeled: "label")?.expression
        if call.additionalTrailingClosures.isEmpty, labels == ["destination"], let trailing = call.trailingClosure {
            self = .destinationValueWithLabel(destination: destination.expression, label: ExprSyntax(trailing), labelIsTrailing: true)
        } else if call.additionalTrailingClosures.isEmpty, labels == ["destination", "label"], call.trailingClosure == nil, let label {
            self = .destinationValueWithLabel(destination: destination.expression, label: label, labelIsTrailing: false)
        } else if call.additionalTrailingClosures.isEmpty, labels == [nil, "destination"], call.trailingClosure == nil,
                  let title = call.arguments.first {
            self = .titleWithDestinationValue(title: title, destination: destination.expression)
        } else {
            self = .unsupported(destination: destination.expression)
        }
    }
}

/// The rule: each view-value link gets its destination as a closure; the destination and the
/// label move with the edits other rules make inside them (a title renamed in the destination).
struct PassDestinationAsClosure: Rule {
    static let id = RuleID.linkDestination
    static let triggers = ["NavigationLink"]
    static let calls: Set<String> = ["NavigationLink", "init"]

    struct Site {
        let call: FunctionCallExprSyntax
        let form: LinkForm
    }

    func sites(in file: FileIndex) -> [Site] {
        // `NavigationLink.init(destination:)` is the same initializer, named.
        let named = file.calls(named: "init").filter { call in
            Self.isOwnInitializerCall(call) || call.calledExpression.as(MemberAccessExprSyntax.self)?.base?.trimmedText == "NavigationLink"
        }
        return (file.calls(named: "NavigationLink") + named).compactMap { call in
            guard call.calleeTypeName == "NavigationLink" || call.calleeTypeName == nil else { return nil }
            let form = LinkForm(call, in: file)
            switch form {
            case .unsupported where file.project.declaresLinkInitializer(accepting: CallShape(call)):
                // An initializer the app declares in an extension of `NavigationLink` for these
                // labels (`init(_:systemImage:destination:)`) is the app's own, not deprecated.
                return nil
            case .destinationValueWithLabel, .titleWithDestinationValue, .unsupported: return Site(call: call, form: form)
            case .isActive, .tagSelection, .current: return nil
            }
        }
    }

    func shape(of site: Site, in file: FileIndex) -> SiteShape {
        SiteShape(node: site.call)
    }

    /// `self.init(destination: ..., label: ...)` in an extension of `NavigationLink` (a
    /// `static var empty`, a convenience initializer): the deprecated initializer too.
    static func isOwnInitializerCall(_ call: FunctionCallExprSyntax) -> Bool {
        guard let access = call.calledExpression.as(MemberAccessExprSyntax.self),
              access.base.map({ ["self", "Self"].contains($0.trimmedDescription) }) ?? true else { return false }
        var node = Syntax(call).parent
        while let current = node {
            if let extended = current.as(ExtensionDeclSyntax.self) {
                return ["NavigationLink", "SwiftUI.NavigationLink"].contains(extended.extendedType.trimmedDescription)
            }
            if current.is(StructDeclSyntax.self) || current.is(ClassDeclSyntax.self) || current.is(EnumDeclSyntax.self) { return false }
            node = current.parent
        }
        return false
    }

    func plan(_ site: Site, in file: FileIndex) throws(Refusal) -> Plan {
        let context = file.context
        let call = site.call
        guard let leftParen = call.leftParen, let rightParen = call.rightParen else {
            throw Refusal(Self.id, "this `NavigationLink(destination:)` has no argument list navmigrate can rewrite; pass the destination as a closure by hand", at: call)
        }
        let start = leftParen.positionAfterSkippingLeadingTrivia
        let end = rightParen.endPositionBeforeTrailingTrivia
        var linkIndent = context.indentation(ofLineAt: call.positionAfterSkippingLeadingTrivia)
        // A link written on its `switch` case's line (`case .map: NavigationLink(`) whose last
        // line closes it on a line of its own: that line's indentation is the link's, one step
        // in from `case`, as the author laid it out.
        if !context.isFirstOnLine(call.positionAfterSkippingLeadingTrivia),
           call.parent?.is(CodeBlockItemSyntax.self) == true, call.parent?.parent?.parent?.is(SwitchCaseSyntax.self) == true,
           let last = call.lastToken(viewMode: .sourceAccurate), context.isFirstOnLine(last.positionAfterSkippingLeadingTrivia) {
            linkIndent = context.indentation(ofLineAt: last.positionAfterSkippingLeadingTrivia)
        }
        // A `destination:` argument the author wrote on a line of its own stays on one.
        func ownLine(_ destination: ExprSyntax) -> Bool {
            let argument = destination.parent?.as(LabeledExprSyntax.self).map(Syntax.init) ?? Syntax(destination)
            return context.isFirstOnLine(argument.positionAfterSkippingLeadingTrivia)
        }
        var plan = Plan()
        plan.became = ("destination closure", 1)
        switch site.form {
        case .destinationValueWithLabel(let destination, _, _), .titleWithDestinationValue(_, let destination):
            if let blocker = closureMoveBlocker(in: destination) {
                throw Refusal(Self.id, Self.blockedMessage(blocker), at: destination)
            }
        default:
            break
        }
        switch site.form {
        case .destinationValueWithLabel(let destination, let label, let labelIsTrailing):
            try refuseLostComments(in: start..<end, keeping: [destination, label], of: call, in: context)
            // `(destination: X) {` becomes ` { X } label: {` on the line of the `(`.
            let inline = labelIsTrailing ? context.lineLength(replacing: start..<end, by: 12 + destination.trimmedLength.utf8Length) : nil
            // Beside a label closure on lines of its own, the destination gets lines of its own
            // too, as the two closures of a link are written.
            let labelSpansLines = labelIsTrailing && context.bytes[label.positionAfterSkippingLeadingTrivia.utf8Offset..<label.endPositionBeforeTrailingTrivia.utf8Offset].contains(where: isLineBreakByte)
            let closure = destinationClosure(destination, linkIndent: linkIndent, inlineLength: inline,
                                             spansLines: ownLine(destination) || labelSpansLines, in: context, plan: &plan)
            guard !labelIsTrailing else {
                // `NavigationLink (destination: X) {`: the space before the `(` goes with it, as
                // the new text brings its own.
                let calleeEnd = call.calledExpression.endPositionBeforeTrailingTrivia
                let opening = context.bytes[calleeEnd.utf8Offset..<start.utf8Offset].allSatisfy { $0 == UInt8(ascii: " ") } ? calleeEnd : start
                // A label closure laid out under the `destination:` argument (its `}` alone on a
                // line deeper than the link's) comes back under the link with the `label:` that
                // now opens it.
                if let closing = label.lastToken(viewMode: .sourceAccurate), context.isFirstOnLine(closing.positionAfterSkippingLeadingTrivia),
                   case let braceIndent = context.indentation(ofLineAt: closing.positionAfterSkippingLeadingTrivia),
                   braceIndent != linkIndent, !label.trimmedText.contains("\"\"\"") {
                    let labelRange = label.positionAfterSkippingLeadingTrivia.utf8Offset..<label.endPositionBeforeTrailingTrivia.utf8Offset
                    let moved = plan.carry(labelRange, from: braceIndent, to: linkIndent)
                    plan.edits.append(SourceEdit(replacing: opening, label.endPositionBeforeTrailingTrivia, with: " \(closure) label: \(moved)"))
                    return plan
                }
                // A label brace on the line after the `)`, or after other than one space, joins
                // `label:` with one (`} label: {`).
                let labelStart = label.positionAfterSkippingLeadingTrivia
                let gap = context.bytes[end.utf8Offset..<labelStart.utf8Offset]
                if !gap.elementsEqual([UInt8(ascii: " ")]),
                   gap.allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") || isLineBreakByte($0) }) {
                    plan.edits.append(SourceEdit(replacing: opening, labelStart, with: " \(closure) label: "))
                    return plan
                }
                plan.edits.append(SourceEdit(replacing: opening, end, with: " \(closure) label:"))
                return plan
            }
            // A `label:` argument on a line of its own was indented one step deeper than the link.
            let labelStart = label.positionAfterSkippingLeadingTrivia
            let labelText = Self.outdentedClosingLabel(label, linkIndent: linkIndent, in: context, plan: &plan)
                ?? plan.carry(labelStart.utf8Offset..<label.endPositionBeforeTrailingTrivia.utf8Offset,
                              placedAt: linkIndent, in: context)
            guard label.is(ClosureExprSyntax.self) else {
                // A function that makes the label stays an argument: `label:` after the call
                // takes only a closure.
                plan.edits.append(SourceEdit(replacing: start, end, with: "(destination: \(closure), label: \(labelText))"))
                return plan
            }
            plan.edits.append(SourceEdit(replacing: start, end, with: " \(closure) label: \(labelText)"))
        case .titleWithDestinationValue(let title, let destination):
            let from = title.expression.endPositionBeforeTrailingTrivia
            try refuseLostComments(in: from..<end, keeping: [destination], of: call, in: context)
            // A title alone on the line after `(` comes up to it: the call keeps no other argument.
            let titleStart = title.expression.positionAfterSkippingLeadingTrivia
            let raisesTitle = Self.isBlank(leftParen.endPositionBeforeTrailingTrivia..<titleStart, in: context)
                && !context.bytes[titleStart.utf8Offset..<from.utf8Offset].contains(where: isLineBreakByte)
            let closureLength = 6 + destination.trimmedLength.utf8Length
            let inline = raisesTitle
                ? context.lineLength(replacing: leftParen.endPositionBeforeTrailingTrivia..<end,
                                     by: title.expression.trimmedLength.utf8Length + closureLength)
                : context.lineLength(replacing: from..<end, by: closureLength)
            // Once the title comes up to the `(`, the destination keeps a line of its own.
            let closure = destinationClosure(destination, linkIndent: linkIndent, inlineLength: inline,
                                             spansLines: raisesTitle && ownLine(destination), in: context, plan: &plan)
            let replacement = ") \(closure)"
            if raisesTitle {
                plan.edits.append(SourceEdit(replacing: leftParen.endPositionBeforeTrailingTrivia, titleStart, with: ""))
            }
            plan.edits.append(SourceEdit(replacing: from, end, with: replacement))
        case .unsupported:
            throw Refusal(Self.id, "this `NavigationLink(destination:)` has arguments navmigrate does not rewrite (\(call.argumentLabels.map { ($0 ?? "_") + ":" }.joined())); pass the destination as a closure by hand", at: call)
        case .isActive, .tagSelection, .current:
            break
        }
        return plan
    }

    /// Why a destination cannot go into a closure as written (`closureMoveBlocker`).
    static func blockedMessage(_ blocker: String) -> String {
        if blocker.hasPrefix("`$") {
            return "the destination uses \(blocker), the argument of the closure around the link, and in the closure the destination would move into, it would be that closure's own argument: name the parameter (`{ item in ... }`) and run again"
        }
        return "the destination is made with \(blocker), which the closure it would move into does not allow (it neither throws nor waits): make the value before the link (`let detail = \(blocker == "`try`" ? "try" : "await") ...`) and run again"
    }

    /// A `label:` closure whose `}` was written left of the `label:` line (`})` back at the link's
    /// indentation, its body deeper): one shift cannot bring both the body under the new
    /// `} label: {` and the brace to the link, so the body goes one step in from the link and
    /// the brace at it. Nil for any other label, or one with comments around its body.
    private static func outdentedClosingLabel(_ label: ExprSyntax, linkIndent: String, in context: FileContext,
                                              plan: inout Plan) -> String? {
        guard let closure = label.as(ClosureExprSyntax.self), closure.signature == nil,
              let first = closure.statements.first, let last = closure.statements.last,
              context.isFirstOnLine(first.positionAfterSkippingLeadingTrivia),
              context.isFirstOnLine(closure.rightBrace.positionAfterSkippingLeadingTrivia) else { return nil }
        let labelLine = context.indentation(ofLineAt: closure.positionAfterSkippingLeadingTrivia)
        let brace = context.indentation(ofLineAt: closure.rightBrace.positionAfterSkippingLeadingTrivia)
        let body = context.indentation(ofLineAt: first.positionAfterSkippingLeadingTrivia)
        guard brace.utf8.count < labelLine.utf8.count, body.utf8.count > labelLine.utf8.count,
              !closure.leftBrace.trailingTrivia.contains(where: \.isComment),
              !first.leadingTrivia.contains(where: \.isComment),
              !last.trailingTrivia.contains(where: \.isComment),
              !closure.rightBrace.leadingTrivia.contains(where: \.isComment) else { return nil }
        let inner = linkIndent + context.indentStep(after: linkIndent)
        let text = plan.carry(first.positionAfterSkippingLeadingTrivia.utf8Offset..<last.endPositionBeforeTrailingTrivia.utf8Offset,
                              from: body, to: inner)
        return "{" + context.lineEnding + inner + text + context.lineEnding + linkIndent + "}"
    }

    /// Whether `range` holds only spaces and line breaks, with at least one line break.
    private static func isBlank(_ range: Range<AbsolutePosition>, in context: FileContext) -> Bool {
        let bytes = context.bytes[range.lowerBound.utf8Offset..<range.upperBound.utf8Offset]
        return bytes.contains(where: isLineBreakByte)
            && bytes.allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") || isLineBreakByte($0) }
    }

    /// A comment between the arguments, outside the destination and the label, has no place
    /// in the new call.
    private func refuseLostComments(in range: Range<AbsolutePosition>, keeping kept: [ExprSyntax], of call: FunctionCallExprSyntax,
                                    in context: FileContext) throws(Refusal) {
        // What is carried is each kept expression without its trivia: a comment written after
        // the destination (before the `)`, or after it on its line) goes unless it is refused.
        let keptRanges = kept.map { $0.positionAfterSkippingLeadingTrivia..<$0.endPositionBeforeTrailingTrivia }
        let tokens = Array(call.arguments.tokens(viewMode: .sourceAccurate)) + [call.rightParen].compactMap { $0 }
        let lost = comments(around: tokens, in: context).first { comment in
            let position = AbsolutePosition(utf8Offset: comment.offset)
            return range.contains(position) && !keptRanges.contains { $0.contains(position) }
        }
        if lost != nil {
            throw Refusal(Self.id, "a comment between the link's arguments would be lost; move it out of the call and run again", at: call)
        }
    }
}

/// `{ Detail() }` for a one-line destination; a multi-line one goes on lines of its own, one
/// step deeper than the link, as a closure body is written, and so does one that would make
/// the link's line (`inlineLength` long with it written inline) longer than 100 columns and
/// than every line of the file.
private func destinationClosure(_ destination: ExprSyntax, linkIndent: String, inlineLength: Int? = nil, spansLines: Bool = false,
                                in context: FileContext, plan: inout Plan) -> String {
    let start = destination.positionAfterSkippingLeadingTrivia
    let range = start.utf8Offset..<destination.endPositionBeforeTrailingTrivia.utf8Offset
    if !spansLines, !context.bytes[range].contains(where: isLineBreakByte), !(inlineLength.map(context.isLongerThanTheFile) ?? false) {
        return "{ \(plan.carry(range, from: "", to: "")) }"
    }
    let bodyIndent = linkIndent + context.indentStep(after: linkIndent)
    let body = modifiersUnderBase(of: range, in: context).map { plan.carry(range, from: $0, to: bodyIndent + context.indentStep(after: bodyIndent)) }
        ?? plan.carry(range, placedAt: bodyIndent, column: context.argumentAlignment(of: range, placedAt: bodyIndent), in: context)
    return "{\(context.lineEnding)\(bodyIndent)\(body)\(context.lineEnding)\(linkIndent)}"
}

/// Whether a destination on lines of its own is a one-line view whose modifiers follow at its
/// own indentation, as a formatter lays out an argument after its label:
/// ```swift
///     destination:
///         Detail()
///         .padding()
/// ```
/// In a closure body they go one step in, under the view; so do modifiers written left of the
/// view they modify (a view pushed right under its label, its modifiers at the call's depth).
/// Returns the indentation of the modifiers' lines, which becomes that step; nil for any
/// other layout.
private func modifiersUnderBase(of range: Range<Int>, in context: FileContext) -> String? {
    let start = AbsolutePosition(utf8Offset: range.lowerBound)
    guard context.isFirstOnLine(start), let next = context.bytes.nextLineStart(after: range.lowerBound),
          next < range.upperBound else { return nil }
    let indent = Array(context.indentation(ofLineAt: start).utf8)
    let line = context.bytes[next...]
    let own = Array(line.prefix { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") })
    guard line.dropFirst(own.count).first == UInt8(ascii: "."), indent.starts(with: own) else { return nil }
    return String(decoding: own, as: UTF8.self)
}

extension FileContext {
    /// How long the line holding `range`'s start would be with `range` replaced by text
    /// `length` bytes long (what follows the range on its last line stays on the line).
    func lineLength(replacing range: Range<AbsolutePosition>, by length: Int) -> Int {
        let start = lineStart(of: range.lowerBound.utf8Offset)
        let end = bytes.lineEnd(from: range.upperBound.utf8Offset)
        return (range.lowerBound.utf8Offset - start) + length + (end - range.upperBound.utf8Offset)
    }

    /// Whether a line `length` bytes long would be longer than 100 columns and than every line
    /// of the file: new code keeps to the file's widths.
    func isLongerThanTheFile(_ length: Int) -> Bool {
        length > 100 && length > longestLine
    }

    /// The length in bytes of the file's longest line.
    var longestLine: Int {
        var longest = 0
        var start = 0
        while start < bytes.count {
            let end = bytes.lineEnd(from: start)
            longest = max(longest, end - start)
            start = end + max(bytes.lineBreakLength(at: end), 1)
        }
        return longest
    }
}
