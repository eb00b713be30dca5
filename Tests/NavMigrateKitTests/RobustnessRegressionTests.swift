import Testing
@testable import NavMigrateKit

/// Reduced inputs that once broke a robustness property, each named for what broke.
@Suite struct RobustnessRegressionTests {
    /// Reduced from `link-is-active-link-in-child-list/before.swift randomBytes@606`: `flag \u{FFFD}= true`
    /// made swift-syntax's diagnostics generator build a Fix-It with no changes and trap,
    /// killing the process, while navmigrate only wanted to know where the error was.
    @Test func replacementCharacterBeforeEqualsIsRefusedNotACrash() {
        let input = """
            struct Cart: View {
                @State private var isShowingStats = false
                var body: some View {
                    Button("Stats") { isShowingStats \u{FFFD}= true }
                }
            }

            """
        let result = Migrator().migrate(Array(input.utf8))
        #expect(result.status == .refused)
        #expect(result.output == Array(input.utf8))
        #expect(result.findings.map(\.place) == ["4:42: syntax-error"])
        #expect(SyntaxCheck.firstError(in: Array("x \u{FFFD}= 1\n".utf8)) == "1:3: invalid character")
        // The same bytes with the character broken: not UTF-8, so refused before parsing.
        #expect(SyntaxCheck.firstError(in: Array("x ".utf8) + [0xE2, 0x3D] + Array(" 1\n".utf8)) != nil)
    }

    /// NetNewsWire writes `@Environment (\.presentationMode)`: swift-syntax flags the space as an
    /// error (the Swift 6 rule), swiftc in the Swift 5 mode only warns, so the file is migrated.
    @Test func whitespaceInAnAttributeIsNotASyntaxError() {
        #expect(SyntaxCheck.firstError(in: Array("@Environment (\\.dismiss) var dismiss\n".utf8)) == nil)
        #expect(SyntaxCheck.firstError(in: Array("@ MainActor struct A {}\n".utf8)) == nil)
        // Other errors after it are still found.
        #expect(SyntaxCheck.firstError(in: Array("@Environment (\\.dismiss) var dismiss\nlet x = = 1\n".utf8)) != nil)
        // `# if` stays an error: swiftc rejects it in every language mode.
        #expect(SyntaxCheck.firstError(in: Array("# warning(\"x\")\n".utf8)) != nil)
    }

    /// Reduced from `link-destination-forms/before.swift crlfLineEndings`: a
    /// multi-line destination was split into lines at `\n` only (in a `String`, `"\r\n"` is one
    /// character), so with CRLF it stayed on the link's line, and with `\r` endings too.
    @Test func multilineDestinationIsLaidOutWithAnyLineEnding() {
        assertMigratesWithEveryLineEnding(
            input: """
                struct Planets: View {
                    var body: some View {
                        List {
                            NavigationLink(destination: PlanetDetail(
                                name: "Earth",
                                moons: 1
                            )) {
                                Text("Earth")
                            }
                        }
                    }
                }

                """,
            expected: """
                struct Planets: View {
                    var body: some View {
                        List {
                            NavigationLink {
                                PlanetDetail(
                                    name: "Earth",
                                    moons: 1
                                )
                            } label: {
                                Text("Earth")
                            }
                        }
                    }
                }

                """)
    }

    /// Reduced from `link-is-active-single-link-plain/before.swift crlfLineEndings` (blank line kept
    /// after a removed flag: `"{\r\n"` never ended with `{`) and `crLineEndings` (the removed
    /// style's line break was looked for as `\n`, and new lines were written with `\n`).
    @Test func removedMemberAndModifierTakeTheirLinesWithAnyLineEnding() {
        assertMigratesWithEveryLineEnding(
            input: """
                struct SettingsHome: View {
                    @State private var isShowingAbout = false

                    var body: some View {
                        NavigationView {
                            NavigationLink(destination: AboutView(), isActive: $isShowingAbout) {
                                Text("About")
                            }
                        }
                        .navigationViewStyle(.stack)
                    }
                }

                """,
            expected: """
                struct SettingsHome: View {
                    var body: some View {
                        NavigationStack {
                            NavigationLink { AboutView() } label: {
                                Text("About")
                            }
                        }
                    }
                }

                """)
    }

    /// Reduced from `link-is-active-refuse-initially-true/before.swift` run with `annotateRefusals`: the
    /// second run added every TODO again, because a reason that names another site by line
    /// ("its link at 5:5") changed once the first run's TODOs had moved that site down.
    @Test func refusalAnnotationsAreAddedOnce() {
        let input = """
            struct FirstRun: View {
                @State private var isShowingTutorial = true
                @State private var isShowingLibrary = false
                var body: some View {
                    NavigationView {
                        VStack {
                            NavigationLink("Tutorial", isActive: $isShowingTutorial) { Tutorial() }
                            NavigationLink("Library", isActive: $isShowingLibrary) { Library() }
                        }
                    }
                }
            }

            """
        let migrator = Migrator(options: MigrationOptions(annotateRefusals: true))
        let (first, violations) = MigrationProperties(migrator: migrator).check(Array(input.utf8))
        report(violations, "annotated refusals")
        #expect(first.status == .changed)
        let todos = String(decoding: first.output, as: UTF8.self).components(separatedBy: "// TODO(navmigrate):").count - 1
        // The refused link (its flag starts `true`), the link held back with it, the navigation view.
        #expect(todos == 3)
        // Each TODO that names the refused link names its line in the output: the TODOs above
        // it have moved it down.
        let lines = String(decoding: first.output, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        let linkIndex = lines.firstIndex { $0.contains("NavigationLink(\"Tutorial\"") } ?? -1
        let linkColumn = linkIndex < 0 ? 0 : lines[linkIndex].prefix { $0 == " " }.count + 1
        let quoted = lines.filter { $0.contains("// TODO(navmigrate):") && $0.contains("see ") }
        #expect(!quoted.isEmpty)
        #expect(quoted.allSatisfy { $0.contains("see \(linkIndex + 1):\(linkColumn))") }, "\(quoted) should name line \(linkIndex + 1)")
    }

    /// Found with `randomBytes` mutations that inserted a `\r`: the not-UTF-8 finding counted
    /// lines at `\n` only, so it named a line and column past the end of its line.
    @Test func notUTF8FindingCountsEveryKindOfLineBreak() {
        let bytes = Array("let a = 1\rlet b = 2\r\nlet c = \"".utf8) + [0xFF] + Array("\"\n".utf8)
        let result = Migrator().migrate(bytes)
        #expect(result.status == .failed)
        #expect(result.findings.map(\.place) == ["3:10: not-utf8"])
    }
}

/// Migrates `input` with `\n`, `\r\n` and `\r` line endings: each must give `expected` with the
/// same line endings, and keep every robustness property.
private func assertMigratesWithEveryLineEnding(input: String, expected: String,
                                               sourceLocation: SourceLocation = #_sourceLocation) {
    let properties = MigrationProperties(migrator: Migrator())
    for (name, ending) in [("\\n", [UInt8(10)]), ("\\r\\n", [13, 10]), ("\\r", [13])] {
        let source = withLineEndings(Array(input.utf8), ending)
        let wanted = withLineEndings(Array(expected.utf8), ending)
        let (result, violations) = properties.check(source)
        report(violations, "\(name) line endings", sourceLocation: sourceLocation)
        if result.output != wanted {
            Issue.record("""
                with \(name) line endings the output differs:
                \(lineDiff(expected: showingLineBreaks(wanted), actual: showingLineBreaks(result.output)))
                """, sourceLocation: sourceLocation)
        }
    }
}
