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
        let flag = lift.link.flag
        var ancestor = Syntax(row).parent
        while let node = ancestor, !node.is(StructDeclSyntax.self), !node.is(ExtensionDeclSyntax.self) { ancestor = node.parent }
        guard let scope = file.scope(of: row) else {
            throw refusal("the rows of `\(lift.type)` are not shown in a view here, so the flag of its link has nowhere to move up to; migrate it by hand")
        }
        guard let holder = ancestor?.as(StructDeclSyntax.self) else {
            throw refusal("the rows of `\(lift.type)` are shown in an extension of `\(scope.typeName)`, where the flag of its link cannot be declared as `@State`; move the rows into the view's declaration, or migrate by hand")
        }
        let inherited = holder.inheritanceClause?.inheritedTypes.map { $0.type.trimmedText } ?? []
        // A view written on one line has no line for the new property.
        let converter = context.converter
        if converter.location(for: holder.memberBlock.leftBrace.positionAfterSkippingLeadingTrivia).line
            == converter.location(for: holder.memberBlock.rightBrace.positionAfterSkippingLeadingTrivia).line {
            throw refusal("`\(holder.name.text)` is written on one line, where navmigrate does not add the state the flag of `\(lift.type)`'s link would move up into; write its members on lines of their own, then migrate")
        }
        // A synthesized `Equatable` or `Hashable` takes every stored property, and `State` is
        // neither.
        if let conformance = inherited.first(where: { ["Equatable", "Hashable"].contains($0) }) {
            throw refusal("`\(holder.name.text)` is `\(conformance)`, which a `@State` property moved up into it would break where the conformance is synthesized; migrate it by hand")
        }
        guard inherited.contains(where: { ["View", "SwiftUI.View"].contains($0) }) else {
            throw refusal("the rows of `\(lift.type)` are shown in `\(scope.typeName)`, which does not declare itself a `View` where it is declared (an `App` or `Scene`, whose state every window would share, a `ViewModifier`, or a view that says so in an extension), and navmigrate moves the flag up only into a view's own `@State`; migrate it by hand")
        }
        guard !scope.identifiersInUse.contains(flag),
              !file.project.extensionMemberNames(of: scope.typeName, outside: file.fileID).contains(flag),
              file.project.filesExtending(scope.typeName, writing: flag, outside: file.fileID).isEmpty else {
            throw refusal("`\(scope.typeName)` already uses the name `\(flag)`, which the flag of `\(lift.type)`'s link would take when it moves up here; rename one, then migrate")
        }
        // Two row views whose flags have one name would declare it twice here.
        if let other = file.project.rowLifts(in: file.fileID).first(where: { other in
            other.type != lift.type && other.link.flag == flag && other.rows.contains { $0.file == file.fileID && $0.use.inType == scope.typeName }
        }) {
            throw refusal("`\(scope.typeName)` also shows rows of `\(other.type)`, whose link's flag has the same name, `\(flag)`: the two would be declared here under one name; rename one, then migrate")
        }
        // The type and the destination, written here, must name what they named there.
        var typeNames = Set((lift.link.elementType ?? "").split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" }).map(String.init))
        // The destination's modifier writes `Binding(get:set:)` here.
        if lift.link.element != nil { typeNames.insert("Binding") }
        // The view's generic parameters are names here too.
        let generics = Set(holder.genericParameterClause?.parameters.map(\.name.text) ?? [])
        let nested = Set(scope.decls.flatMap(SelectionHoist.nestedTypeNames)).union(generics)
        if let name = typeNames.intersection(nested).sorted().first {
            throw refusal("the flag of `\(lift.type)`'s link would move up here as `\(lift.link.liftedType)`, but `\(scope.typeName)` declares a type `\(name)` of its own, which that name would mean here; rename one, then migrate")
        }
        let carrier = try carrierContainer()
        let destinationNames = Set(lift.link.destinationNames).subtracting([lift.link.element].compactMap { $0 })
        // What the view's own code, its enclosing types and its extensions elsewhere declare.
        let enclosing = FileIndex.namesDeclared(around: Syntax(holder))
        let seenHere = SelectionHoist.memberNames(of: scope).union(scope.helpers.declarations.keys).union(nested).union(enclosing)
            .union(localNames(around: carrier, upTo: scope.primary, helpers: scope.helpers))
            .union(destinationNames.filter { !file.project.filesExtending(scope.typeName, writing: $0, outside: file.fileID).isEmpty })
        if let name = destinationNames.intersection(seenHere).sorted().first {
            throw refusal("the destination of `\(lift.type)`'s link would move up here, but it uses `\(name)`, which `\(scope.typeName)` has a declaration of its own for, so it would mean something else here; rename one, then migrate")
        }
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
        guard let argument = SelectionHoist.addingArgument("$" + flag, label: flag, to: row, parameters: lift.link.parameters) else {
            throw refusal("the flag of `\(lift.type)`'s link would move up here and be handed down, but the row is made here in a way navmigrate does not add the binding to (a trailing closure, an argument it does not know); migrate it by hand")
        }
        var plan = Plan()
        plan.edits.append(argument)
        let declaration = lift.link.element == nil ? "@State private var \(flag) = false" : "@State private var \(flag): \(lift.link.liftedType)"
        plan.edits.append(SelectionHoist.declaring(declaration, in: holder, context: context))
        let target = ExprSyntax(carrier.chainTop)
        let indent = context.modifierIndent(for: target)
        let step = context.indentStep
        let end = context.lineEnding
        var binding = lift.link.element == nil ? "$\(flag)" : "Binding(get: { \(flag) != nil }, set: { if !$0 { \(flag) = nil } })"
        // Past 120 columns, the getter and setter take lines of their own.
        if lift.link.element != nil, indent.count + ".navigationDestination(isPresented: \(binding)) {".count > 120 {
            binding = "Binding(" + end + indent + step + "get: { \(flag) != nil }," + end + indent + step
                + "set: { if !$0 { \(flag) = nil } }" + end + indent + ")"
        }
        plan.imports[lift.key] = indent + step
        let text = end + indent + ".navigationDestination(isPresented: \(binding)) {"
            + end + Plan.importMarker(lift.key) + end + indent + "}"
        plan.edits.append(context.insertingModifiers(text, at: context.destinationInsertion(on: target), indent: indent))
        plan.became = ("destination moved out of a row view", 1)
        return plan
    }

    /// The outermost `List`, `Form`, grid or lazy stack around the row in this view, with no
    /// `ForEach` around it that would repeat its destination.
    private func carrierContainer() throws(Refusal) -> FunctionCallExprSyntax {
        var outermost: FunctionCallExprSyntax?
        var previous = Syntax(row)
        var current = Syntax(row).parent
        while let node = current, !node.is(DeclSyntax.self) || node.is(IfConfigDeclSyntax.self) {
            if let call = node.as(FunctionCallExprSyntax.self), previous.id != Syntax(call.calledExpression).id,
               let name = call.calleeTypeName, lazyContainerNames.contains(name) {
                if name == "ForEach" {
                    if outermost != nil {
                        throw refusal("the `\(outermost?.calleeTypeName ?? "")` around these rows of `\(lift.type)` is itself made once for each element of a `ForEach`, so a destination on it would stand once for each; migrate it by hand")
                    }
                } else {
                    outermost = call
                }
            }
            previous = node
            current = node.parent
        }
        guard let outermost else {
            throw refusal("navmigrate found no `List`, `Form`, grid or lazy stack around these rows of `\(lift.type)` in this view to carry the destination of their link; migrate it by hand")
        }
        return outermost
    }

    private func refusal(_ message: String) -> Refusal {
        Refusal(.linkIsActive, message, at: row)
    }
}
