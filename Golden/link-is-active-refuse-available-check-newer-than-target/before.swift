import SwiftUI

// `#available(iOS 17.0, *)` does not always hold under an iOS 16 target: the link exists only
// on iOS 17, and a destination outside the check could not say so. Refused.
struct InstalledView: View {
    @State private var showDetail = false

    var body: some View {
        NavigationView {
            VStack {
                if #available(iOS 17.0, *) {
                    NavigationLink(destination: Text("Detail"), isActive: $showDetail) {
                        EmptyView()
                    }
                }
                Button("Open") { showDetail = true }
            }
        }
    }
}
