import SwiftUI

struct BookDetail: View {
    let title: String
    @State private var reviewing = false

    var body: some View {
        Button("Review \(title)") { reviewing = true }
            .navigationDestination(isPresented: $reviewing) {
                Text("Review")
            }
    }
}
