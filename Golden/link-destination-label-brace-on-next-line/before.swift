import SwiftUI

struct AlertsPage: View {
    var body: some View {
        List {
            NavigationLink(destination:
                            Text("Details"))
            {
                Text("Details")
            }
            NavigationLink(destination: Text("More"))
            {
                Text("More")
            }
            NavigationLink(destination: Text("Kept")) // a comment between keeps the line
            {
                Text("Kept")
            }
        }
    }
}
