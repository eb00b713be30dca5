import SwiftUI

struct TripLauncher: View {
    @State private var planning = false

    var body: some View {
        Button("Plan a trip") { planning = true }
            .sheet(isPresented: $planning) { TripPlanner(standalone: true) }
    }
}

// The planner has a navigation view of its own in one branch only; the sheet takes that
// branch, which navmigrate does not work out, so it must not advise another navigation view.
struct TripPlanner: View {
    let standalone: Bool
    @State private var showingStops = false

    var body: some View {
        if standalone {
            NavigationView { planner }
        } else {
            planner
        }
    }

    private var planner: some View {
        VStack {
            Button("Stops") { showingStops = true }
            NavigationLink(destination: Text("Stops"), isActive: $showingStops) { EmptyView() }
        }
    }
}
