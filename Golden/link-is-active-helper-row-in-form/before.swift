import SwiftUI

// The hidden link sits in a row that a helper property gives the `Form`: its destination goes
// on the `Form`, outside the lazy container, as it would if the row were written in `body`.
struct ZonesView: View {
    @State private var isShowingAllZones = false

    var body: some View {
        NavigationView {
            Form { zoneCards }
                .navigationTitle("Zones")
        }
    }

    @ViewBuilder private var zoneCards: some View {
        Section {
            Text("Home")
                .background(
                    NavigationLink(isActive: $isShowingAllZones) { Text("All zones") } label: { EmptyView() }
                        .opacity(0)
                )
        } header: {
            Button("Show all") { isShowingAllZones = true }
        }
    }
}
