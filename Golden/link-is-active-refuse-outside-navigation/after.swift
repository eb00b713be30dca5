import SwiftUI

// Links in views with no navigation view of their own push onto whatever navigation is
// around the place the view is shown. A `navigationDestination` needs a SwiftUI stack there:
// a view that an object hands to UIKit (a hosting controller pushed on a UIKit navigation
// controller), or a sheet's content with no navigation view, has none, so they are refused.
struct AccountSettings: View {
    @State private var isShowingPrivacy = false

    var body: some View {
        VStack {
            Button("Privacy") { isShowingPrivacy = true }
            NavigationLink(destination: Text("Privacy"), isActive: $isShowingPrivacy) { EmptyView() }
        }
    }
}

final class SettingsCoordinator {
    func makeRootView() -> some View {
        AccountSettings()
    }
}

struct ReceiptDetails: View {
    @State private var isShowingRefund = false

    var body: some View {
        List {
            Button("Refund") { isShowingRefund = true }
        }
        .background(
            NavigationLink(destination: Text("Refund"), isActive: $isShowingRefund) { EmptyView() }
        )
    }
}

struct ReceiptsView: View {
    @State private var isShowingDetails = false

    var body: some View {
        NavigationStack {
            Button("Details") { isShowingDetails = true }
                .sheet(isPresented: $isShowingDetails) {
                    ReceiptDetails()
                }
        }
    }
}
