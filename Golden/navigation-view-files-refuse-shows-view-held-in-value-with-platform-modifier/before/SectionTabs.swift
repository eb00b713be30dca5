import SwiftUI

struct SectionTabs: View {
    @StateObject private var store = SectionStore()

    var body: some View {
        TabView {
            ForEach(store.sections) { section in
                NavigationView {
                    section.screen
                        .navigationTitle(section.title)
                        #if os(macOS)
                        .frame(minWidth: 300)
                        #endif
                }
                .navigationViewStyle(.stack)
                .tabItem { Text(section.title) }
            }
        }
    }
}
