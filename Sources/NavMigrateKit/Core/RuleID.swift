/// Every rewrite navmigrate has, by the id that findings, JSON, `--only`/`--skip`, the
/// README's rule list and the golden case folders (`Golden/<id>-<case>`) use.
public enum RuleID: String, CaseIterable, Sendable, Codable, Comparable {
    /// `NavigationView` → `NavigationStack` / `NavigationSplitView`.
    case navigationView = "navigation-view"
    /// `.navigationViewStyle(...)` on a view that holds navigation views.
    case navigationViewStyle = "navigation-view-style"
    /// `NavigationLink(destination: View)` → `NavigationLink { View }`.
    case linkDestination = "link-destination"
    /// `NavigationLink(isActive:)` → a typed path or `navigationDestination(isPresented:)`.
    case linkIsActive = "link-is-active"
    /// `NavigationLink(tag:selection:)` → `List(selection:)` and the next column.
    case linkTagSelection = "link-tag-selection"
    /// `.navigationBarTitle` → `.navigationTitle`.
    case barTitle = "bar-title"
    /// `.navigationBarItems` → `.toolbar`.
    case barItems = "bar-items"
    /// `.navigationBarHidden` → `.toolbar(_:for: .navigationBar)`.
    case barHidden = "bar-hidden"
    /// `@Environment(\.presentationMode)` → `@Environment(\.dismiss)`.
    case presentationMode = "presentation-mode"
    /// `ToolbarItem(placement: .navigationBarLeading)` → `.topBarLeading`.
    case toolbarPlacement = "toolbar-placement"

    public static func < (lhs: RuleID, rhs: RuleID) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }

    /// The rule whose id starts `name` (a golden case folder, say), the longest one when
    /// several do: `navigation-view-style-kept` is `navigation-view-style`.
    public static func prefixing(_ name: String) -> RuleID? {
        allCases.filter { name == $0.rawValue || name.hasPrefix($0.rawValue + "-") }
            .max { $0.rawValue.count < $1.rawValue.count }
    }
}

/// What can go wrong with a file as a whole, outside any rule: the ids of those findings.
public enum FileProblem: String, CaseIterable, Sendable, Codable {
    case notUTF8 = "not-utf8"
    case syntaxError = "syntax-error"
    /// Two rules' edits could not be combined; never expected on real code.
    case internalOverlap = "internal-overlap"
    /// The output would not parse, so nothing is written.
    case rewriteBrokeSyntax = "rewrite-broke-syntax"
    case readFailed = "read-failed"
    case writeFailed = "write-failed"
    case changedOnDisk = "changed-on-disk"
    case symlinkSkipped = "symlink-skipped"
    /// No target of the Xcode project above the file compiles it; it is left as it is.
    case notBuilt = "not-built"
    case deploymentTarget = "deployment-target"
    case dirtyFile = "dirty-file"
    case dirtyUnknown = "dirty-unknown"
    /// A file of a change set is left unchanged because another file of the set cannot be
    /// migrated.
    case changeSetRefused = "change-set-refused"
    /// Not a problem: code for older systems (an availability check's fallback) holds sites
    /// that are left as they are.
    case olderSystemsCode = "older-systems-code"
    /// A `// navmigrate:ignore` comment names a rule that does not exist.
    case ignoreComment = "ignore-comment"
    /// The file has no write permission for us; `--write` leaves it unless `--write-read-only`.
    case readOnly = "read-only"
    /// The file's changes need those of other files (its change set), one of which cannot be
    /// written or is not in the run, so none of them is written.
    case changeSet = "change-set"
    /// Not a problem: the id `--format sarif` and `--format github` give each change a dry
    /// run would make, so code scanning shows where the deprecated code is.
    case wouldChange = "would-change"
}

/// What a rule did in a file or a run: its sites migrated, by what they became, and its sites
/// left as they are, by why.
public struct RuleTally: Sendable, Codable, Equatable {
    /// Sites migrated, by what they became (`stack`, `split view`, `typed path`, ...).
    public var migrated: [String: Int] = [:]
    /// Sites the rule refused, each with a finding.
    public var refused = 0
    /// Sites left as they are because a site they go with was refused (a view's other links).
    public var leftWithOthers = 0
    /// Sites kept by `// navmigrate:ignore` or an availability check.
    public var kept = 0
    /// Sites left as they are because a site they go with is not migrated in this run at all
    /// (its rule left out by `--only`/`--skip`, its file not planned), though nothing refused it.
    public var leftOut = 0

    public init() {}

    public var isEmpty: Bool { migrated.isEmpty && refused == 0 && leftWithOthers == 0 && kept == 0 && leftOut == 0 }

    /// What a site becomes when the change only deletes code (an unused `presentationMode`
    /// property): it writes no API of any release.
    public static let removedUnused = "unused property removed"
    /// A programmatic link whose flag or selection only drove it, become a plain link
    /// (`NavigationLink { ... } label: { ... }`, as old as `NavigationView`).
    public static let plainLinkOfFlag = "plain link (its flag only drove it)"
    public static let plainLinkOfSelection = "plain link (selection only drove the links)"
    /// A navigation view pushed onto another stack, its content left in its place.
    public static let unwrappedNavigationView = "navigation view removed (pushed onto another stack)"
    /// Bar modifiers that go without a replacement.
    public static let removedEmptyBarItems = "removed (only EmptyView items)"
    public static let removedRepeatedBarHidden = "repeat removed (its navigation view goes, and its content hides the bar the same way)"

    /// What sites become that writes no API newer than the deprecated code it replaces: a
    /// deployment target that lacks the rule's usual output does not hold such a change back.
    public static let writingNoNewerAPI: Set<String> = [
        removedUnused, plainLinkOfFlag, plainLinkOfSelection, unwrappedNavigationView, removedEmptyBarItems, removedRepeatedBarHidden,
    ]

    /// Whether the sites migrated write API the deprecated code did not use (rather than only
    /// delete code or write a plain link).
    public var writesAPI: Bool { migrated.keys.contains { !Self.writingNoNewerAPI.contains($0) } }

    public mutating func add(_ other: RuleTally) {
        migrated.merge(other.migrated, uniquingKeysWith: +)
        refused += other.refused
        leftWithOthers += other.leftWithOthers
        kept += other.kept
        leftOut += other.leftOut
    }
}
