// Rows a `ForEach` hands bindings (`ForEach($list.cards) { $card in ... }`): the destination
// edits the row through `$card`, which a destination moved out of the rows cannot get back
// from the selection. Refused, saying so (the tag is the row's element, not some other value).
import SwiftUI

struct Card: Identifiable, Hashable {
    let id: Int
    var front: String
}

struct CardEditor: View {
    @Binding var card: Card

    var body: some View {
        TextField("Front", text: $card.front)
    }
}

final class Deck: ObservableObject {
    @Published var cards = [Card(id: 1, front: "Hola")]
    @Published var editing: Card?
}

struct DeckView: View {
    @StateObject private var deck = Deck()

    var body: some View {
        NavigationView {
            List {
                ForEach($deck.cards) { $card in
                    NavigationLink(tag: card, selection: $deck.editing) {
                        CardEditor(card: $card)
                    } label: {
                        Text(card.front)
                    }
                }
            }
        }
        .navigationViewStyle(.stack)
    }
}
