import SwiftSyntax

/// Views that create their rows lazily: a navigation destination attached inside them is
/// lost when the row scrolls away, so destinations go on them or above them.
let lazyContainerNames: Set<String> = ["List", "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid", "ForEach", "Form"]

/// Whether `call` makes views lazily, or once for each element of data: one of SwiftUI's lazy
/// containers, or a view of another kind handed data and a closure that makes a view of each
/// element (a package's `Pager(page: page, data: items) { item in ... }`, the app's own grid),
/// which may build its content lazily or reuse it as SwiftUI's lazy containers do, and inside
/// which a navigation destination is no safer.
func isLazyContainer(_ call: FunctionCallExprSyntax) -> Bool {
    guard let name = call.calleeTypeName else { return false }
    return lazyContainerNames.contains(name) || buildsViewsOfElements(call, named: name)
}

/// A view, not one of SwiftUI's, handed data (an argument labelled `data:` or `items:`, or a
/// first argument without a label that names a value, `items` or `model.items`, beside an `id:`
/// one, as `ForEach` takes them) and a closure that takes a parameter, named or shorthand
/// (`Pager(data: names) { Tile(name: $0) }`). Not a view handed one
/// value and a closure that reads it (a store, a theme, a loader: `WithStore(store) { state in
/// ... }`, `Loader(Post.self) { post in ... }`).
private func buildsViewsOfElements(_ call: FunctionCallExprSyntax, named name: String) -> Bool {
    guard name.first?.isUppercase == true, !builtInTypeNames.contains(name), !navigationContainerNames.contains(name),
          let first = call.arguments.first else { return false }
    let namesValue = first.label == nil && (first.expression.is(DeclReferenceExprSyntax.self)
        || first.expression.as(MemberAccessExprSyntax.self).map { $0.declName.baseName.tokenKind != .keyword(.self) && $0.base != nil } == true)
    let handsData = namesValue && call.arguments.contains { $0.label?.text == "id" }
        || call.arguments.contains { ["data", "items"].contains($0.label?.text ?? "") }
    let closures = [call.trailingClosure].compactMap { $0 } + call.additionalTrailingClosures.map(\.closure)
        + call.arguments.compactMap { $0.expression.as(ClosureExprSyntax.self) }
    return handsData && closures.contains { closure in
        !closure.parameterNames.isEmpty || closure.signature == nil && referencedNames(in: closure.statements).contains("$0")
    }
}

/// The containers whose own children are navigation roots.
let navigationContainerNames: Set<String> = ["NavigationView", "NavigationStack", "NavigationSplitView"]

/// Names bound between `node` and `limit` (closure parameters, `if let`, `for`, local
/// declarations): code that uses them cannot move above `limit`.
///
/// With a view's `helpers`, the walk goes on from the one place a helper is used, and a helper
/// function's parameters count as names bound on the way.
func localNames(around node: some SyntaxProtocol, upTo limit: some SyntaxProtocol, helpers: ViewHelpers? = nil) -> Set<String> {
    var names = Set<String>()
    var current = helpers?.parent(of: Syntax(node)) ?? Syntax(node).parent
    while let ancestor = current, ancestor.id != Syntax(limit).id {
        if let function = ancestor.as(FunctionDeclSyntax.self), helpers?.isHelper(ancestor) == true {
            for parameter in function.signature.parameterClause.parameters {
                names.insert((parameter.secondName ?? parameter.firstName).text)
            }
        }
        if let closure = ancestor.as(ClosureExprSyntax.self) {
            if closure.signature?.parameterClause == nil { names.insert("$0") }
            names.formUnion(closure.parameterNames)
            for statement in closure.statements {
                names.formUnion(declaredNames(statement))
            }
        }
        if let ifExpr = ancestor.as(IfExprSyntax.self) {
            for condition in ifExpr.conditions {
                if let binding = condition.condition.as(OptionalBindingConditionSyntax.self) {
                    names.formUnion(patternNames(binding.pattern))
                }
            }
        }
        if let forStmt = ancestor.as(ForStmtSyntax.self) { names.formUnion(patternNames(forStmt.pattern)) }
        if let body = ancestor.as(CodeBlockSyntax.self) {
            for statement in body.statements { names.formUnion(declaredNames(statement)) }
        }
        // A computed property's implicit getter (`var body: some View { let title = ...; ... }`).
        if let accessors = ancestor.as(AccessorBlockSyntax.self), case .getter(let statements) = accessors.accessors {
            for statement in statements { names.formUnion(declaredNames(statement)) }
        }
        current = helpers?.parent(of: ancestor) ?? ancestor.parent
    }
    return names
}

/// The parameter named `name` of the nearest function or initializer around `node` that
/// declares one, looking no further than the type around them.
func enclosingParameter(named name: String, around node: some SyntaxProtocol) -> FunctionParameterSyntax? {
    var current = Syntax(node).parent
    while let ancestor = current, !ancestor.is(MemberBlockSyntax.self) {
        let parameters = ancestor.as(FunctionDeclSyntax.self)?.signature.parameterClause.parameters
            ?? ancestor.as(InitializerDeclSyntax.self)?.signature.parameterClause.parameters
        if let found = parameters?.first(where: { ($0.secondName ?? $0.firstName).text == name }) { return found }
        current = ancestor.parent
    }
    return nil
}

/// The names a `let`/`var` statement declares; none for any other statement.
func declaredNames(_ statement: CodeBlockItemSyntax) -> Set<String> {
    guard let variable = statement.item.as(VariableDeclSyntax.self) else { return [] }
    return variable.bindings.reduce(into: Set<String>()) { $0.formUnion(patternNames($1.pattern)) }
}

func patternNames(_ pattern: PatternSyntax) -> Set<String> {
    var names = Set<String>()
    for token in pattern.tokens(viewMode: .sourceAccurate) {
        if case .identifier(let text) = token.tokenKind { names.insert(text) }
    }
    return names
}

/// Bare names an expression refers to (`item` in `Detail(item: item)`, `$0`), not members.
func referencedNames(in node: some SyntaxProtocol) -> Set<String> {
    var names = Set<String>()
    for token in node.tokens(viewMode: .sourceAccurate) {
        switch token.tokenKind {
        case .dollarIdentifier(let text):
            let isShorthand = text.count <= 3 && text.dropFirst().allSatisfy(\.isNumber)
            // `$0` in a closure written inside the node is that closure's own parameter.
            if isShorthand, isInClosure(token, within: Syntax(node)) { continue }
            names.insert(isShorthand ? "$0" : String(text.dropFirst()))
        case .identifier(let text):
            let isMember = token.parent?.parent?.as(MemberAccessExprSyntax.self).map { $0.declName.baseName.id == token.id } ?? false
            // An argument's label (`Detail(item: picked)`) names no value.
            if !isMember, !isArgumentLabel(token) { names.insert(text) }
        default:
            break
        }
    }
    return names
}

/// Whether `token` is the label of an argument or of a trailing closure, or a name in a
/// reference's argument list (`item:` in `show(item:)`).
private func isArgumentLabel(_ token: TokenSyntax) -> Bool {
    guard let parent = token.parent else { return false }
    if let argument = parent.as(LabeledExprSyntax.self) { return argument.label?.id == token.id }
    if let closure = parent.as(MultipleTrailingClosureElementSyntax.self) { return closure.label.id == token.id }
    return parent.is(DeclNameArgumentSyntax.self)
}

/// Whether a closure inside `outer` holds `token`.
private func isInClosure(_ token: TokenSyntax, within outer: Syntax) -> Bool {
    var current = token.parent
    while let node = current, node.id != outer.id {
        if node.is(ClosureExprSyntax.self) { return true }
        current = node.parent
    }
    return false
}

extension Plan {
    /// Carries a link's destination to a new place whose lines sit under `indent` (nil: where
    /// they sit now): returns the text for it there, its first line indented to `indent` too.
    /// An empty closure gives `EmptyView()`.
    mutating func carry(_ destination: LinkDestination, to indent: String?, in context: FileContext) -> String {
        guard let span = destination.carriedSpan else { return (indent ?? "") + "EmptyView()" }
        let range = span.lowerBound.utf8Offset..<span.upperBound.utf8Offset
        // It starts a line at `indent`: argument lines aligned under its start stay so.
        let placeholder = indent.map { carry(range, placedAt: $0, column: context.argumentAlignment(of: range, placedAt: $0), in: context) }
            ?? carry(range, from: "", to: "")
        // A function that makes the view is called where the view is wanted.
        if case .reference = destination { return (indent ?? "") + placeholder + "()" }
        return (indent ?? "") + placeholder
    }
}

extension FileContext {
    /// The column text placed at the start of a line at `indent` starts at, for keeping its
    /// argument lines aligned under it (`MealEditor(name: "Soup",⏎ calories: 120)`); nil when
    /// the indentation is not spaces only, or a line after the first continues a chain
    /// (`.onAppear`), which goes one step in instead.
    func argumentAlignment(of range: Range<Int>, placedAt indent: String) -> Int? {
        guard indent.utf8.allSatisfy({ $0 == UInt8(ascii: " ") }) else { return nil }
        var cursor = bytes.nextLineStart(after: range.lowerBound)
        while let lineStart = cursor, lineStart < range.upperBound {
            var first = lineStart
            while first < bytes.count, bytes[first] == UInt8(ascii: " ") || bytes[first] == UInt8(ascii: "\t") { first += 1 }
            if first < bytes.count, bytes[first] == UInt8(ascii: ".") { return nil }
            cursor = bytes.nextLineStart(after: lineStart)
        }
        return indent.utf8.count
    }
}

extension LinkDestination {
    /// The text a move takes: the view, or the statements of the closure; nil for an empty closure.
    var carriedSpan: Range<AbsolutePosition>? {
        switch self {
        case .value(let expression), .reference(let expression):
            return expression.positionAfterSkippingLeadingTrivia..<expression.endPositionBeforeTrailingTrivia
        case .closure(let closure):
            guard let first = closure.statements.first, let last = closure.statements.last else { return nil }
            return first.positionAfterSkippingLeadingTrivia..<last.endPositionBeforeTrailingTrivia
        }
    }
}

extension Plan {
    /// Carries `range` to a place where its first line starts at `indent`: its other lines
    /// keep their places relative to it (see `FileContext.reindentation`).
    /// `column`, where known, is the new column of its first character: lines aligned under
    /// the text keep that alignment.
    mutating func carry(_ range: Range<Int>, placedAt indent: String, column: Int? = nil, in context: FileContext) -> String {
        let shift = context.reindentation(of: range, placedAt: indent, column: column)
        return carry(range, from: shift.from, to: shift.to)
    }
}

extension Plan {
    /// Carries a modifier (from its `.` to its end, without the view it modifies) to a chain
    /// whose modifiers sit at `indent`: the text for it there, without that indentation.
    mutating func carry(modifier: FunctionCallExprSyntax, placedAt indent: String, in context: FileContext) -> String {
        let start = modifier.modifierStart ?? modifier.positionAfterSkippingLeadingTrivia
        return carry(start.utf8Offset..<modifier.endPositionBeforeTrailingTrivia.utf8Offset, placedAt: indent, in: context)
    }
}

extension ExprSyntax {
    /// Whether this expression holds the link (it is one of the views around it).
    func isDescendantOrSelf(ofAncestorOf link: IsActiveLink) -> Bool {
        Syntax(link.call).isDescendant(of: Syntax(self))
    }
}

private let lineCommentStart = Array("//".utf8)

extension FileContext {
    /// How the lines after the first of `range` move when its first line goes to `indent`.
    ///
    /// Text that starts its line keeps its lines where they are relative to that line. Text
    /// that starts after something else on its line (`destination: Detail(`) has its other
    /// lines laid out against that line, or aligned under some column of it: they are moved as
    /// a block, so that the least indented of them sits one step in from the new first line, or
    /// at it when it only closes a bracket (`)`, `}`, `]`) or, at the first line's own
    /// indentation, closes brackets and applies modifiers (`.help(...)`).
    ///
    /// With `column`, the new column of the text's first character: when every other line is
    /// indented with spaces at or past the text's old column (`isActive: Binding(get: ...` with
    /// `set: ...` under `get:`), they keep their place relative to that character.
    func reindentation(of range: Range<Int>, placedAt indent: String, column: Int? = nil) -> (from: String, to: String) {
        let start = AbsolutePosition(utf8Offset: range.lowerBound)
        let lineIndent = indentation(ofLineAt: start)
        // Text that starts its line moves with it, unless its other lines all sit left of it
        // (`leading:` then `Button(action: {` aligned under it, its body at the statement's
        // indentation, as Xcode lays it out): those are laid out against the line before.
        guard !isFirstOnLine(start) || linesAfterFirstSitLeft(of: range, lineIndent: lineIndent.utf8.count) else {
            return (lineIndent, indent)
        }
        if let column, let aligned = alignedShift(of: range, toColumn: column) { return aligned }
        var lines: [(prefix: ArraySlice<UInt8>, closes: Bool, modifies: Bool)] = []
        var cursor = bytes.nextLineStart(after: range.lowerBound)
        while let lineStart = cursor, lineStart < range.upperBound {
            var end = lineStart
            while end < bytes.count, bytes[end] == UInt8(ascii: " ") || bytes[end] == UInt8(ascii: "\t") { end += 1 }
            if end < bytes.count, !isLineBreakByte(bytes[end]) {
                // A labeled trailing closure (`label: {` after the first closure's `}`) closes
                // the first closure's line as a `}` does.
                let closes = [UInt8(ascii: ")"), UInt8(ascii: "}"), UInt8(ascii: "]")].contains(bytes[end])
                    || startsLabeledClosure(at: end)
                lines.append((bytes[lineStart..<end], closes, bytes[end] == UInt8(ascii: ".")))
            }
            cursor = bytes.nextLineStart(after: lineStart)
        }
        // Lines of code decide; a comment written at the left margin (Xcode's ⌘/ puts `//` at
        // column 0) stays where it is.
        let code = lines.filter { !bytes[$0.prefix.endIndex...].starts(with: lineCommentStart) }
        if !code.isEmpty { lines = code }
        // Text that starts its own line, with the lines after it laid out against the line
        // before (`leading:`, then `Text("Logo")` on a line of its own, its `.font(...)` one step
        // in from `leading:`'s line), is judged against that line; other text against its own.
        let anchor = isFirstOnLine(start) ? indentationOfCodeLine(before: start.utf8Offset) ?? lineIndent : lineIndent
        // A line that only closes brackets, written left of that (`trailing: Button(action: {`
        // ... `})` at the enclosing statement's), sets no base: it goes under the first line
        // (`reindentLines`), where the rest is laid out from that line.
        let placed = lines.filter { !($0.prefix.count < anchor.utf8.count && onlyCloses(after: $0.prefix.endIndex)) }
        if !placed.isEmpty, placed.count < lines.count {
            let shift = blockShift(of: placed, lineIndent: lineIndent, anchor: anchor, placedAt: indent)
            if shift.to == indent { return shift }
        }
        return blockShift(of: lines, lineIndent: lineIndent, anchor: anchor, placedAt: indent)
    }

    /// How `reindentation(of:placedAt:column:)` moves the lines after the first as a block.
    private func blockShift(of lines: [(prefix: ArraySlice<UInt8>, closes: Bool, modifies: Bool)], lineIndent: String,
                            anchor: String, placedAt indent: String) -> (from: String, to: String) {
        let ownIndent = Array(lineIndent.utf8)
        // Closed at the first line's own indentation (`trailing: HStack {` ... `})` under
        // `trailing:`): the lines keep their places against that line, a line of the body written
        // as far left as the close (`Button(...)` under `})`) too, rather than setting the step.
        if let last = lines.last, last.closes, last.prefix.elementsEqual(ownIndent),
           lines.allSatisfy({ $0.prefix.starts(with: ownIndent) }) {
            return (lineIndent, indent)
        }
        guard let base = lines.min(by: { $0.prefix.count < $1.prefix.count })?.prefix,
              lines.allSatisfy({ $0.prefix.starts(with: base) }) else { return (lineIndent, indent) }
        let atBase = lines.filter { $0.prefix.count == base.count }
        // Lines at the base that close what the first line opened sit under its start; so do
        // modifiers at the indentation the text was laid out against (`leading: Button(...) {`
        // then `}`, `)` and `.help(...)` under `leading:`). Anything else there is one step in.
        let underStart = base.count <= anchor.utf8.count
        let to = atBase.allSatisfy({ $0.closes || ($0.modifies && underStart) }) ? indent : indent + indentStep
        return (String(decoding: base, as: UTF8.self), to)
    }

    /// The indentation of the nearest line above the one holding `offset` that holds code.
    private func indentationOfCodeLine(before offset: Int) -> String? {
        var lineStart = self.lineStart(of: offset)
        while lineStart > 0 {
            lineStart = self.lineStart(of: lineStart - 1)
            var end = lineStart
            while end < bytes.count, bytes[end] == UInt8(ascii: " ") || bytes[end] == UInt8(ascii: "\t") { end += 1 }
            if end < bytes.count, !isLineBreakByte(bytes[end]), !bytes[end...].starts(with: lineCommentStart) {
                return String(decoding: bytes[lineStart..<end], as: UTF8.self)
            }
        }
        return nil
    }

    /// Whether the line whose text starts at `start` holds only closing brackets (`})`).
    private func onlyCloses(after start: Int) -> Bool {
        var end = start
        while end < bytes.count, !isLineBreakByte(bytes[end]) { end += 1 }
        let text = bytes[start..<end].filter { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") }
        return !text.isEmpty && text.allSatisfy { [UInt8(ascii: ")"), UInt8(ascii: "}"), UInt8(ascii: "]")].contains($0) }
    }

    /// Whether `range` spans lines and every line after its first that holds code is indented
    /// less than `lineIndent`, the first line's indentation.
    private func linesAfterFirstSitLeft(of range: Range<Int>, lineIndent: Int) -> Bool {
        var found = false
        var cursor = bytes.nextLineStart(after: range.lowerBound)
        while let lineStart = cursor, lineStart < range.upperBound {
            var end = lineStart
            while end < bytes.count, bytes[end] == UInt8(ascii: " ") || bytes[end] == UInt8(ascii: "\t") { end += 1 }
            if end < bytes.count, !isLineBreakByte(bytes[end]), !bytes[end...].starts(with: lineCommentStart) {
                guard end - lineStart < lineIndent else { return false }
                found = true
            }
            cursor = bytes.nextLineStart(after: lineStart)
        }
        return found
    }

    /// The shift that keeps lines aligned under the text that starts `range` when that text
    /// moves to `column`: nil unless every other line of it starts with spaces at or past the
    /// text's old column, on a first line of ASCII before it.
    /// For text that starts after something else on its line, whose other lines all sit, in
    /// spaces, at or past its column: the indentation of the least indented of them, and how
    /// far past the text's column that is. Nil otherwise.
    func alignment(of range: Range<Int>) -> (least: Int, past: Int)? {
        guard !isFirstOnLine(AbsolutePosition(utf8Offset: range.lowerBound)),
              let shift = alignedShift(of: range, toColumn: 0) else { return nil }
        return (shift.from.count, shift.to.count)
    }

    private func alignedShift(of range: Range<Int>, toColumn column: Int) -> (from: String, to: String)? {
        var lineStart = range.lowerBound
        while lineStart > 0, !isLineBreakByte(bytes[lineStart - 1]) { lineStart -= 1 }
        guard bytes[lineStart..<range.lowerBound].allSatisfy({ $0 < 0x80 && $0 != UInt8(ascii: "\t") }) else { return nil }
        let oldColumn = range.lowerBound - lineStart
        var least: Int?
        var cursor = bytes.nextLineStart(after: range.lowerBound)
        while let next = cursor, next < range.upperBound {
            var end = next
            while end < bytes.count, bytes[end] == UInt8(ascii: " ") { end += 1 }
            if end < bytes.count, !isLineBreakByte(bytes[end]) {
                guard bytes[end] != UInt8(ascii: "\t"), end - next >= oldColumn else { return nil }
                least = min(least ?? end - next, end - next)
            }
            cursor = bytes.nextLineStart(after: next)
        }
        guard let least else { return nil }
        return (String(repeating: " ", count: least), String(repeating: " ", count: least - oldColumn + column))
    }

    /// Whether the text at `offset` is `label: {`, a labeled trailing closure.
    private func startsLabeledClosure(at offset: Int) -> Bool {
        var index = offset
        while index < bytes.count, bytes[index] == UInt8(ascii: "_") || (bytes[index] >= UInt8(ascii: "a") && bytes[index] <= UInt8(ascii: "z"))
                || (bytes[index] >= UInt8(ascii: "A") && bytes[index] <= UInt8(ascii: "Z")) || (bytes[index] >= UInt8(ascii: "0") && bytes[index] <= UInt8(ascii: "9")) {
            index += 1
        }
        guard index > offset, index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return false }
        index += 1
        while index < bytes.count, bytes[index] == UInt8(ascii: " ") { index += 1 }
        return index < bytes.count && bytes[index] == UInt8(ascii: "{")
    }

    /// Re-indents a multi-line snippet whose lines sit under `from` so they sit under `to`.
    func reindent(_ snippet: String, from: String, to: String) -> String {
        reindentLines(snippet, from: from, to: to)
    }

    /// `\n` + indent, in the file's own line ending.
    func newline(_ indent: String) -> String { lineEnding + indent }
}

extension FileContext {
    /// Where modifiers added after `view` go: right after it, or after a `//` comment that ends
    /// its line (`} // end toolbar`), which stays on the view it was written on.
    func modifierInsertion(after view: some SyntaxProtocol) -> AbsolutePosition {
        let end = view.endPositionBeforeTrailingTrivia.utf8Offset
        var index = end
        while index < bytes.count, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") { index += 1 }
        guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "/"), bytes[index + 1] == UInt8(ascii: "/") else {
            return AbsolutePosition(utf8Offset: end)
        }
        while index < bytes.count, !isLineBreakByte(bytes[index]) { index += 1 }
        return AbsolutePosition(utf8Offset: index)
    }

    /// The edit that inserts modifiers (`text`, each on a line of its own at `indent`) at
    /// `position`: where the chain goes on after it on the same line (`}.listStyle(.plain)`,
    /// inserted before the style), what follows moves to a line of its own, so that the new
    /// modifiers do not end in `}.listStyle(.plain)`.
    func insertingModifiers(_ text: String, at position: AbsolutePosition, indent: String) -> SourceEdit {
        var index = position.utf8Offset
        while index < bytes.count, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") { index += 1 }
        guard index < bytes.count, bytes[index] == UInt8(ascii: "."), position.utf8Offset > 0,
              bytes[position.utf8Offset - 1] == UInt8(ascii: "}") || bytes[position.utf8Offset - 1] == UInt8(ascii: ")") else {
            return .insert(text, at: position)
        }
        return SourceEdit(range: position.utf8Offset..<index, replacement: text + lineEnding + indent)
    }

    /// Where a `navigationDestination` added to `view` goes: after its whole chain, unless a
    /// modifier in the chain sets values of the environment (`.environmentObject(cart)`,
    /// `.environment(\\.locale, ...)`, `.font`, a style): then just before the first such, so the
    /// destination is still inside it, as the link it stands for was. A link's destination took
    /// the environment of the place it was pushed from; the destination of
    /// `navigationDestination` takes that of the place the modifier is applied.
    /// Nor does it go after the app's own modifier that puts the view in a navigation view
    /// (`.embedInNavigation()`): there it would be outside the stack.
    func destinationInsertion(on view: some SyntaxProtocol) -> AbsolutePosition {
        guard let top = Syntax(view).as(FunctionCallExprSyntax.self) else { return modifierInsertion(after: view) }
        for modifier in top.chainRoot.modifierChain {
            // A modifier a postfix `#if` holds: the chain is not followed past it.
            if modifier.isConditionalModifier { break }
            if let name = modifier.modifierName, !builtInModifierNames.contains(name), wrapsInContainer(name) {
                guard let base = modifier.modifierBase else { break }
                return modifierInsertion(after: base)
            }
            guard let name = modifier.modifierName, Self.environmentWriters.contains(name) || name.hasSuffix("Style"),
                  name != "navigationViewStyle" else { continue }
            guard let base = modifier.modifierBase else { break }
            return modifierInsertion(after: base)
        }
        return modifierInsertion(after: view)
    }

    /// Modifiers that set values of the environment for the views inside them (besides the
    /// `...Style` ones).
    static let environmentWriters: Set<String> = [
        "environment", "environmentObject", "transformEnvironment", "modelContainer", "modelContext",
        "font", "fontWeight", "fontDesign", "foregroundColor", "foregroundStyle", "tint", "accentColor",
        "disabled", "textCase", "lineLimit", "multilineTextAlignment", "labelsHidden", "dynamicTypeSize",
        "redacted", "symbolRenderingMode", "imageScale", "controlSize", "submitLabel", "keyboardType",
        "textInputAutocapitalization", "autocapitalization", "disableAutocorrection", "autocorrectionDisabled",
        "scrollContentBackground", "headerProminence", "buttonBorderShape",
    ]

    /// The indentation a new modifier on `view` takes: that of the modifiers already on their own
    /// lines, else that of a closing brace alone on its line, else one step in from the view.
    func modifierIndent(for view: some SyntaxProtocol) -> String {
        // A chain that ends in a postfix `#if`: its modifiers' indentation is that of the `#if`.
        if let postfix = Syntax(view).as(PostfixIfConfigExprSyntax.self), let first = postfix.config.clauses.first,
           isFirstOnLine(first.poundKeyword.positionAfterSkippingLeadingTrivia) {
            return indentation(ofLineAt: first.poundKeyword.positionAfterSkippingLeadingTrivia)
        }
        if let call = Syntax(view).as(FunctionCallExprSyntax.self), let start = call.modifierStart, isFirstOnLine(start) {
            return indentation(ofLineAt: start)
        }
        if let last = view.lastToken(viewMode: .sourceAccurate), last.tokenKind == .rightBrace,
           isFirstOnLine(last.positionAfterSkippingLeadingTrivia) {
            return indentation(ofLineAt: last.positionAfterSkippingLeadingTrivia)
        }
        // `}.listStyle(.plain)`: the modifiers that follow the view's closing brace on its line
        // go on at that brace's indentation.
        if let call = Syntax(view).as(FunctionCallExprSyntax.self), call.modifierName != nil,
           let last = call.chainRoot.lastToken(viewMode: .sourceAccurate), last.tokenKind == .rightBrace,
           isFirstOnLine(last.positionAfterSkippingLeadingTrivia),
           let next = last.nextToken(viewMode: .sourceAccurate), next.tokenKind == .period, next.leadingTrivia.isEmpty, last.trailingTrivia.isEmpty {
            return indentation(ofLineAt: last.positionAfterSkippingLeadingTrivia)
        }
        // A view's `)` alone on its line, closing arguments written one per line: as a closing
        // brace (not a modifier's, nor a link's, which its rewrite reshapes).
        if let call = Syntax(view).as(FunctionCallExprSyntax.self), call.modifierName == nil,
           let name = call.calleeTypeName, name != "NavigationLink",
           let last = view.lastToken(viewMode: .sourceAccurate), last.tokenKind == .rightParen,
           isFirstOnLine(last.positionAfterSkippingLeadingTrivia) {
            return indentation(ofLineAt: last.positionAfterSkippingLeadingTrivia)
        }
        // `})` alone on its line, closing a content closure passed in parentheses
        // (`VStack(alignment: .center, content: { ... })`): as a closing brace alone.
        if let last = view.lastToken(viewMode: .sourceAccurate), last.tokenKind == .rightParen,
           let brace = last.previousToken(viewMode: .sourceAccurate), brace.tokenKind == .rightBrace,
           brace.trailingTrivia.isEmpty, last.leadingTrivia.isEmpty, isFirstOnLine(brace.positionAfterSkippingLeadingTrivia) {
            return indentation(ofLineAt: brace.positionAfterSkippingLeadingTrivia)
        }
        return indentation(ofLineAt: view.positionAfterSkippingLeadingTrivia) + indentStep
    }
}

/// What stops an expression from moving, as it is written, into a new closure of its own (a
/// link's destination closure, a toolbar item's content): a shorthand argument (`$0`) of a
/// closure around it, which inside the new closure would be that closure's own, or a `try` or
/// `await` outside any closure written inside it, which the new closure (neither throwing nor
/// async) does not allow. Nil when nothing does; otherwise the text to name in a finding.
func closureMoveBlocker(in node: some SyntaxProtocol) -> String? {
    let outer = Syntax(node)
    for token in node.tokens(viewMode: .sourceAccurate) {
        switch token.tokenKind {
        case .dollarIdentifier(let text) where text.count <= 3 && text.dropFirst().allSatisfy(\.isNumber):
            if !isInClosure(token, within: outer) { return "`\(text)`" }
        case .keyword(.try):
            // `try?` and `try!` handle their error where they stand.
            if let expression = token.parent?.as(TryExprSyntax.self), expression.questionOrExclamationMark == nil,
               !isInClosure(token, within: outer) { return "`try`" }
        case .keyword(.await):
            if !isInClosure(token, within: outer) { return "`await`" }
        default:
            break
        }
    }
    return nil
}
