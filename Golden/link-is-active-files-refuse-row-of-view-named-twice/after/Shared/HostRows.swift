import SwiftUI

struct HostRows: View {
    var body: some View {
        NavigationStack {
            List {
                ForEach(0..<3) { _ in
                    HostList()
                }
            }
        }
    }
}
