import SwiftUI

struct RootView: View {
    var body: some View {
        NavigationView {
            List(Menu.allCases) { item in
                NavigationLink(destination: item.destination) {
                    Text(item.rawValue)
                }
            }
            .navigationTitle("Menu")
        }
        .navigationViewStyle(.stack)
    }
}
