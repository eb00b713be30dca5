import SwiftUI

// Hidden links inside a view that hands its content a value (as TCA's `WithViewStore` does),
// with nothing beside them: their flags come from that value, so their destinations cannot
// leave the closure, and nothing in it could carry them. Refused, with the advice to add a view
// beside the links in there; the navigation view waits with them.
final class Settings: ObservableObject {
    @Published var showsAccount = false
}

struct WithSettings<Content: View>: View {
    @StateObject private var settings = Settings()
    let content: (Settings) -> Content

    var body: some View {
        content(settings)
    }
}

struct Home: View {
    var body: some View {
        NavigationView {
            VStack {
                Text("Home")
                WithSettings { settings in
                    NavigationLink(destination: Text("Account"),
                                   isActive: Binding(get: { settings.showsAccount }, set: { settings.showsAccount = $0 }),
                                   label: EmptyView.init)
                }
            }
        }
    }
}
