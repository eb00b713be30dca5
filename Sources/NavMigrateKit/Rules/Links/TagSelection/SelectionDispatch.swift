import SwiftSyntax

/// The code that shows the selected link's destination: the next column of a split view, or
/// the closure of a `navigationDestination` in one column.
extension SelectionHoist {
    /// The next column, where `subject` is the optional selection and `fallback` stands for
    /// what the column showed before:
    /// ```swift
    /// if let color = selection { ColorDetail(color: color) } else { Text("Pick a color") }
    /// switch screen { case Screen.inbox?: InboxView() ... default: Text("Pick a mailbox") }
    /// if let id = selection, let item = items.first(where: { $0.id == id }) { ... } else if ...
    /// ```
    /// The detail column for a split view. A last column whose destinations navigate further
    /// gets a `NavigationStack` of its own, as the navigation view's column had one; a middle
    /// column does not: its links show their views in the last column, which a stack around
    /// them would stop.
    /// `fallbackAtMargin`: the fallback is an `#if` block written at the left margin, which
    /// stays there.
    /// `rowsInScope`: the rows' data reads names the detail's view has too (the rows are its
    /// own), so the detail can check that a row holds the selection.
    func detail(subject: String, arms: [SelectionArm], fallback: String, fallbackAtMargin: Bool = false, isLastColumn: Bool,
                rowsInScope: Bool = true, into lines: inout IndentedLines, plan: inout Plan) -> Result<Void, Refusal> {
        guard isLastColumn, detailNavigates(arms) else {
            return dispatch(subject: subject, arms: arms, fallback: fallback, fallbackAtMargin: fallbackAtMargin, rowsInScope: rowsInScope,
                            into: &lines, plan: &plan)
        }
        var inner = IndentedLines(base: lines.base + lines.step, step: lines.step)
        // A fallback carried from this file goes one step deeper with the rest.
        let depth = lines.base + lines.step + lines.step
        plan.recarry(fallback, to: depth)
        let result = dispatch(subject: subject, arms: arms, fallback: fallback, fallbackAtMargin: fallbackAtMargin, rowsInScope: rowsInScope,
                              into: &inner, plan: &plan)
        lines.add(0, "NavigationStack {")
        for line in inner.lines { lines.addIndented(line) }
        lines.add(0, "}")
        return result
    }

    /// Whether a destination links further: a `NavigationLink` in it, or a view of the project
    /// that navigates.
    private func detailNavigates(_ arms: [SelectionArm]) -> Bool {
        arms.contains { arm in
            arm.links.contains { link in
                link.destinationNode.tokens(viewMode: .sourceAccurate).contains { token in
                    guard case .identifier(let name) = token.tokenKind, name.first?.isUppercase == true else { return false }
                    return name == "NavigationLink" || navigatesType(name)
                }
            }
        }
    }

    private func dispatch(subject: String, arms: [SelectionArm], fallback: String, fallbackAtMargin: Bool = false,
                          rowsInScope: Bool, into lines: inout IndentedLines, plan: inout Plan) -> Result<Void, Refusal> {
        let fallbackLine = (fallbackAtMargin ? "" : lines.base + lines.step) + fallback
        if arms.allSatisfy({ if case .fixed = $0.kind { true } else { false } }) {
            lines.add(0, "switch \(subject) {")
            for arm in arms {
                guard case .fixed(let tag) = arm.kind else { continue }
                func directive(_ text: String) {
                    if arm.compiledAtMargin { lines.addIndented(text) } else { lines.add(0, text) }
                }
                if let compiled = arm.compileCondition { directive("#if " + compiled) }
                lines.add(0, "case \(tag)?\(arm.whereClause):")
                addDestination(of: arm, depth: 1, into: &lines, plan: &plan)
                if arm.compileCondition != nil { directive("#endif") }
            }
            lines.add(0, "default:")
            lines.addIndented(fallbackLine)
            lines.add(0, "}")
            return .success(())
        }
        if let arm = arms.first(where: { $0.compileCondition != nil }) {
            return .failure(Refusal(.linkTagSelection, "the link for tag `\(arm.links[0].tag.trimmedText)` is compiled only under `#if \(arm.compileCondition ?? "")`, which navmigrate keeps in the detail column only around a case of a `switch` over fixed tags, and these rows come from a `ForEach`; migrate it by hand", at: Syntax(arm.links[0].call)))
        }
        // `if let selection = selection` reads best, unless a destination uses the property itself.
        let isShadowable = !subject.contains(".") && !arms.contains { arm in
            arm.links.contains { referencedNames(in: $0.destinationNode).contains(subject) }
                || arm.conditions.contains { condition in
                    condition.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" }).contains { $0 == subject }
                }
        }
        let lookupName = isShadowable ? subject : freshName("selectedID", avoiding: scope?.identifiersInUse ?? [])
        for (index, arm) in arms.enumerated() {
            let condition: String
            switch (arm.kind, lookupData(arm)) {
            case (.fixed(let tag), _):
                condition = "\(subject) == \(tag)"
            case (.element(let parameter), let found) where arms.count == 1:
                condition = "let \(parameter) = \(subject)"
                    + (rowsInScope ? membershipCheck(parameter, in: (try? found.get()) ?? []) : indexCheck(parameter, in: (try? found.get()) ?? []))
            case (_, .failure(let refusal)):
                return .failure(refusal)
            case (.element(let parameter), .success(let data)):
                condition = "let \(parameter) = \(subject), " + data.map { "\($0).contains(\(parameter))" }.joined(separator: " || ")
            case (.derived(let parameter, let template), .success(let data)):
                condition = "let \(lookupName) = \(subject), let \(parameter) = " + lookup(data, template, lookupName)
            }
            let kept = arm.conditions.map { ", " + $0 }.joined()
            lines.add(0, (index == 0 ? "if " : "} else if ") + condition + kept + " {")
            addDestination(of: arm, depth: 1, into: &lines, plan: &plan)
        }
        lines.add(0, "} else {")
        lines.addIndented(fallbackLine)
        lines.add(0, "}")
        return .success(())
    }

    /// `, names.contains(name)`: the rows' data holds the selection. The old links showed the
    /// detail only while a link with the selected tag was there, so a selection that code sets
    /// to a value no row has (`open = url.host`) showed the placeholder; so it does still. Not
    /// where only the links set it.
    private func membershipCheck(_ parameter: String, in data: [String]) -> String {
        let ranges = data.filter { $0.hasSuffix(".indices") || $0.contains("..<") || $0.contains("...") }
        guard ranges.isEmpty else { return indexCheck(parameter, in: data) }
        // Not where the data reads a name the `if let` binds (`folder.subfolders` where the row
        // is `folder`: it would read the selection), nor data written over several lines.
        let readsParameter = data.contains { text in
            text.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" }).contains(Substring(parameter))
        }
        guard !setOnlyByLinks, !data.isEmpty, !readsParameter,
              !data.contains(where: { $0.contains("?.") || $0.contains(where: \.isNewline) }) else { return "" }
        // A closure in the data would read as the `if`'s body (`names.filter { ... }`).
        return ", " + data.map { text in
            (text.contains("{") && !text.hasPrefix("(") ? "(\(text))" : text) + ".contains(\(parameter))"
        }.joined(separator: " || ")
    }

    /// `, items.indices.contains(i)` when the rows are indices (`ForEach(items.indices)`,
    /// `0..<items.count`): a selection left from a removed row, or set before the rows exist,
    /// would otherwise index past the end, where the old view showed its placeholder.
    private func indexCheck(_ parameter: String, in data: [String]) -> String {
        let ranges = data.filter { $0.hasSuffix(".indices") || $0.contains("..<") || $0.contains("...") }
        guard !ranges.isEmpty else { return "" }
        // A range comes in parentheses already (`SelectionHoist.callable`).
        return ", " + ranges.map { ($0.contains(".") && !$0.hasSuffix(".indices") && !$0.hasPrefix("(") ? "(\($0))" : $0) + ".contains(\(parameter))" }.joined(separator: " || ")
    }

    /// `header { value in ... }` for one column, where the closure receives the selected value.
    func destinationClosure(header: String, arms: [SelectionArm],
                            into lines: inout IndentedLines, plan: inout Plan) -> Result<Void, Refusal> {
        let used = scope?.identifiersInUse ?? []
        if arms.count == 1, case .element(let parameter) = arms[0].kind {
            lines.add(0, "\(header) { \(parameter) in")
            addDestination(of: arms[0], depth: 1, into: &lines, plan: &plan)
            lines.add(0, "}")
            return .success(())
        }
        if arms.allSatisfy({ if case .fixed = $0.kind { true } else { false } }) {
            let value = freshName("value", avoiding: used)
            lines.add(0, "\(header) { \(value) in")
            lines.add(1, "switch \(value) {")
            for arm in arms {
                guard case .fixed(let tag) = arm.kind else { continue }
                lines.add(1, "case \(tag):")
                addDestination(of: arm, depth: 2, into: &lines, plan: &plan)
            }
            if !coversEveryCase(arms) {
                lines.add(1, "default:")
                lines.add(2, "EmptyView()")
            }
            lines.add(1, "}")
            lines.add(0, "}")
            return .success(())
        }
        let isDerivedOnly = arms.count == 1
        let value = freshName(isDerivedOnly ? "selectedID" : "value", avoiding: used)
        lines.add(0, "\(header) { \(value) in")
        for (index, arm) in arms.enumerated() {
            let condition: String
            switch arm.kind {
            case .fixed(let tag):
                condition = "\(value) == \(tag)"
            case .element(let parameter), .derived(let parameter, _):
                var template = "$0"
                if case .derived(_, let written) = arm.kind { template = written }
                switch lookupData(arm) {
                case .failure(let refusal): return .failure(refusal)
                case .success(let data): condition = "let \(parameter) = " + lookup(data, template, value)
                }
            }
            lines.add(1, (index == 0 ? "if " : "} else if ") + condition + " {")
            addDestination(of: arm, depth: 2, into: &lines, plan: &plan)
        }
        lines.add(1, "}")
        lines.add(0, "}")
        return .success(())
    }

    /// `a.first(where: { $0.id == id }) ?? b.first(where: { $0.id == id })`.
    private func lookup(_ data: [String], _ template: String, _ value: String) -> String {
        data.map { "\($0).first(where: { \(template) == \(value) })" }.joined(separator: " ?? ")
    }

    private func lookupData(_ arm: SelectionArm) -> Result<[String], Refusal> {
        var data: [String] = []
        for row in arm.rows {
            switch row.data {
            case .success(let text): data.append(text)
            case .failure(let refusal): return .failure(refusal)
            }
        }
        return .success(data)
    }

    /// Moves the arm's destination to `depth`; the other links of the arm show the same view, so
    /// their destinations go away (with any edits inside them).
    private func addDestination(of arm: SelectionArm, depth: Int, into lines: inout IndentedLines, plan: inout Plan) {
        let indent = lines.base + String(repeating: lines.step, count: depth)
        for (index, link) in arm.links.enumerated() {
            let text = plan.carry(link.destination, to: indent, in: context)
            guard index == 0 else { continue }
            // Comments on lines of their own before the destination's first statement, or after
            // its last, go with it (the carried text runs from the one to the other).
            let comments = { (trivia: Trivia) in
                trivia.pieces.compactMap { piece -> String? in
                    switch piece {
                    case .lineComment(let text), .docLineComment(let text): return text
                    case .blockComment(let text), .docBlockComment(let text): return text.contains(where: \.isNewline) ? nil : text
                    default: return nil
                    }
                }
            }
            if case .closure(let closure) = link.destination, let first = closure.statements.first {
                for comment in comments(first.leadingTrivia) { lines.addIndented(indent + comment) }
                lines.addIndented(text)
                for comment in comments(closure.rightBrace.leadingTrivia) { lines.addIndented(indent + comment) }
            } else {
                lines.addIndented(text)
            }
        }
    }

    /// Whether the fixed tags name every case of an enum declared in this file, so a `switch`
    /// over a non-optional value needs no `default`.
    private func coversEveryCase(_ arms: [SelectionArm]) -> Bool {
        var typeName: String?
        var names = Set<String>()
        for arm in arms {
            guard case .fixed = arm.kind, let member = arm.links[0].tag.as(MemberAccessExprSyntax.self),
                  member.declName.argumentNames == nil else { return false }
            if let base = member.base {
                guard typeName == nil || typeName == base.trimmedText else { return false }
                typeName = base.trimmedText
            }
            names.insert(member.declName.baseName.text)
        }
        guard let typeName = typeName ?? selectionType else { return false }
        let enums = context.tree.statements.compactMap { $0.item.as(EnumDeclSyntax.self) }.filter { $0.name.text == typeName }
        guard enums.count == 1, let decl = enums.first else { return false }
        var cases = Set<String>()
        for member in decl.memberBlock.members {
            guard let caseDecl = member.decl.as(EnumCaseDeclSyntax.self) else { continue }
            for element in caseDecl.elements {
                if element.parameterClause != nil { return false }
                cases.insert(element.name.text)
            }
        }
        return !cases.isEmpty && cases == names
    }
}
