import SwiftUI

// A row that is nothing but a hidden link, whose flag the view holding the `List` hands down
// and sets: removing the link would leave the row's body empty, so it stays, with a finding,
// and the `List` gets no destination.
struct ContactsView: View {
    @State private var showingGuide = false

    var body: some View {
        NavigationView {
            List {
                Button("Open guide") { showingGuide = true }
                GuideLink(showingGuide: $showingGuide)
            }
        }
        .navigationViewStyle(.stack)
    }
}

struct GuideLink: View {
    @Binding var showingGuide: Bool

    var body: some View {
        NavigationLink(isActive: $showingGuide) {
            Text("Guide")
        } label: {
            EmptyView()
        }
    }
}
