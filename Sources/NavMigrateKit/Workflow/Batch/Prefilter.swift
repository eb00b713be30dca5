/// The byte test that lets most files skip parsing: every rule starts from one of its
/// triggers (`NavigationLink`, `navigationBarTitle`, `presentationMode`, ...), so a file
/// with none needs no parse.
public enum Prefilter {
    /// Whether the file may contain something for one of the rules to migrate.
    public static func mayNeedMigration(_ bytes: [UInt8], rules: RuleSet = .all) -> Bool {
        rules.mayApply(to: bytes)
    }
}
