import SwiftUI

struct Facts: View {
    var facts: [Fact]

    var body: some View {
        NavigationView {
            List {
                ForEach(facts.indices, id: \.self) { index in
                    FactRow(fact: facts[index])
                }
            }
        }
        .navigationViewStyle(.stack)
    }
}
