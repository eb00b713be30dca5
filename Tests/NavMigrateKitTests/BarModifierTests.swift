import Testing
@testable import NavMigrateKit

@Suite struct BarModifierTests {
    @Test func titleRenamesOnlyTheModifier() {
        assertRewrite(
            input: """
            struct A: View {
                var body: some View {
                    Text("x").navigationBarTitle(Text("Inbox") /* bold later */)
                }
            }
            """,
            expected: """
            struct A: View {
                var body: some View {
                    Text("x").navigationTitle(Text("Inbox") /* bold later */)
                }
            }
            """)
    }

    /// With the toolbar-placement rule skipped (an SDK before Xcode 15's, which has no
    /// `topBarTrailing`), bar items become toolbar items at the placements' old names; with it,
    /// at the new ones.
    @Test func barItemsKeepOldPlacementNamesWhenPlacementRuleIsSkipped() {
        let input = """
            struct A: View {
                var body: some View {
                    Text("x")
                        .navigationBarItems(leading: EditButton(), trailing: Button("Add") { add() })
                }
            }
            """
        var options = MigrationOptions()
        options.rules = RuleSet(only: nil, skip: [.toolbarPlacement])
        let skipped = Migrator(options: options).migrate(text: input).output
        #expect(skipped.contains("ToolbarItem(placement: .navigationBarLeading)"))
        #expect(skipped.contains("ToolbarItem(placement: .navigationBarTrailing)"))
        #expect(!skipped.contains("topBar"))
        let renamed = Migrator().migrate(text: input).output
        #expect(renamed.contains("ToolbarItem(placement: .topBarLeading)"))
        #expect(renamed.contains("ToolbarItem(placement: .topBarTrailing)"))
        // The old names are what the skipped rule leaves alone: a second run changes nothing.
        #expect(Migrator(options: options).migrate(text: skipped).output == skipped)
    }

    @Test func inlineDisplayModeStaysInline() {
        assertRewrite(
            input: """
            let v = Text("x").navigationBarTitle(title, displayMode: mode).padding() // done
            """,
            expected: """
            let v = Text("x").navigationTitle(title).navigationBarTitleDisplayMode(mode).padding() // done
            """)
    }

    @Test func multiLineTitleArgumentsKeepTheirLayout() {
        assertRewrite(
            input: """
            let v = List {}
                .navigationBarTitle(
                    Text("Inbox"),
                    displayMode: .inline
                ) // compact
            """,
            expected: """
            let v = List {}
                .navigationTitle(
                    Text("Inbox")
                )
                .navigationBarTitleDisplayMode(.inline) // compact
            """)
    }

    @Test func commentBetweenTitleAndDisplayModeIsRefused() {
        let input = """
        let v = List {}
            .navigationBarTitle("Inbox", /* small */ displayMode: .inline)
        """
        assertRewrite(input: input, expected: input, findings: ["2:5: bar-title"])
    }

    @Test func hiddenFlagIsParenthesisedOnlyWhenNeeded() {
        assertRewrite(
            input: """
            let a = Text("x").navigationBarHidden(!isShown)
            let b = Text("x").navigationBarHidden(model.isReading)
            let c = Text("x").navigationBarHidden(isReading && isFullScreen)
            let d = Text("x").navigationBarHidden(false)
            """,
            expected: """
            let a = Text("x").toolbar(isShown ? .visible : .hidden, for: .navigationBar)
            let b = Text("x").toolbar(model.isReading ? .hidden : .visible, for: .navigationBar)
            let c = Text("x").toolbar((isReading && isFullScreen) ? .hidden : .visible, for: .navigationBar)
            let d = Text("x").toolbar(.visible, for: .navigationBar)
            """)
    }

    @Test func leadingDotIsOnlyAModifierInsidePostfixIf() {
        assertRewrite(
            input: """
            let screen: Screen = .navigationBarTitle("not a view")
            let v = Text("x")
                #if os(iOS)
                .navigationBarTitle("Inbox")
                #endif
            """,
            expected: """
            let screen: Screen = .navigationBarTitle("not a view")
            let v = Text("x")
                #if os(iOS)
                .navigationTitle("Inbox")
                #endif
            """)
    }

    @Test func commentsBetweenItemsMoveWithTheirItem() {
        assertRewrite(
            input: """
            let v = Text("x")
                .navigationBarItems( // bar
                    // left side
                    leading: EditButton(), // edits rows
                    trailing: addButton
                    // end of items
                )
            """,
            expected: """
            let v = Text("x")
                .toolbar { // bar
                    // left side
                    ToolbarItem(placement: .topBarLeading) {
                        EditButton() // edits rows
                    }
                    ToolbarItem(placement: .topBarTrailing) {
                        addButton
                    }
                    // end of items
                }
            """)
    }

    @Test func modifierInTheMiddleOfALineIndentsFromThatLine() {
        assertRewrite(
            input: """
            struct A: View {
                var body: some View {
                    Text("x").navigationBarItems(leading: EditButton(),
                                                 trailing: Button("Add") {
                                                     add()
                                                 })
                }
            }
            """,
            expected: """
            struct A: View {
                var body: some View {
                    Text("x").toolbar {
                        ToolbarItem(placement: .topBarLeading) {
                            EditButton()
                        }
                        ToolbarItem(placement: .topBarTrailing) {
                            Button("Add") {
                                add()
                            }
                        }
                    }
                }
            }
            """)
    }

    @Test func barModifiersInsideABarItemMoveWithIt() {
        assertRewrite(
            input: """
            let v = Text("x")
                .navigationBarItems(trailing: NavigationLink {
                    SettingsView()
                        .navigationBarTitle("Settings", displayMode: .inline)
                } label: {
                    Text("Settings")
                })
            """,
            expected: """
            let v = Text("x")
                .toolbar {
                    ToolbarItem(placement: .topBarTrailing) {
                        NavigationLink {
                            SettingsView()
                                .navigationTitle("Settings")
                                .navigationBarTitleDisplayMode(.inline)
                        } label: {
                            Text("Settings")
                        }
                    }
                }
            """)
    }

    @Test func itemsInsideAnotherItemIndentFromTheirNewPlace() {
        assertRewrite(
            input: """
            let v = Text("x")
                .navigationBarItems(trailing: NavigationLink {
                    Detail()
                        .navigationBarItems(trailing: HStack {
                            EditButton()
                        })
                } label: {
                    Text("Go")
                })
            """,
            expected: """
            let v = Text("x")
                .toolbar {
                    ToolbarItem(placement: .topBarTrailing) {
                        NavigationLink {
                            Detail()
                                .toolbar {
                                    ToolbarItem(placement: .topBarTrailing) {
                                        HStack {
                                            EditButton()
                                        }
                                    }
                                }
                        } label: {
                            Text("Go")
                        }
                    }
                }
            """)
    }

    @Test func cRLFLinesStayCRLF() {
        assertRewrite(
            input: "let v = List {}\r\n    .navigationBarTitle(\"A\", displayMode: .large)\r\n"
                + "    .navigationBarItems(trailing: EditButton())\r\n",
            expected: "let v = List {}\r\n    .navigationTitle(\"A\")\r\n    .navigationBarTitleDisplayMode(.large)\r\n"
                + "    .toolbar {\r\n        ToolbarItem(placement: .topBarTrailing) {\r\n            EditButton()\r\n"
                + "        }\r\n    }\r\n")
    }

    @Test func multibyteTextBeforeTheModifier() {
        assertRewrite(
            input: """
            let v = Text("Grüße 👋").navigationBarTitle("Grüße", displayMode: .inline).navigationBarHidden(true)
            """,
            expected: """
            let v = Text("Grüße 👋").navigationTitle("Grüße").navigationBarTitleDisplayMode(.inline).toolbar(.hidden, for: .navigationBar)
            """)
    }

    @Test func toolbarInsidePostfixIfIsASibling() {
        let input = """
        let v = Text("x")
            #if os(iOS)
            .toolbar { ToolbarItemGroup(placement: .topBarLeading) { EditButton() } }
            #endif
            .navigationBarItems(leading: addButton)
        """
        assertRewrite(input: input, expected: input, findings: ["5:5: bar-items"])
    }

    @Test func multiLineStringInsideAnItemKeepsItsValue() {
        assertRewrite(
            input: """
            let v = Text("x")
                .navigationBarItems(trailing: Text(\"\"\"
                    Two
                    lines
                    \"\"\"))
            """,
            expected: """
            let v = Text("x")
                .toolbar {
                    ToolbarItem(placement: .topBarTrailing) {
                        Text(\"\"\"
                    Two
                    lines
                    \"\"\")
                    }
                }
            """)
    }

    @Test func secondNavigationBarItemsAtTheSameEdgeIsRefused() {
        let input = """
        let v = Text("x")
            .navigationBarItems(trailing: EditButton())
            .navigationBarItems(leading: cancelButton, trailing: addButton)
        """
        assertRewrite(input: input, expected: input, findings: ["2:5: bar-items", "3:5: bar-items"])
    }

    /// Arguments SwiftUI's modifiers do not take belong to someone else's function (an app's own
    /// overload, a test library's `inspect().navigationBarHidden()`): left alone, no finding.
    @Test func callsSwiftUIDoesNotHaveAreLeftAlone() {
        let input = """
        let a = Text("x").navigationBarItems(trailing: addButton) { extra }
        let b = Text("x").navigationBarHidden(hidden: true)
        let c = Text("x").navigationBarTitle("a", "b")
        let d = try view.inspect().navigationBarHidden()
        """
        assertRewrite(input: input, expected: input, findings: [])
    }

    @Test func columnsCountUTF8BytesAfterMultibyteText() {
        let input = "let v = Text(\"héllo\").navigationBarTitle(\"a\", /* b */ displayMode: .inline)\n"
        assertRewrite(input: input, expected: input, findings: ["1:23: bar-title"])
    }
}

/// Checks that `input` migrates to `expected` with the given golden-style findings, that the
/// output re-parses cleanly, and that migrating `expected` changes nothing.
private func assertRewrite(input: String, expected: String, findings: [String] = [], label: String = "",
                           sourceLocation: SourceLocation = #_sourceLocation) {
    let result = Migrator().migrate(text: input)
    if result.output != expected {
        Issue.record("\(label) output differs:\n\(barLineDiff(expected: expected, actual: result.output))",
                     sourceLocation: sourceLocation)
    }
    #expect(result.findings.map(\.place) == findings, "\(label) findings", sourceLocation: sourceLocation)
    #expect(SyntaxCheck.firstError(in: Array(result.output.utf8)) == nil, "\(label) output does not parse",
            sourceLocation: sourceLocation)
    let again = Migrator().migrate(text: expected)
    if again.output != expected {
        Issue.record("\(label) second run changed the output:\n\(barLineDiff(expected: expected, actual: again.output))",
                     sourceLocation: sourceLocation)
    }
}

/// The lines where two texts differ, marked `-` (expected) and `+` (actual), with line
/// endings made visible.
private func barLineDiff(expected: String, actual: String) -> String {
    let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
    var report: [String] = []
    for index in 0..<max(old.count, new.count) {
        let was = index < old.count ? String(old[index]) : nil
        let now = index < new.count ? String(new[index]) : nil
        guard was != now else { continue }
        if let was { report.append("\(index + 1)- \(was.debugDescription)") }
        if let now { report.append("\(index + 1)+ \(now.debugDescription)") }
    }
    return report.joined(separator: "\n")
}
