import SwiftUI

// A helper that returns a link, used in two rows of a `List`: the `navigationDestination` it
// would carry would sit inside the list, which SwiftUI does not support, so the view stays.
struct AccountView: View {
    @State private var editsName = false
    @State private var editsEmail = false

    var body: some View {
        NavigationView {
            List {
                editLink("Name", isActive: $editsName)
                editLink("Email", isActive: $editsEmail)
            }
            .navigationTitle("Account")
        }
    }

    private func editLink(_ title: String, isActive: Binding<Bool>) -> some View {
        NavigationLink(destination: Text("Edit \(title)"), isActive: isActive) {
            Text(title)
        }
    }
}
