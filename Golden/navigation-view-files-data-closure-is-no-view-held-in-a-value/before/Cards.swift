import SwiftUI

// A sheet's navigation view whose content hands the app's own method a closure that computes
// a value of its parameter (`card.isLocal`): that is data, not a view held in a value, so the
// navigation view does not wait for the links of views the project cannot follow.
struct Card {
    var isLocal: Bool
}

struct CardPicker: View {
    var cards: [Card] = []
    private var keep: (Card) -> Bool = { _ in true }

    var body: some View {
        Text("\(cards.filter(keep).count) cards")
    }

    func filter(_ isKept: @escaping (Card) -> Bool) -> Self {
        var copy = self
        copy.keep = isKept
        return copy
    }
}

struct PayScreen: View {
    @State private var paying = false

    var body: some View {
        Button("Pay") { paying = true }
            .sheet(isPresented: $paying) {
                NavigationView {
                    CardPicker()
                        .filter { card in
                            card.isLocal
                        }
                        .navigationTitle("Pay")
                }
            }
    }
}
