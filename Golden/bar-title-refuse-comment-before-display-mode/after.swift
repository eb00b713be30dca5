import SwiftUI

struct DraftsView: View {
    var body: some View {
        List {
            Text("No drafts")
        }
        .navigationBarTitle("Drafts", /* inline keeps the list visible */ displayMode: .inline)
    }
}
