import SwiftUI

struct MoonList: View {
    var planet: Planet

    var body: some View {
        List(planet.moons, id: \.self) { moon in
            NavigationLink {
                Text(moon).font(.title)
            } label: {
                Label(moon, systemImage: "moon")
            }
        }
        .navigationTitle(planet.name)
    }
}
