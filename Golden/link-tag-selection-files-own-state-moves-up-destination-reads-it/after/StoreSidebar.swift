import SwiftUI

struct StoreSidebar: View {
    @Binding var selection: String?
    @AppStorage("lastStore") private var lastStore = ""

    var body: some View {
        List(selection: $selection) {
            NavigationLink(value: "North") {
                Text("North")
            }
            NavigationLink(value: "South") {
                Text("South")
            }
            Text("Last visited: \(lastStore)")
        }
    }
}
