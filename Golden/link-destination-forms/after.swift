import SwiftUI

struct Planet: Identifiable {
    let id: Int
    var name: String
    var moons: [String]
}

struct PlanetDetail: View {
    var planet: Planet
    var showsMoons: Bool

    var body: some View {
        VStack {
            Text(planet.name)
            if showsMoons {
                Text("\(planet.moons.count) moons")
            }
        }
    }
}

struct AboutView: View {
    var body: some View {
        Text("Data from the planetary survey")
    }
}

struct PlanetsView: View {
    var planets: [Planet]

    var body: some View {
        NavigationStack {
            List {
                ForEach(planets) { planet in
                    NavigationLink {
                        PlanetDetail(planet: planet, showsMoons: true)
                    } label: {
                        Label(planet.name, systemImage: "globe")
                    }
                }
                NavigationLink { AboutView() } label: {
                    Text("About")
                }
                NavigationLink("Credits") { Text("Made with care") }
                NavigationLink {
                    PlanetDetail(
                        planet: Planet(id: 0, name: "Earth", moons: ["Moon"]),
                        showsMoons: false
                    )
                } label: {
                    Text("Home")
                        .bold()
                }
                NavigationLink("Already current") {
                    AboutView()
                }
            }
            .navigationTitle("Planets")
        }
    }
}
