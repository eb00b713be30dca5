// The display mode a title rewrite leaves stays next to its title: a destination moved onto
// the same view comes after both.
import SwiftUI

struct Inner: View {
    @State private var showA = false

    var body: some View {
        ZStack {
            Color.red
        }
        .navigationTitle("Legal")
        .navigationBarTitleDisplayMode(.inline)
        .navigationDestination(isPresented: $showA) {
            Text("A")
        }
    }
}
