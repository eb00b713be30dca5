import SwiftUI

struct SidebarView: View {
    var body: some View {
        List {
            ForEach(0..<3) { _ in
                HostList()
            }
        }
    }
}
