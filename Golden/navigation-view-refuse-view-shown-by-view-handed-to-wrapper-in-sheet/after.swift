import SwiftUI

struct Chrome: ViewModifier {
    func body(content: Content) -> some View {
        NavigationStack { content }
    }
}

extension View {
    func withChrome() -> some View { modifier(Chrome()) }
}

// `Composer` has a navigation view of its own; `Sheet` shows it plainly, and the sheet hands
// `Sheet` to `withChrome()`: the two navigation views nest there, so `Composer`'s stays.
struct Composer: View {
    var body: some View {
        NavigationView {
            TextEditor(text: .constant(""))
        }
    }
}

struct Sheet: View {
    var body: some View {
        VStack { Composer() }
    }
}

struct Root: View {
    @State private var composing = false

    var body: some View {
        Button("Compose") { composing = true }
            .sheet(isPresented: $composing) {
                Sheet().withChrome()
            }
    }
}
