import SwiftUI

struct AddAccountSheet: View {
    // A space before the attribute's `(` is a warning in the Swift 5 language mode, not an error.
    @Environment (\.colorScheme) private var colorScheme
    @ State private var name = ""

    var body: some View {
        NavigationView {
            Form {
                TextField("Name", text: $name)
            }
            .navigationTitle(colorScheme == .dark ? "Add (dark)" : "Add")
        }
    }
}
