import SwiftUI

extension NavigationLink where Label == EmptyView {
    /// Pushes `content` while `item` holds a value.
    init<Item, Content: View>(showing item: Binding<Item?>,
                              @ViewBuilder content: @escaping (Item) -> Content) where Destination == Content? {
        self.init(destination: item.wrappedValue.map(content),
                  isActive: Binding(get: { item.wrappedValue != nil },
                                    set: { if !$0 { item.wrappedValue = nil } }),
                  label: { EmptyView() })
    }
}
