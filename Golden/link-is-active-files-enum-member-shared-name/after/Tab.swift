import SwiftUI

enum Tab {
    case home

    var destination: some View {
        HomeView()
    }
}

struct HomeView: View {
    var body: some View {
        NavigationLink("More") {
            Text("More")
        }
    }
}
