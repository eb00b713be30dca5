import SwiftUI

struct Root: View {
    var body: some View {
        NavigationView {
            AislePage(aisle: .books)
        }
        .navigationViewStyle(.stack)
    }
}
