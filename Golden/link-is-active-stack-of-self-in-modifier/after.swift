import SwiftUI

// Link modifiers that put their hidden link in a `ZStack` beside the view they modify: once
// the link goes, the stack would hold that view alone, so the view itself carries the
// destination. A stack with a comment inside keeps its shape, and the comment with it.
extension View {
    func opens<V: View>(_ screen: V, when flag: Binding<Bool>) -> some View {
        self
            .navigationDestination(isPresented: flag) {
                screen
            }
    }

    func reveals<V: View>(_ screen: V, when flag: Binding<Bool>) -> some View {
        ZStack {
            self
        }
        // The hidden link sits under the view.
        .navigationDestination(isPresented: flag) {
            screen
        }
    }
}

struct Pushing<Screen: View>: ViewModifier {
    let screen: Screen
    @Binding var isPushed: Bool

    func body(content: Content) -> some View {
        content
            .navigationDestination(isPresented: $isPushed) {
                screen
            }
    }
}

struct Gate: View {
    @State private var showsTerms = false
    @State private var showsHelp = false
    @State private var showsNews = false

    var body: some View {
        NavigationStack {
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
