import SwiftUI

struct RootView: View {
    var body: some View {
        NavigationStack {
            List(Menu.allCases) { item in
                NavigationLink {
                    item.destination
                } label: {
                    Text(item.rawValue)
                }
            }
            .navigationTitle("Menu")
        }
    }
}
