import SwiftUI

struct Team: Identifiable {
    let id: Int
    var name: String
    var members: [Member]
}

struct Member: Identifiable, Hashable {
    let id: Int
    var name: String
}

struct MemberCard: View {
    var member: Member
    var teamName: String

    var body: some View {
        Text("\(member.name), \(teamName)")
    }
}

struct TeamDirectory: View {
    var teams: [Team]
    @State private var selection: Member?

    var body: some View {
        NavigationView {
            List {
                ForEach(teams) { team in
                    Section(team.name) {
                        ForEach(team.members) { member in
                            NavigationLink(member.name, tag: member, selection: $selection) {
                                MemberCard(member: member, teamName: team.name)
                            }
                        }
                    }
                }
            }
            Text("Select someone")
        }
    }
}
