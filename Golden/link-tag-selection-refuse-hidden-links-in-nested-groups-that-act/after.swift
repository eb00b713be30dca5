import SwiftUI

// The hidden links are in `Group`s inside a `Group` that has `.onAppear`: once they go,
// that `Group` shows nothing, and neither destinations nor its `.onAppear` would take
// effect on it, so the links are refused.
struct MainMenu: View {
    @State private var selection: Int?

    var body: some View {
        NavigationView {
            VStack {
                Button("Schedule") { selection = 0 }
                Group {
                    Group {
                        NavigationLink(destination: Text("Schedule"), tag: 0, selection: $selection) { EmptyView() }
                    }
                    Group {
                        NavigationLink(destination: Text("Admin"), tag: 2, selection: $selection) { EmptyView() }
                    }
                }
                .onAppear { selection = nil }
            }
        }
        .navigationViewStyle(.stack)
    }
}
