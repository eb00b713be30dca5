import SwiftUI

final class Container {
    static let shared = Container()
    func resolve<T>(_ type: T.Type) -> T { fatalError("registered at launch") }
}

struct Receipts: View {
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

// The container's `Receipts`, made where it is shown or cast to its type: each navigation view
// shows its refused link, so each stays as it is.
struct InlineTab: View {
    var body: some View {
        NavigationView {
            Container.shared.resolve(Receipts.self)
        }
    }
}

struct CastTab: View {
    var body: some View {
        let screen = Container.shared.resolve(Any.self) as! Receipts
        NavigationView {
            screen
        }
    }
}
