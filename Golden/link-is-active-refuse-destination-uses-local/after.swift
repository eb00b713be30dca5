import SwiftUI

// A destination that uses a name only the place of its link has (a closure's parameter, a
// value computed from one) cannot move to the view that carries it: here the only view
// beside the link is written before that value, so it does not see it either.
struct SizeView: View {
    @State private var showsSize = false

    var body: some View {
        GeometryReader { proxy in
            Button("Size") { showsSize = true }
            let width = proxy.size.width
            NavigationLink(destination: Text("\(width) points"), isActive: $showsSize) { EmptyView() }
        }
    }
}

struct Tag: Identifiable {
    let id: Int
    let name: String
}

struct TagsView: View {
    let tags: [Tag]
    @State private var opensTag = false

    var body: some View {
        VStack {
            ForEach(tags) { tag in
                NavigationLink(destination: Text(tag.name), isActive: $opensTag) { EmptyView() }
            }
            Button("Open") { opensTag = true }
        }
    }
}
