import SwiftUI

struct TopicsView: View {
    var body: some View {
        NavigationStack {
            List {
                NavigationLink("Basics") {
                    BasicsView()
                }
                NavigationLink("Details") {
                    VStack {
                        Text("One")
                        Text("Two")
                    }
                }
                NavigationLink(
                    // The title keeps its comment.
                    "Advanced") { AdvancedView() }
                NavigationLink("Other") { AdvancedView() }
            }
        }
    }
}

struct BasicsView: View {
    var body: some View { Text("Basics") }
}

struct AdvancedView: View {
    var body: some View { Text("Advanced") }
}
