import SwiftSyntax

/// The destinations of a row view's links, put on the lazy container of the view that shows
/// the row and hands it the links' flags.
///
/// ## Before
/// ```swift
/// struct Settings: View {                          struct AboutRow: View {
///     @State private var showingAbout = false          @Binding var showingAbout: Bool
///     var body: some View {                            var body: some View {
///         NavigationView {                                 NavigationLink(isActive: $showingAbout) {
///             Form {                                           AboutView()
///                 AboutRow(showingAbout: $showingAbout)    } label: { Text("About") }
///             }                                        }
///         }                                        }
///     }
/// }
/// ```
/// ## After
/// The row's link becomes a button that sets the flag (`IsPresentedFallback`, which writes the
/// destination for this file under `RowHandoff.key`), and the `Form` takes
/// `.navigationDestination(isPresented: $showingAbout) { AboutView() }`: a destination inside
/// a lazy container's rows is not supported, and the flag is already here.
///
/// Refuses a row shown under a condition, made for each element of a `ForEach` or a list's
/// data, or handed a flag that names what only the row's place can see.
struct RowDestinations {
    let row: FunctionCallExprSyntax
    let handoff: RowHandoff
    let file: FileIndex

    func plan() throws(Refusal) -> Plan {
        let context = file.context
        let carrier = try carrierContainer()
        // The container must not itself sit in the rows of a view that shows this one.
        if let holder = handoff.row.use.inType, let outer = file.project.lazyUses(of: holder).first {
            let place = file.place(line: outer.line, column: outer.column, in: outer.file)
            throw refusal("`\(holder)`, which shows this row of `\(handoff.type)`, is itself a row of the `\(outer.container)` at \(place), so the destination of the row's link would still sit inside a lazy container, which SwiftUI does not support; migrate it by hand")
        }
        let target = ExprSyntax(carrier.chainTop)
        let locals = localNames(around: row, upTo: carrier)
        let indent = context.modifierIndent(for: target)
        var plan = Plan()
        var text = ""
        for link in handoff.links {
            guard let argument = row.arguments.first(where: { $0.label?.text == link.flag }),
                  argument.expression.trimmedDescription.hasPrefix("$") else {
                throw refusal("`\(handoff.type)` is handed `\(link.flag)` here as something other than a `$` binding, so its link's destination cannot come here with it")
            }
            if let name = referencedNames(in: argument.expression).intersection(locals).sorted().first {
                throw refusal("the binding handed to `\(handoff.type)` as `\(link.flag)` uses `\(name)` from where the row sits, so the destination of its link cannot go on the `\(carrier.calleeTypeName ?? "")`")
            }
            let binding = argument.expression.trimmedDescription.onOneLine
            let key = RowHandoff.key(file: handoff.file, link: link.offset)
            plan.imports[key] = indent + context.indentStep(after: indent)
            text += context.lineEnding + indent + ".navigationDestination(isPresented: \(binding)) {"
                + context.lineEnding + Plan.importMarker(key) + context.lineEnding + indent + "}"
        }
        plan.edits.append(context.insertingModifiers(text, at: context.destinationInsertion(on: target), indent: indent))
        plan.became = ("destination moved out of a row view", handoff.links.count)
        return plan
    }

    /// The outermost lazy container of the row's view around the row, with no condition, no
    /// `ForEach` and no closure of a list's data in between.
    private func carrierContainer() throws(Refusal) -> FunctionCallExprSyntax {
        var outermost: FunctionCallExprSyntax?
        var previous = Syntax(row)
        var current = Syntax(row).parent
        while let node = current, !node.is(DeclSyntax.self) || node.is(IfConfigDeclSyntax.self) {
            // A condition above the container conditions the container too; below it, the row only.
            if node.is(IfExprSyntax.self) || node.is(SwitchCaseSyntax.self), outermost == nil {
                throw refusal("this row is shown only under a condition, and the destination of `\(handoff.type)`'s link on the container around it would navigate whatever the condition says; migrate it by hand")
            }
            if let closure = node.as(ClosureExprSyntax.self), !closure.parameterNames.isEmpty || isRowsOfData(closure) {
                throw refusal("this row of `\(handoff.type)` is made once for each element of a list's data, so its link stands in every row, and one destination outside the rows cannot tell which row's link it is for; migrate it by hand")
            }
            if let call = node.as(FunctionCallExprSyntax.self), previous.id != Syntax(call.calledExpression).id,
               let name = call.calleeTypeName, isLazyContainer(call) {
                if name == "ForEach" {
                    throw refusal("this row of `\(handoff.type)` is made once for each element of a `ForEach`, so its link stands in every row, and one destination outside the rows cannot tell which row's link it is for; migrate it by hand")
                }
                outermost = call
            }
            previous = node
            current = node.parent
        }
        guard let outermost else {
            throw refusal("navmigrate found no lazy container around this row of `\(handoff.type)` in this view; migrate its link by hand")
        }
        return outermost
    }

    /// Whether `closure` makes a list's rows from its data (`List(items) { Row(item: $0) }`).
    private func isRowsOfData(_ closure: ClosureExprSyntax) -> Bool {
        guard let call = closure.parent?.as(FunctionCallExprSyntax.self), call.trailingClosure?.id == closure.id,
              let name = call.calleeTypeName, isLazyContainer(call) else { return false }
        return name == "ForEach" || call.arguments.first.map { $0.label == nil } ?? false
    }

    private func refusal(_ message: String) -> Refusal {
        Refusal(.linkIsActive, message, at: row)
    }
}
