import SwiftSyntax

/// A sidebar written as a view of its own: its `List` and `tag:selection:` links in one view,
/// the split view that shows it in a column in another (in this file or another), the
/// selection handed down as a `@Binding`.
///
/// ## Before
/// ```swift
/// struct ContentView: View {                       struct Sidebar: View {
///     @State private var selection: Mailbox?           @Binding var selection: Mailbox?
///     var body: some View {                            var body: some View {
///         NavigationView {                                 List(mailboxes) { mailbox in
///             Sidebar(selection: $selection)                   NavigationLink(mailbox.name, tag: mailbox,
///             Text("Pick a mailbox")                               selection: $selection) { MailboxView(mailbox: mailbox) }
///         }                                                 }
///     }                                                 }
/// }                                                 }
/// ```
/// ## After
/// The sidebar's list takes the selection and its links become value links; the split view's
/// next column shows `if let mailbox = selection { MailboxView(mailbox: mailbox) } else { Text(...) }`.
/// The sidebar's site writes that column's text (`Plan.exports`) and the split view's site
/// puts it in place (`Plan.imports`); the two, and the container, stand or fall together.
///
/// Refuses: a sidebar shown in several places, a selection that is the sidebar's own state
/// (the detail cannot read it), a selection not handed down as `$property`, destinations that
/// use the sidebar's own members, and rows the detail would have to look up in the sidebar's data.
extension SelectionHoist {
    /// The key under which a sidebar exports the text of the detail column it selects for.
    static func detailKey(file: String, container: Int, column: Int) -> String {
        "detail|\(file)|\(container)|\(column)"
    }

    /// The names of the types a declaration group declares among its members.
    static func nestedTypeNames(_ decl: DeclSyntax) -> [String] {
        (decl.asProtocol(DeclGroupSyntax.self)?.memberBlock.members ?? []).compactMap { member in
            member.decl.as(EnumDeclSyntax.self)?.name.text ?? member.decl.as(StructDeclSyntax.self)?.name.text
                ?? member.decl.as(ClassDeclSyntax.self)?.name.text ?? member.decl.as(TypeAliasDeclSyntax.self)?.name.text
        }
    }

    func remoteSplitPlan(shownIn shown: ShownIn, container: ContainerFact, in file: FileIndex,
                         scope: ViewScope) -> Result<Plan, Refusal> {
        let first = links[0]
        let here = Syntax(first.call)
        let parentPlace = (shown.file == file.fileID ? "" : file.project.shownPath(of: shown.file) + ":")
            + "\(shown.use.line):\(shown.use.column)"
        let holders = shown.through.compactMap(\.use.inType)
        let throughViews = holders.isEmpty ? "" : ", through " + holders.map { "`\($0)`" }.joined(separator: ", then ") + ","
        // The navigation view itself, named as what it becomes (a two-column one may stay).
        let containerPlace = (shown.file == file.fileID ? "" : file.project.shownPath(of: shown.file) + ":")
            + "\(container.line):\(container.column)"
        let containerKind = switch container.layout {
        case "split": "the split view"
        case "refused": "the navigation view (which stays as it is)"
        default: "the navigation view"
        }
        /// Refused at the link the reason is about, where there is one.
        func refuse(_ why: String, at link: FunctionCallExprSyntax? = nil) -> Result<Plan, Refusal> {
            .failure(Refusal(.linkTagSelection, "\(why); this view is shown\(throughViews) at \(parentPlace), in \(containerKind) at \(containerPlace)", at: link.map(Syntax.init) ?? here))
        }
        if let other = links.first(where: { $0.selectionKey != first.selectionKey }) {
            return refuse("the links use different selections (`\(first.selection.trimmedText)` and `\(other.selection.trimmedText)`), so no one selection can drive the detail column")
        }
        guard let selection = first.selectionValue else {
            return refuse("the links' selection `\(first.selection.trimmedText)` is not `$property` of one stored property of this view nor a member of an observable object it is handed (a computed binding, say), so the split view cannot hand it down; make it a `@Binding` the split view passes")
        }
        let passed: String
        var plan = Plan()
        switch selection.contains(".") ? objectSubject(selection, shown: shown, scope: scope, in: file)
                                       : bindingSubject(selection, shown: shown, scope: scope, in: file, lifting: &plan) {
        case .failure(let why): return refuse(why.text)
        case .success(let subject): passed = subject
        }
        // `NavigationLink(value: .home)` infers no type: the tag must name it, or the selection's
        // declared type must (`@Binding var selection: Screen?`); a model's member does not here.
        if selectionType == nil, let implicit = links.first(where: \.tagIsImplicitMember) {
            return refuse("tag `\(implicit.tag.trimmedText)` does not name its type, which `NavigationLink(value:)` needs, and navmigrate cannot tell the type of `\(selection)` from this view; write the type (`Type\(implicit.tag.trimmedText)`) first", at: implicit.call)
        }
        // A row of the sidebar's list in the view that shows this one: that list takes the
        // selection (`HoistSelectionIntoList.rowListPlan`), so the links are in none here.
        let list = enclosingList(of: first.call)
        if let rowList = shown.rowList {
            if let own = links.lazy.compactMap({ self.enclosingList(of: $0.call) }).first {
                let at = file.context.converter.location(for: own.positionAfterSkippingLeadingTrivia)
                return refuse("the links sit in a `List` of this view (at \(at.line):\(at.column)), which is itself a row of the sidebar's `List` at \(file.place(line: shown.through[0].use.line, column: shown.through[0].use.column, in: rowList.file)); a list inside a list's row is not one navmigrate binds to a selection")
            }
            if let holder = shown.through.first?.use.inType, file.project.types(named: holder).contains(where: { !$0.facts.selectionLinks.isEmpty }) {
                return refuse("`\(holder)`, whose `List` shows this view as a row, has `tag:selection:` links of its own; navmigrate writes the next column from one view's links, so migrate the two by hand")
            }
            // A link compiled only under `#if` would give the detail a case every build compiles.
            for link in links {
                var node = Syntax(link.call).parent
                while let current = node, current.id != Syntax(scope.primary).id {
                    if let clause = current.as(IfConfigClauseSyntax.self) {
                        let condition = clause.condition.map { "#if " + $0.trimmedText } ?? "#else"
                        return refuse("the link for tag `\(link.tag.trimmedText)` is compiled only under `\(condition)`, and the detail column written for the selection would name its destination in every build; migrate it by hand")
                    }
                    node = current.parent
                }
            }
            let sharing = file.project.sidebarsShownThrough(useAt: shown.use.offset, in: shown.file).map(\.facts.name).filter { $0 != scope.typeName }
            if let other = sharing.first {
                return refuse("`\(other)` is shown in the same sidebar with `tag:selection:` links of its own; navmigrate writes the next column from one view's links, so migrate the two by hand")
            }
        } else if list == nil || !links.allSatisfy({ enclosingList(of: $0.call)?.id == list?.id }) {
            return refuse("the links are not rows of one `List` in this view")
        }
        var arms: [SelectionArm]
        switch selectionArms(limit: Syntax(scope.primary)) {
        case .failure(let refusal): return .failure(refusal)
        case .success(let found): arms = found
        }
        // What moves into the other view may use only the row's element and what is visible
        // everywhere, not this view's own members.
        var own = Set(scope.properties.map(\.name)).union(scope.helpers.declarations.keys).union(Self.memberNames(of: scope))
        // The row a `ForEach` of the sidebar's list builds for each element: the property the
        // element is handed to is the element, which the detail looks up in the list's data.
        if let rows = shown.rowElement {
            switch rowElementArm(rows, arms: arms, shown: shown, scope: scope, in: file) {
            case .failure(let why): return refuse(why.text, at: links.count == 1 ? first.call : nil)
            case .success(let arm):
                arms = [arm]
                if case .element(let property) = arm.kind { own.remove(property) }
                if case .derived(let property, _) = arm.kind { own.remove(property) }
            }
        }
        // The model whose member is the selection, where the split view calls its own reference
        // to that same object by the same name: a destination may use it there as it did here.
        if selection.contains("."), let root = selection.split(separator: ".").first, passed.hasPrefix(root + ".") {
            own.remove(String(root))
        }
        // The selection itself, where the split view's own property has its name (the sidebar's
        // state moved up, or a `@Binding` handed `$selection`): it reads the same value there.
        if passed == selection { own.remove(selection) }
        // The sidebar's data the split view hands it (`MailboxList(mailboxes: mailboxes)`): the
        // detail looks the selected row up in what the split view passed.
        var passedData: [String: String] = [:]
        for argument in shown.use.arguments where shown.through.isEmpty {
            if let label = argument.label, let path = argument.path, own.contains(label) { passedData[label] = path }
        }
        // A type declared inside this view (`enum Selection`) is named in the other view only
        // with this view's name in front.
        let nested = Set(scope.decls.flatMap(Self.nestedTypeNames))
        // A type declared inside a type around this view (`FruitSidebar.Extra`, with this view
        // nested in `FruitSidebar` or an extension of it) is named here plainly, and in the
        // split view only in full.
        // Not where the split view's view is nested in that type too.
        let splitHolder = shown.use.inType ?? ""
        let outer = Self.typesNestedAround(scope, in: file.context.tree).filter { !splitHolder.hasPrefix($0.value + ".") }
        // A type this file keeps to itself (`private struct FolderNotes`) cannot be named in the
        // split view's file.
        let fileOnly = shown.file == file.fileID ? [] : file.context.tree.filePrivateNames
        for index in arms.indices {
            for link in arms[index].links {
                if let name = referencedNames(in: link.destinationNode).union(referencedNames(in: link.tag)).intersection(fileOnly).sorted().first {
                    return refuse("the link's destination or tag uses `\(name)`, which is `private` to this file, so the split view's detail column in \(file.project.shownPath(of: shown.file)) cannot name it; make it internal, then migrate", at: link.call)
                }
                if let name = referencedNames(in: link.destinationNode).intersection(own).sorted().first {
                    return refuse("the destination of the link uses `\(name)`, which belongs to this view", at: link.call)
                }
                if link.destinationNode.tokens(viewMode: .sourceAccurate).contains(where: { $0.tokenKind == .keyword(.Self) }) {
                    return refuse("the destination of the link uses `Self`, which means this view here and another in the split view", at: link.call)
                }
                if link.destinationNode.tokens(viewMode: .sourceAccurate).contains(where: Self.readsSelf) {
                    return refuse("the destination of the link uses `self`, which is this view here and would be the split view's there", at: link.call)
                }
                if let name = referencedNames(in: link.tag).union(referencedNames(in: link.destinationNode)).intersection(outer.keys).sorted().first,
                   let around = outer[name] {
                    return refuse("the link's tag or destination names `\(name)`, a type declared inside `\(around)`, around this view, which the split view's detail column would have to call `\(around).\(name)`; write it so here, then migrate", at: link.call)
                }
                if let name = referencedNames(in: link.tag).union(referencedNames(in: link.destinationNode)).intersection(nested).sorted().first {
                    return refuse("the link's tag or destination names `\(name)`, a type declared inside `\(scope.typeName)`, which the split view's detail column would have to call `\(scope.typeName).\(name)`; write it so here, or declare the type outside the view, then migrate", at: link.call)
                }
            }
            switch arms[index].kind {
            case .element where arms.count == 1, .fixed:
                continue
            default:
                break
            }
            for row in arms[index].rows.indices {
                // Looked up in the split view's data already (`rowElementArm`).
                guard let forEach = arms[index].rows[row].forEach else { continue }
                guard case .success = arms[index].rows[row].data, let data = forEach.arguments.first?.expression,
                      enclosingForEach(of: forEach) == nil else {
                    return refuse("the detail would have to look the selected row up in this view's data")
                }
                let names = referencedNames(in: data).intersection(own)
                if let missing = names.sorted().first(where: { passedData[$0] == nil }) {
                    return refuse("the detail would have to look the selected row up in `\(missing)`, which the split view does not hand this view as a plain property")
                }
                arms[index].rows[row] = SelectionArm.Row(forEach: forEach, data: .success(replacing(passedData, in: data)))
            }
        }
        if let list, shown.rowList == nil {
            switch listEdits(list, arms: arms) {
            case .failure(let refusal): return .failure(refusal)
            case .success(let listPlan): plan.merge(listPlan)
            }
        } else {
            for link in links { plan.edits += link.valueLinkEdits(value: linkValue(of: link), in: context) }
            // The binding the links selected through may now be read nowhere in this view.
            if let name = links[0].selectionValue, !name.contains("."), !Self.readsProperty(name, in: scope, besides: links),
               ["_" + name, "$" + name, name].allSatisfy({ file.project.filesExtending(scope.typeName, writing: $0, outside: file.fileID).isEmpty }) {
                let at = context.converter.location(for: first.call.positionAfterSkippingLeadingTrivia)
                plan.findings.append(Finding(.linkTagSelection, severity: .note, message: "`\(scope.typeName)` no longer reads `\(name)`: the sidebar's list takes that selection now; the property stays so that the views that make `\(scope.typeName)` need no change, and you may remove it with its arguments by hand", line: at.line, column: at.column))
            }
        }
        // A preview that shows these links (or the views between) in a navigation view of its own
        // keeps value links there that open nothing: the destinations are the split view's.
        for name in [scope.typeName] + shown.through.compactMap(\.use.inType) {
            guard let preview = file.project.callers(of: name).first(where: { placed in
                placed.use.inPreview && placed.use.contexts.contains { context in
                    switch context {
                    case .container, .column: return true
                    default: return false
                    }
                }
            }) else { continue }
            let at = context.converter.location(for: first.call.positionAfterSkippingLeadingTrivia)
            plan.findings.append(Finding(.linkTagSelection, severity: .note, message: "the preview at \(file.place(of: preview.use, in: preview.file)) shows `\(name)` in a navigation view of its own, where these links, now value links whose destinations the split view's detail column shows, open nothing; preview the split view instead, or check it by hand", line: at.line, column: at.column))
            break
        }
        if container.layout == "refused" {
            return .failure(Refusal(.linkTagSelection, "link left as it is: the navigation view it is shown in (\(containerPlace)) stays as it is, and its links go with it", at: here))
        }
        guard container.layout == "split" else {
            return .failure(Refusal(.linkTagSelection, "the navigation view this view is shown in (\(containerPlace)) becomes a one-column stack, so the selection has no column to drive", at: here))
        }
        guard shown.column + 1 < container.columnIndents.count else {
            return refuse("the view sits in the split view's last column, so there is no column to show its destinations")
        }
        let indent = container.columnIndents[shown.column + 1]
        var lines = IndentedLines(base: indent, step: container.indentStep)
        switch detail(subject: passed, arms: arms, fallback: Plan.fallbackMarker,
                      isLastColumn: shown.column + 2 == container.columnIndents.count, rowsInScope: false, into: &lines, plan: &plan) {
        case .failure(let refusal): return .failure(refusal)
        case .success: break
        }
        let key = Self.detailKey(file: shown.file, container: shown.container, column: shown.column)
        // The column's first line keeps the indentation already in front of it.
        plan.exports[key] = String(lines.text(lineEnding: container.lineEnding).dropFirst(indent.count))
        return .success(plan)
    }

    /// Whether a token is `self` read as a value (`self.fruit`), not `\.self` or `Fruit.self`.
    static func readsSelf(_ token: TokenSyntax) -> Bool {
        guard token.tokenKind == .keyword(.self), let reference = token.parent?.as(DeclReferenceExprSyntax.self) else { return false }
        if let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id { return false }
        var node = reference.parent
        while let current = node {
            if current.is(KeyPathExprSyntax.self) { return false }
            if current.is(CodeBlockItemSyntax.self) || current.is(LabeledExprSyntax.self) { break }
            node = current.parent
        }
        return true
    }

    /// The types declared inside the types around a view nested in them (`struct Row` in
    /// `extension FruitSidebar`), in this file: each name with the type that declares it.
    static func typesNestedAround(_ scope: ViewScope, in tree: SourceFileSyntax) -> [String: String] {
        var around: [String] = []
        var node = scope.primary.parent
        while let current = node {
            if let name = current.as(StructDeclSyntax.self)?.name.text ?? current.as(ClassDeclSyntax.self)?.name.text
                ?? current.as(EnumDeclSyntax.self)?.name.text ?? current.as(ExtensionDeclSyntax.self)?.extendedType.trimmedText {
                around.append(name)
            }
            node = current.parent
        }
        guard !around.isEmpty else { return [:] }
        var found: [String: String] = [:]
        func visit(_ decl: DeclSyntax, path: String) {
            let name = decl.as(StructDeclSyntax.self)?.name.text ?? decl.as(ClassDeclSyntax.self)?.name.text
                ?? decl.as(EnumDeclSyntax.self)?.name.text ?? decl.as(ExtensionDeclSyntax.self)?.extendedType.trimmedText
            guard let name, let group = decl.asProtocol(DeclGroupSyntax.self) else { return }
            let full = decl.is(ExtensionDeclSyntax.self) || path.isEmpty ? name : path + "." + name
            if around.contains(full) || around.contains(name) {
                for nested in nestedTypeNames(decl) where nested != scope.name.split(separator: ".").last.map(String.init) {
                    found[nested] = full
                }
            }
            for member in group.memberBlock.members { visit(member.decl, path: full) }
        }
        for statement in tree.statements {
            if let decl = statement.item.as(DeclSyntax.self) { visit(decl, path: "") }
        }
        return found
    }

    /// The one arm of links in a view a `ForEach` of the sidebar's list builds for each element
    /// (`ForEach(books) { book in BookRow(book: book, selection: $selection) }`): the row view's
    /// one link, its tag the property handed the element (`book`) or computed from it
    /// (`book.id`). The detail looks the selected row up in the `ForEach`'s data as the split
    /// view hands it to the sidebar (`Sidebar(books: books)`), and binds the element to the
    /// property's name, which the destination reads.
    private func rowElementArm(_ rows: TypeUse.RowElement, arms: [SelectionArm], shown: ShownIn,
                               scope: ViewScope, in file: FileIndex) -> Result<SelectionArm, Why> {
        guard let row = shown.through.first else { return .failure(Why("the row is not shown in a list")) }
        let sidebar = row.use.inType.map { "`\($0)`" } ?? "the sidebar"
        guard arms.count == 1, arms[0].links.count == 1, let link = arms[0].links.first else {
            return .failure(Why("`\(scope.typeName)` is the row a `ForEach` of \(sidebar)'s list builds for each element, and it has \(links.count) links bound to the selection; navmigrate lifts a repeated row's links into the list's selection only when the row has one"))
        }
        guard arms[0].rows.isEmpty else {
            return .failure(Why("`\(scope.typeName)` is the row a `ForEach` of \(sidebar)'s list builds for each element, and it repeats its link with a `ForEach` of its own, so the detail column would have to look the selection up in rows of rows; migrate them with the views around them by hand"))
        }
        guard let property = rows.handedAs,
              let stored = scope.properties.first(where: { $0.name == property }) else {
            return .failure(Why("`\(scope.typeName)` is the row a `ForEach` of \(sidebar)'s list builds for each element, and it gets the element `\(rows.parameter)` through no stored property of its own handed it plainly, so the detail column cannot tell which row the selection picks"))
        }
        if let wrapper = stored.attributes.first(where: { $0 == "State" || $0 == "StateObject" }) {
            return .failure(Why("`\(scope.typeName)` keeps the element it is handed in `@\(wrapper) var \(property)`, which holds the first value it was given, so the detail column, reading the list's data, could show another; migrate it by hand"))
        }
        let initializers = scope.decls.flatMap { decl in
            (decl.asProtocol(DeclGroupSyntax.self)?.memberBlock.members ?? []).compactMap { $0.decl.as(InitializerDeclSyntax.self) }
        }
        if let initializer = initializers.first {
            let at = context.converter.location(for: initializer.positionAfterSkippingLeadingTrivia)
            return .failure(Why("`\(scope.typeName)` is the row a `ForEach` of \(sidebar)'s list builds for each element, and it has an initializer of its own (at \(at.line):\(at.column)), so navmigrate cannot tell that its `\(property)` is the element it is handed; migrate it by hand"))
        }
        if let holder = row.use.inType, file.project.types(named: holder).contains(where: \.facts.declaresInitializer) {
            return .failure(Why("\(sidebar), whose `ForEach` builds this row, has an initializer of its own, so navmigrate cannot tell that its `\(rows.data)`, where the detail column would look the selected row up, is what the split view hands it; migrate it by hand"))
        }
        guard shown.through.count == 1 else {
            return .failure(Why("`\(scope.typeName)` is the row a `ForEach` of \(sidebar)'s list builds for each element, and \(sidebar) is shown in the split view through other views; navmigrate looks a repeated row up in the data only where the split view hands it to the list's view itself"))
        }
        // The data as the split view has it: its first name is a property the split view hands
        // the sidebar plainly (`Sidebar(books: library.books)`, or `$books` for a binding).
        let parts = rows.data.split(separator: ".", maxSplits: 1).map(String.init)
        guard let handed = shown.use.arguments.first(where: { $0.label == parts[0] }), let root = handed.path ?? handed.projected else {
            return .failure(Why("the detail column would have to look the selected row up in `\(rows.data)`, the data of \(sidebar)'s `ForEach`, which the split view does not hand \(sidebar) as a plain property"))
        }
        let data = ([root] + parts.dropFirst()).joined(separator: ".")
        let tagNames = referencedNames(in: link.tag)
        let kind: SelectionArm.Kind
        if link.tag.trimmedText == property {
            kind = .element(parameter: property)
        } else if tagNames.contains(property), !link.tagIsImplicitMember,
                  tagNames.subtracting([property]).isDisjoint(with: Self.memberNames(of: scope).union(scope.properties.map(\.name))) {
            kind = .derived(parameter: property, template: replacing(property, with: "$0", in: link.tag))
        } else {
            return .failure(Why("the link's tag `\(link.tag.trimmedText)` is not `\(property)`, the element this row is built for, nor computed from it alone, so the detail column cannot look the selected row up"))
        }
        var arm = arms[0]
        arm = SelectionArm(kind: kind, links: arm.links, rows: [SelectionArm.Row(forEach: nil, data: .success(data))],
                           conditions: arm.conditions, compileCondition: arm.compileCondition, compiledAtMargin: arm.compiledAtMargin)
        return .success(arm)
    }

    /// Whether the view's code uses the property `name` (`name`, `$name`, `_name`) anywhere but
    /// in its declaration and in the links' `selection:` arguments.
    static func readsProperty(_ name: String, in scope: ViewScope, besides links: [TagSelectionLink]) -> Bool {
        let skipped = links.map { Syntax($0.selection).range } + scope.properties.filter { $0.name == name }.map { Syntax($0.decl).range }
        let spellings: Set<String> = [name, "$" + name, "_" + name]
        return scope.decls.contains { decl in
            decl.tokens(viewMode: .sourceAccurate).contains { token in
                // An argument's label (`selection:` of the link itself) reads nothing.
                spellings.contains(token.text) && !skipped.contains { $0.contains(token.positionAfterSkippingLeadingTrivia) }
                    && token.parent?.as(LabeledExprSyntax.self)?.label?.id != token.id
            }
        }
    }

    /// Every member name a view's declarations give it: stored and computed properties,
    /// methods, statics. Code moved into another view cannot use them.
    static func memberNames(of scope: ViewScope) -> Set<String> {
        var names: Set<String> = []
        for decl in scope.decls {
            for member in decl.asProtocol(DeclGroupSyntax.self)?.memberBlock.members ?? [] {
                if let variable = member.decl.as(VariableDeclSyntax.self) {
                    for binding in variable.bindings {
                        if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text { names.insert(name) }
                    }
                } else if let function = member.decl.as(FunctionDeclSyntax.self) {
                    names.insert(function.name.text)
                }
            }
        }
        return names
    }

    /// A reason a sidebar's selection cannot reach the split view's detail column.
    struct Why: Error {
        let text: String
        init(_ text: String) { self.text = text }
    }

    /// The split view's property that a sidebar's `$selection` binding comes from, handed down
    /// as `$property` of a `@Binding` by each view between.
    private func bindingSubject(_ selection: String, shown: ShownIn, scope: ViewScope, in file: FileIndex,
                                lifting plan: inout Plan) -> Result<String, Why> {
        if let lift = FileIndex.liftableSelection(of: links, in: scope), lift.name == selection {
            return liftedSubject(lift, shown: shown, scope: scope, in: file, plan: &plan)
        }
        guard let property = scope.properties.first(where: { $0.name == selection }), property.attributes.contains("Binding") else {
            // Stored under a key (`@AppStorage("pick")`), the value is shared, but the two
            // views' properties are not tied together in code navmigrate can follow.
            if let stored = scope.properties.first(where: { $0.name == selection })?.attributes.first(where: { ["AppStorage", "SceneStorage"].contains($0) }) {
                let why = stored == "SceneStorage"
                    ? "navmigrate reads a selection under the same key in the split view only for `@AppStorage`"
                    : "navmigrate declares the same storage in the split view only for an optional kept under a key written as a plain string, with no `store:`"
                return .failure(Why("selection `\(selection)` is this view's `@\(stored)`, which the split view would have to read under the same key, and \(why); hand it down as a `@Binding` from the split view's own `@\(stored)` first"))
            }
            return .failure(Why("selection `\(selection)` is this view's own state, which the split view's detail column cannot read\(Self.whyStateStays(selection, in: scope)); hand it down as a `@Binding` first"))
        }
        var handed = selection
        for hop in shown.through {
            guard let holder = hop.use.inType else { return .failure(Why("the view that shows this one is not a view navmigrate can read")) }
            guard let next = hop.use.arguments.first(where: { $0.label == handed })?.projected else {
                return .failure(Why("`\(holder)` does not hand `\(handed)` down as `$property` (at \(file.place(of: hop.use, in: hop.file))), so the split view's detail column has no selection to show"))
            }
            guard file.project.types(named: holder).contains(where: { $0.facts.bindings.contains(next) }) else {
                return .failure(Why("`\(holder)` hands down `$\(next)`, its own state rather than a `@Binding` it is given, so the split view's detail column cannot read the selection; hand it down from the split view as a `@Binding` first"))
            }
            handed = next
        }
        guard let passed = shown.use.arguments.first(where: { $0.label == handed })?.projected else {
            return .failure(Why("the split view does not hand `\(handed)` down as `$property`, so its detail column has no selection to show"))
        }
        return .success(passed)
    }

    /// The sidebar's own selection state, moved up into the split view's view: here it becomes a
    /// `@Binding` (`@State private var selection: Mailbox? = .inbox` becomes `@Binding var
    /// selection: Mailbox?`) and this file's previews hand it `.constant(...)`; the split view's
    /// detail site declares the state and hands it down (`HoistSelectionIntoList.detailPlan`).
    /// Only where the split view's column is the view's one use in the app and every other call
    /// is a preview in this file.
    private func liftedSubject(_ lift: LiftableSelection, shown: ShownIn, scope: ViewScope, in file: FileIndex,
                               plan: inout Plan) -> Result<String, Why> {
        let own = "selection `\(lift.name)` is this view's own state, which the split view's detail column cannot read"
        // The split view's detail site declares the state from the facts the index keeps.
        // (The facts also keep the file's imports, which `lift`, read here, leaves out.)
        let kept = file.project.types(named: scope.typeName).filter { $0.file == file.fileID }.map { type in
            type.facts.liftableSelection.map { kept in
                var bare = kept
                bare.imports = []
                return bare
            }
        }
        // Stored under a key, the value needs no handing down, through any views between.
        guard lift.storage != nil || (shown.through.isEmpty && shown.use.name == scope.typeName), kept == [lift] else {
            return .failure(Why("\(own); hand it down as a `@Binding` first"))
        }
        // A type declared inside the sidebar (`enum Section` nested in it) is another name, or
        // none, in the split view's view, where the state is declared.
        let nested = Set(scope.decls.flatMap(Self.nestedTypeNames))
        // The first name of each path (`Sidebar.Pane` written in full names no nested type).
        let named = Set(lift.type.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" && $0 != "." })
            .compactMap { $0.split(separator: ".").first.map(String.init) })
        if let type = named.intersection(nested).sorted().first {
            return .failure(Why("\(own), and its type names `\(type)`, a type declared inside `\(scope.typeName)`, which the split view's view would have to call `\(scope.typeName).\(type)`; write it so here, or declare the type outside the view, then migrate"))
        }
        // The type and the starting value are written again in the split view's view (and the
        // previews): names only the sidebar sees (its generic parameters, its statics, what its
        // file keeps private) would mean nothing there.
        // Declared once in the project, and once in this file (`#if os(iOS) struct Sidebar ...
        // #else struct Sidebar ...` gives the index one).
        let simpleName = scope.typeName.split(separator: ".").last.map(String.init) ?? scope.typeName
        var declarations = 0
        var previous: TokenSyntax?
        for token in file.context.tree.tokens(viewMode: .sourceAccurate) {
            if previous?.tokenKind == .keyword(.struct), token.text == simpleName { declarations += 1 }
            previous = token
        }
        guard file.project.types(named: scope.typeName).count == 1, declarations == 1 else {
            return .failure(Why("\(own), and the project declares `\(scope.typeName)` more than once (each platform or target its own), so moving it up would change only one of them; hand it down as a `@Binding` first"))
        }
        let generics = Set(scope.primary.as(StructDeclSyntax.self)?.genericParameterClause?.parameters.map(\.name.text) ?? [])
        let fileOnly = shown.file == file.fileID ? [] : file.context.tree.filePrivateNames
        let members = Self.memberNames(of: scope)
        let initialNames: Set<String> = lift.initial.map { text in
            Set(text.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" }).map(String.init))
        } ?? []
        if let name = named.union(initialNames).intersection(generics.union(fileOnly)).sorted().first {
            return .failure(Why("\(own), and its type or starting value names `\(name)`, which only `\(scope.typeName)`\(generics.contains(name) ? "" : "'s file") can see, so the split view could not declare it; hand it down as a `@Binding` first"))
        }
        if lift.initial?.contains("Self") == true || !initialNames.isDisjoint(with: members.subtracting([lift.name])) {
            return .failure(Why("\(own), and its starting value `\(lift.initial ?? "")` uses `\(scope.typeName)`'s own members, which the split view's view would have to name in full; write it so (`\(scope.typeName).name`), then migrate"))
        }
        // The sidebar keeps its stored selection as it is; the split view declares its own.
        if lift.storage != nil { return .success(lift.name) }
        var calls: [FunctionCallExprSyntax] = []
        for caller in file.project.callers(of: scope.typeName) {
            if caller.file == shown.file, caller.use.offset == shown.use.offset { continue }
            guard caller.use.inPreview, caller.file == file.fileID,
                  let call = file.typeCalls.first(where: { $0.positionAfterSkippingLeadingTrivia.utf8Offset == caller.use.offset }) else {
                return .failure(Why("\(own), and moving it up into the split view would change the call at \(file.place(of: caller.use, in: caller.file)) too; hand it down as a `@Binding` first"))
            }
            calls.append(call)
        }
        for call in calls {
            guard let edit = Self.addingArgument(".constant(\(lift.initial ?? "nil"))", label: lift.name, to: call, parameters: lift.parameters) else {
                let at = file.context.converter.location(for: call.positionAfterSkippingLeadingTrivia)
                return .failure(Why("\(own), and the preview at \(at.line):\(at.column) makes the view in a way navmigrate does not add the binding to; hand it down as a `@Binding` first"))
            }
            plan.edits.append(edit)
        }
        guard let decl = scope.properties.first(where: { $0.name == lift.name })?.decl else {
            return .failure(Why("\(own); hand it down as a `@Binding` first"))
        }
        plan.edits.append(SourceEdit(replacing: decl.positionAfterSkippingLeadingTrivia, decl.endPositionBeforeTrailingTrivia,
                                     with: "@Binding var \(lift.name): \(lift.type)"))
        if lift.extendsInitializer, let initializer = scope.members?.members.lazy.compactMap({ $0.decl.as(InitializerDeclSyntax.self) }).first,
           let body = initializer.body, let firstStatement = body.statements.first {
            // The view's own initializer takes the binding last and sets it first: before
            // anything in it may use `self`, which needs every stored property set.
            let clause = initializer.signature.parameterClause
            let parameter = "\(lift.name): Binding<\(lift.type)>"
            if let lastParameter = clause.parameters.last {
                plan.edits.append(SourceEdit(replacing: lastParameter.endPositionBeforeTrailingTrivia, lastParameter.endPositionBeforeTrailingTrivia,
                                             with: ", " + parameter))
            } else {
                plan.edits.append(SourceEdit(replacing: clause.rightParen.positionAfterSkippingLeadingTrivia,
                                             clause.rightParen.positionAfterSkippingLeadingTrivia, with: parameter))
            }
            let indent = file.context.indentation(ofLineAt: firstStatement.positionAfterSkippingLeadingTrivia)
            // An initializer written on one line stays on one.
            let converter = file.context.converter
            let oneLine = converter.location(for: firstStatement.positionAfterSkippingLeadingTrivia).line
                == converter.location(for: body.leftBrace.positionAfterSkippingLeadingTrivia).line
            plan.edits.append(SourceEdit(replacing: firstStatement.positionAfterSkippingLeadingTrivia, firstStatement.positionAfterSkippingLeadingTrivia,
                                         with: "_\(lift.name) = \(lift.name)" + (oneLine ? "; " : file.context.lineEnding + indent)))
        }
        if lift.needsInitializer, let members = scope.members?.members, let last = Self.lastStoredProperty(in: members) {
            // After the stored properties, an initializer that takes the binding alone.
            let context = file.context
            let indent = context.indentation(ofLineAt: last.positionAfterSkippingLeadingTrivia)
            let end = context.lineEnding
            let text = end + end + indent + "init(\(lift.name): Binding<\(lift.type)>) {" + end
                + indent + context.indentStep(after: indent) + "_\(lift.name) = \(lift.name)" + end + indent + "}"
            plan.edits.append(SourceEdit(replacing: last.endPositionBeforeTrailingTrivia, last.endPositionBeforeTrailingTrivia, with: text))
        }
        return .success(lift.name)
    }

    /// Why a view's own selection state cannot move up into the split view (`LiftableSelection`),
    /// as a clause, where the reason is the view's declaration.
    static func whyStateStays(_ name: String, in scope: ViewScope) -> String {
        guard let property = scope.properties.first(where: { $0.name == name }), property.attributes == ["State"] else { return "" }
        if property.type == nil { return " (and with no type written, navmigrate cannot declare it in the split view)" }
        let initializers = scope.members?.members.compactMap { $0.decl.as(InitializerDeclSyntax.self) } ?? []
        if initializers.count > 1 {
            return " (and `\(scope.typeName)` has \(initializers.count) initializers of its own; navmigrate adds the binding to a view's only one)"
        }
        if let initializer = initializers.first {
            let mentions = initializer.body?.tokens(viewMode: .sourceAccurate).contains { $0.text == name || $0.text == "_" + name } ?? false
            let why = mentions ? "sets or reads `\(name)` itself, which the state would not get in the split view"
                : "cannot take the binding as its last parameter and set it first: it is failable, empty or returns early, or has a parameter of that name"
            return " (and `\(scope.typeName)`'s initializer \(why))"
        }
        let isPrivate = { (other: ViewScope.Property) in
            !other.decl.modifiers.contains { $0.name.tokenKind == .keyword(.static) } && FileIndex.keepsMemberwiseInitializerPrivate(other)
        }
        if scope.properties.contains(where: { $0.name != name && isPrivate($0) }),
           let other = scope.properties.first(where: { $0.name != name && !FileIndex.startsWithValue($0) }) {
            return " (and `\(scope.typeName)` has private stored properties, so navmigrate would give it an initializer that takes the binding, but `\(other.name)` has no value to start with)"
        }
        return ""
    }

    /// A type's last stored instance property (no `static`, no accessors): what a new stored
    /// property or an initializer goes after.
    static func lastStoredProperty(in members: MemberBlockItemListSyntax) -> MemberBlockItemSyntax? {
        members.last { member in
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { return false }
            return !variable.modifiers.contains { $0.name.tokenKind == .keyword(.static) }
                && variable.bindings.allSatisfy { $0.accessorBlock == nil }
        }
    }

    /// The edit that hands `argument` to a call of a view's memberwise initializer as parameter
    /// `label`, in the place `parameters` gives it; nil where the call has a trailing closure, an
    /// argument with no label or with one that is no parameter.
    /// Where an argument starts a line of its own: that line's break and indentation.
    private static func ownLine(of argument: LabeledExprSyntax) -> (lineEnding: String, indent: String)? {
        let pieces = Array(argument.leadingTrivia)
        guard let index = pieces.lastIndex(where: \.isNewline) else { return nil }
        let lineEnding: String
        switch pieces[index] {
        case .carriageReturnLineFeeds: lineEnding = "\r\n"
        case .carriageReturns: lineEnding = "\r"
        default: lineEnding = "\n"
        }
        let indent = pieces[(index + 1)...].map { piece -> String in
            switch piece {
            case .spaces(let count): return String(repeating: " ", count: count)
            case .tabs(let count): return String(repeating: "\t", count: count)
            default: return ""
            }
        }.joined()
        return (lineEnding, indent)
    }

    /// The edit that adds an argument after the trailing comma of a call's last one
    /// (`Row(item: item,)`, Swift 6.1), keeping a trailing comma after the new one: on a line of
    /// its own, after any comment that ends the comma's line, where the arguments take one each.
    private static func appending(_ text: String, after comma: TokenSyntax,
                                  ownLine: (lineEnding: String, indent: String)?) -> SourceEdit {
        guard let ownLine else {
            let at = comma.endPositionBeforeTrailingTrivia.utf8Offset
            return SourceEdit(range: at..<at, replacement: " " + text + ",")
        }
        let at = (comma.trailingTrivia.contains(where: \.isComment) ? comma.endPosition : comma.endPositionBeforeTrailingTrivia).utf8Offset
        return SourceEdit(range: at..<at, replacement: ownLine.lineEnding + ownLine.indent + text + ",")
    }

    /// The edits that hand several arguments (`(argument, label)`, in the parameters' order) to
    /// a call, as `addingArgument` each: two that go in one place are one edit, in order.
    static func addingArguments(_ arguments: [(argument: String, label: String)], to call: FunctionCallExprSyntax,
                                parameters: [String]) -> [SourceEdit]? {
        var edits: [SourceEdit] = []
        for (argument, label) in arguments {
            guard let edit = addingArgument(argument, label: label, to: call, parameters: parameters) else { return nil }
            if let index = edits.firstIndex(where: { $0.range == edit.range && $0.range.isEmpty }) {
                edits[index] = SourceEdit(range: edit.range, replacement: edits[index].replacement + edit.replacement)
            } else if edits.contains(where: { $0.range.overlaps(edit.range) || $0.range == edit.range }) {
                // Two that each keep a comment after the last argument would write it twice.
                return nil
            } else {
                edits.append(edit)
            }
        }
        return edits
    }

    static func addingArgument(_ argument: String, label: String, to call: FunctionCallExprSyntax,
                               parameters: [String]) -> SourceEdit? {
        guard call.trailingClosure == nil, call.additionalTrailingClosures.isEmpty, let right = call.rightParen,
              let position = parameters.firstIndex(of: label) else { return nil }
        let arguments = Array(call.arguments)
        // A call that already hands that parameter (a starting value) is not extended.
        guard !arguments.contains(where: { $0.label?.text == label }) else { return nil }
        // The last parameter goes after every argument, labelled or not, each of which must be
        // one of the others (`_` for an unlabelled one).
        // Arguments written one per line take the new one on a line of its own.
        let lines = arguments.map(Self.ownLine(of:))
        let ownLine = !lines.isEmpty && lines.allSatisfy { $0 != nil } ? lines.last! : nil
        let separator = ownLine.map { "," + $0.lineEnding + $0.indent } ?? ", "
        if position == parameters.count - 1, let last = arguments.last {
            let others = Set(parameters.dropLast())
            guard arguments.allSatisfy({ others.contains($0.label?.text ?? "_") }) else { return nil }
            if let comma = last.trailingComma { return Self.appending("\(label): \(argument)", after: comma, ownLine: ownLine) }
            let at = last.endPositionBeforeTrailingTrivia.utf8Offset
            if let ownLine, last.trailingTrivia.contains(where: \.isComment) {
                return SourceEdit(range: at..<last.endPosition.utf8Offset,
                                  replacement: "," + last.trailingTrivia.description + ownLine.lineEnding + ownLine.indent + "\(label): \(argument)")
            }
            return SourceEdit(range: at..<at, replacement: separator + "\(label): \(argument)")
        }
        var places: [Int] = []
        for argument in arguments {
            // An unlabelled argument is a `_` parameter's (the first: the new ones come last).
            guard let place = parameters.firstIndex(of: argument.label?.text ?? "_") else { return nil }
            places.append(place)
        }
        let text = "\(label): \(argument)"
        if let next = places.firstIndex(where: { $0 > position }) {
            let at = arguments[next].positionAfterSkippingLeadingTrivia.utf8Offset
            return SourceEdit(range: at..<at, replacement: text + separator)
        }
        if let comma = arguments.last?.trailingComma { return Self.appending(text, after: comma, ownLine: ownLine) }
        if let last = arguments.last {
            let at = last.endPositionBeforeTrailingTrivia.utf8Offset
            // A comment after the last argument stays on its line, after the comma.
            if let ownLine, last.trailingTrivia.contains(where: \.isComment) {
                return SourceEdit(range: at..<last.endPosition.utf8Offset,
                                  replacement: "," + last.trailingTrivia.description + ownLine.lineEnding + ownLine.indent + text)
            }
            return SourceEdit(range: at..<at, replacement: separator + text)
        }
        let at = right.positionAfterSkippingLeadingTrivia.utf8Offset
        return SourceEdit(range: at..<at, replacement: text)
    }

    /// Where the selection is a member of an observable object (`$model.selection`): the same
    /// member of the split view's own reference to that object, which its detail column reads.
    /// The object comes down as an argument (`@ObservedObject`, `@Bindable`) through each view
    /// between, or through the environment (`@EnvironmentObject`), where the split view's view
    /// must read the one its columns read: its own `@EnvironmentObject` of the type when nothing
    /// on the way hands the columns another, or the object it hands them with
    /// `.environmentObject(...)` on the navigation view, its only such call.
    private func objectSubject(_ selection: String, shown: ShownIn, scope: ViewScope, in file: FileIndex) -> Result<String, Why> {
        let parts = selection.split(separator: ".", maxSplits: 1).map(String.init)
        let (root, member) = (parts[0], parts[1])
        guard let property = scope.properties.first(where: { $0.name == root }),
              let wrapper = property.attributes.first(where: ObjectProperty.wrappers.contains) else {
            return .failure(Why("the links' selection `$\(selection)` is a member of `\(root)`, which is not an observable object this view is handed (`@ObservedObject`, `@EnvironmentObject`), so the split view cannot read it; make it a `@Binding` the split view passes"))
        }
        guard wrapper != "StateObject" else {
            return .failure(Why("the links' selection is a member of `\(root)`, this view's own `@StateObject`, which the split view's detail column cannot read; hand the object down from the split view first"))
        }
        var name = root
        var fromEnvironment = wrapper == "EnvironmentObject"
        var type = property.type
        for hop in shown.through {
            guard let holder = hop.use.inType, let facts = file.project.types(named: holder).first?.facts else {
                return .failure(Why("the view that shows this one is not a view navmigrate can read"))
            }
            if fromEnvironment {
                guard facts.environmentInjections == 0 else {
                    return .failure(Why("`\(holder)`, between the split view and this view, hands views an `.environmentObject(...)` of its own, so navmigrate cannot tell which `\(type ?? root)` this view reads"))
                }
                continue
            }
            guard let path = hop.use.arguments.first(where: { $0.label == name })?.path, !path.contains("."),
                  let next = facts.objects.first(where: { $0.name == path }) else {
                return .failure(Why("`\(holder)` does not hand `\(name)` down as an observable object it holds (at \(file.place(of: hop.use, in: hop.file))), so the split view's detail column cannot read the selection"))
            }
            guard next.wrapper != "StateObject" else {
                return .failure(Why("`\(holder)` hands down `\(path)`, its own `@StateObject`, which the split view's detail column cannot read; hand the object down from the split view first"))
            }
            (name, fromEnvironment, type) = (path, next.wrapper == "EnvironmentObject", next.type ?? type)
        }
        guard let holder = shown.use.inType, let split = file.project.types(named: holder).first?.facts else {
            return .failure(Why("the split view is not in a view navmigrate can read"))
        }
        if !fromEnvironment {
            guard let path = shown.use.arguments.first(where: { $0.label == name })?.path, !path.contains("."),
                  split.objects.contains(where: { $0.name == path }) else {
                // `@ObservedObject private var navigation = NavigationModel.shared`: the view
                // makes its own reference, which may or may not be the split view's object.
                if shown.through.isEmpty, let made = property.initializer?.trimmedText {
                    return .failure(Why("`\(scope.typeName)` makes its own `\(name)` (`= \(made)`), which the split view does not hand it, so navmigrate cannot tell that the split view's detail column would read the same object; hand it down from the split view as an observable object it holds (`\(name): \(name)`), then migrate"))
                }
                return .failure(Why("the split view does not hand `\(name)` down as an observable object it holds, so its detail column cannot read the selection"))
            }
            return .success("\(path).\(member)")
        }
        guard let type else {
            return .failure(Why("`\(name)` is read from the environment with no type written, so navmigrate cannot find the split view's object of that type"))
        }
        let handed = file.project.container(at: shown.container, in: shown.file)?.environmentObjects ?? []
        if split.environmentInjections == 0, let own = split.objects.first(where: { $0.wrapper == "EnvironmentObject" && $0.type == type }) {
            return .success("\(own.name).\(member)")
        }
        if split.environmentInjections == 1, handed.count == 1, let own = split.objects.first(where: { $0.name == handed[0] && $0.type == type }) {
            return .success("\(own.name).\(member)")
        }
        return .failure(Why("this view reads `\(name)` from the environment, and `\(holder)`, which shows the split view, holds no `\(type)` that is provably the one its columns read (its own `@EnvironmentObject`, or the object it hands them with `.environmentObject(...)` on the navigation view, its only such call), so its detail column cannot read the selection"))
    }
}
