/// Runs every rewrite's planner over one file and gathers their edits and findings.
func planMigration(in context: FileContext, options: MigrationOptions) -> Plan {
    Plan()
}
