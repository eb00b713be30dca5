import SwiftUI

// `results` is shown by the iOS 16 branch and by the fallback for older systems: it runs on
// those too, so its deprecated modifier stays (a note says why), as the fallback's does.
struct SearchScreen: View {
    private var results: some View {
        List {
            Text("Results")
        }
        .navigationBarHidden(true)
    }

    var body: some View {
        if #available(iOS 16.0, *) {
            NavigationStack {
                results
            }
        } else {
            NavigationView {
                results
            }
            .navigationViewStyle(.stack)
        }
    }
}
