import SwiftUI

struct Beds: View {
    var body: some View {
        NavigationView {
            List(["North", "South"], id: \.self) { bed in
                Text(bed)
            }
            .navigationTitle("Beds")
        }
        .navigationViewStyle(.stack)
    }
}
