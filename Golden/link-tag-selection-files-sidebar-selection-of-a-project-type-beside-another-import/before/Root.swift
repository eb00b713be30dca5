import SwiftUI

struct Root: View {
    var body: some View {
        NavigationView {
            Sidebar()
            Text("Pick one")
        }
    }
}
