import SwiftUI

// A sidebar link shown only to admins: the detail column keeps the condition, so a selection of
// `.admin` set by code shows the admin page only while `isAdmin` holds, and the placeholder
// otherwise, as the old navigation view showed no link to select.
enum ShopSection: Hashable {
    case orders, stock, admin
}

final class ShopRouter: ObservableObject {
    @Published var section: ShopSection?
}

struct ShopRoot: View {
    @StateObject private var router = ShopRouter()
    let isAdmin: Bool

    var body: some View {
        NavigationSplitView {
            List(selection: $router.section) {
                NavigationLink(value: ShopSection.orders) {
                    Label("Orders", systemImage: "tray")
                }
                if isAdmin {
                    NavigationLink(value: ShopSection.admin) {
                        Label("Admin", systemImage: "lock")
                    }
                }
            }
        } detail: {
            switch router.section {
            case ShopSection.orders?:
                Text("Orders")
            case ShopSection.admin? where isAdmin:
                Text("Admin")
            default:
                Text("Pick a section")
            }
        }
        .onAppear { router.section = .admin }
    }
}
