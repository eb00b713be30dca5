import SwiftUI

// The app's push modifiers put their hidden links in a `background` or an `overlay` with
// `self.` left out, as most such helpers do: the view they decorate is `self`, which carries
// the destination once the decoration goes.
extension View {
    func opens<V: View>(_ screen: V, when flag: Binding<Bool>) -> some View {
        background { NavigationLink(destination: screen, isActive: flag) { EmptyView() } }
    }

    func shows<V: View>(_ screen: V, when flag: Binding<Bool>) -> some View {
        overlay(NavigationLink(destination: screen, isActive: flag) { EmptyView() }, alignment: .top)
    }
}

struct Gate: View {
    @State private var showsTerms = false
    @State private var showsHelp = false

    var body: some View {
        NavigationView {
            Button("Terms") { showsTerms = true }
                .opens(Text("Terms"), when: $showsTerms)
                .shows(Text("Help"), when: $showsHelp)
        }
    }
}
