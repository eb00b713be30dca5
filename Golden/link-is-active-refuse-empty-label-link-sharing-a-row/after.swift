import SwiftUI

struct Photo: Identifiable {
    let id: Int
    let name: String
}

// A link that draws nothing, drawn with a row's content, makes the whole row one the user
// taps. A borderless button in the row sets the flag too, but takes only its own taps: without
// the link, the rest of the row would open nothing. Refused.
struct Gallery: View {
    let photos: [Photo]
    @State private var showFirst = false

    var body: some View {
        NavigationView {
            List {
                ZStack {
                    NavigationLink(destination: Text("First"), isActive: $showFirst) {
                        EmptyView()
                    }
                    .opacity(0)
                    HStack {
                        Text(photos.first?.name ?? "")
                        Spacer()
                        Button("Open") { showFirst = true }
                            .buttonStyle(.borderless)
                    }
                }
            }
        }
    }
}

// The flag is set from the toolbar as well, not from the row: refused too.
struct Album: View {
    let photos: [Photo]
    @State private var showCover = false

    var body: some View {
        NavigationView {
            List {
                Text("Cover")
                    .background(
                        NavigationLink(destination: Text("Cover"), isActive: $showCover) {
                            EmptyView()
                        }
                        .opacity(0)
                    )
            }
            .toolbar {
                Button("Cover") { showCover = true }
            }
        }
    }
}

// A swipe action's button sets the flag, but it is not drawn in the row and takes none of its
// taps: refused too.
struct Archive: View {
    @State private var showOldest = false

    var body: some View {
        NavigationView {
            List {
                HStack {
                    Text("Oldest")
                    NavigationLink(destination: Text("Oldest"), isActive: $showOldest) {
                        EmptyView()
                    }
                }
                .swipeActions {
                    Button("Open") { showOldest = true }
                }
            }
        }
    }
}

// A `Menu`'s item sets the flag: the row shows the menu's label, which opens the menu, not the
// destination. Refused too.
struct Shelf: View {
    @State private var showsInfo = false

    var body: some View {
        NavigationView {
            List {
                HStack {
                    Text("Shelf")
                    NavigationLink(destination: Text("Info"), isActive: $showsInfo) {
                        EmptyView()
                    }
                    Menu("More") {
                        Button("Info") { showsInfo = true }
                    }
                }
            }
        }
    }
}
