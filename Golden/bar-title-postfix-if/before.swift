import SwiftUI

enum Screen {
    case navigationBarTitle(String)
}

struct StatusView: View {
    let screen: Screen = .navigationBarTitle("Status")

    var body: some View {
        Text("All systems normal")
        #if os(iOS)
            .navigationBarTitle("Status", displayMode: .inline)
            .navigationBarHidden(false)
        #endif
    }
}
