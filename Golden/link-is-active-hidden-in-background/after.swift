import SwiftUI

struct Photo {
    var title: String
}

struct PhotoEditor: View {
    var body: some View {
        Text("Editor")
    }
}

struct ShareSheet: View {
    var body: some View {
        Text("Share")
    }
}

struct PhotoView: View {
    let photo: Photo

    enum Route: Hashable, Codable {
        case editing, sharing
    }

    @State private var path: [Route] = []

    var body: some View {
        NavigationStack(path: $path) {
            VStack {
                Text(photo.title)
                HStack {
                    Button("Edit") { if !path.contains(.editing) { path.append(.editing) } }
                    Button("Share") { if !path.contains(.sharing) { path.append(.sharing) } }
                }
            }
            .navigationDestination(for: Route.self) { route in
                switch route {
                case .editing:
                    PhotoEditor()
                case .sharing:
                    ShareSheet()
                }
            }
        }
    }
}
