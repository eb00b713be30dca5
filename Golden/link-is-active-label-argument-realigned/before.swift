import SwiftUI

// A `label:` argument on its own line comes up to the button's line: its lines come back the
// step they were deeper.
struct AvatarRow: View {
    @State private var open = false

    var body: some View {
        NavigationView {
            VStack {
                NavigationLink(
                    isActive: $open,
                    destination: { Text("Profile") },
                    label: {
                        Image(systemName: "person")
                            .clipShape(Circle())
                    }
                )
                .disabled(false)
                Text("x").onAppear { open = false }
            }
        }
    }
}
