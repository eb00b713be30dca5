import SwiftUI

struct SectionTabs: View {
    @StateObject private var store = SectionStore()

    var body: some View {
        TabView {
            ForEach(store.sections) { section in
                NavigationStack {
                    section.screen
                        .navigationTitle(section.title)
                }
                .tabItem { Text(section.title) }
            }
        }
    }
}
