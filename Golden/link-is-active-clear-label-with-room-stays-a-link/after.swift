import SwiftUI

// A `Color.clear` label with a height of its own is a tappable area, not a hidden link: it
// stays a link (a plain one, as nothing else sets its flag).
struct Card: View {
    var body: some View {
        NavigationStack {
            ZStack {
                Text("Card")
                NavigationLink { Text("Detail") } label: {
                    Color.clear
                }
                .frame(height: 120)
            }
        }
    }
}
