import SwiftUI

// A style written inside a navigation view's content styles nothing: it goes along with the
// migration. The row it shows holds a model object, a class, which shows no navigation.
final class ThumbnailLoader: ObservableObject {
    @Published var isLoaded = false
}

enum Palette {
    static let accent = Color.blue
}

private struct FolderRow: View {
    @StateObject private var loader = ThumbnailLoader()
    let title: String

    var body: some View {
        Text(title)
            .foregroundColor(loader.isLoaded ? Palette.accent : .secondary)
    }
}

struct MoveFolderView: View {
    let folders = ["Music", "Talks"]

    var body: some View {
        NavigationView {
            List(folders, id: \.self) { folder in
                FolderRow(title: folder)
            }
            .navigationTitle("Move")
            .navigationViewStyle(.stack)
        }
    }
}
