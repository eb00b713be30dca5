import SwiftUI

// A view that UIKit code shows by assigning a hosting controller's `rootView` is handed to
// UIKit as one passed as `rootView:` is: its old links push onto the UIKit navigation
// controller, where a `navigationDestination` does nothing, so they are refused.
struct NotificationSettings: View {
    @State private var editsSchedule = false

    var body: some View {
        Form {
            Button("Edit schedule") { editsSchedule = true }
        }
        .background(
            NavigationLink(destination: Text("Schedule"), isActive: $editsSchedule) { EmptyView() }
        )
    }
}

// UIKit's `UIHostingController`, as the app's UIKit code uses it.
class HostingController<Content: View> {
    var rootView: Content
    init(rootView: Content) { self.rootView = rootView }
}

final class NotificationSettingsCoordinator {
    private let hosting = HostingController(rootView: AnyView(EmptyView()))

    func start() {
        hosting.rootView = AnyView(NotificationSettings())
    }
}
