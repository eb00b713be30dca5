import SwiftUI

struct HostRows: View {
    var body: some View {
        NavigationView {
            List {
                ForEach(0..<3) { _ in
                    HostList()
                }
            }
        }
        .navigationViewStyle(.stack)
    }
}
