// A comment written just above a hidden link is about the link: it goes above the link's
// destination, where the link went, and the blank line the link left goes too.
import SwiftUI

struct StepsView: View {
    @State private var showA = false
    @State private var showB = false

    var body: some View {
        VStack {
            Button("Go") { showA = true }
        }
        // Hidden links for the onboarding steps
        .navigationDestination(isPresented: $showA) {
            Text("A")
        }
        .navigationDestination(isPresented: $showB) {
            Text("B")
        }
    }
}

struct OtherView: View {
    @ObservedObject var model: Model

    var body: some View {
        NavigationStack {
            VStack {
                Button("Go") { model.go = true }
            }
            // Hidden link to the activation screen
            .navigationDestination(isPresented: $model.go) {
                Text("Activate")
            }
        }
    }
}

final class Model: ObservableObject {
    @Published var go = false
}
