// Rows of `ForEach(Array(steps.enumerated()), id: \.offset) { index, step in`: each row is a
// pair, which the lookup of the selected row outside the rows cannot name as one element.
// Refused, saying so.
import SwiftUI

struct Recipe: View {
    let steps = ["Chop", "Fry"]
    @State private var open: Int?

    var body: some View {
        NavigationView {
            List {
                ForEach(Array(steps.enumerated()), id: \.offset) { index, step in
                    NavigationLink(tag: index, selection: $open) {
                        Text(step)
                    } label: {
                        Text("\(index + 1). \(step)")
                    }
                }
            }
            Text("Pick a step")
        }
    }
}
