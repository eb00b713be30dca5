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
        NavigationView { // This is deprecated.
            List {
                ForEach(colors, id: \.self) { color in
                    NavigationLink(color.description, tag: color, selection: $selection) {
                        ColorDetail(color: color)
                    }
                }
            }
            Text("Pick a color")
        }
    }
}
