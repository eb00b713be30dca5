import SwiftUI

// A sidebar link shown only from iOS 17: its destination, moved into the detail column, would
// leave the check and run on iOS 16 too, so the links stay, with a finding.
enum Page: Hashable {
    case home, charts
}

struct Dashboard: View {
    @State private var page: Page?

    var body: some View {
        NavigationView {
            List {
                NavigationLink(tag: Page.home, selection: $page) {
                    Text("Home")
                } label: {
                    Text("Home")
                }
                if #available(iOS 17, macOS 14, *) {
                    NavigationLink(tag: Page.charts, selection: $page) {
                        Text("Charts")
                    } label: {
                        Text("Charts")
                    }
                }
            }
            Text("Pick a page")
        }
    }
}
