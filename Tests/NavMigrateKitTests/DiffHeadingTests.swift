import Foundation
import Testing
@testable import NavMigrateKit

/// Hunk headers name the declaration a change is in, as `git diff` does with a Swift diff
/// driver: `@@ -18,7 +18,7 @@ struct Inbox: View {`.
@Suite struct DiffHeadingTests {
    /// The funcname pattern of git's proposed `swift` diff driver, handed to git as
    /// `diff.swift.xfuncname` so the git on this machine can be the oracle.
    static let gitSwiftPattern =
        #"^[ \t]*((@[A-Za-z_][A-Za-z0-9_]*(\([^()]*\))?[ \t]+)*([a-z]+[ \t]+)*(func|init|deinit|subscript|class|struct|enum|protocol|extension|actor)[ \t(?!<].*)$"#

    private func heading(_ line: String) -> String? {
        DeclarationContext.heading(Array(line.utf8)[...])
    }

    @Test func declarationLinesAreHeadings() {
        #expect(heading("struct Inbox: View {\n") == "struct Inbox: View {")
        #expect(heading("    private func load() async throws {\r\n") == "private func load() async throws {")
        #expect(heading("@MainActor final class Model: ObservableObject {") == "@MainActor final class Model: ObservableObject {")
        #expect(heading("\t@available(iOS 16, *) public struct New<T>: View {") == "@available(iOS 16, *) public struct New<T>: View {")
        #expect(heading("    init?(raw: String) {") == "init?(raw: String) {")
        #expect(heading("    init<T>(_ value: T) {") == "init<T>(_ value: T) {")
        #expect(heading("extension Inbox {") == "extension Inbox {")
        #expect(heading("    nonisolated subscript(index: Int) -> Int {") == "nonisolated subscript(index: Int) -> Int {")
        #expect(heading("actor Store {") == "actor Store {")
        #expect(heading("enum Route: Hashable {") == "enum Route: Hashable {")
        #expect(heading("protocol Screen {") == "protocol Screen {")
        #expect(heading("    deinit {") == "deinit {")
    }

    @Test func otherLinesAreNot() {
        #expect(heading("    var body: some View {") == nil)
        #expect(heading("    let structure = 1") == nil)
        #expect(heading("// struct Commented") == nil)
        #expect(heading("    Text(\"struct x\")") == nil)
        #expect(heading("    return func") == nil)
        #expect(heading("@available(iOS 16, *)") == nil)
        #expect(heading("    functional()") == nil)
        #expect(heading("    Struct Capital {") == nil)
        #expect(heading("") == nil)
    }

    @Test func headingsAreCutAtEightyBytesOnACharacterBoundary() {
        let long = "struct " + String(repeating: "A", count: 100) + " {"
        #expect(heading(long)?.utf8.count == 80)
        let accented = "struct " + String(repeating: "é", count: 50)
        let cut = try! #require(heading(accented))
        #expect(cut.utf8.count <= 80 && !cut.contains("\u{FFFD}"))
    }

    @Test func eachHunkTakesTheNearestDeclarationAbove() {
        var lines = ["import SwiftUI", "", "struct First: View {", "    var body: some View {"]
        lines += (1...10).map { "        Text(\"\($0)\")" }
        lines += ["    }", "}", "", "struct Second: View {", "    var body: some View {"]
        lines += (11...20).map { "        Text(\"\($0)\")" }
        lines += ["    }", "}"]
        let old = lines.joined(separator: "\n") + "\n"
        let new = old.replacingOccurrences(of: "Text(\"8\")", with: "Text(\"eight\")")
            .replacingOccurrences(of: "Text(\"18\")", with: "Text(\"eighteen\")")
        let hunks = UnifiedDiff.hunks(LineDiff(old: Array(old.utf8), new: Array(new.utf8)))
        #expect(hunks.map(\.heading) == ["struct First: View {", "struct Second: View {"])
        // Like git, the search starts above the hunk: a declaration among its first context
        // lines is not its heading.
        let early = old.replacingOccurrences(of: "Text(\"2\")", with: "Text(\"two\")")
        #expect(UnifiedDiff.hunks(LineDiff(old: Array(old.utf8), new: Array(early.utf8))).first?.heading == nil)
        // A change in the first lines has nothing above it.
        let top = UnifiedDiff.hunks(LineDiff(old: Array(old.utf8), new: Array(("// header\n" + old).utf8)))
        #expect(top.first?.heading == nil)
        #expect(top.first?.header == "@@ -1,3 +1,4 @@")
    }

    /// A declaration that closed above the hunk (an `init` before `body`, a nested `enum`)
    /// does not head it: the type the change is in does. Comments and `#if` at the left
    /// margin close nothing.
    @Test func aDeclarationClosedAboveTheHunkDoesNotHeadIt() {
        var lines = ["import SwiftUI", "", "struct Editor: View {", "    enum Mode {", "        case edit", "    }", "",
                     "    init(text: String) {", "        self.text = text", "    }", "// MARK: body", "#if DEBUG", "#endif",
                     "    var text: String", "", "    var body: some View {", "        NavigationView {"]
        lines += (1...6).map { "            Text(\"\($0)\")" }
        lines += ["        }", "    }", "", "    func save() {"]
        lines += (1...8).map { "        step(\($0))" }
        lines += ["    }", "}", ""]
        let old = lines.joined(separator: "\n")
        let new = old.replacingOccurrences(of: "NavigationView {", with: "NavigationStack {")
            .replacingOccurrences(of: "step(6)", with: "step(60)")
        let hunks = UnifiedDiff.hunks(LineDiff(old: Array(old.utf8), new: Array(new.utf8)))
        #expect(hunks.map(\.heading) == ["struct Editor: View {", "func save() {"])
    }

    /// git itself, given the same pattern, writes the same `@@` lines; and `git apply` and
    /// `patch` accept the headers.
    @Test func gitWritesTheSameHeadersAndAppliesThePatch() throws {
        let folder = TemporaryFolder()
        folder.initGitRepository()
        var lines = ["import SwiftUI", "", "@MainActor", "final class Model {", "    func load() {"]
        lines += (1...12).map { "        step(\($0))" }
        lines += ["    }", "}", "", "struct Inbox: View {", "    var items: [Int]", "", "    var body: some View {",
                  "        NavigationView {"]
        lines += (1...12).map { "            Text(\"\($0)\")" }
        lines += ["        }", "        .navigationViewStyle(.stack)", "    }", "}", ""]
        let old = lines.joined(separator: "\n")
        let new = old.replacingOccurrences(of: "step(5)", with: "step(50)")
            .replacingOccurrences(of: "NavigationView {", with: "NavigationStack {")
            .replacingOccurrences(of: "        .navigationViewStyle(.stack)\n", with: "")
        folder.write("Sources/Inbox.swift", old)
        folder.write(".gitattributes", "*.swift diff=swift\n")
        folder.commitAll()
        folder.write("Sources/Inbox.swift", new)
        let ours = String(decoding: UnifiedDiff.render(path: "Sources/Inbox.swift", old: Array(old.utf8), new: Array(new.utf8)),
                          as: UTF8.self)
        let git = try run(["git", "-c", "diff.swift.xfuncname=\(Self.gitSwiftPattern)", "diff"], in: folder.path)
        #expect(git.status == 0, "\(git.errorText)")
        func headers(_ text: String) -> [String] { text.split(separator: "\n").map(String.init).filter { $0.hasPrefix("@@") } }
        #expect(headers(ours) == ["@@ -7,7 +7,7 @@ func load() {", "@@ -22,7 +22,7 @@ struct Inbox: View {",
                                  "@@ -36,6 +36,5 @@ struct Inbox: View {"])
        #expect(headers(ours) == headers(git.outputText))
        folder.write("Sources/Inbox.swift", old)
        _ = FileManager.default.createFile(atPath: folder.url("h.patch"), contents: Data(ours.utf8))
        #expect(try run(["git", "apply", "--check", "h.patch"], in: folder.path).status == 0)
        #expect(try run(["patch", "-p1", "--dry-run", "-i", "h.patch"], in: folder.path).status == 0)
    }

    @Test func removedLinesThatLookLikeHeadersAreColouredAsRemovals() {
        let diff = "diff --git a/F b/F\n--- a/F\n+++ b/F\n@@ -1,2 +1,2 @@\n--- a/x\n+++ b/y\n"
        let coloured = String(decoding: DiffColorizer.colorize(Array(diff.utf8)), as: UTF8.self)
        #expect(coloured.hasSuffix("\u{1B}[31m--- a/x\u{1B}[0m\n\u{1B}[32m+++ b/y\u{1B}[0m\n"))
        #expect(coloured.hasPrefix("\u{1B}[1mdiff --git a/F b/F\u{1B}[0m\n\u{1B}[1m--- a/F\u{1B}[0m\n"))
    }

    @Test func colourLeavesTheHeadingPlain() {
        let coloured = String(decoding: DiffColorizer.colorize(Array("@@ -1 +1 @@ struct A {\n-a\n+b\n".utf8)), as: UTF8.self)
        #expect(coloured.hasPrefix("\u{1B}[36m@@ -1 +1 @@\u{1B}[0m struct A {\n"))
    }
}
