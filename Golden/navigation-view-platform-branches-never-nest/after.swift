import SwiftUI

// The preferences view has a navigation view only in its macOS build, and the sheet wraps it in
// one only in its iOS build: no build has both, so neither would sit inside the other as a
// stack, and both migrate (each one column, with no links).
struct PreferencesView: View {
    var body: some View {
#if os(macOS)
        NavigationStack {
            List { Text("General") }
        }
#else
        Form { Text("General") }
#endif
    }
}

struct LaunchView: View {
    @State private var showsPreferences = false

    var body: some View {
        Button("Preferences") { showsPreferences = true }
            .sheet(isPresented: $showsPreferences) {
#if os(iOS)
                NavigationStack {
                    PreferencesView()
                }
#else
                PreferencesView()
#endif
            }
    }
}
