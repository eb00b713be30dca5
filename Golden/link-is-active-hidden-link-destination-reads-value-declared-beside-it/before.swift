import SwiftUI

// The destination reads a value computed from the reader's proxy, declared just before
// the link: the button after the link sees it, and carries the destination.
struct SizeView: View {
    @State private var showsSize = false

    var body: some View {
        NavigationView {
            GeometryReader { proxy in
                let width = proxy.size.width
                NavigationLink(destination: Text("\(width) points"), isActive: $showsSize) { EmptyView() }
                Button("Size") { showsSize = true }
            }
        }
        .navigationViewStyle(.stack)
    }
}
