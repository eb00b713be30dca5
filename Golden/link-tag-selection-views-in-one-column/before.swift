import SwiftUI

// Links whose selection only drives them, in views with no navigation view of their own: the
// project shows `FoldersView` as the root of a one-column navigation view and pushes
// `LabelsView` from it. The links become plain links, the selections go, and the navigation
// view becomes a stack.
struct MailRoot: View {
    var body: some View {
        NavigationView {
            FoldersView()
        }
        .navigationViewStyle(.stack)
    }
}

struct FoldersView: View {
    @State private var openFolder: String?
    let folders = ["Inbox", "Sent", "Archive"]

    var body: some View {
        List {
            ForEach(folders, id: \.self) { folder in
                NavigationLink(folder, tag: folder, selection: $openFolder) {
                    Text("Messages in \(folder)")
                }
            }
            NavigationLink("Labels", destination: LabelsView())
        }
        .navigationTitle("Folders")
    }
}

struct LabelsView: View {
    @State private var openLabel: Int?
    let labels = ["Work", "Family"]

    var body: some View {
        List {
            ForEach(labels.indices, id: \.self) { index in
                NavigationLink(destination: Text(labels[index]), tag: index, selection: $openLabel) {
                    Label(labels[index], systemImage: "tag")
                }
            }
        }
        .navigationTitle("Labels")
    }
}
