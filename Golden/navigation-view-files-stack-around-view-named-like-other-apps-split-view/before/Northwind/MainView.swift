import SwiftUI

struct MainView: View {
    var body: some View {
        NavigationView {
            Text("Products")
            Text("Pick a product")
        }
    }
}
