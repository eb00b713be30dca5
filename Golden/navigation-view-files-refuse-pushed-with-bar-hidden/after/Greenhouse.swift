import SwiftUI

/// Pushed with the garden's bar hidden: it shows a bar of its own.
struct Greenhouse: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationView {
            Text("Tomatoes, basil")
                .navigationTitle("Greenhouse")
                .toolbar {
                    ToolbarItem(placement: .cancellationAction) {
                        Button("Close") { dismiss() }
                    }
                }
        }
    }
}
