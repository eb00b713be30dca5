// The property the destination reads is an existential: its optional is written in
// parentheses, `(any Describable)?`, in the row and in the list's view.
import SwiftUI

protocol Describable {
    var summary: String { get }
}

struct Fact: Describable {
    var summary: String
}

struct FactRow: View {
    let fact: any Describable
    @Binding var showsFact: (any Describable)?

    var body: some View {
        HStack {
            Text(fact.summary)
            Button("More") { showsFact = fact }
        }
    }
}
