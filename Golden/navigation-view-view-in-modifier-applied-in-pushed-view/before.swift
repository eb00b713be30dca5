import SwiftUI

// `Welcome` is shown by `WelcomeOverlay`, a `ViewModifier` that `Settings` applies with
// `.modifier(...)`, and `Settings` is pushed: so is `Welcome`, whose navigation view goes.
struct Welcome: View {
    var body: some View {
        NavigationView {
            Text("Welcome")
        }
    }
}

struct WelcomeOverlay: ViewModifier {
    let shows: Bool

    func body(content: Content) -> some View {
        ZStack {
            content
            if shows { Welcome() }
        }
    }
}

struct Settings: View {
    @State private var showsWelcome = false

    var body: some View {
        Button("Show welcome") { showsWelcome = true }
            .modifier(WelcomeOverlay(shows: showsWelcome))
    }
}

struct Home: View {
    var body: some View {
        NavigationView {
            NavigationLink(destination: Settings()) { Text("Settings") }
        }
    }
}
