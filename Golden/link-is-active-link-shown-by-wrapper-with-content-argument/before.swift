import SwiftUI

// The app's container hands its content to the navigation view as an argument, not a trailing
// closure: it is a container all the same, so the view shown in it from a full-screen cover has
// navigation around it, and its link migrates with the container.
struct StackHost<Content: View>: View {
    let content: () -> Content

    var body: some View {
        NavigationView(content: content)
            .navigationViewStyle(.stack)
    }
}

struct TitleView: View {
    @State private var showsRelated = false

    var body: some View {
        Button("Related") { showsRelated = true }
            .background(
                NavigationLink(destination: Text("Related"), isActive: $showsRelated) {
                    EmptyView()
                }
            )
    }
}

struct HomeView: View {
    @State private var presents = false

    var body: some View {
        Button("Open title") { presents = true }
            .fullScreenCover(isPresented: $presents) {
                StackHost {
                    TitleView()
                }
            }
    }
}
