import SwiftUI

// A row's hidden link, fired by a button beside it, whose flag the view holding the `List`
// hands down: the link goes, its destination (with the note above it) goes on the `List`, and
// the button stays.
struct ContactsView: View {
    @State private var showingGuide = false

    var body: some View {
        NavigationView {
            List {
                HelpRow(showingGuide: $showingGuide)
                Text("Ada")
            }
        }
        .navigationViewStyle(.stack)
    }
}

struct HelpRow: View {
    @Binding var showingGuide: Bool

    var body: some View {
        HStack {
            Text("Need help?")
            Spacer()
            Button("Open guide") { showingGuide = true }
            // The guide, pushed by the button.
            NavigationLink(isActive: $showingGuide) {
                Text("Guide")
            } label: {
                EmptyView()
            }
        }
    }
}
