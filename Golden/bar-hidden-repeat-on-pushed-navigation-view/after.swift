import SwiftUI

// A pushed screen hides the bar twice, inside its own navigation view and on it, as old code
// did to be sure. The navigation view goes (the screen is pushed onto the root's stack), so
// both would land on the one view the screen shows: one `toolbar(.hidden, ...)` is left. A
// screen whose two modifiers disagree keeps both, as it wrote them.
struct Root: View {
    var body: some View {
        NavigationStack {
            VStack {
                NavigationLink("About") { About() }
                NavigationLink("Credits") { Credits() }
            }
        }
    }
}

struct About: View {
    var body: some View {
        VStack {
            Text("About")
            Spacer()
        }
        .toolbar(.hidden, for: .navigationBar)
        .onAppear { print("about") }
    }
}

struct Credits: View {
    var body: some View {
        Text("Credits")
            .toolbar(.visible, for: .navigationBar)
            .toolbar(.hidden, for: .navigationBar)
    }
}
