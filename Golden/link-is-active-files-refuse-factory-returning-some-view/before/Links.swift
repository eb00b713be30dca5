// A static function of `extension NavigationLink` that says it returns `some View` (a hidden
// link): its body makes a deprecated `isActive:` link, so its calls are such links too, and
// the navigation view that shows one stays, as it does for one that says `-> NavigationLink`;
// also where its body writes the link `NavigationLink.init(...)`.
import SwiftUI

extension NavigationLink where Label == EmptyView {
    static func hiddenLink(isActive: Binding<Bool>, to destination: Destination) -> some View {
        NavigationLink(destination: destination, isActive: isActive, label: { EmptyView() })
            .hidden()
    }

    static func quietLink(_ shown: Binding<Bool>, _ destination: Destination) -> some View {
        NavigationLink.init(destination: destination, isActive: shown, label: { EmptyView() })
            .hidden()
    }
}
