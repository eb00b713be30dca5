import SwiftUI

struct Profile: View {
    let name: String

    var body: some View {
        Text(name)
    }
}

struct FollowRow: View {
    let name: String
    @State var navigating = false

    var body: some View {
        let destination = Profile(name: name)

        HStack {
            Text(name)
            Button("Open") { navigating = true }
        }
        .navigationDestination(isPresented: $navigating) {
            destination
        }
        Spacer()
    }
}

struct AppearanceSettings: View {
    let theme: String?
    @State private var isPickingIcon = false

    var body: some View {
        if let theme {
            Form {
                Text(theme)
                Button("App icon") { isPickingIcon = true }
            }
            .navigationDestination(isPresented: $isPickingIcon) {
                Text("Icons")
            }
        }
    }
}
