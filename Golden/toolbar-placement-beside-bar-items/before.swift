import SwiftUI

struct NotesView: View {
    var body: some View {
        NavigationView {
            List { Text("Note") }
                .navigationBarTitle("Notes")
                .navigationBarItems(trailing: EditButton())
                .toolbar {
                    ToolbarItem(placement: .navigationBarLeading) {
                        Button("Folders") {}
                    }
                }
        }
    }
}
