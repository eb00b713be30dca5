import SwiftUI

struct ColorDetail: View {
    var color: Color

    var body: some View {
        color
    }
}

struct ColorGallery: View {
    let colors: [Color] = [.purple, .pink, .orange]
    @State private var selection: Color?

    var body: some View {
        NavigationSplitView {
            List(colors, id: \.self, selection: $selection) { color in
                NavigationLink(value: color) {
                    Text(color.description)
                }
            }
            .navigationTitle("Colors")
            .onAppear {
                // Start on the first color, as the iPad layout expects.
                selection = colors.first
            }
        } detail: {
            if let color = selection, colors.contains(color) {
                ColorDetail(color: color)
            } else {
                Text("Pick a color")
            }
        }
    }
}
