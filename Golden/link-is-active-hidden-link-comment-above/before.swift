// A comment written just above a hidden link is about the link: it goes above the link's
// destination, where the link went, and the blank line the link left goes too.
import SwiftUI

struct StepsView: View {
    @State private var showA = false
    @State private var showB = false

    var body: some View {
        VStack {
            // Hidden links for the onboarding steps
            NavigationLink(destination: Text("A"), isActive: $showA) { EmptyView() }
            NavigationLink(destination: Text("B"), isActive: $showB) { EmptyView() }

            Button("Go") { showA = true }
        }
    }
}

struct OtherView: View {
    @ObservedObject var model: Model

    var body: some View {
        NavigationView {
            VStack {
                Button("Go") { model.go = true }

                // Hidden link to the activation screen
                NavigationLink(destination: Text("Activate"), isActive: $model.go) { EmptyView() }
            }
        }
    }
}

final class Model: ObservableObject {
    @Published var go = false
}
