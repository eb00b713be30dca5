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
        NavigationStack {
            List {
                Text("Membership")
            }
            .navigationTitle("Club")
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    membershipButton
                }
            }
            .navigationDestination(isPresented: isMember && !isOnTrial ? $showsPerks : .constant(false)) {
                Text("Your perks")
            }
            .navigationDestination(isPresented: !(isMember && !isOnTrial) ? $showsJoin : .constant(false)) {
                Text("Join the club")
            }
        }
    }

    @ViewBuilder
    private var membershipButton: some View {
        if isMember && !isOnTrial {
            Button("Perks") { showsPerks = true }
        } else {
            Button("Join") { showsJoin = true }
        }
    }
}
