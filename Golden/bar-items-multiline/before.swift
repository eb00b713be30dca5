import SwiftUI

struct PhotoLibraryView: View {
    @State private var isSelecting = false
    @State private var showsImporter = false

    var body: some View {
        NavigationStack {
            ScrollView {
                Text("Photos")
            }
            .navigationTitle("Library")
            .navigationBarItems(
                leading: Button(action: { isSelecting.toggle() }) {
                    // The label follows the mode so people know how to leave it.
                    Text(isSelecting ? "Done" : "Select")
                },
                trailing: HStack {
                    Button {
                        showsImporter = true
                    } label: {
                        Image(systemName: "plus")
                    }
                    Button(action: { isSelecting = false }) {
                        Image(systemName: "square.and.arrow.up")
                    }
                } // both actions share one item
            )
        }
    }
}
