import SwiftSyntax

/// The flag of a row view's link, moved up out of each row into the view that shows the rows,
/// with the link's destination on the lazy container there (`ProjectGraph.rowLift(of:)`).
///
/// ## Before
/// ```swift
/// struct MachineList: View {                       struct MachineCard: View {
///     var machines: [Machine]                          let machine: Machine
///     var body: some View {                            @State private var openEdit = false
///         List(machines) { machine in                  var body: some View {
///             MachineCard(machine: machine)                Text(machine.name)
///         }                                                    .contextMenu { Button("Edit") { openEdit = true } }
///     }                                                        .background(NavigationLink("", destination: EditMachine(machine: machine),
/// }                                                                                       isActive: $openEdit))
///                                                      }
///                                                  }
/// ```
/// ## After
/// The card's flag becomes `@Binding var openEdit: Machine?`, set to the card's `machine`
/// where it was set to `true`; its hidden link goes. The list's view declares
/// `@State private var openEdit: Machine?`, hands `$openEdit` to each card, and the `List` takes
/// `.navigationDestination(isPresented: Binding(get: { openEdit != nil }, set: { if !$0 { openEdit = nil } })) {
/// if let machine = openEdit { EditMachine(machine: machine) } }`. A destination that reads
/// nothing of the card's moves up with a plain `Bool`.
///
/// One flag for all the rows, where each row had its own: only one row's destination shows at a
/// time, as before, since a stack pushes one at a time.
///
/// Refuses: a name the flag would take that the view already uses, a row made in a way the
/// binding cannot be handed to, no lazy container around the row, a container that repeats
/// (inside a `ForEach`) or that is itself a row of another view's lazy container.
struct LiftedRowDestination {
    let row: FunctionCallExprSyntax
    let lift: RowLift
    let file: FileIndex

    func plan() throws(Refusal) -> Plan {
        let context = file.context
        var ancestor = Syntax(row).parent
        while let node = ancestor, !node.is(StructDeclSyntax.self), !node.is(ExtensionDeclSyntax.self) { ancestor = node.parent }
        guard let scope = file.scope(of: row) else {
            throw refusal("the rows of `\(lift.type)` are not shown in a view here, so the flag of its link has nowhere to move up to; migrate it by hand")
        }
        guard let holder = ancestor?.as(StructDeclSyntax.self) else {
            throw refusal("the rows of `\(lift.type)` are shown in an extension of `\(scope.typeName)`, where the flag of its link cannot be declared as `@State`; move the rows into the view's declaration, or migrate by hand")
        }
        // Every place this view shows the rows hands down the same flags: the first place
        // declares them and carries the destinations, for all of them.
        let places = file.project.rowLifts(in: file.fileID).first { $0.type == lift.type }.map { _ in
            lift.rows.filter { $0.file == file.fileID && $0.use.inType == scope.typeName }.compactMap { placed in
                file.typeCalls.first { $0.positionAfterSkippingLeadingTrivia.utf8Offset == placed.use.offset }
            }
        } ?? []
        let rows = places.contains(where: { $0.id == row.id }) ? places.sorted { $0.position < $1.position } : [row]
        var plan = Plan()
        guard let arguments = SelectionHoist.addingArguments(lift.links.map { ("$" + $0.flag, $0.flag) }, to: row,
                                                             parameters: lift.link.parameters) else {
            throw refusal("the flag of `\(lift.type)`'s link would move up here and be handed down, but the row is made here in a way navmigrate does not add the binding to (a trailing closure, an argument it does not know); migrate it by hand")
        }
        plan.edits += arguments
        plan.became = ("destination moved out of a row view", 1)
        guard rows.first?.id == row.id else { return plan }
        let inherited = holder.inheritanceClause?.inheritedTypes.map { $0.type.trimmedText } ?? []
        // A view written on one line has no line for the new property.
        let converter = context.converter
        if converter.location(for: holder.memberBlock.leftBrace.positionAfterSkippingLeadingTrivia).line
            == converter.location(for: holder.memberBlock.rightBrace.positionAfterSkippingLeadingTrivia).line {
            throw refusal("`\(holder.name.text)` is written on one line, where navmigrate does not add the state the flag of `\(lift.type)`'s link would move up into; write its members on lines of their own, then migrate")
        }
        // A synthesized `Equatable` or `Hashable` takes every stored property, and `State` is
        // neither.
        // Said in an extension, in any file (this one too: no file is named NUL).
        let extended = ["Equatable", "Hashable"].first { !file.project.filesExtending(scope.typeName, writing: ":" + $0, outside: "\u{0}").isEmpty }
        if let conformance = inherited.first(where: { ["Equatable", "Hashable"].contains($0) }) ?? extended {
            throw refusal("`\(holder.name.text)` is `\(conformance)`, which a `@State` property moved up into it would break where the conformance is synthesized; migrate it by hand")
        }
        guard inherited.contains(where: { ["View", "SwiftUI.View"].contains($0) }) else {
            throw refusal("the rows of `\(lift.type)` are shown in `\(scope.typeName)`, which does not declare itself a `View` where it is declared (an `App` or `Scene`, whose state every window would share, a `ViewModifier`, or a view that says so in an extension), and navmigrate moves the flag up only into a view's own `@State`; migrate it by hand")
        }
        let carrier = try carrierContainer(around: rows)
        // Data handed through the environment to the row (on it, or on a view between it and
        // the carrier) would not reach the destination written on the carrier. (The row's own
        // code around its links is `OwnFlagLink.why`'s.)
        for place in rows {
            var node = Syntax(place)
            // Up to the carrier, and along the carrier's own chain, after which the
            // destinations are written.
            while let parent = node.parent, node.id != Syntax(carrier.chainTop).id {
                // Reached from the view it modifies (through `.name`), not from its arguments.
                if let call = parent.as(FunctionCallExprSyntax.self), let modifier = call.modifierName,
                   ["environmentObject", "environment", "modelContainer"].contains(modifier), call.calledExpression.id == node.id {
                    throw refusal("the rows of `\(lift.type)` are handed `.\(modifier)(...)` at \(context.place(of: call.calledExpression.as(MemberAccessExprSyntax.self)?.period.positionAfterSkippingLeadingTrivia ?? call.positionAfterSkippingLeadingTrivia)), which their links' destinations, moved up here, would no longer get; migrate it by hand")
                }
                node = parent
            }
        }
        // The view's generic parameters are names here too.
        let generics = Set(holder.genericParameterClause?.parameters.map(\.name.text) ?? [])
        let nested = Set(scope.decls.flatMap(SelectionHoist.nestedTypeNames)).union(generics)
        // What the view's own code, its enclosing types and its extensions elsewhere declare.
        let enclosing = FileIndex.namesDeclared(around: Syntax(holder))
        let seenHere = SelectionHoist.memberNames(of: scope).union(scope.helpers.declarations.keys).union(nested).union(enclosing)
            .union(localNames(around: carrier, upTo: scope.primary, helpers: scope.helpers))
        // What SwiftUI brings in with it needs no import of its own.
        let here = Set(FileIndex.importedModules(of: context.tree))
        let broughtBySwiftUI: Set<String> = here.contains("SwiftUI")
            ? ["SwiftUI", "Foundation", "Combine", "CoreGraphics", "CoreFoundation", "Darwin", "Dispatch", "ObjectiveC", "Swift"] : []
        if lift.file != file.fileID, let module = lift.link.imports.first(where: { !here.contains($0) && !broughtBySwiftUI.contains($0) }) {
            throw refusal("the file of `\(lift.type)` imports `\(module)`, which this file does not, and the flag's type or the link's destination that would move up here may come from it; add the import here, then migrate")
        }
        if let outer = file.project.lazyUses(of: scope.typeName, declaredIn: file.fileID).first {
            let place = file.place(line: outer.line, column: outer.column, in: outer.file)
            throw refusal("`\(scope.typeName)`, which shows these rows of `\(lift.type)`, is itself a row of the `\(outer.container)` at \(place), so the destination of the rows' link would still sit inside a lazy container, which SwiftUI does not support; migrate it by hand")
        }
        let target = ExprSyntax(carrier.chainTop)
        let indent = context.modifierIndent(for: target)
        let step = context.indentStep
        let end = context.lineEnding
        var text = ""
        for link in lift.links {
            let flag = link.flag
            guard !scope.hasName(flag),
                  !file.project.extensionMemberNames(of: scope.typeName, outside: file.fileID).contains(flag),
                  file.project.filesExtending(scope.typeName, writing: flag, outside: file.fileID).isEmpty else {
                throw refusal("`\(scope.typeName)` already uses the name `\(flag)`, which the flag of `\(lift.type)`'s link would take when it moves up here; rename one, then migrate")
            }
            // Two row views whose flags have one name would declare it twice here.
            if let other = file.project.rowLifts(in: file.fileID).first(where: { other in
                other.type != lift.type && other.links.contains { $0.flag == flag }
                    && other.rows.contains { $0.file == file.fileID && $0.use.inType == scope.typeName }
            }) {
                throw refusal("`\(scope.typeName)` also shows rows of `\(other.type)`, whose link's flag has the same name, `\(flag)`: the two would be declared here under one name; rename one, then migrate")
            }
            // The type and the destination, written here, must name what they named there.
            var typeNames = Set((link.elementType ?? "").split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" }).map(String.init))
            // The destination's modifier writes `Binding(get:set:)` here.
            if link.element != nil { typeNames.insert("Binding") }
            if let name = typeNames.intersection(nested).sorted().first {
                throw refusal("the flag of `\(lift.type)`'s link would move up here as `\(link.liftedType)`, but `\(scope.typeName)` declares a type `\(name)` of its own, which that name would mean here; rename one, then migrate")
            }
            let destinationNames = Set(link.destinationNames).subtracting([link.element].compactMap { $0 })
            let extended = destinationNames.filter { !file.project.filesExtending(scope.typeName, writing: $0, outside: file.fileID).isEmpty }
            if let name = destinationNames.intersection(seenHere.union(extended)).sorted().first {
                throw refusal("the destination of `\(lift.type)`'s link would move up here, but it uses `\(name)`, which `\(scope.typeName)` has a declaration of its own for, so it would mean something else here; rename one, then migrate")
            }
            let declaration = link.element == nil ? "@State private var \(flag) = false" : "@State private var \(flag): \(link.liftedType)"
            plan.edits.append(SelectionHoist.declaring(declaration, in: holder, context: context))
            var binding = link.element == nil ? "$\(flag)" : "Binding(get: { \(flag) != nil }, set: { if !$0 { \(flag) = nil } })"
            // Past 120 columns, the getter and setter take lines of their own.
            // (A tab counts as four columns, as an editor shows it.)
            let width = indent.reduce(0) { $0 + ($1 == "\t" ? 4 : 1) }
            if link.element != nil, width + ".navigationDestination(isPresented: \(binding)) {".count > 120 {
                binding = "Binding(" + end + indent + step + "get: { \(flag) != nil }," + end + indent + step
                    + "set: { if !$0 { \(flag) = nil } }" + end + indent + ")"
            }
            let key = lift.key(for: link)
            plan.imports[key] = indent + step
            text += end + indent + ".navigationDestination(isPresented: \(binding)) {" + end + Plan.importMarker(key) + end + indent + "}"
        }
        plan.edits.append(context.insertingModifiers(text, at: context.destinationInsertion(on: target), indent: indent))
        return plan
    }

    /// The view that carries the destinations of rows shown here: the innermost view around
    /// all of them with no `ForEach` or lazy container around it (the outermost `List`, `Form`,
    /// grid or lazy stack around one place; a stack around several, or around a grid that a
    /// plain stack's `ForEach` repeats). Not a `ForEach`, `Group` or `Section`, whose modifiers
    /// reach each view inside, nor a navigation container, whose modifiers sit outside its stack.
    private func carrierContainer(around rows: [FunctionCallExprSyntax]) throws(Refusal) -> FunctionCallExprSyntax {
        guard let first = rows.first else { throw refusal("no rows of `\(lift.type)` here") }
        var calls: [FunctionCallExprSyntax] = []
        var previous = Syntax(first)
        var current = Syntax(first).parent
        while let node = current, !node.is(DeclSyntax.self) || node.is(IfConfigDeclSyntax.self) {
            if let call = node.as(FunctionCallExprSyntax.self), previous.id != Syntax(call.calledExpression).id, call.calleeTypeName != nil {
                calls.append(call)
            }
            previous = node
            current = node.parent
        }
        let isLazy = { (call: FunctionCallExprSyntax) in isLazyContainer(call) }
        guard calls.contains(where: { isLazy($0) && $0.calleeTypeName != "ForEach" }) else {
            throw refusal("navmigrate found no `List`, `Form`, grid or lazy stack around these rows of `\(lift.type)` in this view to carry the destination of their link; migrate it by hand")
        }
        let passed: Set<String> = ["ForEach", "Group", "Section", "NavigationView", "NavigationStack", "NavigationSplitView"]
        for (index, call) in calls.enumerated() {
            guard !calls[(index + 1)...].contains(where: isLazy), let name = call.calleeTypeName, !passed.contains(name),
                  rows.allSatisfy({ Syntax($0).isDescendant(of: Syntax(call)) }) else { continue }
            return call
        }
        if rows.count > 1 {
            throw refusal("`\(lift.type)` is shown in \(rows.count) places here, and navmigrate found no view around all of them, outside every `ForEach` and lazy container, to carry the destination of their link; migrate it by hand")
        }
        throw refusal("the `\(calls.last(where: isLazy)?.calleeTypeName ?? "")` around these rows of `\(lift.type)` is itself made once for each element of a `ForEach`, so a destination on it would stand once for each; migrate it by hand")
    }

    private func refusal(_ message: String) -> Refusal {
        Refusal(.linkIsActive, message, at: row)
    }
}
