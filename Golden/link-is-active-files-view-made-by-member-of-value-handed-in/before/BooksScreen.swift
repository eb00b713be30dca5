import SwiftUI

struct BooksScreen: View {
    @State private var addsBook = false

    var body: some View {
        VStack {
            Button("Add") { addsBook = true }
            NavigationLink(destination: Text("New book"), isActive: $addsBook) { EmptyView() }
                .hidden()
        }
    }
}
