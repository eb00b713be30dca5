import SwiftUI

enum Container {
    static func resolve<T>(_ type: T.Type) -> T { fatalError("registered at launch") }
}

struct Receipts: View {
    var body: some View {
        List {
            NavigationLink("Archive") { Text("Archive") }
        }
        .navigationTitle("Receipts")
    }
}

// The container hands over a `Receipts`, whose links migrate with the navigation view.
struct ReceiptsTab: View {
    var body: some View {
        let screen = Container.resolve(Receipts.self)
        NavigationStack {
            screen
        }
    }
}
