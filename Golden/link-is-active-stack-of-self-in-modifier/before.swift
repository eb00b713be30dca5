import SwiftUI

// Link modifiers that put their hidden link in a `ZStack` beside the view they modify: once
// the link goes, the stack would hold that view alone, so the view itself carries the
// destination. A stack with a comment inside keeps its shape, and the comment with it.
extension View {
    func opens<V: View>(_ screen: V, when flag: Binding<Bool>) -> some View {
        ZStack {
            self
            NavigationLink(destination: screen, isActive: flag) { EmptyView() }
        }
    }

    func reveals<V: View>(_ screen: V, when flag: Binding<Bool>) -> some View {
        ZStack {
            // The hidden link sits under the view.
            NavigationLink(destination: screen, isActive: flag) { EmptyView() }
            self
        }
    }
}

struct Pushing<Screen: View>: ViewModifier {
    let screen: Screen
    @Binding var isPushed: Bool

    func body(content: Content) -> some View {
        VStack(spacing: 0) {
            content
            NavigationLink(destination: screen, isActive: $isPushed) { EmptyView() }
        }
    }
}

struct Gate: View {
    @State private var showsTerms = false
    @State private var showsHelp = false
    @State private var showsNews = false

    var body: some View {
        NavigationView {
            VStack {
                Button("Terms") { showsTerms = true }
                    .opens(Text("Terms"), when: $showsTerms)
                Button("Help") { showsHelp = true }
                    .reveals(Text("Help"), when: $showsHelp)
                Button("News") { showsNews = true }
                    .modifier(Pushing(screen: Text("News"), isPushed: $showsNews))
            }
        }
    }
}
