import SwiftUI

struct DownloadsView: View {
    var body: some View {
        NavigationStack {
            List {
                Text("Nothing downloaded")
            }
            .navigationTitle("Downloads")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    HStack {
                        EditButton()
                    }
                }
            }
        }
    }
}
