import SwiftUI

struct DashboardView: View {
    var body: some View {
        NavigationView {
            List {
                Text("Overview")
                Text("Reports")
            }
            Text("Select a section")
            Text("Select a report")
            Text("Select a chart")
        }
    }
}
