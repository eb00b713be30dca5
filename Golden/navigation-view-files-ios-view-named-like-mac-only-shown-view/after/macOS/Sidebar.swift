import SwiftUI

struct Sidebar: View {
    var body: some View {
        #if os(macOS)
        AlertList()
        #endif
    }
}
