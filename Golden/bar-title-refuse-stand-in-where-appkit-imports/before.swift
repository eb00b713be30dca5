import SwiftUI

#if canImport(AppKit)
// The app's stand-in where AppKit can be imported (macOS), with a defaulted display mode: a
// call that leaves the mode out calls it on macOS and SwiftUI's on iOS. One rewrite cannot
// serve both, so the call stays, with a finding.
extension View {
    func navigationBarTitle(_ title: Text, displayMode: BarTitleMode = .inline) -> some View {
        self
    }
}

enum BarTitleMode {
    case inline, large
}
#endif

struct Inbox: View {
    var body: some View {
        List {
            Text("First message")
        }
        .navigationBarTitle(Text("Inbox"))
    }
}
