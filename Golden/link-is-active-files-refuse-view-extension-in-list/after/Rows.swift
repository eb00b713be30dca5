import SwiftUI

struct Rows: View {
    @State private var open = false

    var body: some View {
        NavigationView {
            List {
                Text("Row")
                    .navigationLink(isActive: $open) { Text("Detail") }
            }
        }
    }
}
