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

// The row's button sets the flag through a function of the view: it still takes the row's taps.
struct Profile: View {
    @State private var editsName = false

    var body: some View {
        NavigationStack {
            List {
                ZStack {
                    Button {
                        editName()
                    } label: {
                        Text("Name")
                    }
                }
            }
            .navigationDestination(isPresented: $editsName) {
                Text("Edit name")
            }
        }
    }

    private func editName() {
        editsName = true
    }
}

// A `Section`'s header is not a row: a link there makes no row tappable, and it goes when
// something else sets its flag.
struct Library: View {
    @State private var showsHelp = false

    var body: some View {
        NavigationStack {
            List {
                Section(header: HStack {
                    Text("Books")
                }) {
                    Text("Dune")
                }
            }
            .toolbar {
                Button("Help") { showsHelp = true }
            }
            .navigationDestination(isPresented: $showsHelp) {
                Text("Help")
            }
        }
    }
}
