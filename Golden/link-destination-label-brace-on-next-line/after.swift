import SwiftUI

struct AlertsPage: View {
    var body: some View {
        List {
            NavigationLink {
                Text("Details")
            } label: {
                Text("Details")
            }
            NavigationLink {
                Text("More")
            } label: {
                Text("More")
            }
            NavigationLink {
                Text("Kept")
            } label: // a comment between keeps the line
            {
                Text("Kept")
            }
        }
    }
}
