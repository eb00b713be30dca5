import SwiftUI

// A sidebar view whose `tag:selection:` links repeat their tag with `.tag(...)` on the list's
// own selection, as Mac sidebars wrote them: each becomes a value link of that tag, which the
// list's selection follows, and the split view's detail column is built from it.
struct Mailboxes: View {
    @Binding var open: Int?

    var body: some View {
        List(selection: $open) {
            ForEach(1..<4, id: \.self) { number in
                NavigationLink("Mailbox \(number)", value: number)
            }
        }
    }
}
