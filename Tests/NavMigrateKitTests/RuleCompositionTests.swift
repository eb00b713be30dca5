import Testing
@testable import NavMigrateKit

/// Every pair of rules on nested sites, and the nestings seen on real code (a bar modifier
/// inside a link's destination inside a column, a link in a link's destination, a hidden link
/// inside a row): the rules' edits always compose. No conflict, output that parses, and a
/// second run that changes nothing.
@Suite struct RuleCompositionTests {
    /// A site of one rule, with `HOLE` where another view can sit.
    struct Template: CustomStringConvertible, Sendable {
        let rule: RuleID
        let name: String
        let text: String
        var description: String { name }
    }

    static let templates: [Template] = [
        Template(rule: .navigationView, name: "stack", text: "NavigationView {\n    HOLE\n}"),
        Template(rule: .navigationView, name: "split", text: "NavigationView {\n    List {\n        HOLE\n    }\n    Text(\"Pick one\")\n}"),
        Template(rule: .navigationViewStyle, name: "tabs", text: "TabView {\n    NavigationView {\n        HOLE\n    }\n}\n.navigationViewStyle(.stack)"),
        Template(rule: .linkDestination, name: "value link", text: "NavigationLink(destination: HOLE) {\n    Text(\"Open\")\n}"),
        Template(rule: .linkDestination, name: "title link", text: "NavigationLink(\"Open\", destination: HOLE)"),
        Template(rule: .linkIsActive, name: "active link", text: "NavigationLink(destination: HOLE, isActive: $FLAG) {\n    Text(\"Go\")\n}"),
        Template(rule: .linkIsActive, name: "hidden link", text: "VStack {\n    Text(\"Row\")\n    NavigationLink(destination: HOLE, isActive: $FLAG) { EmptyView() }\n}"),
        Template(rule: .linkIsActive, name: "hidden link in background", text: "Text(\"Row\")\n    .background(NavigationLink(destination: HOLE, isActive: $FLAG) { EmptyView() })"),
        Template(rule: .linkTagSelection, name: "selection rows", text: "List {\n    ForEach(items, id: \\.self) { item in\n        NavigationLink(destination: HOLE, tag: item, selection: $selection) {\n            Text(item)\n        }\n    }\n}"),
        Template(rule: .barTitle, name: "title", text: "VStack {\n    HOLE\n}\n.navigationBarTitle(\"Title\", displayMode: .inline)"),
        Template(rule: .barItems, name: "items", text: "VStack {\n    HOLE\n}\n.navigationBarItems(leading: Button(\"Close\") { }, trailing: HOLE)"),
        Template(rule: .barHidden, name: "hidden bar", text: "VStack {\n    HOLE\n}\n.navigationBarHidden(true)"),
        Template(rule: .toolbarPlacement, name: "toolbar item", text: "VStack {\n    HOLE\n}\n.toolbar {\n    ToolbarItem(placement: .navigationBarLeading) {\n        HOLE\n    }\n}"),
    ]

    static let leaf = "Text(\"Leaf\")"

    /// Fills every hole of `outer` with `inner`, indented to the hole's column, and the holes
    /// left with a plain view.
    static func nest(_ templates: [Template]) -> String {
        var text = leaf
        for template in templates.reversed() { text = fill(template.text, with: text) }
        return text
    }

    private static func fill(_ template: String, with inner: String) -> String {
        var result = ""
        for line in template.split(separator: "\n", omittingEmptySubsequences: false) {
            guard let hole = line.range(of: "HOLE") else {
                result += line + "\n"
                continue
            }
            let indent = String(line[..<hole.lowerBound].prefix { $0 == " " })
            let innerLines = inner.split(separator: "\n", omittingEmptySubsequences: false)
            let shifted = innerLines.enumerated().map { $0 == 0 ? String($1) : indent + $1 }.joined(separator: "\n")
            result += line.replacingCharacters(in: hole, with: shifted) + "\n"
        }
        return String(result.dropLast())
    }

    /// A view file around `body`, with a flag for each `$FLAG` and what the selection rows need.
    static func file(_ body: String) -> String {
        var numbered = ""
        var flags = 0
        var rest = body[...]
        while let found = rest.range(of: "FLAG") {
            numbered += rest[..<found.lowerBound] + "flag\(flags)"
            flags += 1
            rest = rest[found.upperBound...]
        }
        numbered += rest
        let declarations = (0..<flags).map { "    @State private var flag\($0) = false\n" }.joined()
        let bodyLines = numbered.split(separator: "\n", omittingEmptySubsequences: false).map { "        " + $0 }.joined(separator: "\n")
        return """
        import SwiftUI

        struct Screen: View {
        \(declarations)    @State private var selection: String?
            let items = ["a", "b"]

            var body: some View {
        \(bodyLines)
            }
        }

        """
    }

    static var pairs: [[Template]] {
        templates.flatMap { outer in templates.map { inner in [outer, inner] } }
    }

    static let realNestings: [[String]] = [
        ["split", "value link", "title"],
        ["stack", "active link", "active link"],
        ["stack", "selection rows", "hidden link"],
        ["split", "hidden link in background", "items", "value link"],
        ["tabs", "title link", "hidden bar", "toolbar item"],
    ]

    @Test(arguments: pairs.map { $0.map(\.name) } + realNestings)
    func nestedSitesCompose(_ names: [String]) throws {
        let chain = names.map { name in Self.templates.first { $0.name == name }! }
        let source = Self.file(Self.nest(chain))
        let label = names.joined(separator: " > ")
        let first = Migrator(options: MigrationOptions(allowsIOS17API: true)).migrate(Array(source.utf8))
        let broken = first.findings.filter { $0.problem == .internalOverlap || $0.problem == .rewriteBrokeSyntax }
        #expect(broken.isEmpty, "[\(label)] \(broken.map(\.message))\n\(source)")
        #expect(SyntaxCheck.firstError(in: first.output) == nil, "[\(label)] output does not parse")
        let second = Migrator(options: MigrationOptions(allowsIOS17API: true)).migrate(first.output)
        #expect(second.output == first.output,
                "[\(label)] a second run changed the output:\n\(lineDiff(expected: String(decoding: first.output, as: UTF8.self), actual: String(decoding: second.output, as: UTF8.self)))")
    }
}

@Suite struct RuleCompositionHarnessTests {
    /// The harness builds real nested sites, which the rules migrate.
    @Test func nestingsAreMigrated() {
        let chain = ["split", "value link", "title"].map { name in RuleCompositionTests.templates.first { $0.name == name }! }
        let source = RuleCompositionTests.file(RuleCompositionTests.nest(chain))
        let result = Migrator().migrate(text: source)
        #expect(result.status == .changed)
        #expect(result.output.contains("NavigationSplitView"))
        #expect(result.output.contains("NavigationLink {"))
        #expect(result.output.contains(".navigationTitle(\"Title\")"))
        #expect(!result.output.contains("navigationBarTitle("))
    }
}
