import SwiftUI

extension NavigationLink where Label == EmptyView {
    /// A link with no label, pushed while `active` is true.
    static func hidden(active: Binding<Bool>, destination: @escaping () -> Destination) -> NavigationLink {
        NavigationLink(isActive: active, destination: destination, label: { EmptyView() })
    }
}
