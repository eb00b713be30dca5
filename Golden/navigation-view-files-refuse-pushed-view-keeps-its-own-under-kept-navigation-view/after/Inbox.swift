import SwiftUI

// Refused (it shows `Promo`, which has a navigation view of its own): it stays a `NavigationView`.
struct Inbox: View {
    @State private var composes = false

    var body: some View {
        NavigationView {
            VStack {
                Promo()
                Text("No new mail")
                Button("Compose") { composes = true }
            }
            .background(
                NavigationLink(destination: Compose(), isActive: $composes) {
                    EmptyView()
                }
            )
        }
        .navigationViewStyle(.stack)
    }
}

struct Promo: View {
    var body: some View {
        NavigationView {
            Text("Try the new filters")
        }
    }
}
