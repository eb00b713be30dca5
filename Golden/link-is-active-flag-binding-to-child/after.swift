import SwiftUI

struct ShortcutToggle: View {
    @Binding var isOn: Bool
    var title: String

    var body: some View {
        Toggle(title, isOn: $isOn)
    }
}

struct LibraryView: View {
    var body: some View {
        Text("Library")
    }
}

struct DownloadsView: View {
    var body: some View {
        Text("Downloads")
    }
}

struct HomeView: View {
    enum Route: Hashable, Codable {
        case library, downloads
    }

    @State private var path: [Route] = []

    private func isPresented(_ route: Route) -> Binding<Bool> {
        Binding(
            get: { path.contains(route) },
            set: { newValue in
                if newValue {
                    path.append(route)
                } else if let index = path.firstIndex(of: route) {
                    path.removeSubrange(index...)
                }
            }
        )
    }

    var body: some View {
        NavigationStack(path: $path) {
            Form {
                ShortcutToggle(isOn: isPresented(.library), title: "Open library")
                ShortcutToggle(isOn: isPresented(.downloads), title: "Open downloads")
                NavigationLink("Library", value: Route.library)
                NavigationLink("Downloads", value: Route.downloads)
            }
            .navigationDestination(for: Route.self) { route in
                switch route {
                case .library:
                    LibraryView()
                case .downloads:
                    DownloadsView()
                }
            }
        }
    }
}
