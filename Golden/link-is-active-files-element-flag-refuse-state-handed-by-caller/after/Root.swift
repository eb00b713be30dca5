import SwiftUI

struct RootScreen: View {
    var body: some View {
        MenuScreen(entries: [.init(title: "Start", active: true), .init(title: "Help")])
    }
}
