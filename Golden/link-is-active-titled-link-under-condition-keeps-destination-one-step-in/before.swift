import SwiftUI

// A titled link under a condition becomes a one-line button that carries its own
// destination: the destination, and the link's modifiers, go one step in below it.
struct EventsSummary: View {
    @State private var showsLog = false
    @State private var showsStats = false
    var hasMore = true

    var body: some View {
        NavigationView {
            ScrollView {
                VStack {
                    if hasMore {
                        NavigationLink("View All", isActive: $showsLog) {
                            Text("Log")
                        }
                    }
                    if hasMore {
                        NavigationLink("Statistics", isActive: $showsStats) {
                            Text("Stats")
                        }
                        .padding()
                    }
                }
                .onAppear {
                    showsLog = hasMore
                    showsStats = !hasMore
                }
            }
        }
        .navigationViewStyle(.stack)
    }
}
