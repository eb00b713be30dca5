import SwiftUI

struct Root: View {
    var body: some View {
        NavigationStack {
            AislePage(aisle: .books)
        }
    }
}
