import SwiftUI

/// Pushed from the garden; shows its beds.
struct Greenhouse: View {
    var body: some View {
        VStack {
            Text("Tomatoes, basil")
            Beds()
        }
    }
}
