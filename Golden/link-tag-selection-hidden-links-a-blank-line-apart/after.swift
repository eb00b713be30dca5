import SwiftUI

// A hidden `tag:selection:` link and a hidden `isActive:` link, a blank line between them:
// each rule's deletion takes that blank line, and the two deletions are made one rather than
// refused as overlapping.
final class TripModel: ObservableObject {
    @Published var showsReceipts = false
}

struct TripScreen: View {
    @StateObject private var model = TripModel()
    @State private var section: String?

    var body: some View {
        NavigationStack {
            VStack {
                Button("Stops") { section = "stops" }
                Button("Receipts") { model.showsReceipts = true }
            }
            .navigationDestination(isPresented: $model.showsReceipts) {
                Text("Receipts")
            }
            .navigationDestination(isPresented: Binding(
                get: { section == "stops" },
                set: { if !$0, section == "stops" { section = nil } }
            )) {
                Text("Stops")
            }
        }
    }
}
