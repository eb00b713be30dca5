import SwiftUI

// A link that draws nothing, drawn with a row's content, and a button of the same row, with no
// style of its own, that sets the flag: in a list that button takes the row's taps, so the row
// still opens the destination without the link, which goes.
struct Gallery: View {
    @State private var showFirst = false

    var body: some View {
        NavigationView {
            List {
                ZStack {
                    NavigationLink(destination: Text("First"), isActive: $showFirst) {
                        EmptyView()
                    }
                    .opacity(0)
                    Button {
                        showFirst = true
                    } label: {
                        Text("First photo")
                    }
                }
            }
        }
    }
}

// A hidden link (`.hidden()`) takes no taps, so the row did not open it: the link goes, the
// styled button being the way in.
struct Checkout: View {
    @State private var confirms = false

    var body: some View {
        NavigationView {
            List {
                Button("Next") {
                    confirms = true
                }
                .buttonStyle(.borderless)
                .background(
                    NavigationLink(destination: Text("Confirm"), isActive: $confirms) {
                        EmptyView()
                    }
                    .hidden()
                )
            }
        }
    }
}

// The row's button sets the flag through a function of the view: it still takes the row's taps.
struct Profile: View {
    @State private var editsName = false

    var body: some View {
        NavigationView {
            List {
                ZStack {
                    NavigationLink(destination: Text("Edit name"), isActive: $editsName) {
                        EmptyView()
                    }
                    .opacity(0)
                    Button {
                        editName()
                    } label: {
                        Text("Name")
                    }
                }
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
        NavigationView {
            List {
                Section(header: HStack {
                    Text("Books")
                    NavigationLink(destination: Text("Help"), isActive: $showsHelp) {
                        EmptyView()
                    }
                }) {
                    Text("Dune")
                }
            }
            .toolbar {
                Button("Help") { showsHelp = true }
            }
        }
    }
}
