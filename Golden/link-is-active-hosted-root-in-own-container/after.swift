import SwiftUI

// The app's own container: a stack around what it is given.
struct AppStack<Content: View>: View {
    @ViewBuilder var content: () -> Content

    var body: some View {
        NavigationStack {
            content()
        }
    }
}

// A view handed to UIKit whose body sits in the app's own container, which shows it in a
// navigation stack: its links are inside that stack wherever the view is shown, so the link
// migrates, its destination on the form inside the container.
struct SourcePicker: View {
    @State private var addsSource = false

    var body: some View {
        AppStack {
            Form {
                Button("Add a source") { addsSource = true }
            }
            .navigationDestination(isPresented: $addsSource) {
                Text("New source")
            }
        }
    }
}

// UIKit's `UIHostingController`, as the app's UIKit code uses it.
class HostingController<Content: View> {
    var rootView: Content
    init(rootView: Content) { self.rootView = rootView }
}

final class SourcesCoordinator {
    func start() -> HostingController<SourcePicker> {
        HostingController(rootView: SourcePicker())
    }
}
