import SwiftUI

// A `View` extension function that wraps its view in a navigation view, and a caller that
// gives it the column style on the function's result. Migrated alone, the navigation view
// would become a `NavigationStack` and the style would go as styling nothing: two columns
// lost. The style is refused, and the wrapper's navigation view stays with it.
extension View {
    func inPlannerNavigation() -> some View {
        NavigationView { self }
    }
}

struct PlannerWindow: View {
    var body: some View {
        Group {
            List { Text("Week") }
            Text("Pick a day")
        }
        .inPlannerNavigation()
        .navigationViewStyle(.columns)
    }
}
