import SwiftUI

// Hidden `tag:selection:` links and a hidden `isActive:` link share a `.background` group: the
// view it decorates carries every destination (an empty group would carry none), and each
// rule removes its own links.
enum Page { case about, help }

struct Menu: View {
    @State private var page: Page?
    @State private var signingIn = false

    var body: some View {
        NavigationView {
            VStack {
                Button("About") { page = .about }
                Button("Help") { page = .help }
                Button("Sign in") { signingIn = true }
            }
            .background {
                Group {
                    NavigationLink(destination: Text("About us"), tag: .about, selection: $page) { EmptyView() }
                    NavigationLink(destination: Text("Help topics"), tag: .help, selection: $page) { EmptyView() }
                    NavigationLink(destination: Text("Sign in"), isActive: $signingIn) { EmptyView() }
                }
            }
        }
        .navigationViewStyle(.stack)
    }
}
