// The view that shows the cards says it is `Equatable` in an extension, where Swift synthesizes
// `==` from its stored properties: a `@State` moved up into it would break that, so the card's
// link stays, with a finding.
import SwiftUI

struct Card: Hashable {
    var title: String
}

struct CardTile: View {
    let card: Card
    @State private var showsBack = false

    var body: some View {
        Text(card.title)
            .onTapGesture { showsBack = true }
            .background(
                NavigationLink(destination: Text("Back of \(card.title)"), isActive: $showsBack) {
                    EmptyView()
                }
            )
    }
}

struct CardGrid: View {
    var cards: [Card]

    var body: some View {
        NavigationView {
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 100))]) {
                ForEach(cards, id: \.self) { card in
                    CardTile(card: card)
                }
            }
        }
        .navigationViewStyle(.stack)
    }
}

extension CardGrid: Equatable {}
