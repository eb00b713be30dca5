import SwiftUI

// The app's wrapper keeps its navigation view (an ignore comment): the link in the content a
// screen hands it stays too, as a `navigationDestination` does nothing under a navigation
// view, and the finding names the wrapper.
struct Shell<Content: View>: View {
    var content: Content

    init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    var body: some View {
        // navmigrate:ignore - the shell moves with the app's UIKit host
        NavigationView {
            content
        }
        .navigationViewStyle(.stack)
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
