import Foundation
import SwiftParser
import SwiftSyntax
import Testing
@testable import NavMigrateKit

/// The byte scans that tell, without a parse, which types a file declares and which it may
/// use: a file no rule has work in is only read this way.
@Suite struct IndexByteScanTests {
    @Test func declaredTypesAreTheNamesAfterTypeKeywords() {
        let source = """
            struct RowView: View {}
            final class Store {}
            enum\tRoute { case a }
            actor Loader {}
            private struct _Hidden {}
            class func make() {}
            class var shared: Store { Store() }
            structure Thing {}
            let mystruct Foo = 1
            struct 9Bad {}
            struct Ünïcode {}
            """
        #expect(FileIndex.declaredTypeNames(in: Array(source.utf8))
            == ["RowView", "Store", "Route", "Loader", "_Hidden", "Ünïcode"])
    }

    @Test func keywordAtTheEndOfTheFileDeclaresNothing() {
        #expect(FileIndex.declaredTypeNames(in: Array("let x = 1\nstruct".utf8)).isEmpty)
        #expect(FileIndex.declaredTypeNames(in: Array("struct\nView {}".utf8)).isEmpty)
    }

    @Test func mentionsAreCapitalisedNamesBeforeACallOrAClosure() {
        let source = "RowView(item: x)\nDetail {\n}\nlet a: Model = b\nText(\"x\")\nxRowView()"
        let mentions = FileIndex.typeMentions(in: Array(source.utf8))
        #expect(mentions["RowView"] == [0])
        #expect(mentions["Detail"] != nil)
        #expect(mentions["Text"] == nil, "SwiftUI's own types are not the project's")
        // A value a dependency container makes: annotated with the type, or handed its metatype.
        #expect(mentions["Model"] == [35])
        let handed = "let s = c.resolve(Screen.self)\nlet t: Tab? = c.make()\nif a: Flag == b {}\nlet u = Page.Selfish\nRoute.home.view\nvar v: Kind"
        let found = FileIndex.typeMentions(in: Array(handed.utf8))
        #expect(found["Screen"] == [18])
        #expect(found["Tab"] != nil)
        #expect(found["Flag"] == nil, "`==` is no initial value")
        #expect(found["Page"] == nil, "a nested type is no value of the type")
        #expect(found["Kind"] == nil)
        // A static member or case read (`Route.home.view`): its members may make a view.
        #expect(found["Route"] == [94])
        // A generic type made with its arguments written out; a comparison is none.
        let generic = FileIndex.typeMentions(in: Array("let r = Receipts<Int>()\nif Count < limit {}\nlet s: Box<[Int]>? = nil".utf8))
        #expect(generic["Receipts"] == [8])
        #expect(generic["Count"] == nil)
        #expect(generic["Box"] != nil)
    }
}

/// A node's scope told by position agrees with the one its ancestors tell, on every node of
/// every golden input, read as a rule run reads it (only the code that mentions navigation)
/// and whole.
@Suite struct ScopeByPositionTests {
    @Test(arguments: [false, true])
    func positionAgreesWithAncestors(readsEverything: Bool) throws {
        var told = 0
        for folder in try GoldenTests.caseFolders() {
            for name in GoldenTests.swiftFiles(of: folder) {
                let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
                let context = FileContext(tree: Parser.parse(source: text), text: text)
                let file = FileIndex(context: context, options: MigrationOptions(), rules: .all, readsEverything: readsEverything)
                for node in Syntax(file.tree).descendantsAndSelf() {
                    guard let byPosition = file.scopes.scopeByPosition(of: node, readRanges: file.readRanges) else { continue }
                    told += 1
                    let byAncestors = ViewScope.scope(of: node, in: file.scopes)
                    #expect(byPosition?.primary.id == byAncestors?.primary.id,
                            "\(folder.lastPathComponent)/\(name): \(node.kind) at \(node.position.utf8Offset)")
                }
            }
        }
        #expect(told > 10_000, "position told too few scopes to compare: \(told)")
    }
}

private extension Syntax {
    func descendantsAndSelf() -> [Syntax] {
        var found: [Syntax] = []
        var stack = [self]
        while let node = stack.popLast() {
            found.append(node)
            stack.append(contentsOf: node.children(viewMode: .all).reversed())
        }
        return found
    }
}
