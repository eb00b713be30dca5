import SwiftUI

#if os(macOS)
// The app's stand-in for macOS, where SwiftUI has no `navigationBarTitle`; its display mode
// has a default, so a call with the title alone calls it too.
extension View {
    func navigationBarTitle(_ title: Text, displayMode: BarTitleMode = .inline) -> some View {
        self
    }
}

enum BarTitleMode {
    case inline, large
}
#endif

// Built for macOS, the call is the stand-in's, which shows no title; built for iOS, it is
// SwiftUI's. One rewrite cannot serve both, so it stays, with a finding.
struct Inbox: View {
    var body: some View {
        List {
            Text("First message")
        }
        .navigationBarTitle(Text("Inbox"))
    }
}
