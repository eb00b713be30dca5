// `Badge` keeps its `NavigationStack` in a local `let` of `body` and shows it: that stack is
// shown, so a stack around `Badge` would nest two; the navigation view stays, with a finding.
import SwiftUI

struct Badge: View {
    let title: String

    var body: some View {
        let stack = NavigationStack {
            Text(title)
        }
        stack
            .padding()
    }
}

struct BadgeScreen: View {
    var body: some View {
        NavigationView {
            Badge(title: "Explorer")
        }
        .navigationViewStyle(.stack)
    }
}
