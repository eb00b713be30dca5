import SwiftUI

// The navigation view calls the app's `compactTitles`, which only a `NavigationView` has: it
// stays, with a finding that names the file that declares it.
struct Drafts: View {
    var body: some View {
        NavigationView {
            List {
                Text("Draft")
            }
        }
        .compactTitles()
    }
}
