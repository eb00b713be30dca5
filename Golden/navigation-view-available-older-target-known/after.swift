import SwiftUI

/// Still shown on iOS 14 devices.
@available(iOS 14, macOS 11, *)
struct LegacyInbox: View {
    var body: some View {
        NavigationStack {
            List {
                Text("Welcome")
            }
            .navigationTitle("Inbox")
        }
    }
}

struct Inbox: View {
    var body: some View {
        if #available(iOS 15, *) {
            NavigationStack {
                Text("Inbox")
            }
        } else {
            Text("Update your device")
        }
    }
}
