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
    @State var selection: Page?

    var body: some View {
        List {
            NavigationLink(destination: Text("Inbox"), tag: .inbox, selection: $selection) {
                Text("Inbox")
            }
            NavigationLink(destination: Text("Archive"), tag: .archive, selection: $selection) {
                Text("Archive")
            }
        }
    }
}
