import SwiftUI

// Hidden links of two selections in one stack: each group alone would put its destinations
// on the `VStack`, and the two changes meet there, which navmigrate does not combine, so
// the links are refused with a finding that says so.
struct Actions: View {
    @State private var action: Int?
    @State private var detail: Int?

    var body: some View {
        NavigationView {
            VStack {
                NavigationLink(tag: 1, selection: $action, destination: { Text("New") }) { EmptyView() }
                NavigationLink(tag: 1, selection: $detail, destination: { Text("Detail") }) { EmptyView() }
                Button("New") { action = 1 }
                Button("Detail") { detail = 1 }
            }
        }
        .navigationViewStyle(.stack)
    }
}
