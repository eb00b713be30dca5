import SwiftUI

// Hidden `tag:selection:` links and a hidden `isActive:` link share a `.background` group: the
// view it decorates carries every destination (an empty group would carry none), and each
// rule removes its own links.
enum Page { case about, help }

struct Menu: View {
    @State private var page: Page?
    @State private var signingIn = false

    var body: some View {
        NavigationStack {
            VStack {
                Button("About") { page = .about }
                Button("Help") { page = .help }
                Button("Sign in") { signingIn = true }
            }
            .background {
                Group {
                }
            }
            .navigationDestination(isPresented: $signingIn) {
                Text("Sign in")
            }
            .navigationDestination(isPresented: Binding(
                get: { page == Page.about },
                set: { if !$0, page == Page.about { page = nil } }
            )) {
                Text("About us")
            }
            .navigationDestination(isPresented: Binding(
                get: { page == Page.help },
                set: { if !$0, page == Page.help { page = nil } }
            )) {
                Text("Help topics")
            }
        }
    }
}
