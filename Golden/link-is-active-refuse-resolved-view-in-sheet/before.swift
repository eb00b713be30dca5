import SwiftUI

enum Container {
    static func resolve<T>(_ type: T.Type) -> T { fatalError("registered at launch") }
}

struct Orders: View {
    @State private var showsArchive = false
    var body: some View {
        VStack {
            Button("Archive") { showsArchive = true }
            NavigationLink(destination: Text("Archive"), isActive: $showsArchive) { Text("Archive") }
        }
    }
}

// The container's `Orders` is shown only in a sheet with no navigation view inside it, where
// neither the old link nor a `navigationDestination` pushes: the link is refused, as it is
// for `Orders()`, although this view's body holds no navigation.
struct Home: View {
    @State private var showsOrders = false
    var body: some View {
        let screen = Container.resolve(Orders.self)
        Button("Orders") { showsOrders = true }
            .sheet(isPresented: $showsOrders) {
                screen
            }
    }
}
