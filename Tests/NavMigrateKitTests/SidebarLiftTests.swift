import SwiftParser
import SwiftSyntax
import Testing
@testable import NavMigrateKit

/// The pieces of moving a sidebar's own selection state up into the split view that golden
/// cases show only one at a time: where the binding's argument goes in a call, and which stored
/// properties keep a memberwise initializer private (checked against swiftc 6.3).
@Suite struct SidebarLiftTests {
    private func call(_ text: String) -> FunctionCallExprSyntax {
        let tree = Parser.parse(source: "let v = \(text)")
        return tree.statements.first!.item.as(VariableDeclSyntax.self)!.bindings.first!.initializer!.value.as(FunctionCallExprSyntax.self)!
    }

    /// The call with the edit applied.
    private func adding(_ text: String, parameters: [String]) -> String? {
        let made = call(text)
        guard let edit = SelectionHoist.addingArgument("$pick", label: "pick", to: made, parameters: parameters) else { return nil }
        var bytes = Array(made.trimmedDescription.utf8)
        let base = made.positionAfterSkippingLeadingTrivia.utf8Offset
        bytes.replaceSubrange((edit.range.lowerBound - base)..<(edit.range.upperBound - base), with: Array(edit.replacement.utf8))
        return String(decoding: bytes, as: UTF8.self)
    }

    @Test func theBindingGoesWhereTheMemberwiseInitializerTakesIt() {
        #expect(adding("Side()", parameters: ["pick"]) == "Side(pick: $pick)")
        #expect(adding("Side(title: t, hints: false)", parameters: ["title", "pick", "hints"]) == "Side(title: t, pick: $pick, hints: false)")
        #expect(adding("Side(hints: false)", parameters: ["title", "pick", "hints"]) == "Side(pick: $pick, hints: false)")
        #expect(adding("Side(title: t)", parameters: ["title", "pick", "hints"]) == "Side(title: t, pick: $pick)")
        // Last, after arguments with no label (an initializer of the view's own, `init(_ beds:)`).
        #expect(adding("Side(3)", parameters: ["_", "pick"]) == "Side(3, pick: $pick)")
    }

    @Test func aTrailingCommaIsKeptAfterTheNewArgument() {
        // Swift 6.1 takes a comma after the last argument; the new last one keeps it.
        #expect(adding("Side(title: t,)", parameters: ["title", "pick"]) == "Side(title: t, pick: $pick,)")
        #expect(adding("Side(\n    title: t,\n)", parameters: ["title", "pick"]) == "Side(\n    title: t,\n    pick: $pick,\n)")
        #expect(adding("Side(\n    title: t, // the title\n)", parameters: ["title", "pick"])
                == "Side(\n    title: t, // the title\n    pick: $pick,\n)")
        // Before an argument it goes in front of, the comma stays where it was.
        #expect(adding("Side(hints: false,)", parameters: ["pick", "hints"]) == "Side(pick: $pick, hints: false,)")
    }

    @Test func aCallTheBindingCannotJoinIsLeftAlone() {
        // Already handing a starting value for that parameter.
        #expect(adding("Side(pick: 1)", parameters: ["pick"]) == nil)
        // An argument that is no parameter of the initializer the binding joins.
        #expect(adding("Side(title: t)", parameters: ["pick"]) == nil)
        #expect(adding("Side(3)", parameters: ["pick"]) == nil)
        // A trailing closure.
        #expect(adding("Side(title: t) { Text(t) }", parameters: ["title", "pick"]) == nil)
    }

    private func property(_ declaration: String) -> ViewScope.Property {
        let tree = Parser.parse(source: "struct S {\n\(declaration)\n}")
        let decl = DeclSyntax(tree.statements.first!.item.as(StructDeclSyntax.self)!)
        return ViewScope(primary: decl, name: "S", decls: [decl]).properties[0]
    }

    @Test func whichPrivatePropertiesKeepTheMemberwiseInitializerPrivate() {
        #expect(FileIndex.keepsMemberwiseInitializerPrivate(property("private var flag = false")))
        #expect(FileIndex.keepsMemberwiseInitializerPrivate(property("private var note: String?")))
        #expect(FileIndex.keepsMemberwiseInitializerPrivate(property("fileprivate let id: Int")))
        #expect(FileIndex.keepsMemberwiseInitializerPrivate(property("@Binding private var on: Bool")))
        #expect(!FileIndex.keepsMemberwiseInitializerPrivate(property("@State private var flag = false")))
        #expect(!FileIndex.keepsMemberwiseInitializerPrivate(property("@State private var picked: Int?")))
        #expect(!FileIndex.keepsMemberwiseInitializerPrivate(property("@Environment(\\.dismiss) private var dismiss")))
        #expect(!FileIndex.keepsMemberwiseInitializerPrivate(property("@EnvironmentObject private var model: Model")))
        #expect(!FileIndex.keepsMemberwiseInitializerPrivate(property("private let limit = 3")))
        #expect(!FileIndex.keepsMemberwiseInitializerPrivate(property("var title = \"x\"")))
    }
}
