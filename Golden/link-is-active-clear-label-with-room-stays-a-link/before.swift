import SwiftUI

// A `Color.clear` label with a height of its own is a tappable area, not a hidden link: it
// stays a link (a plain one, as nothing else sets its flag).
struct Card: View {
    @State private var opensDetail = false

    var body: some View {
        NavigationView {
            ZStack {
                Text("Card")
                NavigationLink(destination: Text("Detail"), isActive: $opensDetail) {
                    Color.clear
                }
                .frame(height: 120)
            }
        }
    }
}
