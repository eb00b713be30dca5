import SwiftUI

// The navigation view shows `PlanRow` through a local value (`let rows = ...`), read after it
// with a modifier: the row's link, refused for its own reason (its flag starts `true`), holds
// the navigation view back, as it would written inline.
struct PlanRow: View {
    @State private var opensPlan = true

    var body: some View {
        NavigationLink(destination: Text("Plan"), isActive: $opensPlan) {
            Text("Plan")
        }
    }
}

struct Planner: View {
    var body: some View {
        let rows = List {
            PlanRow()
        }
        return NavigationView {
            rows
                .navigationTitle("Plans")
        }
    }
}
