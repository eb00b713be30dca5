import SwiftUI

// Each screen starts its own view tree inside a hosting controller: its navigation view
// becomes a stack, as for a view handed to `UIHostingController(rootView:)` directly.
struct ReceiptScreen: View {
    let number: Int

    var body: some View {
        NavigationView {
            Text("Receipt \(number)")
                .navigationTitle("Receipt")
        }
    }
}

struct PickerScreen: View {
    var body: some View {
        NavigationView {
            List {
                Text("One")
            }
            .navigationTitle("Pick")
        }
    }
}

// Made by the handler, but `banner()` hosts a view of its own, not this one: where this
// screen is shown is not known, so it is refused.
struct NotesScreen: View {
    var body: some View {
        NavigationView {
            Text("Notes")
        }
    }
}
