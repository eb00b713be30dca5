import SwiftUI

// The view's hidden links work in the navigation view that pushes the view; its sheet has a
// navigation view of its own that holds none of them. The two have nothing to do with each
// other: the sheet's becomes a stack, and the links migrate with the navigation around the view.
struct PickerView: View {
    @State private var picked: Int?
    @State private var showsHelp = false

    var body: some View {
        VStack {
            NavigationLink(destination: Text("Gate 1"), tag: 1, selection: $picked) { EmptyView() }
            Button("Gate 1") { picked = 1 }
            Button("Help") { showsHelp = true }
        }
        .sheet(isPresented: $showsHelp) {
            NavigationView {
                Text("How to pick a gate")
                    .navigationTitle("Help")
            }
        }
    }
}

struct TripView: View {
    var body: some View {
        NavigationView {
            PickerView()
        }
        .navigationViewStyle(.stack)
    }
}
