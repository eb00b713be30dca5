import SwiftParser
import SwiftSyntax
import Testing
@testable import NavMigrateKit

@Suite struct RouteCaseNameTests {
    @Test(arguments: [
        ("isShowingPurple", "purple"),
        ("isPresentingSettings", "settings"),
        ("showPrivacy", "privacy"),
        ("showingSheet", "sheet"),
        ("isEditingProfile", "editingProfile"),
        ("shouldOpenInbox", "openInbox"),
        ("detailActive", "detail"),
        ("showDetailLink", "detail"),
        ("isShowingURLSheet", "urlSheet"),
        ("showPDF", "pdf"),
        ("isShowingStep2", "step2"),
        ("checkout", "checkout"),
        ("isActive", "active"),
        ("show", "show"),
        ("isShowingDefault", "`default`"),
        ("isShowingSelf", "`self`"),
    ])
    func caseNameFromFlag(_ flag: String, _ expected: String) {
        #expect(routeCaseName(forFlag: flag) == expected)
    }

    @Test func prefixNeedsAWordAfterIt() {
        // `island` starts with `is` but is one word.
        #expect(routeCaseName(forFlag: "island") == "island")
        #expect(routeCaseName(forFlag: "showcase") == "showcase")
    }
}

@Suite struct FreshNameTests {
    @Test func freeNameIsKept() {
        #expect(freshName("path", avoiding: ["account"]) == "path")
    }

    @Test func takenNameIsNumbered() {
        #expect(freshName("path", avoiding: ["path"]) == "path2")
        #expect(freshName("path", avoiding: ["path", "path2", "path3"]) == "path4")
    }

    @Test func longerCandidateComesBeforeNumbers() {
        #expect(firstFreeName(["Route", "NavigationRoute"], avoiding: ["Route"]) == "NavigationRoute")
        #expect(firstFreeName(["Route", "NavigationRoute"], avoiding: ["Route", "NavigationRoute"]) == "Route2")
    }

    @Test func pathNamesAvoidTheViewsIdentifiers() throws {
        let scope = try #require(Self.scope(of: """
            struct TripView: View {
                typealias Route = MapRoute
                let path: Route
                @State private var isShowingMap = false
                var body: some View { Text("") }
            }
            """))
        let context = FileContext(tree: Parser.parse(source: ""), text: "")
        let names = PathOperations(avoiding: scope.identifiersInUse, context: context)
        #expect(names.routeType == "NavigationRoute")
        #expect(names.path == "navigationPath")
        #expect(names.routeVariable == "route")
    }

    static func scope(of source: String) -> ViewScope? {
        FileIndex(tree: Parser.parse(source: source), text: source).scopes.scopes.first
    }
}

@Suite struct FlagUseTests {
    /// The kinds of every use of `flag` in `source`, in order: projected, true, false, toggle,
    /// read, or unsupported.
    static func kinds(of flag: String, in source: String) throws -> [String] {
        let scope = try #require(FileIndex(tree: Parser.parse(source: source), text: source).scopes.scopes.first)
        return scope.uses(of: flag).uses.map { use in
            switch use {
            case .projected: return "projected"
            case .assignment(_, let value): return value ? "true" : "false"
            case .toggle: return "toggle"
            case .read: return "read"
            case .unsupported: return "unsupported"
            }
        }
    }

    @Test func statementsAndReads() throws {
        let kinds = try Self.kinds(of: "isOpen", in: """
            struct A: View {
                @State private var isOpen = false
                var body: some View {
                    VStack {
                        Button("Open") { isOpen = true }
                        Button("Close") { self.isOpen = false }
                        Button("Flip") { isOpen.toggle() }
                        if isOpen { Text("open") }
                        Child(isOn: $isOpen)
                        Child(isOn: self.$isOpen)
                    }
                }
            }
            """)
        #expect(kinds == ["true", "false", "toggle", "read", "projected", "projected"])
    }

    @Test func usesWithNoPathEquivalent() throws {
        let kinds = try Self.kinds(of: "isOpen", in: """
            struct A: View {
                @State private var isOpen = false
                var body: some View {
                    Button("x") {
                        isOpen = !isOpen
                        let was = (isOpen = true)
                        isOpen = isOpen || true
                        flip(&isOpen)
                        print(isOpen.toggle())
                    }
                }
            }
            """)
        #expect(kinds == ["unsupported", "read", "unsupported", "unsupported", "read", "unsupported", "unsupported"])
    }

    @Test func otherObjectsPropertyIsNotTheFlag() throws {
        let kinds = try Self.kinds(of: "isOpen", in: """
            struct A: View {
                @State private var isOpen = false
                @ObservedObject var model: Model
                var body: some View {
                    Button("x") { model.isOpen = true }
                }
            }
            """)
        #expect(kinds == [])
    }

    @Test func localNameShadowsTheFlag() throws {
        let source = """
            struct A: View {
                @State private var isOpen = false
                var body: some View {
                    ForEach(items) { isOpen in Text("") }
                }
            }
            """
        let scope = try #require(FileIndex(tree: Parser.parse(source: source), text: source).scopes.scopes.first)
        #expect(scope.uses(of: "isOpen").shadowed)
    }

    @Test func usesInAnExtensionCount() throws {
        let kinds = try Self.kinds(of: "isOpen", in: """
            struct A: View {
                @State private var isOpen = false
                var body: some View { Text("") }
            }
            extension A {
                func open() { isOpen = true }
            }
            """)
        #expect(kinds == ["true"])
    }
}

@Suite struct IsActiveInlineTests {
    @Test func destinationOfALinkInAForEachGoesAboveIt() {
        let input = """
            struct Rows: View {
                var items: [Item]
                @Binding var showAll: Bool

                var body: some View {
                    VStack {
                        ForEach(items) { item in
                            NavigationLink("All", destination: AllItems(), isActive: $showAll)
                        }
                    }
                }
            }

            """
        let expected = """
            struct Rows: View {
                var items: [Item]
                @Binding var showAll: Bool

                var body: some View {
                    VStack {
                        ForEach(items) { item in
                            Button("All") { showAll = true }
                        }
                    }
                    .navigationDestination(isPresented: $showAll) {
                        AllItems()
                    }
                }
            }

            """
        let result = Migrator().migrate(text: input)
        #expect(result.output == expected, "\(lineDiff(expected: expected, actual: result.output))")
    }

    @Test func oneFlagBehindTwoLinksIsRefused() {
        let input = """
            struct Twice: View {
                @State private var showDetail = false

                var body: some View {
                    NavigationStack {
                        List {
                            NavigationLink("One", isActive: $showDetail) { Detail() }
                            NavigationLink("Two", isActive: self.$showDetail) { Detail() }
                        }
                    }
                }
            }

            """
        let result = Migrator().migrate(text: input)
        #expect(result.output == input)
        #expect(result.findings.map(\.place) == ["7:17: link-is-active", "8:17: link-is-active"])
        #expect(result.findings.last?.message.contains("flag `showDetail` drives 2 links") == true)
    }

    @Test func longComputedBindingIsNamedByItsShape() {
        let input = """
            struct Counted: View {
                @State private var isOpen = false
                var body: some View {
                    NavigationStack {
                        NavigationLink("Open", isActive: Binding(
                            get: { isOpen },
                            set: { isOpen = $0 }
                        )) { Detail() }
                    }
                }
            }

            """
        let result = Migrator().migrate(text: input)
        #expect(result.output == input)
        #expect(result.findings.first?.message.contains("`Binding(get:set:)`") == true)
    }
}
