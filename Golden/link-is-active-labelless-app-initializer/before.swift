import SwiftUI

// The app's own label-less initializer of an isActive link: a hidden link, whatever SwiftUI
// would call it.
extension NavigationLink where Label == EmptyView {
    @available(*, deprecated, message: "use navigationDestination(isPresented:)")
    init(destination: Destination, isActive: Binding<Bool>) {
        self.init(destination: destination, isActive: isActive, label: EmptyView.init)
    }
}

struct Inbox: View {
    @State private var selected: String?

    var body: some View {
        NavigationView {
            List(["a", "b"], id: \.self) { item in
                Button(item) { selected = item }
            }
            .background(
                NavigationLink(
                    destination: Text(selected ?? ""),
                    isActive: Binding(
                        get: { selected != nil },
                        set: { if !$0 { selected = nil } }
                    )
                )
            )
        }
        .navigationViewStyle(.stack)
    }
}
