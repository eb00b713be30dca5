import SwiftUI

struct Tabs: View {
    var body: some View {
        TabView {
            ReadingsView()
                .tabItem { Text("Readings") }
        }
    }
}
