/// One line per finding id, for SARIF's `rules[].shortDescription`. Ids without a line here
/// fall back to the id itself, so a rule added elsewhere never breaks the report.
public enum RuleDescriptions {
    static let rules: [RuleID: String] = [
        .navigationView: "NavigationView becomes NavigationStack or NavigationSplitView",
        .navigationViewStyle: "navigationViewStyle is removed with the NavigationView it configures",
        .linkDestination: "NavigationLink(destination:) passes its destination as a closure",
        .linkIsActive: "NavigationLink(isActive:) becomes a typed path or navigationDestination(isPresented:)",
        .linkTagSelection: "NavigationLink(tag:selection:) becomes List(selection:) and the next column",
        .barTitle: "navigationBarTitle becomes navigationTitle",
        .barItems: "navigationBarItems becomes toolbar",
        .barHidden: "navigationBarHidden becomes toolbar(_:for: .navigationBar)",
        .presentationMode: "Environment presentationMode becomes dismiss",
        .toolbarPlacement: "navigationBarLeading/Trailing placements become topBarLeading/Trailing",
    ]

    static let problems: [FileProblem: String] = [
        .notUTF8: "The file is not valid UTF-8",
        .syntaxError: "The file has a syntax error and is left unchanged",
        .internalOverlap: "Two rewrites conflicted; the file is left unchanged",
        .rewriteBrokeSyntax: "The rewrite would break the syntax; the file is left unchanged",
        .readFailed: "The file could not be read",
        .writeFailed: "The file could not be written",
        .changedOnDisk: "The file changed on disk after navmigrate read it",
        .symlinkSkipped: "A symlinked file is never written through",
        .notBuilt: "No target of the Xcode project compiles the file, so it is left as it is",
        .deploymentTarget: "The project targets a release older than NavigationStack",
        .dirtyFile: "The file has uncommitted changes and is not written",
        .dirtyUnknown: "git could not say whether the file has uncommitted changes",
        .readOnly: "The file is read-only and is not written",
        .changeSet: "The file changes together with files that cannot be written, so none of them is written",
        .wouldChange: "Deprecated navigation code that navmigrate rewrites",
    ]

    /// The description of a rule or file-problem id.
    public static func text(for id: String) -> String {
        if let rule = RuleID(rawValue: id), let text = rules[rule] { return text }
        if let problem = FileProblem(rawValue: id), let text = problems[problem] { return text }
        return id
    }

    /// Every id a finding can carry: the rules, then the file problems.
    public static var allIDs: [String] {
        RuleID.allCases.map(\.rawValue) + FileProblem.allCases.map(\.rawValue)
    }
}
