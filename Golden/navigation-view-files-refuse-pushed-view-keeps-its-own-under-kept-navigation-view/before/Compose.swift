import SwiftUI

// Pushed onto the inbox's navigation view, which stays: its own navigation view stays too, as
// its link would otherwise become a `navigationDestination` under an old `NavigationView`.
struct Compose: View {
    @State private var picksContact = false

    var body: some View {
        NavigationView {
            VStack {
                Button("To:") { picksContact = true }
                NavigationLink(destination: Text("Contacts"), isActive: $picksContact) {
                    EmptyView()
                }
            }
        }
    }
}
