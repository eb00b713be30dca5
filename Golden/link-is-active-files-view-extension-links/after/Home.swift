import SwiftUI

struct Home: View {
    @State private var showing = false
    @State private var editing = false

    var body: some View {
        NavigationStack {
            VStack {
                Text("Profile")
                    .navigationLink(isActive: $showing) { Text("Detail") }
                Button("Edit") { editing = true }
            }
            .hiddenLink(isActive: $editing) { Text("Editor") }
        }
    }
}
