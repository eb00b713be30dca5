// The sidebar pane keeps the selection as its own state and hands it to the list below it:
// the split view's detail column could not read it, so the links, and the navigation view
// that shows them, stay as they are, with a finding that names the pane.
import SwiftUI

struct Place: Identifiable, Hashable {
    let id: Int
    var name: String
}

struct PlacesSplitView: View {
    var places: [Place]

    var body: some View {
        NavigationView {
            PlacesPane(places: places)
            Text("Pick a place")
        }
    }
}
