import SwiftUI

struct SetupFrame<Content: View>: View {
    let content: () -> Content

    var body: some View {
        // navmigrate:ignore - the setup flow moves with its UIKit host
        NavigationView {
            content()
        }
    }
}

struct Lobby: View {
    @State private var joining = false

    var body: some View {
        Button("Join") { joining = true }
            .sheet(isPresented: $joining) {
                SetupFrame { NicknameStep() }
            }
    }
}

struct NicknameStep: View {
    @State private var next = false

    var body: some View {
        Button("Continue") { next = true }
            .background(NavigationLink(destination: Text("Avatar"), isActive: $next) { EmptyView() })
    }
}
