import SwiftUI

struct Docks: View {
    var body: some View {
        NavigationView {
            NavigationLink(destination: Text("Crane"), isActive: .constant(false)) {
                Text("Crane")
            }
        }
    }
}

struct Lighthouse: View {
    var body: some View {
        NavigationView {
            NavigationLink(destination: Text("Lamp"), isActive: .constant(true)) {
                Text("Lamp")
            }
        }
    }
}

struct Moorings: View {
    var body: some View {
        NavigationStack {
            Text("Buoys")
                .navigationTitle("Moorings")
        }
    }
}

struct Boathouse: View {
    var body: some View {
        NavigationView {
            NavigationLink(destination: Text("Oars"), isActive: .constant(false)) {
                Text("Oars")
            }
        }
    }
}
