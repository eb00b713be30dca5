import SwiftUI

// `Welcome` pushes `Home`, declared in Home.swift. `Home`'s hidden link is refused,
// which keeps its navigation view; this one becomes a stack all the same, and the
// finding at `Home`'s navigation view names this file and says it nests here.
struct Welcome: View {
    @State private var started = false

    var body: some View {
        NavigationView {
            VStack {
                NavigationLink(destination: Home(), isActive: $started) { EmptyView() }
                Button("Start") { started = true }
            }
        }
        .navigationViewStyle(.stack)
    }
}
