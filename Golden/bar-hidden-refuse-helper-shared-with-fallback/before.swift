import SwiftUI

// `results` is shown by the iOS 16 branch and by the fallback for older systems: it runs on
// those too, so its deprecated modifier stays (a note says why), as the fallback's does. The
// view's `body` is no helper (the fallback's `.body` names a font): the new branch's modifier
// migrates.
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
                    .navigationBarHidden(false)
            }
        } else {
            NavigationView {
                results
                    .font(.body)
            }
            .navigationViewStyle(.stack)
        }
    }
}
