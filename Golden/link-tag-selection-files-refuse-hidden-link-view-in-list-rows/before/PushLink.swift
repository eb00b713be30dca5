import SwiftUI

// The app's own hidden-link view is shown in a `List`'s rows: a destination there would
// sit inside the lazy container, which SwiftUI does not support, so it is refused.
struct PushLink: View {
    @Binding var pick: Int?
    let number: Int

    var body: some View {
        NavigationLink(destination: Text("Meal \(number)"), tag: number, selection: $pick) { EmptyView() }
    }
}
