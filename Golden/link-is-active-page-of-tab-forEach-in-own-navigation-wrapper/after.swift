import SwiftUI

enum Section: String, CaseIterable, Identifiable {
    case reader, preferences
    var id: Self { self }
}

final class Preferences: ObservableObject {
    @Published var opensFonts = false
}

// Each page of the `TabView`'s `ForEach` is put in a navigation view of its own by the app's
// `inNavigation(_:)`: the page's link is no row of that `ForEach`, and its destination goes on
// the page, inside the stack the navigation view becomes.
struct Sections: View {
    @StateObject private var preferences = Preferences()

    var body: some View {
        TabView {
            ForEach(Section.allCases) { section in
                page(for: section)
                    .inNavigation(section != .reader)
                    .tabItem { Text(section.rawValue) }
            }
        }
    }

    @ViewBuilder
    private func page(for section: Section) -> some View {
        switch section {
        case .reader: Text("Reader")
        case .preferences: PreferencesPage(preferences: preferences)
        }
    }
}

struct PreferencesPage: View {
    @ObservedObject var preferences: Preferences

    var body: some View {
        VStack {
            Button("Fonts") { preferences.opensFonts = true }
        }
        .navigationDestination(isPresented: $preferences.opensFonts) {
            Text("Fonts")
        }
    }
}

extension View {
    @ViewBuilder
    func inNavigation(_ wanted: Bool) -> some View {
        if wanted {
            NavigationStack { self }
        } else {
            self
        }
    }
}
