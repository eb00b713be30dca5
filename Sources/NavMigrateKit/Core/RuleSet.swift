/// The rules a run applies: all of them, or those `--only` and `--skip` leave.
public struct RuleSet: Sendable {
    let rules: [any Rule]
    /// Every trigger of every rule, in the smallest set a search needs.
    let searchedTriggers: [[UInt8]]
    /// The calls the rules read from the index.
    let calls: Set<String>

    /// Every rule navmigrate has, in the order they plan. A new rule adds its line here.
    static let registry: [any Rule] = [
        MigrateNavigationView(),
        RemoveNavigationViewStyle(),
        PassDestinationAsClosure(),
        MigrateIsActiveLinks(),
        HoistSelectionIntoList(),
        MigrateBarTitle(),
        MigrateBarItems(),
        MigrateBarHidden(),
        MigratePresentationMode(),
        MigrateEnvironmentValuesPresentationMode(),
        MigrateToolbarPlacement(),
    ]

    public static let all = RuleSet(ids: Set(RuleID.allCases))

    /// The rules with these ids, in registry order.
    public init(ids: Set<RuleID>) {
        rules = Self.registry.filter { ids.contains($0.id) }
        searchedTriggers = TriggerMentions.minimal(rules.flatMap { type(of: $0).triggers })
        calls = rules.reduce(into: Set<String>()) { $0.formUnion(type(of: $1).calls) }
    }

    /// `--only` (nil: every rule) less `--skip`.
    public init(only: Set<RuleID>?, skip: Set<RuleID>) {
        self.init(ids: (only ?? Set(RuleID.allCases)).subtracting(skip))
    }

    public var ids: [RuleID] { rules.map(\.id) }

    /// Whether a file's bytes hold a trigger of some rule: the test that lets most files skip
    /// parsing.
    public func mayApply(to bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { buffer in searchedTriggers.contains { buffer.containsBytes($0) } }
    }

    /// The triggers of one rule, for tests and the README.
    public static func triggers(of id: RuleID) -> [String] {
        registry.first { $0.id == id }.map { type(of: $0).triggers } ?? []
    }
}
