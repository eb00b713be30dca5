import SwiftUI

struct LocationsScreen: View {
    @State private var adding = false

    var body: some View {
#if os(macOS)
        NavigationView {
            content
        }
#else
        content
#endif
    }

    var content: some View {
        List {
#if os(macOS)
            NavigationLink(destination: Text("New location"), isActive: $adding) {
                Text("New")
            }
#endif
            Text("Cellar")
        }
        .toolbar {
            Button("Add") { adding = true }
        }
    }
}
