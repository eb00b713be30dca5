import SwiftUI

enum Settings {
    struct AboutRow: View {
        @State private var showsAbout = false

        var body: some View {
            HStack {
                Text("Version 2")
                Button("About") { showsAbout = true }
                NavigationLink(destination: Text("About"), isActive: $showsAbout) {
                    EmptyView()
                }
            }
        }
    }
}
