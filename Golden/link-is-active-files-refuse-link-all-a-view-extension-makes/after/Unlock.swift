import SwiftUI

struct Unlock: View {
    @State private var unlocked = false

    var body: some View {
        NavigationStack {
            VStack {
                Button("Unlock") { unlocked = true }
                Text("Secret").pushed(when: $unlocked)
            }
        }
    }
}
