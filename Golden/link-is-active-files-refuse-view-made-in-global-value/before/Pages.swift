import SwiftUI

// The app's screens are made in a global value and read from it where they are shown:
// navmigrate does not follow those reads, so it cannot tell that every place that shows
// `Compose` has a stack around it. The link stays, with a finding, and so does the
// navigation view that shows a page.
struct Page: Identifiable {
    var id = UUID()
    var title: String
    var view: AnyView
}

let pages = [
    Page(title: "Compose", view: AnyView(Compose()))
]
