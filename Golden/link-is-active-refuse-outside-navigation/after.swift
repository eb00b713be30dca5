import SwiftUI

// Links in views with no navigation view of their own push onto whatever navigation is
// around the place the view is shown. A `navigationDestination` needs a SwiftUI stack there:
// a view that an object hands to UIKit (a hosting controller pushed on a UIKit navigation
// controller), or a sheet's content with no navigation view, has none, so they are refused.
// A link that becomes a plain link pushes as it did anywhere.
struct AccountSettings: View {
    @State private var isShowingPrivacy = false

    var body: some View {
        VStack {
            Button("Privacy") { isShowingPrivacy = true }
            NavigationLink(destination: Text("Privacy"), isActive: $isShowingPrivacy) { EmptyView() }
        }
    }
}

// UIKit's `UIHostingController`, as the app's UIKit code uses it.
class HostingController<Content: View> {
    init(rootView: Content) {}
}

final class SettingsCoordinator {
    func makeController() -> HostingController<AccountSettings> {
        HostingController(rootView: AccountSettings())
    }
}

// A factory that is not a view shows what it makes where its static functions are called:
// here inside a navigation view, so the links migrate; a factory called in a hosting
// controller's root is handed to UIKit, so its view's links are refused.
enum ReceiptFactory {
    static func makeSummary() -> some View {
        ReceiptSummary()
    }
}

struct ReceiptSummary: View {
    @State private var isShowingTotals = false

    var body: some View {
        VStack {
            Button("Totals") { isShowingTotals = true }
        }
        .navigationDestination(isPresented: $isShowingTotals) {
            Text("Totals")
        }
    }
}

struct ReceiptsHome: View {
    var body: some View {
        NavigationStack {
            ReceiptFactory.makeSummary()
        }
    }
}

struct ReceiptDetails: View {
    @State private var isShowingRefund = false

    var body: some View {
        List {
            Button("Refund") { isShowingRefund = true }
        }
        .background(
            NavigationLink(destination: Text("Refund"), isActive: $isShowingRefund) { Text("Refund") }
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

struct PromoView: View {
    var body: some View {
        NavigationLink { Text("Desktop") } label: {
            Text("Get the desktop app")
        }
    }
}

final class PromoCoordinator {
    func makeController() -> HostingController<PromoView> {
        HostingController(rootView: PromoView())
    }
}

enum OnboardingFactory {
    static func makeWelcome() -> some View {
        WelcomeSteps()
    }
}

struct WelcomeSteps: View {
    @State private var isShowingTerms = false

    var body: some View {
        VStack {
            Button("Terms") { isShowingTerms = true }
            NavigationLink(destination: Text("Terms"), isActive: $isShowingTerms) { EmptyView() }
        }
    }
}

final class OnboardingCoordinator {
    func makeController() -> HostingController<some View> {
        HostingController(rootView: OnboardingFactory.makeWelcome())
    }
}

// A view whose initializer is handed on uncalled (`Loader(make: ShippingOptions.init)`) is
// shown where that is.
struct Loader<Content: View>: View {
    let make: () -> Content
    var body: some View { make() }
}

struct ShippingOptions: View {
    @State private var isShowingRates = false

    var body: some View {
        VStack {
            Button("Rates") { isShowingRates = true }
            NavigationLink(destination: Text("Rates"), isActive: $isShowingRates) { Text("Rates") }
        }
    }
}

struct CheckoutView: View {
    @State private var isChoosingShipping = false

    var body: some View {
        Button("Shipping") { isChoosingShipping = true }
            .sheet(isPresented: $isChoosingShipping) {
                Loader(make: ShippingOptions.init)
            }
    }
}
