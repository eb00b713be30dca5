// Each tile is handed a model through the environment where the grid makes it: the tile's
// destination reads it, and moved up onto the grid it would not get it (the app would stop
// there), so the link stays, with a finding that names the modifier.
import SwiftUI

final class Palette: ObservableObject {
    @Published var accent = "blue"
}

struct Swatch: Hashable {
    var name: String
}

struct PaletteEditor: View {
    @EnvironmentObject var palette: Palette
    var swatch: Swatch

    var body: some View {
        Text("\(swatch.name) in \(palette.accent)")
    }
}

struct SwatchTile: View {
    let swatch: Swatch
    @State private var editing = false

    var body: some View {
        Text(swatch.name)
            .onTapGesture { editing = true }
            .background(
                NavigationLink(destination: PaletteEditor(swatch: swatch), isActive: $editing) {
                    EmptyView()
                }
            )
    }
}

struct SwatchGrid: View {
    var swatches: [Swatch]
    @StateObject private var palette = Palette()

    var body: some View {
        NavigationView {
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))]) {
                ForEach(swatches, id: \.self) { swatch in
                    SwatchTile(swatch: swatch)
                        .environmentObject(palette)
                }
            }
        }
        .navigationViewStyle(.stack)
    }
}
