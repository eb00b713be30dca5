import SwiftUI

struct Preferences: View {
    @State private var showsAccount = false

    var body: some View {
        NavigationView {
            List {
                TintedLink("Privacy", to: Text("Privacy"))
                TintedLink("Account", to: Text("Account"), isActive: $showsAccount)
            }
        }
        .navigationViewStyle(.stack)
    }
}
