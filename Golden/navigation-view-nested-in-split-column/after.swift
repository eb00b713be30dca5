import SwiftUI

struct Team: Identifiable {
    let id: Int
    var name: String
    var members: [String]
}

struct MemberProfile: View {
    var name: String

    var body: some View {
        Text(name)
            .font(.title)
    }
}

struct TeamsView: View {
    var teams: [Team]

    var body: some View {
        NavigationSplitView {
            List(teams) { team in
                Text(team.name)
            }
            .navigationTitle("Teams")
        } detail: {
            NavigationStack {
                List(teams.first?.members ?? [], id: \.self) { member in
                    NavigationLink(member) {
                        MemberProfile(name: member)
                    }
                }
                .navigationTitle("Members")
            }
        }
    }
}
