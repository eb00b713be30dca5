import SwiftUI

extension View {
    func inNavigation() -> some View { NavigationStack { self } }
}

// `Settings` has a navigation view of its own, and `Root` hands it, through a computed
// property, to `inNavigation()`, which wraps it in another: `Settings`' stays.
struct Settings: View {
    var body: some View {
        NavigationView {
            Form { Text("Account") }
        }
    }
}

struct Root: View {
    private var settings: Settings { Settings() }

    var body: some View {
        settings.inNavigation()
    }
}
