import SwiftUI

// A `NavigationStack` the content presents in a sheet, or a link pushes, is not nested in
// the new stack: the navigation view migrates.
struct Inbox: View {
    @State private var composing = false

    var body: some View {
        NavigationStack {
            Text("Inbox")
                .sheet(isPresented: $composing) {
                    NavigationStack {
                        Text("New message")
                    }
                }
        }
    }
}
