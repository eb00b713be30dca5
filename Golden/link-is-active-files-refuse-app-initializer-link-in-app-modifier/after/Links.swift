import SwiftUI

// The app's own link initializer makes an `isActive:` link from an optional item, and its own
// modifier puts one in the background of what it is applied to.
extension NavigationLink where Label == EmptyView {
    init<Item>(item: Binding<Item?>, destination: @escaping (Item?) -> Destination) {
        let isActive = Binding<Bool>(
            get: { item.wrappedValue != nil },
            set: { if !$0 { item.wrappedValue = nil } }
        )
        self.init(destination: destination(item.wrappedValue), isActive: isActive) { EmptyView() }
    }
}

extension View {
    func opening<Item, Destination: View>(item: Binding<Item?>, destination: @escaping (Item?) -> Destination) -> some View {
        background(NavigationLink(item: item, destination: destination))
    }
}
