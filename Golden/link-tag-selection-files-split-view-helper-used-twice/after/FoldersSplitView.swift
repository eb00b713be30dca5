// The split view sits in a helper that `body` shows in both branches of an `#if`, one through
// an app modifier: one navigation view, counted once, so the sidebar view's links migrate
// with it.
import SwiftUI

struct Folder: Identifiable, Hashable {
    let id: Int
    var name: String
    var notes: [String]
}

struct FoldersSplitView: View {
    var folders: [Folder]
    @State private var selection: Folder?

    var body: some View {
        #if os(iOS)
            layout.logging { view in
                print(view)
            }
        #else
            layout
        #endif
    }

    private var layout: some View {
        NavigationSplitView {
            FolderSidebar(folders: folders, selection: $selection)
        } detail: {
            if let folder = selection {
                FolderNotes(folder: folder)
            } else {
                Text("Pick a folder")
                    .foregroundStyle(.secondary)
            }
        }
    }
}

extension View {
    func logging(_ log: @escaping (String) -> Void) -> some View {
        onAppear { log("\(Self.self)") }
    }
}
