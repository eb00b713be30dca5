import SwiftUI

struct InboxView: View {
    var body: some View {
        List {
            Text("Welcome aboard")
        }
        .navigationTitle("Inbox")
    }
}

struct ArchiveSidebar: View {
    var body: some View {
        List {
            Text("2023")
            Text("2024")
        }
    }
}

struct RootTabs: View {
    var body: some View {
        TabView {
            Tab("Inbox", systemImage: "tray") {
                NavigationView {
                    InboxView()
                }
            }
            Tab("Archive", systemImage: "archivebox") {
                NavigationView {
                    ArchiveSidebar()
                    #if os(macOS)
                    Text("Pick a year")
                    #endif
                }
            }
        }
        .navigationViewStyle(.stack)
    }
}
