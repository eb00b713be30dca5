// The split view is made by a factory that is not a view: a `@State` moved up there would never
// be installed by SwiftUI, so the selection would never change. Refused, saying to give the
// split view a view of its own.
import SwiftUI

struct ScreenMaker {
    var title: String

    func makeRoot() -> some View {
        NavigationView {
            RiverSidebar()
            Text(title)
        }
    }
}

struct RiverSidebar: View {
    @State private var river: String?

    var body: some View {
        List {
            NavigationLink("Rhone", tag: "rhone", selection: $river) {
                Text("The Rhone")
            }
        }
    }
}
