// A destination reads a computed property and a method of the sidebar view: in the split
// view's detail column neither exists, so the links and the navigation view stay, with a
// finding that names the member.
import SwiftUI

struct ParksRoot: View {
    @State private var park: String?

    var body: some View {
        NavigationView {
            ParkSidebar(park: $park)
            Text("Pick a park")
        }
    }
}

struct ParkSidebar: View {
    @Binding var park: String?

    var region: String { "Alps" }

    func caption(_ name: String) -> String { "\(name), \(region)" }

    var body: some View {
        List {
            NavigationLink("Ecrins", tag: "ecrins", selection: $park) {
                Text(caption("Ecrins"))
            }
        }
    }
}
