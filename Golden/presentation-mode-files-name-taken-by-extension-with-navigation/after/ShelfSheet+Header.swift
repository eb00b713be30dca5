import SwiftUI

extension ShelfSheet {
    var isPresented: Bool { true }

    var header: some View {
        Text("Shelf")
            .navigationTitle("Shelf")
    }
}
