import SwiftUI

// A sheet's content wrapped by `sheetChrome()`, an extension function that applies the
// `SheetChrome` modifier and its navigation view: the link is inside that navigation view, and
// migrates with it.
struct FolderRow: View {
    @State private var opens = false

    var body: some View {
        NavigationLink(isActive: $opens) {
            Text("Folder")
        } label: {
            Text("Open folder")
        }
        .onAppear { opens = true }
    }
}

struct FolderPicker: View {
    @State private var picks = false

    var body: some View {
        Button("Pick") { picks = true }
            .sheet(isPresented: $picks) {
                FolderRow()
                    .sheetChrome()
            }
    }
}
