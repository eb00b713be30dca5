import SwiftUI

// The `else` of an availability check joined with another condition runs on new systems too
// (a wide window on iOS 17): the note says so, not that it runs only on older systems.
struct ChatScreen: View {
    let isCompact: Bool

    var body: some View {
        NavigationStack {
            if #available(iOS 16.0, *), isCompact {
                Text("Messages")
                    .toolbar(.hidden, for: .navigationBar)
            } else {
                Text("Messages and members")
                    .navigationBarHidden(true)
            }
        }
    }
}
