import Foundation
import Testing
@testable import NavMigrateKit

/// `--only` and `--skip` choose rules by id; the run ends with what each rule did.
@Suite struct CLIRuleSelectionTests {
    static let source = """
        import SwiftUI

        struct InboxView: View {
            var body: some View {
                NavigationView {
                    List {
                        NavigationLink("Drafts", destination: Text("Drafts"))
                    }
                    .navigationBarTitle("Inbox")
                }
            }
        }

        """

    private func makeFolder() -> TemporaryFolder {
        let folder = TemporaryFolder()
        folder.write("Inbox.swift", Self.source)
        return folder
    }

    @Test func onlyAppliesTheNamedRules() throws {
        let folder = makeFolder()
        let executable = try #require(navmigrateExecutable())
        let result = try run([executable, "--only", "bar-title", "--write", "--allow-dirty", "--ignore-deployment-target"], in: folder.path)
        #expect(result.status == 0, "\(result.errorText)")
        let written = folder.read("Inbox.swift")
        #expect(written.contains(".navigationTitle(\"Inbox\")"))
        #expect(written.contains("NavigationView {"))
        #expect(written.contains("destination: Text(\"Drafts\")"))
        #expect(result.errorText.contains("navmigrate: bar-title: 1 navigationTitle"))
        #expect(!result.errorText.contains("navmigrate: navigation-view:"))
    }

    @Test func skipLeavesTheNamedRulesOut() throws {
        let folder = makeFolder()
        let executable = try #require(navmigrateExecutable())
        let result = try run([executable, "--skip", "navigation-view,bar-title"], in: folder.path)
        #expect(result.status == 0, "\(result.errorText)")
        #expect(result.outputText.contains("+                NavigationLink(\"Drafts\") { Text(\"Drafts\") }"))
        #expect(!result.outputText.contains("+        NavigationStack"))
        #expect(result.errorText.contains("navmigrate: link-destination: 1 destination closure"))
    }

    /// A style whose navigation view's rule is left out stays, and says so in words (it has no
    /// refused site to point at); the summary does not count it as held back by a refusal.
    @Test func aSiteGoingWithALeftOutRuleSaysSo() throws {
        let folder = TemporaryFolder()
        folder.write("Garden.swift", """
            import SwiftUI

            struct GardenSheet: View {
                var body: some View {
                    NavigationView { Text("Tulips").navigationViewStyle(.stack) }
                }
            }

            """)
        let executable = try #require(navmigrateExecutable())
        let result = try run([executable, "--only", "navigation-view-style", "--color", "never"], in: folder.path)
        #expect(result.outputText.isEmpty, "\(result.outputText)")
        #expect(result.errorText.contains("Garden.swift:5:41: warning: left as it is: it goes with a site this run does not migrate (the `navigation-view` rule is left out by --only or --skip) [navigation-view-style]"), "\(result.errorText)")
        #expect(result.errorText.contains("navmigrate: navigation-view-style: nothing migrated; left: 1 going with sites this run does not migrate"))
        #expect(!result.errorText.contains("held back"))
    }

    @Test func theSummaryNamesWhatEachRuleDid() throws {
        let folder = makeFolder()
        let executable = try #require(navmigrateExecutable())
        let result = try run([executable], in: folder.path)
        let lines = result.errorText.split(separator: "\n").map(String.init).filter { $0.hasPrefix("navmigrate: ") && $0.contains(": 1 ") && !$0.contains("scanned") }
        #expect(lines == [
            "navmigrate: navigation-view: 1 stack",
            "navmigrate: link-destination: 1 destination closure",
            "navmigrate: bar-title: 1 navigationTitle",
        ])
        // JSON carries the same counts.
        let json = try run([executable, "--format", "json"], in: folder.path)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.output)) as? [String: Any])
        let rules = try #require((document["summary"] as? [String: Any])?["rules"] as? [String: Any])
        #expect(((rules["navigation-view"] as? [String: Any])?["migrated"] as? [String: Int]) == ["stack": 1])
    }

    /// Every rule's count says what the sites became, not the rule's id again.
    @Test func theSummaryNamesWhatTheSmallerRulesDid() throws {
        let folder = TemporaryFolder()
        folder.write("Compose.swift", """
            import SwiftUI

            struct ComposeView: View {
                @Environment(\\.presentationMode) private var presentationMode

                var body: some View {
                    NavigationStack {
                        Text("Draft")
                            .toolbar {
                                ToolbarItem(placement: .navigationBarTrailing) {
                                    Button("Done") { presentationMode.wrappedValue.dismiss() }
                                }
                            }
                    }
                    .navigationViewStyle(.stack)
                }
            }

            """)
        let executable = try #require(navmigrateExecutable())
        let result = try run([executable], in: folder.path)
        #expect(result.errorText.contains("navmigrate: presentation-mode: 1 `\\.dismiss`\n"), "\(result.errorText)")
        #expect(result.errorText.contains("navmigrate: toolbar-placement: 1 `.topBarTrailing`\n"))
        #expect(result.errorText.contains("navmigrate: navigation-view-style: 1 style removed (on a stack or split view, where it does nothing)\n"))
    }

    @Test func unknownRulesAreUsageErrorsWithASuggestion() throws {
        let executable = try #require(navmigrateExecutable())
        let result = try run([executable, "--only", "bar-titles"])
        #expect(result.status == 64)
        #expect(result.errorText.contains("unknown rule 'bar-titles'; did you mean 'bar-title'?"))
    }
}
