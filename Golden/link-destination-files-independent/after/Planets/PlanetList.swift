import SwiftUI

struct Planet: Identifiable {
    let id: Int
    var name: String
    var moons: [String]
}

struct PlanetList: View {
    var planets: [Planet]

    var body: some View {
        NavigationStack {
            List(planets) { planet in
                NavigationLink(planet.name) { MoonList(planet: planet) }
            }
        }
    }
}
