import SwiftUI

struct FeedTab: View {
    var body: some View {
        NavigationView {
            FeedScreen()
        }
        .navigationViewStyle(.stack)
    }
}
