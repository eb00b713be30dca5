import SwiftUI

struct ReaderWindow: View {
    var body: some View {
        NavigationView {
            Sidebar()
            Text("Pick a feed")
        }
    }
}
