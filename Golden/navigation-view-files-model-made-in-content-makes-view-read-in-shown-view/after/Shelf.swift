import SwiftUI

struct Shelf: View {
    @State private var addsBook = false

    var body: some View {
        VStack {
            Button("Add") { addsBook = true }
        }
        .navigationDestination(isPresented: $addsBook) {
            Text("New book")
        }
    }
}
