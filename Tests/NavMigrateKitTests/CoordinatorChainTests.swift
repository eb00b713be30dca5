import Testing
@testable import NavMigrateKit

/// Sites left for one another's sake in a chain: each names the site it waits for and, where
/// that site is itself left for another, the refused site at the end of the chain.
@Suite struct CoordinatorChainTests {
    private func place(_ line: Int) -> SiteRecord.Place {
        SiteRecord.Place(range: (line * 100)..<(line * 100 + 10), line: line, column: 5, isKept: false)
    }

    /// A record at `line` of rule `rule`, needing the records at `needs` (one way).
    private func record(_ line: Int, _ rule: RuleID, needs: [(Int, RuleID)] = [], refused: String? = nil,
                        kept: Bool = false) -> SiteRecord {
        let start: SiteRecord.Start = if let refused { .refused(message: refused, at: place(line)) }
            else if kept { .kept(touching: nil) } else { .planned(Plan()) }
        return SiteRecord(key: SiteKey(file: "A.swift", rule: rule, offset: line * 100), shownPath: "A.swift",
                          node: place(line), members: [place(line)], requires: [], isMutual: false, platforms: nil,
                          requiresOneWay: needs.map { SiteKey(file: "A.swift", rule: $0.1, offset: $0.0 * 100) },
                          start: start)
    }

    private func messages(_ records: [SiteRecord]) -> [String] {
        let states = Coordinator.states(of: records)
        return Coordinator.plan(of: records, states: states).findings.map { "\($0.line): \($0.message)" }
    }

    @Test func aThreeHopChainNamesItsEnd() {
        let found = messages([
            record(1, .navigationViewStyle, needs: [(2, .navigationView)]),
            record(2, .navigationView, needs: [(3, .linkIsActive)]),
            record(3, .linkIsActive, needs: [(4, .navigationView)]),
            record(4, .navigationView, refused: "style chosen at runtime"),
        ])
        // The style names the navigation view it waits for, and the refused site three hops on.
        #expect(found.contains { $0.hasPrefix("1: ") && $0.hasSuffix("2:5 is itself left as it is for the refused site at 4:5") })
        // The navigation view names the link, and the end past it.
        #expect(found.contains { $0.hasPrefix("2: ") && $0.hasSuffix("3:5 is itself left as it is for the refused site at 4:5") })
        // The link waits for the refused site itself: nothing more to name.
        #expect(found.contains { $0.hasPrefix("3: ") && !$0.contains("is itself left") })
        #expect(found.contains("4: style chosen at runtime"))
    }

    @Test func aChainEndingInKeptCodeDoesNotCallItRefused() {
        let found = messages([
            record(1, .linkIsActive, needs: [(2, .navigationView)]),
            record(2, .navigationView, needs: [(3, .linkIsActive)]),
            record(3, .linkIsActive, kept: true),
        ])
        #expect(found.contains { $0.hasPrefix("1: ") && $0.hasSuffix("2:5 is itself left as it is for the site at 3:5") })
    }

    /// A site that others need one way from its side (`SiteShape.requiredBy`): refused, it
    /// keeps them; they refused, it still migrates.
    @Test func aSiteRequiredByOthersKeepsThemButDoesNotWaitForThem() {
        func links(refused: String?) -> SiteRecord {
            var links = record(1, .linkTagSelection, refused: refused)
            links.requiredBy = [SiteKey(file: "A.swift", rule: .navigationView, offset: 200),
                                SiteKey(file: "A.swift", rule: .navigationView, offset: 300)]
            return links
        }
        let refusedLinks = [links(refused: "selection read elsewhere"), record(2, .navigationView), record(3, .navigationView)]
        let held = Coordinator.states(of: refusedLinks)
        #expect(held[0] == .refused)
        #expect(!held[1].isPlanned && !held[2].isPlanned)
        let refusedContainer = [links(refused: nil), record(2, .navigationView, refused: "one child is a sidebar list"),
                                record(3, .navigationView)]
        let migrated = Coordinator.states(of: refusedContainer)
        #expect(migrated[0].isPlanned)
        #expect(migrated[1] == .refused)
        #expect(migrated[2].isPlanned)
    }
}
