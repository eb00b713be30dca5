import SwiftUI

extension View {
    /// Applies the brand's look, with its navigation style among the rest.
    func brandLook() -> some View {
        brandNavigationStyle()
            .tint(.orange)
    }

    /// One style on phones, another elsewhere: which one applies is chosen at runtime.
    @ViewBuilder
    private func brandNavigationStyle() -> some View {
        if UIDevice.current.userInterfaceIdiom == .phone {
            navigationViewStyle(.stack)
        } else {
            navigationViewStyle(.automatic)
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
