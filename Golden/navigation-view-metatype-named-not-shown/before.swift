import SwiftUI

struct Orders: View {
    @State private var showsArchive = false
    var body: some View {
        VStack {
            NavigationLink(destination: Text("Archive"), isActive: $showsArchive) { Text("Archive") }
            #if os(iOS)
                .isDetailLink(false)
            #endif
            Button("Go") { showsArchive = true }
        }
    }
}

// `Orders`' link is refused, but the type's name read for a title shows no `Orders`: the
// navigation view migrates.
struct OrdersTab: View {
    var body: some View {
        let name = String(describing: Orders.self)
        NavigationView {
            Text(name)
        }
        .navigationViewStyle(.stack)
    }
}
