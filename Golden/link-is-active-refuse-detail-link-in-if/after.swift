import SwiftUI

// The link becomes a button, which has no `isDetailLink`; inside an `#if` it cannot simply go.
struct HelpLink: View {
    @Binding var showsHelp: Bool

    var body: some View {
        NavigationLink("Help", destination: Text("Help"), isActive: $showsHelp)
            #if os(iOS)
            .isDetailLink(false)
            #endif
    }
}
