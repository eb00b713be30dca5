import SwiftUI

// Links written with a space before the `(`, two before the label's `{`, or none: the new form
// is written with one space each side of `label:`, as swift-format writes it.
struct Settings: View {
    var body: some View {
        List {
            NavigationLink (destination: Text("Account")) {
                Text("Account")
            }
            NavigationLink(destination: Text("Data"))  { Text("Import / export") }
            NavigationLink(destination: Text("Help")){ Text("Help") }
        }
    }
}
