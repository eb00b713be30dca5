import SwiftUI

struct iPadBookDetail: View {
    let title: String

    var body: some View {
        Text(title)
            .navigationTitle(title)
    }
}
