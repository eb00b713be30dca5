import SwiftUI

// The hidden link sits in a row that a helper property gives the `Form`: its destination goes
// on the `Form`, outside the lazy container, as it would if the row were written in `body`.
struct ZonesView: View {
    @State private var isShowingAllZones = false

    var body: some View {
        NavigationStack {
            Form { zoneCards }
                .navigationTitle("Zones")
                .navigationDestination(isPresented: $isShowingAllZones) {
                    Text("All zones")
                }
        }
    }

    @ViewBuilder private var zoneCards: some View {
        Section {
            Text("Home")
        } header: {
            Button("Show all") { isShowingAllZones = true }
        }
    }
}
