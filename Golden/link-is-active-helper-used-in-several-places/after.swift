import SwiftUI

// A helper that returns a link, used twice inside the view's own navigation view: every place
// it shows is in that navigation view, so its links migrate as if written there, although
// UIKit shows the view as a hosting controller's root.
struct TripView: View {
    @State private var showsMap = false
    @State private var showsTickets = false

    var body: some View {
        NavigationStack {
            VStack {
                detailLink("Map", isActive: $showsMap)
                detailLink("Tickets", isActive: $showsTickets)
                Button("Show the map") { showsMap = true }
            }
        }
    }

    private func detailLink(_ title: String, isActive: Binding<Bool>) -> some View {
        Button { isActive.wrappedValue = true } label: {
            Label(title, systemImage: "chevron.right")
        }
        .navigationDestination(isPresented: isActive) {
            Text(title)
        }
    }
}

// UIKit's `UIHostingController`, as the app's UIKit code uses it.
class HostingController<Content: View> {
    var rootView: Content
    init(rootView: Content) { self.rootView = rootView }
}

final class TripCoordinator {
    let hosting = HostingController(rootView: TripView())
}
