import SwiftUI

// Hidden tag:selection links beside the row buttons that set their selection, in a `Form` of one
// column: no row can carry their destinations, so the `Form` does, and the links go.
enum AboutPage: Hashable {
    case licenses, credits
}

struct AboutForm: View {
    @State private var page: AboutPage?

    var body: some View {
        NavigationView {
            Form {
                ZStack {
                    NavigationLink(destination: Text("Licenses"), tag: AboutPage.licenses, selection: $page) {
                        EmptyView()
                    }
                    .opacity(0)
                    Button("Licenses") { page = .licenses }
                }
                ZStack {
                    NavigationLink(destination: Text("Credits"), tag: AboutPage.credits, selection: $page) {
                        EmptyView()
                    }
                    .opacity(0)
                    Button("Credits") { page = .credits }
                }
            }
        }
    }
}
