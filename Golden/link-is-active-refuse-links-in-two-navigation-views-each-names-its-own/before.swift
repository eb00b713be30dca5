// A view's `isActive:` links in two navigation views, one in each branch of its body, stand or
// fall together; one is refused (its flag starts `true`). Each navigation view stays with them,
// and names the link it holds, not one in the other.
import SwiftUI

struct Home: View {
    @Environment(\.horizontalSizeClass) var sizeClass
    @State private var showRooms = false
    @State private var showHall = true

    var body: some View {
        if sizeClass == .compact {
            NavigationView {
                List {
                    NavigationLink("Rooms", destination: Rooms(), isActive: $showRooms)
                }
            }
            .navigationViewStyle(.stack)
        } else {
            NavigationView {
                List {
                    NavigationLink("Hall", destination: Rooms(), isActive: $showHall)
                }
            }
            .navigationViewStyle(.stack)
        }
    }
}

struct Rooms: View {
    var body: some View {
        Text("Rooms")
    }
}
