import SwiftUI

// At a deployment target of iOS 16 the check always passes: the `else` of an availability check
// joined with another condition runs only where that condition fails, on new systems, and is
// migrated as any code is.
struct ChatScreen: View {
    let isCompact: Bool

    var body: some View {
        NavigationStack {
            if #available(iOS 16.0, *), isCompact {
                Text("Messages")
                    .toolbar(.hidden, for: .navigationBar)
            } else {
                Text("Messages and members")
                    .toolbar(.hidden, for: .navigationBar)
            }
        }
    }
}
