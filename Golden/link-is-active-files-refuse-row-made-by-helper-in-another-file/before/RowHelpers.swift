import SwiftUI

extension View {
    /// Makes the row in a file with no navigation of its own.
    func seedRow(_ caption: String, chosen: Binding<Int>) -> some View {
        SeedRow(caption: caption, chosen: chosen)
    }
}
