import SwiftUI

// A hidden tag:selection link with a modifier that acts (`onChange`): removing the link could
// lose what it does, so the links stay, with their navigation view, and a finding.
enum MenuItem: Hashable {
    case news, account
}

struct MenuView: View {
    @State private var item: MenuItem?

    var body: some View {
        NavigationView {
            VStack {
                NavigationLink(destination: Text("News"), tag: MenuItem.news, selection: $item) {
                    EmptyView()
                }
                .onChange(of: item) { _ in }
                Button("News") { item = .news }
            }
        }
    }
}
