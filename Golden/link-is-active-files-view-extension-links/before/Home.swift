import SwiftUI

struct Home: View {
    @State private var showing = false
    @State private var editing = false

    var body: some View {
        NavigationView {
            VStack {
                Text("Profile")
                    .navigationLink(isActive: $showing) { Text("Detail") }
                Button("Edit") { editing = true }
            }
            .hiddenLink(isActive: $editing) { Text("Editor") }
        }
    }
}
