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
        NavigationLink(destination: destination, isActive: $navigating) {
            EmptyView()
        }

        HStack {
            Text(name)
            Button("Open") { navigating = true }
        }
        Spacer()
    }
}

struct AppearanceSettings: View {
    let theme: String?
    @State private var isPickingIcon = false

    var body: some View {
        if let theme {
            NavigationLink(
                destination: Text("Icons"),
                isActive: $isPickingIcon,
                label: {}
            )
            Form {
                Text(theme)
                Button("App icon") { isPickingIcon = true }
            }
        }
    }
}
