import SwiftParser
import SwiftSyntax
import Testing
@testable import NavMigrateKit

/// The modifier-chain walker, across postfix `#if` blocks.
@Suite struct ModifierChainTests {
    /// The calls of the parsed source whose called member (or type) is `name`.
    private func calls(named name: String, in source: String) -> [FunctionCallExprSyntax] {
        final class Finder: SyntaxVisitor {
            let name: String
            var found: [FunctionCallExprSyntax] = []
            init(_ name: String) {
                self.name = name
                super.init(viewMode: .sourceAccurate)
            }
            override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                let called = node.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
                    ?? node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
                if called == name { found.append(node) }
                return .visitChildren
            }
        }
        let finder = Finder(name)
        finder.walk(Parser.parse(source: source))
        return finder.found
    }

    private let chain = """
        let view = List { Text("a") }
            .padding()
            #if os(iOS)
            .background(Color.red)
            .opacity(0.5)
            #endif
            .navigationTitle("Title")
        """

    @Test func theFirstModifierInsideAPostfixIfStartsAtTheViewBeforeIt() throws {
        let background = try #require(calls(named: "background", in: chain).first)
        #expect(background.modifierBase == nil, "inside the #if the chain starts with a bare member")
        #expect(background.chainRoot.calleeTypeName == "List")
    }

    @Test func aModifierInsideAndOneAfterTheIfShareTheRoot() throws {
        let opacity = try #require(calls(named: "opacity", in: chain).first)
        let title = try #require(calls(named: "navigationTitle", in: chain).first)
        #expect(opacity.chainRoot.calleeTypeName == "List")
        #expect(title.chainRoot.calleeTypeName == "List")
    }

    @Test func aBareMemberCallOutsideAnyIfIsItsOwnRoot() throws {
        let source = "let shade = .background(Color.red)\n"
        let background = try #require(calls(named: "background", in: source).first)
        #expect(background.chainRoot.id == background.id)
    }

    @Test func nestedPostfixIfsAreCrossedToo() throws {
        let source = """
            let view = Form { }
                #if os(iOS)
                #if DEBUG
                .border(Color.blue)
                #endif
                #endif
            """
        let border = try #require(calls(named: "border", in: source).first)
        #expect(border.chainRoot.calleeTypeName == "Form")
    }
}

/// Removing a style modifier with the comments that speak of it, and only those.
@Suite struct ModifierCommentRemovalTests {
    private func removing(_ name: String, from text: String) throws -> String {
        let tree = Parser.parse(source: text)
        let context = FileContext(tree: tree, text: text)
        let call = try #require(tree.tokens(viewMode: .sourceAccurate)
            .first { $0.text == name }?.parent?.parent?.parent?.as(FunctionCallExprSyntax.self))
        let edit = try #require(context.removal(ofModifier: call, withCommentsAbout: RemoveNavigationViewStyle.speaksOfStyle))
        return try SourceEdit.apply([edit], to: text)
    }

    @Test func commentsAboveThatSpeakOfTheStyleGoWithIt() throws {
        let text = "let v = Text(\"a\")\n    // Unrelated, a blank line away\n\n    // iPad showed a sidebar\n    // without this\n    .navigationViewStyle(.stack)\n    .padding()\n"
        #expect(try removing("navigationViewStyle", from: text)
            == "let v = Text(\"a\")\n    // Unrelated, a blank line away\n\n    .padding()\n")
    }

    @Test func aCommentThatDoesNotSpeakOfItStays() throws {
        let text = "let v = Text(\"a\")\n    // Brand colours\n    .navigationViewStyle(.stack)\n    .tint(.orange)\n"
        #expect(try removing("navigationViewStyle", from: text) == "let v = Text(\"a\")\n    // Brand colours\n    .tint(.orange)\n")
    }

    @Test func twoCommentsOnOneLineAreReadFromTheLineStart() throws {
        // The nearer one shares its line with another comment: neither goes.
        let text = "let v = Text(\"a\")\n    /* keep */ /* stack style */\n    .navigationViewStyle(.stack)\n    .tint(.orange)\n"
        #expect(try removing("navigationViewStyle", from: text) == "let v = Text(\"a\")\n    /* keep */ /* stack style */\n    .tint(.orange)\n")
    }

    @Test func aTrailingCommentThatSpeaksOfItGoesWithTheLine() throws {
        let text = "let v = Text(\"a\")\n    .navigationViewStyle(.stack) // drop with iOS 15\n    .tint(.orange)\n"
        #expect(try removing("navigationViewStyle", from: text) == "let v = Text(\"a\")\n    .tint(.orange)\n")
        let other = "let v = Text(\"a\")\n    .navigationViewStyle(.stack) // see #12\n    .tint(.orange)\n"
        #expect(try removing("navigationViewStyle", from: other) == "let v = Text(\"a\")\n    // see #12\n    .tint(.orange)\n")
    }
}
