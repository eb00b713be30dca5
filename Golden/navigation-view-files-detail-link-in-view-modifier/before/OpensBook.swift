import SwiftUI

/// Makes the row it modifies a link to the book.
struct OpensBook: ViewModifier {
    let title: String

    func body(content: Content) -> some View {
        NavigationLink {
            Text("Reading \(title)")
        } label: {
            content
        }
    }
}
