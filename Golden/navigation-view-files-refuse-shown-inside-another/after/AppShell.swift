import SwiftUI

// The shell shows `LogsView` in its navigation view, and `LogsView` has one of its own beside
// its list: two stacks would nest, so both stay, each with a finding naming the other.
struct AppShell: View {
    var body: some View {
        NavigationView {
            LogsView()
                .navigationTitle("Logs")
        }
    }
}
