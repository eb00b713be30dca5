import SwiftUI

/// Before iOS 14 this screen used `.navigationBarTitle("Help")` and
/// `.navigationBarItems(trailing: closeButton)`.
struct HelpView: View {
    // .navigationBarHidden(true) hid the bar here once.
    let hint = "Call .navigationBarTitle(\"x\") or .navigationBarItems(leading: a) yourself"

    var body: some View {
        VStack {
            Text(".navigationBarHidden(true)")
            Text(hint)
            /* .navigationBarTitle("Old") */
        }
        .navigationTitle("Help") // was .navigationBarTitle("Help", displayMode: .inline)
    }
}
