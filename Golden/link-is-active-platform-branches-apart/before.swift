import SwiftUI

// The macOS-only link cannot be migrated (its flag starts `true`), but no build compiles it
// with the iOS sheet's navigation view, which migrates on its own.
struct ProductsView: View {
    @State private var showsAdd = true

    var body: some View {
        List {
#if os(macOS)
            NavigationLink(destination: Text("New product"), isActive: $showsAdd) {
                Text("New")
            }
#endif
            Text("Tea")
        }
#if os(iOS)
        .sheet(isPresented: $showsAdd) {
            NavigationView {
                Text("New product")
            }
        }
#endif
    }
}
