import SwiftUI

/// The helper puts the row in the `List`: a destination there would sit in a lazy container.
struct GardenPlan: View {
    @State private var seed = 0

    var body: some View {
        NavigationView {
            List {
                seedRow("Carrots", chosen: $seed)
            }
            .navigationTitle("Garden")
        }
        .navigationViewStyle(.stack)
    }
}
