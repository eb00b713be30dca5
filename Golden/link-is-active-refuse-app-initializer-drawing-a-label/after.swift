import SwiftUI

// The app's own `NavigationLink(destination:isActive:)` draws a label ("More"): its calls are
// not SwiftUI's hidden links, and a `navigationDestination` would lose that label. Refused.
extension NavigationLink where Label == Text {
    init(destination: Destination, isActive: Binding<Bool>) {
        self.init(destination: destination, isActive: isActive, label: { Text("More") })
    }
}

struct Mailbox: View {
    @State private var showsArchive = false

    var body: some View {
        NavigationView {
            VStack {
                Text("Mailbox")
                NavigationLink(destination: Text("Archive"), isActive: $showsArchive)
            }
        }
    }
}
