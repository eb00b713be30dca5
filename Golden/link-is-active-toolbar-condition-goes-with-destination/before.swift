import SwiftUI

// A link in a toolbar that only an `if` shows existed only while its condition held: the
// destination goes on the view the toolbar is on, presented only while the condition holds
// (`!` of it for the `else`), and the link becomes its button inside the `if`, which stays.
struct MembershipScreen: View {
    @State private var showsPerks = false
    @State private var showsJoin = false
    let isMember: Bool
    let isOnTrial: Bool

    var body: some View {
        NavigationView {
            List {
                Text("Membership")
            }
            .navigationTitle("Club")
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    membershipButton
                }
            }
        }
        .navigationViewStyle(.stack)
    }

    @ViewBuilder
    private var membershipButton: some View {
        if isMember && !isOnTrial {
            NavigationLink(isActive: $showsPerks, destination: { Text("Your perks") }, label: {
                Button("Perks") { showsPerks = true }
            })
        } else {
            NavigationLink(isActive: $showsJoin, destination: {
                Text("Join the club")
            }, label: {
                Button("Join") { showsJoin = true }
            })
        }
    }
}
