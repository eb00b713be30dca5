import SwiftUI

enum Screen {
    case navigationBarTitle(String)
}

struct StatusView: View {
    let screen: Screen = .navigationBarTitle("Status")

    var body: some View {
        Text("All systems normal")
        #if os(iOS)
            .navigationTitle("Status")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar(.visible, for: .navigationBar)
        #endif
    }
}
