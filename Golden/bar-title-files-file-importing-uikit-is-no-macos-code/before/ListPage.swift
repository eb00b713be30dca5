import SwiftUI
import class UIKit.UIDevice

// The package builds macOS too, where the app declares its own `navigationBarTitle`; this file
// imports UIKit, which macOS cannot, so only iOS builds it: its title is SwiftUI's, and it
// becomes `navigationTitle`.
struct ListPage: View {
    var isPad: Bool { UIDevice.current.userInterfaceIdiom == .pad }

    var body: some View {
        List {
            Text("Row")
        }
        .navigationBarTitle("Title")
    }
}
