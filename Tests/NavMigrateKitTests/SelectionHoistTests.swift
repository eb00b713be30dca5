import Testing
@testable import NavMigrateKit

/// Interactions of the `tag:selection:` rewrite that golden cases do not show on their own.
@Suite struct SelectionHoistTests {
    /// Rows of two `ForEach` that show the same destination share one branch of the detail;
    /// the other rewrites' edits inside the destination that is dropped must not conflict.
    @Test func editsInsideMergedDestinationsDoNotConflict() {
        let input = """
            import SwiftUI

            struct Stations: View {
                var nearby: [Station]
                var saved: [Station]
                @State private var selection: Station?

                var body: some View {
                    NavigationView {
                        List {
                            ForEach(nearby) { station in
                                NavigationLink(station.name, tag: station, selection: $selection) {
                                    StationDetail(station: station)
                                        .navigationBarTitle(station.name)
                                }
                            }
                            ForEach(saved) { station in
                                NavigationLink(station.name, tag: station, selection: $selection) {
                                    StationDetail(station: station)
                                        .navigationBarTitle(station.name)
                                }
                            }
                        }
                        Text("Select a station")
                    }
                }
            }
            """
        let expected = """
            import SwiftUI

            struct Stations: View {
                var nearby: [Station]
                var saved: [Station]
                @State private var selection: Station?

                var body: some View {
                    NavigationSplitView {
                        List(selection: $selection) {
                            ForEach(nearby) { station in
                                NavigationLink(station.name, value: station)
                            }
                            ForEach(saved) { station in
                                NavigationLink(station.name, value: station)
                            }
                        }
                    } detail: {
                        if let station = selection {
                            StationDetail(station: station)
                                .navigationTitle(station.name)
                        } else {
                            Text("Select a station")
                        }
                    }
                }
            }
            """
        let result = Migrator().migrate(text: input)
        #expect(result.findings.isEmpty, "\(result.findings.map { $0.formatted(path: "input") })")
        #expect(result.output == expected, "\(lineDiff(expected: expected, actual: result.output))")
    }

    @Test func reindentSeesCRLFLineBreaks() {
        #expect(reindentLines("a {\r\n        b\r\n    }", from: "    ", to: "\t") == "a {\r\n\t    b\r\n\t}")
    }
}
