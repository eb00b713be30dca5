// The app's own link initializers: the first makes a deprecated `isActive:` link from an
// optional binding, the second goes through the first. navmigrate does not rewrite them, and
// every view that calls them keeps its navigation as it is, each with a finding.
import SwiftUI

extension NavigationLink {
    init<Item, ItemDestination: View>(
        _ title: String,
        item: Binding<Item?>,
        @ViewBuilder destination: @escaping (Item) -> ItemDestination
    ) where Destination == ItemDestination?, Label == Text {
        self.init(
            title,
            destination: item.wrappedValue.map(destination),
            isActive: Binding(get: { item.wrappedValue != nil }, set: { if !$0 { item.wrappedValue = nil } })
        )
    }

    init<Item, ItemDestination: View>(
        item: Binding<Item?>,
        @ViewBuilder destination: @escaping (Item) -> ItemDestination
    ) where Destination == ItemDestination?, Label == Text {
        self.init("", item: item, destination: destination)
    }
}
