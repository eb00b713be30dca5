import SwiftUI

enum Container {
    static func resolve<T>(_ type: T.Type) -> T { fatalError("registered at launch") }
    static func make<T>() -> T { fatalError("registered at launch") }
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

// A view kept in a stored property is shown where the view reads it: each navigation view shows
// the refused link, so each stays as it is.
struct MadeTab: View {
    private let screen = Receipts()
    var body: some View {
        NavigationView {
            screen
        }
    }
}

struct ResolvedTab: View {
    private let screen = Container.resolve(Receipts.self)
    var body: some View {
        NavigationView {
            screen
        }
    }
}

struct AnnotatedTab: View {
    let screen: Receipts = Container.make()
    var body: some View {
        NavigationView {
            self.screen
        }
    }
}
