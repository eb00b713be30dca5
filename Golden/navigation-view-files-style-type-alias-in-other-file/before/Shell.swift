import SwiftUI

// The app's wrapper styles its navigation view with a type alias declared in another file:
// it is SwiftUI's stack style, so the wrapper's navigation view becomes a stack, and the link
// in the content a screen hands it moves to a `navigationDestination` with it.
struct Shell<Content: View>: View {
    var content: Content

    init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    var body: some View {
        NavigationView {
            content
        }
        .navigationViewStyle(AppStackStyle())
    }
}

struct HomeScreen: View {
    @State private var showSettings = false

    var body: some View {
        Shell {
            VStack {
                Button("Settings") { showSettings = true }
                NavigationLink(destination: Text("Settings"), isActive: $showSettings) { EmptyView() }
            }
        }
    }
}
