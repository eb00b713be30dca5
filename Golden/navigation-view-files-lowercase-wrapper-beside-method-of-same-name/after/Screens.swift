import SwiftUI

// The library calls the top-level wrapper with a stack style; the card calls a method of its
// own of the same name, which wraps in no navigation view: its style is not the wrapper's.
struct LibraryScreen: View {
    var body: some View {
        inNavigation {
            List {
                Text("Shelves")
            }
        }
    }
}

struct Card: View {
    var body: some View {
        inNavigation {
            Text("Card")
        }
    }

    func inNavigation<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        VStack {
            content()
        }
        .padding()
    }
}
