import SwiftUI

// A column style written where the app's wrapper function is called reaches the one-child
// navigation view inside it: a stack would drop those columns, so it stays, with its style,
// and the finding says where the style is set.
func NavShell<Content: View>(@ViewBuilder content: () -> Content) -> some View {
    NavigationView {
        content()
    }
}

struct AboutScreen: View {
    var body: some View {
        NavShell {
            List {
                NavigationLink("Licences") { Text("Licences") }
            }
        }
        .navigationViewStyle(.columns)
    }
}
