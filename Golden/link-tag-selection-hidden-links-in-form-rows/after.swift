import SwiftUI

// Hidden tag:selection links beside the row buttons that set their selection, in a `Form` of one
// column: no row can carry their destinations, so the `Form` does, and the links go.
enum AboutPage: Hashable {
    case licenses, credits
}

struct AboutForm: View {
    @State private var page: AboutPage?

    var body: some View {
        NavigationStack {
            Form {
                ZStack {
                    Button("Licenses") { page = .licenses }
                }
                ZStack {
                    Button("Credits") { page = .credits }
                }
            }
            .navigationDestination(isPresented: Binding(
                get: { page == AboutPage.licenses },
                set: { if !$0, page == AboutPage.licenses { page = nil } }
            )) {
                Text("Licenses")
            }
            .navigationDestination(isPresented: Binding(
                get: { page == AboutPage.credits },
                set: { if !$0, page == AboutPage.credits { page = nil } }
            )) {
                Text("Credits")
            }
        }
    }
}
