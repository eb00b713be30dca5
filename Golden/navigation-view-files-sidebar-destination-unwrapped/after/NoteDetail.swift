import SwiftUI

struct NoteDetail: View {
    var id: Int

    var body: some View {
        Text("Note \(id)")
            .navigationTitle("Note")
    }
}
