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
    @State private var isEditing = false
    @State private var isSharing = false

    var body: some View {
        NavigationStack {
            VStack {
                Text(photo.title)
                HStack {
                    Button("Edit") { isEditing = true }
                    Button("Share") { isSharing = true }
                }
            }
            .background(
                NavigationLink(destination: PhotoEditor(), isActive: $isEditing) { EmptyView() }
            )
            .overlay(NavigationLink("", destination: ShareSheet(), isActive: $isSharing).hidden())
        }
    }
}
