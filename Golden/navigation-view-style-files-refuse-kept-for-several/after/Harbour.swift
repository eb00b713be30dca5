import SwiftUI

struct Harbour: View {
    var body: some View {
        TabView {
            Docks()
                .tabItem { Label("Docks", systemImage: "ferry") }
            Lighthouse()
                .tabItem { Label("Lighthouse", systemImage: "light.beacon.max") }
            Moorings()
                .tabItem { Label("Moorings", systemImage: "sailboat") }
            Boathouse()
                .tabItem { Label("Boathouse", systemImage: "house") }
        }
        .navigationViewStyle(.stack)
    }
}
