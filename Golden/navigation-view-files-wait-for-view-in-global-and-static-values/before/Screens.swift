import SwiftUI

// Screens kept in values outside any view: one global, one static. navmigrate does not follow
// where those are read, so the links of the views made there are refused, and the navigation
// views that show such a value (by name, or as a type's static member) wait for them.
let accountScreen = AnyView(AccountView())

enum Screens {
    static let account = AnyView(AccountView())
}

final class Analytics {
    static let shared = Analytics()

    func log(_ event: String) {
        print(event)
    }
}
