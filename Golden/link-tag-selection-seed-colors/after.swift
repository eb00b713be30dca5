import SwiftUI

struct ColorDetail: View {
    var color: Color

    var body: some View {
        color
            .navigationTitle(color.description)
    }
}

struct ColorList: View {
    let colors: [Color] = [.purple, .pink, .orange]
    @State private var selection: Color? = nil // Nothing selected by default.

    var body: some View {
        NavigationSplitView { // This is deprecated.
            List(colors, id: \.self, selection: $selection) { color in
                NavigationLink(color.description, value: color)
            }
        } detail: {
            if let color = selection {
                ColorDetail(color: color)
            } else {
                Text("Pick a color")
            }
        }
    }
}
