/// Runs every rewrite's planner over one file and gathers their edits and findings.
///
/// Each planner returns one all-or-nothing `Plan` per site (a container, a view, a modifier);
/// a plan that touches a site the user marked `// navmigrate:ignore` is dropped whole.
func planMigration(in context: FileContext, options: MigrationOptions) -> Plan {
    var sites: [Plan] = []
    sites += planBarModifiers(in: context)
    var result = Plan()
    for site in sites { result.merge(site) }
    return result
}
