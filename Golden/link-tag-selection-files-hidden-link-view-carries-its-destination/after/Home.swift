import SwiftUI

struct Home: View {
    @State private var pick: Pick?

    var body: some View {
        NavigationStack {
            VStack {
                Button("Recipes") { pick = .recipes }
                PushLink(pick: $pick)
            }
            .navigationTitle("Meals")
        }
    }
}
