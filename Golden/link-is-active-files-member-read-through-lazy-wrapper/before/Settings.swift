import SwiftUI

struct SettingsView: View {
    @State private var editing = false

    var body: some View {
        VStack {
            Button("Edit") { editing = true }
            NavigationLink(destination: Text("Edit profile"), isActive: $editing) {
                EmptyView()
            }
        }
    }
}
