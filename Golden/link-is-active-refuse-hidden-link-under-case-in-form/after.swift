import SwiftUI

// The same hidden link under a `switch` case of a `Form`: a case cannot go with the destination
// as a test, so the link stays, with its navigation view, and a finding.
enum AccountKind {
    case free, paid
}

struct PlanScreen: View {
    @State private var showsBilling = false
    let kind: AccountKind

    var body: some View {
        NavigationView {
            Form {
                switch kind {
                case .paid:
                    ZStack {
                        NavigationLink(destination: Text("Billing"), isActive: $showsBilling) {
                            EmptyView()
                        }
                        .opacity(0)
                        Button("Billing") { showsBilling = true }
                    }
                case .free:
                    Text("Free plan")
                }
            }
        }
    }
}
