import SwiftUI

struct Profile: View {
    @State private var edits = false

    var body: some View {
        VStack {
            Button("Edit") { edits = true }
            NavigationLink(destination: Text("Name"), isActive: $edits) { EmptyView() }
            NavigationLink(destination: Text("Photo"), isActive: $edits) { EmptyView() }
        }
    }
}
