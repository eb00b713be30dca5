import SwiftUI

struct Root: View {
    var body: some View {
        NavigationStack {
            Lobby()
                .environmentObject(Library())
        }
    }
}
