import SwiftParser
import SwiftSyntax
import Testing
@testable import NavMigrateKit

/// Matching a call against the app's own `NavigationLink` initializers: by its labels, in
/// order, skipping defaulted parameters, with trailing closures filling the rest.
@Suite struct LinkInitializerTests {
    private static let declarations = """
        extension NavigationLink {
            init(_ title: String, unwrapping: Binding<Int?>, case: Int = 0, @ViewBuilder destination: () -> Destination) {
                self.init(title, destination: destination(), isActive: .constant(true))
            }
            init(destination: Destination, isActive: Binding<Bool>) {
                self.init(destination: destination, isActive: isActive, label: { EmptyView() })
            }
        }
        """

    private static func facts() -> [LinkInitializerFact] {
        let context = FileContext(tree: Parser.parse(source: declarations), text: declarations)
        let members = context.tree.statements.first?.item.as(ExtensionDeclSyntax.self)?.memberBlock.members ?? []
        return members.compactMap { $0.decl.as(InitializerDeclSyntax.self) }
            .map { LinkInitializerFact($0, converter: context.converter) }
    }

    private static func shape(of call: String) throws -> CallShape {
        let tree = Parser.parse(source: call)
        return CallShape(try #require(tree.statements.first?.item.as(FunctionCallExprSyntax.self)))
    }

    @Test func aCallMatchesByLabelsSkippingDefaults() throws {
        let unwrapping = try #require(Self.facts().first)
        #expect(unwrapping.signature == "NavigationLink(_:unwrapping:case:destination:)")
        #expect(unwrapping.line == 3 && unwrapping.column == 9, "findings point at its `self.init`")
        #expect(unwrapping.delegations.first?.isDeprecatedLinkForm == true)
        #expect(unwrapping.accepts(try Self.shape(of: #"NavigationLink("A", unwrapping: $r) { Text("") }"#)))
        #expect(unwrapping.accepts(try Self.shape(of: #"NavigationLink("A", unwrapping: $r, case: 2, destination: { Text("") })"#)))
        #expect(!unwrapping.accepts(try Self.shape(of: #"NavigationLink("A", case: 2) { Text("") }"#)),
                "`unwrapping:` has no default")
        #expect(!unwrapping.accepts(try Self.shape(of: #"NavigationLink("A", unwrapping: $r)"#)),
                "the destination has no default")
        #expect(!unwrapping.accepts(try Self.shape(of: #"NavigationLink(case: 2, "A", unwrapping: $r) { Text("") }"#)),
                "labels out of order")
        #expect(!unwrapping.accepts(try Self.shape(of: #"NavigationLink("A", unwrapping: $r) { Text("") } label: { Text("") }"#)),
                "a trailing closure with no parameter to fill")
    }

    @Test func aFormTheLinkRulesReadAsWrittenNeedsNoFinding() throws {
        let facts = Self.facts()
        #expect(facts.count == 2)
        #expect(!facts[0].readsAsSwiftUIForm)
        #expect(facts[1].readsAsSwiftUIForm)
    }
}
