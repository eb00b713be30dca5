import SwiftUI

struct Home: View {
    @State private var page: Int?
    @State private var group: String?

    var body: some View {
        NavigationView {
            VStack {
                if let group {
                    NavigationLink(tag: 2, selection: $page, destination: { Text(group) }) { EmptyView() }
                }
                Button("Groups") { page = 2 }
            }
            .navigationTitle("Home")
        }
        .navigationViewStyle(.stack)
    }
}
