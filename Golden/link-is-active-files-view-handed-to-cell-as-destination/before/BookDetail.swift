import SwiftUI

struct BookDetail: View {
    let title: String
    @State private var reviewing = false

    var body: some View {
        Button("Review \(title)") { reviewing = true }
            .background(
                NavigationLink(destination: Text("Review"), isActive: $reviewing) {
                    EmptyView()
                }
            )
    }
}
