import SwiftUI

// The pushed screen is read from a value's member inside the app's `LazyView(...)`: the read
// is followed as it is without the wrapper, so the screen's link migrates with the stack it
// is pushed onto, in one change.
struct HomeView: View {
    let entries: [MenuEntry]

    var body: some View {
        NavigationStack {
            VStack {
                ForEach(entries) { entry in
                    NavigationLink {
                        LazyView(entry.destination.view)
                    } label: {
                        Text(entry.title)
                    }
                }
            }
        }
    }
}

struct LazyView<Content: View>: View {
    let build: () -> Content

    init(_ build: @autoclosure @escaping () -> Content) {
        self.build = build
    }

    var body: Content {
        build()
    }
}
