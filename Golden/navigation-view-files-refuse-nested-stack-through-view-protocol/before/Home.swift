import SwiftUI

struct Home: Screen {
    var body: some View {
        NavigationView {
            Inbox()
        }
        .navigationViewStyle(.stack)
    }
}
