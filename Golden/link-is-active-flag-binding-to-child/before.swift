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
    @State private var isShowingLibrary = false
    @State private var isShowingDownloads = false

    var body: some View {
        NavigationView {
            Form {
                ShortcutToggle(isOn: $isShowingLibrary, title: "Open library")
                ShortcutToggle(isOn: self.$isShowingDownloads, title: "Open downloads")
                NavigationLink("Library", destination: LibraryView(), isActive: $isShowingLibrary)
                NavigationLink("Downloads", destination: DownloadsView(), isActive: $isShowingDownloads)
            }
        }
    }
}
