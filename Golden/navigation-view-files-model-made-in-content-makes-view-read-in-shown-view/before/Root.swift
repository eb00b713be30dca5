import SwiftUI

struct Root: View {
    var body: some View {
        NavigationView {
            Lobby()
                .environmentObject(Library())
        }
        .navigationViewStyle(.stack)
    }
}
