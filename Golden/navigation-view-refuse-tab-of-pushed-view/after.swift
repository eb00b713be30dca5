import SwiftUI

struct WelcomeView: View {
    var body: some View {
        NavigationView {
            NavigationLink("Start") {
                StoreTabs()
            }
        }
        .navigationViewStyle(.stack)
    }
}

struct StoreTabs: View {
    var body: some View {
        TabView {
            NavigationView {
                List {
                    NavigationLink("Orders") {
                        Text("Orders")
                    }
                }
            }
            .tabItem {
                Label("Account", systemImage: "person")
            }
        }
    }
}
