import SwiftUI

// A row made for each element of a `ForEach`, handed a flag: one flag for every row, so no
// single destination outside the rows can stand in for the rows' links. The finding points at
// the row, and the row's link stays with it.
struct TeamView: View {
    var members: [String]
    @State private var showingProfile = false

    var body: some View {
        NavigationView {
            List {
                ForEach(members, id: \.self) { member in
                    MemberRow(name: member, showingProfile: $showingProfile)
                }
            }
        }
    }
}

struct MemberRow: View {
    var name: String
    @Binding var showingProfile: Bool

    var body: some View {
        NavigationLink(isActive: $showingProfile) {
            Text("Profile")
        } label: {
            Text(name)
        }
    }
}
