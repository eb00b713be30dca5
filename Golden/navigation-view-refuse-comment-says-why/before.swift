// A comment just above the navigation view says why it is not a NavigationStack: the app's
// decision. It stays, with its links, and the finding quotes the comment.
import SwiftUI

struct SettingsView: View {
    @State private var selection: String?

    var body: some View {
        // A navigation view on purpose: NavigationStack has bugs on Mac Catalyst, such as no
        // back buttons for pushed views.
        NavigationView {
            List(["General", "Privacy"], id: \.self, selection: $selection) { item in
                Text(item)
            }
            Text(selection ?? "Pick a section")
        }
        .navigationViewStyle(.columns)
    }
}
