import SwiftUI

struct Tabs: View {
    var body: some View {
        TabView {
            ForEach(pages) { page in
                NavigationView {
                    page.view
                }
                .navigationViewStyle(.stack)
                .tabItem { Text(page.title) }
            }
        }
    }
}
