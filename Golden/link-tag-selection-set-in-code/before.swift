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
        NavigationView {
            List {
                ForEach(colors, id: \.self) { color in
                    NavigationLink(destination: ColorDetail(color: color), tag: color, selection: $selection) {
                        Text(color.description)
                    }
                }
            }
            .navigationTitle("Colors")
            .onAppear {
                // Start on the first color, as the iPad layout expects.
                selection = colors.first
            }

            Text("Pick a color")
        }
    }
}
