import SwiftUI

struct ArchiveRows: View {
    @Binding var box: Box?

    var body: some View {
        Section("Older") {
            NavigationLink(tag: Box.archive, selection: $box) {
                Text("Archive")
            } label: {
                Text("Archive")
            }
        }
    }
}
