import SwiftUI

struct Section: Identifiable {
    let id: Int
    let title: String
    let screen: AnyView
}

/// The app's sections, each with the screen it shows.
final class SectionStore: ObservableObject {
    @Published var sections: [Section] = [
        Section(id: 1, title: "News", screen: AnyView(NewsScreen())),
        Section(id: 2, title: "About", screen: AnyView(Text("About"))),
    ]
}
