import SwiftUI

struct NotesView: View {
    var body: some View {
        NavigationStack {
            List { Text("Note") }
                .navigationTitle("Notes")
                .toolbar {
                    ToolbarItem(placement: .topBarLeading) {
                        Button("Folders") {}
                    }
                    ToolbarItem(placement: .topBarTrailing) {
                        EditButton()
                    }
                }
        }
    }
}
