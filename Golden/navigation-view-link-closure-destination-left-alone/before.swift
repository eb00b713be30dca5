import SwiftUI

// The destination is a closure the view holds: `NavigationLink(destination:label:)` with a
// closure is already the current form, so the link stays; only the navigation view changes.
struct DetailRow<Detail: View>: View {
    let title: String
    @ViewBuilder var detail: () -> Detail

    var body: some View {
        NavigationLink(destination: detail) {
            Text(title)
        }
    }
}

struct Catalog: View {
    var body: some View {
        NavigationView {
            DetailRow(title: "Lamps") { Text("All lamps") }
        }
    }
}
