import SwiftUI

struct Preferences: View {
    var body: some View {
        NavigationView {
            List {
                TintedLink("Privacy", to: Text("Privacy"))
                TintedLink("Sounds", to: Text("Sounds"))
            }
        }
        .navigationViewStyle(.stack)
    }
}
