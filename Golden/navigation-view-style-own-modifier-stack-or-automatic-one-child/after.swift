import SwiftUI

/// Set at launch from the device.
var runsOnPhone = true

extension View {
    /// Applies the brand's look, with its navigation style among the rest.
    func brandLook() -> some View {
        brandNavigationStyle()
            .tint(.orange)
    }

    /// One style on phones, another elsewhere: which one applies is chosen at runtime, but
    /// both give a navigation view of one child one column, so it becomes a stack.
    @ViewBuilder
    private func brandNavigationStyle() -> some View {
        if runsOnPhone {
            navigationViewStyle(.stack)
        } else {
            navigationViewStyle(.automatic)
        }
    }
}

struct LedgerView: View {
    var body: some View {
        NavigationStack {
            Text("Accounts")
        }
        .brandLook()
    }
}
