import SwiftUI

struct MenuScreen: View {
    struct Entry: Identifiable {
        var id = UUID()
        var title: String
        var active = false
    }

    @State var entries: [Entry] = []

    var body: some View {
        NavigationView {
            List {
                ForEach($entries) { entry in
                    NavigationLink(destination: Text(entry.title.wrappedValue), isActive: entry.active) {
                        Text(entry.title.wrappedValue)
                    }
                }
            }
        }
    }
}
