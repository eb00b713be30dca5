import SwiftUI

struct ReportListsView: View {
    let isPrivateBrowsing: Bool
    let onDismiss: () -> Void

    var body: some View {
        Text(isPrivateBrowsing ? "Private" : "All")
    }
}

struct AllTimeSection: View {
    let isPrivateBrowsing: Bool
    let onDismiss: () -> Void

    var body: some View {
        List {
            NavigationLink(
                destination: ReportListsView(isPrivateBrowsing: isPrivateBrowsing, onDismiss: onDismiss)
            ) {
                Text("All-time lists")
            }
            NavigationLink(destination: ReportListsView(isPrivateBrowsing: false, onDismiss: onDismiss)) {
                Text("Public lists")
            }
        }
    }
}
