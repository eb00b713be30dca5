import SwiftUI

struct JournalList: View {
    var entries: [Journal.Entry]

    var body: some View {
        NavigationView {
            List(entries) { entry in
                Journal.EntryRow(entry: entry)
            }
        }
        .navigationViewStyle(.stack)
    }
}
