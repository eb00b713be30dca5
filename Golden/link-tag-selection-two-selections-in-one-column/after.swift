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

    var body: some View {
        NavigationStack {
            VStack {
                List(teams) { team in
                    NavigationLink {
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
            .navigationDestination(isPresented: Binding(
                get: { action == 1 },
                set: { if !$0, action == 1 { action = nil } }
            )) {
                Text("New team")
            }
            .navigationDestination(isPresented: Binding(
                get: { action == 2 },
                set: { if !$0, action == 2 { action = nil } }
            )) {
                Text("Join a team")
            }
        }
    }
}
