import SwiftUI

// A hidden link beside a visible row button, under an `if`, inside a `Form`: no view in the
// branch can carry the destination (it would sit in the lazy `Form`), so it goes on the `Form`
// and takes the condition along; the `if` and the button stay where they are.
struct PreferencesScreen: View {
    @State private var showsThemes = false
    let canChangeTheme: Bool

    var body: some View {
        NavigationStack {
            Form {
                Toggle("Sounds", isOn: .constant(true))
                if canChangeTheme {
                    ZStack {
                        Button("Theme") { showsThemes = true }
                    }
                }
            }
            .navigationDestination(isPresented: canChangeTheme ? $showsThemes : .constant(false)) {
                ThemePicker()
            }
        }
    }
}

struct ThemePicker: View {
    var body: some View {
        Text("Themes")
    }
}
