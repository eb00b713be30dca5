import SwiftUI

/// Set at launch from the device.
var runsOnPhone = true

extension View {
    /// Applies the brand's look, with its navigation style among the rest.
    func brandLook() -> some View {
        brandNavigationStyle()
            .tint(.orange)
    }

    /// One style on phones, columns elsewhere: which one applies is chosen at runtime, and the
    /// columns would be lost in a stack, so the navigation view is left as it is.
    @ViewBuilder
    private func brandNavigationStyle() -> some View {
        if runsOnPhone {
            navigationViewStyle(.stack)
        } else {
            navigationViewStyle(.columns)
        }
    }
}

struct LedgerView: View {
    var body: some View {
        NavigationView {
            Text("Accounts")
        }
        .brandLook()
    }
}
