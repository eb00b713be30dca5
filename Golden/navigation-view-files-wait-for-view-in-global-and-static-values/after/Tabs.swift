import SwiftUI

struct Tabs: View {
    var body: some View {
        TabView {
            NavigationView {
                accountScreen
            }
            .navigationViewStyle(.stack)
            NavigationView {
                Screens.account
            }
            .navigationViewStyle(.stack)
        }
    }
}
