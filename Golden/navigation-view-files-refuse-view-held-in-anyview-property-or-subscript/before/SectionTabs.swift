import SwiftUI

struct SectionTabs: View {
    @StateObject private var store = SectionStore()

    var body: some View {
        TabView {
            ForEach(store.sections) { section in
                // The section's screen handed to a view of the app's own.
                SectionRoot(screen: section.screen)
                    .tabItem { Text(section.title) }
            }
            // The first section's screen, read through a subscript.
            NavigationView {
                store.sections[0].screen
            }
            .navigationViewStyle(.stack)
            .tabItem { Text("First") }
        }
    }
}

struct SectionRoot: View {
    let screen: AnyView

    var body: some View {
        NavigationView {
            screen
        }
        .navigationViewStyle(.stack)
    }
}
