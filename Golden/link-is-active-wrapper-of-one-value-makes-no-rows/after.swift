import SwiftUI

// The app's wrapper handed one value and a closure that reads it (a theme) makes no rows: a
// link in what it shows keeps its destination beside it, as in any view.
struct Palette {
    var accent = "Blue"
}

struct Themed<Content: View>: View {
    let palette: Palette
    let content: (Palette) -> Content

    init(_ palette: Palette, @ViewBuilder content: @escaping (Palette) -> Content) {
        self.palette = palette
        self.content = content
    }

    var body: some View { content(palette) }
}

struct Welcome: View {
    let palette = Palette()
    @State private var showingTour = false

    var body: some View {
        NavigationStack {
            Themed(palette) { colors in
                VStack {
                    Text("Welcome in \(colors.accent)")
                        .onTapGesture { showingTour = true }
                }
                .navigationDestination(isPresented: $showingTour) {
                    Text("Tour in \(colors.accent)")
                }
            }
        }
    }
}
