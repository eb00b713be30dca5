import SwiftUI

// The app's own modifier shows what its closure makes of a parameter over the view
// (`shown.screen`, a member in which types that are not views make views): that is a view
// held in a value, and with two types making views in `screen`, navmigrate cannot follow
// which; the card's link is refused, and the navigation view waits for it.
struct CardView: View {
    @State private var opened = false

    var body: some View {
        VStack {
            Button("Open") { opened = true }
            NavigationLink(destination: Text("Card"), isActive: $opened) { EmptyView() }
        }
    }
}

struct Route {
    var screen: AnyView { AnyView(CardView()) }
}

struct Promo {
    var screen: AnyView { AnyView(CardView()) }
}

extension View {
    func panel<Item, Content: View>(item: Item?, @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        overlay {
            if let item {
                content(item)
            }
        }
    }
}

struct Home: View {
    @State private var route: Route? = Route()

    var body: some View {
        NavigationView {
            Text("Home")
                .panel(item: route) { shown in
                    shown.screen
                }
        }
        .navigationViewStyle(.stack)
    }
}
