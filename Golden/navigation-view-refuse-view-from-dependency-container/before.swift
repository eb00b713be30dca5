import SwiftUI

enum Container {
    static func resolve<T>(_ type: T.Type) -> T { fatalError("registered at launch") }
    static func make<T>() -> T { fatalError("registered at launch") }
}

// Shown by UIKit too, where its link cannot become a destination.
final class ScreenFactory {
    func make() -> UIViewController { UIHostingController(rootView: Receipts()) }
}

struct Receipts: View {
    @State private var showsArchive = false
    var body: some View {
        VStack {
            Button("Archive") { showsArchive = true }
            NavigationLink(destination: Text("Archive"), isActive: $showsArchive) { EmptyView() }
        }
    }
}

// The container hands over a `Receipts`: each navigation view shows its refused link, so both
// stay as they are.
struct ReceiptsTab: View {
    var body: some View {
        let screen = Container.resolve(Receipts.self)
        NavigationView {
            screen
        }
    }
}

struct ReceiptsSheet: View {
    var body: some View {
        let screen: Receipts = Container.make()
        NavigationView {
            screen
        }
    }
}
