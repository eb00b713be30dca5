import SwiftUI

struct Beds: View {
    var body: some View {
        List(["North", "South"], id: \.self) { bed in
            Text(bed)
        }
        .navigationTitle("Beds")
    }
}
