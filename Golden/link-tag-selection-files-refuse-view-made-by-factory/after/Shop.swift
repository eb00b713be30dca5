// A factory (an enum, not a view) makes the view whose links cannot migrate; the navigation
// view that shows what the factory makes is the one those links work in, so it stays with
// them rather than become a stack around old links.
import SwiftUI

struct ShopRoot: View {
    var body: some View {
        NavigationView {
            Pages.aisle()
        }
    }
}

enum Pages {
    @ViewBuilder
    static func aisle() -> some View {
        AisleView()
    }
}

struct AisleView: View {
    @State private var chosen: String?
    let names = ["a", "b"]

    var body: some View {
        VStack {
            ForEach(names, id: \.self) { name in
                NavigationLink(destination: Text(name), tag: name, selection: $chosen) { EmptyView() }
                Button(name) { chosen = name }
            }
        }
    }
}
