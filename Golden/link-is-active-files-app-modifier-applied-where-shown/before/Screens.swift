import SwiftUI

struct Home: View {
    @State private var shows = false
    var body: some View {
        VStack {
            Button("Go") { shows = true }
            NavigationLink(destination: Text("Detail"), isActive: $shows) { EmptyView() }
        }
    }
}

struct Other: View {
    @State private var selection: Int?
    var body: some View {
        VStack {
            Button("One") { selection = 1 }
            NavigationLink(destination: Text("One"), tag: 1, selection: $selection) { EmptyView() }
        }
    }
}
