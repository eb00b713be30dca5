import SwiftUI

// The app's push modifier writes a note inside its bare `background`: the note goes above the
// `self` written in the decoration's place, with the link's destination on it.
extension View {
    func opens<V: View>(_ screen: V, when flag: Binding<Bool>) -> some View {
        // Pushes the screen while the flag is on.
        self
            .navigationDestination(isPresented: flag) {
                screen
            }
    }
}

struct Gate: View {
    @State private var showsTerms = false

    var body: some View {
        NavigationStack {
            Button("Terms") { showsTerms = true }
                .opens(Text("Terms"), when: $showsTerms)
        }
    }
}
