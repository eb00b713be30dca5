import SwiftUI

struct LegacyReportsView: View {
    var body: some View {
        // navmigrate:ignore -- still ships to iOS 15 devices via the kiosk build
        NavigationView {
            List {
                Text("Q1")
                Text("Q2")
            }
            .navigationTitle("Reports")
        }
        .navigationViewStyle(.stack)
    }
}

struct ReportsView: View {
    var body: some View {
        NavigationStack {
            List {
                Text("Q3")
                Text("Q4")
            }
            .navigationTitle("Reports")
        }
    }
}
