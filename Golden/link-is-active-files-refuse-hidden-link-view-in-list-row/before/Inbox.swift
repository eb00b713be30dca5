import SwiftUI

struct InboxScreen: View {
    @State private var showsCompose = false

    var body: some View {
        NavigationView {
            List {
                Button("Compose") { showsCompose = true }
                HiddenLink(destination: Text("Compose"), isActive: $showsCompose)
            }
        }
        .navigationViewStyle(.stack)
    }
}
