import SwiftUI

struct MoonList: View {
    var planet: Planet

    var body: some View {
        List(planet.moons, id: \.self) { moon in
            NavigationLink(destination: Text(moon).font(.title)) {
                Label(moon, systemImage: "moon")
            }
        }
        .navigationTitle(planet.name)
    }
}
