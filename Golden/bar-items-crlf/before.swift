import SwiftUI

struct DownloadsView: View {
    var body: some View {
        NavigationStack {
            List {
                Text("Nothing downloaded")
            }
            .navigationBarTitle("Downloads", displayMode: .inline)
            .navigationBarItems(trailing: HStack {
                EditButton()
            })
        }
    }
}
