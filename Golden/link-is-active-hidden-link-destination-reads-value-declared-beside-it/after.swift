import SwiftUI

// The destination reads a value computed from the reader's proxy, declared just before
// the link: the button after the link sees it, and carries the destination.
struct SizeView: View {
    @State private var showsSize = false

    var body: some View {
        NavigationStack {
            GeometryReader { proxy in
                let width = proxy.size.width
                Button("Size") { showsSize = true }
                    .navigationDestination(isPresented: $showsSize) {
                        Text("\(width) points")
                    }
            }
        }
    }
}
