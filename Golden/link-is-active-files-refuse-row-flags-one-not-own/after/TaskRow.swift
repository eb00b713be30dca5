// A row with two links: one driven by a flag of its own, one by its model's. Only the own flag
// could move up, and the row's links move together or not at all, so both stay, with a finding
// that names the other link's flag, and the list's navigation view stays with them.
import SwiftUI

final class Tracker: ObservableObject {
    @Published var showsTimer = false
}

struct TaskItem: Identifiable {
    let id: Int
    var title: String
}

struct TaskRow: View {
    let task: TaskItem
    @ObservedObject var tracker: Tracker
    @State private var showsNotes = false

    var body: some View {
        HStack {
            Text(task.title)
            Button("Notes") { showsNotes = true }
            NavigationLink(isActive: $showsNotes) {
                Text("Notes for \(task.title)")
            } label: {
                EmptyView()
            }
            NavigationLink(isActive: $tracker.showsTimer) {
                Text("Timer")
            } label: {
                EmptyView()
            }
        }
    }
}
