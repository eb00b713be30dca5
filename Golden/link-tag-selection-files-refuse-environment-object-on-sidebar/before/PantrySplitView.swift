// The split view hands its sidebar view a store through the environment, on the sidebar in its
// column rather than on the navigation view: the sidebar's destinations, moved into the detail
// column, would no longer get it. Refused, naming the modifier in this file.
import SwiftUI

final class Larder: ObservableObject {
    @Published var tins = 4
}

struct LarderSplitView: View {
    @State private var shelf: Int?
    @StateObject private var larder = Larder()

    var body: some View {
        NavigationView {
            LarderSidebar(shelf: $shelf)
                .environmentObject(larder)
            Text("Pick a shelf")
        }
    }
}
