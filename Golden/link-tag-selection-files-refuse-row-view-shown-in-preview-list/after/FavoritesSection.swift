import SwiftUI

// A row view whose links the sidebar's list shows. Its preview shows it in a `List` of a view
// declared inside the preview provider: that is no place the app shows it, and the finding
// names the sidebar's list, with the reason that holds there.
struct FavoritesSection: View {
    let items: [String]
    @Binding var route: String?

    var body: some View {
        Section("Favorites") {
            ForEach(items, id: \.self) { item in
                NavigationLink(tag: item, selection: $route) {
                    Text(item)
                } label: {
                    Text(item)
                }
            }
        }
    }
}

struct FavoritesSection_Previews: PreviewProvider {
    private struct Preview: View {
        @State var route: String?

        var body: some View {
            NavigationView {
                List {
                    FavoritesSection(items: ["Ada"], route: $route)
                }
            }
        }
    }

    static var previews: some View { Preview() }
}
