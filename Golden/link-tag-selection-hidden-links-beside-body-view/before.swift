import SwiftUI

// Hidden links written as statements of `body` beside the view that shows the buttons setting
// their selection: that view carries their destinations. The dashboard is pushed, or the root
// of a stack, so one column.
struct HealthDashboard: View {
    @State private var selection: String? = nil

    var body: some View {
        NavigationLink(destination: Text("Blood pressure"), tag: "pressure", selection: $selection) { EmptyView() }
        NavigationLink(destination: Text("Doctors"), tag: "doctors", selection: $selection) { EmptyView() }

        VStack {
            Button("Blood pressure") { selection = "pressure" }
            Button("Doctors") { selection = "doctors" }
        }
    }
}

struct HealthRoot: View {
    var body: some View {
        NavigationView {
            HealthDashboard()
        }
    }
}
