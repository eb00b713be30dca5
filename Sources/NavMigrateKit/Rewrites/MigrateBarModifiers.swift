/// Placeholder: the navigation-bar modifier rewrite lands here.
func planBarModifiers(in context: FileContext) -> [Plan] { [] }
