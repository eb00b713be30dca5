import SwiftUI

struct Facts: View {
    var facts: [Fact]
    @State private var showsFact: (any Describable)?

    var body: some View {
        NavigationStack {
            List {
                ForEach(facts.indices, id: \.self) { index in
                    FactRow(fact: facts[index], showsFact: $showsFact)
                }
            }
            .navigationDestination(isPresented: Binding(
                get: { showsFact != nil },
                set: { if !$0 { showsFact = nil } }
            )) {
                if let fact = showsFact {
                    Text(fact.summary)
                }
            }
        }
    }
}
