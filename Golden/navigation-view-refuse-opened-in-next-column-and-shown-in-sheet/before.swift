import SwiftUI

// The sidebar's link opens `AboutPane` in the next column, where the split view's column
// gives it a bar, and a sheet shows it too, where it needs a navigation view of its own: the
// finding says how to split it. The sidebar's navigation view becomes a split view.
struct Menu: View {
    var body: some View {
        NavigationView {
            List {
                NavigationLink(destination: AboutPane()) {
                    Text("About")
                }
            }
            Text("Welcome")
        }
    }
}

struct AboutPane: View {
    var body: some View {
        NavigationView {
            Text("Version 1")
                .navigationTitle("About")
        }
    }
}

// Pushed and shown in a sheet, with its own bar hidden: the finding names that too.
struct Promo: View {
    var body: some View {
        NavigationView {
            Text("Upgrade")
                .navigationBarHidden(true)
        }
    }
}

struct Home: View {
    @State private var showsAbout = false
    @State private var showsPromo = false

    var body: some View {
        NavigationStack {
            VStack {
                NavigationLink("Promo") { Promo() }
                Button("About") { showsAbout = true }
                Button("Promo") { showsPromo = true }
            }
            .sheet(isPresented: $showsAbout) { AboutPane() }
            .sheet(isPresented: $showsPromo) { Promo() }
        }
    }
}
