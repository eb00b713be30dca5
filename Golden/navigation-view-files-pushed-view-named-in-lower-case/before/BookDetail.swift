import SwiftUI

struct iPadBookDetail: View {
    let title: String

    var body: some View {
        NavigationView {
            Text(title)
                .navigationTitle(title)
        }
        .navigationViewStyle(.stack)
    }
}
