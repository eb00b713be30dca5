import SwiftUI

// Links of two selections in one column: the list's rows select through `row`, which
// only drives them (they become plain links, and `row` goes), and the hidden links
// that the buttons drive select through `action` (each gets a destination whose
// binding reads and clears it). Each group migrates as it would alone.
struct Team: Identifiable {
    let id: Int
    let name: String
}

struct Teams: View {
    let teams: [Team]
    @State private var action: Int? = nil
    @State private var row: Int? = nil

    var body: some View {
        NavigationView {
            VStack {
                NavigationLink(tag: 1, selection: $action, destination: { Text("New team") }) { EmptyView() }
                NavigationLink(tag: 2, selection: $action, destination: { Text("Join a team") }) { EmptyView() }
                List(teams) { team in
                    NavigationLink(tag: team.id, selection: $row) {
                        Text(team.name)
                    } label: {
                        Text(team.name)
                    }
                }
                HStack {
                    Button("New") { action = 1 }
                    Button("Join") { action = 2 }
                }
            }
            .navigationTitle("Teams")
        }
        .navigationViewStyle(.stack)
    }
}
