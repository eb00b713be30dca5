import SwiftUI

// `Color.clear` with no height, on the link or in its label, draws nothing and takes no
// room: such links are hidden links, fired only from code, and go as `EmptyView` ones do.
struct MenuScreen: View {
    @State private var showsAlerts = false
    @State private var showsWallet = false

    var body: some View {
        NavigationView {
            VStack {
                NavigationLink(destination: Text("Alerts"), isActive: $showsAlerts) {
                    Color.clear
                }
                .frame(height: 0)
                NavigationLink(destination: Text("Wallet"), isActive: $showsWallet) {
                    Color.clear.frame(width: 0, height: 0)
                }
                Button("Price alerts") { showsAlerts = true }
                Button("Wallet") { showsWallet = true }
            }
        }
    }
}
