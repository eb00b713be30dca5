import SwiftUI

// The app's own initializer takes an optional binding where SwiftUI's takes a title, with the
// same labels (`NavigationLink($item, destination:)` against `NavigationLink("Title",
// destination:)`), and makes a deprecated `isActive:` link. Calls that hand it a binding are
// its uses: each is refused with a finding that names the initializer, and the navigation
// view around one waits with it.
extension NavigationLink where Label == EmptyView {
    init?<Value>(_ item: Binding<Value?>, @ViewBuilder destination: (Value) -> Destination) {
        guard let value = item.wrappedValue else { return nil }
        let isActive = Binding(get: { true }, set: { if !$0 { item.wrappedValue = nil } })
        self.init(destination: destination(value), isActive: isActive, label: EmptyView.init)
    }
}

struct Numbers: View {
    @State private var opened: Int?

    var body: some View {
        NavigationView {
            VStack {
                Button("Open 4") { opened = 4 }
                    .background(NavigationLink($opened) { number in Text("Number \(number)") })
            }
        }
    }
}
