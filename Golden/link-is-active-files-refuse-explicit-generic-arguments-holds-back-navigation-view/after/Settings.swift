// The app's modifier pushes through a link written with explicit generic arguments, which
// navmigrate leaves as it is: the navigation view where the modifier is applied stays too
// (a stack around an old link may not reset its flag on Back), and its style with it.
import SwiftUI

extension View {
    func opens<Screen: View>(_ shown: Binding<Bool>, screen: @escaping () -> Screen) -> some View {
        background(
            NavigationLink<EmptyView, Screen>(isActive: shown, destination: screen, label: { EmptyView() })
        )
    }
}

struct Settings: View {
    @State private var showsAbout = false

    var body: some View {
        NavigationView {
            Button("About") { showsAbout = true }
                .opens($showsAbout) { Text("Version 2") }
        }
        .navigationViewStyle(.stack)
    }
}
