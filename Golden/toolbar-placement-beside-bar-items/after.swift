import SwiftUI

struct NotesView: View {
    var body: some View {
        NavigationStack {
            List { Text("Note") }
                .navigationTitle("Notes")
                .toolbar {
                    ToolbarItem(placement: .topBarTrailing) {
                        EditButton()
                    }
                }
                .toolbar {
                    ToolbarItem(placement: .topBarLeading) {
                        Button("Folders") {}
                    }
                }
        }
    }
}
