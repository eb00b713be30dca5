import SwiftUI

struct SettingsView: View {
    @State private var editing = false

    var body: some View {
        VStack {
            Button("Edit") { editing = true }
        }
        .navigationDestination(isPresented: $editing) {
            Text("Edit profile")
        }
    }
}
