import SwiftUI

// A clear link with no height, but with a button laid over it: the overlay is content of its
// own, which would go with a hidden link, so the link stays a link (a button that sets the
// flag, as the overlay's button sets it too).
struct Menu: View {
    @State private var showsHelp = false

    var body: some View {
        NavigationView {
            VStack {
                NavigationLink(destination: Text("Help"), isActive: $showsHelp) {
                    Color.clear
                }
                .frame(height: 0)
                .overlay(Button("Help") { showsHelp = true })
                Text("Menu")
            }
        }
    }
}
