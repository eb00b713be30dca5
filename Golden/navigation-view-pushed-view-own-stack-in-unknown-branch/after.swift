import SwiftUI

struct Greenhouse: View {
    let season: String?

    var body: some View {
        NavigationStack {
            NavigationLink { Planter(season: season) } label: { Text("Plant") }
        }
    }
}

// The planter has a navigation view of its own only without a season; which branch the push
// takes depends on a value navmigrate cannot see, so the stack stays and a note names the push.
struct Planter: View {
    let season: String?

    var body: some View {
        if season == nil {
            NavigationStack { Text("Pick a season") }
        } else {
            Text("Planter")
        }
    }
}
