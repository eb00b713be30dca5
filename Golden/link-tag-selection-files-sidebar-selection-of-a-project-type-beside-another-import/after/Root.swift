import SwiftUI
import DesignKit

struct Root: View {
    @State private var selection: Page?

    var body: some View {
        NavigationSplitView {
            Sidebar(selection: $selection)
        } detail: {
            switch selection {
            case Page.inbox?:
                Text("Inbox")
            case Page.archive?:
                Text("Archive")
            default:
                Text("Pick one")
            }
        }
    }
}
