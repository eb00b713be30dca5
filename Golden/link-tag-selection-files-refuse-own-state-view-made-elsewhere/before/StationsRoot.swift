// The sidebar keeps its selection in its own @State, and the app makes the sidebar in a sheet
// as well as in the split view: moving the state up into the split view would change that call
// too, so the links and the navigation view stay as they are, with findings naming the sheet.
import SwiftUI

struct StationsRoot: View {
    var body: some View {
        NavigationView {
            StationSidebar()
            Text("Pick a station")
        }
    }
}

struct StationPicker: View {
    @State private var picking = false

    var body: some View {
        Button("Stations") { picking = true }
            .sheet(isPresented: $picking) {
                StationSidebar()
            }
    }
}
