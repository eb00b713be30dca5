import Foundation
import SwiftParser
import SwiftSyntax
import Testing
@testable import NavMigrateKit

private typealias Edit = NavMigrateKit.SourceEdit

/// The output check vouches for edits it can prove safe without re-parsing the whole file; it
/// must never vouch for an output that does not parse, and must still vouch for most real
/// migrations (or it saves nothing).
@Suite struct OutputCheckTests {
    private func range(of target: String, in source: String) throws -> Range<Int> {
        let found = try #require(source.range(of: target), "\(target) not in source")
        let start = source.utf8.distance(from: source.utf8.startIndex, to: found.lowerBound)
        return start..<(start + target.utf8.count)
    }

    private func replacing(_ target: String, with text: String, in source: String) throws -> Edit {
        Edit(range: try range(of: target, in: source), replacement: text)
    }

    private func inserting(_ text: String, after target: String, in source: String) throws -> Edit {
        let end = try range(of: target, in: source).upperBound
        return Edit(range: end..<end, replacement: text)
    }

    private func inserting(_ text: String, before target: String, in source: String) throws -> Edit {
        let start = try range(of: target, in: source).lowerBound
        return Edit(range: start..<start, replacement: text)
    }

    /// Whether the check vouches for the edits, and whether the output really parses.
    private func verdict(_ source: String, _ edits: [Edit]) throws -> (vouched: Bool, parses: Bool) {
        let output = try Edit.apply(edits, to: source)
        let vouched = OutputCheck.vouchesFor(edits, in: Parser.parse(source: source), source: Array(source.utf8))
        return (vouched, !Parser.parse(source: output).hasError)
    }

    private let screen = """
        struct Screen: View {
            @State private var items: [Item] = []

            var body: some View {
                NavigationView {
                    List(items) { item in
                        NavigationLink(destination: Detail(item: item)) {
                            Row(item: item)
                        }
                    }
                    .navigationBarTitle("Items")
                }
                .navigationViewStyle(.stack)
            }
        }

        """

    @Test func vouchesForRenamesAndModifierRemovalsWithoutAParse() throws {
        let edits = [
            try replacing("NavigationView", with: "NavigationStack", in: screen),
            try replacing("navigationBarTitle", with: "navigationTitle", in: screen),
            try replacing("\n        .navigationViewStyle(.stack)", with: "", in: screen),
        ]
        let result = try verdict(screen, edits)
        #expect(result.vouched && result.parses)
    }

    @Test func vouchesForARewrittenLinkHeadAndNewMembers() throws {
        let edits = [
            try replacing("(destination: Detail(item: item))", with: " { Detail(item: item) } label:", in: screen),
            try inserting("\n\n    @State private var path: [Int] = []", after: "[Item] = []", in: screen),
            try inserting("\n            .navigationDestination(for: Int.self) { number in\n                Text(\"\\(number)\")\n            }",
                          after: ".navigationBarTitle(\"Items\")", in: screen),
        ]
        let result = try verdict(screen, edits)
        #expect(result.vouched && result.parses)
    }

    @Test func aRenameToAKeywordIsNotTrusted() throws {
        let result = try verdict(screen, [try replacing("NavigationView", with: "in", in: screen)])
        #expect(!result.vouched)
        #expect(!result.parses)
    }

    @Test func aRemovalThatJoinsTwoStatementsIsNotTrusted() throws {
        let source = "let x = foo\n    .bar()\nlet y = 1\n"
        let result = try verdict(source, [try replacing("\n    .bar()\n", with: "", in: source)])
        #expect(!result.vouched)
        #expect(!result.parses)
    }

    @Test func aBrokenCallIsCaughtAndReportedByTheFullParse() throws {
        let edit = try replacing("(destination: Detail(item: item)) {", with: "(destination: Detail(item: item) {", in: screen)
        let result = try verdict(screen, [edit])
        #expect(!result.vouched)
        #expect(!result.parses)
        let parsed = Parser.parseIncrementally(source: screen, parseTransition: nil)
        let output = try Edit.apply([edit], to: screen)
        #expect(OutputCheck.firstError(in: output, edits: [edit], after: parsed, source: Array(screen.utf8)) != nil)
    }

    @Test func aTrailingClosureInAConditionIsNotTrusted() throws {
        let source = "func f() {\n    if check(value) {\n        run()\n    }\n}\n"
        let result = try verdict(source, [try replacing("(value)", with: " { value }", in: source)])
        #expect(!result.vouched)
    }

    @Test func aLineBreakInsideAStringInterpolationIsNotTrusted() throws {
        let source = "let s = \"\\(format(value))\"\n"
        let result = try verdict(source, [try replacing("(value)", with: "(\n    value\n)", in: source)])
        #expect(!result.vouched)
    }

    @Test func aMemberOnTheLineOfAnotherIsNotTrusted() throws {
        let source = "struct A {\n    var a = 1\n}\n"
        let result = try verdict(source, [try inserting(" var b = 2", after: "var a = 1", in: source)])
        #expect(!result.vouched)
        #expect(!result.parses)
    }

    @Test func aSplitViewSkeletonIsVouchedAndABrokenOneIsNot() throws {
        let source = "var body: some View {\n    NavigationView {\n        Sidebar()\n        Detail()\n    }\n}\n"
        let rename = try replacing("NavigationView", with: "NavigationSplitView", in: source)
        // The line break between the two children becomes the seam between two closures.
        let seam = try range(of: "Sidebar()", in: source).upperBound
        let split = Edit(range: seam..<(seam + 1), replacement: "\n    } detail: {\n")
        let good = try verdict(source, [rename, split])
        #expect(good.vouched && good.parses)
        let broken = Edit(range: seam..<(seam + 1), replacement: "\n    } detail: \n")
        let bad = try verdict(source, [rename, broken])
        #expect(!bad.vouched)
        #expect(!bad.parses)
    }

    // MARK: Counterexamples: edits the check vouched for, whose output did not parse

    @Test func aRemovalBeforeAPostfixOperatorOnTheCallIsNotTrusted() throws {
        // The `?` read as the call's optional chaining; after the removal it stands alone on its line.
        let source = "let title = content\n    .navigationBarHidden(true)?\n    .description\nlet other = 1\n"
        let result = try verdict(source, [try replacing(".navigationBarHidden(true)", with: "", in: source)])
        #expect(!result.vouched)
        #expect(!result.parses)
        // The same shape with a call: `(y)` on its own line is a statement of its own, not a call.
        let call = "let a = foo\n    .bar(x)(y)\n"
        #expect(!(try verdict(call, [try replacing(".bar(x)", with: "", in: call)])).vouched)
    }

    @Test func aRemovalThatCutsOrEndsACommentIsNotTrusted() throws {
        // Half a block comment left behind.
        let cut = "let a = foo.bar(x) /* note */\nlet b = 1\n"
        let cutResult = try verdict(cut, [try replacing(".bar(x) /*", with: "", in: cut)])
        #expect(!cutResult.vouched)
        #expect(!cutResult.parses)
        // The line break that ended a line comment goes, and the comment swallows the `)`.
        let joined = "f(foo // note\n    .bar(x))\n"
        let joinedResult = try verdict(joined, [try replacing("\n    .bar(x)", with: "", in: joined)])
        #expect(!joinedResult.vouched)
        #expect(!joinedResult.parses)
        let ownLine = "f(foo\n    // note\n    .bar(x)\n)\n"
        let ownLineResult = try verdict(ownLine, [try replacing("\n    .bar(x)\n", with: "", in: ownLine)])
        #expect(!ownLineResult.vouched)
        #expect(!ownLineResult.parses)
    }

    @Test(arguments: [
        // `self` is a keyword.
        ("struct Screen {}\n", "Screen", "self"),
        ("let a: Item = b\n", "Item", "self"),
        // Contextual keywords the parser reads where an identifier could stand.
        ("var body: some View {\n    NavigationSplitView {\n        A()\n    } detail: {\n        B()\n    }\n}\n", "NavigationSplitView", "unsafe"),
        ("func f() {\n    x = 1\n}\n", "x", "_borrowing"),
        ("func f() {\n    x\n    var g = 1\n}\n", "x", "_compilerInitialized"),
        ("enum E {\n    case a(X)\n}\n", "X", "_const"),
        ("func f() -> Item {}\n", "Item", "reasync"),
        ("func f<T>() where T: Item {}\n", "Item", "_TrivialAtMost"),
        ("struct S {\n    var a: Int {\n        x.y\n    }\n}\n", "x", "_modify"),
        ("struct S {\n    var a: Int {\n        x[0]\n    }\n}\n", "x", "unsafeAddress"),
        ("struct Project {\n    var name: String\n    var isArchived: Bool\n}\n", "String", "__owned"),
        ("func f() {\n    let a: Item\n    let b = 1\n}\n", "Item", "__shared"),
        // An attribute's name, and the words of an attribute with a grammar of its own.
        ("struct S {\n    @State private var a = 1\n}\n", "State", "available"),
        ("@available(iOS 15, *)\nfunc f() {}\n", "iOS", "introduced"),
        // A macro's name after `#`.
        ("#Preview {\n    Screen()\n}\n", "Preview", "endif"),
    ])
    func aRenameThatTheParserReadsByItsSpellingIsNotTrusted(source: String, target: String, name: String) throws {
        let result = try verdict(source, [try replacing(target, with: name, in: source)])
        #expect(!result.vouched)
        #expect(!result.parses)
    }

    @Test func aCallThatBecomesAnAccessorIsNotTrusted() throws {
        // The first statement of a computed property that starts with `set` reads as a setter.
        let source = "var body: some View {\n    NavigationView(content: x)\n}\n"
        let call = try verdict(source, [try replacing("NavigationView(content: x)", with: "set(content: x)", in: source)])
        #expect(!call.vouched)
        #expect(!call.parses)
        let closure = "var body: some View {\n    NavigationView {\n        x\n    }\n}\n"
        let head = try verdict(closure, [try replacing("NavigationView ", with: "get(x) ", in: closure)])
        #expect(!head.vouched)
        #expect(!head.parses)
    }

    @Test(arguments: [
        // In a condition the parser takes `{` for a trailing closure only when the code after it
        // looks like one (the next token on the same line, then `{`, `,`, `.` ... after `}`);
        // a brace anywhere in the new text counts, not only one at its end.
        ("func f() {\n    if let a = find(items.first) {\n        use(a)\n    }\n}\n",
         "find", "find\n    .toolbar {\n        x\n    }"),
        ("func f() {\n    switch pick(a) {\n    default: break\n    }\n}\n", "pick", "pick.x {\n        a\n    }.y"),
        // The same kind of last token is not enough either.
        ("func f() {\n    if foo.contains { $0 > 1 } {\n    }\n}\n", "{ $0", "{\n        $0"),
        // Nor a new head before a closure that was read as trailing.
        ("func f() {\n    if foo.contains { $0 > 1 } {\n    }\n}\n", "foo.contains", "foo.bar {\n        y\n    }.contains"),
        // A `catch` pattern is a condition too.
        ("func f() {\n    do {} catch .foo(x) {}\n}\n", "(x)", " {\n        x\n    }"),
        ("func f() {\n    do {} catch let e where check(e) {}\n}\n", "(e)", " {\n        e\n    }"),
    ])
    func aBraceInAConditionIsNotTrusted(source: String, target: String, text: String) throws {
        let result = try verdict(source, [try replacing(target, with: text, in: source)])
        #expect(!result.vouched)
        #expect(!result.parses)
    }

    @Test func anOperatorAfterAModifierInAPostfixIfIsNotTrusted() throws {
        // Alone, `navmigrateBase.navigationBarHidden & (false)` is an expression; between
        // `#if` and `#endif` after a view, only members may follow.
        let source = "var body: some View {\n    Text(\"a\")\n    #if os(iOS)\n    .navigationBarTitle(\"S\")\n    .navigationBarHidden(false)\n    #endif\n}\n"
        let result = try verdict(source, [try inserting("&", after: ".navigationBarHidden", in: source)])
        #expect(!result.vouched)
        #expect(!result.parses)
    }

    @Test func aLineBreakInAnIfConditionIsNotTrusted() throws {
        // An `#if` condition ends at the end of its line.
        let source = "var body: some View {\n    List {}\n    #if os(macOS)\n    Text(\"Pick\")\n    #endif\n}\n"
        let result = try verdict(source, [try inserting("\n.foo()", after: "#if os", in: source)])
        #expect(!result.vouched)
        #expect(!result.parses)
    }

    @Test func aTrailingClosureAfterAKeyPathIsNotTrusted() throws {
        // After `\.self`, a chain of names is more key path; a closure is not.
        let source = "var body: some View {\n    List(items, id: \\.self) { item in\n        Text(item)\n    }\n}\n"
        let result = try verdict(source, [try inserting("\n    .toolbar {\n        Button(\"a\") {}\n    }", after: "\\.self", in: source)])
        #expect(!result.vouched)
        #expect(!result.parses)
    }

    @Test func newMembersInsideAStringInterpolationAreNotTrusted() throws {
        let source = "let s = \"\\({ () -> Int in struct A { var a = 1 }; return 1 }())\"\n"
        let result = try verdict(source, [try inserting("\n    var b = 2", after: "var a = 1", in: source)])
        #expect(!result.vouched)
        #expect(!result.parses)
    }

    @Test func aSkeletonStandInOnlyStandsForAStatementThatReadsLikeIt() throws {
        // A name takes a call or a member after it; an `if` statement does not.
        let branch = "var body: some View {\n    NavigationView {\n        if c { a }\n        Detail()\n    }\n}\n"
        for text in ["(1)", ".foo()"] {
            let result = try verdict(branch, [try inserting(text, after: "if c { a }", in: branch)])
            #expect(!result.vouched, "\(text)")
            #expect(!result.parses, "\(text)")
        }
        // A name can be returned; a declaration cannot.
        let declaration = "var body: some View {\n    NavigationView {\n        let a = 1\n        Text(a)\n    }\n}\n"
        let returned = try verdict(declaration, [try inserting("return ", before: "let a", in: declaration)])
        #expect(!returned.vouched)
        #expect(!returned.parses)
        // Nothing may follow `#endif` on its line.
        let conditional = "var body: some View {\n    NavigationView {\n        #if DEBUG\n        Sidebar()\n        #endif\n        Detail()\n    }\n}\n"
        let seam = try range(of: "#endif", in: conditional).upperBound
        let end = try range(of: "Detail", in: conditional).lowerBound
        for text in [" } detail: { ", "; "] {
            let result = try verdict(conditional, [Edit(range: seam..<end, replacement: text)])
            #expect(!result.vouched, "\(text)")
            #expect(!result.parses, "\(text)")
        }
        // A `;` may not follow `#endif`, nor a statement that has its own.
        let withIf = "var body: some View {\n    NavigationView {\n        Sidebar()\n        #if os(macOS)\n        Text(\"Pick\")\n        #endif\n    }\n}\n"
        let semicolonAfterIf = try verdict(withIf, [try inserting("\n        ;", after: "#endif", in: withIf)])
        #expect(!semicolonAfterIf.vouched)
        #expect(!semicolonAfterIf.parses)
        let ended = "var body: some View {\n    NavigationView {\n        Sidebar();\n        Detail()\n    }\n}\n"
        let secondSemicolon = try verdict(ended, [try inserting(";", after: "Sidebar();", in: ended)])
        #expect(!secondSemicolon.vouched)
        #expect(!secondSemicolon.parses)
        // After its `;`, a chain is a statement of its own: the output parses, as something else.
        #expect(!(try verdict(ended, [try inserting(".foo()", after: "Sidebar();", in: ended)])).vouched)
        // A statement that starts with `.` continues a statement put before it: it parses, as one.
        let implicit = "var body: some View {\n    NavigationView {\n        .foo\n    }\n}\n"
        #expect(!(try verdict(implicit, [try inserting("Sidebar()\n        ", before: ".foo", in: implicit)])).vouched)
        // First in a computed property, a statement `get(x)` reads as a getter.
        let getter = "var body: some View {\n    NavigationView {\n        get(x)\n        Detail()\n    }\n}\n"
        let wrapped = try verdict(getter, [
            try inserting("var a: Int {\n        ", before: "get(x)", in: getter),
            try inserting("}\n        ", before: "Detail()", in: getter),
        ])
        #expect(!wrapped.vouched)
        #expect(!wrapped.parses)
    }

    @Test func aSkeletonStillVouchesForAChainAfterAChild() throws {
        let source = "var body: some View {\n    NavigationView {\n        Sidebar()\n        Detail()\n    }\n}\n"
        let seam = try range(of: "Sidebar()", in: source).upperBound
        let edits = [
            try replacing("NavigationView", with: "NavigationSplitView", in: source),
            Edit(range: seam..<seam, replacement: "\n            .navigationDestination(for: Int.self) { n in\n                Text(\"\\(n)\")\n            }"),
            Edit(range: seam..<(seam + 1), replacement: "\n    } detail: {\n"),
        ]
        let result = try verdict(source, edits)
        #expect(result.vouched && result.parses)
    }

    /// Every golden case: whatever the check vouches for parses, and it vouches for most of them.
    @Test func agreesWithAFullParseOnEveryGoldenCase() throws {
        var changed = 0
        var vouched = 0
        let files = try GoldenTests.caseFolders().flatMap { folder in GoldenTests.beforeFiles(of: folder).map { (folder, $0) } }
        for (folder, name) in files {
            var bytes = try [UInt8](Data(contentsOf: folder.appendingPathComponent(name)))
            if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
            let text = String(decoding: bytes, as: UTF8.self)
            let tree = Parser.parse(source: text)
            guard !tree.hasError else { continue }
            let context = FileContext(tree: tree, text: text)
            guard case .planned(let file) = Migrator(options: GoldenTests.options(for: folder)).plan(context.bytes) else { continue }
            let edits = try file.composedEdits(states: file.speculativeStates)
            guard !edits.isEmpty else { continue }
            let output = try Edit.apply(edits, to: text)
            changed += 1
            if OutputCheck.vouchesFor(edits, in: tree, source: context.bytes) {
                vouched += 1
                #expect(!Parser.parse(source: output).hasError, "[\(folder.lastPathComponent)/\(name)] vouched for an output that does not parse")
            }
        }
        #expect(changed > 0)
        #expect(vouched * 2 > changed, "the check vouched for only \(vouched) of \(changed) migrations")
    }
}

@Suite struct LineTableTests {
    @Test func agreesWithSwiftSyntaxOnEveryOffset() {
        let source = "let a = 1\r\nlet é = \"\u{1F600}\"\rlet c = 3\n\n// end"
        let tree = Parser.parse(source: source)
        let converter = SourceLocationConverter(fileName: "", tree: tree)
        let table = LineTable(Array(source.utf8))
        for offset in 0...source.utf8.count {
            let position = AbsolutePosition(utf8Offset: offset)
            let expected = converter.location(for: position)
            let actual = table.location(for: position)
            #expect(actual == LineTable.Location(line: expected.line, column: expected.column), "offset \(offset)")
            #expect(table.position(ofLine: actual.line, column: actual.column) == position)
        }
    }
}

@Suite struct TriggerMentionsTests {
    @Test func findsMentionsOnlyWhollyInsideARange() {
        let source = Array("struct Row {}\nstruct Screen { NavigationView {} }\n".utf8)
        let mentions = TriggerMentions(source, triggers: [Array("avigation".utf8)])
        let screen = 14..<source.count
        #expect(mentions.occur(in: screen))
        #expect(!mentions.occur(in: 0..<14))
        // A range that cuts the word does not count.
        #expect(!mentions.occur(in: 0..<(14 + "struct Screen { Navigat".utf8.count)))
    }
}
