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
        NavigationView {
            List {
                ForEach(planets) { planet in
                    NavigationLink(destination: PlanetDetail(planet: planet, showsMoons: true)) {
                        Label(planet.name, systemImage: "globe")
                    }
                }
                NavigationLink(destination: AboutView(), label: {
                    Text("About")
                })
                NavigationLink("Credits", destination: Text("Made with care"))
                NavigationLink(
                    destination: PlanetDetail(
                        planet: Planet(id: 0, name: "Earth", moons: ["Moon"]),
                        showsMoons: false
                    )
                ) {
                    Text("Home")
                        .bold()
                }
                NavigationLink("Already current") {
                    AboutView()
                }
            }
            .navigationTitle("Planets")
        }
        .navigationViewStyle(.stack)
    }
}
