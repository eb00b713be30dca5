import SwiftUI

// `Licenses` is made by `Page.view`, which `LegalScreen` reads in its body, and the phone's
// navigation view shows `LegalScreen`: one column, where the links' selection only drove
// them, so they become plain links. Followed through a static function too (`Router.legal()`).
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
