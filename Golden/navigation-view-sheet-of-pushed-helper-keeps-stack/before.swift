import SwiftUI

// A view presented in a sheet of a helper that a link pushes is presented, not pushed: its
// navigation view becomes a stack, and is not removed as if it sat inside the pushing stack.

struct Library: View {
    var body: some View {
        NavigationView {
            Shelf()
        }
        .navigationViewStyle(.stack)
    }
}

struct Shelf: View {
    @State private var editing = false

    var body: some View {
        NavigationLink(destination: tracks) { Text("Tracks") }
    }

    private var tracks: some View {
        List {
            Button("Edit") { editing = true }
        }
        .sheet(isPresented: $editing) { ShelfEditor() }
    }
}

struct ShelfEditor: View {
    var body: some View {
        NavigationView {
            Text("Editor")
        }
        .navigationViewStyle(.stack)
    }
}
