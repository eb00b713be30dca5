import SwiftUI

extension View {
    func inNavigation() -> some View { NavigationStack { self } }
}

// `Settings` has no navigation view of its own: the wrapper's is its only one, and migrates.
struct Settings: View {
    var body: some View {
        Form { Text("Account") }
    }
}

struct Root: View {
    var body: some View {
        Settings().inNavigation()
    }
}
