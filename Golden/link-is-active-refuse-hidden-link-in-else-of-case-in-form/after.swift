import SwiftUI

// A hidden link in the `else` of an `if case` in a `Form`: a pattern is no value the new
// destination's `isPresented:` can test, so the link stays, with its navigation view, and the
// finding says why.
enum Plan { case free, pro(until: String) }

final class AccountModel: ObservableObject {
    @Published var showsUpgrade = false
    @Published var plan = Plan.free
}

struct AccountSettings: View {
    @ObservedObject var model: AccountModel

    var body: some View {
        NavigationView {
            Form {
                if case .pro(let until) = model.plan {
                    Text("Pro until \(until)")
                } else {
                    HStack {
                        NavigationLink(destination: Text("Upgrade"), isActive: $model.showsUpgrade) { EmptyView() }
                            .hidden()
                        Button("Upgrade") { model.showsUpgrade = true }
                    }
                }
            }
        }
    }
}
