import SwiftUI

struct Preferences: View {
    var body: some View {
        NavigationStack {
            List {
                TintedLink("Privacy", to: Text("Privacy"))
                TintedLink("Sounds", to: Text("Sounds"))
            }
        }
    }
}
