// A refused `isActive:` link holds back the navigation view that shows it, written there
// (`Home`) or in a view it shows (`Hall`), and no other: the navigation view of plain links in
// the other branch of the body migrates. The one held back names its own link.
import SwiftUI

struct Home: View {
    @Environment(\.horizontalSizeClass) var sizeClass
    @State private var showRooms = true

    var body: some View {
        if sizeClass == .compact {
            NavigationStack {
                List {
                    NavigationLink("Rooms") { Rooms() }
                }
                .navigationTitle("Home")
            }
        } else {
            NavigationView {
                List {
                    NavigationLink("Rooms", destination: Rooms(), isActive: $showRooms)
                }
            }
            .navigationViewStyle(.stack)
        }
    }
}

struct Lobby: View {
    @Environment(\.horizontalSizeClass) var sizeClass

    var body: some View {
        if sizeClass == .compact {
            NavigationStack {
                List {
                    NavigationLink("Rooms") { Rooms() }
                }
            }
        } else {
            NavigationView {
                Hall()
            }
            .navigationViewStyle(.stack)
        }
    }
}

struct Hall: View {
    @State private var showRooms = true

    var body: some View {
        List {
            NavigationLink("Rooms", destination: Rooms(), isActive: $showRooms)
        }
    }
}

struct Rooms: View {
    var body: some View {
        Text("Rooms")
    }
}
