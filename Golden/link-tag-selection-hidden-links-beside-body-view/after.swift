import SwiftUI

// Hidden links written as statements of `body` beside the view that shows the buttons setting
// their selection: that view carries their destinations. The dashboard is pushed, or the root
// of a stack, so one column.
struct HealthDashboard: View {
    @State private var selection: String? = nil

    var body: some View {
        VStack {
            Button("Blood pressure") { selection = "pressure" }
            Button("Doctors") { selection = "doctors" }
        }
        .navigationDestination(isPresented: Binding(
            get: { selection == "pressure" },
            set: { if !$0, selection == "pressure" { selection = nil } }
        )) {
            Text("Blood pressure")
        }
        .navigationDestination(isPresented: Binding(
            get: { selection == "doctors" },
            set: { if !$0, selection == "doctors" { selection = nil } }
        )) {
            Text("Doctors")
        }
    }
}

struct HealthRoot: View {
    var body: some View {
        NavigationStack {
            HealthDashboard()
        }
    }
}
