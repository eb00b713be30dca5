import SwiftUI

// Links whose selection only drives them, in views with no navigation view of their own: the
// project shows `FoldersView` as the root of a one-column navigation view and pushes
// `LabelsView` from it. The links become plain links, the selections go, and the navigation
// view becomes a stack.
struct MailRoot: View {
    var body: some View {
        NavigationStack {
            FoldersView()
        }
    }
}

struct FoldersView: View {
    let folders = ["Inbox", "Sent", "Archive"]

    var body: some View {
        List {
            ForEach(folders, id: \.self) { folder in
                NavigationLink(folder) {
                    Text("Messages in \(folder)")
                }
            }
            NavigationLink("Labels") { LabelsView() }
        }
        .navigationTitle("Folders")
    }
}

struct LabelsView: View {
    let labels = ["Work", "Family"]

    var body: some View {
        List {
            ForEach(labels.indices, id: \.self) { index in
                NavigationLink {
                    Text(labels[index])
                } label: {
                    Label(labels[index], systemImage: "tag")
                }
            }
        }
        .navigationTitle("Labels")
    }
}
