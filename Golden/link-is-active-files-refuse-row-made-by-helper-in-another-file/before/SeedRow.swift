import SwiftUI

/// A row that picks a seed on a screen of its own, pushed by a link its flag drives.
struct SeedRow: View {
    let caption: String
    @Binding var chosen: Int
    @State private var picking = false

    var body: some View {
        NavigationLink(isActive: $picking, destination: choices) {
            Text(caption)
        }
    }

    func choices() -> some View {
        List(0..<3, id: \.self) { index in
            Button("Seed \(index)") {
                chosen = index
                picking = false
            }
        }
    }
}
