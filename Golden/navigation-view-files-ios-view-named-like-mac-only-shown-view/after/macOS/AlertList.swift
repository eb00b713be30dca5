import SwiftUI

// The macOS app's alert list, of the same name.
struct AlertList: View {
    var body: some View {
        List {
            Text("Bitcoin")
        }
    }
}
