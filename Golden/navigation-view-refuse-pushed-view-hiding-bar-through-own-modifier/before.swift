import SwiftUI

/// The pushed screen hides its own navigation view's bar through the app's own modifiers: with
/// that navigation view gone, they would hide the bar of the stack it is pushed onto, back
/// button and all. Refused, as when the content writes `.navigationBarHidden(true)` itself.
struct StudioHome: View {
    var body: some View {
        NavigationView {
            List {
                NavigationLink("Glaze notes") { GlazeNotes() }
                NavigationLink("Kiln log") { KilnLog() }
                NavigationLink("Orders") { OrderBook() }
            }
            .navigationTitle("Studio")
        }
        .navigationViewStyle(.stack)
    }
}

struct GlazeNotes: View {
    var body: some View {
        NavigationView {
            Text("Celadon, three coats")
                .chromeless()
        }
        .navigationViewStyle(.stack)
    }
}

struct KilnLog: View {
    var body: some View {
        NavigationView {
            Text("Cone 6 at 14:02")
                .modifier(NoBar())
        }
        .navigationViewStyle(.stack)
    }
}

struct OrderBook: View {
    var body: some View {
        NavigationView {
            Text("Two mugs, one bowl")
                .quietChrome()
        }
        .navigationViewStyle(.stack)
    }
}

extension View {
    func chromeless() -> some View {
        toolbar(.hidden, for: .navigationBar)
    }

    /// Hides the bar through another of the app's modifiers.
    func quietChrome() -> some View {
        modifier(NoBar())
    }
}

struct NoBar: ViewModifier {
    func body(content: Content) -> some View {
        content.navigationBarHidden(true)
    }
}
