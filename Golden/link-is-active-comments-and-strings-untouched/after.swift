import SwiftUI

struct HelpText: View {
    // Before iOS 16 this screen used:
    // NavigationLink("Help", isActive: $isShowingHelp) { HelpView() }
    /* NavigationLink(destination: HelpView(), isActive: $isShowingHelp) { EmptyView() } */
    let snippet = "NavigationLink(\"Help\", isActive: $isShowingHelp) { HelpView() }"
    let migrated = """
        NavigationLink(destination: Detail(), isActive: $showDetail) {
            Text("Open")
        }
        """

    var body: some View {
        Text(snippet)
    }
}
