import SwiftUI

// A view of the app's that takes its columns as closures and puts them in a navigation view.
// navmigrate does not follow the sidebar handed to it into a column, so the sidebar's links
// stay, with a finding; the wrapper's navigation view, which they work in, stays with them
// rather than becoming a split view around old links.
struct TwoPane<Leading: View, Trailing: View>: View {
    private let leading: Leading
    private let trailing: Trailing

    init(@ViewBuilder leading: () -> Leading, @ViewBuilder trailing: () -> Trailing) {
        self.leading = leading()
        self.trailing = trailing()
    }

    var body: some View {
        NavigationView {
            leading
            trailing
        }
    }
}

struct GardenWindow: View {
    var body: some View {
        TwoPane {
            BedsSidebar()
        } trailing: {
            Text("Pick a bed")
        }
    }
}

struct BedsSidebar: View {
    @State private var bed: String?

    var body: some View {
        List {
            NavigationLink(tag: "herbs", selection: $bed) {
                Text("Herb bed")
            } label: {
                Text("Herbs")
            }
            NavigationLink(tag: "roses", selection: $bed) {
                Text("Rose bed")
            } label: {
                Text("Roses")
            }
        }
    }
}
