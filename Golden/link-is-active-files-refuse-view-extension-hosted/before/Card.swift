import SwiftUI

struct Card: View {
    @State private var open = false

    var body: some View {
        Text("Card")
            .navigationLink(isActive: $open) { Text("Detail") }
    }
}

// UIKit's `UIHostingController`, as the app's UIKit code uses it.
class HostingController<Content: View> {
    var rootView: Content
    init(rootView: Content) { self.rootView = rootView }
}

final class CardController: HostingController<Card> {
    init() {
        super.init(rootView: Card())
    }
}
