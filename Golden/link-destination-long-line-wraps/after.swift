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
            NavigationLink {
                ReportListsView(isPrivateBrowsing: isPrivateBrowsing, onDismiss: onDismiss)
            } label: {
                Text("All-time lists")
            }
            NavigationLink {
                ReportListsView(isPrivateBrowsing: false, onDismiss: onDismiss)
            } label: {
                Text("Public lists")
            }
        }
    }
}
