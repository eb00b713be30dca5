import SwiftUI

struct TopicsView: View {
    var body: some View {
        NavigationView {
            List {
                NavigationLink(
                    "Basics",
                    destination: BasicsView()
                )
                NavigationLink(
                    "Details",
                    destination: VStack {
                        Text("One")
                        Text("Two")
                    }
                )
                NavigationLink(
                    // The title keeps its comment.
                    "Advanced",
                    destination: AdvancedView()
                )
                NavigationLink("Other",
                               destination: AdvancedView())
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
