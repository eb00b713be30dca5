import SwiftUI

struct NoteDetail: View {
    var id: Int

    var body: some View {
        NavigationView {
            Text("Note \(id)")
                .navigationTitle("Note")
        }
    }
}
