import SwiftUI

// A view with a navigation view of its own only when it is new; otherwise UIKit hosts it bare.
// Its link sits in content shown both inside and outside that navigation view, and the bare
// one is where UIKit pushed it: refused, and the finding says the link is outside the view's
// own navigation view too, not that the view has none.
struct Entry: View {
    let isNew: Bool
    @State private var showsNext = false

    var body: some View {
        if isNew {
            NavigationView {
                content
            }
        } else {
            content
        }
    }

    private var content: some View {
        VStack {
            Text("Entry")
            NavigationLink(destination: Text("Next"), isActive: $showsNext) { EmptyView() }
        }
    }
}

// UIKit's `UIHostingController`, as the app's UIKit code uses it.
class HostingController<Content: View> {
    var rootView: Content
    init(rootView: Content) { self.rootView = rootView }
}

final class EntryCoordinator {
    func start() -> HostingController<Entry> {
        HostingController(rootView: Entry(isNew: false))
    }
}
