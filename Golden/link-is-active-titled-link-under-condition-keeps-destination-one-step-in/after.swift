import SwiftUI

// A titled link under a condition becomes a one-line button that carries its own
// destination: the destination, and the link's modifiers, go one step in below it.
struct EventsSummary: View {
    @State private var showsLog = false
    @State private var showsStats = false
    var hasMore = true

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack {
                    if hasMore {
                        Button("View All") { showsLog = true }
                            .navigationDestination(isPresented: $showsLog) {
                                Text("Log")
                            }
                    }
                    if hasMore {
                        Button("Statistics") { showsStats = true }
                            .padding()
                            .navigationDestination(isPresented: $showsStats) {
                                Text("Stats")
                            }
                    }
                }
                .onAppear {
                    showsLog = hasMore
                    showsStats = !hasMore
                }
            }
        }
    }
}
