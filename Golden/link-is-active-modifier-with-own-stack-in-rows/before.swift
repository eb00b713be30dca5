import SwiftUI

// A link modifier that brings its own navigation view, applied to each card of a `ForEach`:
// its destination goes in that navigation view's stack, not in the `ForEach`, so the cards
// around it do not hold the link back.
extension View {
    func pushes<V: View>(_ screen: V, when flag: Binding<Bool>) -> some View {
        NavigationView {
            ZStack {
                self
                NavigationLink(destination: screen, isActive: flag) { EmptyView() }
            }
        }
    }
}

struct Deck: View {
    let names = ["Ada", "Grace", "Alan"]

    var body: some View {
        ZStack {
            ForEach(names, id: \.self) { name in
                Card(name: name)
            }
        }
    }
}

struct Card: View {
    let name: String
    @State private var showsProfile = false

    var body: some View {
        Button(name) { showsProfile = true }
            .pushes(Text("Profile of \(name)"), when: $showsProfile)
    }
}
