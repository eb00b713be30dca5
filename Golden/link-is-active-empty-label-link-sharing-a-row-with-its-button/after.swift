import SwiftUI

// A link that draws nothing, drawn with a row's content, and a button of the same row, with no
// style of its own, that sets the flag: in a list that button takes the row's taps, so the row
// still opens the destination without the link, which goes.
struct Gallery: View {
    @State private var showFirst = false

    var body: some View {
        NavigationStack {
            List {
                ZStack {
                    Button {
                        showFirst = true
                    } label: {
                        Text("First photo")
                    }
                }
            }
            .navigationDestination(isPresented: $showFirst) {
                Text("First")
            }
        }
    }
}

// A hidden link (`.hidden()`) takes no taps, so the row did not open it: the link goes, the
// styled button being the way in.
struct Checkout: View {
    @State private var confirms = false

    var body: some View {
        NavigationStack {
            List {
                Button("Next") {
                    confirms = true
                }
                .buttonStyle(.borderless)
            }
            .navigationDestination(isPresented: $confirms) {
                Text("Confirm")
            }
        }
    }
}
