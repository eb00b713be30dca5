import SwiftParser
import SwiftSyntax
import Testing
@testable import NavMigrateKit

/// Which `ForEach` builds all its rows when it appears (`FileIndex.buildsRowsEagerly`): a row
/// view's own flag and `navigationDestination` live as long as the view around it there, and
/// in a lazy container only while the row is on screen.
@Suite struct EagerRowsTests {
    /// Whether the one `ForEach` marked `ForEach(marked)` in `body` builds its rows eagerly.
    private func eager(_ body: String) -> Bool {
        let tree = Parser.parse(source: "struct V: View {\n    var body: some View {\n\(body)\n    }\n}\n")
        let forEach = tree.tokens(viewMode: .sourceAccurate).lazy
            .filter { $0.text == "marked" }
            .compactMap { $0.parent?.parent?.parent?.parent?.as(FunctionCallExprSyntax.self) }
            .first { $0.calleeTypeName == "ForEach" }
        guard let forEach else {
            Issue.record("no ForEach(marked) in \(body)")
            return false
        }
        return FileIndex.buildsRowsEagerly(forEach)
    }

    @Test func plainStacksBuildEveryRow() {
        #expect(eager("VStack { ForEach(marked) { Row(item: $0) } }"))
        #expect(eager("ScrollView { HStack(spacing: 4) { ForEach(marked) { Row(item: $0) } } }"))
        #expect(eager("ScrollView { ForEach(marked) { Row(item: $0) } }"))
        #expect(eager("ZStack { ForEach(marked) { Row(item: $0) } }"))
        #expect(eager("Grid { GridRow { ForEach(marked) { Row(item: $0) } } }"))
    }

    @Test func groupsSectionsOtherForEachesAndModifiersPassThrough() {
        #expect(eager("VStack { Group { ForEach(marked) { Row(item: $0) } } }"))
        #expect(eager("VStack { Section(\"Rows\") { ForEach(marked) { Row(item: $0) } } }"))
        #expect(eager("VStack { ForEach(groups) { group in ForEach(marked) { Row(item: $0) } } }"))
        #expect(eager("VStack { ForEach(marked) { Row(item: $0) }.padding() }"))
        #expect(eager("VStack { if showsRows { ForEach(marked) { Row(item: $0) } } }"))
    }

    @Test func lazyContainersAndUnknownPlacesDoNot() {
        #expect(!eager("List { ForEach(marked) { Row(item: $0) } }"))
        #expect(!eager("Form { Section { ForEach(marked) { Row(item: $0) } } }"))
        #expect(!eager("ScrollView { LazyVStack { ForEach(marked) { Row(item: $0) } } }"))
        #expect(!eager("ScrollView { LazyVGrid(columns: columns) { ForEach(marked) { Row(item: $0) } } }"))
        // A stack inside a list's row is still in the list: the view around decides, and a
        // `ForEach` straight in a `List` is lazy whatever is inside its rows.
        #expect(!eager("List { VStack { Text(\"x\") }; ForEach(marked) { Row(item: $0) } }"))
        // At the top of a body, in a modifier's content, or in a view of the app's own, what
        // builds the rows is not known here.
        #expect(!eager("ForEach(marked) { Row(item: $0) }"))
        #expect(!eager("Color.clear.overlay { VStack { Text(\"x\") }; ForEach(marked) { Row(item: $0) } }"))
        #expect(!eager("Card { ForEach(marked) { Row(item: $0) } }"))
        #expect(!eager("TabView { ForEach(marked) { Row(item: $0) } }"))
    }
}
