import SwiftUI

// Pushed by `.navigate`, which hides the bar of the stack it pushes onto: the bar that shows is
// this navigation view's own, so it stays, with a finding.
struct Portfolio: View {
    var body: some View {
        NavigationView {
            List {
                Text("Work")
            }
            .navigationTitle("Portfolio")
        }
        .navigationViewStyle(.stack)
    }
}

// Pushed by `.push`, onto the stack that modifier makes: a stack here would sit inside that one,
// so its navigation view goes and its content stands in its place.
struct Gallery: View {
    var body: some View {
        NavigationView {
            List {
                Text("Photo")
            }
            .navigationTitle("Gallery")
        }
        .navigationViewStyle(.stack)
    }
}
