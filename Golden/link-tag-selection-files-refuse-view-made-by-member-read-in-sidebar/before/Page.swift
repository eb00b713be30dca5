import SwiftUI

// `Licenses` is made by `Page.view`, which the sidebar view reads in its body: in the first of
// two columns, its links' selection picks what the next column shows, which plain links would
// not, so they stay, and the navigation views that show them with them.
enum Page {
    case licenses, about

    @ViewBuilder
    var view: some View {
        switch self {
        case .licenses: Licenses()
        case .about: Text("About")
        }
    }
}

enum Router {
    static func legal() -> some View {
        Page.licenses.view
    }
}
