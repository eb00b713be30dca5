import SwiftUI
import DesignKit

// The sidebar's file imports a module of the app's design system; its selection's type is
// declared right here, so the split view's file needs no import for it, and the sidebar's
// selection moves up into the split view (the destinations' module is imported there, with a
// note).
enum Page: Hashable {
    case inbox
    case archive
}

struct Sidebar: View {
    @Binding var selection: Page?

    var body: some View {
        List(selection: $selection) {
            NavigationLink(value: Page.inbox) {
                Text("Inbox")
            }
            NavigationLink(value: Page.archive) {
                Text("Archive")
            }
        }
    }
}
